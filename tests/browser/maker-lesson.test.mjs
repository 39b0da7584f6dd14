// "Make a lesson" in the diagram maker (maker.html): the position being edited becomes a lesson's
// prepared position, the moves recorded in play mode its answer (a second answer kept beside it),
// and the fields its goal, what reaching it shows and its rule. The preview is that lesson, judged
// by the engine; the element snippet, put in a fresh page, is the same lesson; the iframe snippet's
// frame page too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { open, SHOTS } from './harness.mjs';

let site;
before(async () => { site = await open(); });
after(async () => { await site?.close(); });

const FAVOURS = '5b_1m_5B4_1F1_6A2A5_6P1_6B3_-.-.-.-.F2F3F4F5M1M2M3M4M5Q1Q2Q3Q4Q5A1A3A4B1B2B5P2P3P4P5_-_0000000000000001';

/** A lesson element's parts as its reader sees them (in a page or a frame). */
const parts = (frame, selector) => frame.evaluate((sel) => {
  const root = document.querySelector(sel).shadowRoot;
  const text = (s) => { const n = root.querySelector(s); return n && !n.hidden ? n.textContent : null; };
  return {
    title: text('.hm-lesson-title'), goal: text('.hm-lesson-goal'), feedback: text('.hm-lesson-feedback'),
    kind: root.querySelector('.hm-lesson-feedback')?.dataset.kind || '', rule: root.querySelector('.hm-lesson-rule')?.getAttribute('href') || null,
  };
}, selector);

/** Plays `actions` in a lesson element one by one; the reasons of each refusal ([] when played). */
const attempt = (frame, selector, actions) => frame.evaluate(({ sel, actions }) =>
  actions.map((a) => document.querySelector(sel).attempt(a)), { sel: selector, actions });

