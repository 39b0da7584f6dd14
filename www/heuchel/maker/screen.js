// What the diagram maker shows (app.js makes its context): the board as the author edits it or as
// the recorded moves leave it, the ARIA grid, the mode, the engine's verdict and the notice, the
// editing panel, the recording panel and the diagram's options, and then the output (the shell's).
// Every function reads the context `m` (app.js, mountMaker) and draws. The buttons drawn here
// change the context and draw again; a move is played by app.js (m.play), the phase's fields are
// taken there too (m.phaseChanged).

import { lastMove, lastTake } from '../board/interaction.js';
import { el } from '../../platform/ui/dom.js';
import { cardName, formatEntry, seatName } from '../ui/format.js';
import { asSentence, wordError } from '../ui/errors.js';
import { check } from '../../platform/maker/fields.js';
import * as edit from './setup-edit.js';

// --- What the board shows ---------------------------------------------------------------------
// What the engine offers now, asked once per position: the board keeps a lifted stack only
// while it is given the same `legal` (a redraw for the keyboard's focus must not drop it).
function currentLegal(m) {
  const { current, state } = m;
  if (!current || current.isOver()) return null;
  const key = `${state.good}|${m.moves.join('_')}`;
  if (m.legalMemo.key !== key) m.legalMemo = { key, legal: current.legal() };
  return m.legalMemo.legal;
}

// The view the author edits and its die: the accepted position's own, else his setup's as it
// stands.
function editView({ Game, state, current }) {
  if (!state.problem && current) {
    const start = Game.fromPosition(state.good);
    const view = start.fullView();
    const die = start.legal().die || null;
    start.free?.();
    return { view, die };
  }
  const view = edit.viewOfSetup(state.filled);
  const st = view.phase && view.phase.step;
  return { view, die: st && st.step === 'rolled' ? st.die : null };
}

// The squares the diagram marks, and the keyboard's square.
function marks({ o, focusCell }) {
  const out = o.highlight.map((s) => ({ ...s, kind: 'marked' }));
  if (focusCell) out.push({ ...focusCell, kind: 'focus' });
  return out;
}

/**
 * Draws the board: the recorded game with its last move while recording, else the position being
 * edited with its marks. Returns what the engine offers now while recording, else null.
 */
export function draw(m) {
  const { state, board, o, current, chosen, arrowFrom } = m;
  if (!state.raw) return;
  if (m.mode === 'play' && current) {
    const legal = currentLegal(m);
    const extra = marks(m);
    if (m.moves.length) {
      const entries = current.fullLog(current.actionCount() - 1);
      const last = lastMove(entries);
      if (last) extra.unshift({ column: last.column, row: last.from, kind: 'lastMove' }, { column: last.column, row: last.to, kind: 'lastMove' });
      const taken = lastTake(entries);
      if (taken) extra.unshift({ ...taken, kind: 'lastMove' });
    }
    board.set({ view: current.fullView(), legal, highlights: extra, arrows: o.arrows, die: legal ? legal.die : null });
    return legal;
  }
  const { view, die } = editView(m);
  const extra = marks(m);
  if (state.problem && typeof state.problem.args.column === 'number' && typeof state.problem.args.row === 'number') {
    extra.push({ column: state.problem.args.column, row: state.problem.args.row, kind: 'victim' });
  }
  const loc = chosen && edit.cardLocations(state.raw).get(chosen);
  if (loc && loc.kind === 'pile') extra.push({ column: loc.column, row: loc.row, kind: 'source' });
  if (arrowFrom) extra.push({ ...arrowFrom, kind: 'source' });
  board.set({ view, legal: null, highlights: extra, arrows: o.arrows, die });
  return null;
}

/** Brings the ARIA grid up to date with what the board shows. */
export function renderGrid(m) {
  const { state, current, grid, board } = m;
  if (!state.raw) return;
  const view = m.mode === 'play' && current ? current.fullView() : editView(m).view;
  const legal = m.mode === 'play' ? currentLegal(m) : null;
  grid.update(view, legal, m.mode === 'play' ? board.selection : null);
}

// --- Rendering --------------------------------------------------------------------------------
/** Draws the whole maker: the board, the grid, the mode, the verdict, the panels, the output. */
export function render(m) {
  const { t, root, state, modeButtons, editPanel, playPanel, showVerdict, noticeBox, output } = m;
  if (!state.raw) return;
  const legal = draw(m);
  renderGrid(m);
  const { mode } = m;
  root.dataset.makerMode = mode;
  for (const [k, b] of Object.entries(modeButtons)) b.setAttribute('aria-pressed', String(k === mode));
  modeButtons.play.disabled = !!state.problem || !m.current;
  editPanel.hidden = mode !== 'edit';
  playPanel.hidden = mode !== 'play';

  // The verdict: the engine's words, or its assent.
  const assent = mode === 'play' ? t('maker.verdict.playing', { count: m.moves.length }) : t('maker.verdict.possible');
  showVerdict(state.problem ? asSentence(wordError(t, state.problem)) : null, !!state.good, assent);
  noticeBox.hidden = !m.notice;
  noticeBox.textContent = m.notice;

  renderEditPanel(m);
  renderPlayPanel(m, legal);
  renderOptions(m);
  output.render();
}

