// The board as an SVG document, drawn by the same code as the screen: the render modules paint
// into a canvas-2D-shaped context that writes SVG instead of pixels. Wikis that allow neither
// scripts nor frames take images only; this makes that image a vector one.
//
// The context is svgcanvas 2.6 (npm, MIT; the maintained fork of gliffy's canvas2svg, used by
// p5.js-svg). Read side by side in node_modules, it was chosen over canvas2svg 1.0.16 (no
// commits since 2017; setTransform is a no-op and there is no ellipse, both of which the renderer
// uses) and canvas-to-svg 1.0.3 (a TypeScript port of canvas2svg: no setTransform/getTransform
// or ellipse either) because it implements the canvas transform interface, ellipse, roundRect
// and arcTo under transforms, and writes transformed coordinates. SvgContext below keeps its path
// building, gradient definitions, the save/restore state stack and measureText, and replaces
// what does not paint as a canvas does for this renderer:
//   - painting: a path painted twice (a gold line under an ink line) stays two elements, each
//     painted where the canvas paints it in drawing order; svgcanvas restyles one element, and
//     lets a gradient stroke style leak into fills and the other way round;
//   - clip(): intersects the current path with the clip of the current save level (svgcanvas
//     moves the path into the clip, losing a fill already made with it, and throws when the path
//     was begun before save());
//   - gradients and patterns follow the transform in force (svgcanvas ignores it), a radial
//     gradient's inner radius is kept, and a pattern may be made from another SvgContext (a
//     vector tile) any number of times;
//   - shadows (shadowBlur/shadowOffset) become SVG filters; fillRect never clears the drawing;
//   - the transform is six numbers kept here, so that Node needs no DOMMatrix;
//   - text takes its font from the canvas font string without a browser's CSS parser;
//   - arcs and ellipses are written here (see arc()).
// Nothing is rasterised: diaper tiles and the parchment mottle are vector patterns, card sprites
// and emblems are defined once and placed with <use> (what the screen caches as bitmaps).
// The document is then tidied (tidy(): numbers rounded, path data made relative, repeated
// styles made CSS classes, ids made stable) to keep a mid-game board near 200 KB.

import { Context } from 'svgcanvas';
import { makeTile, makeMottle } from './patterns.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

// An affine transform (a b c d e f), as canvas and DOMMatrix write it.
class Affine {
  constructor(a = 1, b = 0, c = 0, d = 1, e = 0, f = 0) {
    Object.assign(this, { a, b, c, d, e, f });
  }

  multiply(m) {
    return new Affine(
      this.a * m.a + this.c * m.b, this.b * m.a + this.d * m.b,
      this.a * m.c + this.c * m.d, this.b * m.c + this.d * m.d,
      this.a * m.e + this.c * m.f + this.e, this.b * m.e + this.d * m.f + this.f,
    );
  }

  translate(x, y) { return this.multiply(new Affine(1, 0, 0, 1, x, y)); }

  scale(x, y = x) { return this.multiply(new Affine(x, 0, 0, y, 0, 0)); }

  get isIdentity() { return this.a === 1 && this.b === 0 && this.c === 0 && this.d === 1 && this.e === 0 && this.f === 0; }

  get isTranslation() { return this.a === 1 && this.b === 0 && this.c === 0 && this.d === 1; }

  toString() { return `matrix(${this.a} ${this.b} ${this.c} ${this.d} ${this.e} ${this.f})`; }
}

// "rgba(1, 2, 3, 0.5)" → { colour: "rgb(1,2,3)", alpha: 0.5 }; other colours pass unchanged.
function splitAlpha(colour) {
  const m = /^\s*rgba\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*\)\s*$/i.exec(colour);
  return m ? { colour: `rgb(${m[1]},${m[2]},${m[3]})`, alpha: Number(m[4]) } : { colour, alpha: 1 };
}

// The parts of a canvas font string the renderer writes: "[italic] [bold|600] 12px family".
export function parseFont(font) {
  const m = /^\s*((?:(?:italic|oblique|normal|bold|bolder|lighter|small-caps|[1-9]00)\s+)*)([\d.]+)px\s+(.+?)\s*$/i.exec(font || '');
  if (!m) return { style: 'normal', weight: 'normal', size: 10, family: 'sans-serif' };
  const words = m[1].trim().toLowerCase().split(/\s+/).filter(Boolean);
  return {
    style: words.find((w) => w === 'italic' || w === 'oblique') || 'normal',
    weight: words.find((w) => /^(bold|bolder|lighter|[1-9]00)$/.test(w)) || 'normal',
    size: Number(m[2]),
    family: m[3],
  };
}

const BASELINE = { middle: 'central', top: 'text-before-edge', bottom: 'text-after-edge', hanging: 'hanging' };
const ANCHOR = { center: 'middle', right: 'end', end: 'end' };

let contexts = 0;

