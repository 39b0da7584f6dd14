// A merchant's stall, painted as a market booth: a striped awning in the owner's tincture (the
// house's seat colours, render/seats.js) over a wooden counter, a pennant with the seat's number,
// and on the counter's front a signboard with the stall's wares as bold strokes (I to IIII), the
// number the scoring multiplies by, so it is the clearest thing on the booth.
//
// Vectors only, drawn in a box (x, y, w, h); no state.

import { INK, WHITE_LEAD, PARCHMENT, CYPRUS, FONT_SERIF, tone, modelled } from '../../platform/render/palette.js';
import { gold } from '../../platform/render/gold.js';
import { roundRect } from '../../platform/render/util.js';
import { tinctureOf } from '../../platform/render/seats.js';

/** The seat's colours for the stall: { colour, ink, deep, light }. */
export function seatColours(seat) {
  const t = tinctureOf(seat);
  return { colour: t.colour, ink: t.ink, deep: tone(t.colour, -0.35), light: tone(t.colour, 0.35), hatch: t.hatch };
}

// The awning's canopy as a path in the unit box: narrow at the back, wide at its front edge.
function canopy(ctx) {
  ctx.beginPath();
  ctx.moveTo(0.17, 0.13);
  ctx.lineTo(0.83, 0.13);
  ctx.lineTo(0.98, 0.37);
  ctx.lineTo(0.02, 0.37);
  ctx.closePath();
}

/**
 * Paints a stall of `strokes` wares (1–4) belonging to seat `seat` (0-based) in (x, y, w, h).
 * opts: { ghost (a kind the merchant has none of: an outline only), pennant (draw the seat's
 * pennant; default when the booth is large enough) }.
 */
export function drawStall(ctx, x, y, w, h, seat, strokes, opts = {}) {
  const s = Math.min(w, h);
  const bx = x + (w - s) / 2, by = y + (h - s) / 2;
  const c = seatColours(seat);
  const lw = Math.max(0.6, s * 0.018);
  ctx.save();
  ctx.translate(bx, by);
  ctx.scale(s, s);
  const u = lw / s;
  ctx.lineJoin = 'round';

  if (opts.ghost) {
    ghostOutline(ctx, u);
    ctx.restore();
    return;
  }

  shadow(ctx);
  posts(ctx, u);
  backCloth(ctx, c);
  wares(ctx, u, strokes);
  counter(ctx, u);
  signboard(ctx, u, c, strokes);
  awning(ctx, c);
  valance(ctx, u, c);
  finial(ctx, u);

  // The pennant with the seat's number, where the booth is big enough to carry it.
  const pennant = opts.pennant ?? s >= 44;
  if (pennant) drawPennant(ctx, u, c, seat);
  ctx.restore();
}

// The parts of the booth, each in the unit box (drawStall has scaled the context to it), in
// the order drawStall paints them; `u` is the line width of the outlines, `c` the seat's
// colours (seatColours).

// An empty place in the supply: the booth's outline, dashed and faint.
function ghostOutline(ctx, u) {
  ctx.setLineDash([0.05, 0.04]);
  canopy(ctx);
  ctx.rect(0.08, 0.58, 0.84, 0.34);
  ctx.lineWidth = u * 1.2;
  ctx.strokeStyle = 'rgba(43, 27, 16, 0.35)';
  ctx.stroke();
  ctx.setLineDash([]);
}

