// embed.html: one board filling its frame, for wikis that allow only iframes. Its options are the
// query's parameters, the same words as the element's attributes (docs/EMBED.md):
//   embed.html?mode=diagram&position=…&moves=…&step=2&viewer=all&highlight=2:5&lang=fr

import { optionsFromQuery } from '../component/options.js';
import { frameBoard, stepKeysAnywhere } from '../../platform/pages/frame.js';
import { engineUrls } from '../engine/urls.js';

frameBoard(document.getElementById('board'), optionsFromQuery(location.search), ['position', 'record'], engineUrls());
// A replay's or a diagram's step keys work as soon as the frame is open.
stepKeysAnywhere(document.getElementById('board'));
