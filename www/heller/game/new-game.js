// The new-game dialog of Auf Heller und Pfennig: how many merchants (the engine's player counts),
// who plays each seat (a person or a computer level) and under what name, the standard game or
// the open-ended variant, the no-luck option, taking back (when several people share the screen),
// and an optional seed. Resolves with the table; or a game's record is opened instead.

import { NAME_MAX } from '../../platform/ui/seat-style.js';
import { el } from '../../platform/ui/dom.js';
import { createRecordOpener } from '../../platform/ui/record.js';
import { seatKinds as kindsOf } from './controller.js';


/**
 * Shows the dialog in `element`. facts: the engine's boardFacts() (player counts, variants, levels);
 * last: the previous table, to start from. Resolves with { players, seats, names, variant,
 * noLuck, seed, undo }, or with { record } when a game's record is opened (ui/record.js), once
 * `checkRecord(record)` (the page's: the engine loads it) found nothing wrong; what it finds
 * wrong is shown in the dialog, which stays. notice: a sentence to show first (a saved game that
 * could not be restored); rules, start, learn: the addresses of the rules page, the site's start
 * page and the course of lessons (heller-learn.html), linked beside Play. online: a promise of the
 * game server's health answer (or null): when answered, "Play online" is offered, and the dialog
 * resolves with { online: true } when it is chosen.
 */
export function askNewGame(element, { t, facts, last = {}, notice = null, rules = null, start: startPage = null, learn = null, checkRecord = null, online = null }) {
  return new Promise((resolve) => {
    const counts = facts.playerCounts;
    let players = counts.includes(last.players) ? last.players : 3;
    const seatKinds = Array.from({ length: Math.max(...counts) }, (_, p) => (last.seats && last.seats[p]) || (p === 0 ? 'human' : 'medium'));
    const seatNames = Array.from({ length: Math.max(...counts) }, (_, p) => (last.names && last.names[p]) || '');

    const countChoice = el('fieldset', { class: 'hh-count' }, [
      el('legend', {}, t('setup.players')),
      ...counts.map((n) => el('label', {}, [
        el('input', { type: 'radio', name: 'hh-players', value: String(n), checked: n === players, dataset: { players: String(n) }, onchange: () => { players = n; drawSeats(); showUndo(); } }),
        ` ${t.number(n)}`,
      ])),
    ]);
    const seatsBox = el('div', { class: 'hh-seats' });
    function drawSeats() {
      seatsBox.replaceChildren(...Array.from({ length: players }, (_, p) => {
        const id = `hh-seat-${p}`;
        const kind = el('select', { id, dataset: { seat: String(p) }, onchange: () => { seatKinds[p] = kind.value; showUndo(); } },
          kindsOf(facts).map((k) => el('option', { value: k, selected: k === seatKinds[p] }, t(`seat.${k}`))));
        const name = el('input', { type: 'text', maxlength: String(NAME_MAX), value: seatNames[p], placeholder: t('player.default', { n: p + 1 }), 'aria-label': `${t('setup.seat', { n: p + 1 })}: ${t('setup.name')}`, dataset: { name: String(p) }, oninput: () => { seatNames[p] = name.value; } });
        return el('div', { class: 'hh-seat' }, [el('label', { for: id }, t('setup.seat', { n: p + 1 })), kind, name]);
      }));
    }
    drawSeats();
    const variant = el('select', { id: 'hh-variant', dataset: { setting: 'variant' } },
      facts.variants.map((v) => el('option', { value: v, selected: v === (last.variant || 'standard') }, t(`variant.${v}`))));
    const noLuck = el('input', { type: 'checkbox', id: 'hh-noluck', checked: !!last.noLuck, dataset: { setting: 'noLuck' } });
    // With two or more people at the screen, taking back needs everyone's agreement, given here
    // (one person playing the computer always may).
    const undo = el('input', { type: 'checkbox', id: 'hh-undo', checked: !!last.undo, dataset: { setting: 'undo' } });
    const undoRow = el('div', { class: 'hh-setting hh-check' }, [undo, el('label', { for: 'hh-undo' }, t('setup.undo'))]);
    const people = () => seatKinds.slice(0, players).filter((k) => k === 'human').length;
    function showUndo() { undoRow.hidden = people() < 2; }
    showUndo();
    const seed = el('input', { type: 'text', id: 'hh-seed', inputmode: 'numeric', value: '', dataset: { setting: 'seed' } });
    const start = el('button', { type: 'submit', class: 'hm-button hm-primary', dataset: { action: 'start' } }, t('setup.start'));
    const buttons = el('div', { class: 'hm-buttons' }, [
      start,
      learn ? el('a', { class: 'hm-button', href: learn, dataset: { action: 'dialogLearn' } }, t('menu.learn')) : null,
      rules ? el('a', { class: 'hm-button', href: rules, target: '_blank', rel: 'noopener', dataset: { action: 'dialogRules' } }, t('menu.rules')) : null,
      startPage ? el('a', { class: 'hm-button', href: startPage, dataset: { action: 'dialogStart' } }, t('menu.start')) : null,
    ]);
    // Offered only once the server answered: on a static host nothing changes.
    if (online) {
      online.then((health) => {
        if (!health || !health.games.some((g) => g.game === 'heller') || !buttons.isConnected) return;
        buttons.insertBefore(el('button', { type: 'button', class: 'hm-button', dataset: { action: 'playOnline' }, onclick: () => resolve({ online: true }) }, t('online.play')), start.nextSibling);
      });
    }
    const form = el('form', { class: 'hm-dialog hh-new-game', onsubmit: (e) => {
      e.preventDefault();
      resolve({
        players,
        seats: seatKinds.slice(0, players),
        names: seatNames.slice(0, players).map((n) => n.trim().slice(0, NAME_MAX)),
        variant: variant.value,
        noLuck: noLuck.checked,
        seed: seed.value.trim() || undefined,
        undo: people() >= 2 && undo.checked,
      });
    } }, [
      el('h1', { class: 'hm-title hh-dialog-title' }, t('app.title')),
      el('p', { class: 'hh-subtitle' }, t('app.subtitle')),
      el('h2', {}, t('setup.title')),
      notice ? el('p', { class: 'hh-notice', role: 'alert' }, notice) : null,
      countChoice,
      seatsBox,
      el('div', { class: 'hh-setting' }, [el('label', { for: 'hh-variant' }, t('setup.variant')), variant]),
      el('div', { class: 'hh-setting hh-check' }, [noLuck, el('label', { for: 'hh-noluck' }, t('setup.noLuck'))]),
      undoRow,
      el('div', { class: 'hh-setting' }, [el('label', { for: 'hh-seed' }, t('setup.seed')), seed]),
      buttons,
      createRecordOpener({ t, check: checkRecord, onOpen: (record) => resolve({ record }) }),
    ]);
    element.replaceChildren(el('div', { class: 'hh-dialog-page' }, form));
    // Focused without scrolling: on a phone the game's name stays in view above the form.
    start.focus({ preventScroll: true });
  });
}
