// The engine's refusals are worded in the page's language (issue 13): a link whose position the
// engine cannot read or that cannot occur, a record it cannot open, a saved game it cannot replay
// are said in German, French or Dutch, from the error's code and arguments, not in the engine's
// English; and the engine's errors in the page carry their codes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, SHOTS, waitForEngine } from './harness.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

// English words none of the other languages' refusals may show.
const ENGLISH = /\b(the|this|not|is|column|row|seat|player|appears|twice|cannot|record|game|read)\b/i;
// Fire-Eater 1 on two squares: a position that cannot occur.
const TWICE = '3b_2m_1F1_1F1.2M1.3Q1.4A1.6P1_1F2_-.-.F4F5F6M2M3M4M5M6Q2Q3Q4_-_0000000000000001';

async function appText(page, pattern) {
  await page.waitForFunction((source) => new RegExp(source).test(document.getElementById('app').textContent), pattern.source);
  return page.textContent('#app');
}

test('?lang=de with a position the engine cannot read, or that cannot occur: refused in German', async () => {
  const page = await site.page();
  await page.goto(`${site.url}?lang=de&position=garbage`);
  const said = await appText(page, /Dieser Link beschreibt keine Partie/);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
  assert.match(said, /^Dieser Link beschreibt keine Partie: Das ist keine Stellung in der Notation des Spiels \(bei „garbage“\)$/);
  assert.doesNotMatch(said.replace('garbage', ''), ENGLISH, said);
  await page.screenshot({ path: `${SHOTS}/errors-link-de.png` });

  await page.goto(`${site.url}?lang=de&position=${TWICE}`);
  const twice = await appText(page, /Dieser Link beschreibt keine Partie/);
  assert.match(twice, /Feuerschlucker 1 kommt zweimal vor/, 'the card named in German');
  assert.doesNotMatch(twice, ENGLISH, twice);
  assert.deepEqual(page.errors, []);
});

test('?lang=fr with a bad link, and a record that cannot be replayed: refused in French', async () => {
  const page = await site.page();
  await page.goto(`${site.url}?lang=fr&position=3b_2m_1F1_1Z1.2M1_1F2_-.-.-_-_0000000000000001`);
  const link = await appText(page, /Ce lien ne décrit pas une partie/);
  assert.match(link, /ce n’est pas une position dans la notation du jeu \(au niveau de «\u202f1Z1\u202f»\)/);
  assert.doesNotMatch(link, ENGLISH, link);

  // A record opened from the title screen's table options, whose first action cannot be played.
  await page.goto(`${site.url}?lang=fr&delay=0`);
  await waitForEngine(page);
  await page.locator('dialog .hm-table-options > summary').click();
  await page.locator('dialog .hm-open-record summary').click();
  await page.fill('#hm-new-record', 'heuchel-save-1 deal 3b 77 9-13.1');
  await page.click('[data-action=openRecord]');
  const record = await appText(page, /Ce site ne sait pas ouvrir/);
  assert.match(record, /ce n’est ni une partie sauvegardée ni un enregistrement de partie que ce site sait lire \(au niveau de «\u202f9-13\.1\u202f»\)/);
  assert.doesNotMatch(record.replace('9-13.1', ''), ENGLISH, record);
  await page.screenshot({ path: `${SHOTS}/errors-record-fr.png` });
  assert.deepEqual(page.errors, []);
});

test('?lang=nl: a saved game the engine cannot replay is said in Dutch', async () => {
  const page = await site.page();
  await page.goto(`${site.url}?lang=nl&delay=0`);
  await waitForEngine(page);
  await page.evaluate(() => localStorage.setItem('heuchel-meuchel:game', '{"version":1,"save":"heuchel-save-1 deal 4b 1 9-13.1"}'));
  await page.reload();
  await page.waitForSelector('dialog .hm-save-problem');
  const said = await page.textContent('dialog .hm-save-problem');
  assert.match(said, /Je opgeslagen spel kon niet opnieuw worden afgespeeld: dit is geen opgeslagen spel of spelverslag dat deze site kan lezen \(bij ‘9-13\.1’\)/);
  assert.doesNotMatch(said, /\b(not|saved|could|record|replayed)\b/i, said);
  await page.evaluate(() => localStorage.clear());
  assert.deepEqual(page.errors, []);
});

