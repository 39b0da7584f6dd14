// The market's tiles, painted as small gilt-edged plaques: customers (a townsman or -woman of
// the market with his value in ink), rogues (a hooded rascal with his value in vermilion, on a
// plaque ruled in red), the money bag, the fire and the evil eye, each with an emblem that reads
// at thumbnail size; and the tile back (smalt, a gold lattice and the hand of a Heller coin),
// the one face drawn for a tile the view does not show.
//
// Tiles are named by the engine's codes ("B3", "R5", "M", "F", "E"). Vectors only, drawn in a
// square (x, y, s); no state.

import {
  INK, PARCHMENT, WHITE_LEAD, SMALT, SMALT_DARK, VERMILION, MALACHITE, POZZUOLI, CYPRUS, VERONA,
  ORPIMENT, REALGAR, GOLD_DARK, FONT_SERIF, tone, modelled,
} from '../../platform/render/palette.js';
import { gold, gildDisc, bevel } from '../../platform/render/gold.js';
import { roundRect } from '../../platform/render/util.js';

/** A tile code read: { kind: 'customer' | 'rogue' | 'bag' | 'fire' | 'eye', value } or null. */
export function parseTile(code) {
  if (typeof code !== 'string') return null;
  const m = /^([BR])(\d+)$/.exec(code);
  if (m) return { kind: m[1] === 'B' ? 'customer' : 'rogue', value: Number(m[2]) };
  return { M: { kind: 'bag', value: null }, F: { kind: 'fire', value: null }, E: { kind: 'eye', value: null } }[code] || null;
}

const FLESH = '#f1d2b0';
const FLESH_SHADE = '#c99a78';

// The plaque: a rounded square of parchment (or `ground`) in a burnished gold rim, ink outline.
function plaque(ctx, x, y, s, ground = PARCHMENT, inner = null) {
  const r = s * 0.13;
  const rim = Math.max(1.2, s * 0.065);
  roundRect(ctx, x, y, s, s, r);
  ctx.fillStyle = gold(ctx, x, y, s, s);
  ctx.fill();
  roundRect(ctx, x + rim, y + rim, s - 2 * rim, s - 2 * rim, r * 0.7);
  if (typeof ground === 'string') {
    const g = ctx.createRadialGradient(x + s * 0.4, y + s * 0.35, 0, x + s * 0.5, y + s * 0.5, s * 0.75);
    g.addColorStop(0, tone(ground, 0.35));
    g.addColorStop(1, ground);
    ctx.fillStyle = g;
  } else ctx.fillStyle = ground;
  ctx.fill();
  if (inner) {
    const i = rim + Math.max(1, s * 0.035);
    roundRect(ctx, x + i, y + i, s - 2 * i, s - 2 * i, r * 0.5);
    ctx.lineWidth = Math.max(0.8, s * 0.028);
    ctx.strokeStyle = inner;
    ctx.stroke();
  }
  bevel(ctx, x + rim, y + rim, s - 2 * rim, s - 2 * rim, Math.max(0.5, s * 0.018), true);
  roundRect(ctx, x, y, s, s, r);
  ctx.lineWidth = Math.max(0.7, s * 0.022);
  ctx.strokeStyle = INK;
  ctx.stroke();
}

// Fills the current path modelled in `hex` across box b (x, y, w, h) and outlines it in ink.
function paint(ctx, hex, b, line) {
  ctx.fillStyle = modelled(ctx, hex, b[0], b[1], b[0] + b[2], b[1] + b[3]);
  ctx.fill();
  ctx.lineWidth = line;
  ctx.strokeStyle = INK;
  ctx.stroke();
}

function circle(ctx, x, y, r) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
}

// A figure in the unit box (0..1 × 0..1, drawn through the current transform): a gown, a head
// and whatever headgear and attribute its kind has. `lw` is the ink line in unit lengths.
const GOWNS = { 1: VERONA, 2: CYPRUS, 3: SMALT, 4: POZZUOLI, 5: '#5b4a6e', 6: SMALT };

