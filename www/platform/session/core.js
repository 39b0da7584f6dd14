// @ts-check
// The session core: one table at one screen, for either game's page. It holds what both
// controllers used to hold twice (issue 27, point 3): the seats and who of them are people, whose
// screen it is and the hot-seat hand-off, the computer seat's turn under way, the Hint, the
// take-back point, the error and notice lines, and the snapshot for autosave. It changes only
// through its named methods, each of which tells its subscribers one named event; the game's page
// draws from the state it is handed and knows no timer, no worker and no stale answer.
//
// It knows no rule. Everything about the game comes through the engine adapter the page supplies
// (SessionAdapter below): who acts, playing an action, the take-back point's "was anything hidden
// shown?", what a computer seat or the Hint is given to decide from (its own view only, so chance
// and hidden information stay in the engine), how the screen passes between people.
//
// What the first game (www/heuchel/game/controller.js) plugs in, beside the adapter:
// - `thinkAhead: true`: its computer seats are asked at once and play when both the answer and
//   the pause are done; `delay(game)` gives the setup's shorter pause.
// - `settle`: the board's settled() promise, so a computer action waits until the last is shown.
// - the Hint's `readHint` turns the setup's arrangement into the panel's groups,
//   and `hint-again` sets an arrangement out again; `playAll` places a whole setup hand.
// - confirm-before-loss stays in the page: it remembers `position()` before its dialog and plays
//   only if `isCurrent(position)` still holds after the yes.
// - the language switch: `carry()` and `detach()` here, `options.carry` and `owned` for the new
//   session, which re-reads the Hint's answer in the new words.
//
// An online table (www/platform/online) is the same session with a second authority behind it,
// the server (`remote`): the person's action is sent to it instead of played here, and the
// position it answers with comes back through receive(), read from the seat's frame alone by the
// game's frame position (www/heller/game/frame.js, www/heuchel/game/frame.js; followed by
// online/news.js followFrame). The screen is the seat's own (`here`); the server plays the
// computer seats; a take-back is asked over the table (online/take-back.js).

import { askOrDecideHere, sharedBots } from '../engine/bots.js';
import { takeBackAllowed, takeBackPoint } from '../game/take-back.js';

// Hints use their own seeds, apart from the computer seats'.
export const HINT_SEED = 1_000_003;
const SEED_SPAN = 2 ** 53;

/**
 * What a computer seat or the Hint is asked: `request` goes to the worker (sharedBots'
 * choose({entry, args}): the engine function to call and its arguments, the player's own view
 * among them); `onMain` answers the same on the main thread (no worker, or one that could not
 * start). A request of null decides on the main thread only, when the action is played (the
 * instant kinds of seat).
 * @typedef {object} Question
 * @property {{ entry: string, args: unknown[] } | null} request
 * @property {() => any} onMain
 */

/**
 * The engine adapter a game supplies. `G` is its game object, `A` an action as its engine plays it.
 * @template G, A
 * @typedef {object} SessionAdapter
 * @property {(game: G) => number | null | undefined} toAct who acts (none when the game is over)
 * @property {(game: G) => boolean} isOver
 * @property {(game: G) => number} actionCount the position's token: it grows with every action
 * @property {(game: G) => number} spectator the viewer index of one who sees only what is public
 * @property {(game: G, action: A) => any[]} play plays an action (throws the engine's refusal) and returns its events
 * @property {(game: G) => string} save
 * @property {(game: G, index: number) => G} at the game after its first `index` actions (a new game)
 * @property {(game: G) => void} free
 * @property {(game: G, person: number) => number[]} actors who played each action so far, as `person` may read the log
 * @property {(game: G, person: number, index: number) => unknown} hiddenShownSince what hidden was shown to `person` from action `index` on (the page words it), or null
 * @property {(game: G, player: number, level: string, seed: number) => Question} computer what a computer seat of `level` is asked
 * @property {(game: G, player: number, seed: number) => Question} hint what the Hint is asked (Hard in the person's place)
 * @property {(game: G, player: number, raw: any) => unknown} [readHint] the Hint's answer as the page keeps it (a parsed action, words)
 * @property {(game: G) => 'handoff' | 'turn'} handoffPolicy how the screen passes from one person to the next: behind the hand-off screen, or simply turned (nothing private on it)
 * @property {(game: G, events: any[]) => unknown} [pauseAfter] a pause the page shows after an action (a round's end), or null
 */