test('a lesson made in the maker: two answers, its preview, its element and frame snippets', async () => {
  const page = await site.page({ viewport: { width: 1300, height: 1000 } });
  // A position and a recorded answer, named in the address as embed.html's parameters.
  await page.goto(`${site.url}maker.html?position=${FAVOURS}&moves=5-6.1_t3.1_t5.1&caption=${encodeURIComponent('Two favours')}`);
  await page.waitForSelector('#maker[data-ready=yes]', { timeout: 20000 });
  await page.waitForFunction(() => /moves="5-6\.1_t3\.1_t5\.1"/.test(document.querySelector('[data-snippet=element]').value));

  // Not a lesson yet: its fields are hidden.
  assert.equal(await page.locator('.mk-lesson-body').isHidden(), true);
  await page.locator('.mk-lesson input[name=lesson]').check();
  await page.locator('.mk-lesson-body').waitFor();
  assert.deepEqual(await page.locator('.mk-answers code').allTextContents(), ['5-6.1 t3.1 t5.1']);
  // Kept, then a second answer recorded beside it: the favours taken the other way round.
  await page.locator('.mk-lesson [data-action=keepAnswer]').click();
  await page.locator('button[data-mode=play]').click();
  const undo = page.locator('.mk-panel-play [data-action=undo]');
  await undo.click();
  await undo.click();
  await page.waitForFunction(() => document.querySelectorAll('.mk-moves li[data-move]').length === 1);
  await page.locator('.mk-stage [role=gridcell][data-column="4"][data-row="6"]').focus();
  await page.keyboard.press('Enter');
  await page.locator('.mk-take').waitFor();
  await page.keyboard.press('Enter');
  await page.locator('.mk-moves [data-move="t5.1"]').waitFor();
  await page.locator('.mk-stage [role=gridcell][data-column="2"][data-row="6"]').focus();
  await page.keyboard.press('Enter');
  await page.locator('.mk-take').waitFor();
  await page.keyboard.press('Enter');
  await page.locator('.mk-moves [data-move="t3.1"]').waitFor();
  assert.deepEqual(await page.locator('.mk-answers code').allTextContents(), ['5-6.1 t3.1 t5.1', '5-6.1 t5.1 t3.1']);

  await page.locator('.mk-lesson textarea[name=goal]').fill('Take a card from each stack your Bishop passes.');
  await page.locator('.mk-lesson textarea[name=success]').fill('Both stacks are under your wing.');
  await page.locator('.mk-lesson select[name=rule]').selectOption('fig-favours');
  await page.waitForFunction(() => /success="Both stacks/.test(document.querySelector('[data-snippet=element]').value));
  const snippet = await page.locator('[data-snippet=element]').inputValue();
  assert.match(snippet, /mode="lesson"/);
  assert.match(snippet, new RegExp(`position="${FAVOURS}"`));
  assert.match(snippet, /answers="5-6\.1 t3\.1 t5\.1 \| 5-6\.1 t5\.1 t3\.1"/);
  assert.match(snippet, /goal="Take a card from each stack your Bishop passes\."/);
  assert.match(snippet, /rule="fig-favours"/);
  assert.match(snippet, /caption="Two favours"/);
  assert.doesNotMatch(snippet, /moves=/, 'a lesson is played by its reader, not replayed');

  // The preview is the lesson: its words, a wrong move refused, the second answer accepted.
  await page.waitForFunction(() => document.querySelector('#mk-preview').shadowRoot?.querySelector('.hm-lesson-goal') && document.querySelector('#mk-preview').game);
  const shown = await parts(page, '#mk-preview');
  assert.equal(shown.title, 'Two favours');
  assert.match(shown.goal, /^Take a card from each stack your Bishop passes\./);
  assert.match(shown.rule || '', /rules\.html#fig-favours$/, 'the goal links to the rule it teaches');
  await page.locator('.mk-lesson').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/maker-lesson.png` });
  const [stop] = await attempt(page, '#mk-preview', ['5-6.1', 'n']);
  assert.deepEqual(stop, []);
  assert.equal((await parts(page, '#mk-preview')).kind, 'other', 'taking nothing is not an answer');

  // The frame snippet's page: the same lesson, done by the second answer.
  const iframe = await page.locator('[data-snippet=iframe]').inputValue();
  const src = /src="([^"]+)"/.exec(iframe)[1].replace(/&amp;/g, '&');
  assert.match(src, /embed\.html\?mode=lesson&position=/);
  const frame = await site.page({ viewport: { width: 600, height: 640 } });
  await frame.goto(src);
  await frame.waitForFunction(() => document.getElementById('board')?.shadowRoot?.querySelector('.hm-lesson-goal') && document.getElementById('board').game);
  assert.match((await parts(frame, '#board')).goal, /^Take a card from each stack your Bishop passes\./);
  assert.deepEqual(await attempt(frame, '#board', ['5-6.1', 't5.1', 't3.1']), [[], [], []]);
  assert.equal((await parts(frame, '#board')).kind, 'done');
  await frame.screenshot({ path: `${SHOTS}/maker-lesson-frame.png` });

  // The element snippet, read as HTML and put into a page with DOM calls: the same lesson, done
  // by the first answer, in the words its maker wrote.
  await frame.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const made = document.importNode(doc.querySelector('heuchel-meuchel'), true);
    made.id = 'pasted';
    document.body.append(made);
  }, snippet);
  await frame.waitForFunction(() => document.getElementById('pasted').shadowRoot?.querySelector('.hm-lesson-goal') && document.getElementById('pasted').game);
  const done = await frame.evaluate(() => new Promise((resolve) => {
    const el = document.getElementById('pasted');
    el.addEventListener('lessondone', () => resolve(true), { once: true });
    for (const a of ['5-6.1', 't3.1', 't5.1']) el.attempt(a);
  }));
  assert.equal(done, true);
  const pasted = await parts(frame, '#pasted');
  assert.equal(pasted.kind, 'done');
  assert.match(pasted.feedback, /Both stacks are under your wing\./);
  assert.deepEqual(frame.errors, []);
  await frame.close();

  assert.deepEqual(page.errors, []);
  await page.close();
});
