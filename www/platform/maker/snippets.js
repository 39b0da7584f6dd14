// The diagram makers' output as text, the builders that know no game: escaping, the element with
// its script tag, an iframe of a game's frame page and its address, file names, shell words, a
// picture script's command line and the wiki's markup for the picture (docs/EMBED.md). Each game's
// maker says what its element is called and which attributes it has (www/heuchel/maker/snippets.js,
// www/heller/maker/snippets.js). Pure functions: no DOM, no engine.

/** Text for an HTML attribute value in double quotes. */
export function escapeAttribute(text) {
  return String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The element named `tag` with its attributes, and the script tag that defines it (`script`: the
 * absolute URL of its script).
 */
export function elementSnippet(script, attributes, tag) {
  const attrs = attributes.map(([name, value]) => `  ${name}="${escapeAttribute(value)}"`).join('\n');
  return `<script type="module" src="${escapeAttribute(script)}"></script>\n\n<${tag}\n${attrs}>\n</${tag}>`;
}

// A query value readable in the address bar: the notation's letters, digits and - . _ stay, and
// so does the colon of a square; a space is %20.
const queryValue = (text) => encodeURIComponent(text).replace(/%3A/gi, ':');

/** A frame page's address with the attributes as its query (`embed`: the frame page's absolute URL). */
export function embedUrl(embed, attributes) {
  return `${embed}?${attributes.map(([name, value]) => `${name}=${queryValue(value)}`).join('&')}`;
}

/** An iframe of the frame page showing the same diagram, `width` × `height` CSS pixels. */
export function iframeSnippet(embed, attributes, { width, height, title }) {
  return `<iframe src="${escapeAttribute(embedUrl(embed, attributes))}"\n  width="${width}" height="${height}" title="${escapeAttribute(title)}"></iframe>`;
}

/** A word for a POSIX shell: bare when it is plain, else in single quotes. */
export function shellWord(text) {
  const s = String(text);
  if (/^[A-Za-z0-9_./:=@%+,-]+$/.test(s)) return s;
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/**
 * A file name from what the editor typed: letters, digits, dots, dashes and underscores;
 * `fallback` (the game's) when nothing of it is left.
 */
export function fileName(text, fallback) {
  const name = String(text || '').trim().replace(/\.(svg|png)$/i, '').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '');
  return name || fallback;
}

/**
 * A command line of a game's picture script (`script`, run by node from the project's folder):
 * the position, then each attribute named in `options` that is set as `--option value`, the
 * size, the caption as the picture's title, into `<name>.svg` (`fallback`: as fileName's). Each
 * game's `commandLine` (snippetsFor).
 */
function diagramCommand(script, options, attributes, { width, height, name, fallback }) {
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

/**
 * A diagram's caption and language as its last attributes, as both games' elements take them:
 * the caption trimmed, each left out when empty ('' or no language: each reader's own).
 */
export function captionAndLang({ caption, lang }) {
  const text = (caption || '').trim();
  return [...(text ? [['caption', text]] : []), ...(lang ? [['lang', lang]] : [])];
}

/**
 * One game's snippet builders: its element is `tag`, a picture it names `defaultName` when the
 * editor gives none, and `script` (run by node from the project's folder) draws the same picture
 * with the attributes named in `options`. Returns { elementSnippet(script URL, attributes),
 * fileName(text), wikiImageSnippet({ name, caption }), commandLine(attributes, { width, height, name }) }.
 */
export function snippetsFor({ tag, defaultName, script, options }) {
  return {
    elementSnippet: (src, attributes) => elementSnippet(src, attributes, tag),
    fileName: (text) => fileName(text, defaultName),
    wikiImageSnippet: ({ name, caption }) => wikiImageSnippet({ name, caption, fallback: defaultName }),
    commandLine: (attributes, { width, height, name }) => diagramCommand(script, options, attributes, { width, height, name, fallback: defaultName }),
  };
}
