// The start page (games.html, games.de.html) and the rules pages of Auf Heller und Pfennig
// (heller-rules.html, heller-rules.en.html): every link and asset is there, each page says what
// it is, nothing inline breaks the site's strict Content-Security-Policy, and the rules cover
// what they must.
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const PAGES = {
  'heller-rules.html': 'de',
  'heller-rules.en.html': 'en',
  'games.html': 'en',
  'games.de.html': 'de',
};

// Written by the build (trunk), not kept in the repository: the second game's page and its script.
const BUILT = new Set(['heller.html', 'heller.js']);

const read = (file) => readFileSync(join(ROOT, file), 'utf8');
const html = Object.fromEntries(Object.keys(PAGES).map((p) => [p, read(p)]));

/** Every value of the named attribute. */
const attrs = (text, name) => [...text.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'g'))].map((m) => m[1]);
const ids = (text) => new Set(attrs(text, 'id'));
/** The page's words, without tags, comments or entities. */
const words = (text) => text.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<[^>]+>/g, ' ')
  .replace(/&amp;/g, '&').replace(/&[a-z]+;/g, ' ').replace(/\s+/g, ' ');

test('every internal link and asset of the pages exists, relative to the page', () => {
  for (const [page, text] of Object.entries(html)) {
    const refs = [...attrs(text, 'href'), ...attrs(text, 'src')];
    assert.ok(refs.length > 5, `${page}: too few links to be the page`);
    for (const ref of refs) {
      assert.doesNotMatch(ref, /^(?:[a-z]+:|\/)/i, `${page}: ${ref} is not a relative URL (the site must work from any sub-path)`);
      const [withQuery, fragment] = ref.split('#');
      const path = withQuery.split('?')[0]; // a link's query (maker.html?lang=de) names the same file
      if (path === '') {
        assert.ok(ids(text).has(fragment), `${page}: #${fragment} names no element`);
        continue;
      }
      const file = normalize(join(dirname(page), path));
      assert.ok(BUILT.has(file) || existsSync(join(ROOT, file)), `${page}: ${ref} does not exist`);
      if (fragment && html[file]) assert.ok(ids(html[file]).has(fragment), `${page}: ${ref}: no such id in ${file}`);
    }
  }
});

test('the shared stylesheets exist and their fonts are there', () => {
  // The book face and the gothic face come from the rules pages' common sheet; the second game's
  // sheet adds its drawings.
  const css = read('www/platform/rules/rules.css');
  const urls = [...css.matchAll(/url\(['"]?([^'")]+)['"]?\)/g)].map((m) => m[1]);
  assert.ok(urls.length >= 3);
  for (const url of urls) assert.ok(existsSync(join(ROOT, 'www/platform/rules', url)), `www/platform/rules/rules.css: ${url} does not exist`);
  for (const text of Object.values(html)) {
    assert.match(text, /<link rel="stylesheet" href="www\/platform\/rules\/rules\.css">/);
    assert.match(text, /<link rel="stylesheet" href="www\/heller\/rules\.css">/);
  }
});

