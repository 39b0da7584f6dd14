// @ts-check
// The browser's side of an online table (crates/server, README.md): asking whether the page was
// served by the server, its HTTP API (create, join, give a seat to a computer, start, the lobby),
// the WebSocket of one seat with its reconnection, and the tokens kept in the browser. It knows
// no game and no rule: the frames carry the seat's view, its log and its legal actions (the
// engine's, on the server), and a move goes back as the notation the server sent.
//
// Every address is relative to the page (api/…, ws?…), so a site served from a sub-path works.

/**
 * What `GET api/health` answers.
 * @typedef {{ ok: boolean, version: string, games: { game: string, players: number[], variants: string[] }[] }} Health
 */

/**
 * A seat as the server shows it.
 * @typedef {{ seat: number, kind: 'human' | 'computer', level: string | null, name: string | null, joined: boolean, connected: boolean }} SeatInfo
 */

/**
 * A state frame: this token's view of the table.
 * @typedef {object} StateFrame
 * @property {'state'} type
 * @property {string} table
 * @property {number} version
 * @property {'lobby' | 'playing' | 'over'} status
 * @property {number | null} seat this socket's seat, null for a spectator (and the creator)
 * @property {number | null} toAct
 * @property {any} view this seat's view (null in the lobby)
 * @property {any[] | null} log this seat's log
 * @property {string[]} [legal] the engine's legal actions when this seat is to act
 * @property {{ scores: number[], winners: number[] } | null} outcome
 * @property {SeatInfo[]} seats
 * @property {Clock | null} [clock] a correspondence table's clock for the turn being played
 * @property {string | null} [record] the game's record (the engine's save), once it is over
 * @property {any} [turn] Heuchel & Meuchel's legal groups for this seat (in full when it is to act)
 * @property {string | null} [viewNotation] Heuchel & Meuchel: this seat's view in notation when it
 *   is to act (what the page's worker is given for the Hint, and what a move would cost)
 * @property {number[]} [standIns] the moves the server's computer played for a person whose
 *   correspondence time had run out
 * @property {TakeBackRequest | null} [takeBack] the take-back asked for at the table, if any
 * @property {CanTakeBack | null} [canTakeBack] whether this seat may ask for one: null when it is
 *   not offered (or there is nothing of his), else where it would return to or why not
 */

/**
 * A take-back asked for at the table: who asked, how many of the game's actions it keeps, who
 * agreed (the asker first), who is still to answer, and who declined (then it stands, answered).
 * @typedef {{ seat: number, to: number, agreed: number[], waiting: number[], declinedBy: number | null }} TakeBackRequest
 */

/**
 * Whether this seat may ask to take back: `to` (the number of actions kept), or `refused` (the
 * reason: `othersPlayed` with whose `player`, or what hidden was shown since: heuchel `shown`,
 * heller `turnedUp`, `newRound`, `ownTile` with whose).
 * @typedef {{ to: number | null, refused: string | null, player: number | null }} CanTakeBack
 */

/**
 * A correspondence table's clock: when the turn being played began and when its time runs out
 * (ms since 1970), and what happens then ('computer': a computer plays that move; 'wait').
 * @typedef {{ since: number, deadline: number, onTimeout: 'computer' | 'wait' }} Clock
 */

/**
 * A table as created: the tokens and the links.
 * @typedef {{ id: string, adminToken: string, spectatorToken: string, spectatorLink: string, seats: { seat: number, token: string, link: string }[] }} Created
 */

/** The connection's state: 'connecting', 'open', 'reconnecting' or 'closed' (for good). */
/** @typedef {'connecting' | 'open' | 'reconnecting' | 'closed'} LinkState */

