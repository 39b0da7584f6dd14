// The session core (www/platform/session/core.js) with a tiny fake game and a fake worker: no
// wasm, no DOM. The fake worker answers only when a test says so, so every stale answer can be
// made to arrive exactly when it would hurt: after a take-back, after a new game, after the
// position moved. Waiting is on the core's own events and on the worker being asked, never on time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSession, HINT_SEED } from '../../www/platform/session/core.js';

// A game of turns in order: each action is a word; 'reveal' shows something hidden to everyone;
// 'round' ends a round (the page pauses on it); 'bad' is refused; over after `length` actions.
class FakeGame {
  constructor(players = 2, length = 20, actions = []) {
    this.players = players;
    this.length = length;
    this.actions = [];
    this.freed = false;
    for (const a of actions) this.play(a);
  }
  // A freed game may not be asked anything, as the engine's wasm objects may not.
  alive() {
    if (this.freed) throw new Error('a freed game was used');
    return this;
  }
  actionCount() { return this.alive().actions.length; }
  isOver() { return this.alive().actions.length >= this.length; }
  toAct() { return this.isOver() ? undefined : this.actions.length % this.players; }
  play(action) {
    this.alive();
    if (action === 'bad' || this.isOver()) throw Object.assign(new Error('refused'), { code: 'fake.refused' });
    const player = this.toAct();
    this.actions.push({ player, action });
    return [{ event: 'played', player, action }, ...(action === 'reveal' ? [{ event: 'revealed' }] : []), ...(action === 'round' ? [{ event: 'roundEnded' }] : [])];
  }
  at(index) { this.alive(); return new FakeGame(this.players, this.length, this.actions.slice(0, index).map((e) => e.action)); }
  save() { return this.alive().actions.map((e) => e.action).join('.'); }
  free() { this.freed = true; }
}

function fakeAdapter({ policy = 'handoff' } = {}) {
  // What a seat is given: its own seat and the position (a real game's view would go here).
  const question = (game, player, level, seed) => ({
    request: { view: { player, token: game.actionCount() }, level, seed },
    onMain: () => `main-${level}`,
  });
  return {
    toAct: (g) => g.toAct(),
    isOver: (g) => g.isOver(),
    actionCount: (g) => g.actionCount(),
    spectator: (g) => g.players,
    play: (g, a) => g.play(a),
    save: (g) => g.save(),
    at: (g, i) => g.at(i),
    free: (g) => g.free(),
    actors: (g) => g.actions.map((e) => e.player),
    hiddenShownSince: (g, person, index) => (g.actions.slice(index).some((e) => e.action === 'reveal') ? { key: 'revealed' } : null),
    computer: question,
    hint: (g, player, seed) => question(g, player, 'hard', seed),
    readHint: (g, player, raw) => ({ text: raw, player }),
    handoffPolicy: () => policy,
    pauseAfter: (g, events) => events.find((e) => e.event === 'roundEnded') || null,
  };
}

// A worker that answers when told: each question waits in `asked` with its resolve and reject.
function fakeBots() {
  const asked = [];
  const waiters = [];
  return {
    asked,
    mode: 'worker',
    released: false,
    choose(request) {
      return new Promise((resolve, reject) => {
        asked.push({ request, resolve, reject });
        for (const w of waiters.splice(0)) w();
      });
    },
    release() { this.released = true; },
    /** Resolves once `n` questions have been asked in all. */
    async askedAt(n) {
      while (asked.length < n) await new Promise((r) => waiters.push(r));
      return asked[n - 1];
    },
  };
}

function table({ seats, game = new FakeGame(seats.length), bots = fakeBots(), adapter = fakeAdapter(), ...rest }) {
  const events = [];
  const session = createSession({
    adapter, game, seats, seed: 100, delay: 0, bots,
    refusal: (e) => `refused: ${e.message}`,
    ...rest,
  });
  session.subscribe((name, detail) => events.push({ name, detail }));
  return { session, game, bots, events };
}