function gown(ctx, colour, lw, wide = 0.38) {
  ctx.beginPath();
  ctx.moveTo(0.5 - 0.13, 0.42);
  ctx.quadraticCurveTo(0.5 - wide * 0.7, 0.6, 0.5 - wide, 0.97);
  ctx.lineTo(0.5 + wide, 0.97);
  ctx.quadraticCurveTo(0.5 + wide * 0.7, 0.6, 0.5 + 0.13, 0.42);
  ctx.quadraticCurveTo(0.5, 0.37, 0.5 - 0.13, 0.42);
  ctx.closePath();
  paint(ctx, colour, [0.1, 0.4, 0.8, 0.6], lw);
  // Folds in white lead down the lit side.
  ctx.beginPath();
  ctx.moveTo(0.41, 0.5); ctx.quadraticCurveTo(0.36, 0.72, 0.3, 0.93);
  ctx.moveTo(0.5, 0.55); ctx.lineTo(0.49, 0.93);
  ctx.strokeStyle = 'rgba(251, 246, 233, 0.5)';
  ctx.lineWidth = lw * 0.9;
  ctx.stroke();
}

// Sleeves falling from the shoulders to hands folded at the waist, and a belt with a gold buckle.
function arms(ctx, colour, lw) {
  ctx.beginPath();
  ctx.moveTo(0.5, 0.585); ctx.lineTo(0.24, 0.6); ctx.lineTo(0.76, 0.6); ctx.closePath();
  ctx.beginPath();
  ctx.moveTo(0.27, 0.6); ctx.quadraticCurveTo(0.5, 0.625, 0.73, 0.6);
  ctx.strokeStyle = INK;
  ctx.lineWidth = lw * 3.2;
  ctx.stroke();
  ctx.strokeStyle = '#6e4a2c';
  ctx.lineWidth = lw * 2;
  ctx.stroke();
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(0.5 + side * 0.12, 0.43);
    ctx.quadraticCurveTo(0.5 + side * 0.25, 0.55, 0.5 + side * 0.075, 0.665);
    ctx.lineTo(0.5 + side * 0.02, 0.64);
    ctx.quadraticCurveTo(0.5 + side * 0.14, 0.55, 0.5 + side * 0.05, 0.46);
    ctx.closePath();
    paint(ctx, tone(colour, 0.12), [0.5 - 0.2, 0.43, 0.4, 0.24], lw);
  }
  for (const dx of [-0.035, 0.035]) {
    circle(ctx, 0.5 + dx, 0.655, 0.03);
    ctx.fillStyle = FLESH;
    ctx.fill();
    ctx.lineWidth = lw * 0.8;
    ctx.strokeStyle = INK;
    ctx.stroke();
  }
}

function head(ctx, lw, cy = 0.3, r = 0.115) {
  circle(ctx, 0.5, cy, r);
  ctx.fillStyle = modelled(ctx, FLESH, 0.4, cy - r, 0.6, cy + r);
  ctx.fill();
  ctx.lineWidth = lw;
  ctx.strokeStyle = INK;
  ctx.stroke();
  // Eyes and a touch of cheek.
  ctx.fillStyle = INK;
  for (const dx of [-0.04, 0.04]) { circle(ctx, 0.5 + dx, cy - 0.005, 0.012); ctx.fill(); }
  ctx.fillStyle = 'rgba(200, 80, 70, 0.35)';
  circle(ctx, 0.455, cy + 0.04, 0.02); ctx.fill();
  circle(ctx, 0.545, cy + 0.04, 0.02); ctx.fill();
}

