// The side panel: the prompt, the action buttons the engine currently allows, the die, the
// "thinking" indicator, errors, and the whole log.

import { el } from '../../platform/ui/dom.js';
import { styleSeat } from '../../platform/ui/seat-style.js';

// actions: { roll(), endFavours(), endTurn(), fewer(), more(), cancel(), scores(), hint(),
//            recall(index | null) (a log line is hovered or focused: show its action, or none) }
export function createControls({ t, actions }) {
  // The panel's context: its words, its actions, its parts (buildPanel) and the log's lines.
  const k = { t, actions };
  Object.assign(k, buildPanel(k));
  watchLog(k);
  return { element: k.element, setupSlot: k.setupSlot, buttons: k.buttons, update: (state) => update(k, state) };
}

// The panel's parts, in their order on the page.
function buildPanel({ t, actions }) {
  const prompt = el('p', { class: 'hm-prompt', tabindex: '-1' });
  // What others did to the person at the screen (his cards taken), until he acts again.
  const notices = el('ul', { class: 'hm-notices', hidden: true });
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
  // Why what the person tried is refused, and the rule, until he tries again.
  const whyText = el('span', { class: 'hm-why-text' });
  const whyRule = el('a', { class: 'hm-why-rule', target: '_blank', rel: 'noopener' });
  const why = el('p', { class: 'hm-why', role: 'alert', hidden: true }, [whyText, ' ', whyRule]);
  const setupSlot = el('div', { class: 'hm-setup-slot' });
  const logList = el('ol', { class: 'hm-log-list' });
  const log = el('section', { class: 'hm-log', 'aria-label': t('controls.log') }, [
    el('h2', { class: 'hm-log-title' }, t('controls.log')), logList,
  ]);
  const help = el('p', { class: 'hm-help' }, t('controls.help'));
  // The rules page, opened in another tab at the section for what is asked now.
  const rules = el('a', { class: 'hm-button hm-rules-link', target: '_blank', rel: 'noopener', dataset: { action: 'rules' } }, t('controls.rules'));
  const element = el('div', { class: 'hm-controls' }, [
    seatList, prompt, why, notices, suggestion, thinking, die, hint,
    el('div', { class: 'hm-buttons' }, [...Object.values(buttons), rules]),
    error, setupSlot, log, help,
  ]);
  /** @type {object | null} the refusal shown (updateWhy) */
  const shownWhy = null;
  return { prompt, notices, hint, suggestion, die, thinking, buttons, seatList, error, why, whyText, whyRule, shownWhy, setupSlot, logList, rules, element };
}

// The log: one focusable line per action, marked with the acting seat's colour and hatching
// beside his name. One line at a time is in the tab order (the last focused, else the
// newest); the arrow keys go through the others. Hover or focus shows the action on the board.
function watchLog(k) {
  const { logList } = k;
  k.lineItems = [];
  k.hovered = null;
  k.focused = null;
  logList.addEventListener('keydown', (e) => {
    const items = shown(k);
    const i = items.findIndex((item) => item.li === e.target);
    const to = { ArrowUp: i - 1, ArrowDown: i + 1, Home: 0, End: items.length - 1 }[e.key];
    if (i < 0 || to === undefined || !items[to]) return;
    e.preventDefault();
    items[to].li.focus();
  });
  k.ownTop = -1;
  k.queued = false;
  // A line clicked or tapped is focused, and its move shown on the board, until the next action
  // (unpin); a press on the list marks the focus that follows as the pointer's.
  k.pressed = false;
  k.pointerPin = false;
  logList.addEventListener('pointerdown', () => { k.pressed = true; });
  // Reset after the click, not on pointerup: a tap focuses the line only after its pointerup.
  for (const type of ['click', 'pointercancel']) logList.addEventListener(type, () => { k.pressed = false; });
  new ResizeObserver(() => follow(k)).observe(logList);
}

// The next action ends a line's pin. A line clicked or tapped lets go of the focus, and the log
// follows the new lines again (the click may have scrolled it, which was not the reader
// scrolling back); a line reached by the keys keeps the focus, its move no longer shown.
function unpin(k) {
  if (k.focused === null) return;
  const item = k.lineItems.find((it) => it.li.dataset.index === String(k.focused));
  if (k.pointerPin && item) {
    k.pointerPin = false;
    item.li.blur();
    k.ownTop = -1;
  } else {
    k.focused = null;
    recallNow(k);
  }
}

const recallNow = (k) => k.actions.recall(k.hovered ?? k.focused);

// A log line's item: its swatch and its words, hovered and focused as the log says above.
function lineItem(k, line) {
  const swatch = el('span', { class: 'hm-log-seat', 'aria-hidden': 'true' });
  const text = el('span', { class: 'hm-log-text' }, line.text);
  const li = el('li', { tabindex: '-1' }, [swatch, text]);
  li.dataset.index = String(line.index);
  // A mouse's hover only: a tap's emulated mouseenter has no mouseleave, and would pin the line.
  li.addEventListener('pointerenter', (e) => { if (e.pointerType === 'mouse') { k.hovered = line.index; recallNow(k); } });
  li.addEventListener('pointerleave', (e) => { if (e.pointerType === 'mouse' && k.hovered === line.index) { k.hovered = null; recallNow(k); } });
  li.addEventListener('focus', () => {
    k.focused = line.index;
    k.pointerPin = k.pressed;
    k.pressed = false;
    roving(k, li);
    recallNow(k);
  });
  li.addEventListener('blur', () => { k.focused = null; recallNow(k); });
  return { li, text, seat: null };
}