/** The next time `session` tells `name`. */
const when = (session, name) => new Promise((resolve) => {
  const off = session.subscribe((event, detail) => {
    if (event === name) {
      off();
      resolve(detail);
    }
  });
});
// Every promise continuation queued so far has run (an answer that would be played, was).
const drained = () => new Promise((resolve) => setImmediate(resolve));
const named = (events, name) => events.filter((e) => e.name === name);

for (const thinkAhead of [false, true]) test(`a computer turn is asked once, from its own seat, and played once (thinkAhead: ${thinkAhead})`, async () => {
  const { session, game, bots, events } = table({ seats: ['easy', 'human'], thinkAhead });
  session.start();
  // Started twice (a page that draws anew, say): still one turn for the position.
  session.start();
  const q = await bots.askedAt(1);
  assert.deepEqual(q.request, { view: { player: 0, token: 0 }, level: 'easy', seed: 100 });
  assert.equal(session.state.turn.player, 0);
  const played = when(session, 'played');
  q.resolve('c1');
  const detail = await played;
  assert.deepEqual(detail.events, [{ event: 'played', player: 0, action: 'c1' }]);
  assert.equal(detail.by, 'computer');
  await drained();
  assert.deepEqual(game.actions, [{ player: 0, action: 'c1' }], 'played once');
  assert.equal(bots.asked.length, 1, 'asked once: the person acts now');
  assert.equal(named(events, 'played').length, 1);
  assert.equal(session.state.turn, null);
  assert.equal(session.personActing(), true);
});

test('a computer seat decides on the main thread when there is no worker', async () => {
  const bots = fakeBots();
  const { session, game } = table({ seats: ['medium', 'human'], bots });
  session.start();
  const q = await bots.askedAt(1);
  const played = when(session, 'played');
  q.reject(Object.assign(new Error('no worker'), { unavailable: true }));
  await played;
  assert.deepEqual(game.actions.map((e) => e.action), ['main-medium']);
});

test('a computer seat\'s failure is shown in the game\'s words, nothing played', async () => {
  const { session, game, bots } = table({ seats: ['hard', 'human'] });
  session.start();
  const q = await bots.askedAt(1);
  const failed = when(session, 'error');
  q.reject(new Error('the search broke'));
  await failed;
  assert.equal(session.state.error, 'refused: the search broke');
  assert.equal(game.actionCount(), 0);
  assert.equal(session.state.turn, null);
});

test('a stale answer is dropped after a take-back, even when the position count is the same again', async () => {
  const { session, game, bots, events } = table({ seats: ['human', 'easy'] });
  session.start();
  assert.equal(session.play('h1'), true);
  const first = await bots.askedAt(1);
  assert.deepEqual(session.state.undo, { index: 0 });
  assert.equal(session.takeBack(), true);
  const back = session.game;
  assert.notEqual(back, game, 'a take-back makes a new game');
  assert.equal(game.freed, true, 'the session\'s old game is freed');
  assert.equal(back.actionCount(), 0);
  assert.equal(session.state.notice, 'takenBack');
  // The person plays again: the same number of actions as when the first answer was asked.
  session.play('h2');
  const second = await bots.askedAt(2);
  first.resolve('stale');
  await drained();
  assert.deepEqual(back.actions.map((e) => e.action), ['h2'], 'the old answer was not played');
  const played = when(session, 'played');
  second.resolve('fresh');
  await played;
  assert.deepEqual(back.actions.map((e) => e.action), ['h2', 'fresh']);
  assert.equal(named(events, 'taken-back').length, 1);
});

