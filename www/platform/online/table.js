// @ts-check
// An online table on a game's page, for either game: the dialog that creates one, the waiting
// room (the invitation links with their copy buttons, the seats with their names, colours and
// connections, and for the host "give this seat to a computer" and "Start"), the name asked
// when an invitation is opened, and the table once it is played: the connection's line, the
// server's refusals in words, taking back over the table, and the game itself (`mountGame`).
//
// It knows no game: the game's page hands it its seats' names and colours (`seatName`,
// `seatClass`), the choices of its create dialog and `mountGame`, which mounts the game's own
// page with the server as its session's authority (platform/session/core.js `remote`): each
// frame goes to it (update), and it sends the actions the frame offers (its `legal`, the
// engine's on the server).

import { el } from '../ui/dom.js';
import { createT } from '../ui/i18n.js';
import { onlineTable } from '../i18n/online.js';
import { NAME_MAX } from '../ui/seat-style.js';
import { createPacer } from './pace.js';
import { api, connectTable, keepName, keepTable, linkHere, readName, readTable } from './client.js';
import { createTakeBack } from './take-back.js';

/** How often the waiting room asks for the seats' connections (ms). */
const ROOM_POLL = 2000;

/** The times a correspondence move may take, offered when a table is created (seconds). */
export const MOVE_TIMES = [3600, 12 * 3600, 24 * 3600, 3 * 24 * 3600, 7 * 24 * 3600];

/** How often a correspondence table's clock line is written again (ms). */
const CLOCK_TICK = 30_000;

/** @typedef {import('./client.js').StateFrame} StateFrame */
/** @typedef {import('./client.js').Created} Created */
/** @typedef {ReturnType<typeof createT>} T */

/** The words of an online table in `lang`. @param {string} lang @returns {T} */
export function onlineWords(lang) {
  return createT(onlineTable(lang), null, lang);
}

/**
 * What the game lets a table be created with.
 * @typedef {object} CreateChoices
 * @property {string} game 'heuchel' or 'heller'
 * @property {number[]} counts the player counts
 * @property {number} players the count chosen first
 * @property {{ value: string, label: string }[]} variants
 * @property {{ value: string, label: string }[]} kinds 'human' first, then the computer levels
 * @property {{ key: string, label: string }[]} [flags] checkboxes sent as booleans (heller's noLuck)
 */

/**
 * The create dialog in `element`: resolves with the server's answer (the table created), or null
 * for Back. The table's request is the server's (`POST api/tables`).
 * @param {HTMLElement} element
 * @param {{ ot: T, title: string, choices: CreateChoices }} options
 * @returns {Promise<Created | null>}
 */
