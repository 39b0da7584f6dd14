// @ts-check
// A lesson's referee, for either game: a prepared position, a goal, and the answers that reach
// it, each a sequence of the learner's actions in the game's notation ('*' for any action the
// rules allow there). It judges each action the learner tries before it is played: one that
// follows an answer is played (and the lesson is done when an answer is complete), one the rules
// allow that follows none is not (the learner is told it is allowed but not the goal), and one
// the rules refuse is left to the engine, which says why (Game.whyNot). It knows no rule: the
// engine reads every action (its parseAction, so that "3-5.1" and {type: 'move', …} are one
// action) and says whether the rules allow it.

/**
 * What a game lends the referee: its engine's reading of an action and its reasons against one.
 * @typedef {object} LessonRules
 * @property {(action: unknown) => unknown} parse the engine's action object for a text or an object (throws for neither)
 * @property {(game: any, action: unknown) => unknown[]} whyNot the rules' reasons against the action now ([]: allowed)
 */

/**
 * A lesson as it is given: by a course of the game (www/heuchel/lesson/course.js) or written in
 * a page (the element's `answers` option, the maker's "make a lesson").
 * @typedef {object} Lesson
 * @property {string} [id] its name in its game's course
 * @property {string} position the prepared position, in the game's notation
 * @property {string[][]} answers the sequences of actions that reach the goal
 */

/**
 * A lesson of a game's course (www/heuchel/lesson/course.js, www/heller/lesson/course.js): a
 * lesson with its name and the section of the rules page it teaches (its words are the course's).
 * @typedef {Lesson & { id: string, section: string }} CourseLesson
 */

/**
 * A verdict on one action tried:
 * - 'step': it follows an answer, which goes on: played;
 * - 'done': it completes an answer: played, the lesson is done;
 * - 'other': the rules allow it, but it follows no answer: not played;
 * - 'illegal': the rules refuse it: for the engine to refuse (and say why);
 * - 'over': the lesson is done already: nothing more is played.
 * @typedef {{ kind: 'step' | 'done' | 'other' | 'illegal' | 'over', play: boolean, tries: number }} Verdict
 */

/**
 * Reads the answers written as text: answers apart by `|` (or given as an array), the actions of
 * one apart by spaces, commas or `_` (as a diagram's moves). "5-6.1 t3.1 | 5-6.1 t3.2" → two.
 * @param {string | string[] | string[][]} text
 * @returns {string[][]}
 */
export function parseAnswers(text) {
  const answers = Array.isArray(text) ? text : String(text ?? '').split('|');
  return answers
    .map((a) => (Array.isArray(a) ? a : String(a).split(/[\s,_]+/)).map((s) => String(s).trim()).filter(Boolean))
    .filter((a) => a.length > 0);
}

/** An action object as a comparable key (its fields in one order). @param {unknown} action */
function keyOf(action) {
  if (!action || typeof action !== 'object') return JSON.stringify(action);
  const a = /** @type {Record<string, unknown>} */ (action);
  return JSON.stringify(Object.keys(a).sort().map((k) => [k, a[k]]));
}

/**
 * Makes the referee of `lesson`, whose actions `rules` reads. Every answer's action is read by the
 * engine at once, so a lesson written with an action that is none is refused here, in the
 * engine's words (its error), before anything is shown.
 * @param {Lesson} lesson
 * @param {LessonRules} rules
 */
export function createReferee(lesson, rules) {
  const answers = parseAnswers(lesson.answers).map((steps) => steps.map((s) => (s === '*' ? '*' : keyOf(rules.parse(s)))));
  if (!answers.length) throw new Error('a lesson needs at least one answer: the actions that reach its goal');
  /** @type {string[]} the keys of the actions played so far */
  let played = [];
  let tries = 0;
  let done = false;
  /** The answers the actions so far follow. */
  const open = () => answers.filter((a) => played.every((k, i) => a[i] === '*' || a[i] === k) && a.length > played.length);
  return {
    /**
     * Judges `action`, tried in `game`; a 'step' or 'done' verdict means it is to be played now
     * (the referee counts it as played).
     * @param {any} game
     * @param {unknown} action
     * @returns {Verdict}
     */
    judge(game, action) {
      if (done) return { kind: 'over', play: false, tries };
      let key;
      try {
        key = keyOf(rules.parse(action));
      } catch {
        tries += 1;
        return { kind: 'illegal', play: true, tries };
      }
      if (rules.whyNot(game, action).length) {
        tries += 1;
        return { kind: 'illegal', play: true, tries };
      }
      const next = open().filter((a) => a[played.length] === '*' || a[played.length] === key);
      if (!next.length) {
        tries += 1;
        return { kind: 'other', play: false, tries };
      }
      played = [...played, key];
      done = next.some((a) => a.length === played.length);
      return { kind: done ? 'done' : 'step', play: true, tries };
    },
    /** A try the rules refused elsewhere (a drop the board sprang back): it counts. */
    missed() {
      tries += 1;
      return tries;
    },
    /** The lesson from its position again (the tries made still count towards the hint). */
    restart() {
      played = [];
      done = false;
    },
    /** How many actions of an answer have been played. */
    get step() { return played.length; },
    get tries() { return tries; },
    get done() { return done; },
    /**
     * The next action of the first answer the learner still follows, as written in the lesson
     * (the text), or null (a '*' step: anything allowed; or none is left).
     */
    nextAnswer() {
      const raw = parseAnswers(lesson.answers);
      const i = answers.findIndex((a) => played.every((k, j) => a[j] === '*' || a[j] === k) && a.length > played.length);
      if (i < 0) return null;
      const step = raw[i][played.length];
      return step === '*' ? null : step;
    },
  };
}

/** A referee (createReferee's). @typedef {ReturnType<typeof createReferee>} Referee */
