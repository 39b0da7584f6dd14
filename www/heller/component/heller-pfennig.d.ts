// TypeScript types of <heller-pfennig> (www/heller/component/element.js; bundled as heller-pfennig.js).
// Checked by tsc against a usage sample (tests/ts/heller-element.ts). docs/EMBED.md describes each option.

/** What the board is for: a table to play, the market of one moment as a picture, a saved game stepped through, or a lesson to try. */
export type HellerPfennigMode = 'game' | 'diagram' | 'replay' | 'lesson';

/** The lessons of the second game's course, by name (www/heller/lesson/course.js). */
export type HellerPfennigLesson = 'placing' | 'fire' | 'own' | 'round';

/**
 * Whose eyes a diagram or replay shows: a spectator's (a diagram's default; no hidden tile),
 * `all` (every merchant's own tile: a replay's default) or a seat 1–4.
 */
export type HellerPfennigViewer = 'spectator' | 'public' | 'everyone' | 'all' | '1' | '2' | '3' | '4';

/** The buttons under a diagram or replay (any of them, separated by spaces), or `none`; a lesson of the course `next`. */
export type HellerPfennigControl = 'step' | 'play' | 'download' | 'open' | 'next';

/** The variants of the engine (boardFacts().variants). */
export type HellerPfennigVariant = 'standard' | 'openEnded';

export interface HellerPfennigMoveDetail {
  /** Actions played so far in this game. */
  actions: number;
}

export interface HellerPfennigStepDetail {
  /** The step shown: how many of the save's actions are played (0: its start). */
  step: number;
  /** How many actions the save holds (0 for a position). */
  count: number;
  /** What the step's action made happen, as the engine's log gives it (docs/HELLER-JS-API.md, GameEvent). */
  events: Array<{ event: string; [key: string]: unknown }>;
}

export interface HellerPfennigGameOverDetail {
  /** Every merchant's money at the end, by seat (0-based). */
  money: number[];
  /** The winning seats, 0-based (ties share). */
  winners: number[];
}

export interface HellerPfennigErrorDetail {
  /** What was refused, in the element's words (German or English). */
  message: string;
  /**
   * The refusal's machine code: the engine's (`notation.position`, `position.*`, `load.illegal`,
   * `game.players` …, docs/HELLER-JS-API.md "Errors") or an option's (`option.mode`,
   * `option.position`, `option.players`, `option.variant`, `option.noluck`, `option.seed`,
   * `option.seats`, `option.seatCount`, `option.delay`, `option.viewer`, `option.step`,
   * `option.lane`, `option.laneRow`, `option.laneColumn`, `option.controls`); null when neither gave one.
   */
  code: string | null;
  /** The code's arguments, as the engine or the option reader gave them. */
  args: Record<string, string | number>;
}

export interface HellerPfennigLanguageDetail {
  /** The language the game speaks now: `de` or `en`. */
  lang: string;
}

export interface HellerPfennigLessonDetail {
  /** The course lesson's name, or null for a lesson written in the page. */
  lesson: HellerPfennigLesson | null;
}

export interface HellerPfennigEventMap extends HTMLElementEventMap {
  ready: CustomEvent<void>;
  step: CustomEvent<HellerPfennigStepDetail>;
  move: CustomEvent<HellerPfennigMoveDetail>;
  gameover: CustomEvent<HellerPfennigGameOverDetail>;
  refused: CustomEvent<HellerPfennigErrorDetail>;
  language: CustomEvent<HellerPfennigLanguageDetail>;
  /** `lesson`: the goal reached. */
  lessondone: CustomEvent<HellerPfennigLessonDetail>;
  /** `lesson`: the next lesson of the course shown, by its "Next lesson" button. */
  lesson: CustomEvent<HellerPfennigLessonDetail>;
}

/** The market board on screen (www/heller/board/board.js), for hosts and tests that point at it. */
export interface HellerPfennigBoard {
  /** Where a square (`c3`) or a source (`stall:2`, `pool`, `own`, `pick:R4`) is drawn, in the canvas's CSS pixels, or null. */
  pointOf(target: string): { x: number; y: number } | null;
  /** The source chosen on the board, or null. */
  readonly selected: string | null;
}

/**
 * `<heller-pfennig>`: every option is an attribute and a property of the same name (a string, or
 * null when unset); changing one redraws at once.
 */