// A shadow on the cobbles.
function shadow(ctx) {
  ctx.beginPath();
  ctx.ellipse(0.52, 0.94, 0.47, 0.06, 0, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(30, 18, 8, 0.35)';
  ctx.fill();
}

// Posts.
function posts(ctx, u) {
  for (const px of [0.13, 0.87]) {
    ctx.beginPath();
    ctx.rect(px - 0.025, 0.3, 0.05, 0.62);
    ctx.fillStyle = modelled(ctx, CYPRUS, px - 0.03, 0, px + 0.03, 0);
    ctx.fill();
    ctx.lineWidth = u;
    ctx.strokeStyle = INK;
    ctx.stroke();
  }
}

// The back cloth, in the deep of the tincture, seen between the posts.
function backCloth(ctx, c) {
  ctx.beginPath();
  ctx.rect(0.155, 0.36, 0.69, 0.24);
  ctx.fillStyle = c.deep;
  ctx.fill();
}

// Wares on the counter: as many loaves and jugs as the stall has strokes.
function wares(ctx, u, strokes) {
  const tints = ['#c8843c', '#7a9a58', '#c8843c', '#b8ad9a'];
  for (let k = 0; k < strokes; k++) {
    const wx = 0.5 + (k - (strokes - 1) / 2) * 0.17;
    ctx.beginPath();
    if (k % 2) {
      ctx.moveTo(wx - 0.05, 0.585); ctx.lineTo(wx - 0.055, 0.5); ctx.quadraticCurveTo(wx, 0.44, wx + 0.055, 0.5); ctx.lineTo(wx + 0.05, 0.585);
      ctx.closePath();
    } else ctx.ellipse(wx, 0.55, 0.068, 0.042, 0, 0, Math.PI * 2);
    ctx.fillStyle = modelled(ctx, tints[k % tints.length], wx - 0.07, 0.45, wx + 0.07, 0.6);
    ctx.fill();
    ctx.lineWidth = u * 0.8;
    ctx.strokeStyle = INK;
    ctx.stroke();
  }
}

// The counter: its top board and its front.
function counter(ctx, u) {
  ctx.beginPath();
  ctx.rect(0.04, 0.57, 0.92, 0.06);
  ctx.fillStyle = modelled(ctx, '#a87a48', 0, 0.57, 0, 0.63);
  ctx.fill();
  ctx.lineWidth = u;
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.beginPath();
  ctx.rect(0.07, 0.63, 0.86, 0.29);
  ctx.fillStyle = modelled(ctx, '#8a5e34', 0.07, 0.63, 0.93, 0.92);
  ctx.fill();
  ctx.stroke();
  // Planks.
  ctx.beginPath();
  for (const py of [0.725, 0.82]) { ctx.moveTo(0.08, py); ctx.lineTo(0.92, py); }
  ctx.strokeStyle = 'rgba(43, 27, 16, 0.35)';
  ctx.lineWidth = u * 0.8;
  ctx.stroke();
}

// The signboard with the strokes: ink tallies on white lead, framed in the tincture.
function signboard(ctx, u, c, strokes) {
  const n = Math.max(1, strokes);
  const barW = 0.075, gap = 0.06;
  const signW = Math.max(0.36, n * barW + (n - 1) * gap + 0.16);
  const sx = 0.5 - signW / 2;
  roundRect(ctx, sx, 0.645, signW, 0.26, 0.04);
  ctx.fillStyle = PARCHMENT;
  ctx.fill();
  ctx.lineWidth = u * 2.2;
  ctx.strokeStyle = c.colour;
  ctx.stroke();
  ctx.lineWidth = u * 0.8;
  ctx.strokeStyle = INK;
  ctx.stroke();
  const total = n * barW + (n - 1) * gap;
  ctx.fillStyle = INK;
  for (let k = 0; k < n; k++) {
    const bx0 = 0.5 - total / 2 + k * (barW + gap);
    roundRect(ctx, bx0, 0.685, barW, 0.18, 0.012);
    ctx.fill();
  }
}

// The awning: stripes of the tincture and white lead, then the scalloped valance.
// Here the canopy's stripes and its shade, clipped to the canopy; valance() draws the rest.
function awning(ctx, c) {
  ctx.save();
  canopy(ctx);
  ctx.clip();
  const stripes = 6;
  for (let k = 0; k < stripes; k++) {
    const t0 = k / stripes, t1 = (k + 1) / stripes;
    ctx.beginPath();
    ctx.moveTo(0.17 + 0.66 * t0, 0.13);
    ctx.lineTo(0.17 + 0.66 * t1, 0.13);
    ctx.lineTo(0.02 + 0.96 * t1, 0.37);
    ctx.lineTo(0.02 + 0.96 * t0, 0.37);
    ctx.closePath();
    ctx.fillStyle = k % 2 ? WHITE_LEAD : modelled(ctx, c.colour, 0, 0.13, 0.3, 0.4);
    ctx.fill();
  }
  // The canopy's shade toward its back.
  const g = ctx.createLinearGradient(0, 0.13, 0, 0.37);
  g.addColorStop(0, 'rgba(30, 18, 8, 0.28)');
  g.addColorStop(1, 'rgba(30, 18, 8, 0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0.13, 1, 0.24);
  ctx.restore();
}

// The canopy's outline and the scalloped valance along its front edge.
function valance(ctx, u, c) {
  canopy(ctx);
  ctx.lineWidth = u;
  ctx.strokeStyle = INK;
  ctx.stroke();
  const scallops = 6;
  for (let k = 0; k < scallops; k++) {
    const x0 = 0.02 + (0.96 * k) / scallops, x1 = 0.02 + (0.96 * (k + 1)) / scallops;
    ctx.beginPath();
    ctx.moveTo(x0, 0.37);
    ctx.lineTo(x1, 0.37);
    ctx.quadraticCurveTo(x1, 0.46, (x0 + x1) / 2, 0.46);
    ctx.quadraticCurveTo(x0, 0.46, x0, 0.37);
    ctx.closePath();
    ctx.fillStyle = k % 2 ? WHITE_LEAD : c.colour;
    ctx.fill();
    ctx.lineWidth = u;
    ctx.strokeStyle = INK;
    ctx.stroke();
  }
}

// A gold finial at the ridge.
function finial(ctx, u) {
  ctx.beginPath();
  ctx.rect(0.17, 0.115, 0.66, 0.03);
  ctx.fillStyle = gold(ctx, 0.17, 0.1, 0.66, 0.05);
  ctx.fill();
  ctx.lineWidth = u * 0.8;
  ctx.strokeStyle = INK;
  ctx.stroke();
}

// The pennant on its pole above the ridge, in the tincture, with the seat's number.
function drawPennant(ctx, u, c, seat) {
  ctx.beginPath();
  ctx.moveTo(0.5, 0.12);
  ctx.lineTo(0.5, -0.02);
  ctx.lineWidth = u * 1.4;
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(0.51, -0.02);
  ctx.lineTo(0.76, 0.02);
  ctx.lineTo(0.66, 0.05);
  ctx.lineTo(0.76, 0.09);
  ctx.lineTo(0.51, 0.1);
  ctx.closePath();
  ctx.fillStyle = c.colour;
  ctx.fill();
  ctx.lineWidth = u * 0.8;
  ctx.stroke();
  ctx.fillStyle = c.ink;
  ctx.font = `bold 0.1px ${FONT_SERIF}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(seat + 1), 0.585, 0.045);
}
