// The scores through a finished game: one line per player, the score as it would have stood if
// counted after each action (the engine's Game.scoreHistory()), with each capture (a favour taken)
// and each arrogance loss marked on the line of the player it touched. Drawn as SVG elements (no
// style attributes: the page's CSP allows none), with a line pattern per seat as well as a colour,
// and a table of the same figures for screen readers.

import { adoptCss, el } from '../../platform/ui/dom.js';
import ownCss from './score-chart.css';
import { seatName } from './format.js';
import { tinctureOf } from '../../platform/render/seats.js';

const SVG = 'http://www.w3.org/2000/svg';
// Seats told apart by their tincture's colour (render/seats.js, as on the board and in the log)
// and by a dash pattern, so that colour is never alone.
const DASHES = ['', '6 3', '2 3', '10 3 2 3', '1 2', '12 4'];
const strokeOf = (p) => ({ colour: tinctureOf(p).colour, dash: DASHES[p % DASHES.length] });

function svg(tag, attrs = {}, children = []) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== null && v !== undefined && v !== '') node.setAttribute(k, String(v));
  for (const c of [].concat(children)) if (c) node.append(c);
  return node;
}

/**
 * The marks of a game's log: [{index, player, kind: 'capture' | 'arrogance' | 'lost'}] from the full log
 * (Game.fullLog(): the game is over, nothing is hidden any more). A capture is marked on the
 * taker's line, an arrogance loss on the line of the column's owner.
 */
export function chartMarks(log) {
  const marks = [];
  for (const entry of log) {
    for (const ev of entry.events) {
      if (ev.event === 'took') marks.push({ index: entry.index + 1, player: ev.player, kind: 'capture' });
      if (ev.event === 'arrogance') marks.push({ index: entry.index + 1, player: ev.column, kind: 'arrogance' });
      if (ev.event === 'lost') marks.push({ index: entry.index + 1, player: ev.player, kind: 'lost' });
    }
  }
  return marks;
}

/** history: scores after 0, 1, … n actions, one array of player scores each; marks: chartMarks;
 * names: the seats' names (format.js seatName). The chart's styles come with it: adoptChartCss. */
export function createScoreChart({ t, history, marks = [], names = [] }) {
  const players = history.length ? history[0].length : 0;
  const W = 520;
  const H = 220;
  const pad = { l: 36, r: 10, t: 10, b: 26 };
  const all = history.flat();
  const lo = Math.min(0, ...all);
  const hi = Math.max(1, ...all);
  const steps = Math.max(1, history.length - 1);
  const x = (i) => pad.l + (i / steps) * (W - pad.l - pad.r);
  const y = (v) => pad.t + (1 - (v - lo) / (hi - lo)) * (H - pad.t - pad.b);

  const grid = [];
  const tick = Math.max(1, Math.ceil((hi - lo) / 5));
  for (let v = Math.ceil(lo / tick) * tick; v <= hi; v += tick) {
    grid.push(svg('line', { x1: pad.l, x2: W - pad.r, y1: y(v), y2: y(v), stroke: v === 0 ? '#2b1b10' : '#cdb582', 'stroke-width': v === 0 ? 1 : 0.5 }));
    grid.push(svg('text', { x: pad.l - 4, y: y(v) + 4, 'text-anchor': 'end', 'font-size': 10, fill: '#2b1b10' }, document.createTextNode(String(v))));
  }
  grid.push(svg('text', { x: (W + pad.l) / 2, y: H - 6, 'text-anchor': 'middle', 'font-size': 10, fill: '#2b1b10' }, document.createTextNode(t('chart.actions'))));

  const lines = [];
  for (let p = 0; p < players; p++) {
    const s = strokeOf(p);
    const points = history.map((row, i) => `${x(i).toFixed(1)},${y(row[p]).toFixed(1)}`).join(' ');
    lines.push(svg('polyline', { points, fill: 'none', stroke: s.colour, 'stroke-width': 2, 'stroke-dasharray': s.dash, 'data-player': p }));
  }
  const dots = marks.filter((m) => m.player < players && m.index < history.length).map((m) => {
    const s = strokeOf(m.player);
    const cx = x(m.index);
    const cy = y(history[m.index][m.player]);
    const shape = m.kind === 'capture'
      ? svg('circle', { cx, cy, r: 3.5, fill: s.colour, stroke: '#2b1b10', 'stroke-width': 0.8 })
      : svg('path', { d: `M${cx - 4},${cy - 4}L${cx + 4},${cy + 4}M${cx + 4},${cy - 4}L${cx - 4},${cy + 4}`, stroke: '#b8322a', 'stroke-width': 2 });
    shape.setAttribute('data-kind', m.kind);
    shape.append(svg('title', {}, document.createTextNode(t(`chart.${m.kind}`, { seat: seatName(t, m.player, names) }))));
    return shape;
  });

  const picture = svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'hm-chart-svg', role: 'img', 'aria-label': t('chart.label') }, [...grid, ...lines, ...dots]);
  const legend = el('ul', { class: 'hm-chart-legend' }, Array.from({ length: players }, (_, p) => {
    const s = strokeOf(p);
    const swatch = svg('svg', { viewBox: '0 0 30 8', width: 30, height: 8, 'aria-hidden': 'true' },
      svg('line', { x1: 0, x2: 30, y1: 4, y2: 4, stroke: s.colour, 'stroke-width': 2, 'stroke-dasharray': s.dash }));
    return el('li', {}, [swatch, ' ', seatName(t, p, names)]);
  }).concat([el('li', {}, t('chart.key'))]));
  // The same figures as a table, for those who cannot see the picture.
  const last = history[history.length - 1] || [];
  const captures = (p) => marks.filter((m) => m.player === p && m.kind === 'capture').length;
  const losses = (p) => marks.filter((m) => m.player === p && m.kind !== 'capture').length;
  const table = el('table', { class: 'hm-sr-only' }, [
    el('caption', {}, t('chart.label')),
    el('tr', {}, [el('th', {}, t('chart.seat')), el('th', {}, t('chart.best')), el('th', {}, t('chart.final')), el('th', {}, t('chart.captures')), el('th', {}, t('chart.losses'))]),
    ...Array.from({ length: players }, (_, p) => el('tr', {}, [
      el('td', {}, seatName(t, p, names)),
      el('td', {}, String(Math.max(...history.map((row) => row[p])))),
      el('td', {}, String(last[p])),
      el('td', {}, String(captures(p))),
      el('td', {}, String(losses(p))),
    ])),
  ]);
  return el('figure', { class: 'hm-chart' }, [picture, legend, table]);
}

/** The chart's styles (score-chart.css) into the document or shadow root of `node`, once. */
export function adoptChartCss(node) {
  adoptCss(node, ownCss);
}
