// Why not (issue 29): every reason code the first game's engine gives (src/why.rs, its table) is
// worded in the page's tables (in English here; tests/js/i18n-tables.test.mjs holds the other
// languages to the same keys), typed in the API's WhyNot type (src/wasm.rs), and read by
// ui/why.js, whose words and rules links follow the engine's reasons.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { enBoard } from '../../www/heuchel/i18n/en-board.js';
import { createT } from '../../www/platform/ui/i18n.js';
import { whyMarks, whySection, whySentence } from '../../www/heuchel/ui/why.js';
import { FACTS } from './fixtures/facts.mjs';

const codesOf = (file) => [...new Set([...readFileSync(file, 'utf8').matchAll(/^\/\/! \| `(why\.[a-zA-Z]+)`/gm)].map((m) => m[1]))];

test('every reason code of the first game is worded and typed', () => {
  const codes = codesOf('src/why.rs');
  assert.equal(codes.length, 18);
  const wasm = readFileSync('src/wasm.rs', 'utf8');
  const typed = wasm.slice(wasm.indexOf('export type WhyNot'));
  for (const code of codes) {
    assert.ok(typeof enBoard[code] === 'string', `${code} has English words`);
    assert.ok(typed.includes(`"${code}"`), `${code} is in the WhyNot type`);
  }
});

test('a reason becomes a sentence, marks and the rules page\'s section', () => {
  const t = createT(enBoard, FACTS);
  const reason = { code: 'why.aboveCeiling', args: { card: 'F3', ceiling: 8, to: 10 }, rule: 'R4.2', marks: [{ role: 'mover', at: { column: 0, row: 1 } }, { role: 'ceiling', at: { column: 0, row: 8 } }] };
  assert.equal(whySentence(t, reason), 'Row 10 is above the goal row of the leading card, the Fire-Eater 3 (row 8): no move may end higher.');
  assert.deepEqual(whyMarks([reason]), [{ column: 0, row: 1, kind: 'whyMover' }, { column: 0, row: 8, kind: 'why' }]);
  assert.equal(whySection('R4.2'), 'fig-ceiling');
  assert.equal(whySection('R4.7'), 'fig-step-jump');
  assert.equal(whySection('R5.2'), 'fig-favours');
  assert.equal(whySection('R11.3'), 'fig-dice-count');
  // Columns are counted from 1, as the board shows them; a count of cards is worded.
  assert.equal(whySentence(t, { code: 'why.alreadyCut', args: { column: 2 }, rule: 'R5.5', marks: [] }), 'You have taken from the stack in column 3 already this move.');
  assert.equal(whySentence(t, { code: 'why.badCount', args: { count: 3, height: 2 }, rule: 'R4.1', marks: [] }), 'That stack has 2 cards: you cannot move or take 3.');
  assert.equal(whySentence(t, { code: 'why.wrongStep', args: { expected: 'roll' }, rule: 'R3.3', marks: [] }), 'Not now: roll the die.');
});

test('every section a reason links to is on each language\'s rules page', () => {
  const rules = ['R2.3', 'R3.3', 'R4.1', 'R4.2', 'R4.3', 'R4.4', 'R4.5', 'R4.7', 'R4.8', 'R5.2', 'R5.4', 'R5.5', 'R9.1', 'R11.3', 'R11.5'];
  for (const page of ['rules.html', 'rules.de.html', 'rules.fr.html', 'rules.nl.html']) {
    const html = readFileSync(page, 'utf8');
    for (const rule of rules) {
      const section = whySection(rule);
      assert.ok(section && html.includes(`id="${section}"`), `${page} has #${section} for ${rule}`);
    }
  }
  // And every rule the engine names is one of them.
  const named = [...new Set([...readFileSync('src/why.rs', 'utf8').matchAll(/"(R\d+\.\d+)"/g)].map((m) => m[1]))];
  assert.deepEqual(named.filter((r) => !rules.includes(r)), []);
});
