//! The JavaScript-facing API (docs/JS-API.md): a thin layer over the engine that converts values
//! and errors. No rule lives here; every answer comes from the engine.

use crate::action::Action;
use crate::bot::{self, BotError, Budget, Level, BUDGETS};
use crate::error::{Arg, Args, IllegalAction, ParseError};
use crate::facts::BoardFacts;
use crate::game::Game as EngineGame;
use crate::greedy::greedy_action;
use crate::random::{play_games, RandomPlayer};
use crate::rng::Rng;
use crate::setup::Setup;
use crate::state::{Config, State, Variant, MAX_PLAYERS, MIN_PLAYERS};
use crate::view::View;
use js_sys::{Object, Reflect};
// Every error the API throws is made by platform::js: `thrown` (an engine error, by its code and
// arguments) or `coded` (one the API makes itself); docs/JS-API.md, "Error codes".
use platform::js::{coded, seed_of, thrown, to_js, whole_in, Thrown};
use platform::quoted::Quoted;
use wasm_bindgen::prelude::*;

mod action_object;
mod setup_object;

/// A refused action: the code of its `IllegalAction`, with the action's text form as `args.action`.
fn illegal_action(action: Action, error: &IllegalAction) -> JsValue {
    let mut args = vec![("action", Arg::Text(action.to_string()))];
    args.extend(error.args());
    coded(&format!("{action}: {error}"), error.code(), args)
}

/// A setup object from JavaScript, unchecked (`setup.malformed` when it is not one).
fn setup_of(value: &JsValue) -> Thrown<Setup> {
    setup_object::setup_from_object(value)
        .map_err(|m| coded(&m.message("a setup", " "), "setup.malformed", vec![("field", Arg::Text(m.field))]))
}

/// A setup object checked into a state.
fn state_of_setup(value: &JsValue) -> Thrown<State> {
    State::from_setup(&setup_of(value)?).map_err(|e| thrown(&e))
}

fn variant_of(text: &str) -> Thrown<Variant> {
    match text {
        "base" | "b" => Ok(Variant::Base),
        "dice" | "d" => Ok(Variant::Dice),
        _ => Err(coded(
            &format!("unknown variant {}: use \"base\" or \"dice\"", Quoted(&text)),
            "game.variant",
            vec![("variant", Arg::Text(text.to_string()))],
        )),
    }
}

/// A player count for a new game (`game.players` when it is not 3-6).
fn players_of(players: u8) -> Thrown<u8> {
    if (MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        Ok(players)
    } else {
        Err(players_error(players))
    }
}

fn players_error(players: u8) -> JsValue {
    coded("the game is for 3 to 6 players", "game.players", vec![("players", Arg::Number(players.into()))])
}

/// A computer player's level: "easy", "medium", "hard" or "expert".
fn level_of(text: &str) -> Thrown<Level> {
    text.parse::<Level>().map_err(|e| thrown(&e))
}

/// A search budget from JavaScript: nothing for `level`'s own (Hard's default, Expert's), or a
/// whole number of iterations.
fn budget_of(iterations: Option<f64>, level: Level) -> Thrown<Budget> {
    match iterations {
        None => Ok(BUDGETS.of(level)),
        Some(n) => whole_in(n, 1.0..=u32::MAX as f64).map(|i| Budget { iterations: i as u32 }).ok_or_else(|| {
            coded(
                "iterations must be a whole number from 1 to 4294967295, or left out for the default",
                "bot.iterations",
                Args::new(),
            )
        }),
    }
}

/// A view in notation (docs/NOTATION.md), as `Game.viewNotation` writes it.
fn view_of(notation: &str) -> Thrown<View> {
    bot::request::view_of_notation(notation).map_err(|e| thrown(&e))
}

/// What a bot of `level` plays from `view`, as the action's text form.
fn decide(level: Level, view: &View, seed: u64, budget: Budget) -> Thrown<String> {
    bot::choose(level, view, seed, budget).map(|a| a.to_string()).map_err(|e| thrown(&e))
}