// Customers: each value its own kind of townsfolk, told apart by headgear and gown.
const CUSTOMER_HATS = {
  // 1: a maid in a white coif.
  1(ctx, lw) {
    ctx.beginPath();
    ctx.moveTo(0.37, 0.34); ctx.quadraticCurveTo(0.34, 0.16, 0.5, 0.15);
    ctx.quadraticCurveTo(0.66, 0.16, 0.63, 0.34); ctx.quadraticCurveTo(0.5, 0.24, 0.37, 0.34);
    paint(ctx, WHITE_LEAD, [0.34, 0.15, 0.3, 0.2], lw);
  },
  // 2: a peasant in a straw hat.
  2(ctx, lw) {
    ctx.beginPath();
    ctx.ellipse(0.5, 0.22, 0.2, 0.045, 0, 0, Math.PI * 2);
    paint(ctx, ORPIMENT, [0.3, 0.18, 0.4, 0.1], lw);
    ctx.beginPath();
    ctx.moveTo(0.41, 0.21); ctx.quadraticCurveTo(0.5, 0.08, 0.59, 0.21); ctx.closePath();
    paint(ctx, ORPIMENT, [0.4, 0.1, 0.2, 0.12], lw);
  },
  // 3: a burgher in a red chaperon with a hanging tail.
  3(ctx, lw) {
    ctx.beginPath();
    ctx.moveTo(0.37, 0.27); ctx.quadraticCurveTo(0.38, 0.13, 0.52, 0.14);
    ctx.quadraticCurveTo(0.68, 0.15, 0.64, 0.27);
    ctx.quadraticCurveTo(0.76, 0.33, 0.74, 0.48); ctx.quadraticCurveTo(0.68, 0.36, 0.6, 0.25);
    ctx.quadraticCurveTo(0.5, 0.21, 0.37, 0.27);
    paint(ctx, VERMILION, [0.37, 0.13, 0.37, 0.35], lw);
  },
  // 4: a lady in a hennin with a veil.
  4(ctx, lw) {
    ctx.beginPath();
    ctx.moveTo(0.4, 0.24); ctx.lineTo(0.66, 0.02); ctx.lineTo(0.61, 0.25); ctx.closePath();
    paint(ctx, WHITE_LEAD, [0.4, 0.02, 0.26, 0.23], lw);
    ctx.beginPath();
    ctx.moveTo(0.66, 0.03); ctx.quadraticCurveTo(0.8, 0.2, 0.74, 0.42);
    ctx.strokeStyle = 'rgba(251, 246, 233, 0.9)';
    ctx.lineWidth = lw * 2.2;
    ctx.stroke();
  },
  // 5: an abbess: black veil over a white wimple.
  5(ctx, lw) {
    ctx.beginPath();
    ctx.moveTo(0.35, 0.4); ctx.quadraticCurveTo(0.32, 0.14, 0.5, 0.14);
    ctx.quadraticCurveTo(0.68, 0.14, 0.65, 0.4); ctx.lineTo(0.6, 0.4);
    ctx.quadraticCurveTo(0.62, 0.21, 0.5, 0.21); ctx.quadraticCurveTo(0.38, 0.21, 0.4, 0.4);
    ctx.closePath();
    paint(ctx, '#2e2630', [0.35, 0.14, 0.3, 0.26], lw);
    ctx.beginPath();
    ctx.moveTo(0.41, 0.36); ctx.quadraticCurveTo(0.5, 0.46, 0.59, 0.36); ctx.lineTo(0.59, 0.42); ctx.quadraticCurveTo(0.5, 0.48, 0.41, 0.42);
    ctx.closePath();
    paint(ctx, WHITE_LEAD, [0.41, 0.36, 0.18, 0.1], lw * 0.8);
  },
  // 6: a king in a gold crown.
  6(ctx, lw) {
    ctx.beginPath();
    ctx.moveTo(0.39, 0.23); ctx.lineTo(0.37, 0.1); ctx.lineTo(0.44, 0.16); ctx.lineTo(0.5, 0.06);
    ctx.lineTo(0.56, 0.16); ctx.lineTo(0.63, 0.1); ctx.lineTo(0.61, 0.23); ctx.closePath();
    ctx.fillStyle = gold(ctx, 0.37, 0.06, 0.26, 0.17);
    ctx.fill();
    ctx.lineWidth = lw;
    ctx.strokeStyle = INK;
    ctx.stroke();
  },
};

