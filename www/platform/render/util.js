// Small drawing helpers shared by the render modules.

// Offscreen canvases hold pre-rendered art (board, card faces, pattern tiles). A plain canvas
// element is used where OffscreenCanvas is missing (older Safari).
export function makeCanvas(w, h) {
  const cw = Math.max(1, Math.ceil(w));
  const ch = Math.max(1, Math.ceil(h));
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(cw, ch);
  const c = document.createElement('canvas');
  c.width = cw;
  c.height = ch;
  return c;
}

export function roundRect(ctx, x, y, w, h, r) {
  const rr = Math.max(0, Math.min(r, w / 2, h / 2));
  ctx.beginPath();
  ctx.moveTo(x + rr, y);
  ctx.arcTo(x + w, y, x + w, y + h, rr);
  ctx.arcTo(x + w, y + h, x, y + h, rr);
  ctx.arcTo(x, y + h, x, y, rr);
  ctx.arcTo(x, y, x + w, y, rr);
  ctx.closePath();
}

// Deterministic noise, so the parchment and the vine look the same on every redraw and machine.
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The scale from CSS pixels to device pixels a context currently draws at.
export function contextScale(ctx) {
  if (!ctx.getTransform) return 1;
  const m = ctx.getTransform();
  return Math.max(0.25, Math.hypot(m.a, m.b));
}

export function fitText(ctx, text, maxWidth, px, family, weight = '') {
  let size = px;
  ctx.font = `${weight} ${size}px ${family}`;
  const w = ctx.measureText(text).width;
  if (w > maxWidth && w > 0) {
    size = Math.max(4, Math.floor(size * maxWidth / w));
    ctx.font = `${weight} ${size}px ${family}`;
  }
  return size;
}

// A soft shadow from a few stacked translucent rounded rectangles: close enough to a blur, and
// far cheaper than ctx.shadowBlur on the software rasterisers that slow machines fall back to.
export function softShadow(ctx, x, y, w, h, r, spread, dy, alpha = 0.3) {
  const steps = 4;
  ctx.fillStyle = `rgba(25, 12, 2, ${alpha / steps})`;
  for (let k = 1; k <= steps; k++) {
    const e = spread * k / steps;
    roundRect(ctx, x - e + spread * 0.5, y - e + dy, w + 2 * e - spread, h + 2 * e - spread, r + e);
    ctx.fill();
  }
}