/// An action from JavaScript: its text form ("3-5.2"; `notation.action` when it is none) or an
/// object ({type: "move", …}; `action.malformed`, naming the field, when it is none).
fn action_of(value: JsValue) -> Thrown<Action> {
    if let Some(text) = value.as_string() {
        return text.parse().map_err(|e: ParseError| coded(&format!("not an action: {e}"), e.code(), e.args()));
    }
    action_object::action_from_object(&value)
        .map_err(|m| coded(&action_object::message(&m), "action.malformed", vec![("field", Arg::Text(m.field))]))
}

/// The game is not over yet: scores and winners would reveal cards.
fn not_over(what: &str) -> JsValue {
    coded(&format!("the {what} when the game is over"), "game.notOver", Args::new())
}

/// A computer player asked for `player`, who is not to act (or the game is over).
fn check_to_act(s: &State, player: u8) -> Thrown<()> {
    match s.to_act() {
        None => Err(coded("the game is over", "bot.gameOver", Args::new())),
        Some(to_act) if to_act != player => Err(thrown(&BotError::NotToAct { viewer: player, to_act })),
        Some(_) => Ok(()),
    }
}

// The TypeScript types of the values the API hands out and takes (heuchel.d.ts). tsify-next
// derives most from the engine's own types (`derive(Tsify)` beside each, for wasm32 only): the
// views, actions, events, phases, legal groups, scores, the board's facts and the log entries.
// Written out here is only what cannot be derived, each for its reason:
// - `Card`: a string made by its own `Serialize` ("B4"), which tsify cannot see into.
// - `Step`, `SetupPile`, `Setup`: tsify declares a field with serde's `default` (for reading) optional, though the
//   engine always writes it.
// - `SetupInput`: what the setup readers (wasm/setup_object.rs) accept, field by field, not a serde type.
// - `Legal`: the API's name for `LegalGroups` (tsify names a type after its Rust name).
// - `Level`, `BotKind`: the computer players' names, parsed by `FromStr` (src/bot), not serde types.
// - `ErrorInfo`: the `coded!` tables' codes and this layer's own, with their arguments, not a serde type.
// - `StepName`, `ErrorCode`, `EngineError`, `SetupProblem`: TypeScript built from the types above.
#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/** A card: class letter (P Prince, B Bishop, A Patrician, Q Quack, M Minstrel, F Fire-Eater) and value 1-6, e.g. "B4". */
export type Card = string;
/** What the player to act is expected to do (`Phase.step` of a turn). */
export type Step =
  | { step: "move" } | { step: "favours"; row: number; cut: number } | { step: "extra" }
  | { step: "roll" } | { step: "extraRoll" } | { step: "rolled"; die: number };
/** The name of a step of a turn, as `Step.step` writes it. */
export type StepName = Step["step"];
/** A computer player's level (src/bot): Hard and Expert search, with budgets counted in iterations. */
export type Level = "easy" | "medium" | "hard" | "expert";
/** The kinds of computer player `Game.botAction` knows: the four levels and two simple ones. */
export type BotKind = Level | "random" | "greedy";
/** What `legal()` answers: the legal actions grouped for a board UI. */
export type Legal = LegalGroups;
/** The cards on one square, top first. `faceDown`: stacks that reached this goal square and were turned over. */
export interface SetupPile { row: number; faceDown: boolean; cards: Card[] }
/** A position as a plain object, unchecked (`Game.prototype.setup()` writes every field). */
export interface Setup {
  players: number;
  variant: Variant;
  phase: Phase;
  /** Per player's column (0-based), lowest row first. */
  columns: SetupPile[][];
  /** Per player, the cards still to place, in the order dealt (setup only). */
  hands: Card[][];
  /** Per player, his penalty cards. */
  discards: Card[][];
  /** Who has seen which hidden card beyond what the rules make plain, lowest card first. */
  knowledge: Knowledge[];
  /** The die's generator: 16 hex digits. */
  rng: string;
}
/** What `Game.fromSetup`, `positionOfSetup`, `checkSetup` and `fillUnused` accept: a `Setup` whose
 * hands, discards, knowledge (none), rng ("0") and faceDown (false) may be left out, and whose
 * `favours` step may leave out `cut` (none). */
