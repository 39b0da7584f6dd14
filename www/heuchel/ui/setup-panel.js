// The setup panel: the human placer's hand, one group per pile, each listed top first. The
// player orders each pile (drag, arrow buttons or arrow keys), then places everything at once.
// The Hint sets the piles out as Hard would stack them (suggest): each pile still in the hinted
// order is marked, until the player changes it; nothing is placed before "Place my cards".

import { el } from '../../platform/ui/dom.js';
import { cardName } from './format.js';
import { dropIndex, groupHand, matchingClasses, moveWithin, placementOrder } from './setup-order.js';

// Large enough for the class figures on a phone's screen (render/figures.js, FIGURE_MIN_DENSE).
const CARD_W = 44;
const CARD_H = 62;

// drawCard(ctx, rect, card): the renderer's card painter. onPlace(cards in placing order).
export function createSetupPanel({ t, seatLabel, hand, drawCard, onPlace, announce }) {
  const dealt = hand.slice();
  let groups = groupHand(t, dealt);
  let hinted = null;  // the Hint's groups, top first, once given
  let focusAfter = null;
  const body = el('div', { class: 'hm-setup-groups' });
  const element = el('section', { class: 'hm-setup', 'aria-label': t('setup.title', { seat: seatLabel }) }, [
    el('h2', {}, t('setup.title', { seat: seatLabel })),
    el('p', { class: 'hm-setup-explain' }, t('setup.explain')),
    body,
    el('div', { class: 'hm-buttons' }, [
      el('button', { type: 'button', class: 'hm-button', dataset: { action: 'asDealt' }, onclick: () => { groups = groupHand(t, dealt); render(); } }, t('setup.asDealt')),
      el('button', { type: 'button', class: 'hm-button hm-primary', dataset: { action: 'place' }, onclick: () => onPlace(placementOrder(groups)) }, t('setup.place')),
    ]),
  ]);

  function move(cls, from, to) {
    const before = groups;
    groups = moveWithin(groups, cls, from, to);
    if (groups !== before) {
      const g = groups.find((x) => x.class === cls);
      const card = before.find((x) => x.class === cls).cards[from];
      const position = g.cards.indexOf(card);
      focusAfter = card;
      render();
      announce(t('setup.moved', { card: cardName(t, card), position: position + 1, count: g.cards.length }));
    }
  }

  function cardCanvas(card) {
    const dpr = window.devicePixelRatio || 1;
    const canvas = el('canvas', { class: 'hm-setup-card', width: String(Math.round(CARD_W * dpr)), height: String(Math.round(CARD_H * dpr)), 'aria-hidden': 'true' });
    canvas.style.width = `${CARD_W}px`;
    canvas.style.height = `${CARD_H}px`;
    paint(canvas, card, dpr);
    return canvas;
  }
  function paint(canvas, card, dpr) {
    const ctx = canvas.getContext('2d');
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    drawCard(ctx, { x: 0, y: 0, width: CARD_W, height: CARD_H, w: CARD_W, h: CARD_H }, card);
  }

  function item(g, card, index) {
    const n = g.cards.length;
    const name = cardName(t, card);
    const li = el('li', {
      class: 'hm-setup-item', tabindex: '0', dataset: { card },
      'aria-label': t('setup.position', { card: name, position: index + 1, count: n }),
    }, [
      cardCanvas(card),
      el('span', { class: 'hm-setup-name' }, name),
      n > 1 ? el('span', { class: 'hm-setup-arrows' }, [
        el('button', { type: 'button', class: 'hm-button hm-small', 'aria-label': t('setup.up', { card: name }), disabled: index === 0, onclick: () => move(g.class, index, index - 1) }, '↑'),
        el('button', { type: 'button', class: 'hm-button hm-small', 'aria-label': t('setup.down', { card: name }), disabled: index === n - 1, onclick: () => move(g.class, index, index + 1) }, '↓'),
      ]) : null,
    ]);
    if (n > 1) {
      li.addEventListener('keydown', (e) => {
        if (e.key === 'ArrowUp') move(g.class, index, index - 1);
        else if (e.key === 'ArrowDown') move(g.class, index, index + 1);
        else return;
        e.preventDefault();
      });
      enableDrag(li, g, index);
    }
    return li;
  }

  // Pointer drag within one group; the drop position comes from the siblings' positions.
  function enableDrag(li, g, index) {
    let start = null;
    li.addEventListener('pointerdown', (e) => {
      if (e.target.closest('button') || e.button > 0) return;
      start = { y: e.clientY, id: e.pointerId };
      li.setPointerCapture(e.pointerId);
      li.classList.add('hm-dragging');
      e.preventDefault();
    });
    li.addEventListener('pointermove', (e) => {
      if (!start || e.pointerId !== start.id) return;
      li.style.transform = `translateY(${e.clientY - start.y}px)`;
    });
    const finish = (e, commit) => {
      if (!start || e.pointerId !== start.id) return;
      const others = [...li.parentElement.children].filter((x) => x !== li);
      const centres = others.map((x) => { const r = x.getBoundingClientRect(); return r.top + r.height / 2; });
      const r = li.getBoundingClientRect();
      const y = r.top + r.height / 2;
      start = null;
      li.style.transform = '';
      li.classList.remove('hm-dragging');
      if (commit) {
        const to = dropIndex(centres, y);
        if (to !== index) move(g.class, index, to);
      }
    };
    li.addEventListener('pointerup', (e) => finish(e, true));
    li.addEventListener('pointercancel', (e) => finish(e, false));
  }

  function render() {
    const asHinted = new Set(hinted ? matchingClasses(groups, hinted) : []);
    body.replaceChildren(...groups.map((g) => el('div', {
      class: `hm-setup-group${asHinted.has(g.class) ? ' hm-setup-hinted' : ''}`, dataset: { class: g.class },
    }, [
      el('h3', {}, [
        t('setup.group', { class: t(`class.${g.class}`) }),
        ...(asHinted.has(g.class) ? [' ', el('span', { class: 'hm-setup-hint-mark' }, t('setup.hinted'))] : []),
      ]),
      el('ol', { class: 'hm-setup-list' }, g.cards.map((card, i) => item(g, card, i))),
    ])));
    if (focusAfter) {
      const target = body.querySelector(`[data-card="${focusAfter}"]`);
      focusAfter = null;
      if (target) target.focus();
    }
  }

  // Sets the piles out in the suggested order (groups of the same hand, top first) and marks them.
  function suggest(suggested) {
    hinted = suggested.map((g) => ({ ...g, cards: g.cards.slice() }));
    groups = hinted.map((g) => ({ ...g, cards: g.cards.slice() }));
    render();
  }

  render();
  return {
    element, suggest,
    get order() { return placementOrder(groups); },
    get groups() { return groups; },
    get hinted() { return hinted; },
    /** The order the player had set out (and the hint, if one was given): shown anew as it was. */
    restore(kept, keptHint = null) {
      hinted = keptHint;
      groups = kept.map((g) => ({ ...g, cards: g.cards.slice() }));
      render();
    },
    sameHand: (h) => h.join() === dealt.join(),
    /** Draws the cards anew in their places (the renderer has drawn them otherwise since). */
    redraw() {
      for (const li of body.querySelectorAll('.hm-setup-item')) paint(li.firstChild, li.dataset.card, window.devicePixelRatio || 1);
    },
  };
}
