// The words of a game's record (platform/ui/record.js) as another game's table takes them: apart
// from the record's box, so that a table can name them without bringing the box into every page
// that speaks (a diagram on a wiki shows no record).

/** The keys of a table this module speaks. */
export const RECORD_KEYS = [
  'over.replay', 'over.record', 'over.recordText', 'over.copyRecord', 'over.downloadRecord', 'over.copyLink',
  'over.copied', 'over.copySelected', 'record.close',
  'newGame.open', 'newGame.openExplain', 'newGame.openText', 'newGame.openFile', 'newGame.openButton', 'newGame.openEmpty',
];

/** These words as `table` has them: another game's table takes them from it (one copy of them). */
export function recordWords(table) {
  return Object.fromEntries(RECORD_KEYS.filter((key) => key in table).map((key) => [key, table[key]]));
}