export function askCreate(element, { ot, title, choices }) {
  return new Promise((resolve) => {
    let players = choices.players;
    const kinds = Array.from({ length: Math.max(...choices.counts) }, (_, p) => (p === 0 ? 'human' : choices.kinds[0].value));
    const count = el('fieldset', { class: 'ol-count' }, [
      el('legend', {}, ot('online.players')),
      ...choices.counts.map((n) => el('label', {}, [
        el('input', { type: 'radio', name: 'ol-players', value: String(n), checked: n === players, dataset: { players: String(n) }, onchange: () => { players = n; drawSeats(); } }),
        ` ${n}`,
      ])),
    ]);
    const seats = el('div', { class: 'ol-seats' });
    // Taking back, with two or more people: offered when the table is set, as at one screen.
    const takeBack = /** @type {HTMLInputElement} */ (el('input', { type: 'checkbox', id: 'ol-take-back', dataset: { setting: 'takeBack' } }));
    const takeBackRow = el('div', { class: 'ol-setting ol-check', hidden: true }, [takeBack, el('label', { for: 'ol-take-back' }, ot('online.takeBack.setting'))]);
    const people = () => kinds.slice(0, players).filter((k) => k === 'human').length;
    const showTakeBack = () => { takeBackRow.hidden = people() < 2; };
    function drawSeats() {
      seats.replaceChildren(...Array.from({ length: players }, (_, p) => {
        const id = `ol-seat-${p}`;
        const select = el('select', { id, dataset: { seat: String(p) }, onchange: () => { kinds[p] = /** @type {HTMLSelectElement} */ (select).value; showTakeBack(); } },
          choices.kinds.map((k) => el('option', { value: k.value, selected: k.value === kinds[p] }, k.label)));
        return el('div', { class: 'ol-seat-choice' }, [el('label', { for: id }, ot('online.seat', { n: p + 1 })), select]);
      }));
      showTakeBack();
    }
    drawSeats();
    const variant = /** @type {HTMLSelectElement} */ (el('select', { id: 'ol-variant', dataset: { setting: 'variant' } },
      choices.variants.map((v, i) => el('option', { value: v.value, selected: i === 0 }, v.label))));
    const flags = (choices.flags || []).map((f) => ({ key: f.key, input: /** @type {HTMLInputElement} */ (el('input', { type: 'checkbox', id: `ol-${f.key}`, dataset: { setting: f.key } })), label: f.label }));
    // The pace: live, or correspondence with a time per move and what happens when it runs out.
    const moveTime = /** @type {HTMLSelectElement} */ (el('select', { id: 'ol-move-time', dataset: { setting: 'moveTime' } },
      MOVE_TIMES.map((s) => el('option', { value: String(s), selected: s === 24 * 3600 }, moveTimeWords(ot, s)))));
    const onTimeout = /** @type {HTMLSelectElement} */ (el('select', { id: 'ol-on-timeout', dataset: { setting: 'onTimeout' } },
      ['computer', 'wait'].map((k) => el('option', { value: k }, ot(`online.pace.${k}`)))));
    const clockChoices = el('div', { class: 'ol-clock-choices', hidden: true }, [
      el('div', { class: 'ol-setting' }, [el('label', { for: 'ol-move-time' }, ot('online.pace.moveTime')), moveTime]),
      el('div', { class: 'ol-setting' }, [el('label', { for: 'ol-on-timeout' }, ot('online.pace.onTimeout')), onTimeout]),
    ]);
    let pace = 'live';
    const paceBox = el('fieldset', { class: 'ol-pace' }, [
      el('legend', {}, ot('online.pace')),
      ...['live', 'correspondence'].map((k) => el('label', {}, [
        el('input', { type: 'radio', name: 'ol-pace', value: k, checked: k === pace, dataset: { pace: k }, onchange: () => { pace = k; clockChoices.hidden = k !== 'correspondence'; } }),
        ` ${ot(`online.pace.${k}`)}`,
      ])),
      clockChoices,
    ]);
    const status = el('p', { class: 'ol-error', role: 'alert', hidden: true });
    const create = /** @type {HTMLButtonElement} */ (el('button', { type: 'submit', class: 'hm-button hm-primary', dataset: { action: 'onlineCreate' } }, ot('online.create')));
    const form = el('form', { class: 'hm-dialog ol-dialog ol-create', onsubmit: async (/** @type {Event} */ e) => {
      e.preventDefault();
      create.disabled = true;
      status.hidden = false;
      status.textContent = ot('online.creating');
      /** @type {Record<string, unknown>} */
      const body = {
        game: choices.game, variant: variant.value, players,
        computers: kinds.slice(0, players).flatMap((k, seat) => (k === 'human' ? [] : [{ seat, level: k }])),
      };
      for (const f of flags) body[f.key] = f.input.checked;
      body.takeBack = people() >= 2 && takeBack.checked;
      body.pace = pace === 'correspondence'
        ? { kind: 'correspondence', secondsPerMove: Number(moveTime.value), onTimeout: onTimeout.value }
        : { kind: 'live' };
      try {
        resolve(await api('tables', body));
      } catch (error) {
        status.textContent = refusalWords(ot, error);
        create.disabled = false;
      }
    } }, [
      el('h1', { class: 'hm-title' }, title),
      el('h2', {}, ot('online.createTitle')),
      el('p', {}, ot('online.createExplain')),
      count,
      seats,
      el('div', { class: 'ol-setting' }, [el('label', { for: 'ol-variant' }, ot('online.variant')), variant]),
      ...flags.map((f) => el('div', { class: 'ol-setting ol-check' }, [f.input, el('label', { for: `ol-${f.key}` }, f.label)])),
      takeBackRow,
      paceBox,
      status,
      el('div', { class: 'hm-buttons' }, [
        create,
        el('button', { type: 'button', class: 'hm-button', dataset: { action: 'onlineBack' }, onclick: () => resolve(null) }, ot('online.back')),
      ]),
    ]);
    element.replaceChildren(el('div', { class: 'ol-page' }, form));
    create.focus({ preventScroll: true });
  });
}

/** A refusal (an OnlineError or a frame's code) in words. @param {T} ot @param {any} error */
export function refusalWords(ot, error) {
  const code = typeof error === 'string' ? error : error && error.code;
  const words = ot(`online.code.${code}`);
  return words === `online.code.${code}` ? ot('online.code.internal') : words;
}

