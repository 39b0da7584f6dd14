// TypeScript types of <heuchel-meuchel> (www/heuchel/component/element.js; bundled as heuchel-meuchel.js).
// Checked by tsc against a usage sample (tests/ts/element.ts). docs/EMBED.md describes each option.

/** What the board is for: a table to play, a position to study, a finished game to replay. */
export type HeuchelMeuchelMode = 'game' | 'diagram' | 'replay';

/** Whose eyes the board shows: every card, what every player sees, or a seat 1–6. */
export type HeuchelMeuchelViewer = 'all' | 'public' | 'everyone' | '1' | '2' | '3' | '4' | '5' | '6';

/** The buttons a diagram or replay shows, space-separated: `step play download open`, or `none`. */
export type HeuchelMeuchelControl = 'step' | 'play' | 'download' | 'open';

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
}

/**
 * `<heuchel-meuchel>`: every option is an attribute and a property of the same name (a string,
 * or null when unset); changing one redraws at once.
 */
export declare class HeuchelMeuchelElement extends HTMLElement {
  /** `game` (default), `diagram` or `replay`. */
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
  /** The step shown now (diagram and replay), or null. */
  readonly currentStep: number | null;
  /** `game`: where its computer players think: `worker`, `main` (the page's main thread: no worker could be had) or `idle` (not yet asked); null in another mode. */
  readonly botMode: 'worker' | 'main' | 'idle' | null;
  /** The language the board speaks now (`lang`, the reader's choice or his browser's), or null before it shows. */
  readonly currentLanguage: string | null;
  /** The options as the element reads them (attributes, and the position from the text). */
  readonly options: Record<string, string>;
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