export interface SetupInput {
  players: number;
  variant: Variant;
  phase: Phase | { phase: "turn"; player: number; step: { step: "favours"; row: number; cut?: number } };
  columns: Array<Array<{ row: number; faceDown?: boolean; cards: Card[] }>>;
  hands?: Card[][];
  discards?: Card[][];
  knowledge?: Knowledge[];
  rng?: string;
}
type NoArgs = Record<string, never>;
/** The machine code of an error the engine throws and its arguments (players and columns 0-based,
 * rows 1-13, cards as "B4"); docs/JS-API.md words each. `action.*` args also name the `action` in
 * its text form. `text`, `field`, `variant`, `level` and `message` are given text, shown as it is;
 * the other words (`expected`, `step`, `variant` of a position, `list`, `reason`) come from a fixed
 * set, for a page to translate. */
export type ErrorInfo =
  | { code: "notation.position" | "notation.view" | "notation.action" | "notation.card" | "notation.save"; args: { text?: string } }
  | { code: "setup.malformed"; args: { field: string } }
  | { code: "position.playerCount"; args: { players: number } }
  | { code: "position.listCount"; args: { list: "columns" | "hands" | "discards"; players: number; found: number } }
  | { code: "position.rowOffBoard" | "position.rowOrder" | "position.emptyPile"; args: { column: number; row: number } }
  | { code: "position.faceDownOffGoal" | "position.standingOnGoal"; args: { column: number; row: number; top: Card; goal: number } }
  | { code: "position.cardTwice" | "position.knowledgeDuringSetup" | "position.knowledgeTwice" | "position.knowledgeEmpty" | "position.knowledgeNotOnBoard"; args: { card: Card } }
  | { code: "position.handTooBig"; args: { player: number; count: number } }
  | { code: "position.cardCount"; args: { count: number; players: number; expected: number } }
  | { code: "position.noSuchPlayer"; args: { player: number; players: number } }
  | { code: "position.discardsDuringSetup" | "position.handAfterSetup" | "position.inactivePlayer"; args: { player: number } }
  | { code: "position.setupCounts"; args: { placer: number; player: number; held: number; placed: number } }
  | { code: "position.setupOffStart"; args: { column: number; row: number; card: Card } }
  | { code: "position.tooFewActive" | "position.notOver"; args: { active: number } }
  | { code: "position.stepOfOtherVariant"; args: { player: number; step: StepName; variant: Variant } }
  | { code: "position.dieOffRange"; args: { die: number } }
  | { code: "position.favoursWithoutStack"; args: { player: number; row: number } }
  | { code: "position.favoursBadCut"; args: { column: number } }
  | { code: "position.favoursWithoutVictim"; args: { row: number } }
  | { code: "position.knowledgeBadPlayer" | "position.knowledgePlayerTwice" | "position.knowledgeImplied"; args: { card: Card; player: number } }
  | { code: "position.impossibleView"; args: { reason: "fullView" | "hiddenCards" | "hands" | "unseeable" } }
  | { code: "action.malformed"; args: { field: "" | "type" | "card" | "from" | "count" | "to" | "column" | "row" } }
  | { code: "action.gameOver" | "action.notInHand" | "action.mustMove"; args: { action: string } }
  | { code: "action.wrongPhase"; args: { action: string; expected: "setup" | StepName } }
  | { code: "action.noStack"; args: { action: string; row: number } }
  | { code: "action.badCount"; args: { action: string; count: number; height: number } }
  | { code: "action.badDestination"; args: { action: string; from: number; to: number } }
  | { code: "action.notAVictim"; args: { action: string; column: number } }
  | { code: "game.players"; args: { players: number } }
  | { code: "game.variant"; args: { variant: string } }
  | { code: "game.seed" | "game.noRandom" | "game.notOver" | "game.index" | "game.replay"; args: NoArgs }
  | { code: "bot.level"; args: { level: string } }
  | { code: "bot.notToAct"; args: { player: number; toAct: number } }
  | { code: "bot.noSeat"; args: { player: number; players: number } }
  | { code: "bot.iterations" | "bot.gameOver" | "bot.spectator" | "bot.fullView" | "bot.notPlacing"; args: NoArgs }
  | { code: "engine.internal"; args: { message: string } };
