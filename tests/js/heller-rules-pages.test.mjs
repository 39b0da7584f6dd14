// The rules of Auf Heller und Pfennig in four languages (heller-rules.html in German,
// heller-rules.en.html, heller-rules.nl.html, heller-rules.fr.html): every page uses the words of
// the glossary in crates/heller/RULES.md ("Terms in four languages", a table German | English |
// Dutch | French) and shows that table, links all four languages, marks the decisions D1–D9 in
// the same order, and labels D7 as an addition to the rulebook. tests/js/heller-pages.test.mjs
// checks the German and English pages' links, assets and examples; the checks it makes of every
// page that matter for a translation are made here for all four.
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (file) => readFileSync(join(ROOT, file), 'utf8');

/** The pages, by language, in the glossary's column order. */
const PAGES = {
  de: 'heller-rules.html',
  en: 'heller-rules.en.html',
  nl: 'heller-rules.nl.html',
  fr: 'heller-rules.fr.html',
};
const LANGS = Object.keys(PAGES);
/** The glossary's columns in RULES.md, in the order of LANGS. */
const COLUMNS = ['German', 'English', 'Dutch', 'French'];
/** How each page labels a decision that adds a rule the rulebook does not have (D7). */
const ADDITION = { de: 'Ergänzung', en: 'Addition', nl: 'Aanvulling', fr: 'Ajout' };
/** And one that departs from the rulebook's letter (D3, D4, E1). */
const DEPARTURE = { de: 'Abweichung', en: 'Departure', nl: 'Afwijking', fr: 'Écart' };
/** The language names the languages menu shows, each in its own language. */
const NAMES = { de: 'Deutsch', en: 'English', nl: 'Nederlands', fr: 'Français' };

// Written by the build (trunk), not kept in the repository.
const BUILT = new Set(['heller.html', 'heller.js']);

const html = Object.fromEntries(LANGS.map((lang) => [lang, read(PAGES[lang])]));

/** Text without tags, comments or entities, spaces made plain, apostrophes straight. */
const words = (text) => text.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<[^>]+>/g, ' ')
  .replace(/&amp;/g, '&').replace(/&[a-z]+;/g, ' ').replace(/[\u00a0\u202f]/g, ' ')
  .replace(/’/g, '\'').replace(/\s+/g, ' ')
  .normalize('NFC');
const attrs = (text, name) => [...text.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'g'))].map((m) => m[1]);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The glossary of RULES.md: one array per term, in the order of LANGS. */
function glossary() {
  const md = read('crates/heller/RULES.md');
  const section = md.split(/^## /m).find((part) => part.startsWith('Terms in four languages'));
  assert.ok(section, 'RULES.md has a section "Terms in four languages"');
  const lines = section.split('\n').filter((line) => line.startsWith('|'));
  const cells = (line) => line.split('|').slice(1, -1).map((cell) => cell.trim());
  assert.deepEqual(cells(lines[0]), COLUMNS, 'the glossary\'s columns');
  assert.match(lines[1], /^\|(\s*:?-+:?\s*\|)+$/, 'a markdown table');
  const rows = lines.slice(2).map(cells);
  for (const row of rows) assert.equal(row.length, 4, `a term in four languages: ${row}`);
  assert.ok(rows.length >= 15, 'the glossary names the pieces and the main terms');
  return rows;
}
const TERMS = glossary();

/** The page without its glossary section: the text that has to use the terms. */
const body = (text) => text.replace(/<section id="terms">[\s\S]*?<\/section>/, '');

test('the glossary has one word per idea: no term twice in a language', () => {
  LANGS.forEach((lang, column) => {
    const seen = new Set();
    for (const row of TERMS) {
      const term = row[column].toLowerCase();
      assert.ok(!seen.has(term), `${lang}: "${row[column]}" stands for two ideas`);
      seen.add(term);
    }
  });
});

test('every page uses each glossary term of its language in its text', () => {
  LANGS.forEach((lang, column) => {
    const text = words(body(html[lang])).toLowerCase();
    const missing = TERMS.map((row) => row[column]).filter((term) => !text.includes(term.toLowerCase()));
    assert.deepEqual(missing, [], `${PAGES[lang]} never uses these terms outside its glossary`);
  });
});

test('every page shows the glossary table as RULES.md has it, each word marked with its language', () => {
  for (const lang of LANGS) {
    const section = html[lang].match(/<section id="terms">([\s\S]*?)<\/section>/)?.[1];
    assert.ok(section, `${PAGES[lang]}: a section "terms"`);
    assert.match(html[lang], /<a href="#terms">/, `${PAGES[lang]}: the contents lead to the glossary`);
    const rows = [...section.matchAll(/<tr>((?:<td[^>]*>[^<]*<\/td>)+)<\/tr>/g)]
      .map((m) => [...m[1].matchAll(/<td([^>]*)>([^<]*)<\/td>/g)].map((c) => ({ attrs: c[1], text: words(c[2]).trim() })));
    assert.deepEqual(rows.map((row) => row.map((cell) => cell.text)), TERMS, `${PAGES[lang]}: the glossary table`);
    // Each cell in another language says so, for screen readers and hyphenation.
    for (const row of rows) {
      row.forEach((cell, i) => {
        const expected = LANGS[i] === lang ? '' : ` lang="${LANGS[i]}"`;
        assert.equal(cell.attrs, expected, `${PAGES[lang]}: "${cell.text}" has lang="${LANGS[i]}"`);
      });
    }
  }
});

test('every page has its language and links all four, in the menu and as alternates', () => {
  for (const lang of LANGS) {
    const text = html[lang];
    assert.match(text, /^<!doctype html>/i);
    assert.equal(text.match(/<html lang="([^"]+)">/)?.[1], lang, `${PAGES[lang]}: lang`);
    const description = text.match(/<meta name="description" content="([^"]*)">/)?.[1] ?? '';
    assert.ok(description.length >= 50 && description.length <= 320, `${PAGES[lang]}: description of ${description.length} characters`);
    assert.ok((text.match(/<title>([^<]*)<\/title>/)?.[1] ?? '').length >= 10, `${PAGES[lang]}: title`);
    const menu = text.match(/<nav class="languages"[^>]*>([\s\S]*?)<\/nav>/)?.[1];
    assert.ok(menu, `${PAGES[lang]}: a languages menu`);
    const items = [...menu.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]);
    assert.deepEqual(items.map((item) => words(item).trim()), LANGS.map((l) => NAMES[l]), `${PAGES[lang]}: the menu lists the four in order`);
    LANGS.forEach((other, i) => {
      if (other === lang) {
        assert.equal(items[i], `<a aria-current="page">${NAMES[lang]}</a>`, `${PAGES[lang]}: itself, not a link`);
      } else {
        assert.equal(items[i], `<a href="${PAGES[other]}" hreflang="${other}" lang="${other}">${NAMES[other]}</a>`, `${PAGES[lang]}: link to ${PAGES[other]}`);
      }
      assert.match(text, new RegExp(`<link rel="alternate" hreflang="${other}" href="${escape(PAGES[other])}">`), `${PAGES[lang]}: alternate ${other}`);
    });
    // The closing links lead to the other three as well.
    const onward = text.match(/<p class="onward">(.*?)<\/p>/)?.[1] ?? '';
    for (const other of LANGS.filter((l) => l !== lang)) assert.ok(onward.includes(`href="${PAGES[other]}"`), `${PAGES[lang]}: footer link to ${other}`);
  }
});

