// The diagram maker's output as text: the attributes of <heuchel-meuchel mode="diagram">, and from
// them the three things an editor pastes elsewhere (docs/EMBED.md): the element with its script
// tag, an iframe of embed.html, and the command line that draws the same picture as an SVG file
// (scripts/diagram.mjs). One list of attributes feeds all three and the page's own preview, so
// that each shows what the maker shows. Pure functions: no DOM, no engine. The text builders that
// know no game (escaping, the element and iframe snippets, file names, shell words, the wiki's
// markup) serve the second game's maker too (www/heller/maker/snippets.js).

import { CONTROL_NAMES } from '../component/options.js';

/** The diagram's default buttons (component/options.js): left out of a snippet when unchanged. */
export const DEFAULT_DIAGRAM_CONTROLS = ['step', 'open'];

/** A square as a person counts it, "2:5", from {column (0-based), row}. */
export const squareText = ({ column, row }) => `${column + 1}:${row}`;

/** [{column, row}, …] → "2:5 2:7" (what parseHighlight reads). */
export const highlightText = (squares) => squares.map(squareText).join(' ');

/** [{from, to}, …] → "2:1-2:5 2:5-2:7" (what parseArrows reads). */
export const arrowsText = (arrows) => arrows.map((a) => `${squareText(a.from)}-${squareText(a.to)}`).join(' ');

/** The buttons in the options' order, `none` for none, or null when they are the default. */
export function controlsText(controls) {
  const list = CONTROL_NAMES.filter((c) => controls.includes(c));
  if (list.join(' ') === DEFAULT_DIAGRAM_CONTROLS.join(' ')) return null;
  return list.length ? list.join(' ') : 'none';
}

/**
 * The element's attributes, in order, as [name, value] pairs. `d`: { position, moves (action
 * texts), step, viewer ('all' | 'public' | '1'…'6'), highlight, arrows, controls, caption, lang
 * (the diagram's language; '' or none: each reader's own) }.
 * `step` is written whenever there are moves, since the element and the command line start at
 * different steps when it is left out.
 */
export function diagramAttributes(d) {
  const out = [['mode', 'diagram'], ['position', d.position]];
  const moves = d.moves || [];
  if (moves.length) {
    out.push(['moves', moves.join('_')]);
    out.push(['step', String(Math.max(0, Math.min(moves.length, d.step || 0)))]);
  }
  if (d.viewer && d.viewer !== 'all') out.push(['viewer', String(d.viewer)]);
  if (d.highlight && d.highlight.length) out.push(['highlight', highlightText(d.highlight)]);
  if (d.arrows && d.arrows.length) out.push(['arrows', arrowsText(d.arrows)]);
  const controls = controlsText(d.controls || DEFAULT_DIAGRAM_CONTROLS);
  if (controls) out.push(['controls', controls]);
  const caption = (d.caption || '').trim();
  if (caption) out.push(['caption', caption]);
  if (d.lang) out.push(['lang', d.lang]);
  return out;
}

/** Text for an HTML attribute value in double quotes. */
export function escapeAttribute(text) {
  return String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The element and the script tag that defines it (`script`: the absolute URL of its script,
 * heuchel-meuchel.js; `tag`: the element's name, the second game's maker gives heller-pfennig).
 */
export function elementSnippet(script, attributes, tag = 'heuchel-meuchel') {
  const attrs = attributes.map(([name, value]) => `  ${name}="${escapeAttribute(value)}"`).join('\n');
  return `<script type="module" src="${escapeAttribute(script)}"></script>\n\n<${tag}\n${attrs}>\n</${tag}>`;
}

// A query value readable in the address bar: the notation's letters, digits and - . _ stay, and
// so does the colon of a square; a space is %20.
const queryValue = (text) => encodeURIComponent(text).replace(/%3A/gi, ':');

/** embed.html's address with the attributes as its query (`embed`: the absolute URL of embed.html). */
export function embedUrl(embed, attributes) {
  return `${embed}?${attributes.map(([name, value]) => `${name}=${queryValue(value)}`).join('&')}`;
}

/** An iframe of embed.html showing the same diagram, `width` × `height` CSS pixels. */
export function iframeSnippet(embed, attributes, { width, height, title }) {
  return `<iframe src="${escapeAttribute(embedUrl(embed, attributes))}"\n  width="${width}" height="${height}" title="${escapeAttribute(title)}"></iframe>`;
}

/** A word for a POSIX shell: bare when it is plain, else in single quotes. */
export function shellWord(text) {
  const s = String(text);
  if (/^[A-Za-z0-9_./:=@%+,-]+$/.test(s)) return s;
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** A file name from what the editor typed: letters, digits, dots, dashes and underscores. */
export function fileName(text, fallback = 'heuchel-meuchel-diagram') {
  const name = String(text || '').trim().replace(/\.(svg|png)$/i, '').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '');
  return name || fallback;
}

/**
 * The command line that draws the same picture headlessly (scripts/diagram.mjs, docs/EMBED.md
 * "The picture"), into `<name>.svg`.
 */
export function commandLine(attributes, { width, height, name }) {
  return diagramCommand('scripts/diagram.mjs', ['moves', 'step', 'viewer', 'highlight', 'arrows'], attributes, { width, height, name });
}

/**
 * A command line of a game's picture script (`script`, run by node from the project's folder):
 * the position, then each attribute named in `options` that is set as `--option value`, the
 * size, the caption as the picture's title, into `<name>.svg` (`fallback`: as fileName's). Both
 * games' makers write theirs with it.
 */
export function diagramCommand(script, options, attributes, { width, height, name, fallback }) {
  const a = Object.fromEntries(attributes);
  const words = ['node', script, shellWord(a.position)];
  for (const option of options) {
    if (a[option] !== undefined) words.push(`--${option}`, shellWord(a[option]));
  }
  words.push('--width', String(width), '--height', String(height));
  if (a.caption) words.push('--title', shellWord(a.caption));
  return `${words.join(' ')} > ${shellWord(`${fileName(name, fallback)}.svg`)}`;
}

/** MediaWiki's markup for the uploaded picture, with the caption (`fallback`: as fileName's). */
export function wikiImageSnippet({ name, caption, fallback }) {
  const text = (caption || '').trim().replace(/[|\]]/g, ' ');
  return `[[File:${fileName(name, fallback)}.svg|thumb${text ? `|${text}` : ''}]]`;
}
