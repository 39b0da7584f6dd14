// The first game's diagram maker's output as text: the attributes of <heuchel-meuchel
// mode="diagram">, and from them the things an editor pastes elsewhere (docs/EMBED.md): the
// element with its script tag, an iframe of embed.html, the picture's wiki markup and the command
// line that draws the same picture as an SVG file (scripts/diagram.mjs). One list of attributes
// feeds them all and the page's own preview, so that each shows what the maker shows. The text
// builders that know no game are the platform's (www/platform/maker/snippets.js). Pure functions:
// no DOM, no engine.

import { CONTROL_NAMES } from '../../platform/component/options.js';
import {
  captionAndLang, embedUrl, escapeAttribute, iframeSnippet, shellWord, snippetsFor,
} from '../../platform/maker/snippets.js';

export { embedUrl, escapeAttribute, iframeSnippet, shellWord };

export const TAG = 'heuchel-meuchel';
/** A picture's name when the editor gives none. */
export const DEFAULT_NAME = 'heuchel-meuchel-diagram';

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
  return [...out, ...captionAndLang(d)];
}

// The element and its script tag (the script's absolute URL: heuchel-meuchel.js), a file name
// from what the editor typed, MediaWiki's markup for the uploaded picture, and the command line
// that draws the same picture headlessly (scripts/diagram.mjs, docs/EMBED.md "The picture").
export const { elementSnippet, fileName, wikiImageSnippet, commandLine } = snippetsFor({
  tag: TAG, defaultName: DEFAULT_NAME, script: 'scripts/diagram.mjs', options: ['moves', 'step', 'viewer', 'highlight', 'arrows'],
});
