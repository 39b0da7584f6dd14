// The entry of the component's bundle (dist/heuchel-meuchel.js): registers <heuchel-meuchel>.
// One script tag on any page: <script type="module" src=".../heuchel-meuchel.js"></script>

import { define } from './element.js';

export { HeuchelMeuchelElement } from './element.js';
export { loadEngine } from '../engine/load.js';

define();
