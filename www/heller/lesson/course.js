// The second game's course: four lessons, each a prepared position of two merchants, the answers
// that reach its goal (www/platform/lesson/referee.js), and the section of the rules page it
// teaches. Its words are in ./words.js, in four languages. The engine judges every try:
// tests/js/heller-lessons.test.mjs plays each answer, and a wrong try of each.

/** @typedef {import('../../platform/lesson/referee.js').CourseLesson} CourseLesson */

/** @type {CourseLesson[]} */
export const COURSE = [
  {
    // Row 1 holds customers 5, 6, 4 and 3 and the rogue 1; its last square is free. The stall
    // IIII there fills it: 17 a stroke, 68 in all.
    id: 'placing',
    position: '2s_1_1_50.50_4321.3221_-.-_B1B1B2B2B3B4B5B6R2R3R4R5R6MFFE_B5B6B4R1B3-.b1-----.-b2----.------.------_0000000000000007_98c475f0f066a9d5',
    answers: [['s4f1']],
    section: 'scoring',
  },
  {
    // The pile's top tile is a fire. Laid on d4 it fills row 4 and parts it: the learner's stall
    // III with the customers 6 and 5 on one side, the rival's stall IIII with the rogue 6 on the
    // other: 33 for him, 24 for the rival to pay.
    id: 'fire',
    position: '2s_1_1_50.50_4311.3320_-.-_FB1B1B2B2B3B3B4B4B5B6R1R2R3R4R5MFE_b1-----.------.------.a3B6B5-R6b4.------_0000000000000007_98c475f0f066a9d5',
    answers: [['t', 'ld4']],
    section: 'scoring',
  },
  {
    // The learner's own tile is the evil eye. Laid on f5 it fills row 5, where the rival's stall
    // IIII stands among customers 6, 5, 4 and 3: only rogues count beside it, and there are none.
    id: 'own',
    position: '2s_1_1_50.50_3321.4320_E.R2_B1B1B2B2B3B4B5B6R1R3R4R5R6MFF_a1-----.------.------.------.b4B6B5B4B3-_0000000000000007_98c475f0f066a9d5',
    answers: [['of5']],
    section: 'turn',
  },
  {
    // A round's last free square, b5: a stall I, or a tile turned up, fills it, and the round ends.
    id: 'round',
    position: '2s_1_1_64.56_3000.3000_-.B1_MB2B5R1B3B4_b4EB6b1R4B1.R6B6b3a3a1b2.a4Fa2B2b2B3.FR3a3R2B5R5.b2-b3B4a2a2_000000000000000b_98c475f0f066a9d9',
    answers: [['s1b5'], ['t', '*']],
    section: 'round-end',
  },
];

/** The lesson of the course named `id`, or undefined. */
export function courseLesson(id) {
  return COURSE.find((l) => l.id === String(id || '').trim().toLowerCase());
}
