// Lessons (issue 29): the first game's course on its page (learn.html) and lessons on a wiki page.
// Each lesson is completed with its answer and failed with a wrong try: one the rules refuse
// (the reason said in words, its squares marked on the board, announced, nothing played) and
// one they allow that does not reach the goal (said so, with what it would have done, nothing
// played); after two tries "Show me" shows the way. The first lesson is done by a real drag, the
// course keeps what was done over a reload, and two lessons stand on one wiki-like page under
// the strict CSP, one of the course by name and one the page writes itself.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { open, SHOTS } from './harness.mjs';
import { COURSE } from '../../www/heuchel/lesson/course.js';

let site;
let facts;
before(async () => {
  site = await open();
  const e = await import(new URL('../../dist/heuchel.js', import.meta.url).href);
  e.initSync({ module: readFileSync(new URL('../../dist/heuchel_bg.wasm', import.meta.url)) });
  facts = e.boardFacts();
});
after(async () => { await site?.close(); });

// A wrong try of each lesson that the rules refuse, one they allow (null: none here), and the
// code of the refusal (tests/js/heuchel-lessons.test.mjs judges the same tries in Node).
const WRONG = {
  moving: { refused: '1-8.1', code: 'why.chainEnds', allowed: '1-5.1' },
  goal: { refused: '10-12.1', code: 'why.aboveCeiling', allowed: '1-2.1' },
  carry: { refused: '12-12.2', code: 'why.notUp', allowed: '12-13.1' },
  favours: { refused: '5-7.1', code: 'why.stepEnds', allowed: '1-2.1' },
  arrogance: { refused: '9-11.1', code: 'why.stepEnds', allowed: '2-3.1' },
  dice: { before: 'r', refused: '1-7.1', code: 'why.notTheRoll', allowed: null },
  scoring: { refused: '10-13.2', code: 'why.aboveCeiling', allowed: '10-12.1' },
};

/** The lesson element's parts, read in its shadow root. */
const parts = (page, id = 'lesson') => page.evaluate((sel) => {
  const root = document.getElementById(sel).shadowRoot;
  const text = (s) => { const n = root.querySelector(s); return n && !n.hidden ? n.textContent : null; };
  const why = root.querySelector('.hm-why');
  return {
    title: text('.hm-lesson-title'), feedback: text('.hm-lesson-feedback'), kind: root.querySelector('.hm-lesson-feedback')?.dataset.kind || '',
    why: text('.hm-why-text'), whyRole: why && why.getAttribute('role'),
    showMe: !!root.querySelector('[data-action=hint]') && !root.querySelector('[data-action=hint]').hidden,
    next: !!root.querySelector('[data-action=next]') && !root.querySelector('[data-action=next]').hidden,
  };
}, id);

const actions = (page, id = 'lesson') => page.evaluate((sel) => document.getElementById(sel).game.actionCount(), id);

/** A square's centre on a lesson element's board, in page coordinates (its layout, as the board draws it). */
function squarePoint(page, id, column, row) {
  return page.evaluate(async ({ id, column, row, columns, rows }) => {
    const { computeLayout } = await import('./www/heuchel/board/layout.js');
    const el = document.getElementById(id);
    const wrap = el.shadowRoot.querySelector('.hm-board');
    const layout = computeLayout({ width: wrap.clientWidth, height: wrap.clientHeight, players: el.game.players, columns, rows });
    const box = wrap.getBoundingClientRect();
    const sq = layout.square(column, row);
    return { x: box.left + sq.x + sq.w / 2, y: box.top + sq.y + sq.h / 2 };
  }, { id, column, row, columns: facts.columns, rows: facts.rows });
}

async function lessonPage(id, viewport) {
  const page = await site.page(viewport ? { viewport } : {});
  await page.goto(`${site.url}learn.html?lesson=${id}&lang=en`);
  await page.waitForFunction(() => document.getElementById('lesson').shadowRoot?.querySelector('.hm-lesson-title') && document.getElementById('lesson').game);
  return page;
}

