// The second game's diagram maker's output as text: the attributes of <heller-pfennig
// mode="diagram"> (docs/EMBED.md), and from them what an editor pastes elsewhere: the element
// with its script tag, an iframe of heller-embed.html, the picture's wiki markup and the command
// line that draws the same picture (scripts/heller-diagram.mjs). The text builders that know no
// game are the platform's (www/platform/maker/snippets.js). Pure functions: no DOM, no engine.

import {
  captionAndLang, embedUrl, iframeSnippet, shellWord, snippetsFor,
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
  return [...out, ...captionAndLang(d)];
}

// The element and its script tag (the script's absolute URL: heller-pfennig.js), a file name from
// what the editor typed, MediaWiki's markup for the uploaded picture, and the command line that
// draws the same picture headlessly (scripts/heller-diagram.mjs).
export const { elementSnippet, fileName, wikiImageSnippet, commandLine } = snippetsFor({
  tag: TAG, defaultName: DEFAULT_NAME, script: 'scripts/heller-diagram.mjs', options: ['viewer', 'highlight', 'lang'],
});