/** A time per move (seconds) in words: hours under a day, else days. @param {T} ot @param {number} seconds */
export function moveTimeWords(ot, seconds) {
  // The largest unit that gives a whole number of at least one (the API allows any number of
  // seconds; the dialog offers hours and days).
  if (seconds < 60) return ot('online.pace.seconds', { count: Math.max(1, Math.round(seconds)) });
  if (seconds < 3600) return ot('online.pace.minutes', { count: Math.round(seconds / 60) });
  return seconds < 24 * 3600 ? ot('online.pace.hours', { count: Math.round(seconds / 3600) }) : ot('online.pace.days', { count: Math.round(seconds / (24 * 3600)) });
}

/**
 * A table's pace in words, as its lobby gives it.
 * @param {T} ot
 * @param {{ kind: string, secondsPerMove?: number, onTimeout?: string }} pace
 */
export function paceWords(ot, pace) {
  if (!pace || pace.kind !== 'correspondence') return ot('online.pace.summaryLive');
  const time = moveTimeWords(ot, pace.secondsPerMove || 0);
  return ot(pace.onTimeout === 'computer' ? 'online.pace.summaryComputer' : 'online.pace.summaryWait', { time });
}

/**
 * A correspondence table's clock in words, for the seat to act (`name`), at `now` (ms): until
 * when he has, and how long that is from now; or that his time has run out, and what happens.
 * @param {T} ot
 * @param {import('./client.js').Clock} clock
 * @param {string} name
 * @param {number} now
 */
export function clockWords(ot, clock, name, now) {
  const left = clock.deadline - now;
  if (left <= 0) return ot(clock.onTimeout === 'computer' ? 'online.clock.overComputer' : 'online.clock.overWait', { name });
  const minutes = Math.ceil(left / 60_000);
  const span = minutes < 120 ? ot('online.clock.minutes', { count: minutes }) : ot('online.clock.hours', { count: Math.floor(minutes / 60) });
  return ot(clock.onTimeout === 'computer' ? 'online.clock.leftComputer' : 'online.clock.left', { name, time: ot.date(clock.deadline), span });
}

/**
 * The name asked when an invitation is opened (the last one given, remembered).
 * @param {HTMLElement} element
 * @param {{ ot: T, title: string, placeholder: string }} options
 * @returns {Promise<string>}
 */
export function askName(element, { ot, title, placeholder }) {
  return new Promise((resolve) => {
    const input = /** @type {HTMLInputElement} */ (el('input', { type: 'text', id: 'ol-name', maxlength: String(NAME_MAX), value: readName(), placeholder, dataset: { setting: 'name' } }));
    const form = el('form', { class: 'hm-dialog ol-dialog ol-name', onsubmit: (/** @type {Event} */ e) => {
      e.preventDefault();
      const name = input.value.trim().slice(0, NAME_MAX);
      keepName(name);
      resolve(name);
    } }, [
      el('h1', { class: 'hm-title' }, title),
      el('h2', {}, ot('online.nameTitle')),
      el('div', { class: 'ol-setting' }, [el('label', { for: 'ol-name' }, ot('online.name')), input]),
      el('div', { class: 'hm-buttons' }, [el('button', { type: 'submit', class: 'hm-button hm-primary', dataset: { action: 'onlineJoin' } }, ot('online.join'))]),
    ]);
    element.replaceChildren(el('div', { class: 'ol-page' }, form));
    input.focus({ preventScroll: true });
  });
}

// An address in this page's language, when the page was asked for one (?lang=): the host's own
// seat (the links sent to others carry none: each person's page chooses theirs).
function withLang(/** @type {string} */ href) {
  const lang = new URLSearchParams(location.search).get('lang');
  if (!lang) return href;
  const url = new URL(href);
  url.searchParams.set('lang', lang);
  return url.href;
}

// A link with its copy button (the clipboard where the browser allows it, else the text selected).
function copyRow(/** @type {T} */ ot, /** @type {string} */ label, /** @type {string} */ href, /** @type {Record<string, string>} */ dataset, /** @type {HTMLElement | null} */ extra) {
  const field = /** @type {HTMLInputElement} */ (el('input', { type: 'text', readonly: true, value: href, class: 'ol-link', 'aria-label': label, dataset }));
  const said = el('span', { class: 'ol-copied', 'aria-live': 'polite' });
  const copy = el('button', { type: 'button', class: 'hm-button', dataset: { action: 'copyLink' }, onclick: async () => {
    try {
      await navigator.clipboard.writeText(href);
      said.textContent = ot('online.copied');
    } catch {
      field.select();
      said.textContent = ot('online.copySelected');
    }
  } }, ot('online.copy'));
  return el('div', { class: 'ol-link-row' }, [el('span', { class: 'ol-link-label' }, label), field, el('div', { class: 'ol-link-buttons' }, [copy, extra, said])]);
}

