// embed.html: one board filling its frame, for wikis that allow only iframes. Its options are the
// query's parameters, the same words as the element's attributes (docs/EMBED.md):
//   embed.html?mode=diagram&position=…&moves=…&step=2&viewer=all&highlight=2:5&lang=fr

import { optionsFromQuery } from '../component/options.js';

const board = document.getElementById('board');
const options = optionsFromQuery(location.search);
// A diagram is the usual reason to embed; a bare frame with no position still plays a game.
if (!options.mode) options.mode = options.position || options.record ? 'diagram' : 'game';
for (const [name, value] of Object.entries(options)) board.setAttribute(name, value);
// The frame's language is the board's (its lang option, the reader's choice or his browser's).
const follow = () => { if (board.currentLanguage) document.documentElement.lang = board.currentLanguage; };
board.addEventListener('ready', follow);
board.addEventListener('language', follow);
