// The first game's guided first game (learn.html's last step: index.html?guided=yes): the rules
// the guide (www/platform/lesson/guide.js) explains the first time each comes up, read from the
// engine's own answers (what it offers the person now, and an action's events), with their
// words in four languages and the rules page's section of each.

import { createGuide } from '../../platform/lesson/guide.js';

/** Whether `person` is to act now in `step` (the engine's legal() grouping). */
const asked = (game, person, step) => {
  const l = game.legal();
  return l.player === person && l.step === step;
};

/** The first game's rules, in the order the guide looks for them. */
export const GUIDE_RULES = [
  { key: 'setup', section: 'setup', when: (g, events, p) => events.length === 0 && asked(g, p, 'setup') },
  { key: 'move', section: 'moving', when: (g, _e, p) => asked(g, p, 'move') },
  { key: 'roll', section: 'dice', when: (g, _e, p) => asked(g, p, 'roll') },
  { key: 'favours', section: 'favours', when: (g, _e, p) => asked(g, p, 'favours') },
  { key: 'goal', section: 'goal', when: (_g, events) => events.some((e) => e.event === 'flipped') },
  { key: 'arrogance', section: 'goal', when: (_g, events) => events.some((e) => e.event === 'arrogance') },
  { key: 'taken', section: 'favours', when: (_g, events, p) => events.some((e) => e.event === 'took' && e.column === p && e.player !== p) },
];

const WORDS = {
  en: {
    'guide.title': 'A rule comes up',
    'guide.goOn': 'Go on',
    'guide.setup': 'First, place your six cards: each on the start row of its class, cards of one class in one stack, the last placed on top. The others will see only the tops.',
    'guide.move': 'Your turn: move one of your stacks up. It steps onto the free square above it, or jumps the occupied squares and lands on the first free one.',
    'guide.roll': 'In the dice game you roll, then move one of your stacks exactly that many rows up.',
    'guide.favours': 'Your stack may take favours: from every stack on this row whose top it outranks, cut as many cards as you name, unseen, and put them under your own.',
    'guide.goal': 'A stack has reached its goal row: it is turned face down, safe, and counts for its owner at the end.',
    'guide.arrogance': 'Arrogance: a card left on top above its own goal row is discarded, with all the cards beneath it.',
    'guide.taken': 'Cards were taken from your column: they now belong to the taker, and whatever was beneath them is yours still.',
  },
  de: {
    'guide.title': 'Eine Regel kommt ins Spiel',
    'guide.goOn': 'Weiter',
    'guide.setup': 'Lege zuerst deine sechs Karten: jede auf die Startreihe ihres Standes, Karten eines Standes auf einen Stapel, die zuletzt gelegte oben. Die anderen sehen nur die obersten.',
    'guide.move': 'Du bist am Zug: ziehe einen deiner Stapel nach oben. Er geht einen Schritt auf das freie Feld darüber oder springt über besetzte Felder auf das erste freie.',
    'guide.roll': 'Im Würfelspiel würfelst du und ziehst dann einen deiner Stapel genau so viele Reihen nach oben.',
    'guide.favours': 'Dein Stapel darf Gunst nehmen: von jedem Stapel dieser Reihe, dessen oberste Karte er übertrifft, so viele Karten, wie du ansagst, ungesehen, unter deinen eigenen Stapel.',
    'guide.goal': 'Ein Stapel hat seine Zielreihe erreicht: er wird umgedreht, ist sicher und zählt am Ende für seinen Besitzer.',
    'guide.arrogance': 'Hochmut: eine Karte, die oben über ihrer eigenen Zielreihe zurückbleibt, kommt in die Ablage, mit allen Karten darunter.',
    'guide.taken': 'Aus deiner Spalte wurden Karten genommen: sie gehören jetzt dem, der sie nahm; was darunter lag, bleibt deins.',
  },
  fr: {
    'guide.title': 'Une règle entre en jeu',
    'guide.goOn': 'Continuer',
    'guide.setup': 'Posez d’abord vos six cartes\u00a0: chacune sur la rangée de départ de sa classe, les cartes d’une même classe en une pile, la dernière posée dessus. Les autres ne verront que le dessus.',
    'guide.move': 'À vous\u00a0: montez une de vos piles. Elle fait un pas sur la case libre au-dessus, ou saute les cases occupées et se pose sur la première libre.',
    'guide.roll': 'Dans le jeu au dé, vous lancez le dé, puis vous montez une de vos piles d’exactement autant de rangées.',
    'guide.favours': 'Votre pile peut prendre des faveurs\u00a0: à chaque pile de cette rangée dont elle surpasse le dessus, autant de cartes que vous en annoncez, sans les voir, sous votre propre pile.',
    'guide.goal': 'Une pile a atteint sa rangée de but\u00a0: elle est retournée face cachée, à l’abri, et compte pour son propriétaire à la fin.',
    'guide.arrogance': 'L’arrogance\u00a0: une carte laissée en haut au-dessus de sa propre rangée de but est défaussée, avec toutes les cartes en dessous.',
    'guide.taken': 'On a pris des cartes dans votre colonne\u00a0: elles appartiennent désormais à celui qui les a prises\u202f; ce qui était dessous reste à vous.',
  },
  nl: {
    'guide.title': 'Er komt een regel in het spel',
    'guide.goOn': 'Verder',
    'guide.setup': 'Leg eerst je zes kaarten: elk op de startrij van haar stand, kaarten van één stand op één stapel, de laatst gelegde bovenop. De anderen zien alleen de bovenste.',
    'guide.move': 'Jij bent aan de beurt: zet een van je stapels omhoog. Hij doet een stap naar het vrije veld erboven, of springt over bezette velden naar het eerste vrije.',
    'guide.roll': 'In het dobbelspel gooi je en zet je dan een van je stapels precies zoveel rijen omhoog.',
    'guide.favours': 'Je stapel mag gunsten nemen: van elke stapel op deze rij waarvan hij de bovenste kaart overtreft, zoveel kaarten als je noemt, ongezien, onder je eigen stapel.',
    'guide.goal': 'Een stapel heeft zijn doelrij bereikt: hij wordt omgedraaid, is veilig en telt aan het einde voor zijn eigenaar.',
    'guide.arrogance': 'Hoogmoed: een kaart die bovenop boven haar eigen doelrij achterblijft, wordt afgelegd, met alle kaarten eronder.',
    'guide.taken': 'Er zijn kaarten uit jouw kolom genomen: ze zijn nu van wie ze nam; wat eronder lag, blijft van jou.',
  },
};

/** The guide's words of `lang` (English for a language without them). */
export function guideWords(lang) {
  return WORDS[lang] || WORDS.en;
}

/** The guide of a first game for `person`, its words in `lang`, its links to `rulesPage`. */
export function createHeuchelGuide({ person = 0, lang = 'en', rulesPage = null } = {}) {
  const words = guideWords(lang);
  const guide = createGuide({ rules: GUIDE_RULES, words: (key) => words[`guide.${key}`], rulesPage, person });
  return { words, person, pauseAfter: guide.pauseAfter, next: guide.next, get seen() { return guide.seen; } };
}
