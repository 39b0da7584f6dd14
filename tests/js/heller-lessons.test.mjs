// The second game's course (www/heller/lesson/course.js), judged by the BUILT engine through the
// lessons' referee (www/platform/lesson/referee.js), as tests/js/heuchel-lessons.test.mjs judges
// the first game's: every lesson's position has its learner to act, every answer reaches the
// goal, a wrong action the rules allow misses it, one they refuse is the engine's; every lesson
// is worded in the four languages and teaches a section each language's rules page has.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { COURSE, courseLesson } from '../../www/heller/lesson/course.js';
import { hellerLessonWords } from '../../www/heller/lesson/words.js';
import { createReferee } from '../../www/platform/lesson/referee.js';

const DIST = new URL('../../dist/', import.meta.url);
const skip = existsSync(new URL('heller_bg.wasm', DIST)) ? false : 'dist/ is not built';

async function engine() {
  const b = await import(new URL('heller.js', DIST).href);
  b.initSync({ module: readFileSync(new URL('heller_bg.wasm', DIST)) });
  return b;
}
const rulesOf = (e) => ({ parse: (a) => e.Game.parseAction(a), whyNot: (g, a) => g.whyNot(a) });

// A wrong try of each lesson that the rules allow, and one they refuse.
const WRONG = {
  placing: { allowed: 's1f1', refused: 's4a1' },
  fire: { allowed: 's1a2', refused: 'la2' },
  own: { allowed: 'of1', refused: 'oa5' },
  round: { allowed: null, refused: 's2b5' },
};

test('the course: four lessons, each found by name', () => {
  assert.equal(COURSE.length, 4);
  for (const l of COURSE) assert.equal(courseLesson(l.id), l);
  assert.deepEqual(Object.keys(WRONG).sort(), COURSE.map((l) => l.id).sort());
});

for (const lesson of COURSE) {
  test(`${lesson.id}: every answer reaches the goal, judged by the engine`, { skip }, async () => {
    const e = await engine();
    for (const answer of lesson.answers) {
      const g = e.Game.fromPosition(lesson.position);
      const learner = g.toAct();
      const referee = createReferee(lesson, rulesOf(e));
      answer.forEach((step, i) => {
        const action = step === '*' ? g.legal()[0] : step;
        assert.equal(g.toAct(), learner, `the learner acts at step ${i + 1}`);
        assert.equal(referee.judge(g, action).kind, i === answer.length - 1 ? 'done' : 'step', `${action} of ${answer.join(' ')}`);
        g.play(action);
      });
      assert.equal(referee.done, true);
      g.free();
    }
  });

  test(`${lesson.id}: a wrong try the rules allow reaches nothing, one they refuse is the engine's`, { skip }, async () => {
    const e = await engine();
    const g = e.Game.fromPosition(lesson.position);
    const r = createReferee(lesson, rulesOf(e));
    const { allowed, refused } = WRONG[lesson.id];
    if (allowed) {
      assert.deepEqual(g.whyNot(allowed), [], `${allowed} is allowed`);
      assert.equal(r.judge(g, allowed).kind, 'other');
    }
    assert.ok(g.whyNot(refused).length > 0, `${refused} is refused`);
    assert.equal(r.judge(g, refused).kind, 'illegal');
    assert.equal(r.nextAnswer(), lesson.answers[0][0]);
    g.free();
  });
}

test('what each lesson shows is what the engine scores', { skip }, async () => {
  const e = await engine();
  const paid = (position, actions) => {
    const g = e.Game.fromPosition(position);
    for (const a of actions) g.play(a);
    const events = g.log().at(-1).events;
    g.free();
    return events.find((ev) => ev.event === 'paid')?.payments;
  };
  assert.deepEqual(paid(COURSE[0].position, ['s4f1']), [{ player: 0, due: 68, paid: 68 }]);
  assert.deepEqual(paid(COURSE[1].position, ['t', 'ld4']), [{ player: 0, due: 33, paid: 33 }, { player: 1, due: -24, paid: -24 }]);
  assert.deepEqual(paid(COURSE[2].position, ['of5']), [{ player: 1, due: 0, paid: 0 }]);
});

test('every lesson is worded in the four languages, and its rules section is on each rules page', () => {
  const pages = { de: 'heller-rules.html', en: 'heller-rules.en.html', fr: 'heller-rules.fr.html', nl: 'heller-rules.nl.html' };
  const german = Object.keys(hellerLessonWords('de')).sort();
  for (const [lang, page] of Object.entries(pages)) {
    const words = hellerLessonWords(lang);
    assert.deepEqual(Object.keys(words).sort(), german, `${lang} has every key`);
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