export type ErrorCode = ErrorInfo["code"];
/** A square a reason is about: the column (its owner, 0-based) and the row (1-13). */
export interface WhyAt { column: number; row: number }
/** One reason the rules give for refusing an action (`Game.whyNot`): a `why.*` code and its
 * arguments (rows 1-13, columns 0-based, cards as "B4", `expected` a step's name or "setup"), the
 * rule's identifier in RULES.md ("R4.5"), and the squares it is about with the part each plays. */
export type WhyNot = (
  | { code: "why.gameOver" | "why.ownColumn"; args: NoArgs }
  | { code: "why.wrongStep"; args: { expected: "setup" | StepName } }
  | { code: "why.notInHand"; args: { card: Card } }
  | { code: "why.noStack" | "why.occupied" | "why.stepEnds" | "why.chainEnds"; args: { row: number } }
  | { code: "why.badCount"; args: { count: number; height: number } }
  | { code: "why.notUp"; args: { from: number; to: number } }
  | { code: "why.aboveCeiling"; args: { card: Card; ceiling: number; to: number } }
  | { code: "why.notTheRoll"; args: { die: number; row: number } }
  | { code: "why.noColumn" | "why.alreadyCut" | "why.noVictim" | "why.faceDown"; args: { column: number } }
  | { code: "why.notLower"; args: { card: Card; mover: Card } }
  | { code: "why.mustMove"; args: { die: number } }
) & {
  rule: string;
  marks: Array<{ role: "empty" | "stack" | "mover" | "landing" | "ceiling" | "blocker" | "step" | "end" | "free" | "roll" | "victim" | "square" | "pile"; at: WhyAt }>;
};
/** Every error the engine throws: `message` stays English, `code` and `args` let a page word it. */
export type EngineError = Error & ErrorInfo;
/** What `checkSetup` answers for a setup that is not a possible position. */
export type SetupProblem = ErrorInfo & { message: string };
"#;

/// A game of Heuchel & Meuchel.
#[wasm_bindgen]
pub struct Game {
    inner: EngineGame,
}

// players, toAct, isOver, save, position, actionCount, actionTexts, fromPosition, load and at:
// as the other game's.
platform::js_game_record!(Game, EngineGame, State);

