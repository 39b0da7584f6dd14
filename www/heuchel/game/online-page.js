// index.html's online tables: the create dialog with the game's choices (its player counts and
// variants as the server's engine gives them in its health answer, the computer levels), and an
// invitation opened (www/platform/online/table.js) with the game played on the game's own page
// (controller.js), the server its authority behind the session core.

import { askCreate, hostAddress, onlineWords, openTable } from '../../platform/online/table.js';
import { styleSeat } from '../../platform/ui/seat-style.js';
import { seatName } from '../ui/format.js';
import { LEVELS } from './adapter.js';
import { mountGame } from './controller.js';

const PAGE = new URL('../../../index.html', import.meta.url);

// The seats' names, colours and levels as the game says them.
function seatWords(t) {
  return {
    seatName: (seat, names) => seatName(t, seat, names),
    seatClass: () => 'hm-online-seat',
    styleSeat,
    levelName: (level) => t(`seat.kind.${level}`).replace(/^.*:\s*/, ''),
    levels: LEVELS,
  };
}

/**
 * The create dialog in `element` (`health`: the server's answer, which names the game's player
 * counts and variants); once created, the page goes to the table as its host. Resolves false for
 * Back.
 */
export async function createHeuchelTable(element, { t, health }) {
  const ot = onlineWords(t.lang);
  const offered = health.games.find((g) => g.game === 'heuchel');
  const [min, max] = offered.players;
  const counts = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const created = await askCreate(element, {
    ot,
    title: t('app.title'),
    choices: {
      game: 'heuchel',
      counts,
      players: counts.includes(4) ? 4 : counts[0],
      variants: offered.variants.map((v) => ({ value: v, label: t(`newGame.variant.${v}`) })),
      kinds: ['human', ...LEVELS].map((k) => ({ value: k, label: t(`seat.kind.${k}`) })),
    },
  });
  if (!created) return false;
  location.assign(hostAddress(created, 'heuchel', PAGE.href));
  return true;
}

/** Opens the invitation `{ table, token }` in `element`: the waiting room, then the game. */
export function openHeuchelTable(element, { engine, t, strings, table, token, start, onLeave }) {
  const ot = onlineWords(t.lang);
  return openTable(element, {
    // A computer's move is shown this long after the position before it: the page's pause before a computer's action at one screen (game/controller.js, botDelay).
    pause: 400,
    ot,
    title: t('app.title'),
    table,
    token,
    game: 'heuchel',
    seats: seatWords(t),
    namePlaceholder: t('newGame.namePlaceholder'),
    // The game's own page, its session's authority the server (the seat's frames in, its actions out).
    mountGame: (el, { send, lines, frame }) => {
      el.replaceChildren();
      return mountGame(el, {
        engine, strings, lang: t.lang, remote: { frame, send, lines, ot, startUrl: start },
        onNewGame: onLeave || (() => location.assign(PAGE.href)),
      });
    },
    onFrame: (frame) => window.dispatchEvent(new CustomEvent('heuchel-online-frame', { detail: { version: frame.version, status: frame.status } })),
  });
}