test('a stale answer is dropped after a new game', async () => {
  const bots = fakeBots();
  const old = table({ seats: ['easy', 'human'], bots });
  old.session.start();
  const first = await bots.askedAt(1);
  // "New game": the page ends this table and sets up another, on the same worker.
  old.session.destroy();
  assert.equal(bots.released, true);
  assert.equal(old.game.freed, true);
  const next = table({ seats: ['easy', 'human'], bots });
  next.session.start();
  const second = await bots.askedAt(2);
  first.resolve('stale');
  await drained();
  assert.equal(next.game.actionCount(), 0, 'the old table\'s answer is not played at the new one');
  assert.equal(named(old.events, 'played').length, 0);
  const played = when(next.session, 'played');
  second.resolve('fresh');
  await played;
  assert.deepEqual(next.game.actions.map((e) => e.action), ['fresh']);
});

test('the Hint is asked at Hard for the person acting, shown, and never played', async () => {
  const { session, game, bots, events } = table({ seats: ['human', 'easy'] });
  session.start();
  session.askHint();
  assert.equal(session.askingHint(), true);
  const q = await bots.askedAt(1);
  assert.deepEqual(q.request, { view: { player: 0, token: 0 }, level: 'hard', seed: 100 + HINT_SEED });
  const hinted = when(session, 'hinted');
  q.resolve('h-best');
  await hinted;
  assert.deepEqual(session.shownHint().answer, { text: 'h-best', player: 0 });
  assert.equal(game.actionCount(), 0, 'not played');
  // Asked again for the same position: no second question.
  session.askHint();
  assert.equal(bots.asked.length, 1);
  assert.equal(named(events, 'hint-again').length, 1);
  // Anything played ends it.
  session.play('h1');
  assert.equal(session.shownHint(), null);
  assert.equal(session.state.hint, null);
});

test('a Hint is dropped when the position moved before it came', async () => {
  const { session, bots, events } = table({ seats: ['human', 'easy'] });
  session.start();
  session.askHint();
  const q = await bots.askedAt(1);
  session.play('h1');
  q.resolve('too-late');
  await drained();
  assert.equal(named(events, 'hinted').length, 0, 'the late answer is not told');
  assert.equal(session.state.hint, null);
  assert.equal(session.shownHint(), null);
});

test('no Hint for a computer, behind the hand-off, or at another person\'s turn', async () => {
  const { session, bots } = table({ seats: ['human', 'human'] });
  session.start();
  assert.equal(session.state.handoff, 0);
  session.askHint();
  assert.equal(session.state.hint, null, 'behind the hand-off');
  session.acceptHandoff();
  session.askHint();
  assert.equal(session.state.hint.player, 0);
  await bots.askedAt(1);
});

test('the hand-off is raised for the next person when two or more people play', async () => {
  const { session, bots } = table({ seats: ['human', 'human', 'easy'] });
  session.start();
  assert.equal(session.state.shown, null);
  assert.equal(session.state.handoff, 0, 'the first person waits for the screen');
  assert.equal(session.personActing(), false);
  session.acceptHandoff();
  assert.deepEqual([session.state.shown, session.state.handoff], [0, null]);
  assert.equal(session.personActing(), true);
  session.play('a');
  assert.deepEqual([session.state.shown, session.state.handoff], [0, 1], 'the next person, behind the hand-off');
  assert.equal(session.viewer(), 0, 'the screen still shows the last person\'s until it is handed on');
  session.acceptHandoff();
  session.play('b');
  // The computer acts: no hand-off, and the screen is no one's (the public view).
  assert.deepEqual([session.state.shown, session.state.handoff, session.viewer()], [null, null, 3]);
  const q = await bots.askedAt(1);
  const played = when(session, 'played');
  q.resolve('c');
  await played;
  assert.deepEqual([session.state.shown, session.state.handoff], [null, 0]);
});

