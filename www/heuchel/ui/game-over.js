// The final scores: every player's total, its three parts and each card's points, as the engine
// scored them. Shown beside the board (in the side panel; below the board on a phone), not over
// it: the finished board, every card face up, stays in view while the scores are read.

import { adoptCss, el } from '../../platform/ui/dom.js';
import ownCss from './game-over.css';
import { cardName, seatName, winnerLine } from './format.js';
import { scoreGroups } from './prompt.js';

// names: the seats' names (format.js seatName).
export function createGameOver({ t, idPrefix, onNewGame, onClose, names = [] }) {
  const titleId = `${idPrefix}-over-title`;
  const body = el('div', { class: 'hm-over-body' });
  const headlineText = el('p', { class: 'hm-over-headline' });
  // Focused when the scores appear, so that a screen reader starts at the result.
  const title = el('h2', { id: titleId, tabindex: '-1' }, t('over.title'));
  const element = el('section', { class: 'hm-over', 'aria-labelledby': titleId, hidden: true }, [
    el('div', { class: 'hm-over-box' }, [
      title,
      headlineText,
      // Next to the result, not below every score sheet: in a side panel that is what is in view.
      el('div', { class: 'hm-buttons' }, [
        el('button', { type: 'button', class: 'hm-button hm-primary', dataset: { action: 'newGame' }, onclick: () => onNewGame() }, t('over.newGame')),
        el('button', { type: 'button', class: 'hm-button', dataset: { action: 'closeScores' }, onclick: () => onClose() }, t('over.close')),
      ]),
    ]),
  ]);

  function linesTable(lines) {
    if (!lines.length) return el('p', { class: 'hm-over-none' }, t('over.none'));
    return el('table', { class: 'hm-over-lines' }, [
      el('thead', {}, el('tr', {}, [el('th', {}, t('over.card')), el('th', {}, t('over.row')), el('th', {}, t('over.points'))])),
      el('tbody', {}, lines.map((l) => el('tr', {}, [
        el('td', {}, cardName(t, l.card)),
        el('td', {}, l.row === null ? t('over.discardRow') : String(l.row)),
        el('td', { class: 'hm-num' }, t.number(l.points)),
      ]))),
    ]);
  }

  function sheetSection(sheet, winner) {
    const g = scoreGroups(sheet);
    const part = (key, total, lines) => el('details', { class: 'hm-over-part' }, [
      el('summary', {}, t('over.part', { part: t(key), total })), linesTable(lines),
    ]);
    return el('section', { class: `hm-over-sheet${winner ? ' hm-winner' : ''}`, dataset: { player: String(sheet.player) } }, [
      el('h3', {}, [seatName(t, sheet.player, names), ' — ', `${t('over.total')} `, el('strong', { class: 'hm-total' }, t.number(sheet.total))]),
      part('over.plus', sheet.plus, g.plus),
      part('over.short', sheet.short, g.short),
      part('over.discarded', sheet.discarded, g.discarded),
    ]);
  }

  element.querySelector('.hm-over-box').append(body);
  // The game's record (Game.save(): configuration and actions, docs/NOTATION.md) to keep or
  // share: as text to copy, as a file, and as a link that opens the replay with every card shown.
  // Made when the game first has one to show, from a module the page loads only then.
  let record = null;
  function setRecord(text, replayUrl) {
    import('../../platform/ui/record.js').then(({ createRecordBox }) => {
      if (!record) {
        record = createRecordBox({ t, fileName: 'heuchel-meuchel-game.txt' });
        element.querySelector('.hm-over-box').append(record.element);
        element.querySelector('.hm-over-box > .hm-buttons').prepend(record.replay);
      }
      record.set(text, replayUrl);
    });
  }

  let shown = 0;
  // chart: { history (Game.scoreHistory()), log (Game.fullLog()) } of the finished game, or null.
  function show(scores, winners, chart = null) {
    adoptCss(element, ownCss);
    const wasHidden = element.hidden;
    const headline = winnerLine(t, scores, winners, names);
    headlineText.textContent = headline;
    const sheets = scores.map((s) => sheetSection(s, winners.includes(s.player)));
    body.replaceChildren(...sheets);
    shown += 1;
    // The chart above the sheets, from a chunk of its own that only a finished game loads; not
    // put in if the scores were shown again meanwhile.
    const asked = shown;
    if (chart) {
      import('./score-chart.js').then(({ adoptChartCss, chartMarks, createScoreChart }) => {
        if (asked !== shown) return;
        adoptChartCss(element);
        body.prepend(createScoreChart({ t, history: chart.history, marks: chartMarks(chart.log), names }));
      });
    }
    element.hidden = false;
    if (wasHidden) title.focus();
    return headline;
  }

  return { element, show, setRecord, hide: () => { element.hidden = true; } };
}
