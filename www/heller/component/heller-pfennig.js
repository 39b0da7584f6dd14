// The entry of the second game's component bundle (dist/heller-pfennig.js): registers
// <heller-pfennig>. One script tag on any page: <script type="module" src=".../heller-pfennig.js"></script>
// (the element: www/heller/component/element.js; its machinery, shared with <heuchel-meuchel>:
// component/base.js).

import { define } from './element.js';

export { HellerPfennigElement } from './element.js';
export { loadHeller } from '../engine/load.js';

define();
