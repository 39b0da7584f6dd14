// The live region every board speaks through (steps of a diagram, the game's events).

import { el } from './dom.js';

// A polite live region; messages are queued into one text so rapid updates are not lost.
export function createAnnouncer() {
  const element = el('div', { class: 'hm-sr-only', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'false' });
  function say(messages) {
    const list = [].concat(messages).filter(Boolean);
    if (!list.length) return;
    for (const m of list) element.append(el('p', {}, m));
    while (element.childElementCount > 6) element.firstElementChild.remove();
  }
  function clear() {
    element.replaceChildren();
  }
  return { element, say, clear };
}
