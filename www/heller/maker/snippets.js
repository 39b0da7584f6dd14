// The second game's diagram maker's output as text: the attributes of <heller-pfennig
// mode="diagram"> (docs/EMBED.md), and from them what an editor pastes elsewhere: the element
// with its script tag, an iframe of heller-embed.html, the picture's wiki markup and the command
// line that draws the same picture (scripts/heller-diagram.mjs). The text builders that know no
// game are the platform's (www/platform/maker/snippets.js). Pure functions: no DOM, no engine.

import {
  diagramCommand, elementSnippet as element, embedUrl, fileName as file, iframeSnippet, shellWord, wikiImageSnippet as wiki,
} from '../../platform/maker/snippets.js';

export { iframeSnippet, embedUrl, shellWord };

export const TAG = 'heller-pfennig';
/** A picture's name when the editor gives none. */
export const DEFAULT_NAME = 'heller-pfennig-diagram';

/** The lanes to light as the option reads them: [{ row: 0-based } | { column: 0-based }] → "row:3,column:d". */
export function highlightText(lanes, facts) {
  return lanes.map((l) => (typeof l.row === 'number' ? `row:${facts.rowNames[l.row]}` : `column:${facts.columnNames[l.column]}`)).join(',');
}

/**
 * The element's attributes, in order, as [name, value] pairs. `d`: { position, viewer
 * ('spectator' | 'all' | '1'…'4'), lanes ([{row} | {column}], 0-based), download (the SVG/PNG
 * buttons under it), caption, lang ('' or none: each reader's own) }.
 */
export function diagramAttributes(d, facts) {
  const out = [['mode', 'diagram'], ['position', d.position]];
  if (d.viewer && d.viewer !== 'spectator') out.push(['viewer', String(d.viewer)]);
  if (d.lanes && d.lanes.length) out.push(['highlight', highlightText(d.lanes, facts)]);
  if (d.download) out.push(['controls', 'download']);
  const caption = (d.caption || '').trim();
  if (caption) out.push(['caption', caption]);
  if (d.lang) out.push(['lang', d.lang]);
  return out;
}

/** The element and its script tag (`script`: the absolute URL of heller-pfennig.js). */
export const elementSnippet = (script, attributes) => element(script, attributes, TAG);

/** A file name from what the editor typed. */
export const fileName = (text) => file(text, DEFAULT_NAME);

/** MediaWiki's markup for the uploaded picture, with the caption. */
export const wikiImageSnippet = ({ name, caption }) => wiki({ name, caption, fallback: DEFAULT_NAME });

/** The command line that draws the same picture headlessly (scripts/heller-diagram.mjs), into `<name>.svg`. */
export function commandLine(attributes, { width, height, name }) {
  return diagramCommand('scripts/heller-diagram.mjs', ['viewer', 'highlight', 'lang'], attributes, { width, height, name, fallback: DEFAULT_NAME });
}
