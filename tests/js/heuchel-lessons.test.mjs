// The first game's course (www/heuchel/lesson/course.js), judged by the BUILT engine through the
// lessons' referee (www/platform/lesson/referee.js): every lesson's position has its learner to
// act, every answer is played to the goal action by action, a wrong action the rules allow is
// judged as not reaching it, and one they refuse is left to the engine; every lesson is worded
// in the four languages and teaches a section each language's rules page has.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { COURSE, courseLesson } from '../../www/heuchel/lesson/course.js';
import { heuchelLessonWords } from '../../www/heuchel/lesson/words.js';
import { createReferee, parseAnswers } from '../../www/platform/lesson/referee.js';

const DIST = new URL('../../dist/', import.meta.url);
const skip = existsSync(new URL('heuchel_bg.wasm', DIST)) ? false : 'dist/ is not built';

async function engine() {
  const b = await import(new URL('heuchel.js', DIST).href);
  b.initSync({ module: readFileSync(new URL('heuchel_bg.wasm', DIST)) });
  return b;
}
const rulesOf = (e) => ({ parse: (a) => e.Game.parseAction(a), whyNot: (g, a) => g.whyNot(a) });

// A wrong try of each lesson the rules allow (and what it shows), and one they refuse.
const WRONG = {
  moving: { allowed: '1-5.1', refused: '1-8.1' },
  goal: { allowed: '1-2.1', refused: '10-12.1' },
  carry: { allowed: '12-13.1', refused: '12-12.2' },
  favours: { allowed: '1-2.1', refused: '5-7.1' },
  arrogance: { allowed: '2-3.1', refused: '9-11.1' },
  dice: { before: 'r', allowed: null, refused: '1-7.1' },
  scoring: { allowed: '10-12.1', refused: '10-13.2' },
};

test('the course: seven lessons, their names unique, each found by name', () => {
  assert.equal(COURSE.length, 7);
  assert.equal(new Set(COURSE.map((l) => l.id)).size, 7);
  for (const l of COURSE) assert.equal(courseLesson(l.id.toUpperCase()), l);
  assert.equal(courseLesson('chess'), undefined);
  assert.deepEqual(Object.keys(WRONG).sort(), COURSE.map((l) => l.id).sort());
});

test('answers as a page writes them', () => {
  assert.deepEqual(parseAnswers('5-6.1 t3.1 t5.1 | 5-6.1_t5.1_t3.1'), [['5-6.1', 't3.1', 't5.1'], ['5-6.1', 't5.1', 't3.1']]);
  assert.deepEqual(parseAnswers([['r', '*']]), [['r', '*']]);
  assert.deepEqual(parseAnswers(' | '), []);
});

for (const lesson of COURSE) {
  test(`${lesson.id}: every answer reaches the goal, judged by the engine`, { skip }, async () => {
    const e = await engine();
    for (const answer of lesson.answers) {
      const g = e.Game.fromPosition(lesson.position);
      const learner = g.toAct();
      assert.equal(typeof learner, 'number', 'somebody is to act');
      const referee = createReferee(lesson, rulesOf(e));
      answer.forEach((step, i) => {
        const action = step === '*' ? g.botAction(g.toAct(), 'random', 1) : step;
        assert.equal(g.toAct(), learner, `the learner acts at step ${i + 1} of ${answer.join(' ')}`);
        const verdict = referee.judge(g, action);
        assert.equal(verdict.kind, i === answer.length - 1 ? 'done' : 'step', `${action} of ${answer.join(' ')}`);
        g.play(action);
      });
      assert.equal(referee.done, true);
      assert.equal(referee.tries, 0);
      g.free();
    }
  });

  test(`${lesson.id}: a wrong try the rules allow reaches nothing, one they refuse is the engine's`, { skip }, async () => {
    const e = await engine();
    const g = e.Game.fromPosition(lesson.position);
    const r = createReferee(lesson, rulesOf(e));
    const { before, allowed, refused } = WRONG[lesson.id];
    // The die's lesson is judged after its roll (a 4), when any move of four rows is an answer.
    if (before) {
      assert.equal(r.judge(g, before).kind, 'step');
      g.play(before);
    }
    if (allowed) {
      assert.deepEqual(g.whyNot(allowed), [], `${allowed} is allowed`);
      assert.deepEqual(r.judge(g, allowed), { kind: 'other', play: false, tries: 1 });
    }
    assert.ok(g.whyNot(refused).length > 0, `${refused} is refused`);
    assert.equal(r.judge(g, refused).kind, 'illegal');
    assert.equal(r.done, false);
    // "Show me" gives the answer's next action (none for the die's "any move").
    assert.equal(r.nextAnswer(), lesson.id === 'dice' ? null : lesson.answers[0][r.step]);
    g.free();
  });
}

test('every lesson is worded in the four languages, and its rules section is on each rules page', () => {
  const pages = { en: 'rules.html', de: 'rules.de.html', fr: 'rules.fr.html', nl: 'rules.nl.html' };
  const english = Object.keys(heuchelLessonWords('en')).sort();
  for (const [lang, page] of Object.entries(pages)) {
    const words = heuchelLessonWords(lang);
    assert.deepEqual(Object.keys(words).sort(), english, `${lang} has every key`);
    const html = readFileSync(page, 'utf8');
    for (const l of COURSE) {
      for (const part of ['title', 'goal', 'done']) {
        const text = words[`lesson.${l.id}.${part}`];
        assert.ok(text && !/\{|lesson\./.test(text), `${l.id}.${part} in ${lang}`);
      }
      assert.ok(html.includes(`id="${l.section}"`), `${page} has #${l.section}`);
    }
  }
});

test('a lesson without answers, or with an action that is none, is refused before it is shown', { skip }, async () => {
  const e = await engine();
  assert.throws(() => createReferee({ position: COURSE[0].position, answers: '' }, rulesOf(e)), /at least one answer/);
  assert.throws(() => createReferee({ position: COURSE[0].position, answers: 'zz' }, rulesOf(e)), (err) => err.code === 'notation.action');
});

test('once a lesson is done, nothing more is played', { skip }, async () => {
  const e = await engine();
  const lesson = COURSE[0];
  const g = e.Game.fromPosition(lesson.position);
  const referee = createReferee(lesson, rulesOf(e));
  assert.equal(referee.judge(g, '1-7.1').kind, 'done');
  g.play('1-7.1');
  const legal = g.botAction(g.toAct(), 'random', 1);
  assert.deepEqual(referee.judge(g, legal), { kind: 'over', play: false, tries: 0 });
  referee.restart();
  assert.equal(referee.done, false, 'until it starts again');
});