// The editing panel: the tools, the palette, the card in hand and what may be done with it, and
// the phase's fields.
function renderEditPanel(m) {
  const { t, state, announcer, toolButtons, toolHelp, palette, chosenLine, chosenButtons, tool, arrowFrom, chosen } = m;
  for (const [k, b] of Object.entries(toolButtons)) b.setAttribute('aria-pressed', String(k === tool));
  toolHelp.textContent = tool === 'cards'
    ? t(chosen ? 'maker.tool.cardsChosen' : 'maker.tool.cardsHelp', { card: chosen ? cardName(t, chosen) : '' })
    : tool === 'arrow' && arrowFrom
      ? t('maker.tool.arrowTo', { from: `${arrowFrom.column + 1}:${arrowFrom.row}` })
      : t(`maker.tool.${tool}Help`);
  const locations = edit.cardLocations(state.raw);
  palette.update({ locations, filledLocations: edit.cardLocations(state.filled), chosen });
  chosenLine.textContent = chosen ? t('maker.chosen', { card: cardName(t, chosen) }) : '';
  chosenLine.hidden = !chosen;
  chosenButtons.replaceChildren(...(chosen ? [
    ...range(0, state.raw.players - 1).map((p) => el('button', {
      type: 'button', class: 'hm-button hm-small', dataset: { discard: String(p) },
      onclick: () => { const c = m.chosen; m.chosen = null; state.set(edit.discardCard(state.raw, c, p)); announcer.say(t('maker.discarded', { card: cardName(t, c), seat: p + 1 })); },
    }, t('maker.toDiscards', { seat: p + 1 }))),
    locations.has(chosen) ? el('button', {
      type: 'button', class: 'hm-button hm-small', dataset: { action: 'unuse' },
      onclick: () => { const c = m.chosen; m.chosen = null; state.set(edit.withoutCard(state.raw, c)); announcer.say(t('maker.unused', { card: cardName(t, c) })); },
    }, t('maker.takeOut')) : null,
    el('button', { type: 'button', class: 'hm-button hm-small', onclick: () => { m.chosen = null; render(m); } }, t('maker.putBack')),
  ].filter(Boolean) : []));
  chosenButtons.hidden = !chosen;
  renderPhase(m);
}

// The phase, as the setup says it.
function renderPhase(m) {
  const { t, state, idPrefix, stepSelect, phaseVariant, seatSelect, seatField, favourFields, cutBoxes, favourRow, dieField, dieSelect } = m;
  const ph = edit.phaseFields(state.raw);
  const step = ph.phase === 'over' ? 'over' : ph.phase === 'setup' ? 'setup' : ph.step;
  stepSelect.value = step;
  phaseVariant.value = state.raw.variant;
  const seats = range(0, state.raw.players - 1);
  if (seatSelect.options.length !== seats.length) {
    seatSelect.replaceChildren(...seats.map((p) => el('option', { value: String(p) }, seatName(t, p))));
  }
  seatSelect.value = String(ph.player);
  seatField.hidden = step === 'over';
  favourFields.hidden = cutBoxes.hidden = step !== 'favours';
  if (document.activeElement !== favourRow) favourRow.value = String(ph.row);
  const cuts = seats.map((p) => String(p));
  if ([...cutBoxes.querySelectorAll('input')].map((b) => b.value).join() !== cuts.join()) {
    cutBoxes.replaceChildren(cutBoxes.firstElementChild, ...seats.map((p) => {
      const box = el('input', { type: 'checkbox', id: `${idPrefix}-cut-${p}`, value: String(p) });
      box.addEventListener('change', m.phaseChanged);
      return check(box, t('maker.phase.column', { column: p + 1 }));
    }));
  }
  for (const box of cutBoxes.querySelectorAll('input')) box.checked = !!(ph.cut & (1 << Number(box.value)));
  dieField.hidden = step !== 'rolled';
  dieSelect.value = String(ph.die);
}