#[wasm_bindgen]
impl Game {
    /// A new game: `players` 3–6, `variant` "base" or "dice", optional `seed`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        players: u8,
        variant: &str,
        #[wasm_bindgen(unchecked_param_type = "number | string | undefined")] seed: JsValue,
    ) -> Thrown<Game> {
        let config = Config { players: players_of(players)?, variant: variant_of(variant)?, seed: seed_of(&seed)? };
        let inner = EngineGame::new(config).map_err(|_| players_error(players))?;
        Ok(Game { inner })
    }

    /// A game that starts at a position given as a setup object (`Setup`, as `setup()` returns
    /// it; hands, discards, knowledge, rng and faceDown may be left out). Throws an error with a
    /// `code` (`setup.malformed` or `position.*`) and `args` when it is not a possible position.
    #[wasm_bindgen(js_name = fromSetup)]
    pub fn from_setup(#[wasm_bindgen(unchecked_param_type = "SetupInput")] setup: JsValue) -> Thrown<Game> {
        Ok(Game { inner: EngineGame::from_position(state_of_setup(&setup)?) })
    }

    /// The current position as a setup object. Like `save()` it holds every hidden card and the
    /// die's future: for editors and tests, not for a player's eyes.
    #[wasm_bindgen(unchecked_return_type = "Setup")]
    pub fn setup(&self) -> Thrown<JsValue> {
        to_js(&self.inner.state().to_setup())
    }

    #[wasm_bindgen(getter)]
    pub fn variant(&self) -> String {
        match self.inner.state().variant() {
            Variant::Base => "base".into(),
            Variant::Dice => "dice".into(),
        }
    }

    /// What the player to act may do, grouped for a board UI.
    #[wasm_bindgen(unchecked_return_type = "Legal")]
    pub fn legal(&self) -> Thrown<JsValue> {
        to_js(&self.inner.state().legal_groups())
    }

    /// Plays an action (text or object); an illegal one throws (code `action.*`) and changes
    /// nothing.
    pub fn play(&mut self, #[wasm_bindgen(unchecked_param_type = "string | Action")] action: JsValue) -> Thrown<()> {
        let action = action_of(action)?;
        self.inner.play(action).map(|_| ()).map_err(|e| illegal_action(action, &e))
    }

    /// Why the rules refuse an action (text or object) now: its reasons, each a `why.*` code with
    /// its arguments, the rule of RULES.md it rests on and the squares it is about; empty when
    /// the action is legal. Changes nothing; throws only when the action cannot be read.
    #[wasm_bindgen(js_name = whyNot, unchecked_return_type = "WhyNot[]")]
    pub fn why_not(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string | Action")] action: JsValue,
    ) -> Thrown<JsValue> {
        let reasons = self.inner.state().why_not(action_of(action)?);
        Ok(platform::js::reasons_to_js(&reasons, square_to_js))
    }

    /// The position as `viewer` may see it (6: a spectator).
    #[wasm_bindgen(unchecked_return_type = "View")]
    pub fn view(&self, viewer: u8) -> Thrown<JsValue> {
        to_js(&self.inner.state().view(viewer))
    }

    /// Every card shown, hands included (`viewer` 7): for replays of finished games and rule
    /// diagrams. It is nobody's at the table: never show it to a player during a game.
    #[wasm_bindgen(js_name = fullView, unchecked_return_type = "View")]
    pub fn full_view(&self) -> Thrown<JsValue> {
        to_js(&self.inner.state().full_view())
    }

    #[wasm_bindgen(js_name = viewNotation)]
    pub fn view_notation(&self, viewer: u8) -> String {
        self.inner.state().view(viewer).to_notation()
    }

    /// A card `viewer` can see by value now but could not before action `index` (its name, as
    /// the view writes cards), or `null`: then a take-back to before that action hides nothing
    /// he has seen (RULES.md, R12.6).
    #[wasm_bindgen(js_name = shownSince)]
    pub fn shown_since(&self, viewer: u8, index: u32) -> Option<String> {
        self.inner.shown_since(viewer, index as usize).map(|card| card.to_string())
    }

    /// Log entries from index `from`, with cards masked for `viewer`.
    #[wasm_bindgen(unchecked_return_type = "LogEntry[]")]
    pub fn log(&self, viewer: u8, from: Option<u32>) -> Thrown<JsValue> {
        to_js(&self.inner.log_for(viewer, from.unwrap_or(0) as usize))
    }

    /// Log entries from index `from` with every card shown, as `fullView()`: nobody's at the table.
    #[wasm_bindgen(js_name = fullLog, unchecked_return_type = "LogEntry[]")]
    pub fn full_log(&self, from: Option<u32>) -> Thrown<JsValue> {
        to_js(&self.inner.full_log(from.unwrap_or(0) as usize))
    }

    /// Every player's score after each action (entry `k`: after the first `k` actions), for the
    /// chart after the game; only once the game is over (before, it would reveal cards).
    #[wasm_bindgen(js_name = scoreHistory, unchecked_return_type = "number[][]")]
    pub fn score_history(&self) -> Thrown<JsValue> {
        match self.inner.score_history() {
            Some(history) => to_js(&history),
            None => Err(not_over("scores through the game are counted")),
        }
    }

    /// Every player's score sheet; only once the game is over (before, it would reveal cards).
    #[wasm_bindgen(unchecked_return_type = "ScoreSheet[]")]
    pub fn scores(&self) -> Thrown<JsValue> {
        let s = self.inner.state();
        if !s.is_over() {
            return Err(not_over("scores are counted"));
        }
        to_js(&(0..s.players()).map(|p| s.score_sheet(p)).collect::<Vec<_>>())
    }

    /// The players with the highest score (several share a win), once the game is over.
    #[wasm_bindgen(unchecked_return_type = "number[]")]
    pub fn winners(&self) -> Thrown<JsValue> {
        let s = self.inner.state();
        if !s.is_over() {
            return Err(not_over("winners are known"));
        }
        to_js(&s.winners())
    }

    /// The action a computer player chooses for `player` (who must be to act), from his view only.
    /// `kind` is a level ("easy", "medium", "hard", "expert") or "random" / "greedy"; `iterations`
    /// is the search budget of Hard and Expert (the level's own when left out).
    #[wasm_bindgen(js_name = botAction)]
    pub fn bot_action(
        &self,
        player: u8,
        #[wasm_bindgen(unchecked_param_type = "BotKind")] kind: &str,
        #[wasm_bindgen(unchecked_param_type = "number | string")] seed: JsValue,
        iterations: Option<f64>,
    ) -> Thrown<String> {
        let s = self.inner.state();
        check_to_act(s, player)?;
        let seed = seed_of(&seed)?;
        // Every kind is handed the player's view only, never the game.
        let view = s.view(player);
        let action = match kind {
            "random" => RandomPlayer::new(seed).choose(&view),
            "greedy" => greedy_action(&view, &mut Rng::from_state(seed)),
            _ => {
                let level = kind.parse::<Level>().map_err(|_| {
                    coded(
                        &format!("unknown computer player {}: use \"easy\", \"medium\", \"hard\", \"expert\", \"random\" or \"greedy\"", Quoted(&kind)),
                        "bot.level",
                        vec![("level", Arg::Text(kind.to_string()))],
                    )
                })?;
                return decide(level, &view, seed, budget_of(iterations, level)?);
            }
        };
        action.map(|a| a.to_string()).map_err(|e| thrown(&e))
    }

    /// What Hard would play for `player` (who must be to act), decided from his view only; the
    /// game is not changed. `iterations` is Hard's budget (the default when left out).
    pub fn hint(
        &self,
        player: u8,
        #[wasm_bindgen(unchecked_param_type = "number | string")] seed: JsValue,
        iterations: Option<f64>,
    ) -> Thrown<String> {
        let s = self.inner.state();
        if player >= s.players() {
            return Err(coded(
                &format!("there is no seat {} at a table of {}", player as u16 + 1, s.players()),
                "bot.noSeat",
                vec![("player", Arg::Number(player.into())), ("players", Arg::Number(s.players().into()))],
            ));
        }
        check_to_act(s, player)?;
        decide(Level::Hard, &s.view(player), seed_of(&seed)?, budget_of(iterations, Level::Hard)?)
    }

    /// An action's text form ("3-5.2") as an object ({type: "move", from: 3, count: 2, to: 5}); an
    /// action object read and written again the same way (its fields checked, in one order), so
    /// that two forms of one action compare equal.
    #[wasm_bindgen(js_name = parseAction, unchecked_return_type = "Action")]
    pub fn parse_action(#[wasm_bindgen(unchecked_param_type = "string | Action")] action: JsValue) -> Thrown<JsValue> {
        to_js(&action_of(action)?)
    }
}

