// The translated pages (rules*.html, heller-rules*.html, games*.html) are what their templates
// make (pages/README.md, scripts/pages.mjs): one template per family and the text of each
// language, so their markup cannot drift apart. The check is shown to fail on a changed page, a
// changed text, a missing or a spare key.
import test from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { families, renderAll, renderPage, stalePages } from '../../scripts/pages.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

test('every translated page is exactly what its template and its language\'s text make', () => {
  assert.deepEqual(stalePages(ROOT), [], 'edit pages/ (pages/README.md), then run: node scripts/pages.mjs');
});

test('the families are the translated pages, and the build copies each of them', () => {
  const all = families(ROOT);
  assert.deepEqual(all.map((f) => f.name), ['games', 'heller-rules', 'rules']);
  assert.deepEqual(Object.entries(all.find((f) => f.name === 'rules').pages),
    [['en', 'rules.html'], ['de', 'rules.de.html'], ['nl', 'rules.nl.html'], ['fr', 'rules.fr.html']]);
  assert.deepEqual(Object.entries(all.find((f) => f.name === 'heller-rules').pages),
    [['de', 'heller-rules.html'], ['en', 'heller-rules.en.html'], ['nl', 'heller-rules.nl.html'], ['fr', 'heller-rules.fr.html']]);
  assert.deepEqual(Object.entries(all.find((f) => f.name === 'games').pages), [['en', 'games.html'], ['de', 'games.de.html']]);
  const index = readFileSync(join(ROOT, 'index.html'), 'utf8');
  for (const file of renderAll(ROOT).keys()) {
    assert.ok(index.includes(`<link data-trunk rel="copy-file" href="${file}">`), `index.html copies ${file}`);
  }
});

test('each language file lists its keys in the order the page uses them', () => {
  for (const { name, dir, pages } of families(ROOT)) {
    const template = readFileSync(join(dir, 'template.html'), 'utf8');
    const order = [...new Set([...template.matchAll(/\{\{([^@#/}][^}]*)\}\}/g)].map((m) => m[1].trim()))];
    for (const lang of Object.keys(pages)) {
      const keys = Object.keys(JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')));
      assert.deepEqual(keys, order.filter((key) => keys.includes(key)), `pages/${name}/${lang}.json`);
    }
  }
});

/** A copy of the repository's pages/ and top-level pages in a temporary folder. */
function scratch() {
  const root = mkdtempSync(join(tmpdir(), 'pages-'));
  cpSync(join(ROOT, 'pages'), join(root, 'pages'), { recursive: true });
  for (const file of renderAll(ROOT).keys()) cpSync(join(ROOT, file), join(root, file));
  return root;
}

test('the check fails on a page edited by hand, and on text the page does not have', () => {
  const root = scratch();
  try {
    assert.deepEqual(stalePages(root), []);
    // A page changed by hand.
    const page = join(root, 'rules.de.html');
    writeFileSync(page, readFileSync(page, 'utf8').replace('Zurück zum Spiel', 'Zurueck zum Spiel'));
    assert.deepEqual(stalePages(root), ['rules.de.html']);
    // A text changed, the page not written again: the page and only it.
    cpSync(join(ROOT, 'rules.de.html'), page);
    const text = join(root, 'pages/heller-rules/nl.json');
    const json = JSON.parse(readFileSync(text, 'utf8'));
    json['to-game'] = 'Terug naar het spel';
    writeFileSync(text, JSON.stringify(json));
    assert.deepEqual(stalePages(root), ['heller-rules.nl.html']);
    // A missing key, and a spare one.
    delete json['to-game'];
    writeFileSync(text, JSON.stringify(json));
    assert.throws(() => stalePages(root), /nl\.json has no text "to-game"/);
    json['to-game'] = 'Naar het spel';
    json['aim.name.old'] = 'x';
    writeFileSync(text, JSON.stringify(json));
    assert.throws(() => stalePages(root), /pages\/heller-rules\/nl\.json: text the template does not use: aim\.name\.old/);
    // A page the template makes and the repository lacks.
    rmSync(join(root, 'games.de.html'));
    delete json['aim.name.old'];
    writeFileSync(text, JSON.stringify(json));
    assert.deepEqual(stalePages(root), ['games.de.html']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('the template\'s marks', () => {
  const pages = { en: 'p.html', de: 'p.de.html', fr: 'p.fr.html' };
  const render = (template, lang, text = {}) => renderPage(template, { lang, text, pages }).html;
  assert.equal(render('<html lang="{{@lang}}"><p>{{a}}</p>', 'de', { a: 'Grüß <em>Gott</em> &amp; so' }),
    '<html lang="de"><p>Grüß <em>Gott</em> &amp; so</p>');
  assert.equal(render('<td{{@lang-attr de}}>Feld</td>', 'de'), '<td>Feld</td>');
  assert.equal(render('<td{{@lang-attr de}}>Feld</td>', 'fr'), '<td lang="de">Feld</td>');
  assert.equal(render('<li>{{@page-link en}}</li><li>{{@page-link de}}</li>', 'en'),
    '<li><a aria-current="page">English</a></li><li><a href="p.de.html" hreflang="de" lang="de">Deutsch</a></li>');
  assert.equal(render('{{@other-links}}', 'de'),
    '<a href="p.html" hreflang="en" lang="en">English</a> <a href="p.fr.html" hreflang="fr" lang="fr">Français</a>');
  // A block: inline, or alone on its lines (which go with it).
  const block = '<p>a</p>\n{{#if en fr}}\n<p>{{b}}</p>\n{{/if}}\n<p>c</p>{{#if de}} d{{/if}}\n';
  assert.equal(render(block, 'en', { b: 'B' }), '<p>a</p>\n<p>B</p>\n<p>c</p>\n');
  assert.equal(render(block, 'de'), '<p>a</p>\n<p>c</p> d\n');
  // Text is put in as it is, never read for marks again.
  assert.equal(render('{{a}}', 'en', { a: '{{b}}' }), '{{b}}');
  assert.deepEqual([...renderPage('{{a}} {{b}} {{a}}', { lang: 'en', text: { a: '1', b: '2' }, pages }).used], ['a', 'b']);
  assert.throws(() => render('{{a}}', 'en'), /en\.json has no text "a"/);
  assert.throws(() => render('{{@nothing}}', 'en'), /unknown \{\{@nothing\}\}/);
  assert.throws(() => render('{{#if en}}x', 'en'), /\{\{#if en\}\} has no partner/);
  assert.throws(() => render('{{@page-link nl}}', 'en'), /no page in "nl"/);
  assert.throws(() => render('{{#if en nl}}x{{/if}}', 'en'), /no page in "nl"/);
});