export declare class HellerPfennigElement extends HTMLElement {
  /** `game` (default), `diagram`, `replay` or `lesson`. */
  mode: HellerPfennigMode | string | null;
  /** `diagram`, `replay`: a position in the engine's notation (Game.position()); also the element's text. */
  position: string | null;
  /** `diagram`, `replay`: a saved game (Game.save()): a diagram shows it after `step` actions, a replay steps through it. */
  save: string | null;
  /** `diagram`, `replay`: how many actions of `save` to show (first); default all (diagram) or none (replay). */
  step: string | null;
  viewer: HellerPfennigViewer | string | null;
  /** `diagram`, `replay`: lanes to light, `row:3` and `column:d`, separated by commas or spaces. */
  highlight: string | null;
  /**
   * `diagram`, `replay`: the buttons, any of `step play download open` separated by spaces, or
   * `none`. Default: none (diagram), `step play` (replay).
   */
  controls: string | null;
  /** `diagram`, `replay`: the line under the picture (also its accessible name). */
  caption: string | null;
  /**
   * The language of the element's words: `de` or `en` (or a longer tag of one, `de-AT`).
   * Unset: the language the reader chose earlier, else his browser's, else German.
   */
  lang: string;
  /** `game`: the number of merchants, 2–4 (default: as many as `seats` names, else 3). */
  players: string | null;
  /** `game`: `standard` (three rounds) or `openEnded`. */
  variant: HellerPfennigVariant | string | null;
  /** `game`: the game without luck (every tile face up); present with no value, or `yes`/`no`. */
  noluck: string | null;
  /** `game`: the deal's seed (a whole number), for the same deal every time. */
  seed: string | null;
  /** `game`: who plays each seat (`human`, `easy`, `medium`, `hard`): `human,hard,medium`. */
  seats: string | null;
  /** `replay`, `diagram`: the players' names, seat 1 first, comma-separated (`Anna, Bert,,Clara`; an empty one is the seat's own name). */
  names: string | null;
  /** `game`: ms the computer seats pause between actions; `diagram`, `replay`: ms per step when playing. */
  delay: string | null;
  /** `lesson`: a lesson of the course by name; unset, the lesson the other options write. */
  lesson: HellerPfennigLesson | string | null;
  /** `lesson` written in the page: the answers that reach its goal, each a list of actions (`t ld4`), apart by `|`; `*` for any action the rules allow. */
  answers: string | null;
  /** `lesson` written in the page: its goal, a sentence (its title is the `caption`). */
  goal: string | null;
  /** `lesson` written in the page: what reaching the goal shows, said when it is reached. */
  success: string | null;
  /** `lesson` written in the page: the section of the rules page it teaches (`scoring`), linked from it. */
  rule: string | null;
  /** The options as the element reads them (attributes, and the position from the text). */
  readonly options: Record<string, string>;
  /** The language the board speaks now (`de` or `en`), or null before it shows. */
  readonly currentLanguage: string | null;
  /** `diagram`, `replay`: the number of actions of `save` shown (0 for a position), or null. */
  readonly currentStep: number | null;
  /** `game`: where its computer players think: `worker`, `main` (the page's main thread: no worker could be had) or `idle` (not yet asked); null in another mode. */
  readonly botMode: 'worker' | 'main' | 'idle' | null;
  /** The market board on screen, or null. */
  readonly board: HellerPfennigBoard | null;
  /** `game`, `lesson`: the engine's Game on screen (docs/HELLER-JS-API.md), or null. */
  readonly game: unknown;
  /**
   * `game`, `lesson`: tries an action (its text, `s2c3`) as the person at the board would: played
   * when the rules (and a lesson's answers) let it, else refused and said why. The rules'
   * reasons against it ([] when none), or null in another mode.
   */
  attempt(action: string | object): Array<{ code: string; args: Record<string, unknown>; rule: string; marks: unknown[] }> | null;
  addEventListener<K extends keyof HellerPfennigEventMap>(type: K, listener: (this: HellerPfennigElement, ev: HellerPfennigEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
}

/** Loads the second game's engine (one wasm instance per page) and resolves with its bindings. */
export declare function loadHeller(): Promise<unknown>;

declare global {
  interface HTMLElementTagNameMap {
    'heller-pfennig': HellerPfennigElement;
  }
}
