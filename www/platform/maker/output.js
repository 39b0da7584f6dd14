// @ts-check
// The diagram makers' output (www/heuchel/maker/app.js, www/heller/maker/app.js): the options
// every diagram has (its caption, its language, its size, the picture's file name), the preview,
// which is the game's element itself as a wiki page will show it, the snippets to copy
// (snippet-box.js) and the picture's downloads. All of it shows the last position the engine
// accepted (shell.js), in the diagram's attributes as the game writes them; before there is one,
// nothing but a note.
//
// It knows no game: the element's tag, the attributes, the snippets' writers (the game's
// snippets module), the addresses, the picture and the words for a refusal come from the maker.

import { el } from '../ui/dom.js';
import { saveFile } from '../component/steps.js';
import { createSnippetBox } from './snippet-box.js';
import { clampInt, errorLine, field, showError } from './fields.js';

/** The picture's and the frame's size in CSS pixels: each side is kept within these. */
export const SIZE = { min: 200, max: 2000 };

/** The snippets, in the order they are shown. */
const SNIPPETS = ['element', 'iframe', 'wiki', 'command'];

/** @typedef {[string, string][]} Attributes the element's attributes, in order, as [name, value] pairs */

/**
 * The options every diagram has, on the game's own options object (which holds its others too).
 * @typedef {object} DiagramOptions
 * @property {string} caption
 * @property {string} lang the diagram's language ('' for each reader's own)
 * @property {number} width
 * @property {number} height
 * @property {string} name the picture's file name as typed ('' for the game's default)
 */

/**
 * A game's snippets module: what the editor pastes elsewhere, written from the attributes.
 * @typedef {object} SnippetWriters
 * @property {(script: string, attributes: Attributes) => string} elementSnippet
 * @property {(embed: string, attributes: Attributes, frame: { width: number, height: number, title: string }) => string} iframeSnippet
 * @property {(picture: { name: string, caption: string }) => string} wikiImageSnippet
 * @property {(attributes: Attributes, picture: { width: number, height: number, name: string }) => string} commandLine
 * @property {(text: string) => string} fileName
 */

/**
 * The output. What the game gives:
 * - `t`, `announcer` (a download is said), `root` (the maker's, where a download's link lies);
 * - `state`: the position being edited (shell.js createPosition): the output shows `good`;
 * - `o`: the diagram's options, whose caption, lang, width, height and name the fields here edit;
 *   `changed()` is told after each such edit (the game draws again);
 * - `ids`: the prefix of the fields' ids and of the output heading's; `names`: the fields that
 *   carry their key as a form name too (of 'caption' and 'lang'); `languages`: the languages a
 *   diagram speaks ({tag: name}); `langSelected`: the list marks the maker's language as chosen
 *   in its markup (the option's selected attribute);
 * - `preview`: the game's element (its tag, id and classes); `afresh`: each new list of
 *   attributes sets the preview afresh, its last refusal hidden and every attribute of its own
 *   but id and class dropped (else its paint mark, style and hidden stay); `aspect`: the preview
 *   keeps the picture's proportions;
 * - `rows`: each snippet box's rows; `urls`: the element's script and the frame page;
 *   `snippets`: the game's snippet writers; `attributes()`: the diagram's attributes now;
 * - `labels`: the download buttons' words; `picture(format)`: the picture ('svg' or 'png') as
 *   a Blob; `refusal(e)`: what went wrong, in words.
 * @param {object} p
 * @param {import('./shell.js').Translate} p.t
 * @param {{ say(text: string): void }} p.announcer
 * @param {HTMLElement} p.root
 * @param {import('./shell.js').EditedPosition} p.state
 * @param {DiagramOptions} p.o
 * @param {() => void} p.changed
 * @param {string} p.ids
 * @param {string[]} [p.names]
 * @param {Record<string, string>} p.languages
 * @param {boolean} [p.langSelected]
 * @param {{ tag: string, id: string, className: string }} p.preview
 * @param {boolean} [p.afresh]
 * @param {boolean} [p.aspect]
 * @param {Record<string, number>} p.rows
 * @param {{ script: string, embed: string }} p.urls
 * @param {SnippetWriters} p.snippets
 * @param {() => Attributes} p.attributes
 * @param {{ svg: string, png: string }} p.labels
 * @param {(format: 'svg' | 'png') => Promise<Blob>} p.picture
 * @param {(e: unknown) => string} p.refusal
 */