/** An API refusal: its `code` is the server's (unknown_token, not_ready, …) or 'network'. */
export class OnlineError extends Error {
  /** @param {string} code @param {string} message */
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/**
 * Whether the page was served by the game server: one `GET api/health`; its answer, or null
 * (a static host, no answer, anything else). Never throws.
 * @param {string} [base] the address the API lies under (the page's)
 * @returns {Promise<Health | null>}
 */
export async function probeServer(base = document.baseURI) {
  try {
    const response = await fetch(new URL('api/health', base), { headers: { accept: 'application/json' } });
    if (!response.ok || !(response.headers.get('content-type') || '').includes('json')) return null;
    const health = await response.json();
    return health && health.ok === true && Array.isArray(health.games) ? health : null;
  } catch {
    return null;
  }
}

/**
 * One API request: its JSON answer, or an OnlineError with the server's code.
 * @param {string} path below api/ ("tables", "tables/ID/join")
 * @param {unknown} [body] sent as JSON with POST; none: GET
 * @param {string} [base]
 * @returns {Promise<any>}
 */
export async function api(path, body, base = document.baseURI) {
  let response;
  try {
    response = await fetch(new URL(`api/${path}`, base), body === undefined ? {} : {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
  } catch (e) {
    throw new OnlineError('network', String(e && /** @type {any} */ (e).message || e));
  }
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw new OnlineError(answer && answer.code || 'internal', answer && answer.message || response.statusText);
  return answer;
}

// ---- What the browser keeps ---------------------------------------------------------------
const NAME_KEY = 'online.name';
const tableKey = (/** @type {string} */ id) => `online.table.${id}`;

/**
 * What this browser holds of table `id`: the creator's tokens and links (created here), the seat
 * token it joined with. Kept in localStorage, so a reload (and another tab) keeps them.
 * @param {string} id
 * @returns {{ created?: Created, game?: string, token?: string }}
 */
export function readTable(id) {
  try {
    return JSON.parse(localStorage.getItem(tableKey(id)) || '{}') || {};
  } catch {
    return {};
  }
}

/**
 * @param {string} id
 * @param {{ created?: Created, game?: string, token?: string }} fields merged into what is kept
 */
export function keepTable(id, fields) {
  try {
    localStorage.setItem(tableKey(id), JSON.stringify({ ...readTable(id), ...fields }));
  } catch {
    // A browser that keeps nothing: the links still work, a reload loses the admin's buttons.
  }
}

/** The name last given at a table ('' for none). */
export function readName() {
  try {
    return localStorage.getItem(NAME_KEY) || '';
  } catch {
    return '';
  }
}

/** @param {string} name */
export function keepName(name) {
  try {
    localStorage.setItem(NAME_KEY, name);
  } catch {
    // nothing kept
  }
}

/**
 * The table and token an invitation link names (`?table=ID&token=T`), or null.
 * @param {string} search location.search
 * @returns {{ table: string, token: string } | null}
 */
export function invitationOf(search) {
  const query = new URLSearchParams(search);
  const table = query.get('table'), token = query.get('token');
  return table && token ? { table, token } : null;
}

/**
 * An invitation link's address on this site (the server answers the path from the site's root;
 * the page may lie under a sub-path).
 * @param {string} link the server's link ("/heller.html?table=…&token=…")
 * @param {string} [base]
 */
export function linkHere(link, base = document.baseURI) {
  return new URL(link.replace(/^\//, ''), base).href;
}

// ---- The WebSocket ------------------------------------------------------------------------
/** Back-off between tries: 0.5 s doubling up to 8 s. */
const RETRY = { first: 500, most: 8000 };

/**
 * One token's connection to a table: state frames come to `onFrame`, refusals to `onRefusal`,
 * the link's state to `onLink`. A dropped connection is tried again with back-off; an unknown
 * token ends it for good.
 * @param {object} options
 * @param {string} options.table
 * @param {string} options.token
 * @param {(frame: StateFrame) => void} options.onFrame
 * @param {(code: string, message: string) => void} options.onRefusal
 * @param {(state: LinkState) => void} options.onLink
 * @param {string} [options.base]
 */
export function connectTable({ table, token, onFrame, onRefusal, onLink, base = document.baseURI }) {
  /** @type {WebSocket | null} */ let socket = null;
  let closed = false;
  let wait = RETRY.first;
  /** @type {ReturnType<typeof setTimeout> | null} */ let timer = null;
  /** @type {StateFrame | null} */ let last = null;
  const address = new URL(`ws?${new URLSearchParams({ table, token })}`, base);
  address.protocol = address.protocol === 'https:' ? 'wss:' : 'ws:';

  function open(/** @type {boolean} */ again) {
    onLink(again ? 'reconnecting' : 'connecting');
    const ws = new WebSocket(address.href);
    socket = ws;
    ws.onopen = () => { wait = RETRY.first; onLink('open'); };
    ws.onmessage = (message) => {
      let frame;
      try { frame = JSON.parse(String(message.data)); } catch { return; }
      if (frame.type === 'state') {
        last = frame;
        onFrame(frame);
      } else if (frame.type === 'presence' && last) {
        // Who is connected changed: the last state with the seats as they are now.
        last = { ...last, seats: frame.seats };
        onFrame(last);
      } else if (frame.type === 'error') {
        if (frame.code === 'unknown_token' || frame.code === 'unknown_table') closed = true;
        onRefusal(frame.code, frame.message || '');
      }
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      if (closed) { onLink('closed'); return; }
      onLink('reconnecting');
      timer = setTimeout(() => { timer = null; if (!closed) open(true); }, wait);
      wait = Math.min(wait * 2, RETRY.most);
    };
  }
  open(false);

  /** Sends `fields` with the version of the last frame; false when not connected. @param {object} fields */
  function say(fields) {
    if (!socket || socket.readyState !== WebSocket.OPEN || !last) return false;
    socket.send(JSON.stringify({ version: last.version, ...fields }));
    return true;
  }

  return {
    /** The last state frame, or null. */
    get frame() { return last; },
    /**
     * Sends an action (the notation) for the version of the last frame; false when not connected.
     * @param {string} action
     */
    send: (action) => say({ action }),
    /**
     * Says a word about taking back, for the version of the last frame: true asks to take back
     * this seat's last move, or agrees to another's; false declines it, or withdraws one's own.
     * False when not connected.
     * @param {boolean} agree
     */
    takeBack: (agree) => say({ takeBack: agree }),
    /** Ends the connection for good. */
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const ws = socket;
      socket = null;
      if (ws) ws.close();
    },
    /** Drops the socket as a network would (tests): it reconnects. */
    drop() {
      if (socket) socket.close();
    },
  };
}

/** @typedef {ReturnType<typeof connectTable>} TableLink */