/// The board's facts (sizes, classes with their rows, the cards), from the engine's constants.
#[wasm_bindgen(js_name = boardFacts, unchecked_return_type = "BoardFacts")]
pub fn board_facts() -> Thrown<JsValue> {
    js_sys::JSON::parse(BoardFacts::JSON)
}

/// A setup object in notation, once it is checked to be a possible position (throws as
/// `Game.fromSetup` does otherwise).
#[wasm_bindgen(js_name = positionOfSetup)]
pub fn position_of_setup(#[wasm_bindgen(unchecked_param_type = "SetupInput")] setup: JsValue) -> Thrown<String> {
    Ok(state_of_setup(&setup)?.to_notation())
}

/// What is wrong with a setup object, or `null` when it is a possible position; never throws.
#[wasm_bindgen(js_name = checkSetup, unchecked_return_type = "SetupProblem | null")]
pub fn check_setup(#[wasm_bindgen(unchecked_param_type = "SetupInput")] setup: JsValue) -> JsValue {
    match state_of_setup(&setup) {
        Ok(_) => JsValue::NULL,
        Err(error) => {
            let problem = Object::new();
            for name in ["code", "args", "message"] {
                let key = JsValue::from_str(name);
                let _ = Reflect::set(&problem, &key, &Reflect::get(&error, &key).unwrap_or(JsValue::UNDEFINED));
            }
            problem.into()
        }
    }
}

