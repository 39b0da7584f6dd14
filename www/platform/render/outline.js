// The outlines both games draw their marks of play with, each in a colour on a wider white-lead
// line so that it reads on any ground: corner brackets round a box (the first game's movable
// stack, marks.js; the second game's placeable pieces and last placed square,
// www/heller/render/scene.js), a rounded frame in one colour (the first game's stack that may be
// cut, the second's chosen piece) and a dashed smalt frame (the first game's hint, the second's
// keyboard focus). Each game gives the sizes and colours.

import { SMALT, WHITE_LEAD } from './palette.js';
import { roundRect } from './util.js';

/**
 * Corner brackets round box b, `inset` inside it (outside where negative), each arm `len` long,
 * a `colour` line `width` wide on a white-lead one 2 wider.
 */
export function cornerBrackets(ctx, b, colour, inset, len, width) {
  const x0 = b.x + inset, y0 = b.y + inset, x1 = b.x + b.w - inset, y1 = b.y + b.h - inset;
  ctx.beginPath();
  ctx.moveTo(x0, y0 + len); ctx.lineTo(x0, y0); ctx.lineTo(x0 + len, y0);
  ctx.moveTo(x1 - len, y0); ctx.lineTo(x1, y0); ctx.lineTo(x1, y0 + len);
  ctx.moveTo(x1, y1 - len); ctx.lineTo(x1, y1); ctx.lineTo(x1 - len, y1);
  ctx.moveTo(x0 + len, y1); ctx.lineTo(x0, y1); ctx.lineTo(x0, y1 - len);
  ctx.lineCap = 'square';
  ctx.lineWidth = width + 2;
  ctx.strokeStyle = WHITE_LEAD;
  ctx.stroke();
  ctx.lineWidth = width;
  ctx.strokeStyle = colour;
  ctx.stroke();
  ctx.lineCap = 'butt';
}

/**
 * A rounded frame (x, y, w, h, corner radius r): a `colour` line 3 wide on a white-lead one 5
 * wide. The frame's path stays the current path (a game may rule it once more).
 */
export function colourFrame(ctx, x, y, w, h, r, colour) {
  roundRect(ctx, x, y, w, h, r);
  ctx.lineWidth = 5;
  ctx.strokeStyle = WHITE_LEAD;
  ctx.stroke();
  ctx.lineWidth = 3;
  ctx.strokeStyle = colour;
  ctx.stroke();
}

/**
 * A rounded frame (x, y, w, h, corner radius r): a white-lead line `under` wide, and over it a
 * smalt line `width` wide in dashes `dash` ([on, off]).
 */
export function dashedFrame(ctx, x, y, w, h, r, under, width, dash) {
  roundRect(ctx, x, y, w, h, r);
  ctx.lineWidth = under;
  ctx.strokeStyle = WHITE_LEAD;
  ctx.stroke();
  ctx.setLineDash(dash);
  ctx.lineWidth = width;
  ctx.strokeStyle = SMALT;
  ctx.stroke();
  ctx.setLineDash([]);
}
