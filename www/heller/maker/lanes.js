// The lanes the diagram maker lights, as the game lights a lane it scores: part by part, the
// parts being the engine's (a fire splits a lane, and is itself in no part: crates/heller
// src/scoring.rs Market::score_lane). The rule is the engine's alone; this module only asks.
//
// The engine's JavaScript API gives a lane's parts only inside a `laneScored` event, once a lane
// has filled in play. A diagram's lane is any row or column of any position, full or not, so the
// maker asks the engine's `scoreLane(setup, lane)` (a Setup object and a Lane, { row } or
// { column } 0-based; it answers the LaneScore a `laneScored` event carries) when the engine has
// it. An engine without it gets each lane lit whole, as the element's `highlight` lights it.

import { parseHighlight } from '../component/options.js';
import { highlightText } from './snippets.js';

/** Can `engine` say a lane's parts for any position? */
export function scoresLanes(engine) {
  return typeof engine?.scoreLane === 'function';
}

/**
 * The lanes to light on the market of `setup` (a Setup object), as the board's highlightLanes()
 * takes them: [{ lane, parts: [{ squares }] }], one per lane of `lanes` ([{ row } | { column }],
 * 0-based), each with the engine's parts; a lane the engine cannot score here (no setup, or a
 * market it refuses) is lit whole.
 */
export function litLanes(engine, setup, lanes, facts) {
  const whole = parseHighlight(highlightText(lanes, facts), facts);
  if (!setup || !scoresLanes(engine)) return whole;
  return lanes.map((lane, i) => {
    try {
      const score = engine.scoreLane(setup, lane);
      return { lane: score.lane, parts: score.parts.map((part) => ({ squares: [...part.squares] })) };
    } catch {
      return whole[i];
    }
  });
}