/**
 * A canvas 2D context that builds an SVG document (see the notes at the top of this file).
 * new SvgContext({ width, height, document, measure }): `document` makes the elements (the
 * browser's, or @xmldom/xmldom's in Node); `measure` is any object with a `font` property and
 * measureText(text) (a canvas 2D context in a browser).
 */
export class SvgContext extends Context {
  constructor({ width, height, document, measure, host, outline }) {
    super({ width, height, document, ctx: measure, enableMirroring: false });
    // outline(font, text): the text's glyphs as path commands, or null to write it as <text>.
    this.__outline = outline || (host && host.__outline) || null;
    // The document's main context: where definitions shared by every tile and sprite live
    // (shadow filters, repeated drawings, patterns), and which writes the document.
    this.__host = host || this;
    this.__serial = ++contexts;
    this.__nextId = 0;
    this.__filters = new Map();
    this.__fontClasses = new Map();
    this.__symbols = new Map();
    this.__sprites = new Map();
    this.__precise = new Set(); // definitions drawn in a unit square: more decimals kept
    this.__painted = null; // the element the last fill or stroke painted, and how
  }

  /** A context for a tile or sprite of this document (w × h), sharing its definitions. */
  surface(w, h) {
    return new SvgContext({ width: w, height: h, document: this.__document, measure: this.__ctx, host: this.__host });
  }

  getContext() { return this; }

  __newId(prefix) {
    return `${prefix}${this.__serial}_${++this.__nextId}`;
  }

