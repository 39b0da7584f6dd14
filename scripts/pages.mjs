// Writes the static pages that are translations of each other (rules.html and rules.de.html …,
// heller-rules.html …, games.html and games.de.html) from one template per family and the text of
// each language: `node scripts/pages.mjs` writes them, `node scripts/pages.mjs --check` only says
// which differ (scripts/build-web.sh checks before it builds; tests/js/pages.test.mjs too). The
// pages are kept in the repository as written, so Trunk copies them as it always has and a reader
// without script, or a search engine, gets the whole page in its language.
//
// A family is a folder pages/<family>/ (pages/README.md): template.html, pages.json ({ "pages":
// { "<lang>": "<file>", … } }, the files in the order their languages menu lists them) and one
// <lang>.json of text per language. The template's markup is the page's; where the languages
// differ it says so:
//
//   {{key}}              the language's text for key, HTML as it goes into the page
//   {{@lang}}            the page's language (en, de …)
//   {{@lang-attr xx}}    ` lang="xx"`, except on the page in xx
//   {{@page-link xx}}    the languages menu's entry for xx: the page itself (aria-current), or a
//                        link to its translation
//   {{@other-links}}     links to the other languages' pages, one space between them
//   {{#if xx yy}}…{{/if}} only in the pages in xx and yy (a tag alone on its line takes the line)
//
// Each language file holds exactly the keys its page uses: a missing or a spare key is an error.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '../www/platform/i18n/languages.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The families below <root>/pages/, each { name, dir, pages: { lang: file } }. */
export function families(root = ROOT) {
  const base = join(root, 'pages');
  return readdirSync(base, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(base, d.name, 'pages.json')))
    .map((d) => d.name).sort()
    .map((name) => {
      const dir = join(base, name);
      const { pages } = JSON.parse(readFileSync(join(dir, 'pages.json'), 'utf8'));
      return { name, dir, pages };
    });
}

const HELPERS = {
  lang: (page) => page.lang,
  'lang-attr': (page, other) => (other === page.lang ? '' : ` lang="${other}"`),
  'page-link': (page, other) => (other === page.lang
    ? `<a aria-current="page">${page.name(other)}</a>`
    : `<a href="${page.file(other)}" hreflang="${other}" lang="${other}">${page.name(other)}</a>`),
  'other-links': (page) => Object.keys(page.pages).filter((l) => l !== page.lang)
    .map((l) => `<a href="${page.file(l)}" hreflang="${l}" lang="${l}">${page.name(l)}</a>`).join(' '),
};

/**
 * One page: the template filled in for `lang` with `text` (its language's keys). Returns
 * { html, used } (the keys it took). Throws on a key the text lacks, an unknown helper, or a block
 * left open.
 */
export function renderPage(template, { lang, text, pages, where = 'template' }) {
  const page = {
    lang,
    pages,
    file: (l) => { if (!pages[l]) throw new Error(`${where}: no page in "${l}"`); return pages[l]; },
    name: (l) => { if (!LANGUAGES[l]) throw new Error(`${where}: no language "${l}"`); return LANGUAGES[l]; },
  };
  const used = new Set();
  const html = template
    // A block tag alone on its line takes its line with it.
    .replace(/^[ \t]*(\{\{[#/][^}]*\}\})[ \t]*\n/gm, '$1')
    .replace(/\{\{#if ([a-z ]+)\}\}([\s\S]*?)\{\{\/if\}\}/g, (_, list, inner) => {
      const langs = list.trim().split(/\s+/);
      for (const l of langs) page.file(l);
      return langs.includes(lang) ? inner : '';
    })
    .replace(/\{\{([^}]*)\}\}/g, (whole, inside) => {
      const [name, ...args] = inside.trim().split(/\s+/);
      if (name.startsWith('#') || name.startsWith('/')) throw new Error(`${where}: ${whole} has no partner`);
      if (name.startsWith('@')) {
        const helper = HELPERS[name.slice(1)];
        if (!helper) throw new Error(`${where}: unknown ${whole}`);
        return helper(page, ...args);
      }
      if (typeof text[name] !== 'string') throw new Error(`${where}: ${lang}.json has no text "${name}"`);
      used.add(name);
      return text[name];
    });
  return { html, used };
}

/** A family's pages as the template makes them: Map(file → html). Throws on a missing or spare key. */
export function renderFamily({ name, dir, pages }) {
  const template = readFileSync(join(dir, 'template.html'), 'utf8');
  const out = new Map();
  for (const [lang, file] of Object.entries(pages)) {
    const text = JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8'));
    const { html, used } = renderPage(template, { lang, text, pages, where: `pages/${name}/template.html` });
    const spare = Object.keys(text).filter((key) => !used.has(key));
    if (spare.length) throw new Error(`pages/${name}/${lang}.json: text the template does not use: ${spare.join(', ')}`);
    out.set(file, html);
  }
  return out;
}

/** Every page of every family: Map(file → html). */
export function renderAll(root = ROOT) {
  const out = new Map();
  for (const family of families(root)) {
    for (const [file, html] of renderFamily(family)) out.set(file, html);
  }
  return out;
}

/** The pages in <root> that are not what their templates make: [file, …]. */
export function stalePages(root = ROOT) {
  return [...renderAll(root)].filter(([file, html]) => {
    const path = join(root, file);
    return !existsSync(path) || readFileSync(path, 'utf8') !== html;
  }).map(([file]) => file);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const stale = stalePages();
  if (check) {
    if (stale.length) {
      console.error(`pages: ${stale.join(', ')} not what pages/ makes. Edit the template or the text in pages/ `
        + '(pages/README.md), never the page itself, then run: node scripts/pages.mjs');
      process.exit(1);
    }
    console.error('pages: every page is what its template makes');
  } else {
    const all = renderAll();
    for (const file of stale) writeFileSync(join(ROOT, file), all.get(file));
    console.error(stale.length ? `pages: wrote ${stale.join(', ')}` : 'pages: nothing to write');
  }
}
