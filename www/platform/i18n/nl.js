// The site's words in Dutch that both games' pages show alike: a finished game's record kept,
// shared and opened again (ui/record.js, RECORD_KEYS) and the step bar under a diagram or a replay
// (component/steps.js), and what an element on another site's page says of its computer players
// (component/bots-note.js). Each game's table takes them from here (www/heuchel/i18n/nl.js and
// nl-board.js in their places, www/heller/i18n/nl.js and www/heller/component/words.js), so both
// say the same. Placeholders are {name}; {step} and {count} count actions.

export const nlSite = {
  'over.replay': 'Herhaling bekijken',
  'over.record': 'Dit spel bewaren of delen',
  'over.recordText': 'Het verslag van het spel',
  'over.copyRecord': 'Verslag kopiëren',
  'over.downloadRecord': 'Verslag downloaden',
  'over.copyLink': 'Link naar herhaling kopiëren',
  'over.copied': 'Gekopieerd.',
  'over.copySelected': 'Geselecteerd: kopieer het met je toetsenbord.',
  'record.close': 'Sluiten',
  'newGame.open': 'Een spelverslag openen',
  'newGame.openExplain': 'Plak een verslag, of kies een verslagbestand. Een afgelopen spel opent als herhaling; een onafgemaakt spel gaat hier verder.',
  'newGame.openText': 'Het verslag',
  'newGame.openFile': 'Verslagbestand',
  'newGame.openButton': 'Verslag openen',
  'newGame.openEmpty': 'Plak eerst een verslag of kies een bestand.',

  'diagram.first': 'Eerste stap',
  'diagram.prev': 'Vorige stap',
  'diagram.play': 'Stappen afspelen',
  'diagram.pause': 'Pauze',
  'diagram.next': 'Volgende stap',
  'diagram.last': 'Laatste stap',
  'diagram.stepOf': 'Stap {step} van {count}',
  'diagram.start': 'De beginstelling.',
  'diagram.downloadSvg': 'SVG downloaden',
  'diagram.downloadPng': 'PNG downloaden',

  // A game on a page that forbids the computer players' worker (component/bots-note.js).
  'bots.mainThread': 'Deze pagina laat de computerspelers niet op de achtergrond nadenken; ze denken daarom in de pagina zelf, die daardoor af en toe even kan haperen.',
  'bots.hideNote': 'Deze melding verbergen',

  // The seats' tinctures (platform/render/seats.js), named as heralds name them, with the colour:
  // a seat's chip, a replay's seats (both games' tables take them, ui/seat-style.js tinctureWords).
  'seat.tincture.gules': 'Keel (rood)',
  'seat.tincture.azure': 'Azuur (blauw)',
  'seat.tincture.vert': 'Sinopel (groen)',
  'seat.tincture.or': 'Goud (geel)',
  'seat.tincture.purpure': 'Purper (paars)',
  'seat.tincture.sable': 'Sabel (zwart)',
};
