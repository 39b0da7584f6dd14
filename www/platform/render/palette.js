// The pigments of the rulebook's board (gold leaf, smalt, malachite, realgar, orpiment and the
// earths of Pozzuoli, Verona and Cyprus) and which class wears which.

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

// The art of each class, keyed by the engine's class id (which class starts and ends where, its
// letter and its name come from the engine's board facts: facts.js). ground/figure: the two
// pigments of the diaper; deep: the ground's shadow; onGround: legible text colour on the ground.
export const ART = {
  FireEater: { pigment: 'realgar', pattern: 'sparks',
    ground: REALGAR, deep: '#9c3412', figure: ORPIMENT, onGround: WHITE_LEAD },
  Minstrel: { pigment: 'earth of Cyprus', pattern: 'bends',
    ground: CYPRUS, deep: '#46301b', figure: '#c8a472', onGround: WHITE_LEAD },
  Quack: { pigment: 'orpiment', pattern: 'chequer',
    ground: ORPIMENT, deep: '#9a7414', figure: '#b88a1e', onGround: INK },
  Patrician: { pigment: 'malachite', pattern: 'lozenge',
    ground: MALACHITE, deep: '#1b5a3e', figure: '#8fd0a6', onGround: WHITE_LEAD },
  Bishop: { pigment: 'earth of Pozzuoli', pattern: 'quatrefoil',
    ground: POZZUOLI, deep: '#5e1a22', figure: GOLD_LIGHT, onGround: WHITE_LEAD },
  Prince: { pigment: 'smalt', pattern: 'fleur',
    ground: SMALT, deep: SMALT_DARK, figure: GOLD_LIGHT, onGround: WHITE_LEAD },
};

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