/**
 * How the page names and colours a seat (the game's words and tinctures).
 * @typedef {object} SeatWords
 * @property {(seat: number, names: string[]) => string} seatName
 * @property {(seat: number) => string} seatClass the class that gives the seat its colour
 * @property {(element: HTMLElement, seat: number) => void} [styleSeat] or the seat's colour set on its element
 * @property {(level: string) => string} levelName
 * @property {string[]} levels
 */

/**
 * The waiting room drawn from the last frame.
 * @param {HTMLElement} box
 * @param {{ ot: T, frame: StateFrame, created: Created | null, admin: string | null, mySeat: number | null, seats: SeatWords, onError: (error: unknown) => void }} options
 */
function renderRoom(box, { ot, frame, created, admin, mySeat, seats: words, onError }) {
  const names = frame.seats.map((s) => s.name || '');
  const allJoined = frame.seats.every((s) => s.joined);
  const list = el('ol', { class: 'ol-room-seats' }, frame.seats.map((s) => {
    const name = words.seatName(s.seat, names);
    const who = s.kind === 'computer' ? ot('online.computer', { level: words.levelName(s.level || '') })
      : !s.joined ? ot('online.empty') : s.connected ? ot('online.connected') : ot('online.away');
    let give = null;
    if (admin && s.kind === 'human' && !s.joined) {
      const level = /** @type {HTMLSelectElement} */ (el('select', { 'aria-label': ot('online.level', { n: s.seat + 1 }), dataset: { level: String(s.seat) } },
        words.levels.map((l) => el('option', { value: l }, words.levelName(l)))));
      give = el('span', { class: 'ol-give' }, [level, el('button', { type: 'button', class: 'hm-button', dataset: { action: 'giveComputer', seat: String(s.seat) }, onclick: () =>
        api(`tables/${frame.table}/computer`, { token: admin, seat: s.seat, level: level.value }).catch(onError) }, ot('online.giveComputer'))]);
    }
    const item = el('li', { class: `ol-room-seat ${words.seatClass(s.seat)}`, dataset: { seat: String(s.seat), state: s.kind === 'computer' ? 'computer' : !s.joined ? 'empty' : s.connected ? 'connected' : 'away' } }, [
      el('span', { class: 'ol-swatch', 'aria-hidden': 'true' }),
      el('span', { class: 'ol-seat-name' }, s.seat === mySeat ? ot('online.you', { name }) : name),
      el('span', { class: 'ol-seat-state' }, who),
      give,
    ]);
    if (words.styleSeat) words.styleSeat(item, s.seat);
    return item;
  }));
  const parts = [el('h2', {}, ot('online.room')), list];
  if (admin) {
    parts.push(el('p', { class: 'ol-ready' }, allJoined ? '' : ot('online.notReady')));
    parts.push(el('div', { class: 'hm-buttons' }, [el('button', { type: 'button', class: 'hm-button hm-primary', disabled: !allJoined, dataset: { action: 'onlineStart' }, onclick: () =>
      api(`tables/${frame.table}/start`, { token: admin }).catch(onError) }, ot('online.start'))]));
  } else {
    parts.push(el('p', { class: 'ol-ready' }, ot('online.waitHost')));
  }
  if (created) {
    parts.push(el('h2', {}, ot('online.links')), el('p', {}, ot('online.linksExplain')));
    for (const s of created.seats) {
      const here = linkHere(s.link);
      parts.push(copyRow(ot, words.seatName(s.seat, names), here, { seatLink: String(s.seat) },
        s.seat === mySeat ? null : el('a', { class: 'hm-button', href: withLang(here), dataset: { action: 'sitHere', seat: String(s.seat) } }, ot('online.sitHere'))));
    }
    parts.push(copyRow(ot, ot('online.spectators'), linkHere(created.spectatorLink), { seatLink: 'spectator' }, null));
  }
  box.replaceChildren(...parts);
}

