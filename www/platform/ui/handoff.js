// The opaque hot-seat screen. While it is up nothing private is on the page: the board behind it
// is cleared and the grid, log and panels are emptied by the game component.

import { el } from './dom.js';

export function createHandoff({ t, onAccept }) {
  const title = el('h2', { class: 'hm-handoff-title' });
  const explain = el('p', {});
  const button = el('button', { type: 'button', class: 'hm-button hm-primary', dataset: { action: 'handoff' }, onclick: () => onAccept() });
  const element = el('div', { class: 'hm-handoff', role: 'dialog', 'aria-modal': 'true', hidden: true }, [
    el('div', { class: 'hm-handoff-box' }, [title, explain, button]),
  ]);
  function show(seatLabel) {
    const wasHidden = element.hidden;
    title.textContent = t('handoff.title', { seat: seatLabel });
    explain.textContent = t('handoff.explain', { seat: seatLabel });
    button.textContent = t('handoff.button', { seat: seatLabel });
    element.hidden = false;
    if (wasHidden) button.focus();
  }
  function hide() {
    element.hidden = true;
  }
  return { element, show, hide };
}