/// A copy of a setup object with the unused cards put into the game (`Setup::fill_unused`):
/// lowest rank first, during setup into the hands still to place, otherwise into the last
/// player's discard pile. The result is not checked; throws only for an object that is no setup.
#[wasm_bindgen(js_name = fillUnused, unchecked_return_type = "Setup")]
pub fn fill_unused(#[wasm_bindgen(unchecked_param_type = "SetupInput")] setup: JsValue) -> Thrown<JsValue> {
    let mut setup = setup_of(&setup)?;
    setup.fill_unused();
    to_js(&setup)
}

/// Plays `games` seeded random games and returns how many actions were played (speed checks).
#[wasm_bindgen(js_name = benchRandomGames)]
pub fn bench_random_games(
    games: u32,
    players: u8,
    variant: &str,
    #[wasm_bindgen(unchecked_param_type = "number | string")] seed: JsValue,
) -> Thrown<f64> {
    let first = Config { players: players_of(players)?, variant: variant_of(variant)?, seed: seed_of(&seed)? };
    Ok(play_games(first, games as u64) as f64)
}

/// What a computer player of `level` plays from a view in notation (`Game.viewNotation(viewer)`):
/// the action's text form. The viewer must be the player to act. This is what a Web Worker calls:
/// it needs no game, only what the player may see. `iterations` is the search budget of Hard and
/// Expert (the level's own when left out).
#[wasm_bindgen(js_name = chooseAction)]
pub fn choose_action(
    #[wasm_bindgen(js_name = viewNotation)] view_notation: &str,
    #[wasm_bindgen(unchecked_param_type = "Level")] level: &str,
    #[wasm_bindgen(unchecked_param_type = "number | string")] seed: JsValue,
    iterations: Option<f64>,
) -> Thrown<String> {
    let level = level_of(level)?;
    let budget = budget_of(iterations, level)?;
    bot::request::choose_from_notation(view_notation, level, seed_of(&seed)?, budget)
        .map(|a| a.to_string())
        .map_err(|e| thrown(&e))
}

