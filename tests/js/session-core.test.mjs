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
