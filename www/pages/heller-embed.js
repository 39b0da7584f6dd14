// heller-embed.html: one board of Auf Heller und Pfennig filling its frame, for wikis that allow
// only iframes. Its options are the query's parameters, the same words as <heller-pfennig>'s
// attributes (docs/EMBED.md):
//   heller-embed.html?mode=diagram&position=…&highlight=row:3&caption=…&lang=en
//   heller-embed.html?players=3&seats=human,hard,medium&lang=de

import { optionsFromQuery } from '../heller/component/options.js';

const board = document.getElementById('board');
const options = optionsFromQuery(location.search);
// A diagram is the usual reason to embed; a bare frame with no position or save plays a game.
if (!options.mode) options.mode = options.position || options.save ? 'diagram' : 'game';
for (const [name, value] of Object.entries(options)) board.setAttribute(name, value);
// The frame's language is the board's (its lang option, the reader's choice or his browser's).
const follow = () => { if (board.currentLanguage) document.documentElement.lang = board.currentLanguage; };
board.addEventListener('ready', follow);
board.addEventListener('language', follow);
board.addEventListener('refused', follow);
