import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { en as enGame } from '../../www/heuchel/i18n/en.js';
import { enMaker } from '../../www/heuchel/i18n/en-maker.js';
import { KINDS } from '../../www/heuchel/ui/table-defaults.js';
import { SEAT_KINDS } from '../../www/heuchel/game/controller.js';
import { heuchelLessonWords } from '../../www/heuchel/lesson/words.js';

// A lesson's words (its panel's and the course's) are a table of their own, laid over the game's.
const en = { ...enGame, ...enMaker, ...heuchelLessonWords('en') };
const has = (key) => key in en || (`${key}_one` in en && `${key}_other` in en);
// The first game's folders and the platform's beside them (www/heuchel/, www/platform/), and the
// second game's two entry files that lay in them before the games were parted (issue 27).
const folders = ['ui', 'game', 'component', 'board', 'maker', 'pages', 'lesson'].flatMap((d) => [`www/heuchel/${d}`, `www/platform/${d}`]).filter((d) => existsSync(d));
const sources = ['www/heuchel/main.js', ...folders.flatMap((d) => readdirSync(d).filter((f) => f.endsWith('.js')).map((f) => `${d}/${f}`)),
  'www/heller/pages/heller-embed.js', 'www/heller/component/heller-pfennig.js']
  .map((path) => ({ path, text: readFileSync(path, 'utf8') }));

test('every literal t() key used by the page is in the English table', () => {
  for (const { path, text } of sources) {
    for (const [, key] of text.matchAll(/\bt\('([\w.]+)'/g)) assert.ok(has(key), `${path}: ${key}`);
  }
});

test('the keys built from engine and UI values exist for every value', () => {
  const families = {
    class: ['Prince', 'Bishop', 'Patrician', 'Quack', 'Minstrel', 'FireEater'],
    prompt: ['setup', 'move', 'favours', 'extra', 'roll', 'extraRoll', 'rolled', 'over'],
    grid: ['canMove', 'dest', 'victim', 'lose', 'selected', 'hintFrom', 'hintTo', 'hintTake', 'hintLose'],
    controls: ['roll', 'endFavours', 'endTurn', 'fewer', 'more', 'cancel', 'scores', 'hint'],
    'seat.kind': ['human', 'easy', 'medium', 'hard', 'random', 'greedy'],
    suggest: ['move', 'take', 'endFavours', 'endTurn', 'roll', 'lose', 'place'],
    'newGame.variant': ['base', 'dice'],
  };
  for (const [family, values] of Object.entries(families)) {
    for (const v of values) assert.ok(has(`${family}.${v}`), `${family}.${v}`);
  }
});

test('every placeholder is a plain {name}', () => {
  for (const [key, text] of Object.entries(en)) {
    assert.equal(typeof text, 'string', key);
    assert.ok(!/\{[^}]*\W[^}]*\}/.test(text.replace(/\{\w+\}/g, '')), `${key}: ${text}`);
  }
});

test('every seat kind the dialog offers or a link may name has a label', () => {
  assert.deepEqual(KINDS, ['human', 'easy', 'medium', 'hard', 'expert']);
  for (const kind of new Set([...KINDS, ...SEAT_KINDS])) assert.ok(has(`seat.kind.${kind}`), kind);
});
