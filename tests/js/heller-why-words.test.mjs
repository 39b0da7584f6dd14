// Why not in the second game (issue 29): every reason code its engine gives (the table of
// crates/heller/src/why.rs) is worded in each of the page's four tables, with every placeholder
// one of the code's own arguments, typed in the API's WhyNot type (crates/heller/src/wasm/types.rs),
// and linked to a section of each language's rules page (game/why.js).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { de } from '../../www/heller/i18n/de.js';
import { en } from '../../www/heller/i18n/en.js';
import { fr } from '../../www/heller/i18n/fr.js';
import { nl } from '../../www/heller/i18n/nl.js';
import { createT } from '../../www/platform/ui/i18n.js';
import { whyRuleName, whySection, whySentence, whyShown } from '../../www/heller/game/why.js';

const TABLES = { de, en, fr, nl };
const PAGES = { de: 'heller-rules.html', en: 'heller-rules.en.html', fr: 'heller-rules.fr.html', nl: 'heller-rules.nl.html' };

// The engine's table: | `why.code` | `arg` … | `rule` … | marks |
const ROWS = [...readFileSync('crates/heller/src/why.rs', 'utf8').matchAll(/^\/\/! \| `(why\.[a-zA-Z]+)` \| ([^|]*)\| `([^`]+)`/gm)]
  .map(([, code, args, rule]) => ({ code, args: [...args.matchAll(/`([a-z]+)`/g)].map((m) => m[1]), rule }));

// A fact of each tile kind, as boardFacts() gives them (game/words.js names tiles by them).
const FACTS = { tiles: [{ code: 'B3', kind: 'customer', value: 3 }, { code: 'R4', kind: 'rogue', value: 4 }, { code: 'M', kind: 'moneyBag' }] };
const SAMPLE = { square: 'c3', stall: 2, tile: 'R4' };

test('the engine\'s table names its thirteen codes', () => {
  assert.equal(ROWS.length, 13);
  const source = readFileSync('crates/heller/src/why.rs', 'utf8');
  for (const { code } of ROWS) assert.ok(source.includes(`Reason::new("${code}"`), `${code} is given by the engine`);
});

for (const [lang, table] of Object.entries(TABLES)) {
  test(`every reason is a sentence in ${lang}, with only its own arguments`, () => {
    const t = createT(table, null, lang);
    for (const { code, args } of ROWS) {
      const words = table[code];
      assert.equal(typeof words, 'string', `${code} has words in ${lang}`);
      const named = [...words.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const name of named) assert.ok(args.includes(name), `${code} in ${lang} names {${name}}, which the engine does not give`);
      const sentence = whySentence(t, FACTS, { code, args: Object.fromEntries(args.map((a) => [a, SAMPLE[a]])), rule: '', marks: [] });
      assert.doesNotMatch(sentence, /\{|why\./, `${code} in ${lang}: ${sentence}`);
      assert.match(sentence, /^\p{Lu}.*\.$/u, `${code} in ${lang} is a sentence: ${sentence}`);
    }
  });

  test(`every rule a reason names has its link's words and a section on the ${lang} rules page`, () => {
    const t = createT(table, null, lang);
    const html = readFileSync(PAGES[lang], 'utf8');
    for (const { rule } of ROWS) {
      const section = whySection(rule);
      assert.ok(section && html.includes(`id="${section}"`), `${PAGES[lang]} has #${section} for ${rule}`);
      assert.doesNotMatch(whyRuleName(t, rule), /\{|why\./, `${rule} in ${lang}`);
    }
  });
}

test('every code is in the WhyNot type', () => {
  const types = readFileSync('crates/heller/src/wasm/types.rs', 'utf8');
  const typed = types.slice(types.indexOf('export type WhyNot'));
  for (const { code } of ROWS) assert.ok(typed.includes(`"${code}"`), `${code} is typed`);
});

test('a reason as the page shows it: its words, its rule\'s link and its squares', () => {
  const t = createT(en, null, 'en');
  const shown = whyShown(t, FACTS, [{ code: 'why.taken', args: { square: 'c3' }, rule: 'a-turn', marks: [{ role: 'taken', at: 'c3' }] }], 'https://x/heller-rules.en.html', false);
  assert.deepEqual(shown, {
    text: 'The square c3 is taken: a square holds one piece, and what is placed stays there until the round ends.',
    rule: 'Rule: A turn',
    href: 'https://x/heller-rules.en.html#turn',
    squares: ['c3'],
    aimed: false,
  });
  const d = createT(de, null, 'de');
  assert.equal(whySentence(d, FACTS, { code: 'why.placeTurnedFirst', args: { tile: 'R4' }, rule: 'D9', marks: [] }),
    'Lege zuerst das aufgedeckte Plättchen (Gauner 4): ist ein Plättchen aufgedeckt, darfst du nur noch es auf ein freies Feld legen.');
  assert.equal(whyRuleName(d, 'D9'), 'Regel: D9');
  assert.equal(whySentence(d, FACTS, { code: 'why.noStall', args: { stall: 3 }, rule: 'material', marks: [] }),
    'Du hast keinen Stand III mehr: jeder legt nur die Stände, die er noch vor sich hat.');
  // Without a rules page to link, the rule is named and not linked.
  assert.equal(whyShown(t, FACTS, [{ code: 'why.poolEmpty', args: {}, rule: 'D2', marks: [] }], null, true).href, null);
});