/**
 * The game's page at an online table, mounted once the game has started.
 * @typedef {object} OnlineGame
 * @property {(frame: StateFrame) => void} update the server's frame: a new position, or news of the seats
 * @property {() => void} [refused] a move was refused: the board shows the frame again
 * @property {() => void} destroy
 */

/**
 * @typedef {object} OpenOptions
 * @property {T} ot
 * @property {string} title the game's name
 * @property {string} table
 * @property {string} token
 * @property {string} game 'heuchel' or 'heller'
 * @property {SeatWords} seats
 * @property {string} namePlaceholder
 * @property {(element: HTMLElement, link: { send: (action: string) => boolean, lines: HTMLElement, frame: StateFrame }) => OnlineGame} mountGame
 *   the game's page for the table, mounted on its first frame of play (`frame`, handed to update() next)
 * @property {(frame: StateFrame) => void} [onFrame] told after every frame is drawn (tests)
 * @property {(reason: string, player: number | null, names: string[]) => string | null} [takeBackReason]
 *   the game's words for why a take-back is refused (what hidden was shown since: take-back.js)
 * @property {number} [pause] ms a computer's move is shown after the position before it (the
 *   game's pause at one screen; a link's `delay=` overrides it, 0 shows every move at once)
 */

/**
 * Opens the table an invitation names in `element`: asks the name (a seat not yet joined), joins,
 * connects and draws the waiting room, then the game. Returns the table's handle.
 * @param {HTMLElement} element
 * @param {OpenOptions} options
 */