  __el(name, attrs = {}) {
    const el = this.__document.createElementNS(SVG_NS, name);
    for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) el.setAttribute(k, String(v));
    return el;
  }

  // --- The transform: six numbers ---------------------------------------------------------------
  setTransform(a, b, c, d, e, f) {
    this.__transformMatrix = typeof a === 'object' ? new Affine(a.a, a.b, a.c, a.d, a.e, a.f) : new Affine(a, b, c, d, e, f);
  }

  getTransform() { const m = this.__transformMatrix; return new Affine(m.a, m.b, m.c, m.d, m.e, m.f); }

  resetTransform() { this.setTransform(1, 0, 0, 1, 0, 0); }

  transform(a, b, c, d, e, f) { this.__transformMatrix = this.__transformMatrix.multiply(new Affine(a, b, c, d, e, f)); }

  translate(x, y) { this.transform(1, 0, 0, 1, x, y); }

  scale(x, y = x) { if (Number.isFinite(x) && Number.isFinite(y)) this.transform(x, 0, 0, y, 0, 0); }

  rotate(angle) {
    const cos = Math.cos(angle), sin = Math.sin(angle);
    this.transform(cos, sin, -sin, cos, 0, 0);
  }

  __matrixTransform(x, y) {
    const m = this.__transformMatrix;
    return { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f };
  }

  // --- Paths: built as text, turned into an element when painted or clipped ---------------------
  beginPath() {
    this.__currentDefaultPath = '';
    this.__currentPosition = {};
    this.__painted = null;
  }

  moveTo(x, y) {
    this.__currentPosition = { x, y };
    const p = this.__matrixTransform(x, y);
    this.__addPathCommand(`M ${p.x} ${p.y}`);
  }

  // Arcs and ellipses are written here rather than by svgcanvas, which ends a full circle a
  // thousandth of a radian short of its start: rounded to a hundredth of a pixel, that circle
  // would end where it starts, and SVG draws no arc between equal points. Every arc is split into
  // pieces of at most half a turn, so no large-arc flag is ever needed. (Under a transform the
  // radii and angle are right for translation, rotation and uniform scale: all the renderer uses.)
  arc(x, y, r, start, end, anticlockwise = false) {
    this.ellipse(x, y, r, r, 0, start, end, anticlockwise);
  }

  ellipse(x, y, rx, ry, rotation, start, end, anticlockwise = false) {
    if (rx < 0 || ry < 0) throw new RangeError('IndexSizeError: negative radius');
    const TAU = Math.PI * 2;
    let sweep;
    if (!anticlockwise && end - start >= TAU) sweep = TAU;
    else if (anticlockwise && start - end >= TAU) sweep = -TAU;
    else {
      const turn = ((end - start) % TAU + TAU) % TAU;
      sweep = anticlockwise ? (turn === 0 ? 0 : turn - TAU) : turn;
    }
    const cos = Math.cos(rotation), sin = Math.sin(rotation);
    const local = (t) => ({ x: x + rx * Math.cos(t) * cos - ry * Math.sin(t) * sin, y: y + rx * Math.cos(t) * sin + ry * Math.sin(t) * cos });
    const p0 = local(start);
    const hasPoint = (this.__currentDefaultPath || '').includes('M');
    if (hasPoint) this.lineTo(p0.x, p0.y); else this.moveTo(p0.x, p0.y);
    if (sweep === 0) return;
    const m = this.__transformMatrix;
    const kx = Math.hypot(m.a, m.b), ky = Math.hypot(m.c, m.d);
    const flip = m.a * m.d - m.b * m.c < 0;
    const angle = (rotation + Math.atan2(m.b, m.a)) * 180 / Math.PI;
    const pieces = Math.ceil(Math.abs(sweep) / Math.PI - 1e-9);
    for (let k = 1; k <= pieces; k++) {
      const p = local(start + sweep * k / pieces);
      const q = this.__matrixTransform(p.x, p.y);
      this.__addPathCommand(`A ${rx * kx} ${ry * ky} ${angle} 0 ${(sweep > 0) !== flip ? 1 : 0} ${q.x} ${q.y}`);
      this.__currentPosition = { x: p.x, y: p.y };
    }
  }

  rect(x, y, w, h) {
    this.moveTo(x, y);
    this.lineTo(x + w, y);
    this.lineTo(x + w, y + h);
    this.lineTo(x, y + h);
    this.closePath();
    this.__currentPosition = { x, y };
  }

  roundRect(x, y, w, h, radii) {
    const r = typeof radii === 'number' ? radii : Array.isArray(radii) ? radii[0] : 0;
    this.moveTo(x + r, y);
    this.arcTo(x + w, y, x + w, y + h, r);
    this.arcTo(x + w, y + h, x, y + h, r);
    this.arcTo(x, y + h, x, y, r);
    this.arcTo(x, y, x + w, y, r);
    this.closePath();
  }

  // The group new elements go into: the innermost save() level or clip.
  __group() {
    return this.__closestGroupOrSvg();
  }

  fill() { this.__paintPath('fill'); }

  stroke() { this.__paintPath('stroke'); }

  __paintPath(type) {
    const d = (this.__currentDefaultPath || '').trim();
    if (!d) return;
    const filter = this.__shadowFilter();
    const last = this.__painted;
    let el;
    // Filled then stroked with nothing drawn between: one element (SVG paints fill, then
    // stroke; paint-order says when the stroke came first). Anything else: a new element, so
    // that each painting lies where the canvas puts it in drawing order.
    const reuse = last && last.d === d && !last.types.has(type) && last.filter === filter
      && last.el.parentNode === this.__group() && last.el.parentNode.lastChild === last.el;
    if (reuse) {
      el = last.el;
      if (type === 'fill') el.setAttribute('paint-order', 'stroke');
    } else {
      el = this.__el('path', { d });
      this.__group().appendChild(el);
      if (filter) el.setAttribute('filter', `url(#${filter})`);
      this.__painted = { el, d, types: new Set(), filter };
    }
    this.__painted.types.add(type);
    this.__applyPaint(el, type, true, !reuse);
    this.__currentElement = el;
  }

  // Sets fill or stroke attributes on el from the current state. `baked`: el's coordinates are
  // already transformed (so widths and dashes scale here, not by a transform attribute);
  // `fresh`: el is painted for the first time (a stroke alone must not be filled black).
  __applyPaint(el, type, baked, fresh) {
    const style = type === 'fill' ? this.fillStyle : this.strokeStyle;
    const alpha = this.globalAlpha ?? 1;
    if (type === 'stroke' && fresh) el.setAttribute('fill', 'none');
    let opacity = alpha;
    if (style && typeof style === 'object' && style.__root) {
      el.setAttribute(type, `url(#${style.__root.getAttribute('id')})`);
    } else {
      const { colour, alpha: a } = splitAlpha(String(style));
      el.setAttribute(type, colour);
      opacity *= a;
    }
    if (opacity !== 1) el.setAttribute(`${type}-opacity`, String(opacity));
    if (type === 'stroke') {
      const k = baked ? Math.max(Math.hypot(this.__transformMatrix.a, this.__transformMatrix.b), Math.hypot(this.__transformMatrix.c, this.__transformMatrix.d)) : 1;
      if (this.lineWidth * k !== 1) el.setAttribute('stroke-width', String(this.lineWidth * k));
      if (this.lineCap && this.lineCap !== 'butt') el.setAttribute('stroke-linecap', this.lineCap);
      if (this.lineJoin && this.lineJoin !== 'miter') el.setAttribute('stroke-linejoin', this.lineJoin);
      const dash = Array.isArray(this.lineDash) ? this.lineDash : String(this.lineDash || '').split(',').filter(Boolean);
      if (dash.length) el.setAttribute('stroke-dasharray', dash.map((v) => Number(v) * k).join(' '));
    }
  }

  // A canvas shadow (shadowColor, shadowBlur, shadowOffsetX/Y) as a filter id, or null. The blur's
  // standard deviation is half of shadowBlur, as the canvas specification defines it.
  __shadowFilter() {
    const { colour, alpha } = splitAlpha(String(this.shadowColor || 'rgba(0,0,0,0)'));
    const blur = this.shadowBlur || 0, dx = this.shadowOffsetX || 0, dy = this.shadowOffsetY || 0;
    if (!(alpha > 0) || (blur === 0 && dx === 0 && dy === 0) || colour === 'transparent') return null;
    const key = [colour, alpha, blur, dx, dy].join('|');
    const host = this.__host;
    if (!host.__filters.has(key)) {
      const id = host.__newId('s');
      const f = this.__el('filter', { id, x: '-50%', y: '-50%', width: '200%', height: '200%', 'color-interpolation-filters': 'sRGB' });
      f.appendChild(this.__el('feGaussianBlur', { in: 'SourceAlpha', stdDeviation: blur / 2 }));
      f.appendChild(this.__el('feOffset', { dx, dy, result: 'b' }));
      f.appendChild(this.__el('feFlood', { 'flood-color': colour, 'flood-opacity': alpha }));
      f.appendChild(this.__el('feComposite', { in2: 'b', operator: 'in' }));
      const merge = this.__el('feMerge');
      merge.appendChild(this.__el('feMergeNode'));
      merge.appendChild(this.__el('feMergeNode', { in: 'SourceGraphic' }));
      f.appendChild(merge);
      host.__defs.appendChild(f);
      host.__filters.set(key, id);
    }
    return host.__filters.get(key);
  }

  clip() {
    const d = (this.__currentDefaultPath || '').trim();
    const id = this.__newId('c');
    const cp = this.__el('clipPath', { id });
    cp.appendChild(this.__el('path', { d: d || 'M 0 0' }));
    this.__defs.appendChild(cp);
    const g = this.__el('g', { 'clip-path': `url(#${id})` });
    this.__group().appendChild(g);
    this.__currentElement = g;
    this.__painted = null;
  }

  __rectElement(x, y, w, h, type) {
    const m = this.__transformMatrix;
    let el;
    if (m.b === 0 && m.c === 0) {
      const p = this.__matrixTransform(x, y), q = this.__matrixTransform(x + w, y + h);
      el = this.__el('rect', { x: Math.min(p.x, q.x), y: Math.min(p.y, q.y), width: Math.abs(q.x - p.x), height: Math.abs(q.y - p.y) });
    } else {
      const pts = [[x, y], [x + w, y], [x + w, y + h], [x, y + h]].map(([px, py]) => this.__matrixTransform(px, py));
      el = this.__el('path', { d: `M ${pts.map((p) => `${p.x} ${p.y}`).join(' L ')} Z` });
    }
    const filter = this.__shadowFilter();
    if (filter) el.setAttribute('filter', `url(#${filter})`);
    this.__group().appendChild(el);
    this.__applyPaint(el, type, true, true);
    this.__painted = null;
    this.__currentElement = el;
  }

  fillRect(x, y, w, h) { this.__rectElement(x, y, w, h, 'fill'); }

  strokeRect(x, y, w, h) { this.__rectElement(x, y, w, h, 'stroke'); }

  clearRect() {} // an SVG starts empty; the renderer clears only the screen canvas

  // --- Gradients and patterns -----------------------------------------------------------------
  __follow(el, attr) {
    const m = this.__transformMatrix;
    if (!m.isIdentity) el.setAttribute(attr, m.toString());
  }

  createLinearGradient(x0, y0, x1, y1) {
    const g = super.createLinearGradient(x0, y0, x1, y1);
    this.__follow(g.__root, 'gradientTransform');
    return g;
  }

  createRadialGradient(x0, y0, r0, x1, y1, r1) {
    const g = super.createRadialGradient(x0, y0, r0, x1, y1, r1);
    this.__follow(g.__root, 'gradientTransform');
    // SVG 1.1 has no inner radius: with concentric circles the stops are moved out instead.
    if (r0 > 0 && r1 > r0 && x0 === x1 && y0 === y1) {
      const k = r0 / r1;
      const add = g.addColorStop.bind(g);
      g.addColorStop = (offset, colour) => add(k + offset * (1 - k), colour);
    }
    return g;
  }

  // A pattern from another SvgContext (a vector tile): its drawing and the definitions it uses
  // are copied into this document. Other images are left to svgcanvas (a raster <image>), which
  // this renderer never asks for.
  createPattern(image, repetition) {
    if (!(image instanceof SvgContext)) return super.createPattern(image, repetition);
    const host = this.__host;
    const id = host.__newId('p');
    const pattern = this.__el('pattern', { id, width: image.width, height: image.height, patternUnits: 'userSpaceOnUse' });
    pattern.appendChild(image.__takeDrawing());
    host.__defs.appendChild(pattern);
    return { __root: pattern };
  }

  // The same pattern with its origin under the current transform, as a canvas pattern follows
  // the transform in force when it paints (an SVG pattern that refers to the first).
  followPattern(pattern) {
    const m = this.__transformMatrix;
    if (m.isIdentity) return pattern;
    const host = this.__host;
    const id = host.__newId('p');
    const p = this.__el('pattern', { id, patternTransform: m.toString() });
    p.setAttributeNS(XLINK_NS, 'xlink:href', `#${pattern.__root.getAttribute('id')}`);
    host.__defs.appendChild(p);
    return { __root: p };
  }

  // This context's drawing (its root group), with the definitions it uses moved into the host's
  // document. A tile or sprite gives its drawing away once.
  __takeDrawing() {
    const g = this.__root.childNodes[1];
    const defs = this.__host.__defs;
    if (this !== this.__host) while (this.__defs.firstChild) defs.appendChild(this.__defs.firstChild);
    this.__root.removeChild(g);
    return g;
  }

  __use(id, m) {
    const use = this.__el('use', m.isTranslation ? { x: m.e || null, y: m.f || null } : { transform: m.toString() });
    use.setAttributeNS(XLINK_NS, 'xlink:href', `#${id}`);
    this.__group().appendChild(use);
    this.__painted = null;
    this.__currentElement = use;
  }

  // drawImage of another SvgContext (a card sprite): its drawing is defined once in the
  // document and placed with <use>, as a canvas blits a cached bitmap.
  drawImage(image, ...args) {
    if (!(image instanceof SvgContext) || (args.length !== 2 && args.length !== 4)) return super.drawImage(image, ...args);
    const [dx, dy, dw = image.width, dh = image.height] = args;
    const host = this.__host;
    let id = host.__sprites.get(image);
    if (!id) {
      id = host.__newId('u');
      const g = image.__takeDrawing();
      g.setAttribute('id', id);
      host.__defs.appendChild(g);
      host.__sprites.set(image, id);
    }
    this.__use(id, this.__transformMatrix.translate(dx, dy).scale(dw / image.width, dh / image.height));
  }

  /**
   * Draws what `paint` draws, defining it once per `key` in the document and placing it under
   * the current transform with <use> (drawEmblem: the same emblem on many cards). `paint` must
   * draw the same thing every time for the same key, and leave the save() stack as it found it.
   */
  repeat(key, paint) {
    const host = this.__host;
    let id = host.__symbols.get(key);
    if (!id) {
      id = host.__newId('e');
      const g = this.__el('g', { id });
      host.__defs.appendChild(g);
      host.__precise.add(g);
      const saved = [this.__transformMatrix, this.__currentElement, this.__currentDefaultPath, this.__currentPosition];
      this.__transformMatrix = new Affine();
      this.__currentElement = g;
      this.__painted = null;
      paint();
      [this.__transformMatrix, this.__currentElement, this.__currentDefaultPath, this.__currentPosition] = saved;
      host.__symbols.set(key, id);
    }
    this.__use(id, this.__transformMatrix);
  }

  // --- Text --------------------------------------------------------------------------------------
  // Text in outlines: the glyphs painted as a path (any renderer draws them, with or without
  // web fonts), placed as canvas places text: aligned by textAlign on the measured advance, and
  // by textBaseline on the font's ascent and descent (the em box's middle for "middle").
  __outlineText(f, text, x, y, type) {
    const o = this.__outline(f, String(text));
    if (!o) return false;
    const dx = { center: -o.width / 2, right: -o.width, end: -o.width }[this.textAlign] || 0;
    const dy = { middle: (o.ascent - o.descent) / 2, top: o.ascent, hanging: o.ascent * 0.8, bottom: -o.descent }[this.textBaseline] || 0;
    const saved = [this.__currentDefaultPath, this.__currentPosition];
    this.beginPath();
    for (const [cmd, ...p] of o.commands) {
      const at = (i) => [x + dx + p[i], y + dy + p[i + 1]];
      if (cmd === 'M') this.moveTo(...at(0));
      else if (cmd === 'L') this.lineTo(...at(0));
      else if (cmd === 'Q') this.quadraticCurveTo(...at(0), ...at(2));
      else if (cmd === 'C') this.bezierCurveTo(...at(0), ...at(2), ...at(4));
      else if (cmd === 'Z') this.closePath();
    }
    this.__paintPath(type);
    [this.__currentDefaultPath, this.__currentPosition] = saved;
    return true;
  }

  // How far below y the alphabetic baseline lies for the current textBaseline, from the measured
  // font's ascent and descent (TextMetrics.fontBoundingBox*); 0 when they are not known.
  __baselineShift() {
    const baseline = this.textBaseline;
    if (!baseline || baseline === 'alphabetic') return 0;
    const ctx = this.__ctx;
    ctx.font = this.font;
    const before = ctx.textBaseline;
    ctx.textBaseline = 'alphabetic';
    const t = ctx.measureText('0');
    ctx.textBaseline = before;
    const asc = t.fontBoundingBoxAscent, desc = t.fontBoundingBoxDescent;
    if (!(asc > 0) || !(desc >= 0)) return 0;
    return { middle: (asc - desc) / 2, top: asc, hanging: asc * 0.8, bottom: -desc, ideographic: -desc }[baseline] || 0;
  }

  __text(text, x, y, type) {
    const f = parseFont(this.font);
    if (this.__outline && this.__outlineText(f, text, x, y, type)) return;
    const classes = this.__host.__fontClasses;
    let cls = classes.get(f.family);
    if (!cls) {
      cls = `f${classes.size}`;
      classes.set(f.family, cls);
    }
    const m = this.__transformMatrix;
    // The baseline is placed here from the font's ascent and descent, as the canvas places it,
    // rather than left to dominant-baseline, which librsvg (MediaWiki's renderer) ignores.
    const shift = this.__baselineShift();
    const at = m.isTranslation ? { x: x + m.e, y: y + m.f + shift } : { x, y: y + shift };
    const el = this.__el('text', {
      class: cls,
      x: at.x,
      y: at.y,
      'font-size': f.size,
      'font-style': f.style === 'normal' ? null : f.style,
      'font-weight': f.weight === 'normal' ? null : f.weight,
      'text-anchor': ANCHOR[this.textAlign] || null,
      'dominant-baseline': shift === 0 ? BASELINE[this.textBaseline] || null : null,
    });
    if (!m.isTranslation) el.setAttribute('transform', m.toString());
    const filter = this.__shadowFilter();
    if (filter) el.setAttribute('filter', `url(#${filter})`);
    // Canvas keeps every space ("euchel " then " Meuchel" at a measured x); SVG would drop them.
    if (/^\s|\s$|\s\s/.test(String(text))) el.setAttributeNS(XML_NS, 'xml:space', 'preserve');
    el.appendChild(this.__document.createTextNode(String(text)));
    this.__group().appendChild(el);
    this.__applyPaint(el, type, false, true);
    this.__painted = null;
    this.__currentElement = el;
  }

  fillText(text, x, y) { this.__text(text, x, y, 'fill'); }

  strokeText(text, x, y) { this.__text(text, x, y, 'stroke'); }

  /** CSS rules giving each text class its font family (see __text). */
  fontRules() {
    return [...this.__fontClasses].map(([family, cls]) => `.${cls}{font-family:${family}}`).join('');
  }
}

