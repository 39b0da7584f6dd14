// The game page: load the engine (one wasm instance, found beside the site's root), ask for a
// table, mount the game.

import { en } from './i18n/en.js';
import { createT } from '../platform/ui/i18n.js';
import { LANGUAGES, gamesPage, learnPage, loadTable, rulesPage, spokenTable } from './i18n/languages.js';
import { writePrefs } from '../platform/game/prefs.js';
import { wordError } from './ui/errors.js';
import { mountGame, replayLink } from './game/controller.js';
import { loadEngine } from './engine/load.js';
import { DEFAULT_SETUP } from './ui/table-defaults.js';
import { createSaves } from '../platform/game/saves.js';
import { pacingFromQuery, tableFromQuery } from '../platform/ui/link.js';
import { offlineWords } from '../platform/pages/offline.js';
import { invitationOf, probeServer } from '../platform/online/client.js';

// The page's language: a link's ?lang=, the person's earlier choice, the browser's languages,
// English (i18n/languages.js spokenTable). Its words are fetched before anything is shown; the
// title screen and the game's menu change it (and remember the choice).
let strings = en;
let spoken = 'en';
let t = createT(en);
const app = document.getElementById('app');
offlineWords(() => t);
// An online table's invitation (?table=ID&token=T), or null.
const invitation = invitationOf(location.search);
// Whether the game server served the page (one GET api/health): "Play online" is offered then.
const server = invitation ? Promise.resolve(null) : probeServer();

// Speaks `tag` with its table: the page's words, <html lang> and the title follow.
function use(tag, table) {
  strings = table;
  spoken = tag;
  t = createT(strings, null, spoken);
  document.documentElement.lang = spoken;
  document.title = t('app.title');
}

// Fetches the table of `wanted` and speaks it; a table that cannot be fetched (offline before it
// was cached) leaves the language as it was.
async function speak(wanted) {
  try {
    use(wanted, await loadTable(wanted, 'game', en));
    return true;
  } catch {
    return false;
  }
}

// The engine's bindings are also left on the window for the console and the browser tests.
async function engineReady() {
  const bindings = await loadEngine();
  window.wasmBindings = bindings;
  window.dispatchEvent(new CustomEvent('heuchel-engine-ready'));
  return bindings;
}

async function start() {
  const spokenFirst = await spokenTable(new URLSearchParams(location.search).get('lang'), 'game', en);
  use(spokenFirst.lang, spokenFirst.strings);
  app.textContent = t('app.loading');
  let bindings;
  try {
    bindings = await engineReady();
  } catch (e) {
    app.textContent = t('app.loadFailed', { message: wordError(t, e) });
    return;
  }
  app.textContent = '';
  // The page's context: the engine, the saved game, the table last asked for and the game shown,
  // read by every function below.
  const p = { bindings, saves: createSaves({ engine: bindings }), setup: DEFAULT_SETUP, mounted: null };
  // The page's game, for the console and the browser tests.
  window.heuchelPage = {
    get game() { return p.mounted ? p.mounted.game : null; },
    saves: p.saves,
    /** An action tried as the person at the screen would (game/controller.js attempt). */
    attempt: (action) => (p.mounted ? p.mounted.attempt(action) : null),
  };

  // An invitation to an online table: its waiting room, then its game (game/online-page.js).
  if (invitation) {
    await openInvitation(p);
    return;
  }

  // A guided first game (the course's last step): three seats, the person and two Easy computers,
  // unless the link says otherwise; the table pauses the first time each rule comes up.
  const query = new URLSearchParams(location.search);
  if (query.get('guided') === 'yes') {
    const { createHeuchelGuide } = await import('./lesson/guide.js');
    const table = tableFromQuery(location.search) || {};
    const seats = table.seats || ['human', 'easy', 'easy'];
    // The person guided: the first seat a person holds.
    const guide = createHeuchelGuide({ person: Math.max(0, seats.indexOf('human')), lang: spoken, rulesPage: rulesPage(spoken) });
    await openLink(p, { players: 3, variant: table.variant || 'base', ...table, seats, guide });
    return;
  }
  const linked = tableFromQuery(location.search);
  if (!linked) {
    newGame(p);
    return;
  }
  await openLink(p, linked);
}

// An online table (www/platform/online/, game/online-page.js), its module fetched when asked for: the
// invitation opened, for the console and the browser tests as window.heuchelOnline. The game's
// words need the board facts (its classes' names on the board).
async function openInvitation({ bindings }) {
  const { openHeuchelTable } = await import('./game/online-page.js');
  const tFacts = createT(strings, bindings.boardFacts(), spoken);
  window.heuchelOnline = await openHeuchelTable(app, { engine: bindings, t: tFacts, strings, ...invitation, start: gamesPage(spoken) });
  window.dispatchEvent(new CustomEvent('heuchel-online'));
}

// "Play online" chosen: the create dialog (the server's answer names the game's choices); Back
// goes back to the title screen.
async function createOnline(p) {
  const health = await server;
  const { createHeuchelTable } = await import('./game/online-page.js');
  if (!(await createHeuchelTable(app, { t, health }))) newGame(p);
}

// Every action is saved at once; a finished game leaves nothing to continue.
function remember({ mounted, saves }) {
  if (!mounted) return;
  const snapshot = mounted.snapshot();
  if (snapshot.over) saves.clear();
  else saves.write(snapshot);
}