test('every page marks D1–D9 (and E1, E3, E4) in the same order, and lists them at the end', () => {
  const order = (text) => [...text.matchAll(/<p class="decision[^"]*" id="([de]\d)"><span class="tag">([DE]\d)<\/span>/g)]
    .map((m) => { assert.equal(m[1].toUpperCase(), m[2]); return m[2]; });
  const german = order(html.de);
  for (let n = 1; n <= 9; n++) assert.ok(german.includes(`D${n}`), `D${n} in the German page`);
  for (const e of ['E1', 'E3', 'E4']) assert.ok(german.includes(e), `${e} in the German page`);
  for (const lang of LANGS) {
    const text = html[lang];
    assert.deepEqual(order(text), german, `${PAGES[lang]}: the decisions in the German page's order`);
    const listed = [...text.matchAll(/<dt><a href="#([de]\d)">([DE]\d)<\/a><\/dt>/g)].map((m) => m[2]);
    assert.deepEqual(listed, [...german].sort(), `${PAGES[lang]}: the list at the end, by number`);
  }
});

test('D7 is labelled an addition on every page, D3, D4 and E1 departures, and nothing else either', () => {
  for (const lang of LANGS) {
    const text = html[lang];
    const decision = (id) => text.match(new RegExp(`<p class="(decision[^"]*)" id="${id}">([\\s\\S]*?)</p>`));
    for (const id of ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7', 'd8', 'd9', 'e1', 'e3', 'e4']) {
      const [, classes, inner] = decision(id);
      const kind = id === 'd7' ? 'addition' : ['d3', 'd4', 'e1'].includes(id) ? 'departure' : '';
      assert.equal(classes, kind ? `decision ${kind}` : 'decision', `${PAGES[lang]}: ${id}'s class`);
      // French sets a space before the colon ("Ajout :"); the label is the same.
      const labels = [...inner.matchAll(/<strong class="label">([^<]*)<\/strong>/g)].map((m) => m[1].replace(/[\s\u00a0\u202f]+:$/, ':'));
      const label = kind === 'addition' ? ADDITION[lang] : kind === 'departure' ? DEPARTURE[lang] : null;
      assert.deepEqual(labels, label ? [`${label}:`] : [], `${PAGES[lang]}: ${id}'s label`);
    }
    // The list at the end says so too.
    const d7 = text.match(/<dt><a href="#d7">D7<\/a><\/dt><dd>(.*?)<\/dd>/)?.[1] ?? '';
    assert.ok(d7.includes(`<em class="addition">${ADDITION[lang]}.</em>`), `${PAGES[lang]}: D7 listed as an addition`);
    for (const id of ['d3', 'd4', 'e1']) {
      const item = text.match(new RegExp(`<dt><a href="#${id}">${id.toUpperCase()}</a></dt><dd>(.*?)</dd>`))?.[1] ?? '';
      assert.ok(item.includes(`<em>${DEPARTURE[lang]}.</em>`), `${PAGES[lang]}: ${id} listed as a departure`);
    }
  }
});

test('D9 quotes the rulebook\'s action 2 on every page, and D7 the promise of a last scoring', () => {
  for (const lang of LANGS) {
    const text = words(html[lang]);
    assert.ok(text.includes('er nimmt ein verdecktes Plättchen und legt es offen auf einen freien Marktplatz'), `${PAGES[lang]}: D9's passage`);
    assert.ok(text.includes('es kommt zu einer letzten Wertung'), `${PAGES[lang]}: D7's passage`);
    // A German quote in another language's page is marked as German.
    if (lang !== 'de') assert.match(html[lang], /<q lang="de">er nimmt ein verdecktes Plättchen/, `${PAGES[lang]}: the quote is lang="de"`);
  }
});

test('the pages share their structure: sections, figures, examples and ids', () => {
  const sections = (text) => [...text.matchAll(/<section id="([^"]+)">/g)].map((m) => m[1]);
  const ids = (text) => attrs(text, 'id');
  const svgs = (text) => (text.match(/<svg[\s\S]*?<\/svg>/g) ?? []).map((svg) =>
    // The drawing without its words: the same shapes on every page.
    svg.replace(/<title[^>]*>[\s\S]*?<\/title>/g, '').replace(/(<text[^>]*>)[^<]*(<\/text>)/g, '$1$2'));
  const numbers = (text) => [...text.matchAll(/<td class="n[^"]*">([^<]+)<\/td>/g)].map((m) => m[1]);
  for (const lang of LANGS) {
    const text = html[lang];
    assert.deepEqual(sections(text), sections(html.de), `${PAGES[lang]}: sections`);
    assert.deepEqual(ids(text), ids(html.de), `${PAGES[lang]}: ids`);
    assert.deepEqual(svgs(text), svgs(html.de), `${PAGES[lang]}: the drawings`);
    assert.deepEqual(numbers(text), numbers(html.de), `${PAGES[lang]}: the examples' sums`);
    // Every drawing has its title in the page's words, not another page's.
    const titles = [...text.matchAll(/<title id="[^"]+">([^<]+)<\/title>/g)].map((m) => m[1]);
    assert.equal(titles.length, (text.match(/<svg /g) ?? []).length, `${PAGES[lang]}: a title per drawing`);
    for (const other of LANGS.filter((l) => l !== lang)) {
      const theirs = [...html[other].matchAll(/<title id="[^"]+">([^<]+)<\/title>/g)].map((m) => m[1]);
      for (const title of titles) assert.ok(!theirs.includes(title), `${PAGES[lang]}: "${title}" is ${other}`);
    }
  }
});

test('the new pages\' links and assets exist, and nothing inline breaks the Content-Security-Policy', () => {
  for (const lang of LANGS) {
    const text = html[lang];
    const own = new Set(attrs(text, 'id'));
    assert.equal(own.size, attrs(text, 'id').length, `${PAGES[lang]}: ids are unique`);
    for (const ref of [...attrs(text, 'href'), ...attrs(text, 'src')]) {
      assert.doesNotMatch(ref, /^(?:[a-z]+:|\/)/i, `${PAGES[lang]}: ${ref} is not relative`);
      const [withQuery, fragment] = ref.split('#');
      const path = withQuery.split('?')[0]; // a link's query (heller-learn.html?lang=de) names the same file
      if (path === '') assert.ok(own.has(fragment), `${PAGES[lang]}: #${fragment} names nothing`);
      else assert.ok(BUILT.has(path) || existsSync(join(ROOT, path)), `${PAGES[lang]}: ${ref} does not exist`);
    }
    for (const list of attrs(text, 'aria-labelledby')) {
      for (const id of list.split(/\s+/)) assert.ok(own.has(id), `${PAGES[lang]}: aria-labelledby ${id}`);
    }
    assert.doesNotMatch(text, /\sstyle=|<style[\s>]|\son[a-z]+=|javascript:|<script(?![^>]*\ssrc=)/i, `${PAGES[lang]}: inline style or script`);
    assert.equal((text.match(/<h1[ >]/g) ?? []).length, 1, `${PAGES[lang]}: one h1`);
  }
});

test('the build copies all four pages', () => {
  const index = read('index.html');
  for (const page of Object.values(PAGES)) {
    assert.match(index, new RegExp(`<link data-trunk rel="copy-file" href="${escape(page)}">`), `index.html copies ${page}`);
  }
});
