// The side panel of Auf Heller und Pfennig's page, part by part: the prompt, the merchants, the
// scoring ledger, the log and the game's end. Each is drawn from what it is handed (the view on
// the screen, the session's state, the newest scoring) into the elements the controller made; none
// decides anything (www/heller/game/controller.js does, with the session core).

import { el } from '../../platform/ui/dom.js';
import { describeLaneScore, describePayments, logLines, merchantName, sourceName, standingsOf, strokes, tileName } from './words.js';

/** The round's line: "Round 2 of 3", or open-ended "Round 4". */
export function roundWords(c, variant, n) {
  return variant === 'standard' ? c.t('round.of', { round: n, rounds: c.facts.rounds }) : c.t('round.open', { round: n });
}

/**
 * The prompt: whose turn, what to do, what is chosen. `c`: the controller's context; `view` the
 * view on the screen; `humanActing` whether the person acting is at the screen.
 */
export function promptWords(c, view, humanActing) {
  const { t, facts, names, session, ui } = c;
  const acting = session.toAct();
  const actingName = acting === null ? '' : merchantName(t, names, acting);
  const phase = view.phase || {};
  const turned = phase.phase === 'turned' ? tileName(t, facts, phase.tile) : null;
  if (session.isOver()) return t('over.title');
  if (humanActing && ui.pass) return t('turn.mustPass', { name: actingName });
  if (humanActing && turned) return `${t('turn.turned', { name: actingName, tile: turned })} ${t('turn.turnedHowTo')}`;
  if (humanActing && phase.phase === 'choose') return t('turn.choose', { name: actingName });
  if (humanActing && ui.selected) return t('turn.selected', { what: sourceName(t, facts, ui.selected, view.ownTile, view) });
  if (humanActing) return `${t(view.ownTile ? 'turn.yours' : 'turn.yoursNoOwn', { name: actingName })} ${t('turn.howTo')}`;
  // A lesson's table is the learner's: once his part is played, nobody else is asked to act.
  if (c.lesson) return '';
  if (turned) return t('turn.computerTurned', { name: actingName, tile: turned });
  if (phase.phase === 'choose') return t('turn.computerChoose', { name: actingName });
  return t('turn.computer', { name: actingName });
}

/** The merchants, one item each: name (or computer and level), money, stalls, own tile held. */
export function renderMerchants(c, list, view, acting) {
  const { t, facts, names, session } = c;
  const { seats } = session.state;
  // "You" beside one's own name when other people play too (at this screen or online).
  const people = seats.filter((k) => k === 'human').length;
  list.replaceChildren(...view.money.map((money, p) => {
    const supply = view.supply[p];
    const stallList = supply.flatMap((count, i) => (count ? [`${count} × ${strokes(i + 1)}`] : []));
    const label = seats[p] === 'human'
      ? (p === session.viewer() && people > 1 ? t('player.you', { name: merchantName(t, names, p) }) : merchantName(t, names, p))
      : t('player.computer', { name: merchantName(t, names, p), level: t(`seat.${seats[p]}`).replace(/^.*,\s*/, '') });
    return el('li', { class: `hh-merchant hh-seat-${p}${p === acting ? ' hh-acting' : ''}`, dataset: { player: String(p) } }, [
      el('span', { class: 'hh-merchant-name' }, label),
      el('span', { class: 'hh-money', dataset: { money: String(money) } }, t('side.money', { count: money })),
      el('span', { class: 'hh-stalls' }, stallList.length ? t('side.stalls', { list: t.list(stallList) }) : t('side.noStalls')),
      view.holdsOwn[p] ? el('span', { class: 'hh-holds' }, view.ownTiles[p] && p !== view.viewer
        ? t('side.holdsOwnShown', { tile: tileName(t, facts, view.ownTiles[p]) }) : t('side.holdsOwn')) : null,
    ]);
  }));
}