function customer(ctx, value, lw) {
  gown(ctx, GOWNS[value] || SMALT, lw, value === 6 ? 0.4 : 0.36);
  if (value === 6) {
    // Ermine at the hem and a gold chain.
    ctx.beginPath(); ctx.rect(0.12, 0.88, 0.76, 0.09);
    ctx.fillStyle = WHITE_LEAD; ctx.fill(); ctx.lineWidth = lw * 0.8; ctx.strokeStyle = INK; ctx.stroke();
    ctx.fillStyle = INK;
    for (const x of [0.22, 0.38, 0.54, 0.7]) { circle(ctx, x, 0.925, 0.013); ctx.fill(); }
  }
  if (value === 5) {
    ctx.beginPath(); ctx.rect(0.47, 0.55, 0.06, 0.2); ctx.rect(0.42, 0.6, 0.16, 0.05);
    ctx.fillStyle = gold(ctx, 0.42, 0.55, 0.16, 0.2); ctx.fill();
  }
  // A purse at the belt: the customer brings money to the market.
  ctx.beginPath();
  ctx.ellipse(0.68, 0.68, 0.055, 0.07, 0.2, 0, Math.PI * 2);
  paint(ctx, value === 2 ? ORPIMENT : CYPRUS, [0.62, 0.61, 0.12, 0.14], lw * 0.8);
  arms(ctx, GOWNS[value] || SMALT, lw);
  head(ctx, lw);
  const hat = CUSTOMER_HATS[value];
  if (hat) hat(ctx, lw);
}

// Rogues: a hood drawn over a shadowed face with two white eyes, and each value's attribute.
const ROGUE_CLOAKS = { 1: '#6b5a48', 2: '#4b3a5a', 3: POZZUOLI, 4: MALACHITE, 5: '#3b3b46', 6: '#5a1e1e' };

function rogue(ctx, value, lw) {
  const cloak = ROGUE_CLOAKS[value] || '#3b3b46';
  gown(ctx, cloak, lw, 0.4);
  // The hood.
  ctx.beginPath();
  ctx.moveTo(0.33, 0.46); ctx.quadraticCurveTo(0.3, 0.1, 0.52, 0.1);
  ctx.quadraticCurveTo(0.72, 0.12, 0.68, 0.46); ctx.quadraticCurveTo(0.5, 0.52, 0.33, 0.46);
  paint(ctx, cloak, [0.3, 0.1, 0.4, 0.4], lw);
  ctx.beginPath();
  ctx.ellipse(0.5, 0.31, 0.105, 0.11, 0, 0, Math.PI * 2);
  ctx.fillStyle = '#2a1c16';
  ctx.fill();
  // A mask over the eyes and the eyes' glint.
  ctx.beginPath();
  ctx.moveTo(0.4, 0.28); ctx.quadraticCurveTo(0.5, 0.25, 0.6, 0.28); ctx.lineTo(0.6, 0.33); ctx.quadraticCurveTo(0.5, 0.3, 0.4, 0.33);
  ctx.closePath();
  ctx.fillStyle = VERMILION; ctx.fill();
  ctx.fillStyle = WHITE_LEAD;
  for (const dx of [-0.045, 0.045]) { circle(ctx, 0.5 + dx, 0.303, 0.017); ctx.fill(); }
  // The attribute.
  const steel = '#c8ccd4';
  if (value === 1) {             // a beggar's crutch
    ctx.beginPath(); ctx.moveTo(0.22, 0.44); ctx.lineTo(0.27, 0.97);
    ctx.moveTo(0.15, 0.45); ctx.lineTo(0.29, 0.43);
    ctx.strokeStyle = '#8a6a3c'; ctx.lineWidth = lw * 2.4; ctx.lineCap = 'round'; ctx.stroke();
  } else if (value === 2) {      // a cut purse on its string
    ctx.beginPath(); ctx.ellipse(0.74, 0.62, 0.07, 0.085, 0, 0, Math.PI * 2);
    paint(ctx, ORPIMENT, [0.67, 0.54, 0.14, 0.17], lw * 0.8);
    ctx.beginPath(); ctx.moveTo(0.74, 0.53); ctx.lineTo(0.68, 0.44);
    ctx.strokeStyle = INK; ctx.lineWidth = lw; ctx.stroke();
  } else if (value === 3) {      // a cheat's die
    ctx.save(); ctx.translate(0.74, 0.66); ctx.rotate(0.25);
    ctx.beginPath(); ctx.rect(-0.07, -0.07, 0.14, 0.14);
    paint(ctx, WHITE_LEAD, [-0.07, -0.07, 0.14, 0.14], lw * 0.8);
    ctx.fillStyle = INK;
    for (const [dx, dy] of [[-0.035, -0.035], [0, 0], [0.035, 0.035]]) { circle(ctx, dx, dy, 0.014); ctx.fill(); }
    ctx.restore();
  } else if (value === 4) {      // a quack's flask
    ctx.beginPath(); ctx.arc(0.74, 0.7, 0.07, 0, Math.PI * 2);
    ctx.moveTo(0.72, 0.56); ctx.lineTo(0.76, 0.56); ctx.lineTo(0.76, 0.63); ctx.lineTo(0.72, 0.63); ctx.closePath();
    paint(ctx, '#7fb8a4', [0.67, 0.56, 0.14, 0.21], lw * 0.8);
  } else if (value === 5) {      // a drawn dagger
    ctx.beginPath(); ctx.moveTo(0.72, 0.8); ctx.lineTo(0.7, 0.52); ctx.lineTo(0.74, 0.45); ctx.lineTo(0.78, 0.52); ctx.lineTo(0.76, 0.8); ctx.closePath();
    paint(ctx, steel, [0.7, 0.45, 0.08, 0.35], lw * 0.8);
    ctx.beginPath(); ctx.rect(0.67, 0.8, 0.14, 0.035); ctx.rect(0.725, 0.835, 0.03, 0.08);
    ctx.fillStyle = gold(ctx, 0.67, 0.8, 0.14, 0.12); ctx.fill(); ctx.lineWidth = lw * 0.7; ctx.strokeStyle = INK; ctx.stroke();
  } else if (value === 6) {      // a robber knight's sword over the shoulder
    ctx.beginPath(); ctx.moveTo(0.2, 0.95); ctx.lineTo(0.72, 0.08); ctx.lineTo(0.75, 0.11); ctx.lineTo(0.25, 0.97); ctx.closePath();
    paint(ctx, steel, [0.2, 0.08, 0.55, 0.89], lw * 0.8);
    ctx.beginPath(); ctx.moveTo(0.25, 0.78); ctx.lineTo(0.38, 0.86);
    ctx.strokeStyle = GOLD_DARK; ctx.lineWidth = lw * 2.2; ctx.lineCap = 'round'; ctx.stroke();
  }
  ctx.lineCap = 'butt';
}