test('in-page references (aria-labelledby, url(#…)) name elements of the page, and ids are unique', () => {
  for (const [page, text] of Object.entries(html)) {
    const all = attrs(text, 'id');
    const seen = new Set();
    for (const id of all) {
      assert.ok(!seen.has(id), `${page}: id ${id} twice`);
      seen.add(id);
    }
    for (const list of attrs(text, 'aria-labelledby')) {
      for (const id of list.split(/\s+/)) assert.ok(seen.has(id), `${page}: aria-labelledby ${id} names nothing`);
    }
    for (const [, id] of text.matchAll(/url\(#([^)]+)\)/g)) assert.ok(seen.has(id), `${page}: url(#${id}) names nothing`);
  }
});

test('each page has its language, a title and a meta description', () => {
  for (const [page, lang] of Object.entries(PAGES)) {
    const text = html[page];
    assert.match(text, /^<!doctype html>/i, page);
    assert.equal(text.match(/<html lang="([^"]+)">/)?.[1], lang, `${page}: lang`);
    const title = text.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
    assert.ok(title.trim().length >= 10, `${page}: title "${title}"`);
    const description = text.match(/<meta name="description" content="([^"]*)">/)?.[1] ?? '';
    assert.ok(description.length >= 50 && description.length <= 320, `${page}: description of ${description.length} characters`);
    assert.match(text, /<meta name="viewport" content="width=device-width/, `${page}: viewport`);
    assert.equal((text.match(/<h1[ >]/g) ?? []).length, 1, `${page}: one h1`);
  }
});

test('nothing inline that the strict Content-Security-Policy would block', () => {
  for (const [page, text] of Object.entries(html)) {
    assert.doesNotMatch(text, /\sstyle=/i, `${page}: a style attribute`);
    assert.doesNotMatch(text, /<style[\s>]/i, `${page}: a <style> block`);
    assert.doesNotMatch(text, /\son[a-z]+=/i, `${page}: an inline event handler`);
    assert.doesNotMatch(text, /javascript:/i, `${page}: a javascript: URL`);
    for (const [, open] of text.matchAll(/<script([^>]*)>/gi)) {
      assert.match(open, /\ssrc="/, `${page}: an inline <script>`);
    }
  }
});

test('each page links to its other language with hreflang, and names both as alternates', () => {
  const pairs = [['heller-rules.html', 'heller-rules.en.html'], ['games.html', 'games.de.html']];
  for (const pair of pairs) {
    for (const page of pair) {
      const other = pair.find((p) => p !== page);
      const text = html[page];
      assert.match(text, new RegExp(`<a href="${other.replace(/\./g, '\\.')}" hreflang="${PAGES[other]}"`), `${page}: no link to ${other}`);
      for (const p of pair) {
        assert.match(text, new RegExp(`<link rel="alternate" hreflang="${PAGES[p]}" href="${p.replace(/\./g, '\\.')}">`), `${page}: alternate ${p}`);
      }
    }
  }
});

test('the rules pages lead to the game and to the start page; the start page to both games and all rules', () => {
  assert.match(html['heller-rules.html'], /href="heller\.html"/);
  assert.match(html['heller-rules.html'], /href="games\.de\.html"/);
  assert.match(html['heller-rules.en.html'], /href="heller\.html"/);
  assert.match(html['heller-rules.en.html'], /href="games\.html"/);
  for (const page of ['games.html', 'games.de.html']) {
    const hrefs = new Set(attrs(html[page], 'href'));
    for (const href of ['index.html', 'heller.html', 'rules.html', 'rules.de.html', 'rules.nl.html', 'rules.fr.html', 'heller-rules.html', 'heller-rules.en.html']) {
      assert.ok(hrefs.has(href), `${page}: no link to ${href}`);
    }
    assert.equal((html[page].match(/class="play"/g) ?? []).length, 2, `${page}: a Play link per game`);
    const text = words(html[page]);
    for (const fact of ['Rudi Hoffmann', 'Franckh-Kosmos', '1990', 'Reiner Knizia', 'Hans im Glück', '1994']) {
      assert.ok(text.includes(fact), `${page}: ${fact}`);
    }
  }
});

test('the German rules name every tile kind, and the English ones too', () => {
  const kinds = {
    'heller-rules.html': ['Kunde', 'Gauner', 'Geldsack', 'Feuer', 'Böser Blick', 'Marktst', 'Strich'],
    'heller-rules.en.html': ['customer', 'rogue', 'money bag', 'fire', 'evil eye', 'stall', 'stroke'],
  };
  for (const [page, list] of Object.entries(kinds)) {
    const text = words(html[page]);
    for (const kind of list) assert.ok(text.includes(kind), `${page}: never mentions ${kind}`);
  }
});

test('the rules pages state the material, the turn and the three endings in numbers', () => {
  for (const page of ['heller-rules.html', 'heller-rules.en.html']) {
    const text = words(html[page]);
    for (const fact of ['5 ', '6 ', '30 ', '22 ', '12 ', '50 ', 'IIII']) assert.ok(text.includes(fact), `${page}: ${fact}`);
    // The stall table: 2, 3, 4 players get 4, 3, 2 single-stroke stalls.
    const rows = [...html[page].matchAll(/<tr><th scope="row">(\d)<\/th><td>(\d)<\/td>/g)].map((m) => `${m[1]}:${m[2]}`);
    assert.deepEqual(rows, ['2:4', '3:3', '4:2'], `${page}: stalls by player count`);
    for (const id of ['aim', 'material', 'setup', 'turn', 'scoring', 'examples', 'round-end', 'game-end', 'variant', 'no-luck', 'decisions']) {
      assert.match(html[page], new RegExp(`<section id="${id}">`), `${page}: section ${id}`);
    }
  }
});

test('every decision D1–D8 is marked in both rules pages, and listed at the end', () => {
  for (const page of ['heller-rules.html', 'heller-rules.en.html']) {
    const text = html[page];
    for (let n = 1; n <= 8; n++) {
      assert.match(text, new RegExp(`<p class="decision[^"]*" id="d${n}"><span class="tag">D${n}</span>`), `${page}: D${n} not marked`);
      assert.match(text, new RegExp(`<dt><a href="#d${n}">D${n}</a></dt>`), `${page}: D${n} not listed`);
    }
    // The departures from the rulebook say so.
    for (const n of [3, 4]) assert.match(text, new RegExp(`class="decision departure" id="d${n}"`), `${page}: D${n} is a departure`);
  }
});

test('the three worked examples are drawn, with the rulebook\'s results', () => {
  for (const page of ['heller-rules.html', 'heller-rules.en.html']) {
    const text = html[page];
    for (const [n, results] of [[1, ['+4', '+12']], [2, ['0', '+5']], [3, ['−6', '+20', '+14']]]) {
      const figure = text.match(new RegExp(`<figure class="example" id="example-${n}">([\\s\\S]*?)</figure>`))?.[1];
      assert.ok(figure, `${page}: example ${n}`);
      assert.match(figure, /<svg class="hp-diagram[^"]*" viewBox="[^"]+" role="img" aria-labelledby="[^"]+"/, `${page}: example ${n} has no drawing`);
      const paid = [...figure.matchAll(/<td class="n[^"]*">([^<]+)<\/td>/g)].map((m) => m[1]);
      for (const r of results) assert.ok(paid.includes(r), `${page}: example ${n} lacks ${r} (has ${paid})`);
    }
    // Example 3's drawing: the money bag, the evil eye, a fire, the rogue −3 and two stalls of one player.
    const three = text.match(/id="example-3">[\s\S]*?<\/svg>/)[0];
    for (const piece of ['hp-money-bag', 'hp-evil-eye', 'hp-fire', 'hp-rogue', 'hp-stall hp-blue']) assert.ok(three.includes(piece), piece);
    assert.equal((three.match(/hp-stall hp-blue/g) ?? []).length, 2);
  }
});