test('without anything private the screen turns to the next person with no hand-off; one person never waits', () => {
  const turned = table({ seats: ['human', 'human'], adapter: fakeAdapter({ policy: 'turn' }) });
  turned.session.start();
  assert.deepEqual([turned.session.state.shown, turned.session.state.handoff], [0, null]);
  turned.session.play('a');
  assert.deepEqual([turned.session.state.shown, turned.session.state.handoff], [1, null]);
  const alone = table({ seats: ['human', 'easy'] });
  assert.deepEqual([alone.session.state.shown, alone.session.state.handoff], [0, null]);
  // Two people, a computer to act: the screen shows no one's.
  const open = table({ seats: ['human', 'human', 'easy'], game: new FakeGame(3, 20, ['a', 'b']) });
  assert.deepEqual([open.session.state.shown, open.session.viewer()], [null, 3]);
});

test('taking back is refused once something hidden was shown to the person', async () => {
  const { session, game, bots } = table({ seats: ['human', 'easy'] });
  session.start();
  session.play('reveal');
  await bots.askedAt(1);
  assert.deepEqual(session.state.undo, { index: 0, refused: { key: 'revealed' } });
  assert.equal(session.takeBack(), false);
  assert.equal(session.game, game, 'the same game goes on');
  assert.equal(game.actionCount(), 1);
  assert.equal(session.state.notice, null);
});

test('with two people at the screen taking back needs their agreement', () => {
  for (const undo of [false, true]) {
    const { session } = table({ seats: ['human', 'human'], undo, adapter: fakeAdapter({ policy: 'turn' }) });
    session.start();
    session.play('a');
    session.play('b');
    // Person 1 took the screen and acted; person 0 has it now.
    assert.equal(session.undoAllowed, undo);
    assert.equal(session.state.undo !== null, undo);
  }
});

test('at a screen that is no one\'s while a computer acts, the last person may take back, behind the hand-off', async () => {
  const { session, bots } = table({ seats: ['human', 'human', 'easy'], undo: true });
  session.start();
  session.acceptHandoff();
  session.play('a');
  session.acceptHandoff();
  session.play('b');
  await bots.askedAt(1);
  // The computer acts: the screen is no one's, and person 1 (who acted last) may take back.
  assert.deepEqual([session.state.shown, session.state.handoff, session.viewer()], [null, null, 3]);
  assert.deepEqual(session.state.undo, { index: 1 });
  assert.equal(session.takeBack(), true);
  // His turn again, but whoever pressed it sees nothing of his until he takes the screen.
  assert.equal(session.game.actionCount(), 1);
  assert.deepEqual([session.state.shown, session.state.handoff, session.viewer()], [null, 1, 3]);
  // Without the agreement there is nothing to take back at all.
  const strict = table({ seats: ['human', 'human', 'easy'], game: new FakeGame(3, 20, ['a', 'b']) });
  strict.session.start();
  assert.equal(strict.session.state.undo, null);
});

test('a refused action is worded, and nothing changes', () => {
  const { session, game, events } = table({ seats: ['human', 'easy'] });
  session.start();
  assert.equal(session.play('bad'), false);
  assert.equal(session.state.error, 'refused: refused');
  assert.equal(game.actionCount(), 0);
  assert.equal(named(events, 'refused').length, 1);
});

test('a pause holds the computers until the table goes on; a table of computers ends it alone', async () => {
  const { session, game, bots } = table({ seats: ['human', 'easy'] });
  session.start();
  session.play('round');
  assert.ok(session.state.paused, 'paused after the round');
  assert.equal(session.state.turn, null, 'no computer turn while paused');
  session.resume();
  assert.equal(session.state.paused, null);
  const q = await bots.askedAt(1);
  q.resolve('c');
  await when(session, 'played');
  assert.equal(game.actionCount(), 2);

  // A table of computers only: the pause ends by itself, and the next computer is asked.
  const alone = table({ seats: ['easy', 'easy'], pauseDelay: 0 });
  alone.session.start();
  const resumed = when(alone.session, 'resumed');
  (await alone.bots.askedAt(1)).resolve('round');
  await resumed;
  assert.equal(alone.session.state.paused, null);
  await alone.bots.askedAt(2);
});