// The value: a bold numeral, ink for customers and vermilion for rogues, with a pale halo so it
// stays legible over the figure's edge.
function numeral(ctx, text, cx, cy, px, colour) {
  ctx.font = `bold ${px}px ${FONT_SERIF}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(1.5, px * 0.16);
  ctx.strokeStyle = 'rgba(251, 246, 233, 0.9)';
  ctx.strokeText(text, cx, cy);
  ctx.fillStyle = colour;
  ctx.fillText(text, cx, cy);
}

// The money bag: a tied sack with coins spilling from it, and "×2".
function bag(ctx, lw) {
  ctx.beginPath();
  ctx.moveTo(0.36, 0.33);
  ctx.bezierCurveTo(0.1, 0.5, 0.12, 0.9, 0.3, 0.92);
  ctx.lineTo(0.7, 0.92);
  ctx.bezierCurveTo(0.88, 0.9, 0.9, 0.5, 0.64, 0.33);
  ctx.closePath();
  paint(ctx, '#b98a4a', [0.14, 0.33, 0.72, 0.6], lw);
  // The neck gathered by a red cord, and the sack's mouth frilled above it.
  ctx.beginPath();
  ctx.moveTo(0.36, 0.33); ctx.lineTo(0.3, 0.16); ctx.quadraticCurveTo(0.4, 0.22, 0.5, 0.14);
  ctx.quadraticCurveTo(0.6, 0.22, 0.7, 0.16); ctx.lineTo(0.64, 0.33); ctx.closePath();
  paint(ctx, '#c99a5a', [0.3, 0.14, 0.4, 0.19], lw);
  ctx.beginPath(); ctx.moveTo(0.34, 0.32); ctx.quadraticCurveTo(0.5, 0.38, 0.66, 0.32);
  ctx.strokeStyle = VERMILION; ctx.lineWidth = lw * 3; ctx.stroke();
  ctx.beginPath(); ctx.moveTo(0.6, 0.35); ctx.quadraticCurveTo(0.68, 0.45, 0.62, 0.5);
  ctx.strokeStyle = VERMILION; ctx.lineWidth = lw * 1.8; ctx.stroke();
  // Patches of shade and seams on the sack.
  ctx.beginPath(); ctx.moveTo(0.42, 0.45); ctx.quadraticCurveTo(0.34, 0.65, 0.38, 0.88);
  ctx.strokeStyle = 'rgba(43, 27, 16, 0.35)'; ctx.lineWidth = lw; ctx.stroke();
  // The mark on the sack: a gold roundel with "×2".
  gildDisc(ctx, 0.52, 0.66, 0.17, lw);
  ctx.font = `bold 0.2px ${FONT_SERIF}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = INK;
  ctx.fillText('×2', 0.52, 0.675);
}

