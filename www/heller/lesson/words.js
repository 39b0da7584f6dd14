// The words of the second game's lessons (./course.js), in its four languages and in the terms of
// its rules pages and its page: each lesson's title, its goal in a sentence, and what reaching it
// shows. Loaded only with a lesson, laid over the game's table with the panel's words
// (www/platform/i18n/lesson.js).

import { LESSON_WORDS } from '../../platform/i18n/lesson.js';

const WORDS = {
  de: {
    'lesson.placing.title': 'Eine volle Reihe zahlt',
    'lesson.placing.goal': 'Fülle die Reihe 1 mit dem Stand, der dir dort am meisten einbringt.',
    'lesson.placing.done': 'Sobald eine Reihe voll ist, wird sie abgerechnet: Kunden 5, 6, 4 und 3 weniger Gauner 1 macht 17 für jeden Strich, also 68 Heller für deinen Stand IIII.',
    'lesson.fire.title': 'Das Feuer teilt die Gasse',
    'lesson.fire.goal': 'Decke das oberste Plättchen des Stapels auf und lege es so, dass es dir zahlt und deinem Gegner kostet.',
    'lesson.fire.done': 'Das Feuer füllt Reihe 4 und teilt sie: links zahlen dir Kunde 6 und 5 für drei Striche 33 Heller, rechts kostet der Gauner 6 den Stand IIII deines Gegners 24.',
    'lesson.own.title': 'Das eigene Plättchen',
    'lesson.own.goal': 'Dein eigenes Plättchen ist der Böse Blick. Lege es so, dass der volle Stand deines Gegners leer ausgeht.',
    'lesson.own.done': 'Neben dem Bösen Blick zählen nur die Gauner: Reihe 5 ist voll, und der Stand IIII deines Gegners bekommt für seine vier Kunden nichts.',
    'lesson.round.title': 'Das Ende einer Runde',
    'lesson.round.goal': 'Belege das letzte freie Feld des Marktes.',
    'lesson.round.done': 'Alle Felder sind belegt: die Runde ist zu Ende. Deine Stände mit einem Strich bekommst du zurück, die größeren verlassen das Spiel. Alle Plättchen werden neu gemischt, und jeder zieht ein neues eigenes Plättchen.',
  },
  en: {
    'lesson.placing.title': 'A full row pays',
    'lesson.placing.goal': 'Fill row 1 with the stall that earns you most there.',
    'lesson.placing.done': 'A row is scored the moment it is full: customers 5, 6, 4 and 3 less the rogue 1 make 17 for every stroke, so 68 heller for your stall IIII.',
    'lesson.fire.title': 'Fire parts the lane',
    'lesson.fire.goal': 'Turn up the pile\'s top tile and lay it where it pays you and costs your rival.',
    'lesson.fire.done': 'The fire fills row 4 and parts it: on the left the customers 6 and 5 pay your three strokes 33 heller, on the right the rogue 6 costs your rival\'s stall IIII 24.',
    'lesson.own.title': 'Your own tile',
    'lesson.own.goal': 'Your own tile is the evil eye. Lay it where your rival\'s big stall gets nothing.',
    'lesson.own.done': 'Beside the evil eye only rogues count: row 5 is full, and your rival\'s stall IIII gets nothing for its four customers.',
    'lesson.round.title': 'The end of a round',
    'lesson.round.goal': 'Take the market\'s last free square.',
    'lesson.round.done': 'Every square is taken: the round is over. Your stalls with one stroke come back to you; the larger ones leave the game. All tiles are shuffled again, and everyone draws a new own tile.',
  },
  fr: {
    'lesson.placing.title': 'Une rangée pleine rapporte',
    'lesson.placing.goal': 'Remplissez la rangée 1 avec l’étal qui vous y rapporte le plus.',
    'lesson.placing.done': 'Une rangée est décomptée dès qu’elle est pleine\u00a0: les clients 5, 6, 4 et 3 moins le filou 1 font 17 par trait, soit 68 heller pour votre étal IIII.',
    'lesson.fire.title': 'Le feu coupe l’allée',
    'lesson.fire.goal': 'Retournez la tuile du dessus de la pioche et posez-la là où elle vous rapporte et coûte à votre adversaire.',
    'lesson.fire.done': 'Le feu remplit la rangée 4 et la coupe\u00a0: à gauche, les clients 6 et 5 paient 33 heller à vos trois traits\u202f; à droite, le filou 6 coûte 24 à l’étal IIII de votre adversaire.',
    'lesson.own.title': 'Votre tuile personnelle',
    'lesson.own.goal': 'Votre tuile personnelle est le mauvais œil. Posez-la là où le grand étal de votre adversaire n’obtient rien.',
    'lesson.own.done': 'À côté du mauvais œil, seuls les filous comptent\u00a0: la rangée 5 est pleine, et l’étal IIII de votre adversaire n’obtient rien de ses quatre clients.',
    'lesson.round.title': 'La fin d’une manche',
    'lesson.round.goal': 'Occupez la dernière case libre du marché.',
    'lesson.round.done': 'Toutes les cases sont occupées\u00a0: la manche est finie. Vos étals à un trait vous reviennent\u202f; les plus grands quittent la partie. Toutes les tuiles sont mélangées à nouveau, et chacun tire une nouvelle tuile personnelle.',
  },
  nl: {
    'lesson.placing.title': 'Een volle rij betaalt',
    'lesson.placing.goal': 'Vul rij 1 met de kraam die je daar het meest oplevert.',
    'lesson.placing.done': 'Een rij wordt geteld zodra ze vol is: klanten 5, 6, 4 en 3 min schurk 1 is 17 per streep, dus 68 heller voor je kraam IIII.',
    'lesson.fire.title': 'Vuur splitst de steeg',
    'lesson.fire.goal': 'Draai de bovenste tegel van de stapel om en leg hem waar hij jou betaalt en je tegenstander kost.',
    'lesson.fire.done': 'Het vuur vult rij 4 en splitst haar: links betalen klant 6 en 5 je drie strepen 33 heller, rechts kost schurk 6 de kraam IIII van je tegenstander 24.',
    'lesson.own.title': 'Je eigen tegel',
    'lesson.own.goal': 'Je eigen tegel is het boze oog. Leg hem waar de grote kraam van je tegenstander niets krijgt.',
    'lesson.own.done': 'Naast het boze oog tellen alleen schurken: rij 5 is vol, en de kraam IIII van je tegenstander krijgt niets voor zijn vier klanten.',
    'lesson.round.title': 'Het einde van een ronde',
    'lesson.round.goal': 'Bezet het laatste vrije veld van de markt.',
    'lesson.round.done': 'Alle velden zijn bezet: de ronde is voorbij. Je kramen met één streep krijg je terug; de grotere verlaten het spel. Alle tegels worden opnieuw geschud, en iedereen trekt een nieuwe eigen tegel.',
  },
};

/** The second game's lesson words of `lang` with the panel's (German for a language without them). */
export function hellerLessonWords(lang) {
  const l = WORDS[lang] ? lang : 'de';
  return { ...LESSON_WORDS[l], ...WORDS[l] };
}
