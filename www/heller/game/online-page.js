// heller.html's online tables: the create dialog with the game's choices (its player counts,
// variants, levels and the no-luck game, all from the engine's board facts), and an invitation
// opened (www/platform/online/table.js) with the game played on the game's own page
// (controller.js), the server its authority behind the session core.

import { askCreate, hostAddress, openTable } from '../../platform/online/table.js';
import { merchantName } from './words.js';
import { mountHeller } from './controller.js';
import { rulesPage } from '../i18n/languages.js';

const PAGE = new URL('../../../heller.html', import.meta.url);

// The seats' names, colours and levels as the game says them.
function seatWords(t, facts) {
  return {
    seatName: (seat, names) => merchantName(t, names, seat),
    seatClass: (seat) => `hh-seat-${seat}`,
    levelName: (level) => t(`seat.${level}`).replace(/^.*,\s*/, ''),
    levels: facts.levels,
  };
}

/**
 * The create dialog in `element`; once created, the page goes to the table as its host. Resolves
 * false for Back.
 */
export async function createHellerTable(element, { facts, t }) {
  const created = await askCreate(element, {
    ot: t,
    title: t('app.title'),
    choices: {
      game: 'heller',
      counts: facts.playerCounts,
      players: facts.playerCounts.includes(3) ? 3 : facts.playerCounts[0],
      variants: facts.variants.map((v) => ({ value: v, label: t(`variant.${v}`) })),
      kinds: ['human', ...facts.levels].map((k) => ({ value: k, label: t(`seat.${k}`) })),
      flags: [{ key: 'noLuck', label: t('setup.noLuck') }],
    },
  });
  if (!created) return false;
  location.assign(hostAddress(created, 'heller', PAGE.href));
  return true;
}

/** Opens the invitation `{ table, token }` in `element`: the waiting room, then the game. */
export function openHellerTable(element, { engine, facts, t, strings, lang, table, token, start }) {
  return openTable(element, {
    // A computer's move is shown this long after the position before it: the page's pause after a computer's placement at one screen (game/controller.js).
    pause: 700,
    ot: t,
    title: t('app.title'),
    table,
    token,
    game: 'heller',
    seats: seatWords(t, facts),
    namePlaceholder: t('setup.name'),
    // Why a take-back is refused, in the words the game uses at one screen.
    takeBackReason: (reason, player, names) => ({
      turnedUp: () => t('undo.turnedUp'),
      newRound: () => t('undo.newRound'),
      ownTile: () => t('undo.ownShown', { name: merchantName(t, names, player ?? 0) }),
    })[reason]?.() ?? null,
    // The game's own page, its session's authority the server (the seat's frames in, its actions out).
    mountGame: (el, { send, lines, frame }) => mountHeller(el, {
      engine, strings, lang, remote: { frame, send, lines },
      rulesUrl: rulesPage, startUrl: start,
      onNewGame: () => location.assign(PAGE.href),
    }),
    onFrame: (frame) => window.dispatchEvent(new CustomEvent('heller-online-frame', { detail: { version: frame.version, status: frame.status } })),
  });
}