// --- Tidying the document before it is written ----------------------------------------------

// Coordinates to a hundredth of a pixel, widths to a thousandth, transforms to four places; in a
// drawing defined in a unit square (repeat()) and in a gradient under a transform, four places.
const COORDS = new Set(['x', 'y', 'width', 'height', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'fx', 'fy', 'dx', 'dy']);
const WIDTHS = new Set(['stroke-width', 'stdDeviation', 'stroke-dasharray', 'offset']);
const TRANSFORMS = new Set(['transform', 'gradientTransform', 'patternTransform']);

const fixed = (v, places) => {
  const r = Number(v.toFixed(places));
  return Object.is(r, -0) ? 0 : r;
};
const roundNumbers = (text, places) => text.replace(/-?\d*\.?\d+(?:e-?\d+)?/gi, (n) => String(fixed(Number(n), places)));

// "0.5" → ".5", "-0.5" → "-.5": the shortest form SVG path data reads.
const short = (v) => String(v).replace(/^(-?)0\./, '$1.');

// svgcanvas writes absolute path commands with spaces ("M 1.234 5 L …"). Rewritten relative and
// without spaces: each absolute point is rounded first and the steps taken between rounded
// points, so rounding never accumulates along a long stem.
export function compactPath(d, places = 2) {
  const tokens = d.match(/[MLCQAZmlcqaz]|-?\d*\.?\d+(?:e-?\d+)?/g) || [];
  let out = '';
  let cx = 0, cy = 0, sx = 0, sy = 0, i = 0, first = true;
  let last = '';
  const num = () => Number(tokens[i++]);
  const emit = (cmd, values) => {
    if (cmd !== last || cmd === 'm' || cmd === 'M') out += cmd;
    last = cmd === 'm' || cmd === 'M' ? 'l' : cmd; // numbers after a move continue as l
    if (cmd === 'M') last = 'L';
    for (const v of values) {
      const t = short(v);
      // A separator only where the number could not end there: before a digit after a digit,
      // or before ".5" after a number that has its own point.
      if (/[\d.]$/.test(out) && !t.startsWith('-') && !(t.startsWith('.') && /\.\d*$/.test(out))) out += ' ';
      out += t;
    }
  };
  const rel = (x, y) => [fixed(fixed(x, places) - cx, places), fixed(fixed(y, places) - cy, places)];
  const moveTo = (x, y) => { cx = fixed(x, places); cy = fixed(y, places); };
  while (i < tokens.length) {
    const cmd = tokens[i++];
    if (cmd === 'M') {
      const x = num(), y = num();
      if (first) emit('M', [fixed(x, places), fixed(y, places)]); else emit('m', rel(x, y));
      moveTo(x, y);
      sx = cx; sy = cy;
    } else if (cmd === 'L') {
      const x = num(), y = num();
      const step = rel(x, y);
      // A step of nothing before more of the same subpath draws nothing (arcTo makes them).
      if (step[0] !== 0 || step[1] !== 0 || !/^[LCQA]$/.test(tokens[i] || '')) emit('l', step);
      moveTo(x, y);
    } else if (cmd === 'C') {
      const p = [num(), num(), num(), num(), num(), num()];
      emit('c', [...rel(p[0], p[1]), ...rel(p[2], p[3]), ...rel(p[4], p[5])]);
      moveTo(p[4], p[5]);
    } else if (cmd === 'Q') {
      const p = [num(), num(), num(), num()];
      emit('q', [...rel(p[0], p[1]), ...rel(p[2], p[3])]);
      moveTo(p[2], p[3]);
    } else if (cmd === 'A') {
      const [rx, ry, rot, large, sweep, x, y] = [num(), num(), num(), num(), num(), num(), num()];
      emit('a', [fixed(rx, places), fixed(ry, places), fixed(rot, 3), large ? 1 : 0, sweep ? 1 : 0, ...rel(x, y)]);
      moveTo(x, y);
    } else if (cmd === 'Z' || cmd === 'z') {
      emit('z', []);
      cx = sx; cy = sy;
    } else {
      return d; // not svgcanvas's form: left as it is
    }
    first = false;
  }
  return out;
}