// afterDialog: the game follows a dialog, whose focus it takes over.
function mount(p, options, { afterDialog = true } = {}) {
  p.mounted = mountGame(app, {
    engine: p.bindings, strings, lang: spoken, onNewGame: () => newGame(p),
    onEvent: (type, detail) => {
      if (type === 'move' || type === 'gameover') remember(p);
      // Chosen in the game's menu (and remembered there): the page speaks it too.
      if (type === 'language') use(detail.lang, detail.strings);
    },
    ...options,
  });
  remember(p);
  // Out of a dialog, into the game: the prompt says what happens now (unless the game already
  // took the focus itself, as the hand-off screen does).
  if (afterDialog && !app.contains(document.activeElement)) app.querySelector('.hm-prompt')?.focus();
}

// A saved game in progress, with a line about it; or a saved game that could not be restored,
// said in words and offered for download (it was kept aside: createSaves).
function savedGame({ saves, bindings }) {
  const read = saves.read();
  if (!read) return {};
  if (read.problem) {
    const { reason, text, error } = read.problem;
    const message = error ? wordError(t, error, { facts: bindings.boardFacts() }) : '';
    const download = { href: URL.createObjectURL(new Blob([text], { type: 'application/json' })), name: 'heuchel-meuchel-saved-game.json' };
    return { problem: { text: `${t(`saves.problem.${reason}`, { message })} ${t('saves.kept')}`, download } };
  }
  const { entry } = read;
  const when = t.date(entry.savedAt);
  const summary = t('newGame.unfinished', { players: entry.game.players, count: entry.game.actionCount(), when });
  return { entry, summary };
}

// The saved game goes on, at the pace it was saved with (or the link's).
function resume(p, entry) {
  mount(p, {
    game: entry.game, seats: entry.seats, names: entry.names, seed: entry.seed ?? undefined, undo: entry.undo === true,
    ...(entry.pacing || {}), iterations: entry.pacing && entry.pacing.iterations !== null ? entry.pacing.iterations : undefined,
    ...pacingFromQuery(location.search),
  });
}

// A record opened from the dialog: a finished game is watched as a replay, an unfinished one
// goes on here (seat 1 a person, the others the computer). The engine judges the record.
function openRecord(p, record) {
  const { bindings } = p;
  let game;
  try {
    game = bindings.Game.load(record);
  } catch (e) {
    app.textContent = t('app.badRecord', { message: wordError(t, e, { facts: bindings.boardFacts() }) });
    return;
  }
  if (game.isOver()) {
    game.free();
    location.assign(replayLink(record));
    return;
  }
  mount(p, { game });
}

// The title screen: a new table, the saved game, a record, or the screen again in another
// language.
async function newGame(p) {
  if (p.mounted) p.mounted.destroy();
  p.mounted = null;
  const saved = savedGame(p);
  // The title screen is a chunk of its own: a page opened on a game never loads it.
  const { askNewGame } = await import('./ui/new-game.js');
  const chosen = await askNewGame(document.body, {
    t, initial: p.setup, unfinished: saved.entry ? { summary: saved.summary } : null, problem: saved.problem || null,
    rules: rulesPage(spoken), games: gamesPage(spoken), learn: learnPage(spoken), languages: LANGUAGES, lang: spoken,
    online: server.then(async (health) => (health && health.games.some((g) => g.game === 'heuchel')
      ? { label: (await import('../platform/i18n/online.js')).onlineTable(spoken)['online.play'] } : null)),
  });
  if (chosen.online) {
    if (saved.entry) saved.entry.game.free();
    await createOnline(p);
    return;
  }
  if (chosen.language) {
    // Another language: remembered, and the title screen asked again in it, as it was set.
    writePrefs({ lang: chosen.language });
    if (saved.entry) saved.entry.game.free();
    await speak(chosen.language);
    p.setup = chosen.setup;
    newGame(p);
    return;
  }
  if (chosen.resume) {
    resume(p, saved.entry);
    return;
  }
  // Not continued: the saved game's engine copy is not needed (the save itself stays stored
  // until the new game's first save replaces it).
  if (saved.entry) saved.entry.game.free();
  if (chosen.record) {
    openRecord(p, chosen.record);
    return;
  }
  // Remember the table for next time, but not the seed: a new game should be a new deal.
  const { setup } = p;
  p.setup = {
    ...chosen, seats: chosen.seats.concat(setup.seats.slice(chosen.seats.length)),
    names: chosen.names.concat(setup.names.slice(chosen.names.length)), seed: '',
  };
  mount(p, {
    players: chosen.players,
    variant: chosen.variant,
    seats: chosen.seats,
    names: chosen.names,
    seed: chosen.seed || undefined,
    undo: chosen.undo,
    ...pacingFromQuery(location.search),
  });
}

// A link that names a table (tableFromQuery): its game is started, unless the person would
// rather go on with his saved one.
async function openLink(p, linked) {
  const { bindings } = p;
  // A link over an unfinished game asks first.
  const saved = savedGame(p);
  const ask = saved.entry ? (await import('./ui/new-game.js')).askLinkOverUnfinished : null;
  if (ask && await ask(document.body, { t, summary: saved.summary }) === 'resume') {
    resume(p, saved.entry);
    return;
  }
  if (saved.entry) saved.entry.game.free();
  try {
    const game = linked.position ? bindings.Game.fromPosition(linked.position) : undefined;
    mount(p, { ...linked, game }, { afterDialog: !!saved.entry });
    // The game is saved now: a reload should offer to continue it, not start the link anew (in
    // the link's language and at its pace).
    const kept = new URLSearchParams();
    for (const key of ['lang', 'delay']) {
      const value = new URLSearchParams(location.search).get(key);
      if (value !== null) kept.set(key, value);
    }
    history.replaceState(null, '', `${location.pathname}${kept.size ? `?${kept}` : ''}`);
  } catch (e) {
    app.textContent = t('app.badLink', { message: wordError(t, e, { facts: bindings.boardFacts() }) });
  }
}

start();
