// The second game's guided first game (www/heller/lesson/guide.js) over whole games of the BUILT
// engine: each rule is said at most once a game, and exactly when the engine's own answers say it
// comes up (the person's phase, the events of the actions since the guide last looked); every rule
// is worded in the four languages and links a section each language's rules page has.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createHellerGuide, GUIDE_RULES, guideWords } from '../../www/heller/lesson/guide.js';

const DIST = new URL('../../dist/', import.meta.url);
const skip = existsSync(new URL('heller_bg.wasm', DIST)) ? false : 'dist/ is not built';

async function engine() {
  const b = await import(new URL('heller.js', DIST).href);
  b.initSync({ module: readFileSync(new URL('heller_bg.wasm', DIST)) });
  return b;
}

test('every rule is said once at most, when it comes up, over whole games', { skip }, async () => {
  const { Game } = await engine();
  for (let seed = 1; seed <= 12; seed++) {
    const game = new Game(3, 'standard', false, seed);
    const person = seed % 3;
    const guide = createHellerGuide({ person, lang: 'en', rulesPage: 'heller-rules.en.html' });
    const said = [];
    const take = (pause) => { for (let p = pause; p; p = guide.next()) said.push(p); };
    take(guide.pauseAfter(game, []));
    let turnedBefore = false;
    let firstTurn = null;
    for (let i = 0; !game.isOver() && i < 400; i++) {
      const legal = game.legal();
      // A different choice each time, reproducible by the seed.
      const action = legal[(seed * 7 + i * 13) % legal.length];
      const events = game.play(action);
      if (firstTurn === null && game.toAct() === person && game.view(person).phase.phase === 'turn') firstTurn = said.length;
      const before = said.length;
      take(guide.pauseAfter(game, events));
      const keys = said.slice(before).map((p) => p.guide);
      // What the events show is said now, if it was not said before.
      const had = (key) => said.slice(0, before).some((p) => p.guide === key);
      if (events.some((e) => e.event === 'laneScored') && !had('scored')) assert.ok(keys.includes('scored'), `seed ${seed}: a scoring is said`);
      if (events.some((e) => e.event === 'roundEnded') && !had('roundEnd')) assert.ok(keys.includes('roundEnd'), `seed ${seed}: a round's end is said`);
      if (events.some((e) => e.event === 'ownTilePlaced') && !had('own')) assert.ok(keys.includes('own'));
      const turned = game.toAct() === person && game.view(person).phase.phase === 'turned';
      if (turned && !turnedBefore && !had('turned')) assert.ok(keys.includes('turned'), `seed ${seed}: the tile turned up is said`);
      turnedBefore = turnedBefore || turned;
      // Nothing is said that did not come up.
      if (keys.includes('fire')) assert.ok(events.some((e) => e.tile === 'F' && e.square));
      if (keys.includes('evilEye')) assert.ok(events.some((e) => e.tile === 'E' && e.square));
      if (keys.includes('moneyBag')) assert.ok(events.some((e) => e.tile === 'M' && e.square));
      if (keys.includes('turn')) assert.equal(game.toAct(), person);
    }
    assert.ok(game.isOver(), `seed ${seed}: the game ends`);
    const keys = said.map((p) => p.guide);
    assert.deepEqual(keys, [...new Set(keys)], `seed ${seed}: each rule once`);
    for (const key of ['turn', 'scored', 'roundEnd', 'fire', 'evilEye', 'moneyBag']) assert.ok(keys.includes(key), `seed ${seed}: ${key} came up in three rounds`);
    for (const p of said) assert.match(p.href, /^heller-rules\.en\.html#(turn|scoring|round-end)$/);
    assert.deepEqual(guide.seen.sort(), [...keys].sort());
    game.free();
  }
});

test('a guide made anew (another language) goes on from the rules already said', () => {
  const guide = createHellerGuide({ person: 0, lang: 'fr', seen: ['turn', 'scored'] });
  assert.deepEqual(guide.seen.sort(), ['scored', 'turn']);
  const fake = { toAct: () => 0, view: () => ({ phase: { phase: 'turn' } }) };
  assert.equal(guide.pauseAfter(fake, [{ event: 'laneScored' }]), null, 'neither is said again');
  const fire = guide.pauseAfter(fake, [{ event: 'turnedTilePlaced', tile: 'F', square: 'c3' }]);
  assert.equal(fire.guide, 'fire');
  assert.match(fire.text, /^Un feu est posé/);
});

test('every rule has its words in the four languages, and its section is on each rules page', () => {
  for (const lang of ['de', 'en', 'fr', 'nl']) {
    const words = guideWords(lang);
    for (const key of ['title', 'goOn', ...GUIDE_RULES.map((r) => r.key)]) assert.ok(words[`guide.${key}`], `${lang}: guide.${key}`);
    const page = readFileSync(new URL(`../../heller-rules${lang === 'de' ? '' : `.${lang}`}.html`, import.meta.url), 'utf8');
    for (const r of GUIDE_RULES) assert.ok(page.includes(`id="${r.section}"`), `${lang}: #${r.section}`);
  }
  // French puts a no-break space before its high punctuation.
  for (const [key, text] of Object.entries(guideWords('fr'))) assert.doesNotMatch(text, / [:;?!]/, key);
});