// The fire: tongues of flame, realgar round orpiment round white-hot lead, on glowing embers.
function fire(ctx, lw) {
  const tongue = (scale, colour, box) => {
    ctx.beginPath();
    ctx.moveTo(0.5, 0.93);
    ctx.bezierCurveTo(0.5 - 0.34 * scale, 0.92, 0.5 - 0.42 * scale, 0.62, 0.5 - 0.22 * scale, 0.42 + (1 - scale) * 0.3);
    ctx.quadraticCurveTo(0.5 - 0.2 * scale, 0.58, 0.5 - 0.08 * scale, 0.6);
    ctx.quadraticCurveTo(0.5 - 0.2 * scale, 0.3, 0.5 + 0.02 * scale, 0.1 + (1 - scale) * 0.5);
    ctx.quadraticCurveTo(0.5 + 0.02 * scale, 0.38, 0.5 + 0.14 * scale, 0.48);
    ctx.quadraticCurveTo(0.5 + 0.2 * scale, 0.36, 0.5 + 0.16 * scale, 0.28 + (1 - scale) * 0.4);
    ctx.bezierCurveTo(0.5 + 0.44 * scale, 0.5, 0.5 + 0.4 * scale, 0.92, 0.5, 0.93);
    ctx.closePath();
    paint(ctx, colour, box, lw);
  };
  tongue(1, REALGAR, [0.1, 0.1, 0.8, 0.83]);
  tongue(0.72, ORPIMENT, [0.2, 0.3, 0.6, 0.6]);
  tongue(0.42, '#fff1c2', [0.35, 0.5, 0.3, 0.4]);
  // Logs beneath.
  for (const [a, b] of [[[0.2, 0.95], [0.8, 0.87]], [[0.22, 0.87], [0.8, 0.95]]]) {
    ctx.beginPath(); ctx.moveTo(...a); ctx.lineTo(...b);
    ctx.strokeStyle = INK; ctx.lineWidth = lw * 6; ctx.lineCap = 'round'; ctx.stroke();
    ctx.strokeStyle = '#6e4a2c'; ctx.lineWidth = lw * 4; ctx.stroke();
  }
  ctx.lineCap = 'butt';
}