function elementsOf(node, out = [], precise = false, preciseRoots = new Set()) {
  for (let c = node.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 1) {
      const p = precise || preciseRoots.has(c);
      out.push([c, p]);
      elementsOf(c, out, p, preciseRoots);
    }
  }
  return out;
}

const attributesOf = (e) => {
  const out = [];
  for (let i = 0; i < e.attributes.length; i++) out.push(e.attributes.item(i));
  return out;
};

// Presentation attributes that many elements share (a vine's ink strokes, a card's shields)
// become CSS classes: "s3" instead of fill, stroke, width, caps and joins on each. Returns the
// rules. Lengths get "px" (CSS wants units where an attribute does not).
const SHARED = ['fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin',
  'stroke-dasharray', 'paint-order', 'font-size', 'font-style', 'font-weight', 'text-anchor', 'dominant-baseline'];
const LENGTHS = new Set(['stroke-width', 'font-size', 'stroke-dasharray']);
function shareStyles(elements) {
  const groups = new Map();
  for (const e of elements) {
    const parts = [];
    for (const name of SHARED) {
      const v = e.getAttribute(name);
      if (v !== null && v !== '') parts.push([name, v]);
    }
    if (parts.length < 2) continue;
    const key = parts.map(([n, v]) => `${n}="${v}"`).join(' ');
    if (!groups.has(key)) groups.set(key, { parts, elements: [] });
    groups.get(key).elements.push(e);
  }
  const rules = [];
  for (const [key, { parts, elements: els }] of [...groups].sort((a, b) => b[1].elements.length - a[1].elements.length)) {
    const cls = `s${rules.length}`;
    const rule = `.${cls}{${parts.map(([n, v]) => `${n}:${LENGTHS.has(n) ? v.split(/[\s,]+/).map((x) => `${x}px`).join(' ') : v}`).join(';')}}`;
    if (els.length * (key.length + 1) <= rule.length + els.length * (cls.length + 9)) continue;
    rules.push(rule);
    for (const e of els) {
      for (const [n] of parts) e.removeAttribute(n);
      const c = e.getAttribute('class');
      e.setAttribute('class', c ? `${c} ${cls}` : cls);
    }
  }
  return rules.join('');
}

