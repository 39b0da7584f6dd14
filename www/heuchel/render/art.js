// The art of Heuchel & Meuchel's six classes: which pigments and which diaper each wears, as on
// the rulebook's board, in the palette every game shares (www/platform/render/palette.js).

import { CYPRUS, GOLD_LIGHT, INK, MALACHITE, ORPIMENT, POZZUOLI, REALGAR, SMALT, SMALT_DARK, WHITE_LEAD } from '../../platform/render/palette.js';

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