export function createOutput({
  t, announcer, root, state, o, changed, ids, names = [], languages, langSelected = false,
  preview: kind, afresh = false, aspect = false, rows, urls, snippets, attributes, labels, picture, refusal,
}) {
  // --- The diagram's own options --------------------------------------------------------------
  const captionInput = /** @type {HTMLInputElement} */ (el('input', { id: `${ids}-caption`, name: names.includes('caption') ? 'caption' : null, autocomplete: 'off' }));
  captionInput.addEventListener('input', () => { o.caption = captionInput.value; changed(); });
  const langSelect = /** @type {HTMLSelectElement} */ (el('select', { id: `${ids}-lang`, name: names.includes('lang') ? 'lang' : null }, [
    el('option', { value: '' }, t('maker.options.langReader')),
    ...Object.entries(languages).map(([tag, name]) => el('option', { value: tag, lang: tag, selected: langSelected && tag === o.lang }, name)),
  ]));
  langSelect.addEventListener('change', () => { o.lang = langSelect.value; changed(); });
  // The picture's and the frame's size: what the two fields hold, each side kept within SIZE.
  const [widthInput, heightInput] = /** @type {('width' | 'height')[]} */ (['width', 'height']).map((side) => {
    const input = /** @type {HTMLInputElement} */ (el('input', { id: `${ids}-${side}`, type: 'number', min: String(SIZE.min), max: String(SIZE.max), value: String(o[side]), inputmode: 'numeric' }));
    input.addEventListener('change', sizeChanged);
    return input;
  });
  // The file name: the game's default written in, or, when it starts with none, shown as a hint.
  const nameInput = /** @type {HTMLInputElement} */ (el('input', { id: `${ids}-name`, autocomplete: 'off', value: o.name || null, placeholder: o.name ? null : snippets.fileName('') }));
  nameInput.addEventListener('input', () => { o.name = nameInput.value; changed(); });
  const fields = {
    caption: field(captionInput, t('maker.options.caption'), 'mk-wide'),
    lang: field(langSelect, t('maker.options.lang'), 'mk-wide'),
    size: el('div', { class: 'mk-fields' }, [field(widthInput, t('maker.options.width')), field(heightInput, t('maker.options.height'))]),
    name: field(nameInput, t('maker.options.name'), 'mk-wide'),
  };

  function sizeChanged() {
    o.width = clampInt(widthInput.value, SIZE.min, SIZE.max, o.width);
    o.height = clampInt(heightInput.value, SIZE.min, SIZE.max, o.height);
    changed();
  }

  // --- The preview, the snippets, the downloads -------------------------------------------------
  const preview = document.createElement(kind.tag);
  preview.id = kind.id;
  preview.className = kind.className;
  const previewNote = el('p', { class: 'mk-help mk-preview-note' });
  const previewError = errorLine();
  preview.addEventListener('refused', (e) => showError(previewError, /** @type {CustomEvent} */ (e).detail.message));
  preview.addEventListener('ready', () => { preview.dataset.painted = 'yes'; });
  const boxes = Object.fromEntries(SNIPPETS.map((key) => [key,
    createSnippetBox({ t, key, label: t(`maker.out.${key}`), help: t(`maker.out.${key}Help`), rows: rows[key] })]));
  const downloadError = errorLine();
  const downloads = /** @type {HTMLButtonElement[]} */ ([
    el('button', { type: 'button', class: 'hm-button hm-primary', dataset: { download: 'svg' }, onclick: () => download('svg') }, labels.svg),
    el('button', { type: 'button', class: 'hm-button', dataset: { download: 'png' }, onclick: () => download('png') }, labels.png),
  ]);
  const element = el('section', { class: 'mk-output', 'aria-labelledby': `${ids}-out` }, [
    el('h2', { id: `${ids}-out` }, t('maker.out.title')),
    el('div', { class: 'mk-output-grid' }, [
      el('figure', { class: 'mk-preview-figure' }, [
        el('figcaption', {}, t('maker.out.preview')), preview, previewNote, previewError,
      ]),
      el('div', { class: 'mk-snippets' }, [
        boxes.element.element,
        boxes.iframe.element,
        el('div', { class: 'mk-picture' }, [
          el('h3', {}, t('maker.out.picture')),
          el('p', { class: 'mk-help' }, t('maker.out.pictureHelp')),
          el('div', { class: 'mk-buttons' }, downloads),
          downloadError,
          boxes.wiki.element,
          boxes.command.element,
        ]),
      ]),
    ]),
  ]);

  // The preview's own attributes: those it keeps when the diagram's change.
  const own = afresh ? ['id', 'class'] : ['id', 'class', 'data-painted', 'style', 'hidden'];
  let previewKey = '';

  /** Draws the output from the last accepted position and the options as they are now. */
  function render() {
    // The fields, as the options hold them (the caption not while it is being typed).
    if (document.activeElement !== captionInput) captionInput.value = o.caption;
    langSelect.value = o.lang;
    const { good, problem } = state;
    for (const b of downloads) b.disabled = !good;
    preview.hidden = !good;
    previewNote.textContent = !good ? t('maker.out.nothingYet') : problem ? t('maker.out.lastPossible') : '';
    previewNote.hidden = !previewNote.textContent;
    if (!good) {
      for (const box of Object.values(boxes)) box.set('');
      return;
    }
    const attrs = attributes();
    // The element's attributes, set on the preview only when they changed (each change redraws it).
    const key = JSON.stringify(attrs);
    if (key !== previewKey) {
      previewKey = key;
      if (afresh) previewError.hidden = true;
      const wanted = new Set(attrs.map(([n]) => n));
      for (const n of preview.getAttributeNames()) if (!own.includes(n) && !wanted.has(n)) preview.removeAttribute(n);
      for (const [n, v] of attrs) if (preview.getAttribute(n) !== v) preview.setAttribute(n, v);
    }
    if (aspect) preview.style.aspectRatio = `${o.width} / ${o.height}`;
    preview.style.maxWidth = `${o.width}px`;
    const caption = o.caption.trim();
    const title = caption ? t('maker.out.frameTitleCaption', { caption }) : t('maker.out.frameTitle');
    const size = { width: o.width, height: o.height };
    boxes.element.set(snippets.elementSnippet(urls.script, attrs));
    boxes.iframe.set(snippets.iframeSnippet(urls.embed, attrs, { ...size, title }));
    boxes.wiki.set(snippets.wikiImageSnippet({ name: o.name, caption: o.caption }));
    boxes.command.set(snippets.commandLine(attrs, { ...size, name: o.name }));
  }

  /**
   * The picture of the last accepted position, saved as a file (its name from the field).
   * @param {'svg' | 'png'} format
   */
  async function download(format) {
    if (!state.good) return;
    downloadError.hidden = true;
    try {
      const blob = await picture(format);
      const file = `${snippets.fileName(o.name)}.${format}`;
      saveFile(root, blob, file);
      announcer.say(t('maker.out.downloaded', { file }));
    } catch (e) {
      showError(downloadError, refusal(e));
    }
  }

  return { element, preview, fields, captionInput, render };
}
