// The pigments of the illuminator's palette (gold leaf, smalt, malachite, realgar, orpiment and
// the earths of Pozzuoli, Verona and Cyprus), the ink, the parchment and the faces, for every
// game's board. Which piece of a game wears which pigment is the game's (for Heuchel & Meuchel's
// classes: www/heuchel/render/art.js).

export const INK = '#2b1b10';
export const INK_SOFT = 'rgba(43, 27, 16, 0.55)';
export const PARCHMENT = '#f2e6c8';
export const PARCHMENT_DARK = '#e2cfa2';
export const PARCHMENT_SHADE = '#cdb582';
export const GOLD = '#c9a13b';
export const GOLD_LIGHT = '#f6e08e';
export const GOLD_DARK = '#84621b';
export const SMALT = '#3f5aa6';
export const SMALT_DARK = '#26386f';
export const MALACHITE = '#2f8a62';
export const REALGAR = '#d9582a';
export const ORPIMENT = '#e6b93a';
export const POZZUOLI = '#93303a';
export const VERONA = '#6f8a5a';
export const CYPRUS = '#6e4a2c';
export const VERMILION = '#b8322a';
export const WHITE_LEAD = '#fbf6e9';

export const FONT_GOTHIC = '"UnifrakturMaguntia", "Old English Text MT", "Luminari", serif';
export const FONT_SERIF = 'Georgia, "Palatino Linotype", "Book Antiqua", "Times New Roman", serif';

// `hex` mixed towards white lead (t > 0) or ink (t < 0) by |t|: a pigment's light and shade.
export function tone(hex, t) {
  const n = parseInt(hex.slice(1), 16), k = Math.abs(t);
  const to = t > 0 ? [251, 246, 233] : [43, 27, 16];
  return `#${[16, 8, 0].map((s, i) => Math.round(((n >> s) & 255) * (1 - k) + to[i] * k).toString(16).padStart(2, '0')).join('')}`;
}

// A linear gradient modelling `hex` from its light (x0, y0) to its shade (x1, y1).
export function modelled(ctx, hex, x0, y0, x1, y1) {
  const g = ctx.createLinearGradient(x0, y0, x1, y1);
  g.addColorStop(0, tone(hex, 0.4));
  g.addColorStop(0.45, hex);
  g.addColorStop(1, tone(hex, -0.35));
  return g;
}