/**
 * A computer seat's turn under way: played only if the game is the same and has not moved on.
 * @template G
 * @typedef {{ game: G, token: number, player: number, level: string }} ComputerTurn
 */

/**
 * The Hint: asked for `player` at the position `token` of `game`; `answer` once it came.
 * @template G
 * @typedef {{ game: G, token: number, player: number, pending: boolean, raw: any, answer: unknown }} Hint
 */

/** @typedef {{ index: number, refused?: unknown }} TakeBackPoint */

/**
 * Everything the screen is drawn from, besides the game's own drawing state.
 * @template G
 * @typedef {object} SessionState
 * @property {G} game the engine's game now (a take-back replaces it)
 * @property {readonly string[]} seats 'human' or a computer level, one per player
 * @property {readonly string[]} names the seats' names, '' for none
 * @property {readonly number[]} humans the people's seats
 * @property {number | null} shown whose screen it is (a person), null for no one's
 * @property {number | null} handoff the person the screen waits to be handed to
 * @property {ComputerTurn<G> | null} turn
 * @property {Hint<G> | null} hint
 * @property {TakeBackPoint | null} undo where a take-back would return to, or null
 * @property {unknown} paused a pause after an action (pauseAfter's), until resume()
 * @property {string | null} error an error in the page's words
 * @property {string | null} notice a line after a take-back ('takenBack'), until the next action
 * @property {boolean} destroyed
 */

/**
 * The session's events, one per change: 'started', 'played', 'refused', 'error', 'thinking',
 * 'handed', 'resumed', 'hint-asked', 'hinted', 'hint-again', 'hint-failed', 'taken-back',
 * 'judged' (a lesson's referee's verdict on the person's action: { action, verdict }, after its
 * 'played' when it was played), 'paused' (pauseWith), 'destroyed'; at an online table also
 * 'sent' (the person's action went to the server: { action, sent }) and 'updated' (a frame of
 * the same position: who is connected, the clock).
 * @typedef {string} SessionEvent
 */

/**
 * @template G
 * @typedef {(event: SessionEvent, detail: Record<string, any>, session: Session<G, any>) => void} Listener
 */

/**
 * @typedef {{ choose: (request: any) => Promise<any>, release: () => void, readonly mode: string }} BotClient
 */

/**
 * @template G, A
 * @typedef {object} SessionOptions
 * @property {SessionAdapter<G, A>} adapter
 * @property {G} game
 * @property {boolean} [owned] whether the game is the session's to free (a take-back's always is)
 * @property {string[]} seats
 * @property {string[]} [names]
 * @property {boolean} [undo] several people at the screen agreed to taking back (game/take-back.js)
 * @property {number} seed the computer seats' and the Hint's seeds are drawn from it
 * @property {number | ((game: G) => number)} [delay] ms a computer seat pauses before acting
 * @property {number | null} [pauseDelay] ms after which a table of computers only ends a pause
 * @property {boolean} [thinkAhead] ask the computer during its pause (not after it)
 * @property {() => Promise<unknown>} [settle] what a computer action waits for before it is played
 * @property {(error: any) => string} refusal an engine's (or worker's) error in the page's words
 * @property {false | { engine?: unknown, workerUrl?: unknown, eager?: boolean }} [worker] how the computer players are asked (sharedBots); false: on the main thread
 * @property {BotClient | null} [bots] a client to ask instead (tests)
 * @property {(base: import('../game/saves.js').SessionFields, game: G) => any} [snapshot] the game's own fields around the common ones
 * @property {{ shown: number | null, hint: { token: number, player: number, raw: any } | null } | null} [carry] what a session shown anew (another language) keeps
 * @property {{ send: (action: A) => boolean }} [remote] the table's authority is a server (an online
 *   table): the person's action is sent to it (`send` says whether it went), and the position it
 *   answers with comes back through receive(); no computer seat is asked here (the server plays
 *   them) and taking back is the table's, asked over it
 * @property {number[]} [here] the seats played at this screen (default: the 'human' seats); an
 *   online table's is its own seat, or none for a spectator
 * @property {{ judge: (game: G, action: A) => { play: boolean } }} [referee] a lesson's referee
 *   (www/platform/lesson/referee.js): the table is the learner's alone: the person's action is
 *   played only when the referee lets it through (told 'judged' either way), and no one else acts
 *   (no computer seat takes its turn)
 */

