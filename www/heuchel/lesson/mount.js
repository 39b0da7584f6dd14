// A lesson of the first game on a page: its prepared position as a table of the learner's alone
// (the game's controller in lesson mode: the board, the prompt, the why-not, "Show me" in the
// Hint's place), its panel (platform/lesson/panel.js) in the menu's place, and its referee
// (platform/lesson/referee.js), which lets through only the actions of an answer. The engine
// judges every try: the rules refuse it (and say why), or allow it, and the referee then says
// whether it reaches the goal.

import { mountGame } from '../game/controller.js';
import { createReferee } from '../../platform/lesson/referee.js';
import { createLessonPanel } from '../../platform/lesson/panel.js';
import { createT } from '../../platform/ui/i18n.js';
import { rulesPage } from '../i18n/languages.js';

/**
 * Mounts `lesson` in `element`.
 * options: { engine (the bindings), lesson ({ position, answers, title, goal, done, section?, place? }:
 * a course lesson with its words, or one written in a page), strings (the game's table with the
 * lesson words laid over it: ./words.js), lang, onDone() (the goal reached), onNext (the next
 * lesson, or none) }.
 * Returns { game, restart(), destroy(), referee }. Throws the engine's error for a position or an
 * answer it cannot read, and an Error for a lesson whose learner is not to act.
 */
export function mountLesson(element, options) {
  const { engine, lesson, strings, lang = 'en' } = options;
  const t = createT(strings, engine.boardFacts(), lang);
  const referee = createReferee(lesson, { parse: (a) => engine.Game.parseAction(a), whyNot: (g, a) => g.whyNot(a) });
  const probe = engine.Game.fromPosition(lesson.position);
  const learner = probe.toAct();
  probe.free?.();
  if (learner === null || learner === undefined) throw new Error('the lesson\'s position has nobody to act: give one where the learner moves');
  let current = null;
  let shown = null;
  const start = () => {
    shown = createLessonPanel({
      t, title: lesson.title, goal: lesson.goal, place: lesson.place,
      rule: lesson.section ? `${rulesPage(lang)}#${lesson.section}` : null,
      onRestart: () => restart(),
      onNext: options.onNext || null,
    });
    const panel = shown;
    const game = engine.Game.fromPosition(lesson.position);
    const seats = Array.from({ length: game.players }, (_, p) => (p === learner ? 'human' : 'medium'));
    current = mountGame(element, {
      engine, game, seats, lang, worker: false, botDelay: 0,
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
      onEvent: () => {},
    });
    current.__game = game;
  };
  const restart = () => {
    current.destroy();
    current.__game.free?.();
    referee.restart();
    start();
  };
  start();
  return {
    get game() { return current.game; },
    referee,
    restart,
    /** An action tried as the learner would (the controller's attempt). */
    attempt: (action) => current.attempt(action),
    destroy() {
      current.destroy();
      current.__game.free?.();
    },
  };
}
