// The Dutch table. Every string the page shows lives here, in the same shape as en.js.
// Placeholders are {name}; keys ending in _one / _other are chosen by {count}.

import { nlBoard } from './nl-board.js';
import { nlSite } from '../../platform/i18n/nl.js';

// The whole Dutch table: the board's words (nl-board.js, all a diagram needs) and the game's.
export const nl = {
  ...nlBoard,

  // New-game dialog.
  'newGame.players': 'Spelers',
  'newGame.variant': 'Variant',
  'newGame.variant.base': 'Basisspel',
  'newGame.variant.dice': 'Dobbelsteenvariant',
  'newGame.seats': 'Mens of computer, per speler',
  'newGame.seed': 'Startgetal (optioneel, om dezelfde verdeling opnieuw te spelen)',
  'newGame.seedPlaceholder': 'willekeurig',
  'newGame.start': 'Spelen',
  'newGame.badSeed': 'Het startgetal moet een geheel getal zijn, of leeg blijven.',
  'newGame.continue': 'Verder spelen',
  'newGame.undo': 'Zetten mogen worden teruggenomen (met instemming van iedereen aan het scherm)',
  'newGame.unfinished_one': 'Je onafgemaakte spel: {players} spelers, 1 actie gespeeld, opgeslagen op {when}.',
  'newGame.unfinished_other': 'Je onafgemaakte spel: {players} spelers, {count} acties gespeeld, opgeslagen op {when}.',
  'newGame.confirmNew': 'Een nieuw spel beëindigt je onafgemaakte spel. Toch een nieuw spel beginnen?',
  'newGame.confirmStart': 'Ja, begin een nieuw spel',
  'newGame.linkTitle': 'Een onafgemaakt spel',
  'newGame.linkExplain': 'Deze link start een ander spel; daarmee zou je onafgemaakte spel eindigen.',
  'newGame.playLink': 'Het gelinkte spel spelen',

  // Saved games that could not be restored (kept aside, never dropped).
  'saves.problem.damaged': 'Je opgeslagen spel kon niet worden gelezen: de opgeslagen tekst is beschadigd.',
  'saves.problem.version': 'Je opgeslagen spel is geschreven door een andere versie van deze site en kan hier niet worden voortgezet.',
  'saves.problem.engine': 'Je opgeslagen spel kon niet opnieuw worden afgespeeld: {message}',
  'saves.kept': 'Het is apart bewaard; je kunt het downloaden voor een foutrapport of om zelf te bewaren.',
  'saves.download': 'Het opgeslagen spel downloaden',

  // The prompt: whose turn it is and what is expected, for someone who never read the rules.
  'prompt.setup':
    'Jij bent aan de beurt, {seat}: leg je zes kaarten op het bord. Kaarten van dezelfde bevolkingslaag delen één veld. Bepaal de volgorde van elke stapel (de bovenste kaart is de kaart die iedereen ziet) en druk dan op ‘Mijn kaarten leggen’.',
  'prompt.move':
    'Jij bent aan de beurt, {seat}: sleep een stapel omhoog naar een oplichtend veld. Druk op de stapel om hem helemaal op te pakken, of op de rand van een lagere kaart om alleen de kaarten erboven op te pakken.',
  'prompt.favours':
    '{seat}, je mag kaarten overnemen uit de oplichtende stapels op rij {row}, zonder ze eerst te bekijken. Klik op een oplichtende stapel om te kiezen hoeveel kaarten je overneemt, of druk op ‘Niet meer overnemen’.',
  'prompt.extra':
    '{seat}, je hebt kaarten overgenomen, dus je mag nog een zet doen (met welke stapel je maar wilt) of op ‘Einde beurt’ drukken.',
  'prompt.roll': 'Jij bent aan de beurt, {seat}: gooi de dobbelsteen.',
  'prompt.extraRoll':
    '{seat}, je hebt kaarten overgenomen, dus je mag nog eens gooien voor een extra zet of op ‘Einde beurt’ drukken.',
  'prompt.rolled_one':
    '{seat}, je gooide {die}: sleep een stapel precies 1 rij omhoog, naar een oplichtend veld. Druk op de stapel om hem helemaal te nemen, of op de rand van een lagere kaart om alleen de kaarten erboven te nemen.',
  'prompt.rolled_other':
    '{seat}, je gooide {die}: sleep een stapel precies {die} rijen omhoog, naar een oplichtend veld. Druk op de stapel om hem helemaal te nemen, of op de rand van een lagere kaart om alleen de kaarten erboven te nemen.',
  'prompt.rolledLose':
    '{seat}, je gooide {die}. Geen enkele zet past bij de worp — kies een kaart die je verliest: klik op een van je oplichtende stapels. De bovenste kaart gaat naar je verliespunten.',
  'prompt.over': 'Het spel is afgelopen.',
  'prompt.bot': '{seat} (computer) denkt na…',
  'prompt.waitHuman': 'Wachten op {seat}.',
  'prompt.handoff': 'Geef het apparaat door aan {seat}.',
  'prompt.selected_one':
    'Je hebt de bovenste kaart van rij {row} opgepakt. Leg hem op een oplichtend veld, druk op + om er meer op te pakken, of druk op Escape om hem terug te leggen.',
  'prompt.selected_other':
    'Je hebt de bovenste {count} kaarten van rij {row} opgepakt. Leg ze op een oplichtend veld, druk op + of − om er meer of minder op te pakken, of druk op Escape om ze terug te leggen.',
  'prompt.selectedAll_one':
    'Je hebt de kaart op rij {row} opgepakt. Leg hem op een oplichtend veld, of druk op Escape om hem terug te leggen.',
  'prompt.selectedAll_other':
    'Je hebt de hele stapel van {count} kaarten van rij {row} opgepakt. Leg hem op een oplichtend veld; wil je alleen de bovenste kaarten verplaatsen, kies dan eerst naast de stapel hoeveel (of druk op −). Escape legt hem terug.',
  // The same on a touch screen (ui/prompt.js, a coarse pointer or the last press a touch).
  'prompt.touch.move':
    'Jij bent aan de beurt, {seat}: tik op een van je stapels en dan op een oplichtend veld om hem daarheen te verplaatsen (of sleep hem). Wil je alleen de bovenste kaarten verplaatsen, kies dan naast de opgepakte stapel hoeveel.',
  'prompt.touch.favours':
    '{seat}, je mag kaarten overnemen uit de oplichtende stapels op rij {row}, zonder ze eerst te bekijken. Tik op een oplichtende stapel om te kiezen hoeveel kaarten je overneemt, of tik op ‘Niet meer overnemen’.',
  'prompt.touch.rolled_one':
    '{seat}, je gooide {die}: zet een stapel precies 1 rij omhoog, naar een oplichtend veld: tik op de stapel en dan op het veld. Wil je alleen de bovenste kaarten verplaatsen, kies dan naast de opgepakte stapel hoeveel.',
  'prompt.touch.rolled_other':
    '{seat}, je gooide {die}: zet een stapel precies {die} rijen omhoog, naar een oplichtend veld: tik op de stapel en dan op het veld. Wil je alleen de bovenste kaarten verplaatsen, kies dan naast de opgepakte stapel hoeveel.',
  'prompt.touch.rolledLose':
    '{seat}, je gooide {die}. Geen enkele zet past bij de worp — kies een kaart die je verliest: tik op een van je oplichtende stapels. De bovenste kaart gaat naar je verliespunten.',
  'prompt.touch.selected_one':
    'Je hebt de bovenste kaart van rij {row} opgepakt. Tik op een oplichtend veld om hem te verplaatsen, kies naast de stapel hoeveel, of tik op ‘Terugleggen’.',
  'prompt.touch.selected_other':
    'Je hebt de bovenste {count} kaarten van rij {row} opgepakt. Tik op een oplichtend veld om ze te verplaatsen, kies naast de stapel hoeveel, of tik op ‘Terugleggen’.',
  'prompt.touch.selectedAll_one':
    'Je hebt de kaart op rij {row} opgepakt. Tik op een oplichtend veld om hem te verplaatsen, of tik op ‘Terugleggen’.',
  'prompt.touch.selectedAll_other':
    'Je hebt de hele stapel van {count} kaarten van rij {row} opgepakt. Tik op een oplichtend veld om hem te verplaatsen; wil je alleen de bovenste kaarten verplaatsen, kies dan eerst naast de stapel hoeveel. ‘Terugleggen’ legt hem terug.',

  // A move that would throw away the mover's own cards asks first (arrogance, rules section 8).
  'confirm.arrogance_one':
    'Let op: de kaart die op rij {row} achterblijft ({cards}) zou boven zijn doelveld staan en dus naar je verliespunten gaan (hoogmoed). Toch verzetten?',
  'confirm.arrogance_other':
    'Let op: van de {count} kaarten die op rij {row} achterblijven ({cards}) zou de bovenste boven zijn doelveld staan, dus zouden ze allemaal naar je verliespunten gaan (hoogmoed). Toch verzetten?',
  'confirm.arroganceYes': 'Toch verzetten',
  'confirm.arroganceNo': 'Terugleggen',

  // Controls.
  'controls.roll': 'Gooien',
  'controls.endFavours': 'Niet meer overnemen',
  'controls.endTurn': 'Einde beurt',
  'controls.moveAgain': 'Nog een zet: sleep een stapel, of beëindig je beurt.',
  'controls.rollAgain': 'Gooi nog eens, of beëindig je beurt.',
  'controls.fewer': 'Eén kaart minder',
  'controls.more': 'Eén kaart meer',
  'lift.counts': 'Hoeveel kaarten verplaatsen',
  'lift.count_one': 'Alleen de bovenste kaart verplaatsen',
  'lift.count_other': 'De bovenste {count} kaarten verplaatsen',
  'controls.cancel': 'Terugleggen',
  'controls.die': 'Worp: {die}',
  'controls.thinking': 'Denkt na…',
  'controls.hint': 'Tip',
  'controls.undo': 'Terugnemen',
  'controls.undone': 'Teruggenomen.',
  'controls.rules': 'Regels',
  'controls.scores': 'Stand',
  'controls.discards_one': 'Verliespunten: 1 kaart',
  'controls.discards_other': 'Verliespunten: {count} kaarten',
  'controls.toAct': '(aan de beurt)',
  'controls.you': '(op het scherm)',
  'controls.help':
    'Toetsenbord: Tab naar het bord, pijltjestoetsen om te navigeren, Enter om op te pakken of neer te leggen, + en − of een getal voor het aantal kaarten, Escape om te annuleren.',
  'controls.error': 'Dat lukte niet: {message}',

  // The hint: what the Hard computer would play in the player's place (never played for him).
  'suggest.move_one': 'Tip: zet de bovenste kaart van rij {from} naar rij {to}.',
  'suggest.move_other': 'Tip: zet de bovenste {count} kaarten van rij {from} naar rij {to}.',
  'suggest.moveTop': 'Pak de stapel op en kies ernaast {count}.',
  'suggest.take_one': 'Tip: neem 1 kaart over uit kolom {column}.',
  'suggest.take_other': 'Tip: neem {count} kaarten over uit kolom {column}.',
  'suggest.endFavours': 'Tip: neem niets meer over.',
  'suggest.endTurn': 'Tip: beëindig je beurt.',
  'suggest.roll': 'Tip: gooi de dobbelsteen.',
  'suggest.lose': 'Tip: geef de bovenste kaart van rij {row} op.',
  'suggest.place': 'Tip: leg {card}.',
  // In setup, the Hint arranges the whole hand: {piles} lists the piles of more than one card.
  'suggest.arrange':
    'Tip: stapel {piles}. Je stapels hieronder staan nu in deze volgorde: druk op ‘Mijn kaarten leggen’ om ze te leggen, of verander ze eerst.',
  'suggest.arrangeNothing':
    'Tip: al je stapels hebben maar één kaart, dus er valt geen volgorde te kiezen: druk op ‘Mijn kaarten leggen’.',
  'suggest.over': ' op ',
  'suggest.pileSeparator': '; ',

  // The take popover: blind, so no faces are shown.
  'take.question': 'Hoeveel kaarten overnemen uit kolom {column}?',
  'take.hint': 'Je ziet ze pas nadat je ze hebt overgenomen.',
  'take.cancel': 'Annuleren',

  // Setup panel.
  'setup.title': 'Jouw kaarten, {seat}',
  'setup.explain':
    'Elke groep wordt één stapel op het bord, met de bovenste kaart eerst. Sleep kaarten (of gebruik de pijlknoppen) om de volgorde te veranderen.',
  'setup.group': 'Stapel {class}',
  'setup.up': '{card} omhoog',
  'setup.down': '{card} omlaag',
  'setup.position': '{card}, positie {position} van {count}',
  'setup.asDealt': 'Zoals gedeeld',
  'setup.place': 'Mijn kaarten leggen',
  'setup.moved': '{card} staat nu op positie {position} van {count}.',
  'setup.hinted': 'volgens de tip',

  // Hand-off screen for hot-seat play.
  'handoff.title': 'Geef het apparaat door aan {seat}',
  'handoff.explain': 'De andere spelers kijken nu even weg: zo meteen verschijnen de kaarten van {seat}.',
  'handoff.button': 'Ik ben {seat}',

  // Game over.
  'over.part': '{part}: {total}',
  'over.total': 'Totaal:',
  'over.card': 'Kaart',
  'over.row': 'Rij',
  'over.points': 'Punten',
  'over.discardRow': 'van het bord',
  'over.none': 'geen kaarten',
  'over.newGame': 'Nieuw spel',
  'over.close': 'Stand verbergen',
  'over.replay': nlSite['over.replay'],
  'over.record': nlSite['over.record'],
  'over.recordExplain': 'Het verslag bevat de verdeling en elke actie. Open het later opnieuw via ‘Tafelopties’ op het titelscherm, of deel de link naar de herhaling: die toont het spel stap voor stap, met alle kaarten open.',
  'record.hidden': "Het spel loopt nog, en het verslag bevat elke kaart die nog verborgen is en de worpen die nog komen: wie het of de herhaling opent, ziet alles. Bewaar het om later verder te spelen (open het via ‘Tafelopties’ op het titelscherm), of geef het aan iemand die niet meespeelt.",
  'record.close': nlSite['record.close'],
  'over.recordText': nlSite['over.recordText'],
  'over.copyRecord': nlSite['over.copyRecord'],
  'over.downloadRecord': nlSite['over.downloadRecord'],
  'over.copyLink': nlSite['over.copyLink'],
  'over.copied': nlSite['over.copied'],
  'over.copySelected': nlSite['over.copySelected'],
  'newGame.open': nlSite['newGame.open'],
  'newGame.openExplain': nlSite['newGame.openExplain'],
  'newGame.openText': nlSite['newGame.openText'],
  'newGame.openFile': nlSite['newGame.openFile'],
  'newGame.openButton': nlSite['newGame.openButton'],
  'newGame.openEmpty': nlSite['newGame.openEmpty'],

  // The title screen, the menu during play and the seats' names (the page around the board).
  'title.subtitle': 'Huichelen en sluipmoorden — een spel van Rudi Hoffmann, 1990',
  'title.intro':
    'Stapels middeleeuwse kaarten — vorsten, bisschoppen, patriciërs, kwakzalvers, muzikanten en vuurspuwers — klimmen op een bord van dertien verdiepingen. Een stapel die naast lagere kaarten belandt, mag ze ongezien onder zijn hoede nemen, en elke kaart die zijn doelveld bereikt, levert zijn waarde op. Voor drie tot zes spelers, aan één scherm of tegen de computer.',
  'title.rules': 'Regels',
  'title.learn': 'Leren spelen',
  'title.games': 'Alle spellen',
  'newGame.tableOptions': 'Tafelopties',
  'newGame.name': 'Naam voor {seat} (optioneel)',
  'newGame.namePlaceholder': 'Naam (optioneel)',
  'menu.button': 'Menu',
  'menu.newGame': 'Nieuw spel',
  'menu.confirmNew': 'Een nieuw spel beëindigt dit spel. Druk nog eens om het te starten.',
  'menu.rules': 'Regels',
  'menu.speed': 'Animatiesnelheid',
  'menu.speed.off': 'Uit',
  'menu.speed.slow': 'Langzaam',
  'menu.speed.normal': 'Normaal',
  'menu.speed.fast': 'Snel',
  'menu.reduced': 'Je systeem vraagt om minder beweging, dus zetten worden zonder animatie getoond.',
  'menu.language': 'Taal',
  'menu.languageFailed': 'Deze taal kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
  // The notice of a new version of the site (pages/offline.js).
  'update.ready': 'Er is een nieuwe versie',
  'update.reload': 'Opnieuw laden',
  'update.later': 'Nu niet',

  // Following the table: the notice to a player whose cards were taken, and a log line whose
  // own words do not name the acting seat.
  'notice.taken_one': '{seat} nam 1 van je kaarten over van rij {row}.',
  'notice.taken_other': '{seat} nam {count} van je kaarten over van rij {row}.',
  'logLine.by': '{seat}: {text}',
};