/**
 * @template G, A
 * @param {SessionOptions<G, A>} options
 * @returns {Session<G, A>}
 */
export function createSession(options) {
  return new Session(options);
}

/** @template G, A */
export class Session {
  /** @type {SessionAdapter<G, A>} */ #adapter;
  /** @type {SessionOptions<G, A>} */ #options;
  /** @type {SessionState<G>} */ #state;
  /** @type {Set<Listener<G>>} */ #listeners = new Set();
  /** @type {ReturnType<typeof setTimeout> | null} */ #timer = null;
  /** @type {BotClient | null | undefined} taken on first use (undefined: not yet) */ #client;
  /** @type {boolean} */ #owned;
  /** @type {boolean} */ #undoAllowed;
  /** @type {unknown[] | null} what the take-back point was worked out for */ #undoFor = null;
  /** @type {A[]} an online table's actions still to send, one per answer (playAll) */ #queued = [];

  /** @param {SessionOptions<G, A>} options */
  constructor(options) {
    this.#adapter = options.adapter;
    this.#options = options;
    const seats = options.seats.slice();
    const humans = options.here ? options.here.slice() : seats.flatMap((kind, p) => (kind === 'human' ? [p] : []));
    const carried = options.carry || null;
    this.#state = {
      game: options.game,
      seats,
      names: seats.map((_, p) => (options.names && typeof options.names[p] === 'string' ? options.names[p] : '')),
      humans,
      shown: carried ? carried.shown : humans.length === 1 ? humans[0] : null,
      handoff: null,
      turn: null,
      hint: null,
      undo: null,
      paused: null,
      error: null,
      notice: null,
      destroyed: false,
    };
    this.#owned = options.owned !== false;
    this.#undoAllowed = !options.remote && takeBackAllowed(seats, options.undo);
    this.#client = options.bots !== undefined ? options.bots : undefined;
    if (options.worker && options.worker.eager) this.#bots();
    this.#refreshScreen();
    if (carried && carried.hint) this.#recallHint(carried.hint);
    this.#state.undo = this.#takeBackPoint();
    this.#undoFor = [options.game, this.#adapter.actionCount(options.game), this.#state.shown, this.#state.handoff];
  }

  // ---- Reading -------------------------------------------------------------------------------
  /** The state to draw from (read it, never write it: the named methods change it). */
  get state() { return this.#state; }
  get game() { return this.#state.game; }
  /** Where the computer players think: 'worker', 'main' (no worker) or 'idle' (not yet asked). */
  get botMode() {
    if (this.#client === undefined) return this.#options.worker === false ? 'main' : 'idle';
    return this.#client ? this.#client.mode : 'main';
  }
  /** Whether taking back is offered at this table at all. */
  get undoAllowed() { return this.#undoAllowed; }

  /** The person at the screen, or null while it is no one's (two people or more, a computer acting). */
  person() {
    return this.#state.shown;
  }

  /** The viewer whose view the screen shows (a spectator's when no person is at it). */
  viewer() {
    const person = this.person();
    return person === null ? this.#adapter.spectator(this.#state.game) : person;
  }

  /** Who acts now (null when the game is over). */
  toAct() {
    const acting = this.#adapter.toAct(this.#state.game);
    return acting === undefined || acting === null ? null : acting;
  }

  isOver() { return this.#adapter.isOver(this.#state.game); }

  /** Whether the person acting is at the screen and may act (not behind the hand-off, not paused). */
  personActing() {
    const s = this.#state;
    if (s.destroyed || s.paused || this.isOver()) return false;
    const acting = this.toAct();
    return acting !== null && s.seats[acting] === 'human' && s.handoff === null && acting === this.viewer();
  }

  /** The position now, to be compared later (isCurrent): a dialog's answer holds only for it. */
  position() {
    return { game: this.#state.game, token: this.#adapter.actionCount(this.#state.game) };
  }

  /** @param {{ game: G, token: number }} position */
  isCurrent(position) {
    return !this.#state.destroyed && position.game === this.#state.game && position.token === this.#adapter.actionCount(this.#state.game);
  }

  /** The Hint on screen: only for the person it was asked for, until anything is played. */
  shownHint() {
    const s = this.#state.hint;
    return s && !s.pending && this.personActing() && this.#hintHolds(s) && s.player === this.toAct() ? s : null;
  }

  /** Whether the Hint for this position is being asked. */
  askingHint() {
    const s = this.#state.hint;
    return !!(s && s.pending && this.personActing() && this.#hintHolds(s));
  }

  /** @param {Hint<G>} s */
  #hintHolds(s) {
    return s.game === this.#state.game && s.token === this.#adapter.actionCount(this.#state.game);
  }

  /** @param {Listener<G>} listener @returns {() => void} */
  subscribe(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  // ---- Changing: each named method tells one event ------------------------------------------
  /** @param {SessionEvent} event @param {Record<string, any>} [detail] */
  #emit(event, detail = {}) {
    // The take-back point follows every change of the position or the screen, so the page draws
    // it as it is (worked out again only then: the adapter may replay the game to say it).
    // Destroyed, the game may be freed already: nothing is asked of it any more.
    const s = this.#state;
    const key = s.destroyed ? null : [s.game, this.#adapter.actionCount(s.game), s.shown, s.handoff];
    const was = this.#undoFor;
    if (!key) {
      s.undo = null;
    } else if (!was || key.some((k, i) => k !== was[i])) {
      this.#undoFor = key;
      s.undo = this.#takeBackPoint();
    }
    for (const listener of [...this.#listeners]) listener(event, detail, this);
  }

  /** Starts the table: a computer seat to act begins its turn. */
  start() {
    if (this.#state.destroyed) return;
    this.#emit('started');
    this.#schedule();
  }

  /**
   * Plays `action` for whoever acts (the page lets only the person acting act). Tells 'played'
   * ({ events, action, by, player }) or 'refused' ({ action, error }).
   * @param {A} action
   * @param {'person' | 'computer'} [by]
   */
  play(action, by = 'person') {
    const s = this.#state;
    if (s.destroyed) return false;
    if (this.#options.remote) return this.#send(action);
    const player = this.toAct();
    const referee = this.#options.referee;
    const verdict = referee && by === 'person' ? referee.judge(s.game, action) : null;
    if (verdict && !verdict.play) {
      s.error = null;
      this.#emit('judged', { action, verdict });
      return false;
    }
    let events;
    try {
      events = this.#adapter.play(s.game, action);
    } catch (e) {
      s.error = this.#options.refusal(e);
      this.#emit('refused', { action, error: e });
      return false;
    }
    s.error = null;
    this.#played(events, { action, by, player });
    if (verdict) this.#emit('judged', { action, verdict });
    return true;
  }

  /**
   * Plays several actions of one person at once (a whole setup hand), told as one 'played'; the
   * first the engine refuses stops them, its error shown.
   * @param {A[]} actions
   */
  playAll(actions) {
    const s = this.#state;
    if (s.destroyed) return false;
    // Online each goes once the server has the one before (receive()).
    if (this.#options.remote) {
      const sent = actions.length > 0 && this.#send(actions[0]);
      this.#queued = sent ? actions.slice(1) : [];
      return sent;
    }
    const player = this.toAct();
    const events = [];
    let error = null;
    for (const action of actions) {
      try {
        events.push(...this.#adapter.play(s.game, action));
      } catch (e) {
        error = e;
        break;
      }
    }
    s.error = error ? this.#options.refusal(error) : null;
    this.#played(events, { actions, by: 'person', player });
    return !error;
  }

  /** @param {any[]} events @param {Record<string, any>} detail */
  #played(events, detail) {
    const s = this.#state;
    s.notice = null;
    s.hint = null;
    const pause = this.#adapter.pauseAfter ? this.#adapter.pauseAfter(s.game, events) : null;
    // At an online table the others play on during this screen's pause: it lasts until this
    // person goes on, or the game is over.
    s.paused = pause || (this.#options.remote && !this.isOver() ? s.paused : null);
    this.#refreshScreen();
    this.#emit('played', { ...detail, events });
    this.#schedule();
  }

  // ---- An online table: the server's word ----------------------------------------------------
  /**
   * The person's action, sent to the server (which plays it, or refuses it in its own frame).
   * Tells 'sent' ({ action, sent }).
   * @param {A} action
   */
  #send(action) {
    const s = this.#state;
    if (!this.personActing()) return false;
    s.error = null;
    const sent = !!(/** @type {NonNullable<SessionOptions<G, A>['remote']>} */ (this.#options.remote).send(action));
    this.#emit('sent', { action, sent });
    return sent;
  }

  /**
   * The server's position (an online table): `game` replaces the one shown, read from the seat's
   * frame alone. The actions new since the last position come with their events (`events`) and
   * tell 'played'; a position the table took back to tells 'taken-back'; the same position again
   * (only who is connected changed: `game` is the one shown) tells 'updated'.
   * @param {G} game
   * @param {{ events?: any[], takenBack?: boolean, player?: number | null }} [news]
   */
  receive(game, { events = [], takenBack = false, player = null } = {}) {
    const s = this.#state;
    if (s.destroyed) return;
    if (game === s.game) {
      this.#emit('updated');
      return;
    }
    const previous = s.game;
    s.game = game;
    if (this.#owned) this.#adapter.free(previous);
    this.#owned = true;
    if (takenBack) {
      this.#queued = [];
      s.hint = null;
      s.error = null;
      s.paused = null;
      s.notice = 'takenBack';
      this.#refreshScreen();
      this.#emit('taken-back', { actions: this.#adapter.actionCount(game) });
      return;
    }
    s.error = null;
    this.#played(events, { by: 'table', player });
    if (!this.#queued.length) return;
    const next = /** @type {A} */ (this.#queued.shift());
    if (this.personActing()) this.#send(next);
    else this.#queued = [];
  }

  /**
   * The server refused the action sent (its words are the table's): the actions queued after it
   * are dropped and the screen puts the piece back. Tells 'refused' ({ action: null, error: null }).
   */
  remoteRefused() {
    if (this.#state.destroyed) return;
    this.#queued = [];
    this.#emit('refused', { action: null, error: null });
  }

  /**
   * Shows an error: an engine's refusal (worded by the game's refusal function) or words as they are.
   * @param {unknown} error
   */
  showError(error) {
    const s = this.#state;
    if (s.destroyed) return;
    s.error = typeof error === 'string' ? error : this.#options.refusal(error);
    this.#emit('error', { error });
  }

  /** The person the screen waited for has it now. */
  acceptHandoff() {
    const s = this.#state;
    if (s.destroyed || s.handoff === null) return;
    const player = s.handoff;
    s.shown = player;
    s.handoff = null;
    this.#refreshScreen();
    this.#emit('handed', { player });
  }

  /** The pause after an action ends (a person went on, or a table of computers waited it out). */
  /**
   * Pauses the table on `pause` (a guided game's first explanation, before any action) until
   * resume(), as a pause after an action does. Tells 'paused'.
   * @param {unknown} pause
   */
  pauseWith(pause) {
    const s = this.#state;
    if (s.destroyed || !pause) return;
    s.paused = pause;
    this.#clearTimer();
    s.turn = null;
    this.#emit('paused', { pause });
  }

  resume() {
    const s = this.#state;
    if (s.destroyed || !s.paused) return;
    s.paused = null;
    this.#clearTimer();
    this.#refreshScreen();
    this.#emit('resumed');
    this.#schedule();
  }

  // ---- Whose screen --------------------------------------------------------------------------
  // Called after every change of the game: the next person to act takes the screen, through the
  // hand-off when the game hides something from the others (else simply). Not during a pause:
  // the screen stays as it was until the table goes on.
  #refreshScreen() {
    const s = this.#state;
    if (s.paused || s.humans.length < 2) return;
    const acting = this.toAct();
    if (this.isOver() || acting === null || s.seats[acting] !== 'human') {
      // With two people or more the screen is no one's while a computer acts (or the game is
      // over): whoever watches need not be the person who last had it.
      s.shown = null;
      return;
    }
    if (acting === s.shown) return;
    if (this.#adapter.handoffPolicy(s.game) === 'turn') s.shown = acting;
    else s.handoff = acting;
  }

  // ---- Computer seats ------------------------------------------------------------------------
  /** @param {number} token */
  #seed(token) {
    return (this.#options.seed + token) % SEED_SPAN;
  }

  // A computer seat to act: its turn begins, once per position. A pause waits for a person to go
  // on, or, at a table of computers only, ends by itself.
  #schedule() {
    const s = this.#state;
    // A lesson's table is the learner's alone: no one else takes a turn.
    if (s.destroyed || this.isOver() || this.#options.referee) return;
    if (s.paused) {
      const wait = this.#options.pauseDelay;
      if (!s.humans.length && typeof wait === 'number') {
        this.#clearTimer();
        this.#timer = setTimeout(() => this.resume(), wait);
      }
      return;
    }
    const player = this.toAct();
    // At an online table the server plays the computer seats.
    if (player === null || s.seats[player] === 'human' || this.#options.remote) return;
    const token = this.#adapter.actionCount(s.game);
    if (s.turn && s.turn.game === s.game && s.turn.token === token) return;
    this.#clearTimer();
    const turn = { game: s.game, token, player, level: s.seats[player] };
    s.turn = turn;
    this.#emit('thinking', { player, token });
    this.#runTurn(turn);
  }

  /** @param {ComputerTurn<G>} turn */
  #stale(turn) {
    const s = this.#state;
    return s.destroyed || s.turn !== turn || s.game !== turn.game || this.#adapter.actionCount(s.game) !== turn.token || !!s.paused;
  }

  // The pause, so a person can follow; the question from the seat's own view (during the pause
  // with thinkAhead, else after it); the board settled; then the action, if the game is still
  // the same and has not moved on (a take-back, a new game, a destroyed page drop the answer).
  /** @param {ComputerTurn<G>} turn */
  async #runTurn(turn) {
    const o = this.#options;
    const delay = typeof o.delay === 'function' ? o.delay(turn.game) : (o.delay ?? 0);
    const pause = new Promise((resolve) => { this.#timer = setTimeout(resolve, delay); });
    const question = () => this.#adapter.computer(turn.game, turn.player, turn.level, this.#seed(turn.token));
    /** @type {Question | null} */
    let asked = null;
    let action;
    try {
      if (o.thinkAhead) {
        asked = question();
        [action] = await Promise.all([this.#ask(asked), pause]);
      } else {
        await pause;
        if (this.#stale(turn)) return;
        asked = question();
        action = await this.#ask(asked);
      }
      if (o.settle && !this.#stale(turn)) await o.settle();
    } catch (e) {
      if (this.#stale(turn)) return;
      this.#endTurn();
      this.showError(e);
      return;
    }
    if (this.#stale(turn)) return;
    this.#endTurn();
    try {
      if (action === null || action === undefined) action = asked.onMain();
    } catch (e) {
      this.showError(e);
      return;
    }
    this.play(action, 'computer');
  }

  #endTurn() {
    this.#timer = null;
    this.#state.turn = null;
  }

  /**
   * A question answered by the worker; without one (or one that could not start) on the main
   * thread, the same engine giving the same answer. A question without a request: null (decided
   * when played).
   * @param {Question} q
   * @returns {Promise<any>}
   */
  #ask(q) {
    if (!q.request) return Promise.resolve(null);
    return askOrDecideHere(this.#bots(), q.request, q.onMain, () => this.#state.destroyed);
  }

  /** @returns {BotClient | null} */
  #bots() {
    if (this.#client !== undefined) return this.#client;
    const worker = this.#options.worker;
    if (worker === false) {
      this.#client = null;
    } else {
      const { eager: _eager, ...asked } = worker || {};
      this.#client = /** @type {BotClient} */ (sharedBots(asked));
    }
    return this.#client;
  }

  #clearTimer() {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  // ---- The Hint ------------------------------------------------------------------------------
  /**
   * What the Hard computer player would do in the acting person's place, asked from his own view
   * as a computer seat is asked; kept for the page to show, never played. Its answer is dropped
   * when the position moved meanwhile.
   */
  askHint() {
    const s = this.#state;
    if (!this.personActing()) return;
    const game = s.game;
    const token = this.#adapter.actionCount(game);
    const had = s.hint;
    if (had && had.game === game && had.token === token) {
      this.#emit('hint-again', { hint: had });
      return;
    }
    const player = /** @type {number} */ (this.toAct());
    /** @type {Hint<G>} */
    const current = { game, token, player, pending: true, raw: null, answer: null };
    s.hint = current;
    s.notice = null;
    this.#emit('hint-asked', { player, token });
    const read = this.#readHint();
    const stale = () => s.destroyed || s.hint !== current;
    new Promise((resolve) => resolve(this.#adapter.hint(game, player, (this.#seed(token) + HINT_SEED) % SEED_SPAN)))
      // A question without a request is answered here (a lesson's answer, known already).
      .then((q) => (/** @type {Question} */ (q).request ? this.#ask(/** @type {Question} */ (q)) : /** @type {Question} */ (q).onMain()))
      .then((raw) => (stale() ? null : { raw, answer: read(game, player, raw) }))
      .then((got) => {
        if (!got || stale()) return;
        s.hint = { ...current, pending: false, ...got };
        this.#emit('hinted', { hint: s.hint });
      }, (e) => {
        if (stale()) return;
        s.hint = null;
        s.error = this.#options.refusal(e);
        this.#emit('hint-failed', { error: e });
      });
  }

  /** The adapter's reading of the Hint's answer, or the answer as it came. */
  #readHint() {
    return this.#adapter.readHint || ((/** @type {G} */ _g, /** @type {number} */ _p, /** @type {any} */ raw) => raw);
  }

  // A Hint carried from the session this one replaces (another language): read again here.
  /** @param {{ token: number, player: number, raw: any }} hint */
  #recallHint(hint) {
    const game = this.#state.game;
    if (hint.token !== this.#adapter.actionCount(game)) return;
    const read = this.#readHint();
    this.#state.hint = { game, token: hint.token, player: hint.player, pending: false, raw: hint.raw, answer: read(game, hint.player, hint.raw) };
  }

  // ---- Taking back ---------------------------------------------------------------------------
  // The person at the screen may take back his last action (and the computers' since) while it
  // is his turn or a computer's, if nothing hidden was shown to him since (the adapter says).
  // While a computer acts at a screen that is no one's (two people or more), it is the person
  // who acted last: the take-back brings his turn back behind the hand-off screen, so whoever
  // pressed it sees nothing of his until he takes the screen.
  /** @returns {TakeBackPoint | null} */
  #takeBackPoint() {
    const s = this.#state;
    if (!this.#undoAllowed || s.destroyed || s.handoff !== null || this.isOver() || !s.humans.length) return null;
    const person = this.person() ?? this.#lastPersonBeforeComputer();
    if (person === null) return null;
    const acting = this.toAct();
    if (acting !== person && acting !== null && s.seats[acting] === 'human') return null;
    const game = s.game;
    // Nothing played yet, nothing to take back: the log is not asked for (a new game's first
    // paint does not wait for it).
    if (this.#adapter.actionCount(game) === 0) return null;
    return takeBackPoint(this.#adapter.actors(game, person), person, (/** @type {number} */ index) => this.#adapter.hiddenShownSince(game, person, index) || null);
  }

  /** The person who acted last, while a computer acts at a screen that is no one's; else null. */
  #lastPersonBeforeComputer() {
    const s = this.#state;
    const acting = this.toAct();
    if (s.humans.length < 2 || acting === null || s.seats[acting] === 'human') return null;
    const actors = this.#adapter.actors(s.game, this.#adapter.spectator(s.game));
    for (let i = actors.length - 1; i >= 0; i -= 1) if (s.seats[actors[i]] === 'human') return actors[i];
    return null;
  }

  /** Takes back to the point the state shows, if it is not refused. Tells 'taken-back'. */
  takeBack() {
    const s = this.#state;
    const point = this.#takeBackPoint();
    if (!point || point.refused) return false;
    this.#clearTimer();
    s.turn = null;
    const previous = s.game;
    s.game = this.#adapter.at(previous, point.index);
    if (this.#owned) this.#adapter.free(previous);
    this.#owned = true;
    s.hint = null;
    s.error = null;
    s.paused = null;
    s.notice = 'takenBack';
    this.#refreshScreen();
    this.#emit('taken-back', { index: point.index, actions: this.#adapter.actionCount(s.game) });
    this.#schedule();
    return true;
  }

  // ---- Saving, carrying, ending --------------------------------------------------------------
  /** What a saved game needs to come back as it is (game/saves.js Snapshot), with the game's own fields. */
  snapshot() {
    const s = this.#state;
    const a = this.#adapter;
    /** @type {import('../game/saves.js').SessionFields} */
    const base = {
      save: a.save(s.game), seats: s.seats.slice(), names: s.names.slice(), undo: this.#undoAllowed,
      over: a.isOver(s.game), actions: a.actionCount(s.game),
    };
    return this.#options.snapshot ? this.#options.snapshot(base, s.game) : base;
  }

  /** What a session shown anew (another language) keeps: whose screen, the Hint answered. */
  carry() {
    const h = this.#state.hint;
    return {
      shown: this.#state.shown,
      hint: h && !h.pending ? { token: h.token, player: h.player, raw: h.raw } : null,
    };
  }

  /** Ends the session but not its game, which is handed over: { game, owned }. */
  detach() {
    const game = this.#state.game;
    const owned = this.#owned;
    this.#owned = false;
    this.destroy();
    return { game, owned };
  }

  destroy() {
    const s = this.#state;
    if (s.destroyed) return;
    s.destroyed = true;
    this.#clearTimer();
    s.turn = null;
    if (this.#client) this.#client.release();
    if (this.#owned) this.#adapter.free(s.game);
    this.#emit('destroyed');
    this.#listeners.clear();
  }
}
