// The 36 cards to place, one button each, drawn by the board's own renderer (drawCardTo), a row
// per class from the highest rank down as on the board. Each button says where its card lies
// now; the chosen one is pressed (aria-pressed). The cards come from the engine's board facts.

import { el } from '../../platform/ui/dom.js';
import { cardName } from '../ui/format.js';

const CARD = { w: 54, h: 34 };

/**
 * createPalette({ t, facts, onChoose(card | null) }) → { element, update({ locations, chosen,
 * filledLocations }), paint(renderer), button(card) }. `locations`: where the author put each card
 * (setup-edit.js cardLocations of his setup); `filledLocations`: where fillUnused put the rest.
 */
export function createPalette({ t, facts, onChoose }) {
  const buttons = new Map();
  const canvases = new Map();
  let chosen = null;
  const rows = facts.classes.slice().sort((a, b) => b.rank - a.rank).map((cls) => {
    const cards = facts.cards.filter((c) => c[0] === cls.letter);
    const list = el('div', { class: 'mk-palette-row', role: 'group', 'aria-label': t(`class.${cls.id}`) },
      cards.map((card) => {
        const canvas = el('canvas', { class: 'mk-card-art', 'aria-hidden': 'true', width: String(CARD.w), height: String(CARD.h) });
        const where = el('span', { class: 'mk-card-where' });
        const b = el('button', {
          type: 'button', class: 'mk-card', dataset: { card }, 'aria-pressed': 'false',
          onclick: () => onChoose(chosen === card ? null : card),
        }, [canvas, where]);
        b.where = where;
        buttons.set(card, b);
        canvases.set(card, canvas);
        return b;
      }));
    return list;
  });
  const element = el('div', { class: 'mk-palette', role: 'group', 'aria-label': t('maker.palette') }, rows);

  /** Draws every card with the board's renderer (its sprites), at the screen's pixel density. */
  function paint(renderer) {
    const dpr = Math.max(1, Math.min(3, globalThis.devicePixelRatio || 1));
    for (const [card, canvas] of canvases) {
      canvas.width = Math.round(CARD.w * dpr);
      canvas.height = Math.round(CARD.h * dpr);
      const ctx = canvas.getContext('2d');
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.clearRect(0, 0, CARD.w, CARD.h);
      renderer.drawCardTo(ctx, { x: 2, y: 2, w: CARD.w - 6, h: CARD.h - 6 }, card);
    }
  }

  function whereText(loc, auto) {
    if (!loc) return { short: '', long: t('maker.where.nowhere') };
    if (loc.kind === 'pile') {
      const params = { column: loc.column + 1, row: loc.row };
      return {
        short: t('maker.where.pileShort', params),
        long: t(loc.faceDown ? 'maker.where.pileFaceDown' : 'maker.where.pile', params),
      };
    }
    const seat = loc.player + 1;
    const key = loc.kind === 'hand' ? 'hand' : 'discard';
    return {
      short: t(`maker.where.${key}Short`, { seat }),
      long: t(auto ? `maker.where.${key}Auto` : `maker.where.${key}`, { seat }),
    };
  }

  function update({ locations, filledLocations, chosen: next }) {
    chosen = next;
    for (const [card, b] of buttons) {
      const own = locations.get(card) || null;
      const loc = own || filledLocations.get(card) || null;
      const { short, long } = whereText(loc, !own);
      b.where.textContent = own ? short : '';
      b.classList.toggle('mk-placed', !!own);
      b.classList.toggle('mk-out', !loc);
      b.setAttribute('aria-pressed', String(card === chosen));
      const label = `${cardName(t, card)}: ${long}`;
      if (b.getAttribute('aria-label') !== label) {
        b.setAttribute('aria-label', label);
        b.title = label;
      }
    }
  }

  return { element, update, paint, button: (card) => buttons.get(card) };
}
