// Every language has every key of the English tables and no other, each translation keeps the
// placeholders of its English string, and no English key is left unused by the code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { en } from '../../www/heuchel/i18n/en.js';
import { enBoard } from '../../www/heuchel/i18n/en-board.js';
import { enMaker } from '../../www/heuchel/i18n/en-maker.js';

const LANGS = ['de', 'nl', 'fr'];
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key) => key.replace(PLURAL, '');
const placeholders = (text) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));

/** { base key: { variants: {suffix|'': text} } } of a table. */
function byBase(table) {
  const out = new Map();
  for (const [key, text] of Object.entries(table)) {
    const b = base(key);
    if (!out.has(b)) out.set(b, new Map());
    out.get(b).set(key === b ? '' : key.slice(b.length + 1), text);
  }
  return out;
}

async function tablesOf(lang) {
  const [game, board, maker] = await Promise.all([
    import(`../../www/heuchel/i18n/${lang}.js`), import(`../../www/heuchel/i18n/${lang}-board.js`), import(`../../www/heuchel/i18n/${lang}-maker.js`),
  ]);
  return { game: game[lang], board: board[`${lang}Board`], maker: maker[`${lang}Maker`] };
}

function compare(lang, part, english, translated) {
  const eb = byBase(english), tb = byBase(translated);
  assert.deepEqual([...tb.keys()].sort(), [...eb.keys()].sort(), `${lang} ${part}: the same keys as English`);
  for (const [key, variants] of eb) {
    const theirs = tb.get(key);
    const plural = !variants.has('');
    if (!plural) {
      assert.ok(theirs.has(''), `${lang} ${part} ${key}: not a plural in English`);
      assert.deepEqual([...placeholders(theirs.get(''))].sort(), [...placeholders(variants.get(''))].sort(), `${lang} ${part} ${key}: placeholders`);
      continue;
    }
    assert.ok(theirs.has('other'), `${lang} ${part} ${key}_other`);
    const all = new Set([...variants.values()].flatMap((text) => [...placeholders(text)]));
    all.add('count');
    for (const [form, text] of theirs) {
      for (const p of placeholders(text)) assert.ok(all.has(p), `${lang} ${part} ${key}_${form}: {${p}} is no placeholder of the English`);
    }
    for (const p of placeholders(variants.get('other'))) {
      assert.ok(placeholders(theirs.get('other')).has(p), `${lang} ${part} ${key}_other lacks {${p}}`);
    }
  }
  for (const text of Object.values(translated)) assert.equal(typeof text, 'string');
}

for (const lang of LANGS) {
  test(`${lang}: every key of the English tables, with its placeholders`, async () => {
    const tables = await tablesOf(lang);
    compare(lang, 'board', enBoard, tables.board);
    compare(lang, 'game', en, tables.game);
    compare(lang, 'maker', enMaker, tables.maker);
  });
}

test('every English key is used by the code (as written, or by a prefix the code completes)', () => {
  const files = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    (d.isDirectory() ? files(join(dir, d.name)) : /\.(js|html)$/.test(d.name) ? [join(dir, d.name)] : []));
  const code = files('www').filter((f) => !f.includes('/i18n/')).map((f) => readFileSync(f, 'utf8')).join('\n')
    + readFileSync('maker.html', 'utf8') + readFileSync('embed.html', 'utf8');
  const unused = [...new Set(Object.keys({ ...en, ...enMaker }).map(base))].filter((key) => {
    if (code.includes(`'${key}'`) || code.includes(`"${key}"`) || code.includes(`\`${key}\``)) return false;
    // A key the code completes: `seat.kind.${kind}`, `prompt.${step}`, `grid.${mark}` …
    const parts = key.split('.');
    for (let i = parts.length - 1; i > 0; i--) {
      if (code.includes(`\`${parts.slice(0, i).join('.')}.\${`)) return false;
    }
    return true;
  });
  assert.deepEqual(unused, []);
});

// The class names are the rulebooks' (RULES.md R1.2, a table with a column per language:
// English "name", German, Dutch, French), in the game's tables and on each language's rules page.
test('the class names are the rulebooks\', in the tables and on the rules pages', async () => {
  const table = readFileSync('RULES.md', 'utf8').split('\n').filter((line) => line.startsWith('|'));
  const cells = (line) => line.split('|').slice(1, -1).map((cell) => cell.trim());
  const header = cells(table.find((line) => cells(line)[0] === 'class'));
  const rows = table.filter((line) => /^\|\s*[1-6]\s*\|/.test(line)).map(cells);
  assert.equal(rows.length, 6, 'six classes in RULES.md\'s table');
  const columnOf = (name) => {
    const i = header.indexOf(name);
    assert.ok(i >= 0, `RULES.md's class table has a ${name} column`);
    return i;
  };
  const LANG_COLUMN = { en: columnOf('name'), de: columnOf('German'), nl: columnOf('Dutch'), fr: columnOf('French') };
  const ids = ['Prince', 'Bishop', 'Patrician', 'Quack', 'Minstrel', 'FireEater'];
  const PAGE = { en: 'rules.html', de: 'rules.de.html', nl: 'rules.nl.html', fr: 'rules.fr.html' };
  // Letters compared without case or accents: RULES.md writes the French capital unaccented
  // ("Evêque", as old French print did), the tables as French is written today ("Évêque").
  const plain = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  for (const [lang, column] of Object.entries(LANG_COLUMN)) {
    const board = lang === 'en' ? enBoard : (await tablesOf(lang)).board;
    const page = plain(readFileSync(PAGE[lang], 'utf8'));
    ids.forEach((id, i) => {
      const name = rows[i][column];
      assert.equal(plain(board[`class.${id}`]), plain(name), `${lang}: ${id} is "${name}"`);
      assert.ok(page.includes(plain(name)), `${PAGE[lang]} names the ${name}`);
    });
  }
});