test('without a worker client the computer decides on the main thread', async () => {
  const { session, game } = table({ seats: ['human', 'easy'], bots: null, game: new FakeGame(2, 20, ['x']) });
  session.start();
  await when(session, 'played');
  assert.equal(game.actions[1].action, 'main-easy');
});

test('the snapshot has the common fields, and the game orders its own around them', () => {
  const game = new FakeGame(2, 20, ['a']);
  const { session } = table({ seats: ['human', 'easy'], names: ['Ada', ''], game, undo: false });
  assert.deepEqual(session.snapshot(), { save: 'a', seats: ['human', 'easy'], names: ['Ada', ''], undo: true, over: false, actions: 1 });
  const own = table({
    seats: ['human', 'easy'], game: new FakeGame(2, 20, ['a']),
    snapshot: ({ save, seats, names, undo, over, actions }) => ({ save, seats, names, botSeed: 7, undo, over, round: 1, actions }),
  });
  assert.deepEqual(Object.keys(own.session.snapshot()), ['save', 'seats', 'names', 'botSeed', 'undo', 'over', 'round', 'actions']);
});

test('a session shown anew keeps whose screen it is and the Hint; a detached game is not freed', async () => {
  const { session, bots } = table({ seats: ['human', 'human'], adapter: fakeAdapter({ policy: 'turn' }) });
  session.start();
  session.askHint();
  (await bots.askedAt(1)).resolve('best');
  await when(session, 'hinted');
  const carried = session.carry();
  const { game, owned } = session.detach();
  assert.equal(game.freed, false);
  assert.equal(owned, true);
  const again = table({ seats: ['human', 'human'], adapter: fakeAdapter({ policy: 'turn' }), game, owned, carry: carried });
  assert.equal(again.session.state.shown, 0);
  assert.deepEqual(again.session.shownHint().answer, { text: 'best', player: 0 });
});

test('a destroyed session asks its freed game nothing', () => {
  const { session, game } = table({ seats: ['human', 'easy'] });
  session.start();
  session.destroy();
  assert.equal(game.freed, true);
  assert.equal(session.personActing(), false);
  assert.equal(session.shownHint(), null);
  assert.equal(session.askingHint(), false);
  assert.equal(session.takeBack(), false);
  assert.equal(session.play('a'), false);
  session.askHint();
  session.showError('late');
  assert.equal(session.state.undo, null);
});

// ---- An online table: the server is the authority (the `remote` option) ------------------------
// The fake server keeps its own FakeGame and answers each action with a new position object, as
// the page's frame position is one per frame; the session only ever holds the server's positions.
function fakeServer(players, seat, seats, length = 20) {
  const truth = new FakeGame(players, length);
  const sent = [];
  const positions = [truth.at(0)];
  return {
    sent,
    seats,
    positions,
    truth,
    send(action) { sent.push(action); return true; },
    /** The server plays `action` (for anyone) and answers with its new position and the events. */
    answer(action) {
      const events = truth.play(action);
      const position = truth.at(truth.actionCount());
      positions.push(position);
      return { position, events };
    },
    seat,
  };
}

function onlineTable({ seat = 1, seats = ['easy', 'human', 'human'] } = {}) {
  const server = fakeServer(seats.length, seat, seats);
  const bots = fakeBots();
  const events = [];
  const session = createSession({
    adapter: fakeAdapter(), game: server.positions[0], seats, here: seat === null ? [] : [seat], seed: 100, delay: 0, bots,
    refusal: (e) => `refused: ${e.message}`, remote: { send: (a) => server.send(a) },
  });
  session.subscribe((name, detail) => events.push({ name, detail }));
  return { session, server, bots, events };
}