export async function openTable(element, options) {
  const { ot, table, token } = options;
  const kept = readTable(table);
  const created = kept.created || null;
  const admin = created ? created.adminToken : null;
  const lines = el('div', { class: 'ol-lines' });
  const linkLine = el('p', { class: 'ol-link-state', 'aria-live': 'polite', hidden: true });
  const roleLine = el('p', { class: 'ol-role' });
  const errorLine = el('p', { class: 'ol-error', role: 'alert', hidden: true });
  // A correspondence table's clock for the turn being played.
  const clockLine = el('p', { class: 'ol-clock', hidden: true });
  // Taking back over the table (take-back.js); its words the link's once connected.
  const takeBackBox = createTakeBack({
    ot, seatName: options.seats.seatName, reasonWords: options.takeBackReason,
    send: (agree) => { errorLine.hidden = true; return link.takeBack(agree); },
  });
  lines.append(roleLine, linkLine, clockLine, errorLine, takeBackBox.element);
  const showError = (/** @type {unknown} */ error) => {
    errorLine.hidden = false;
    errorLine.textContent = refusalWords(ot, error);
  };

  /** @type {any} */
  let lobby;
  try {
    lobby = await api(`tables/${encodeURIComponent(table)}?token=${encodeURIComponent(token)}`);
  } catch (error) {
    element.replaceChildren(el('div', { class: 'ol-page' }, el('div', { class: 'hm-dialog ol-dialog' }, [el('h1', { class: 'hm-title' }, options.title), el('p', { class: 'ol-error', role: 'alert' }, refusalWords(ot, error))])));
    return null;
  }
  const mySeat = lobby.you && lobby.you.role === 'seat' ? lobby.you.seat : null;
  const paceLine = el('p', { class: 'ol-pace-line', dataset: { pace: lobby.pace ? lobby.pace.kind : 'live' } }, paceWords(ot, lobby.pace));
  roleLine.after(paceLine);
  if (lobby.takeBack) paceLine.after(el('p', { class: 'ol-take-back-rule' }, ot('online.takeBack.summary')));
  if (mySeat !== null && !lobby.seats[mySeat].joined) {
    const name = await askName(element, { ot, title: options.title, placeholder: options.namePlaceholder });
    try {
      await api(`tables/${table}/join`, { token, name });
    } catch (error) {
      showError(error);
    }
  }
  if (mySeat !== null) keepTable(table, { game: options.game, token });

  const roomBox = el('section', { class: 'ol-room' });
  const page = el('div', { class: 'ol-page ol-room-page' }, [el('div', { class: 'hm-dialog ol-dialog' }, [el('h1', { class: 'hm-title' }, options.title), lines, roomBox])]);
  element.replaceChildren(page);
  /** @type {OnlineGame | null} */ let game = null;
  /** @type {StateFrame | null} */ let last = null;
  let linkState = 'connecting';

  // In the waiting room the seats' connections are asked for again every few seconds (the server
  // tells its sockets of joins, not of connections).
  /** @type {ReturnType<typeof setInterval> | null} */ let poll = null;
  const drawRoom = (/** @type {StateFrame} */ frame) => renderRoom(roomBox, { ot, frame, created, admin, mySeat, seats: options.seats, onError: showError });
  function watchRoom(/** @type {boolean} */ on) {
    if (!on) {
      if (poll) clearInterval(poll);
      poll = null;
      return;
    }
    if (poll) return;
    poll = setInterval(async () => {
      const answer = await api(`tables/${encodeURIComponent(table)}?token=${encodeURIComponent(token)}`).catch(() => null);
      if (answer && last && last.status === 'lobby' && answer.status === 'lobby') drawRoom({ ...last, seats: answer.seats });
    }, ROOM_POLL);
  }

  /** @type {ReturnType<typeof setInterval> | null} */ let clockTimer = null;
  // The clock of the position on screen (a computer's moves come a pause apart: pace.js).
  /** @type {StateFrame | null} */ let onScreen = null;
  function drawClock() {
    const frame = onScreen;
    const clock = frame && frame.status === 'playing' ? frame.clock : null;
    clockLine.hidden = !clock || frame === null || frame.toAct === null;
    if (!clock || !frame || frame.toAct === null) {
      if (clockTimer) clearInterval(clockTimer);
      clockTimer = null;
      return;
    }
    const names = frame.seats.map((s) => s.name || '');
    const name = frame.toAct === mySeat ? ot('online.clock.you') : options.seats.seatName(frame.toAct, names);
    clockLine.textContent = clockWords(ot, clock, name, Date.now());
    clockLine.dataset.state = clock.deadline <= Date.now() ? 'over' : 'running';
    if (!clockTimer) clockTimer = setInterval(drawClock, CLOCK_TICK);
  }

  function roleWords(/** @type {StateFrame} */ frame) {
    if (mySeat !== null) return ot('online.playing', { name: options.seats.seatName(mySeat, frame.seats.map((s) => s.name || '')) });
    return admin && token === admin ? ot('online.host') : ot('online.watching');
  }

  // Each frame drawn as it comes, but a computer's move a pause after the position before it
  // (pace.js), as at one screen.
  const asked = Number(new URLSearchParams(location.search).get('delay'));
  const pacer = createPacer({
    pause: new URLSearchParams(location.search).has('delay') && Number.isFinite(asked) && asked >= 0 ? asked : (options.pause ?? 0),
    show: (/** @type {StateFrame} */ frame) => {
      onScreen = frame;
      errorLine.hidden = true;
      roleLine.textContent = roleWords(frame);
      drawClock();
      watchRoom(frame.status === 'lobby');
      if (frame.status === 'lobby') {
        drawRoom(frame);
      } else {
        if (!game) game = options.mountGame(element, { send: (action) => { errorLine.hidden = true; return link.send(action); }, lines, frame });
        game.update(frame);
        takeBackBox.update(frame);
      }
      if (options.onFrame) options.onFrame(frame);
    },
  });
  const link = connectTable({
    table, token,
    onFrame: (frame) => {
      last = frame;
      pacer.push(frame);
    },
    onRefusal: (code) => {
      showError(code);
      if (game && game.refused) game.refused();
    },
    onLink: (state) => {
      linkState = state;
      linkLine.hidden = state === 'open';
      linkLine.dataset.state = state;
      linkLine.textContent = state === 'open' ? '' : ot(`online.${state}`);
    },
  });

  return {
    get frame() { return last; },
    get link() { return linkState; },
    get seat() { return mySeat; },
    /** The game's view once the game started (its board: the tests), else null. */
    get game() { return game; },
    /** Sends an action as the board would (the notation). @param {string} action */
    send: (/** @type {string} */ action) => link.send(action),
    drop: () => link.drop(),
    close() {
      pacer.stop();
      watchRoom(false);
      if (clockTimer) clearInterval(clockTimer);
      clockTimer = null;
      link.close();
      if (game) game.destroy();
    },
  };
}

/**
 * After a table is created here: keeps its tokens and links (so the host's buttons survive a
 * reload) and returns the address of the page as the host (the admin token's link).
 * @param {Created} created
 * @param {string} game
 * @param {string} page the game's page ("heller.html")
 */
export function hostAddress(created, game, page) {
  keepTable(created.id, { created, game });
  const url = new URL(page, document.baseURI);
  url.search = new URLSearchParams({ table: created.id, token: created.adminToken }).toString();
  const lang = new URLSearchParams(location.search).get('lang');
  if (lang) url.searchParams.set('lang', lang);
  return url.href;
}
