// The page of Auf Heller und Pfennig (heller.html): its language, the engine (one wasm instance,
// found beside the site's root), the saved game or a new table, and the game.
//
// A link can name the table and skip the dialog:
//   heller.html?players=3&seats=human,hard,medium&variant=standard&noluck=yes&seed=42&lang=de
// and how long computer seats pause between actions: &delay=0 (ms; default 700).

import { de } from './i18n/de.js';
import { createT } from '../platform/ui/i18n.js';
import { readPrefs, writePrefs } from '../platform/game/prefs.js';
import { createSaves } from '../platform/game/saves.js';
import { loadHeller } from './engine/load.js';
import { mountHeller, replayLink } from './game/controller.js';
import { wordRefusal } from './component/words.js';
import { askNewGame } from './game/new-game.js';
import { offlineWords } from '../platform/pages/offline.js';
import { pacingFromQuery } from '../platform/ui/link.js';
import { chooseHellerLanguage, hellerTable, LANGUAGES, rulesPage } from './i18n/languages.js';
import { invitationOf, probeServer } from '../platform/online/client.js';

const START = new URL('../../games.html', import.meta.url);
// The course of lessons, one page for every language (its words follow ?lang=).
const LEARN = new URL('../../heller-learn.html', import.meta.url);

const app = document.getElementById('app');
const query = new URLSearchParams(location.search);
// An online table's invitation (?table=ID&token=T), or null.
const invitation = invitationOf(location.search);
// Whether the game server served the page (one GET api/health): "Play online" is offered then.
const server = invitation ? Promise.resolve(null) : probeServer();

// The words of `lang`: German in the bundle, the others fetched when asked for.
const tableOf = hellerTable;

// A table named by the link, or null.
function tableFromQuery() {
  if (!['players', 'seats', 'seed', 'variant', 'noluck', 'position'].some((k) => query.has(k))) return null;
  const seats = (query.get('seats') || '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  return {
    players: Number(query.get('players')) || seats.length || 3,
    seats: seats.length ? seats : undefined,
    variant: query.get('variant') || 'standard',
    noLuck: query.get('noluck') === 'yes',
    seed: query.get('seed') || undefined,
    // A position in notation (docs/HELLER-JS-API.md): the game goes on from it.
    position: query.get('position') || undefined,
  };
}

// An online table (www/platform/online/, game/online-page.js), its module fetched when asked for: the
// invitation opened (the waiting room, then the game), for the console and the browser tests as
// window.hellerOnline.
async function openInvitation({ engine, facts, t, strings, lang }) {
  const { openHellerTable } = await import('./game/online-page.js');
  window.hellerOnline = await openHellerTable(app, { engine, facts, t, strings, lang, ...invitation, start: START.href });
  window.dispatchEvent(new CustomEvent('heller-online'));
}

// "Play online" chosen: the create dialog; Back goes back to the new-game dialog (`back`).
async function createOnline({ facts, t }, back) {
  const { createHellerTable } = await import('./game/online-page.js');
  if (!(await createHellerTable(app, { facts, t }))) await back();
}

