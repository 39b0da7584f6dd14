// The served fonts are cuts of the originals (scripts/subset-fonts.py): they must still draw every
// character the site writes that the originals drew, every letter of the site's four languages,
// and the book face's @font-face rules must claim exactly the characters its cut draws (a
// character it lacks then falls to the next face, not to a missing glyph).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FACES = ['UnifrakturMaguntia.woff2', 'eb-garamond-latin-400-normal.woff2'];
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789àâæçéèêëîïôœùûüÿäößÀÂÆÇÉÈÊËÎÏÔŒÙÛÜÄÖ';

const walk = (dir) => readdirSync(dir, { withFileTypes: true })
  .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));

/** Every character in the site's pages and modules (what scripts/subset-fonts.py keeps). */
function siteCharacters() {
  const files = [
    ...readdirSync(ROOT).filter((f) => f.endsWith('.html')).map((f) => join(ROOT, f)),
    ...walk(join(ROOT, 'www')).filter((f) => /\.(js|html)$/.test(f)),
  ];
  const chars = new Set();
  for (const file of files) for (const ch of readFileSync(file, 'utf8')) if (ch.codePointAt(0) >= 0x20) chars.add(ch);
  return chars;
}

const font = (path) => fontkit.openSync(join(ROOT, path));
const draws = (f, ch) => f.hasGlyphForCodePoint(ch.codePointAt(0));

/** Code points of a CSS unicode-range value. */
function rangeCodes(value) {
  const codes = new Set();
  for (const part of value.split(',')) {
    const [a, b = a] = part.trim().replace(/^U\+/i, '').split('-');
    for (let c = parseInt(a, 16); c <= parseInt(b, 16); c += 1) codes.add(c);
  }
  return codes;
}

test('the served fonts draw every character of the site that the original fonts drew', () => {
  const chars = siteCharacters();
  assert.ok(chars.size > 100, `the site's text was read (${chars.size} characters)`);
  for (const name of FACES) {
    const original = font(`scripts/fonts/${name}`);
    const served = font(`www/fonts/${name}`);
    const lost = [...chars].filter((ch) => draws(original, ch) && !draws(served, ch));
    assert.deepEqual(lost, [], `${name} lost glyphs the site writes: run python3 scripts/subset-fonts.py`);
    const letters = [...LETTERS].filter((ch) => !draws(served, ch));
    assert.deepEqual(letters, [], `${name} draws every letter of English, German, French and Dutch`);
    assert.ok(served.numGlyphs < original.numGlyphs, `${name} is a cut (${served.numGlyphs} of ${original.numGlyphs} glyphs)`);
  }
});

test('the book face claims in its unicode-range exactly the characters its cut draws', () => {
  const served = font('www/fonts/eb-garamond-latin-400-normal.woff2');
  const drawn = new Set(served.characterSet.filter((c) => c >= 0x20 && c < 0xffff));
  for (const sheet of ['www/style.css', 'www/platform/rules/rules.css']) {
    const css = readFileSync(join(ROOT, sheet), 'utf8');
    const rule = css.match(/@font-face\s*{[^}]*eb-garamond-latin-400-normal\.woff2[^}]*}/)?.[0];
    assert.ok(rule, `${sheet} has the book face's rule`);
    const claimed = rangeCodes(rule.match(/unicode-range:\s*([^;]+);/)[1]);
    const unclaimed = [...drawn].filter((c) => !claimed.has(c)).map((c) => String.fromCodePoint(c));
    const missing = [...claimed].filter((c) => !drawn.has(c)).map((c) => `U+${c.toString(16)}`);
    assert.deepEqual({ unclaimed, missing }, { unclaimed: [], missing: [] }, `${sheet}: the range printed by scripts/subset-fonts.py`);
  }
});