test('every error the engine throws in the page carries a code and arguments', async () => {
  const page = await site.page();
  await page.goto(`${site.url}?delay=0`);
  await waitForEngine(page);
  const codes = await page.evaluate(() => {
    const { Game, chooseAction, chooseArrangement } = window.wasmBindings;
    const game = new Game(4, 'base', 7);
    const out = {};
    const attempt = (label, f) => {
      try { f(); out[label] = 'ACCEPTED'; } catch (e) { out[label] = [e instanceof Error, e.code, e.args && typeof e.args === 'object']; }
    };
    attempt('text action', () => game.play('zz'));
    attempt('object action', () => game.play({ type: 'move' }));
    attempt('refused action', () => game.play('3-5.1'));
    attempt('players', () => new Game(9, 'base', 1));
    attempt('variant', () => new Game(4, 'chess', 1));
    attempt('seed', () => new Game(4, 'base', -5));
    attempt('save', () => Game.load('nonsense'));
    attempt('scores', () => game.scores());
    attempt('winners', () => game.winners());
    attempt('history', () => game.scoreHistory());
    attempt('bot kind', () => game.botAction(0, 'oracle', 1));
    attempt('bot turn', () => game.botAction(2, 'random', 1));
    attempt('hint seat', () => game.hint(5, 1));
    attempt('iterations', () => game.hint(0, 1, 0.5));
    attempt('parse', () => Game.parseAction('q'));
    attempt('view', () => chooseAction('4b', 'easy', 1));
    attempt('level', () => chooseAction(game.viewNotation(0), 'oracle', 1));
    attempt('arrange turn', () => chooseArrangement(game.viewNotation(1), 1, 10));
    return out;
  });
  // The position editing is the maker's (its module, heuchel_maker_bg.wasm; a game's leaves it out).
  assert.equal(await page.evaluate(() => { try { window.wasmBindings.fillUnused(42); return 'there'; } catch (e) { return e instanceof TypeError; } }), true);
  await page.goto(`${site.url}maker.html`);
  await page.waitForFunction(() => window.wasmBindings && window.heuchelMaker);
  Object.assign(codes, await page.evaluate(() => {
    const { checkSetup, fillUnused } = window.wasmBindings;
    const out = {};
    try { fillUnused(42); out.setup = 'ACCEPTED'; } catch (e) { out.setup = [e instanceof Error, e.code, e.args && typeof e.args === 'object']; }
    const problem = checkSetup({ players: 9, variant: 'base', phase: { phase: 'over' }, columns: [] });
    out.checkSetup = [true, problem.code, typeof problem.args === 'object'];
    return out;
  }));
  const want = {
    'text action': 'notation.action', 'object action': 'action.malformed', 'refused action': 'action.wrongPhase',
    players: 'game.players', variant: 'game.variant', seed: 'game.seed', save: 'notation.save', scores: 'game.notOver',
    winners: 'game.notOver', history: 'game.notOver', 'bot kind': 'bot.level', 'bot turn': 'bot.notToAct',
    'hint seat': 'bot.noSeat', iterations: 'bot.iterations', parse: 'notation.action', view: 'notation.view',
    level: 'bot.level', 'arrange turn': 'bot.notToAct', setup: 'setup.malformed', checkSetup: 'position.playerCount',
  };
  for (const [label, code] of Object.entries(want)) assert.deepEqual(codes[label], [true, code, true], label);
  assert.deepEqual(page.errors, []);
});
