// A lesson of the second game on a page: its prepared position as a table of the learner's alone
// (the game's controller in lesson mode: the market, the prompt, the why-not, "Show me" in the
// Hint's place, the ledger of what a lane paid), its panel (platform/lesson/panel.js) in the
// title's and menu's place, and its referee (platform/lesson/referee.js), which lets through only
// the actions of an answer. The engine judges every try.

import { mountHeller } from '../game/controller.js';
import { createReferee } from '../../platform/lesson/referee.js';
import { createLessonPanel } from '../../platform/lesson/panel.js';
import { createT } from '../../platform/ui/i18n.js';
import { rulesPage } from '../i18n/languages.js';

/**
 * Mounts `lesson` in `element`, as www/heuchel/lesson/mount.js does for the first game.
 * options: { engine, lesson ({ position, answers, title, goal, done, section?, place? }), strings
 * (the game's table with the lesson words over it: ./words.js), lang, onDone(), onNext }.
 * Returns { game, restart(), attempt(text), destroy(), referee }. Throws the engine's error for a
 * position or an answer it cannot read, and an Error for a lesson whose learner is not to act.
 */
export function mountLesson(element, options) {
  const { engine, lesson, strings, lang = 'de' } = options;
  const t = createT(strings, null, lang);
  const referee = createReferee(lesson, { parse: (a) => engine.Game.parseAction(a), whyNot: (g, a) => g.whyNot(a) });
  const probe = engine.Game.fromPosition(lesson.position);
  const learner = probe.toAct();
  probe.free?.();
  if (learner === null || learner === undefined) throw new Error('the lesson\'s position has nobody to act: give one where the learner places');
  let current = null;
  let game = null;
  const start = () => {
    const panel = createLessonPanel({
      t, title: lesson.title, goal: lesson.goal, place: lesson.place,
      rule: lesson.section ? `${rulesPage(lang)}#${lesson.section}` : null,
      onRestart: () => restart(),
      onNext: options.onNext || null,
    });
    game = engine.Game.fromPosition(lesson.position);
    const seats = Array.from({ length: game.players }, (_, p) => (p === learner ? 'human' : 'medium'));
    current = mountHeller(element, {
      engine, game, seats, lang, worker: false, botDelay: 0, rulesUrl: rulesPage,
      // "Show me" in the Hint's place.
      strings: { ...strings, 'controls.hint': t('lesson.showMe') },
      lesson: {
        referee,
        panel: panel.element,
        judged(verdict, what) {
          if (verdict.kind === 'done') {
            panel.done([t('lesson.done'), lesson.done].filter(Boolean).join(' '));
            if (options.onDone) options.onDone();
          } else if (verdict.kind === 'step') {
            panel.say('step', t('lesson.step'));
          } else if (verdict.kind === 'other') {
            const stuck = referee.tries >= 2 ? ` ${t('lesson.stuck')}` : '';
            panel.say('other', `${what ? t('lesson.otherWhat', { what }) : t('lesson.other')}${stuck}`);
          }
        },
        missed() {
          if (referee.missed() >= 2 && !referee.done) panel.say('stuck', t('lesson.stuck'));
        },
        canShow: () => referee.tries >= 2 && !referee.done,
      },
    });
  };
  const restart = () => {
    current.destroy();
    game.free?.();
    referee.restart();
    start();
  };
  start();
  return {
    get game() { return current.game; },
    get board() { return current.board; },
    get shown() { return current.shown; },
    referee,
    restart,
    /** An action tried as the learner would (the controller's attempt). */
    attempt: (text) => current.attempt(text),
    destroy() {
      current.destroy();
      game.free?.();
    },
  };
}
