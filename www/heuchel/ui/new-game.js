// The title screen: the game's name, a few words about it, Play (a sensible table at one press),
// Rules, Continue for a saved game, the language, and the table folded away under "Table
// options": table size, variant, who plays each seat and their names, the seed, taking back, a
// record to open.

import { adoptCss, el, uniquePrefix } from '../../platform/ui/dom.js';
import { NAME_MAX } from './format.js';
import { createRecordOpener } from '../../platform/ui/record.js';

import { DEFAULT_SETUP, KINDS } from './table-defaults.js';
// Its own styles, as text (scripts/bundle-page.mjs loads .css as text): they come with it.
import ownCss from './new-game.css';

const FALLBACK = 'medium';

/** The dialog's styles into the page's sheets, once (platform/ui/dom.js adoptCss). */
const adoptStyles = (host) => adoptCss(host, ownCss);

// Resolves with { players, variant, seats, names, seed, undo } when Play is pressed (names: one
// per seat, '' for none), with { resume: true } when the player continues his unfinished game, or
// with { record } to open a game's record. `unfinished`: { summary } of a saved game still in
// progress (offered as "Continue"; starting anew then asks first). `problem`: { text, download }
// a saved game that could not be restored, said in words, with a link to download it. `rules`:
// the rules page's address; `games`: the site's start page (both games), if any; `learn`: the course of lessons (learn.html), if any. `languages` ({ tag: own name }) and `lang` (the one spoken) offer the
// language: choosing another resolves with { language, setup } (the table as set so far, to ask
// again in the new language with `initial: setup`); `initial.languageFocus` puts the focus back on
// the choice then, and `initial.optionsOpen` unfolds the table options. `online`: a promise of
// { label } once the game server answered (or null): "Play online" is offered then, and the
// dialog resolves with { online: true } when it is chosen.
export function askNewGame(host, { t, initial = DEFAULT_SETUP, unfinished = null, problem = null, rules, games = null, learn = null, languages = null, lang = 'en', online = null }) {
  adoptStyles(host);
  return new Promise((resolve) => {
    const seats = initial.seats.map((k) => (KINDS.includes(k) ? k : FALLBACK));
    while (seats.length < 6) seats.push(FALLBACK);
    const names = initial.names || [];
    const titleId = `${uniquePrefix()}-title`;
    const playersSel = el('select', { name: 'players', id: 'hm-new-players' },
      [3, 4, 5, 6].map((n) => el('option', { value: String(n), selected: n === initial.players }, String(n))));
    const variantSel = el('select', { name: 'variant', id: 'hm-new-variant' }, ['base', 'dice'].map((v) =>
      el('option', { value: v, selected: v === initial.variant }, t(`newGame.variant.${v}`))));
    // A person's seat may carry his name (shown wherever the seat is named); computers keep theirs.
    const seatRows = seats.map((kind, i) => el('div', { class: 'hm-seat-row', dataset: { seat: String(i) } }, [
      el('label', { for: `hm-new-seat-${i}` }, t('seat.name', { seat: i + 1 })),
      el('select', { id: `hm-new-seat-${i}`, name: `seat${i}` }, KINDS.map((k) =>
        el('option', { value: k, selected: k === kind }, t(`seat.kind.${k}`)))),
      el('input', {
        id: `hm-new-name-${i}`, class: 'hm-seat-name-input', name: `name${i}`, maxlength: String(NAME_MAX), autocomplete: 'off',
        placeholder: t('newGame.namePlaceholder'), 'aria-label': t('newGame.name', { seat: t('seat.name', { seat: i + 1 }) }), value: names[i] || '',
      }),
    ]));
    const kindOf = (row) => row.querySelector('select').value;
    // With two or more people at the screen, taking back needs everyone's agreement, given here.
    const undoBox = el('input', { id: 'hm-new-undo', type: 'checkbox', name: 'undo', checked: !!initial.undo });
    const undoRow = el('div', { class: 'hm-field hm-undo-row' }, [el('label', { for: 'hm-new-undo' }, t('newGame.undo')), undoBox]);
    const seedInput = el('input', { id: 'hm-new-seed', name: 'seed', inputmode: 'numeric', autocomplete: 'off', placeholder: t('newGame.seedPlaceholder'), value: initial.seed || '' });
    const error = el('p', { class: 'hm-error', role: 'alert', hidden: true });
    const showSeats = () => {
      seatRows.forEach((row, i) => {
        row.hidden = i >= Number(playersSel.value);
        row.querySelector('input').hidden = kindOf(row) !== 'human';
      });
      const people = seatRows.slice(0, Number(playersSel.value)).filter((row) => kindOf(row) === 'human').length;
      undoRow.hidden = people < 2;
    };
    seatRows.forEach((row) => row.querySelector('select').addEventListener('change', showSeats));
    playersSel.addEventListener('change', showSeats);
    showSeats();

    const startButton = el('button', { type: 'submit', class: 'hm-button hm-primary hm-play', dataset: { action: 'start' }, autofocus: !unfinished && !initial.languageFocus }, t('newGame.start'));
    const confirmText = el('p', { class: 'hm-confirm', role: 'alert', hidden: true }, t('newGame.confirmNew'));
    let confirmed = !unfinished;
    const finish = (result) => {
      dialog.close();
      dialog.remove();
      resolve(result);
    };
    const resumeBox = unfinished && el('div', { class: 'hm-resume' }, [
      el('p', {}, unfinished.summary),
      el('button', { type: 'button', class: 'hm-button hm-primary', dataset: { action: 'continue' }, autofocus: !initial.languageFocus, onclick: () => finish({ resume: true }) }, t('newGame.continue')),
    ]);
    const problemBox = problem && el('div', { class: 'hm-save-problem', role: 'alert' }, [
      el('p', {}, problem.text),
      problem.download ? el('a', { href: problem.download.href, download: problem.download.name, dataset: { action: 'downloadSave' } }, t('saves.download')) : null,
    ]);
    // A record to open: pasted, or read from a file into the same box.
    const openBox = createRecordOpener({ t, onOpen: (record) => finish({ record }) });
    // The table as set so far (Play's result, and what a change of language keeps).
    const table = () => {
      const players = Number(playersSel.value);
      return {
        players,
        variant: variantSel.value,
        seats: seatRows.slice(0, players).map(kindOf),
        names: seatRows.slice(0, players).map((row) => (kindOf(row) === 'human' ? row.querySelector('input').value.trim() : '')),
        seed: seedInput.value.trim(),
        undo: !undoRow.hidden && undoBox.checked,
      };
    };
    // The language, each in its own name; a change asks again in it, keeping the table.
    const languageSel = languages && el('select', {
      id: 'hm-new-language', dataset: { action: 'language' },
      onchange: () => finish({
        language: languageSel.value,
        setup: {
          ...table(), seats: seatRows.map(kindOf), names: seatRows.map((row) => row.querySelector('input').value.trim()),
          optionsOpen: optionsBox.open, languageFocus: true,
        },
      }),
    }, Object.entries(languages).map(([tag, name]) => el('option', { value: tag, lang: tag, selected: tag === lang }, name)));
    // The table, folded away: Play alone gives a good game.
    const optionsBox = el('details', { class: 'hm-table-options', open: !!initial.optionsOpen }, [
      el('summary', {}, t('newGame.tableOptions')),
      el('div', { class: 'hm-field' }, [el('label', { for: 'hm-new-players' }, t('newGame.players')), playersSel]),
      el('div', { class: 'hm-field' }, [el('label', { for: 'hm-new-variant' }, t('newGame.variant')), variantSel]),
      el('fieldset', {}, [el('legend', {}, t('newGame.seats')), ...seatRows]),
      undoRow,
      el('div', { class: 'hm-field' }, [el('label', { for: 'hm-new-seed' }, t('newGame.seed')), seedInput]),
      openBox,
    ]);
    let titleButtons;
    const form = el('form', { method: 'dialog', class: 'hm-new-game hm-title-screen' }, [
      languageSel ? el('div', { class: 'hm-title-language' }, [el('label', { for: 'hm-new-language' }, t('menu.language')), languageSel]) : null,
      el('h1', { id: titleId, class: 'hm-title' }, t('app.title')),
      el('p', { class: 'hm-subtitle' }, t('title.subtitle')),
      el('p', { class: 'hm-intro' }, t('title.intro')),
      problemBox,
      resumeBox,
      error,
      confirmText,
      titleButtons = el('div', { class: 'hm-buttons hm-title-buttons' }, [
        startButton,
        learn ? el('a', { class: 'hm-button', href: learn, dataset: { action: 'titleLearn' } }, t('title.learn')) : null,
        el('a', { class: 'hm-button', href: rules, target: '_blank', rel: 'noopener', dataset: { action: 'titleRules' } }, t('title.rules')),
        games ? el('a', { class: 'hm-button', href: games, dataset: { action: 'titleGames' } }, t('title.games')) : null,
      ]),
      optionsBox,
    ]);
    const dialog = el('dialog', { class: 'hm-dialog hm-title-dialog', 'aria-labelledby': titleId }, form);
    // "Play online", offered only once the game server answered (on a static host nothing
    // changes): `online` resolves with the button's words, or null.
    if (online) {
      online.then((offer) => {
        if (!offer || !dialog.isConnected) return;
        titleButtons.insertBefore(el('button', { type: 'button', class: 'hm-button', dataset: { action: 'playOnline' }, onclick: () => finish({ online: true }) }, offer.label), startButton.nextSibling);
      });
    }
    // Escape would leave the page with no game and no way back.
    dialog.addEventListener('cancel', (e) => e.preventDefault());
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const seed = seedInput.value.trim();
      if (seed && !/^\d{1,20}$/.test(seed)) {
        error.textContent = t('newGame.badSeed');
        error.hidden = false;
        optionsBox.open = true;
        seedInput.focus();
        return;
      }
      // Over an unfinished game, the first press asks, the second starts.
      if (!confirmed) {
        confirmed = true;
        confirmText.hidden = false;
        startButton.textContent = t('newGame.confirmStart');
        startButton.focus();
        return;
      }
      finish(table());
    });
    host.append(dialog);
    dialog.showModal();
    if (initial.languageFocus && languageSel) languageSel.focus();
  });
}

// A link names a new table while an unfinished game is saved: resolves with 'resume' (continue
// the saved game) or 'link' (start the linked one, which ends the saved game).
export function askLinkOverUnfinished(host, { t, summary }) {
  adoptStyles(host);
  return new Promise((resolve) => {
    const finish = (choice) => {
      dialog.close();
      dialog.remove();
      resolve(choice);
    };
    const dialog = el('dialog', { class: 'hm-dialog', 'aria-label': t('newGame.linkTitle') }, el('div', { class: 'hm-new-game' }, [
      el('h2', {}, t('newGame.linkTitle')),
      el('p', {}, summary),
      el('p', {}, t('newGame.linkExplain')),
      el('div', { class: 'hm-buttons' }, [
        el('button', { type: 'button', class: 'hm-button hm-primary', dataset: { action: 'continue' }, onclick: () => finish('resume') }, t('newGame.continue')),
        el('button', { type: 'button', class: 'hm-button', dataset: { action: 'playLink' }, onclick: () => finish('link') }, t('newGame.playLink')),
      ]),
    ]));
    dialog.addEventListener('cancel', (e) => e.preventDefault());
    host.append(dialog);
    dialog.showModal();
  });
}
