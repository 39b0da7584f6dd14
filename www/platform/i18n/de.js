// The site's words in German that both games' pages show alike: a finished game's record kept,
// shared and opened again (ui/record.js, RECORD_KEYS) and the step bar under a diagram or a replay
// (component/steps.js), and what an element on another site's page says of its computer players
// (component/bots-note.js). Each game's table takes them from here (www/heuchel/i18n/de.js and
// de-board.js in their places, www/heller/i18n/de.js and www/heller/component/words.js), so both
// say the same. Placeholders are {name}; {step} and {count} count actions.

export const deSite = {
  'over.replay': 'Wiederholung ansehen',
  'over.record': 'Partie aufheben oder teilen',
  'over.recordText': 'Das Protokoll der Partie',
  'over.copyRecord': 'Protokoll kopieren',
  'over.downloadRecord': 'Protokoll herunterladen',
  'over.copyLink': 'Link zur Wiederholung kopieren',
  'over.copied': 'Kopiert.',
  'over.copySelected': 'Markiert: Kopiere es mit der Tastatur.',
  'record.close': 'Schließen',
  'newGame.open': 'Partieprotokoll öffnen',
  'newGame.openExplain': 'Füge ein Protokoll ein oder wähle eine Protokolldatei. Eine beendete Partie öffnet sich als Wiederholung, eine offene geht hier weiter.',
  'newGame.openText': 'Das Protokoll',
  'newGame.openFile': 'Protokolldatei',
  'newGame.openButton': 'Protokoll öffnen',
  'newGame.openEmpty': 'Füge zuerst ein Protokoll ein oder wähle eine Datei.',

  'diagram.first': 'Erster Schritt',
  'diagram.prev': 'Voriger Schritt',
  'diagram.play': 'Schritte abspielen',
  'diagram.pause': 'Pause',
  'diagram.next': 'Nächster Schritt',
  'diagram.last': 'Letzter Schritt',
  'diagram.stepOf': 'Schritt {step} von {count}',
  'diagram.start': 'Die Ausgangsstellung.',
  'diagram.downloadSvg': 'SVG herunterladen',
  'diagram.downloadPng': 'PNG herunterladen',

  // A game on a page that forbids the computer players' worker (component/bots-note.js).
  'bots.mainThread': 'Diese Seite lässt die Computerspieler nicht im Hintergrund denken; sie denken deshalb in der Seite selbst, die dabei hin und wieder stocken kann.',
  'bots.hideNote': 'Hinweis ausblenden',

  // The seats' tinctures (platform/render/seats.js), named as heralds name them, with the colour:
  // a seat's chip, a replay's seats (both games' tables take them, ui/seat-style.js tinctureWords).
  'seat.tincture.gules': 'Rot',
  'seat.tincture.azure': 'Blau',
  'seat.tincture.vert': 'Grün',
  'seat.tincture.or': 'Gold',
  'seat.tincture.purpure': 'Purpur',
  'seat.tincture.sable': 'Schwarz',
};
