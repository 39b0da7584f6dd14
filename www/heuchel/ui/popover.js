// The blind "take how many?" question. It shows only numbers, never the cards: the cut is made
// before the cards are seen.

import { el } from '../../platform/ui/dom.js';

// anchor: {x, y} in the board's CSS pixels; onChoose(count); onCancel().
export function openTakePopover(container, { t, column, maxCount, anchor, onChoose, onCancel, idPrefix }) {
  const titleId = `${idPrefix}-take-title`;
  const counts = Array.from({ length: maxCount }, (_, i) => i + 1);
  const pop = el('div', { class: 'hm-popover', role: 'dialog', 'aria-labelledby': titleId, dataset: { column: String(column) } }, [
    el('p', { id: titleId, class: 'hm-popover-title' }, t('take.question', { column: column + 1 })),
    el('p', { class: 'hm-popover-hint' }, t('take.hint')),
    el('div', { class: 'hm-popover-counts' }, counts.map((n) =>
      el('button', { type: 'button', class: 'hm-button hm-count', dataset: { count: String(n) }, onclick: () => onChoose(n) }, String(n)))),
    el('button', { type: 'button', class: 'hm-button hm-popover-cancel', onclick: () => onCancel() }, t('take.cancel')),
  ]);
  pop.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onCancel();
    } else if (/^[1-9]$/.test(e.key) && Number(e.key) <= maxCount) {
      e.preventDefault();
      onChoose(Number(e.key));
    }
  });
  container.append(pop);
  // Keep it inside the board area.
  const box = container.getBoundingClientRect();
  const w = pop.offsetWidth;
  const h = pop.offsetHeight;
  pop.style.left = `${Math.max(4, Math.min(box.width - w - 4, anchor.x - w / 2))}px`;
  pop.style.top = `${Math.max(4, Math.min(box.height - h - 4, anchor.y + 8))}px`;
  pop.querySelector('button').focus();
  return { element: pop, close: () => pop.remove() };
}