// The evil eye: an almond eye with a smalt iris and a vermilion rim, rays round it.
function eye(ctx, lw) {
  ctx.save();
  ctx.beginPath();
  for (let k = 0; k < 12; k++) {
    const a = k * Math.PI / 6;
    ctx.moveTo(0.5 + Math.cos(a) * 0.3, 0.5 + Math.sin(a) * 0.23);
    ctx.lineTo(0.5 + Math.cos(a) * 0.44, 0.5 + Math.sin(a) * 0.38);
  }
  ctx.strokeStyle = gold(ctx, 0, 0, 1, 1);
  ctx.lineWidth = lw * 2.6;
  ctx.lineCap = 'round';
  ctx.stroke();
  ctx.restore();
  const almond = () => {
    ctx.beginPath();
    ctx.moveTo(0.12, 0.5);
    ctx.quadraticCurveTo(0.5, 0.12, 0.88, 0.5);
    ctx.quadraticCurveTo(0.5, 0.88, 0.12, 0.5);
    ctx.closePath();
  };
  almond();
  ctx.fillStyle = WHITE_LEAD;
  ctx.fill();
  ctx.save();
  almond();
  ctx.clip();
  circle(ctx, 0.5, 0.5, 0.17);
  paint(ctx, SMALT, [0.33, 0.33, 0.34, 0.34], lw);
  circle(ctx, 0.5, 0.5, 0.08);
  ctx.fillStyle = '#120a06';
  ctx.fill();
  circle(ctx, 0.46, 0.45, 0.03);
  ctx.fillStyle = WHITE_LEAD;
  ctx.fill();
  ctx.restore();
  almond();
  ctx.lineWidth = lw * 2.2;
  ctx.strokeStyle = VERMILION;
  ctx.stroke();
  ctx.lineWidth = lw;
  ctx.strokeStyle = INK;
  ctx.stroke();
}

// Runs draw(ctx, lw) in the unit box (bx, by, bs) of the plaque.
function inBox(ctx, bx, by, bs, draw, line) {
  ctx.save();
  ctx.translate(bx, by);
  ctx.scale(bs, bs);
  ctx.lineJoin = 'round';
  draw(ctx, line / bs);
  ctx.restore();
}

/** Paints tile `code` face up in the square (x, y, s). */
export function drawTileFace(ctx, code, x, y, s) {
  const t = parseTile(code);
  if (!t) return drawTileBack(ctx, x, y, s);
  const line = Math.max(0.6, s * 0.016);
  const rim = Math.max(1.2, s * 0.065);
  const ix = x + rim, iy = y + rim, is = s - 2 * rim;
  if (t.kind === 'customer' || t.kind === 'rogue') {
    const rogueTile = t.kind === 'rogue';
    plaque(ctx, x, y, s, rogueTile ? '#f3dccb' : PARCHMENT, rogueTile ? VERMILION : null);
    // The figure stands in the left part, the value fills the right.
    const fs = is * 0.86;
    inBox(ctx, ix + is * 0.01, iy + is - fs - is * 0.02, fs, (c, lw) => (rogueTile ? rogue(c, t.value, lw) : customer(c, t.value, lw)), line);
    const px = Math.round(is * 0.56);
    numeral(ctx, String(t.value), ix + is * 0.76, iy + is * 0.36, px, rogueTile ? VERMILION : INK);
    return;
  }
  if (t.kind === 'bag') {
    plaque(ctx, x, y, s, '#efe2bd');
    inBox(ctx, ix + is * 0.06, iy + is * 0.04, is * 0.88, bag, line);
    return;
  }
  if (t.kind === 'fire') {
    const g = ctx.createRadialGradient(x + s / 2, y + s * 0.75, 0, x + s / 2, y + s * 0.6, s * 0.7);
    g.addColorStop(0, '#7a2a12');
    g.addColorStop(1, '#2e140c');
    plaque(ctx, x, y, s, g);
    inBox(ctx, ix + is * 0.05, iy + is * 0.02, is * 0.9, fire, line);
    return;
  }
  // The evil eye lies on smalt.
  const g = ctx.createRadialGradient(x + s / 2, y + s / 2, 0, x + s / 2, y + s / 2, s * 0.7);
  g.addColorStop(0, tone(SMALT, 0.15));
  g.addColorStop(1, SMALT_DARK);
  plaque(ctx, x, y, s, g);
  inBox(ctx, ix, iy, is, eye, line);
}

/**
 * Paints a tile face down in the square (x, y, s): a smalt field under a gold lattice, and at its
 * heart a gold Heller with the open hand that the coins of Schwäbisch Hall bore.
 */