/// The cards of his own that the player to act would lose for arrogance by `action`, from his
/// view in notation only (`Game.viewNotation(viewer)`, as an online table's frame carries it):
/// bottom card first, a card he has not seen masked; empty when the action costs him none or
/// would be refused (`preview::own_loss`). A page without the game asks it before such a move.
#[wasm_bindgen(js_name = ownLossOf, unchecked_return_type = "SeenCard[]")]
pub fn own_loss_of(
    #[wasm_bindgen(js_name = viewNotation)] view_notation: &str,
    #[wasm_bindgen(unchecked_param_type = "string | Action")] action: JsValue,
) -> Thrown<JsValue> {
    let view = view_of(view_notation)?;
    let action = action_of(action)?;
    let lost = crate::preview::own_loss(&view, action).map_err(|e| thrown(&e))?;
    to_js(&lost)
}

/// A reason's square as the page reads it: `{ column, row }`.
fn square_to_js(at: &crate::why::At) -> JsValue {
    let square = Object::new();
    let _ = Reflect::set(&square, &JsValue::from_str("column"), &JsValue::from(at.column));
    let _ = Reflect::set(&square, &JsValue::from_str("row"), &JsValue::from(at.row));
    square.into()
}

/// Why the rules refuse `action` (text or object) of the player to act, worked out from his view
/// in notation only (as `ownLossOf` takes it): the reasons `Game.whyNot` gives, for a page that
/// holds only its seat's view (an online table). Empty when the action is legal.
#[wasm_bindgen(js_name = whyNotInView, unchecked_return_type = "WhyNot[]")]
pub fn why_not_in_view(
    #[wasm_bindgen(js_name = viewNotation)] view_notation: &str,
    #[wasm_bindgen(unchecked_param_type = "string | Action")] action: JsValue,
) -> Thrown<JsValue> {
    let reasons = view_of(view_notation)?.why_not(action_of(action)?);
    Ok(platform::js::reasons_to_js(&reasons, square_to_js))
}

/// Hard's whole setup arrangement for the player placing now, from his view in notation only:
/// the card texts of his hand in the order Hard would place them, each decided on a private copy
/// built from the view (`bot::arrange::arrange_setup`). `iterations` is the search budget per card
/// (Hard's default when left out; an Expert seat passes `expertIterations()`).
#[wasm_bindgen(js_name = chooseArrangement, unchecked_return_type = "Card[]")]
pub fn choose_arrangement(
    #[wasm_bindgen(js_name = viewNotation)] view_notation: &str,
    #[wasm_bindgen(unchecked_param_type = "number | string")] seed: JsValue,
    iterations: Option<f64>,
) -> Thrown<Vec<String>> {
    let budget = budget_of(iterations, Level::Hard)?;
    bot::request::arrange_from_notation(view_notation, seed_of(&seed)?, budget)
        .map(|cards| cards.iter().map(|c| c.to_string()).collect())
        .map_err(|e| thrown(&e))
}

/// Runs Hard's search from a view in notation with a budget of `iterations` and returns the
/// number of iterations run (the caller times it: iterations per second).
#[wasm_bindgen(js_name = benchSearch)]
pub fn bench_search(
    #[wasm_bindgen(js_name = viewNotation)] view_notation: &str,
    iterations: f64,
    #[wasm_bindgen(unchecked_param_type = "number | string")] seed: JsValue,
) -> Thrown<f64> {
    let budget = budget_of(Some(iterations), Level::Hard)?;
    let view = view_of(view_notation)?;
    decide(Level::Hard, &view, seed_of(&seed)?, budget)?;
    Ok(budget.iterations as f64)
}

/// Hard's default search budget, in iterations (what `chooseAction` uses without `iterations`).
#[wasm_bindgen(js_name = defaultIterations)]
pub fn default_iterations() -> u32 {
    BUDGETS.hard.iterations
}

/// Expert's search budget, in iterations (what `chooseAction` uses for "expert" without
/// `iterations`): about one second of thinking in a browser.
#[wasm_bindgen(js_name = expertIterations)]
pub fn expert_iterations() -> u32 {
    BUDGETS.expert.iterations
}

/// The engine's version.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").into()
}