// Puts `current` alone in the tab order.
function roving(k, current) {
  for (const item of k.lineItems) item.li.tabIndex = item.li === current ? 0 : -1;
}

const shown = (k) => k.lineItems.filter((item) => !item.li.hidden);

// Only what changed is touched: new lines, and old ones whose words changed (a card named).
// New lines are followed at the next frame, with its layout, rather than forcing one now (the
// update after each computer action stays a short task), and so is a list laid out anew (the
// panel's width changed: its lines wrap differently). Someone who scrolled back from where it
// was last followed to is left there, until he scrolls to the end again.
function follow(k) {
  if (k.queued) return;
  k.queued = true;
  requestAnimationFrame(() => {
    const { logList } = k;
    k.queued = false;
    const moved = k.ownTop >= 0 && logList.scrollTop !== k.ownTop;
    if (moved && logList.scrollTop + logList.clientHeight < logList.scrollHeight - 4) return;
    logList.scrollTop = logList.scrollHeight;
    k.ownTop = logList.scrollTop;
  });
}

// The log's lines ({index, seat, text}) shown.
function updateLog(k, lines) {
  const { lineItems, logList } = k;
  const grew = lines.length > lineItems.length;
  while (lineItems.length > lines.length) lineItems.pop().li.remove();
  lines.forEach((line, i) => {
    if (!lineItems[i]) {
      lineItems[i] = lineItem(k, line);
      logList.append(lineItems[i].li);
    }
    const item = lineItems[i];
    item.li.hidden = !line.text;
    if (item.text.textContent !== line.text) item.text.textContent = line.text;
    if (item.seat !== line.seat) {
      item.seat = line.seat;
      styleSeat(item.li, line.seat);
    }
  });
  if (grew) unpin(k);
  const newest = shown(k).pop();
  if (newest && k.focused === null && (grew || !lineItems.some((item) => item.li.tabIndex === 0))) roving(k, newest.li);
  if (grew) follow(k);
}

// state: { seats: [{name, kind, tincture, discards (card names), toAct, onScreen}], prompt,
//          notices: [lines], hint, die, thinking,
//          suggestion (text), suggested (the suggested action's type: its button is marked),
//          show: {roll, endFavours, …}, busy: {hint}, log: [{index, seat, text}], error,
//          why (a refusal explained: {text, rule, href}, or null),
//          rules (the rules page's address for this moment, or null) }
// A seat's chip: its tincture (colour and hatching, never colour alone: the name is there too),
// who plays it, and its discards, counted, their cards listed on demand (`open`: listed now).
function seatChip(t, s, i, open) {
  const li = el('li', { class: s.toAct ? 'hm-to-act' : '', 'aria-current': s.toAct ? 'true' : null, dataset: { seat: String(i) } }, [
    el('span', { class: 'hm-seat-swatch', 'aria-hidden': 'true', title: s.tincture }),
    el('span', { class: 'hm-seat-name' }, s.name), ' ', el('span', { class: 'hm-seat-kind' }, s.kind),
    el('span', { class: 'hm-sr-only' }, `, ${s.tincture}`),
    s.toAct ? ` ${t('controls.toAct')}` : '', s.onScreen ? ` ${t('controls.you')}` : '',
    s.discards.length ? el('details', { class: 'hm-seat-discards', open }, [
      el('summary', {}, t('controls.discards', { count: s.discards.length })),
      el('span', {}, t.list(s.discards)),
    ]) : null,
  ]);
  styleSeat(li, i);
  return li;
}

// The refusal's words and its rule's link ({text, rule, href} or null), written once for each
// refusal (so that a screen reader hears each, a repeated one too, and only once).
function updateWhy(k, state) {
  const { why, whyText, whyRule } = k;
  why.hidden = !state;
  if (k.shownWhy === state) return;
  k.shownWhy = state;
  whyText.textContent = state ? state.text : '';
  if (!state) return;
  whyRule.hidden = !state.href;
  whyRule.textContent = state.rule;
  if (state.href) whyRule.href = state.href;
}

// The panel shows `state` (as above): only what changed is touched.
function update(k, state) {
  const { t, seatList, prompt, notices, hint, die, thinking, suggestion, buttons, error, rules } = k;
  const seatText = JSON.stringify(state.seats);
  if (seatList.dataset.text !== seatText) {
    seatList.dataset.text = seatText;
    // A list of discards someone opened stays open when the chips are drawn anew.
    const open = new Set([...seatList.querySelectorAll('details[open]')].map((d) => d.closest('li').dataset.seat));
    seatList.replaceChildren(...state.seats.map((s, i) => seatChip(t, s, i, open.has(String(i)))));
  }
  if (prompt.textContent !== state.prompt) prompt.textContent = state.prompt;
  const noticeText = (state.notices || []).join('\n');
  if (notices.dataset.text !== noticeText) {
    notices.dataset.text = noticeText;
    notices.replaceChildren(...(state.notices || []).map((n) => el('li', {}, n)));
    notices.hidden = !noticeText;
  }
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
  updateWhy(k, state.why);
  rules.hidden = !state.rules;
  if (state.rules && rules.getAttribute('href') !== state.rules) rules.href = state.rules;
  updateLog(k, state.log);
}

export { createAnnouncer } from '../../platform/ui/announcer.js';
