// The prompts on a touch screen (issue 28, "touch words on touch screens"): every prompt that says
// how to handle the board has a wording for fingers in each of the four languages, with the same
// plural forms, and none of them asks for a click, a key or Escape.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createT } from '../../www/platform/ui/i18n.js';
import { promptFor } from '../../www/heuchel/ui/prompt.js';
import { en } from '../../www/heuchel/i18n/en.js';
import { de } from '../../www/heuchel/i18n/de.js';
import { fr } from '../../www/heuchel/i18n/fr.js';
import { nl } from '../../www/heuchel/i18n/nl.js';
import { FACTS } from './fixtures/facts.mjs';

const TABLES = { en, de, fr, nl };
const HANDLING = ['move', 'favours', 'rolled', 'rolledLose', 'selected', 'selectedAll'];
// What a finger cannot do, in each language's words.
const MOUSE_WORDS = /\bclick|klick|cliqu|\bklik|escape|échap|[+−]\s|drücke [+−]|appuyez sur [+−]|druk op [+−]/i;

for (const [lang, table] of Object.entries(TABLES)) {
  test(`${lang}: every prompt about handling the board has its words for fingers, and they ask for no click or key`, () => {
    for (const name of HANDLING) {
      const forms = Object.keys(table).filter((k) => k === `prompt.${name}` || k.startsWith(`prompt.${name}_`));
      assert.ok(forms.length > 0, `${lang} has prompt.${name}`);
      for (const key of forms) {
        const touch = key.replace('prompt.', 'prompt.touch.');
        assert.ok(typeof table[touch] === 'string', `${lang} has ${touch}`);
        assert.doesNotMatch(table[touch], MOUSE_WORDS, `${lang} ${touch}: ${table[touch]}`);
        // The same placeholders as the mouse's words.
        const holes = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        assert.deepEqual(holes(table[touch]), holes(table[key]), `${lang} ${touch} fills what ${key} fills`);
      }
    }
  });
}

test('promptFor words the prompt for the device: fingers tap, a mouse clicks and the keys press', () => {
  const t = createT(en, FACTS);
  const legal = { step: 'favours', player: 0, favourRow: 5, moves: [] };
  const seats = ['human', 'medium', 'medium'];
  assert.match(promptFor(t, { legal, seats }), /Click a lit stack/);
  assert.match(promptFor(t, { legal, seats, touch: true }), /Tap a lit stack/);
  const selection = { column: 0, row: 6, count: 2, maxCount: 5 };
  const lifted = { step: 'move', player: 0, moves: [] };
  assert.match(promptFor(t, { legal: lifted, seats, selection }), /Escape/);
  const touched = promptFor(t, { legal: lifted, seats, selection, touch: true });
  assert.match(touched, /top 2 cards from row 6/);
  assert.match(touched, /“Put back”/);
  assert.doesNotMatch(touched, /Escape|[+−]/);
  // Prompts that say nothing of handling read the same on both.
  assert.equal(promptFor(t, { legal: { step: 'roll', player: 0 }, seats, touch: true }), promptFor(t, { legal: { step: 'roll', player: 0 }, seats }));
});
