// The question before a move that would throw away the mover's own cards for arrogance, as the
// game at one screen (game/controller.js) and an online table (game/online.js) both ask it.

import { askConfirm } from '../../platform/ui/confirm.js';
import { cardList } from './format.js';

/**
 * Asks whether to move anyway, losing `lost` (the engine's cards, as its arrogance event names
 * them) left behind on row `row`; resolves true for yes. `id`: the page's id prefix.
 * @param {HTMLElement} host
 * @param {{ t: any, id: string, lost: any[], row: number }} question
 * @returns {Promise<boolean>}
 */
export function askLoss(host, { t, id, lost, row }) {
  return askConfirm(host, {
    id, action: 'arrogance',
    text: t('confirm.arrogance', { count: lost.length, cards: cardList(t, lost), row }),
    yes: t('confirm.arroganceYes'), no: t('confirm.arroganceNo'),
  });
}