/** The newest scoring, lane by lane with its arithmetic, and the money paid; or that there is none. */
export function renderLedger(c, body) {
  const { t, facts, names, ui } = c;
  if (!ui.scoring) {
    body.replaceChildren(el('p', {}, t('score.none')));
    return;
  }
  const blocks = ui.scoring.lanes.map((l) => {
    const d = describeLaneScore(t, facts, names, l.score, { final: l.final });
    return el('article', { class: 'hh-lane', dataset: { lane: JSON.stringify(l.score.lane) } }, [
      el('h3', {}, d.title),
      ...d.parts.map((part) => el('div', { class: 'hh-part' }, [
        el('p', { class: 'hh-part-where' }, part.where),
        el('ul', { class: 'hh-terms' }, [...part.terms, part.sum].map((x) => el('li', {}, x))),
        el('ul', { class: 'hh-amounts' }, part.players.map((x) => el('li', {}, x))),
      ])),
    ]);
  });
  const paid = el('ul', { class: 'hh-payments' }, describePayments(t, names, ui.scoring.payments).map((x) => el('li', {}, x)));
  body.replaceChildren(...blocks, paid);
}

/** The log as the person at the screen may read it, newest last and in sight. */
export function renderLog(c, list, note = () => '') {
  const { t, facts, names, session } = c;
  const entries = session.game.log();
  // `note(i)`: words added to the last line of action i (an online table's stand-in moves).
  const lines = entries.flatMap((entry, i) => {
    const own = logLines(t, facts, names, entry);
    const extra = note(i);
    return extra && own.length ? [...own.slice(0, -1), `${own[own.length - 1]} ${extra}`] : own;
  });
  list.replaceChildren(...lines.map((line) => el('li', {}, line)));
  list.scrollTop = list.scrollHeight;
}

/**
 * The game's end beside the market: the winners, the table of money, a new game, the record to
 * keep or replay (`record`: ui/record.js's box, or null for none; `replayLink(save)` its replay's address).
 */
export function renderOver(c, box, view, { record, replayLink, onNewGame }) {
  const { t, names, session } = c;
  if (!session.isOver()) {
    box.hidden = true;
    return;
  }
  const game = session.game;
  // Over, the record hides nothing any more (every own tile is placed or back in the pool). An
  // online table's record comes from the server with the last frame.
  if (record) {
    const save = game.save();
    record.set(save, replayLink(save));
  }
  const winners = game.winners();
  const rows = standingsOf(view.money);
  const best = rows[0].money;
  const winnerNames = t.list(winners.map((p) => merchantName(t, names, p)), 'conjunction');
  box.replaceChildren(el('div', { class: 'hh-over-box' }, [
    el('h2', { class: 'hm-title' }, t('over.title')),
    el('p', { class: 'hh-over-winner' }, t(winners.length > 1 ? 'over.winners' : 'over.winner', { names: winnerNames, money: best })),
    el('table', { class: 'hh-over-table' }, [
      el('thead', {}, el('tr', {}, [t('over.place'), t('over.merchant'), t('over.money')].map((h) => el('th', { scope: 'col' }, h)))),
      el('tbody', {}, rows.map(({ player: p, place, money }) => el('tr', { class: winners.includes(p) ? 'hh-winner' : '' }, [
        el('td', {}, String(place)),
        el('th', { scope: 'row' }, merchantName(t, names, p)),
        el('td', {}, t.number(money)),
      ]))),
    ]),
    el('div', { class: 'hm-buttons' }, [
      el('button', { type: 'button', class: 'hm-button hm-primary', dataset: { action: 'overNewGame' }, onclick: onNewGame }, t('over.newGame')),
      record ? record.replay : null,
    ]),
    record ? record.element : null,
  ]));
  box.hidden = false;
}

// From the log so far (a game resumed from a save, or taken back, or an online table's frame):
// the newest scoring in it, and the square last placed on in this round.
export function recallFromLog(ui, game) {
  const earlier = game.log();
  ui.scoring = null;
  ui.lastSquare = null;
  for (let i = earlier.length - 1; i >= 0 && !ui.scoring; i -= 1) {
    const lanes = earlier[i].events.filter((e) => e.event === 'laneScored');
    if (lanes.length) {
      const paid = earlier[i].events.find((e) => e.event === 'paid');
      ui.scoring = { lanes, payments: paid ? paid.payments : [] };
    }
  }
  const last = earlier[earlier.length - 1];
  if (last && !last.events.some((e) => e.event === 'roundStarted')) {
    const placed = last.events.find((e) => e.square);
    if (placed) ui.lastSquare = placed.square;
  }
}
