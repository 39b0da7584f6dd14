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

// Index = class number − 1 (Fire-Eater 1 … Prince 6), so class c starts on row c, ends on c + 7.
// ground/figure: the two pigments of the diaper; wash: the ground thinned for start squares;
// onGround: legible text colour on the ground.
export const CLASSES = [
  { id: 'FireEater', letter: 'F', name: 'Fire-Eater', pigment: 'realgar', pattern: 'sparks',
    ground: REALGAR, deep: '#9c3412', figure: ORPIMENT, onGround: WHITE_LEAD },
  { id: 'Minstrel', letter: 'M', name: 'Minstrel', pigment: 'earth of Cyprus', pattern: 'bends',
    ground: CYPRUS, deep: '#46301b', figure: '#c8a472', onGround: WHITE_LEAD },
  { id: 'Quack', letter: 'Q', name: 'Quack', pigment: 'orpiment', pattern: 'chequer',
    ground: ORPIMENT, deep: '#9a7414', figure: '#b88a1e', onGround: INK },
  { id: 'Patrician', letter: 'A', name: 'Patrician', pigment: 'malachite', pattern: 'lozenge',
    ground: MALACHITE, deep: '#1b5a3e', figure: '#8fd0a6', onGround: WHITE_LEAD },
  { id: 'Bishop', letter: 'B', name: 'Bishop', pigment: 'earth of Pozzuoli', pattern: 'quatrefoil',
    ground: POZZUOLI, deep: '#5e1a22', figure: GOLD_LIGHT, onGround: WHITE_LEAD },
  { id: 'Prince', letter: 'P', name: 'Prince', pigment: 'smalt', pattern: 'fleur',
    ground: SMALT, deep: SMALT_DARK, figure: GOLD_LIGHT, onGround: WHITE_LEAD },
];

const BY_LETTER = Object.fromEntries(CLASSES.map((c, i) => [c.letter, i]));
const BY_ID = Object.fromEntries(CLASSES.map((c, i) => [c.id, i]));

// A card from the view: "B4" (known) or { class: "Bishop" } (unseen). Returns { cls, value } with
// cls the 0-based class index and value null when unseen; null for anything unrecognised.
export function parseCard(card) {
  if (typeof card === 'string') {
    const cls = BY_LETTER[card[0]];
    const value = Number(card.slice(1));
    return cls === undefined ? null : { cls, value: value >= 1 && value <= 6 ? value : null };
  }
  if (card && typeof card === 'object') {
    const cls = BY_ID[card.class];
    return cls === undefined ? null : { cls, value: null };
  }
  return null;
}

// The class whose start (rows 1–6) or goal (rows 8–13) square a row is; null for row 7.
export function rowClass(row) {
  if (row >= 1 && row <= 6) return { cls: row - 1, goal: false };
  if (row >= 8 && row <= 13) return { cls: row - 8, goal: true };
  return null;
}

export const FONT_GOTHIC = '"UnifrakturMaguntia", "Old English Text MT", "Luminari", serif';
export const FONT_SERIF = 'Georgia, "Palatino Linotype", "Book Antiqua", "Times New Roman", serif';
