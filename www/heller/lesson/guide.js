// The second game's guided first game (heller-learn.html's last step: heller.html?guided=yes):
// the rules the guide (www/platform/lesson/guide.js) explains the first time each comes up, read
// from the engine's own answers (the phase of the view the person has, and an action's events:
// every event is public), with their words in four languages and the rules page's section of
// each.

import { createGuide } from '../../platform/lesson/guide.js';

/** Whether `person` is to act now in the phase named `phase` of his own view. */
const asked = (game, person, phase) => game.toAct() === person && game.view(person).phase.phase === phase;

/** Whether `events` lay the tile `tile` (turned up, picked from the display or one's own) on the market. */
const laid = (events, tile) => events.some((e) => ['turnedTilePlaced', 'tilePicked', 'ownTilePlaced'].includes(e.event) && e.tile === tile);

/**
 * The second game's rules, in the order the guide looks for them: what has just happened on the
 * market first, then what the person is to do now.
 */
export const GUIDE_RULES = [
  { key: 'scored', section: 'scoring', when: (_g, events) => events.some((e) => e.event === 'laneScored') },
  { key: 'fire', section: 'scoring', when: (_g, events) => laid(events, 'F') },
  { key: 'evilEye', section: 'scoring', when: (_g, events) => laid(events, 'E') },
  { key: 'moneyBag', section: 'scoring', when: (_g, events) => laid(events, 'M') },
  { key: 'own', section: 'turn', when: (_g, events) => events.some((e) => e.event === 'ownTilePlaced') },
  { key: 'roundEnd', section: 'round-end', when: (_g, events) => events.some((e) => e.event === 'roundEnded') },
  { key: 'turn', section: 'turn', when: (g, _e, p) => asked(g, p, 'turn') },
  { key: 'turned', section: 'turn', when: (g, _e, p) => asked(g, p, 'turned') },
];

