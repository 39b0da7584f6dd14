// heller-embed.html: one board of Auf Heller und Pfennig filling its frame, for wikis that allow
// only iframes. Its options are the query's parameters, the same words as <heller-pfennig>'s
// attributes (docs/EMBED.md):
//   heller-embed.html?mode=diagram&position=…&highlight=row:3&caption=…&lang=en
//   heller-embed.html?players=3&seats=human,hard,medium&lang=de

import { optionsFromQuery } from '../heller/component/options.js';
import { frameBoard } from './frame.js';

frameBoard(document.getElementById('board'), optionsFromQuery(location.search), ['position', 'save']);
