// The side panel: the prompt, the action buttons the engine currently allows, the die, the
// "thinking" indicator, errors, and a short log.

import { el } from './dom.js';
import { styleSeat } from '../render/seats.js';

// actions: { roll(), endFavours(), endTurn(), fewer(), more(), cancel(), scores(), hint() }
export function createControls({ t, actions }) {
  const prompt = el('p', { class: 'hm-prompt', tabindex: '-1' });
  const hint = el('p', { class: 'hm-hint', hidden: true });
  // The suggestion asked for with the Hint button (announced through the live region as well).
  const suggestion = el('p', { class: 'hm-suggestion', hidden: true });
  const die = el('p', { class: 'hm-die', hidden: true });
  const thinking = el('p', { class: 'hm-thinking', hidden: true }, [el('span', { class: 'hm-spinner', 'aria-hidden': 'true' }), t('controls.thinking')]);
  const button = (key, onclick, cls = '') => el('button', { type: 'button', class: `hm-button ${cls}`, onclick, hidden: true, dataset: { action: key } }, t(`controls.${key}`));
  const buttons = {
    roll: button('roll', actions.roll, 'hm-primary'),
    endFavours: button('endFavours', actions.endFavours),
    endTurn: button('endTurn', actions.endTurn),
    fewer: button('fewer', actions.fewer),
    more: button('more', actions.more),
    cancel: button('cancel', actions.cancel),
    scores: button('scores', actions.scores),
    hint: button('hint', actions.hint, 'hm-hint-button'),
    undo: button('undo', actions.undo),
  };
  const seatList = el('ul', { class: 'hm-seats', 'aria-label': t('controls.seats') });
  const error = el('p', { class: 'hm-error', role: 'alert', hidden: true });
  const setupSlot = el('div', { class: 'hm-setup-slot' });
  const logList = el('ol', { class: 'hm-log-list' });
  const log = el('section', { class: 'hm-log', 'aria-label': t('controls.log') }, [
    el('h2', { class: 'hm-log-title' }, t('controls.log')), logList,
  ]);
  const help = el('p', { class: 'hm-help' }, t('controls.help'));
  // The rules page, opened in another tab at the section for what is asked now.
  const rules = el('a', { class: 'hm-button hm-rules-link', target: '_blank', rel: 'noopener', dataset: { action: 'rules' } }, t('controls.rules'));
  const element = el('div', { class: 'hm-controls' }, [
    seatList, prompt, suggestion, thinking, die, hint,
    el('div', { class: 'hm-buttons' }, [...Object.values(buttons), rules]),
    error, setupSlot, log, help,
  ]);

  // state: { seats: [{name, kind, tincture, discards (card names), toAct, onScreen}], prompt, hint, die, thinking,
  //          suggestion (text), suggested (the suggested action's type: its button is marked),
  //          show: {roll, endFavours, …}, busy: {hint}, log: [lines], error,
  //          rules (the rules page's address for this moment, or null) }
  // A seat's chip: its tincture (colour and hatching, never colour alone: the name is there too),
  // who plays it, and its discards, counted, their cards listed on demand.
  function seatChip(s, i) {
    const li = el('li', { class: s.toAct ? 'hm-to-act' : '', 'aria-current': s.toAct ? 'true' : null, dataset: { seat: String(i) } }, [
      el('span', { class: 'hm-seat-swatch', 'aria-hidden': 'true', title: s.tincture }),
      el('span', { class: 'hm-seat-name' }, s.name), ' ', el('span', { class: 'hm-seat-kind' }, s.kind),
      el('span', { class: 'hm-visually-hidden' }, `, ${s.tincture}`),
      s.toAct ? ` ${t('controls.toAct')}` : '', s.onScreen ? ` ${t('controls.you')}` : '',
      s.discards.length ? el('details', { class: 'hm-seat-discards' }, [
        el('summary', {}, t('controls.discards', { count: s.discards.length })),
        el('span', {}, s.discards.join(t('log.listSeparator'))),
      ]) : null,
    ]);
    styleSeat(li, i);
    return li;
  }

  function update(state) {
    const seatText = JSON.stringify(state.seats);
    if (seatList.dataset.text !== seatText) {
      seatList.dataset.text = seatText;
      const open = new Set([...seatList.querySelectorAll('details[open]')].map((d) => d.closest('li').dataset.seat));
      seatList.replaceChildren(...state.seats.map(seatChip));
      for (const li of seatList.children) if (open.has(li.dataset.seat) && li.querySelector('details')) li.querySelector('details').open = true;
    }
    if (prompt.textContent !== state.prompt) prompt.textContent = state.prompt;
    hint.hidden = !state.hint;
    hint.textContent = state.hint || '';
    die.hidden = !state.die;
    die.textContent = state.die ? t('controls.die', { die: state.die }) : '';
    thinking.hidden = !state.thinking;
    suggestion.hidden = !state.suggestion;
    if (suggestion.textContent !== (state.suggestion || '')) suggestion.textContent = state.suggestion || '';
    const suggestedButton = { roll: 'roll', endTurn: 'endTurn', endFavours: 'endFavours' }[state.suggested] || null;
    for (const [key, b] of Object.entries(buttons)) {
      b.hidden = !state.show[key];
      b.disabled = !!(state.busy && state.busy[key]);
      b.classList.toggle('hm-suggested', key === suggestedButton);
    }
    error.hidden = !state.error;
    error.textContent = state.error || '';
    rules.hidden = !state.rules;
    if (state.rules && rules.getAttribute('href') !== state.rules) rules.href = state.rules;
    const lines = state.log;
    const current = [...logList.children].map((li) => li.textContent);
    if (current.join('\n') !== lines.join('\n')) {
      logList.replaceChildren(...lines.map((line) => el('li', {}, line)));
      // Scrolled at the next frame, with its layout, rather than forcing one now: the update
      // after each computer action stays a short task.
      requestAnimationFrame(() => { logList.scrollTop = logList.scrollHeight; });
    }
  }

  return { element, setupSlot, buttons, update };
}

export { createAnnouncer } from './announcer.js';