test('the course page: the first lesson done by a drag, ticked, the next offered, and kept over a reload', async () => {
  const page = await lessonPage('moving');
  assert.equal((await parts(page)).title, 'A step or a jump');
  assert.match(await page.textContent('.learn-here'), /1\. A step or a jump/);
  // The Fire-Eater 3 dragged from row 1 to row 7, as a hand would.
  const from = await squarePoint(page, 'lesson', 0, 1);
  const to = await squarePoint(page, 'lesson', 0, 7);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 3, from.y - 8, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  await page.waitForFunction(() => document.getElementById('lesson').shadowRoot.querySelector('.hm-lesson-feedback')?.dataset.kind === 'done');
  const done = await parts(page);
  assert.match(done.feedback, /^Done! It jumped the three stacks above it to row 5/);
  assert.equal(done.next, true, 'the next lesson is offered');
  assert.match(await page.textContent('.learn-list'), /A step or a jump ✓ done/);
  await page.screenshot({ path: `${SHOTS}/lesson-done.png` });
  // Next: the second lesson, and the address says so.
  await page.evaluate(() => document.getElementById('lesson').shadowRoot.querySelector('[data-action=next]').click());
  await page.waitForFunction(() => document.getElementById('lesson').shadowRoot.querySelector('.hm-lesson-title')?.textContent === 'The goal, and the ceiling');
  assert.match(await page.evaluate(() => location.search), /lesson=goal/);
  // A reload of the bare page starts at the first lesson not done, the first one ticked.
  await page.goto(`${site.url}learn.html?lang=en`);
  await page.waitForFunction(() => document.getElementById('lesson').shadowRoot?.querySelector('.hm-lesson-title'));
  assert.equal(await page.evaluate(() => document.getElementById('lesson').getAttribute('lesson')), 'goal');
  assert.match(await page.textContent('.learn-list'), /A step or a jump ✓ done/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

for (const lesson of COURSE) {
  test(`lesson ${lesson.id}: a refused try says why, an allowed one that misses says so, "Show me" after two, the answer completes it`, async () => {
    const w = WRONG[lesson.id];
    const page = await lessonPage(lesson.id);
    if (w.before) await page.evaluate((a) => document.getElementById('lesson').attempt(a), w.before);
    const count = await actions(page);
    const canvas = page.locator('#lesson').locator('canvas').first();
    const unmarked = await canvas.screenshot();
    const reasons = await page.evaluate((a) => document.getElementById('lesson').attempt(a), w.refused);
    assert.equal(reasons[0].code, w.code);
    let p = await parts(page);
    assert.ok(p.why && !/\{|why\./.test(p.why), `the reason in words: ${p.why}`);
    assert.equal(p.whyRole, 'alert', 'announced');
    assert.equal(await actions(page), count, 'nothing played');
    if (reasons.some((r) => r.marks.length)) {
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      assert.notDeepEqual(await canvas.screenshot(), unmarked, 'its squares are marked');
    }
    assert.equal(p.showMe, false, '"Show me" waits for a second try');
    if (w.allowed) {
      assert.deepEqual(await page.evaluate((a) => document.getElementById('lesson').attempt(a), w.allowed), []);
      p = await parts(page);
      assert.equal(p.kind, 'other');
      assert.match(p.feedback, /^The rules allow that: .+ But it does not reach the goal\./);
      assert.equal(await actions(page), count, 'an allowed try that misses is not played');
    } else {
      await page.evaluate((a) => document.getElementById('lesson').attempt(a), w.refused);
    }
    p = await parts(page);
    assert.equal(p.showMe, true, '"Show me" after two tries');
    // The answer, action by action (the die's "any move": the first the rules allow; a lesson
    // loads the rules alone, so no computer player is there to ask).
    const answer = lesson.answers[0].slice(w.before ? 1 : 0);
    for (const step of answer) {
      const action = step === '*'
        ? await page.evaluate(() => { const m = document.getElementById('lesson').game.legal().moves[0]; return `${m.from}-${m.dests[0]}.1`; })
        : step;
      assert.deepEqual(await page.evaluate((a) => document.getElementById('lesson').attempt(a), action), [], `${action} is allowed`);
    }
    await page.waitForFunction(() => document.getElementById('lesson').shadowRoot.querySelector('.hm-lesson-feedback')?.dataset.kind === 'done');
    p = await parts(page);
    assert.ok(p.feedback.startsWith('Done!'));
    assert.equal(await actions(page), count + answer.length, 'the answer was played');
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('"Show me" marks the answer\'s move on the board and says it, in German on a phone', async () => {
  const page = await site.page({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto(`${site.url}learn.html?lesson=goal&lang=de`);
  await page.waitForFunction(() => document.getElementById('lesson').shadowRoot?.querySelector('.hm-lesson-title') && document.getElementById('lesson').game);
  assert.equal((await parts(page)).title, 'Das Ziel und die Obergrenze');
  await page.evaluate(() => document.getElementById('lesson').attempt('10-12.1'));
  await page.evaluate(() => document.getElementById('lesson').attempt('1-2.1'));
  await page.evaluate(() => document.getElementById('lesson').shadowRoot.querySelector('[data-action=hint]').click());
  await page.waitForFunction(() => !document.getElementById('lesson').shadowRoot.querySelector('.hm-suggestion').hidden);
  assert.match(await page.evaluate(() => document.getElementById('lesson').shadowRoot.querySelector('.hm-suggestion').textContent), /Reihe 10 .*Reihe 11/);
  await page.screenshot({ path: `${SHOTS}/lesson-show-me-de-phone.png`, fullPage: true });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('two lessons on a wiki page under the strict CSP: one written in the page, one of the course', async () => {
  const page = await site.page({ viewport: { width: 1200, height: 1400 } });
  const response = await page.goto(`${site.url}examples/wiki/lessons.html`);
  assert.match(response.headers()['content-security-policy'], /script-src 'self' 'wasm-unsafe-eval'/);
  await page.waitForFunction(() => ['jump-lesson', 'favour-lesson'].every((id) => document.getElementById(id).shadowRoot?.querySelector('.hm-lesson-title') && document.getElementById(id).game));
  assert.equal((await parts(page, 'jump-lesson')).title, 'Two jumps');
  assert.equal((await parts(page, 'favour-lesson')).title, 'Feigning favours');
  // The page's own lesson: a wrong stop, then its answer.
  await page.evaluate(() => document.getElementById('jump-lesson').attempt('1-5.1'));
  assert.equal((await parts(page, 'jump-lesson')).kind, 'other');
  const events = await page.evaluate(() => new Promise((resolve) => {
    const el = document.getElementById('jump-lesson');
    el.addEventListener('lessondone', (e) => resolve(e.detail), { once: true });
    el.attempt('1-7.1');
  }));
  assert.deepEqual(events, { lesson: null });
  assert.match((await parts(page, 'jump-lesson')).feedback, /^Done! Over rows 2 to 4 to row 5/);
  // The course's lesson beside it is untouched, and asked for no "next" (controls="none").
  assert.equal((await parts(page, 'favour-lesson')).feedback, null);
  await page.evaluate(() => ['5-6.1', 't3.1', 't5.1'].forEach((a) => document.getElementById('favour-lesson').attempt(a)));
  const favours = await parts(page, 'favour-lesson');
  assert.equal(favours.kind, 'done');
  assert.equal(favours.next, false);
  await page.screenshot({ path: `${SHOTS}/wiki-lessons.png`, fullPage: true });
  assert.deepEqual(page.errors, []);
  await page.close();
});

// ---- The second game's course (heller-learn.html), in German, its default language. ----------
import { COURSE as HELLER_COURSE } from '../../www/heller/lesson/course.js';

const HELLER_WRONG = {
  placing: { refused: 's4a1', code: 'why.taken', allowed: 's1f1' },
  fire: { before: 't', refused: 'la4', code: 'why.taken', allowed: null },
  own: { refused: 'oa5', code: 'why.taken', allowed: 'of1' },
  round: { refused: 's2b5', code: 'why.noStall', allowed: null },
};

async function hellerLessonPage(id, viewport) {
  const page = await site.page(viewport ? { viewport } : {});
  await page.goto(`${site.url}heller-learn.html?lesson=${id}&lang=de`);
  await page.waitForFunction(() => document.getElementById('lesson').shadowRoot?.querySelector('.hm-lesson-title') && document.getElementById('lesson').game);
  return page;
}

test('the second game\'s course: the first lesson done by two clicks on the market, ticked, the next offered', async () => {
  const page = await hellerLessonPage('placing');
  assert.equal((await parts(page)).title, 'Eine volle Reihe zahlt');
  const at = (what) => page.evaluate((x) => {
    const el = document.getElementById('lesson');
    const p = el.board.pointOf(x);
    const box = el.shadowRoot.querySelector('.hh-canvas').getBoundingClientRect();
    return { x: box.left + p.x, y: box.top + p.y };
  }, what);
  const stall = await at('stall:4');
  await page.mouse.click(stall.x, stall.y);
  const square = await at('f1');
  await page.mouse.click(square.x, square.y);
  await page.waitForFunction(() => document.getElementById('lesson').shadowRoot.querySelector('.hm-lesson-feedback')?.dataset.kind === 'done');
  const done = await parts(page);
  assert.match(done.feedback, /^Geschafft! Sobald eine Reihe voll ist, wird sie abgerechnet/);
  assert.equal(done.next, true);
  assert.match(await page.textContent('.learn-list'), /Eine volle Reihe zahlt ✓ geschafft/);
  await page.screenshot({ path: `${SHOTS}/heller-lesson-done-de.png` });
  assert.deepEqual(page.errors, []);
  await page.close();
});

for (const lesson of HELLER_COURSE) {
  test(`heller lesson ${lesson.id}: a refused try says why, an allowed miss says so, "Show me" after two, the answer completes it`, async () => {
    const w = HELLER_WRONG[lesson.id];
    const page = await hellerLessonPage(lesson.id);
    if (w.before) await page.evaluate((a) => document.getElementById('lesson').attempt(a), w.before);
    const count = await actions(page);
    const reasons = await page.evaluate((a) => document.getElementById('lesson').attempt(a), w.refused);
    assert.equal(reasons[0].code, w.code);
    let p = await parts(page);
    assert.ok(p.why && !/\{|why\./.test(p.why) && /\.$/.test(p.why), `the reason in German words: ${p.why}`);
    assert.equal(p.whyRole, 'alert');
    assert.equal(await actions(page), count, 'nothing placed');
    if (w.allowed) {
      assert.deepEqual(await page.evaluate((a) => document.getElementById('lesson').attempt(a), w.allowed), []);
      p = await parts(page);
      assert.equal(p.kind, 'other');
      assert.match(p.feedback, /^Das erlauben die Regeln: .+ Aber so erreichst du das Ziel nicht\./);
    } else {
      await page.evaluate((a) => document.getElementById('lesson').attempt(a), w.refused);
    }
    assert.equal((await parts(page)).showMe, true, '"Show me" after two tries');
    const answer = lesson.answers[0].slice(w.before ? 1 : 0);
    for (const step of answer) assert.deepEqual(await page.evaluate((a) => document.getElementById('lesson').attempt(a), step), []);
    await page.waitForFunction(() => document.getElementById('lesson').shadowRoot.querySelector('.hm-lesson-feedback')?.dataset.kind === 'done');
    assert.equal(await actions(page), count + answer.length);
    // Done, the table is still: nothing more is played.
    const after = await page.evaluate(() => { const g = document.getElementById('lesson').game; return g.isOver() || g.toAct() === null ? null : g.legal()[0]; });
    if (after) {
      await page.evaluate((a) => document.getElementById('lesson').attempt(a), after);
      assert.equal(await actions(page), count + answer.length, 'a finished lesson plays nothing more');
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('a heller lesson in French on a phone: the goal, a refusal, the scoring in the ledger', async () => {
  const page = await site.page({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto(`${site.url}heller-learn.html?lesson=own&lang=fr`);
  await page.waitForFunction(() => document.getElementById('lesson').shadowRoot?.querySelector('.hm-lesson-title') && document.getElementById('lesson').game);
  assert.equal((await parts(page)).title, 'Votre tuile personnelle');
  await page.evaluate(() => document.getElementById('lesson').attempt('oa5'));
  assert.match((await parts(page)).why, /^La case a5 est occupée/);
  await page.evaluate(() => document.getElementById('lesson').attempt('of5'));
  await page.waitForFunction(() => document.getElementById('lesson').shadowRoot.querySelector('.hm-lesson-feedback')?.dataset.kind === 'done');
  assert.match((await parts(page)).feedback, /^Réussi\u202f! À côté du mauvais œil, seuls les filous comptent/);
  await page.screenshot({ path: `${SHOTS}/heller-lesson-fr-phone.png`, fullPage: true });
  assert.deepEqual(page.errors, []);
  await page.close();
});
