// TypeScript types of <heuchel-meuchel> (www/heuchel/component/element.js; bundled as heuchel-meuchel.js).
// Checked by tsc against a usage sample (tests/ts/element.ts). docs/EMBED.md describes each option.

/** What the board is for: a table to play, a position to study, a finished game to replay, a lesson to try. */
export type HeuchelMeuchelMode = 'game' | 'diagram' | 'replay' | 'lesson';

/** The lessons of the first game's course, by name (www/heuchel/lesson/course.js). */
export type HeuchelMeuchelLesson = 'moving' | 'goal' | 'carry' | 'favours' | 'arrogance' | 'dice' | 'scoring';

/** Whose eyes the board shows: every card, what every player sees, or a seat 1–6. */
export type HeuchelMeuchelViewer = 'all' | 'public' | 'everyone' | '1' | '2' | '3' | '4' | '5' | '6';

/** The buttons a diagram or replay shows, space-separated: `step play download open`, or `none`; a lesson of the course `next`. */
export type HeuchelMeuchelControl = 'step' | 'play' | 'download' | 'open' | 'next';

/** One step of a diagram or replay: its number (0 = the start), how many there are, its log. */
export interface HeuchelMeuchelStepDetail {
  step: number;
  count: number;
  /** The step's log entries as the viewer may read them (the engine's LogEntry objects). */
  events: Array<{ player: number | null; events: Array<{ event: string; [field: string]: unknown }> }>;
}

export interface HeuchelMeuchelMoveDetail {
  /** Actions played so far in this game. */
  actions: number;
}

export interface HeuchelMeuchelGameOverDetail {
  /** The engine's score sheets, one per player. */
  scores: Array<{ player: number; total: number; [field: string]: unknown }>;
  /** The winning seats, 0-based. */
  winners: number[];
}

export interface HeuchelMeuchelErrorDetail {
  /** What was refused, in the element's words: an option it cannot read or the engine's reason. */
  message: string;
  /**
   * The refusal's machine code: the engine's (`notation.position`, `position.cardTwice`,
   * `action.badDestination` …, docs/JS-API.md "Error codes") or an option's (`option.viewer`,
   * `option.square` …); null when neither gave one (the engine could not be loaded).
   */
  code: string | null;
  /** The code's arguments, as the engine or the option reader gave them (players and columns 0-based). */
  args: Record<string, string | number>;
}

export interface HeuchelMeuchelLessonDetail {
  /** The course lesson's name, or null for a lesson written in the page. */
  lesson: HeuchelMeuchelLesson | null;
}

export interface HeuchelMeuchelLanguageDetail {
  /** The language the game speaks now (chosen in its menu, or a new `lang`): `en`, `de`, `nl` or `fr`. */
  lang: string;
}

export interface HeuchelMeuchelEventMap extends HTMLElementEventMap {
  ready: CustomEvent<void>;
  move: CustomEvent<HeuchelMeuchelMoveDetail>;
  step: CustomEvent<HeuchelMeuchelStepDetail>;
  gameover: CustomEvent<HeuchelMeuchelGameOverDetail>;
  refused: CustomEvent<HeuchelMeuchelErrorDetail>;
  language: CustomEvent<HeuchelMeuchelLanguageDetail>;
  /** `lesson`: the goal reached. */
  lessondone: CustomEvent<HeuchelMeuchelLessonDetail>;
  /** `lesson`: the next lesson of the course shown, by its "Next lesson" button. */
  lesson: CustomEvent<HeuchelMeuchelLessonDetail>;
}

/**
 * `<heuchel-meuchel>`: every option is an attribute and a property of the same name (a string,
 * or null when unset); changing one redraws at once.
 */
export declare class HeuchelMeuchelElement extends HTMLElement {
  /** `game` (default), `diagram`, `replay` or `lesson`. */
  mode: HeuchelMeuchelMode | string | null;
  /** A position in the engine's notation (docs/NOTATION.md); also the element's text. */
  position: string | null;
  /** Actions to step through, in action notation, joined by `_` or spaces. */
  moves: string | null;
  /** A saved game (Game.save()) for `replay`. */
  record: string | null;
  /** The step shown first (0 = the position before any move). */
  step: string | null;
  viewer: HeuchelMeuchelViewer | string | null;
  /** Squares to mark, as column:row counted from 1: `2:5 2:7`. */
  highlight: string | null;
  /** Arrows from-to: `2:1-2:5 2:5-2:7`. */
  arrows: string | null;
  /**
   * The language of the element's words: `en`, `de`, `nl` or `fr` (or a longer tag of one, `de-AT`).
   * Unset: the language the reader chose earlier in the game, else his browser's, else English.
   */
  lang: string;
  /** `game`: the table size, 3–6. */
  players: string | null;
  /** `game`: `base` or `dice`. */
  variant: string | null;
  /** `game`: the deal's seed (a whole number), for the same deal every time. */
  seed: string | null;
  /** `game`: who plays each seat (`human`, `easy`, `medium`, `hard`, `expert`): `human,hard,medium,easy`. */
  seats: string | null;
  /** `replay`, `diagram`: the players' names, seat 1 first, comma-separated (`Anna, Bert,,Clara`; an empty one is the seat's own name). */
  names: string | null;
  /** Space-separated HeuchelMeuchelControl names, or `none`. */
  controls: string | null;
  /** A caption under the diagram. */
  caption: string | null;
  /** `game`: ms the computer seats pause between actions; `diagram`/`replay`: ms per step when playing. */
  delay: string | null;
  /** `lesson`: a lesson of the course by name; unset, the lesson the other options write. */
  lesson: HeuchelMeuchelLesson | string | null;
  /** `lesson` written in the page: the answers that reach its goal, each a list of actions (`5-6.1 t3.1`), apart by `|`; `*` for any action the rules allow. */
  answers: string | null;
  /** `lesson` written in the page: its goal, a sentence (its title is the `caption`). */
  goal: string | null;
  /** `lesson` written in the page: what reaching the goal shows, said when it is reached. */
  success: string | null;
  /** `lesson` written in the page: the section of the rules page it teaches (`fig-favours`), linked from it. */
  rule: string | null;
  /** The step shown now (diagram and replay), or null. */
  readonly currentStep: number | null;
  /** `game`: where its computer players think: `worker`, `main` (the page's main thread: no worker could be had) or `idle` (not yet asked); null in another mode. */
  readonly botMode: 'worker' | 'main' | 'idle' | null;
  /** The language the board speaks now (`lang`, the reader's choice or his browser's), or null before it shows. */
  readonly currentLanguage: string | null;
  /** The options as the element reads them (attributes, and the position from the text). */
  readonly options: Record<string, string>;
  /** `game`, `lesson`: the engine's Game on screen, or null. */
  readonly game: unknown;
  /**
   * `game`, `lesson`: tries an action (its text, `3-5.1`, or its object) as the person at the board
   * would: played when the rules (and a lesson's answers) let it, else refused and said why.
   * The rules' reasons against it ([] when none), or null in another mode.
   */
  attempt(action: string | object): Array<{ code: string; args: Record<string, unknown>; rule: string; marks: unknown[] }> | null;
  addEventListener<K extends keyof HeuchelMeuchelEventMap>(type: K, listener: (this: HeuchelMeuchelElement, ev: HeuchelMeuchelEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
}

/** Loads the engine (one wasm instance per page) and resolves with its bindings. */
export declare function loadEngine(): Promise<unknown>;

declare global {
  interface HTMLElementTagNameMap {
    'heuchel-meuchel': HeuchelMeuchelElement;
  }
}
