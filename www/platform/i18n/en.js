// The site's words in English that both games' pages show alike: a finished game's record kept,
// shared and opened again (ui/record.js, RECORD_KEYS) and the step bar under a diagram or a replay
// (component/steps.js), and what an element on another site's page says of its computer players
// (component/bots-note.js). Each game's table takes them from here (www/heuchel/i18n/en.js and
// en-board.js in their places, www/heller/i18n/en.js and www/heller/component/words.js), so both
// say the same. Placeholders are {name}; {step} and {count} count actions.

export const enSite = {
  'over.replay': 'Watch the replay',
  'over.record': 'Keep or share this game',
  'over.recordText': 'The game\'s record',
  'over.copyRecord': 'Copy the record',
  'over.downloadRecord': 'Download the record',
  'over.copyLink': 'Copy the replay link',
  'over.copied': 'Copied.',
  'over.copySelected': 'Selected: copy it with your keyboard.',
  'record.close': 'Close',
  'newGame.open': 'Open a game record',
  'newGame.openExplain': 'Paste a record, or choose a record file. A finished game opens as a replay; an unfinished one goes on here.',
  'newGame.openText': 'The record',
  'newGame.openFile': 'Record file',
  'newGame.openButton': 'Open the record',
  'newGame.openEmpty': 'Paste a record or choose a file first.',

  'diagram.first': 'First step',
  'diagram.prev': 'Previous step',
  'diagram.play': 'Play the steps',
  'diagram.pause': 'Pause',
  'diagram.next': 'Next step',
  'diagram.last': 'Last step',
  'diagram.stepOf': 'Step {step} of {count}',
  'diagram.start': 'The starting position.',
  'diagram.downloadSvg': 'Download SVG',
  'diagram.downloadPng': 'Download PNG',

  // A game on a page that forbids the computer players' worker (component/bots-note.js).
  'bots.mainThread': 'This page does not let the computer players think in the background, so they think in the page itself, which may pause now and then while they do.',
  'bots.hideNote': 'Hide this note',

  // The seats' tinctures (platform/render/seats.js), named as heralds name them, with the colour:
  // a seat's chip, a replay's seats (both games' tables take them, ui/seat-style.js tinctureWords).
  'seat.tincture.gules': 'Gules (red)',
  'seat.tincture.azure': 'Azure (blue)',
  'seat.tincture.vert': 'Vert (green)',
  'seat.tincture.or': 'Or (gold)',
  'seat.tincture.purpure': 'Purpure (purple)',
  'seat.tincture.sable': 'Sable (black)',
};