test('an online table: no computer seat is asked here, and the person acts only on his own turn', async () => {
  const { session, server, bots, events } = onlineTable();
  session.start();
  await drained();
  assert.equal(bots.asked.length, 0, 'the server plays the computer seats');
  assert.equal(session.state.turn, null);
  assert.equal(session.personActing(), false, 'seat 0 (a computer) acts');
  assert.equal(session.play('early'), false, 'not his turn: nothing is sent');
  assert.deepEqual(server.sent, []);
  const { position, events: played } = server.answer('c0');
  session.receive(position, { events: played, player: 0 });
  assert.equal(session.game, position);
  assert.deepEqual(named(events, 'played').at(-1).detail, { events: played, by: 'table', player: 0 });
  assert.equal(session.personActing(), true);
  assert.equal(session.viewer(), 1, 'the screen is his seat\'s');
  assert.equal(session.undoAllowed, false, 'taking back is asked over the table');
  assert.equal(session.state.undo, null);
});

test('an online table: the person\'s action goes to the server, and the game changes only by its answer', async () => {
  const { session, server, events } = onlineTable({ seat: 0, seats: ['human', 'human'] });
  session.start();
  const shown = session.game;
  assert.equal(session.play('a'), true);
  assert.deepEqual(server.sent, ['a']);
  assert.deepEqual(named(events, 'sent').map((e) => e.detail), [{ action: 'a', sent: true }]);
  assert.equal(session.game, shown, 'nothing is played here');
  assert.equal(shown.actionCount(), 0);
  // The same position again (who is connected changed): 'updated', nothing played.
  session.receive(shown);
  assert.equal(named(events, 'updated').length, 1);
  assert.equal(named(events, 'played').length, 0);
  const { position, events: played } = server.answer('a');
  session.receive(position, { events: played, player: 0 });
  assert.equal(session.game.actionCount(), 1);
  assert.equal(shown.freed, true, 'the position shown before is let go');
  assert.equal(session.personActing(), false, 'the other person acts now, at his own screen');
  assert.equal(session.state.handoff, null, 'no hand-off: the screen is his alone');
});

test('an online table: the Hint is asked from the seat\'s position and holds while only who is connected changes', async () => {
  const { session, server, bots } = onlineTable({ seat: 0, seats: ['human', 'easy'] });
  session.start();
  session.askHint();
  const q = await bots.askedAt(1);
  assert.deepEqual(q.request, { view: { player: 0, token: 0 }, level: 'hard', seed: (100 + HINT_SEED) % 2 ** 53 });
  session.receive(session.game);
  q.resolve('best');
  await when(session, 'hinted');
  assert.deepEqual(session.shownHint().answer, { text: 'best', player: 0 });
  const { position, events } = server.answer('best');
  session.receive(position, { events, player: 0 });
  assert.equal(session.shownHint(), null, 'gone with the position');
});

test('an online table: a round\'s end pauses this screen while the others play on, until the person goes on', async () => {
  const { session, server } = onlineTable({ seat: 1, seats: ['human', 'human', 'human'] });
  session.start();
  let { position, events } = server.answer('round');
  session.receive(position, { events, player: 0 });
  assert.deepEqual(session.state.paused, { event: 'roundEnded' });
  assert.equal(session.personActing(), false, 'paused: not yet');
  ({ position, events } = server.answer('x'));
  session.receive(position, { events, player: 1 });
  assert.deepEqual(session.state.paused, { event: 'roundEnded' }, 'still on the finished round');
  session.resume();
  assert.equal(session.state.paused, null);
  assert.equal(session.game.actionCount(), 2);
});

test('an online table: a position taken back over the table says so, and drops the pause and the Hint', async () => {
  const { session, server, bots, events } = onlineTable({ seat: 0, seats: ['human', 'human'] });
  session.start();
  let { position, events: played } = server.answer('a');
  session.receive(position, { events: played, player: 0 });
  ({ position, events: played } = server.answer('round'));
  session.receive(position, { events: played, player: 1 });
  assert.ok(session.state.paused);
  session.receive(server.truth.at(1), { takenBack: true });
  assert.equal(session.state.paused, null);
  assert.equal(session.state.notice, 'takenBack');
  assert.deepEqual(named(events, 'taken-back').at(-1).detail, { actions: 1 });
  assert.equal(session.takeBack(), false, 'never here: asked over the table');
  assert.equal(bots.asked.length, 0);
});