const WORDS = {
  de: {
    'guide.title': 'Eine Regel kommt ins Spiel',
    'guide.goOn': 'Weiter',
    'guide.turn': 'Du bist am Zug und tust genau eines: einen deiner Marktstände auf ein freies Feld stellen, das oberste Plättchen des Stapels aufdecken und legen, oder dein eigenes Plättchen legen.',
    'guide.turned': 'Du hast ein Plättchen aufgedeckt: alle haben es gesehen, und jetzt musst du es auf ein freies Feld legen.',
    'guide.scored': 'Eine Reihe oder Spalte ist voll und wird sofort abgerechnet: jeder Händler mit einem Stand darin bekommt seine Striche mal die Kunden (schwarz) weniger die Gauner (rot); ein Minus zahlt er an die Bank.',
    'guide.fire': 'Ein Feuer liegt: es teilt seine Reihe und seine Spalte in Teile, die getrennt abgerechnet werden. Es selbst zählt nichts.',
    'guide.evilEye': 'Der Böse Blick liegt: in seinem Teil der Gasse zählen nur die Gauner, die Kunden nicht.',
    'guide.moneyBag': 'Der Geldsack liegt: er verdoppelt in seinem Teil der Gasse das Ergebnis, plus wie minus.',
    'guide.own': 'Ein eigenes Plättchen wurde gelegt: jeder hat eines, das nur er kennt, und darf es statt einer anderen Aktion legen.',
    'guide.roundEnd': 'Alle Felder sind belegt: die Runde ist zu Ende. Stände mit einem Strich kommen zurück, die größeren verlassen das Spiel; die Plättchen werden neu gemischt, und jeder zieht ein neues eigenes.',
  },
  en: {
    'guide.title': 'A rule comes up',
    'guide.goOn': 'Go on',
    'guide.turn': 'Your turn: do exactly one thing: set up one of your stalls on a free square, turn up the pile\'s top tile and lay it, or lay your own tile.',
    'guide.turned': 'You turned a tile up: everyone has seen it, and now you must lay it on a free square.',
    'guide.scored': 'A row or column is full and scores at once: each merchant with a stall in it gets his strokes times the customers (black) less the rogues (red); a loss he pays to the bank.',
    'guide.fire': 'A fire is down: it parts its row and its column into parts scored apart. The fire itself is worth nothing.',
    'guide.evilEye': 'The evil eye is down: in its part of the lane only the rogues count, not the customers.',
    'guide.moneyBag': 'The money bag is down: in its part of the lane it doubles the result, plus and minus.',
    'guide.own': 'An own tile was laid: everyone has one that only he knows, and may lay it instead of another action.',
    'guide.roundEnd': 'Every square is taken: the round is over. Stalls with one stroke come back, the larger ones leave the game; the tiles are shuffled again, and everyone draws a new own tile.',
  },
  fr: {
    'guide.title': 'Une règle entre en jeu',
    'guide.goOn': 'Continuer',
    'guide.turn': 'À vous, et vous faites exactement une chose\u00a0: monter un de vos étals sur une case libre, retourner la tuile du dessus de la pioche et la poser, ou poser votre tuile personnelle.',
    'guide.turned': 'Vous avez retourné une tuile\u00a0: tout le monde l’a vue, et vous devez maintenant la poser sur une case libre.',
    'guide.scored': 'Une rangée ou une colonne est pleine et se décompte aussitôt\u00a0: chaque marchand qui y a un étal reçoit ses traits fois les clients (noirs) moins les filous (rouges)\u202f; une perte, il la paie à la banque.',
    'guide.fire': 'Un feu est posé\u00a0: il coupe sa rangée et sa colonne en tronçons décomptés à part. Le feu lui-même ne vaut rien.',
    'guide.evilEye': 'Le mauvais œil est posé\u00a0: dans son tronçon de l’allée, seuls les filous comptent, pas les clients.',
    'guide.moneyBag': 'Le sac d’écus est posé\u00a0: dans son tronçon de l’allée, il double le résultat, en plus comme en moins.',
    'guide.own': 'Une tuile personnelle a été posée\u00a0: chacun en a une que lui seul connaît, et peut la poser au lieu d’une autre action.',
    'guide.roundEnd': 'Toutes les cases sont occupées\u00a0: la manche est finie. Les étals à un trait reviennent, les plus grands quittent la partie\u202f; les tuiles sont mélangées à nouveau, et chacun tire une nouvelle tuile personnelle.',
  },
  nl: {
    'guide.title': 'Er komt een regel in het spel',
    'guide.goOn': 'Verder',
    'guide.turn': 'Jij bent aan de beurt en doet precies één ding: een van je kramen op een vrij veld zetten, de bovenste tegel van de stapel omdraaien en leggen, of je eigen tegel leggen.',
    'guide.turned': 'Je hebt een tegel omgedraaid: iedereen heeft hem gezien, en nu moet je hem op een vrij veld leggen.',
    'guide.scored': 'Een rij of kolom is vol en wordt meteen geteld: elke handelaar met een kraam erin krijgt zijn strepen maal de klanten (zwart) min de schurken (rood); een verlies betaalt hij aan de bank.',
    'guide.fire': 'Er ligt een vuur: het splitst zijn rij en zijn kolom in delen die apart geteld worden. Het vuur zelf is niets waard.',
    'guide.evilEye': 'Het boze oog ligt: in zijn deel van de steeg tellen alleen de schurken, de klanten niet.',
    'guide.moneyBag': 'De geldzak ligt: in zijn deel van de steeg verdubbelt hij de uitkomst, plus en min.',
    'guide.own': 'Er is een eigen tegel gelegd: iedereen heeft er een die alleen hij kent, en mag hem leggen in plaats van een andere actie.',
    'guide.roundEnd': 'Alle velden zijn bezet: de ronde is voorbij. Kramen met één streep komen terug, de grotere verlaten het spel; de tegels worden opnieuw geschud, en iedereen trekt een nieuwe eigen tegel.',
  },
};

/** The guide's words of `lang` (German for a language without them). */
export function guideWords(lang) {
  return WORDS[lang] || WORDS.de;
}

/**
 * The guide of a first game for `person`, its words in `lang`, its links to `rulesPage`; `seen`:
 * the rules explained already (the same game shown anew in another language goes on from them).
 */
export function createHellerGuide({ person = 0, lang = 'de', rulesPage = null, seen = [] } = {}) {
  const words = guideWords(lang);
  const guide = createGuide({ rules: GUIDE_RULES, words: (key) => words[`guide.${key}`], rulesPage, person, seen });
  return { words, person, pauseAfter: guide.pauseAfter, next: guide.next, get seen() { return guide.seen; } };
}