async function start() {
  let lang = chooseHellerLanguage([query.get('lang'), readPrefs().lang, ...(navigator.languages || [])]);
  let strings = await tableOf(lang).catch(() => { lang = 'de'; return de; });
  let t = createT(strings, null, lang);
  // The notice of a new version of the site speaks the page's language (pages/offline.js).
  offlineWords(() => t);
  document.documentElement.lang = lang;
  document.title = t('app.title');
  app.textContent = t('app.loading');
  let engine;
  try {
    engine = await loadHeller();
  } catch (e) {
    app.textContent = t('app.loadFailed', { message: e && e.message });
    return;
  }
  const facts = engine.boardFacts();
  const saves = createSaves({ engine, game: 'heller' });
  let mounted = null, table = {};
  // The page's game, for the console and the browser tests.
  window.hellerPage = {
    engine, saves,
    get game() { return mounted ? mounted.game : null; },
    get board() { return mounted ? mounted.board : null; },
    get botMode() { return mounted ? mounted.botMode : null; },
    /** An action tried as the person at the screen would (game/controller.js attempt). */
    attempt: (text) => (mounted ? mounted.attempt(text) : null),
  };

  if (invitation) return openInvitation({ engine, facts, t, strings, lang });
  function remember(snapshot) {
    if (snapshot.over) saves.clear();
    else saves.write(snapshot);
  }

  // The page's first game paints its market before its panel (mountHeller, `panelLater`);
  // one mounted later (a new game, another language) shows both at once.
  let first = true;
  function mount(settings) {
    if (mounted) mounted.destroy();
    table = settings;
    mounted = mountHeller(app, {
      engine, strings, lang, ...settings, ...pacingFromQuery(location.search),
      panelLater: first,
      onChange: remember,
      onNewGame: () => newGame(),
      languages: LANGUAGES,
      onLanguage: (next) => relanguage(next),
      rulesUrl: rulesPage,
      startUrl: START.href,
    });
    first = false;
    if (!settings.game) remember(mounted.snapshot());
    const shown = mounted;
    mounted.shown.then(() => { if (mounted === shown) window.dispatchEvent(new CustomEvent('heller-ready')); });
  }

  async function newGame(notice = null) {
    if (mounted) mounted = void mounted.destroy();
    const chosen = await askNewGame(app, { t, facts, last: table, notice, rules: rulesPage(lang), start: START.href, learn: `${LEARN.href}?lang=${lang}`, checkRecord, online: server });
    if (chosen.online) await createOnline({ facts, t }, newGame);
    else if (chosen.record) openRecord(chosen.record);
    else mount(chosen);
  }

  // A record to open, judged by the engine (it replays every action): what is wrong with it, in
  // words, or nothing. The dialog shows the words and stays; the saved game is untouched.
  function checkRecord(record) {
    try {
      engine.Game.load(record).free();
      return null;
    } catch (e) {
      return t('newGame.badRecord', { message: wordRefusal(t, e) });
    }
  }

  // A finished game opens as a replay; an unfinished one goes on here (the first seat a person,
  // the others the computer), saved at once.
  function openRecord(record) {
    const game = engine.Game.load(record);
    if (game.isOver()) {
      game.free();
      location.assign(replayLink(record, lang));
      return;
    }
    mount({ game, seats: ['human'] });
    remember(mounted.snapshot());
  }

  // Another language: the same game goes on, shown in it (the engine's game is carried over).
  async function relanguage(next) {
    try {
      strings = await tableOf(next);
    } catch {
      return;
    }
    lang = next;
    t = createT(strings, null, lang);
    writePrefs({ lang });
    document.documentElement.lang = lang;
    document.title = t('app.title');
    const snapshot = mounted.snapshot();
    const game = engine.Game.load(snapshot.save);
    // A guided game goes on guided, in the new language, from the rules explained so far.
    const guide = table.guide ? (await import('./lesson/guide.js')).createHellerGuide({ person: table.guide.person, lang, rulesPage: rulesPage(lang), seen: table.guide.seen }) : undefined;
    mount({ ...table, game, seats: snapshot.seats, names: snapshot.names, botSeed: snapshot.botSeed, undo: snapshot.undo, guide });
  }

  // A guided first game (the course's last step): three merchants, the person and two Easy
  // computers, unless the link says otherwise; the table pauses the first time each rule comes up.
  if (query.get('guided') === 'yes') {
    const { createHellerGuide } = await import('./lesson/guide.js');
    const linkedTable = tableFromQuery() || {};
    const seats = linkedTable.seats || ['human', 'easy', 'easy'];
    const { position: _position, ...rest } = linkedTable;
    // The person guided: the first seat a person holds.
    const guide = createHellerGuide({ person: Math.max(0, seats.indexOf('human')), lang, rulesPage: rulesPage(lang) });
    mount({ players: 3, variant: 'standard', ...rest, seats, guide });
    const kept = new URLSearchParams();
    for (const key of ['lang', 'delay']) if (query.has(key)) kept.set(key, query.get(key));
    history.replaceState(null, '', `${location.pathname}${kept.size ? `?${kept}` : ''}${location.hash}`);
    return;
  }
  const linked = tableFromQuery();
  const saved = linked ? null : saves.read();
  if (linked) {
    let game;
    try {
      game = linked.position ? engine.Game.fromPosition(linked.position) : undefined;
    } catch (e) {
      app.textContent = t('app.badLink', { message: wordRefusal(t, e, { facts }) });
      return;
    }
    const { position: _position, ...table } = linked;
    mount(game ? { ...table, game, players: game.players } : table);
    // The link has dealt its table; a reload now continues this game (saved after every
    // action) instead of dealing the link's table again.
    const kept = new URLSearchParams();
    for (const key of ['lang', 'delay']) if (query.has(key)) kept.set(key, query.get(key));
    history.replaceState(null, '', `${location.pathname}${kept.size ? `?${kept}` : ''}${location.hash}`);
  } else if (saved && saved.entry) {
    const { game, seats, names, botSeed, undo } = saved.entry;
    mount({ game, seats, names, botSeed, undo: undo === true });
  } else if (saved && saved.problem) {
    // Never dropped: the save is kept aside (game/saves.js), and the player is told so.
    await newGame(t('menu.savedProblem', { reason: saved.problem.error ? saved.problem.error.message : saved.problem.reason }));
  } else {
    await newGame();
  }
}

start();