export function drawTileBack(ctx, x, y, s) {
  const r = s * 0.13;
  const rim = Math.max(1.2, s * 0.065);
  roundRect(ctx, x, y, s, s, r);
  ctx.fillStyle = gold(ctx, x, y, s, s);
  ctx.fill();
  ctx.save();
  roundRect(ctx, x + rim, y + rim, s - 2 * rim, s - 2 * rim, r * 0.7);
  ctx.fillStyle = modelled(ctx, SMALT, x, y, x + s, y + s);
  ctx.fill();
  ctx.clip();
  const step = Math.max(4, s * 0.22);
  ctx.beginPath();
  for (let k = -s; k < 2 * s; k += step) {
    ctx.moveTo(x + k, y); ctx.lineTo(x + k + s, y + s);
    ctx.moveTo(x + k, y + s); ctx.lineTo(x + k + s, y);
  }
  ctx.strokeStyle = 'rgba(230, 190, 90, 0.7)';
  ctx.lineWidth = Math.max(0.5, s * 0.018);
  ctx.stroke();
  if (s >= 26) {
    ctx.fillStyle = 'rgba(246, 224, 142, 0.85)';
    for (let i = x; i < x + s + step; i += step) {
      for (let j = y; j < y + s + step; j += step) {
        circle(ctx, i + step / 2 - ((x - i) % step), j, Math.max(0.5, s * 0.012));
        ctx.fill();
      }
    }
  }
  bevel(ctx, x + rim, y + rim, s - 2 * rim, s - 2 * rim, Math.max(0.5, s * 0.02), true);
  ctx.restore();
  // The coin: a gold disc, punched round its rim, with an open hand.
  const cx = x + s / 2, cy = y + s / 2, cr = s * 0.25;
  circle(ctx, cx, cy, cr * 1.12);
  ctx.fillStyle = SMALT_DARK;
  ctx.fill();
  gildDisc(ctx, cx, cy, cr, Math.max(0.6, s * 0.016));
  if (s >= 30) {
    const n = 14;
    ctx.fillStyle = GOLD_DARK;
    for (let k = 0; k < n; k++) {
      const a = (k / n) * Math.PI * 2;
      circle(ctx, cx + Math.cos(a) * cr * 0.82, cy + Math.sin(a) * cr * 0.82, Math.max(0.4, s * 0.008));
      ctx.fill();
    }
  }
  hand(ctx, cx, cy + cr * 0.05, cr * 0.62, Math.max(0.5, s * 0.014));
  roundRect(ctx, x, y, s, s, r);
  ctx.lineWidth = Math.max(0.7, s * 0.022);
  ctx.strokeStyle = INK;
  ctx.stroke();
}

// An open right hand, fingers up, of height 2h centred at (cx, cy): struck into the coin, a dark
// hollow whose lower-right edge catches the light.
function hand(ctx, cx, cy, h, line) {
  const path = (ox, oy) => {
    ctx.save();
    ctx.translate(cx + ox, cy + oy);
    ctx.scale(h, h);
    ctx.beginPath();
    // Palm, wrist and thumb, then the fingers right to left.
    ctx.moveTo(-0.42, 0.05);
    ctx.lineTo(-0.42, 0.5); ctx.quadraticCurveTo(-0.3, 0.85, 0, 0.85); ctx.quadraticCurveTo(0.35, 0.85, 0.42, 0.45);
    ctx.lineTo(0.75, 0.05); ctx.quadraticCurveTo(0.8, -0.05, 0.7, -0.06); ctx.lineTo(0.42, 0.2);
    for (const [fx, top] of [[0.42, -0.5], [0.21, -0.78], [0, -0.86], [-0.21, -0.7]]) {
      ctx.lineTo(fx, 0.05);
      ctx.lineTo(fx, top + 0.1);
      ctx.quadraticCurveTo(fx - 0.105, top - 0.04, fx - 0.21, top + 0.1);
    }
    ctx.closePath();
    ctx.restore();
  };
  path(line * 0.9, line * 0.9);
  ctx.fillStyle = 'rgba(253, 243, 196, 0.9)';
  ctx.fill();
  path(0, 0);
  ctx.fillStyle = '#7a5414';
  ctx.fill();
  ctx.lineWidth = line * 0.8;
  ctx.strokeStyle = '#4e330a';
  ctx.stroke();
}