test('an online spectator: no one\'s screen, the public view, and nothing can be sent', () => {
  const { session, server } = onlineTable({ seat: null, seats: ['human', 'human'] });
  session.start();
  assert.equal(session.person(), null);
  assert.equal(session.viewer(), 2, 'the spectator\'s viewer');
  assert.equal(session.personActing(), false);
  assert.equal(session.play('a'), false);
  assert.deepEqual(server.sent, []);
});

test('an online spectator: a round\'s end pause ends by itself, with no one to go on', async () => {
  const server = fakeServer(2, null, ['human', 'human']);
  const session = createSession({
    adapter: fakeAdapter(), game: server.positions[0], seats: server.seats, here: [], seed: 1, delay: 0, pauseDelay: 0, bots: fakeBots(),
    refusal: (e) => String(e), remote: { send: () => true },
  });
  session.start();
  const { position, events } = server.answer('round');
  const resumed = when(session, 'resumed');
  session.receive(position, { events, player: 0 });
  assert.ok(session.state.paused);
  await resumed;
  assert.equal(session.state.paused, null);
});

test('an online table: the game\'s end ends this screen\'s pause on a finished round', () => {
  const server = fakeServer(2, 1, ['human', 'human'], 2);
  const session = createSession({
    adapter: fakeAdapter(), game: server.positions[0], seats: server.seats, here: [1], seed: 1, delay: 0, bots: fakeBots(),
    refusal: (e) => String(e), remote: { send: () => true },
  });
  session.start();
  let { position, events } = server.answer('round');
  session.receive(position, { events, player: 0 });
  assert.ok(session.state.paused);
  ({ position, events } = server.answer('x'));
  session.receive(position, { events, player: 1 });
  assert.equal(session.isOver(), true);
  assert.equal(session.state.paused, null);
});

test('an online table: a whole hand goes one action at a time, each once the server has the last; a refusal drops the rest', () => {
  // One seat acts again and again (a hand placed), as in the setup.
  const { session, server, events } = onlineTable({ seat: 0, seats: ['human'] });
  session.start();
  assert.equal(session.playAll(['p1', 'p2', 'p3']), true);
  assert.deepEqual(server.sent, ['p1'], 'one at a time');
  for (const action of ['p1', 'p2', 'p3']) {
    const { position, events: played } = server.answer(action);
    session.receive(position, { events: played, player: 0 });
  }
  assert.deepEqual(server.sent, ['p1', 'p2', 'p3'], 'each once the server had the last');
  assert.equal(session.playAll(['r1', 'r2']), true);
  session.remoteRefused();
  assert.equal(named(events, 'refused').length, 1);
  const { position, events: played } = server.answer('o1');
  session.receive(position, { events: played, player: 0 });
  assert.deepEqual(server.sent, ['p1', 'p2', 'p3', 'r1'], 'refused: nothing more goes');
});

test('an online table: the rest of a hand is dropped when the turn passes, and nothing goes out of turn', () => {
  const { session, server } = onlineTable({ seat: 0, seats: ['human', 'human'] });
  session.start();
  assert.equal(session.playAll(['p1', 'p2']), true);
  let { position, events: played } = server.answer('p1');
  session.receive(position, { events: played, player: 0 });
  assert.deepEqual(server.sent, ['p1'], 'the other seat acts: the next waits, and is dropped');
  assert.equal(session.playAll(['q1']), false, 'out of turn nothing goes');
  ({ position, events: played } = server.answer('o1'));
  session.receive(position, { events: played, player: 1 });
  assert.deepEqual(server.sent, ['p1']);
});