// The recording panel: what the engine asks now, its actions as buttons, the blind "how many?"
// of a favour, the last error and the moves recorded. `legal`: what the engine offers now.
function renderPlayPanel(m, legal) {
  const { t, idPrefix, playPrompt, playButtons, takeBox, playErrorBox } = m;
  renderMoveList(m);
  if (m.mode !== 'play' || !m.current) return;
  if (!legal) playPrompt.textContent = t('prompt.over');
  else {
    const what = legal.step === 'rolled' && !legal.moves.length ? 'rolledLose' : legal.step;
    // count: the die chooses "1 row" or "4 rows" where the language says so.
    playPrompt.textContent = t(`maker.play.${what}`, { seat: seatName(t, legal.player), row: legal.favourRow, die: legal.die, count: legal.die });
  }
  const buttons = [];
  if (legal) {
    const act = (key, action, label) => el('button', { type: 'button', class: 'hm-button', dataset: { action: key }, onclick: () => m.play(action) }, label);
    if (legal.canRoll) buttons.push(act('roll', { type: 'roll' }, t('controls.roll')));
    if (legal.canEndFavours) buttons.push(act('endFavours', { type: 'endFavours' }, t('controls.endFavours')));
    if (legal.canEndTurn) buttons.push(act('endTurn', { type: 'endTurn' }, t('controls.endTurn')));
    for (const card of legal.places || []) buttons.push(act(`place-${card}`, { type: 'place', card }, t('maker.play.place', { card: cardName(t, card) })));
  }
  playButtons.replaceChildren(...buttons);
  playButtons.hidden = !buttons.length;
  const { taking } = m;
  takeBox.hidden = !taking;
  if (taking) {
    const id = `${idPrefix}-take`;
    takeBox.setAttribute('aria-labelledby', id);
    takeBox.replaceChildren(
      el('p', { id, class: 'mk-take-question' }, t('take.question', { column: taking.column + 1 })),
      el('div', { class: 'mk-buttons' }, [
        ...range(1, taking.maxCount).map((n) => el('button', {
          type: 'button', class: 'hm-button', dataset: { take: String(n) },
          onclick: () => m.play({ type: 'take', column: m.taking.column, count: n }),
        }, String(n))),
        el('button', { type: 'button', class: 'hm-button', onclick: () => { m.taking = null; render(m); } }, t('take.cancel')),
      ]),
    );
  }
  playErrorBox.hidden = !m.playError;
  playErrorBox.textContent = m.playError;
}

// The recording, each move in notation and in words (kept current in either mode).
function renderMoveList(m) {
  const { t, state, current, moves, moveList, undoButton, clearButton } = m;
  const key = `${state.good}|${moves.join('_')}`;
  if (moveList.dataset.key !== key) {
    moveList.dataset.key = key;
    const log = current && moves.length ? current.fullLog(0) : [];
    const items = moves.map((text, i) => el('li', { dataset: { move: text } }, [el('code', {}, text), ' ', log[i] ? formatEntry(t, log[i]) : '']));
    moveList.replaceChildren(...(items.length ? items : [el('li', { class: 'mk-none' }, t('maker.play.none'))]));
  }
  undoButton.disabled = clearButton.disabled = !moves.length;
}

// The diagram's options: whose view it shows, the step it opens at, its buttons, its marks and
// arrows (each with a button that takes it away).
function renderOptions(m) {
  const { t, state, o, viewerSelect, shownStep, shownField, controlBoxes, marksList, arrowsList } = m;
  const viewers = ['all', 'public', ...range(1, state.raw.players).map(String)];
  if ([...viewerSelect.options].map((x) => x.value).join() !== viewers.join()) {
    viewerSelect.replaceChildren(...viewers.map((v) => el('option', { value: v },
      v === 'all' ? t('maker.viewer.all') : v === 'public' ? t('maker.viewer.public') : t('maker.viewer.seat', { seat: v }))));
  }
  if (!viewers.includes(o.viewer)) o.viewer = 'all';
  viewerSelect.value = o.viewer;
  shownStep.max = String(m.moves.length);
  if (document.activeElement !== shownStep) shownStep.value = String(o.step);
  shownField.hidden = !m.moves.length;
  for (const [c, box] of Object.entries(controlBoxes)) box.checked = o.controls.includes(c);
  m.lessonFields.render();
  const item = (text, label, onclick) => el('li', {}, [el('span', {}, text), ' ',
    el('button', { type: 'button', class: 'hm-button hm-small', 'aria-label': label, title: label, onclick }, '×')]);
  const sq = (s) => `${s.column + 1}:${s.row}`;
  marksList.replaceChildren(...(o.highlight.length ? o.highlight.map((s, i) => item(sq(s), t('maker.options.removeMark', { square: sq(s) }), () => { o.highlight.splice(i, 1); render(m); }))
    : [el('li', { class: 'mk-none' }, t('maker.options.noMarks'))]));
  arrowsList.replaceChildren(...(o.arrows.length ? o.arrows.map((a, i) => item(`${sq(a.from)} → ${sq(a.to)}`, t('maker.options.removeArrow', { from: sq(a.from), to: sq(a.to) }), () => { o.arrows.splice(i, 1); render(m); }))
    : [el('li', { class: 'mk-none' }, t('maker.options.noArrows'))]));
}

/** The whole numbers from `from` to `to`, both included. */
export function range(from, to) {
  const out = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}
