// The first game's course: seven lessons, each a prepared position (most of them the rulebook's
// figures, as the rules page draws them: rules.html's live diagrams), the answers that reach its
// goal (www/platform/lesson/referee.js), and the section of the rules page it teaches. Its words
// (title, goal, what reaching it shows) are in ./words.js, in four languages. The engine judges
// every try: tests/js/heuchel-lessons.test.mjs plays each answer, and a wrong try of each.

/** @typedef {import('../../platform/lesson/referee.js').CourseLesson} CourseLesson */

/** @type {CourseLesson[]} */
export const COURSE = [
  {
    // Figure 2 of the rulebook, the learner in the jumping column: the Fire-Eater jumps the
    // Minstrel, Quack and Patrician to row 5, and the Prince to row 7, where the chain ends.
    id: 'moving',
    position: '3b_1m_1F3.2M1.3Q1.4A1.6P1_1F1_1F2_-.-.F4F5F6M2M3M4M5M6Q2Q3Q4_-_0000000000000001',
    answers: [['1-7.1']],
    section: 'fig-step-jump',
  },
  {
    // Figure 4: the lone Patrician 4 steps onto row 11, its goal, and is turned face down.
    id: 'goal',
    position: '3b_1m_1F2.10A4_2M4.12P2A6_3Q5_-.-.F1F3F4F5F6M1M2M3M5M6Q1Q2_-_0000000000000001',
    answers: [['10-11.1']],
    section: 'fig-ceiling',
  },
  {
    // Figure 4's other column: the Prince 2 carries the Patrician 6 past its goal to row 13; the
    // Prince alone would leave her above her goal, lost to arrogance.
    id: 'carry',
    position: '3b_2m_1F2.10A4_2M4.12P2A6_3Q5_-.-.F1F3F4F5F6M1M2M3M5M6Q1Q2_-_0000000000000001',
    answers: [['12-13.2']],
    section: 'fig-split',
  },
  {
    // The rules page's favours: the Bishop 4 steps to row 6 and takes from the Patricians'
    // stack (one card or both) and from the Bishop 3, in either order; the Prince 3 outranks it.
    id: 'favours',
    position: '5b_1m_1F2.5B4_6P3_6A3A5_2M4_3Q4.6B3_-.-.-.-.F1F3F4F5F6M1M2M3M5M6Q1Q2Q3Q5Q6A1A2A4A6B1B2B5_-_0000000000000001',
    answers: [['5-6.1', 't3.1', 't5.1'], ['5-6.1', 't3.2', 't5.1'], ['5-6.1', 't5.1', 't3.1'], ['5-6.1', 't5.1', 't3.2']],
    section: 'fig-favours',
  },
  {
    // The rules page's cut: the Bishop 5 steps to row 10 and takes only the Patrician 2, which
    // leaves the Minstrel 3 on top of the rest, above its goal: the rest is lost to arrogance.
    id: 'arrogance',
    position: '3b_2m_10A2M3Q4_2M4.9B5_3Q5_-.-.F1F2F3F4F5F6M1M2M5M6Q1Q2_-_0000000000000001',
    answers: [['9-10.1', 't1.1']],
    section: 'fig-cut',
  },
  {
    // The dice variant: the roll (a 4, by the position's die) and then any move of exactly
    // that many rows, which is every move the rules allow then.
    id: 'dice',
    position: '3d_2r_3Q2.5B2.6P2_1F3.2M1.3Q1.4A1.6P1_1F2_-.-.F1F4F5F6M2M3M4M5M6_-_0000000000000001',
    answers: [['r', '*']],
    section: 'fig-dice-count',
  },
  {
    // The rules page's end: the Bishop 3 carries the Fire-Eater 3 to its goal, the last stack on
    // the board but one: the game ends, both cards scoring for their owner; the Bishop alone
    // would leave the Fire-Eater above its goal, discarded.
    id: 'scoring',
    position: '3b_2m_8f5f2.9A2.10q4.13p1_9m6m1.10B3F3.11a5_10q6.12b6b1.13p6_M4.Q1.M3A6_-_0000000000000001',
    answers: [['10-12.2']],
    section: 'fig-end',
  },
];

/** The lesson of the course named `id`, or undefined. */
export function courseLesson(id) {
  return COURSE.find((l) => l.id === String(id || '').trim().toLowerCase());
}