// Groups with no attributes (svgcanvas makes one per save()) are dissolved into their parents;
// numbers are rounded and path data compacted; ids become short and stable (p1, u2, …), so the
// same position always gives the same file. `precise`: the roots of unit-square drawings.
// Returns the CSS rules of shared styles.
function tidy(root, precise) {
  const groups = elementsOf(root).map(([e]) => e).filter((e) => e.nodeName === 'g' && e.attributes.length === 0).reverse();
  for (const g of groups) {
    const parent = g.parentNode;
    while (g.firstChild) parent.insertBefore(g.firstChild, g);
    parent.removeChild(g);
  }
  // Gradients drawn the same way twice (the shield of B1 and of B2) are kept once.
  const defs = root.getElementsByTagName('defs')[0];
  const seen = new Map();
  const same = new Map();
  const serializer = (e) => {
    const parts = [e.nodeName];
    for (const a of attributesOf(e)) if (a.name !== 'id') parts.push(`${a.name}=${a.value}`);
    for (let c = e.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) parts.push(serializer(c));
    return parts.join('|');
  };
  for (let n = defs ? defs.firstChild : null; n;) {
    const next = n.nextSibling;
    if (n.nodeType === 1 && /Gradient$/.test(n.nodeName)) {
      const key = serializer(n);
      if (seen.has(key)) {
        same.set(n.getAttribute('id'), seen.get(key));
        defs.removeChild(n);
      } else seen.set(key, n.getAttribute('id'));
    }
    n = next;
  }
  const all = elementsOf(root, [], false, precise);
  const ids = new Map();
  for (const [old, kept] of same) ids.set(old, kept);
  // A new id keeps the letter this file gave the definition (s shadow, c clip, p pattern,
  // u sprite, e repeated drawing) or else the element's initial (l/r: svgcanvas's gradients).
  let count = 0;
  for (const [e] of all) {
    const id = e.getAttribute('id');
    if (id) ids.set(id, `${(/^([a-z])\d+_\d+$/.exec(id) || [0, e.nodeName[0]])[1]}${++count}`);
  }
  for (const [old, kept] of same) ids.set(old, ids.get(kept));
  const rename = (v) => v.replace(/url\(#([^)]+)\)/g, (w, id) => (ids.has(id) ? `url(#${ids.get(id)})` : w));
  for (const [e, fine] of all) {
    const gradient = !!e.getAttribute('gradientTransform');
    for (const a of attributesOf(e)) {
      const name = a.name;
      let v = a.value;
      if (name === 'id') v = ids.get(v) || v;
      else if (name === 'xlink:href' || name === 'href') v = v.startsWith('#') && ids.has(v.slice(1)) ? `#${ids.get(v.slice(1))}` : v;
      else if (v.includes('url(#')) v = rename(v);
      if (name === 'd') v = compactPath(v, fine ? 4 : 2);
      else if (COORDS.has(name)) v = roundNumbers(v, fine || gradient ? 4 : 2);
      else if (WIDTHS.has(name)) v = roundNumbers(v, fine ? 4 : 3);
      else if (TRANSFORMS.has(name)) v = roundNumbers(v, 4);
      if (v !== a.value) {
        if (a.namespaceURI) e.setAttributeNS(a.namespaceURI, name, v);
        else e.setAttribute(name, v);
      }
    }
  }
  return shareStyles(all.map(([e]) => e));
}

function base64(bytes) {
  const u8 = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  if (typeof Buffer !== 'undefined') return Buffer.from(u8.buffer, u8.byteOffset, u8.byteLength).toString('base64');
  let s = '';
  for (let i = 0; i < u8.length; i += 0x8000) s += String.fromCharCode.apply(null, u8.subarray(i, i + 0x8000));
  return btoa(s);
}

// Diaper tiles and the parchment mottle as vector tiles made into SVG patterns, once each per
// document; res.pattern/res.mottle follow the transform in force, as a canvas pattern does.
export function svgResources(board, main) {
  const tiles = new Map();
  let mottle = null;
  const surface = (w, h) => main.surface(w, h);
  return {
    board,
    pattern(ctx, cls, css, scale) {
      const px = Math.max(4, Math.round(css * scale));
      const key = `${cls.id}|${px}`;
      if (!tiles.has(key)) tiles.set(key, main.createPattern(makeTile(cls, px, surface), 'repeat'));
      return ctx.followPattern(tiles.get(key));
    },
    mottle(ctx) {
      if (!mottle) mottle = main.createPattern(makeMottle(300, surface), 'repeat');
      return ctx.followPattern(mottle);
    },
    clear() {},
  };
}

/**
 * A self-contained SVG document (a string) of what paint(ctx) draws into an SvgContext of
 * width × height: what every game's picture shares (www/heuchel/render/svg.js renderSvg;
 * www/heller/render/svg.js). `fontData`, `dom`, `measure`, `outline` and `title` as renderSvg
 * takes them; paint may use svgResources(…, ctx) for patterns and ctx.surface(w, h) for sprites.
 */
export function svgDocument({ width, height, fontData, dom = globalThis, measure, outline, title } = {}, paint) {
  const document = dom.document;
  if (!document) throw new Error('renderSvg needs a DOM document (dom.document)');
  if (!measure) {
    const c = typeof OffscreenCanvas !== 'undefined' ? new OffscreenCanvas(1, 1) : document.createElement('canvas');
    measure = c.getContext('2d');
  }
  const ctx = new SvgContext({ width, height, document, measure, outline });
  paint(ctx);

  const root = ctx.getSvg();
  root.setAttribute('viewBox', `0 0 ${width} ${height}`);
  // svgcanvas's root group: a canvas's default miter limit is 10, SVG's 4.
  root.childNodes[1].setAttribute('stroke-miterlimit', '10');
  const defs = root.childNodes[0];
  const shared = tidy(root, ctx.__precise);
  const style = ctx.__el('style');
  const gothicText = [...ctx.__fontClasses.keys()].some((family) => /UnifrakturMaguntia/.test(family));
  const face = fontData && gothicText
    ? `@font-face{font-family:"UnifrakturMaguntia";src:url(data:font/woff2;base64,${base64(fontData)}) format("woff2")}`
    : '';
  style.appendChild(document.createTextNode(face + ctx.fontRules() + shared));
  defs.insertBefore(style, defs.firstChild);
  if (title) {
    const t = ctx.__el('title');
    t.appendChild(document.createTextNode(title));
    root.insertBefore(t, root.firstChild);
  }
  const xml = new dom.XMLSerializer().serializeToString(root);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`;
}
