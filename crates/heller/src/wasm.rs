//! The JavaScript-facing API (docs/HELLER-JS-API.md): a thin layer over the engine that converts
//! values and errors. No rule lives here; every answer comes from the engine.
//!
//! Built for the site by scripts/build-heller-wasm.sh into `heller.js` and `heller_bg.wasm`
//! beside the site's root; www/heller/engine/load.js loads it.

use crate::action::Action;
use crate::bot::{self, BotError, Budget, Level, BUDGETS};
use crate::error::{Arg, Args, IllegalAction};
use crate::game::Game as EngineGame;
use crate::state::{Config, State, Variant, MAX_PLAYERS, MIN_PLAYERS};
use crate::view::View;
use platform::js::object::Malformed;
use platform::js::{coded, index_of, seed_of, thrown, to_js, whole_in, Thrown, MAX_SAFE};
use platform::quoted::Quoted;
use wasm_bindgen::prelude::*;

mod action_object;
mod setup_object;
mod types;
mod view_object;

// Every error the API throws is made by platform::js: `thrown` (an engine error, by its code and
// arguments) or `coded` (one the API makes itself); docs/HELLER-JS-API.md, "Errors".

/// A refused action: the code of its `IllegalAction`, with the action's text form as `args.action`.
fn illegal_action(action: Action, error: &IllegalAction) -> JsValue {
    let mut args = vec![("action", Arg::Text(action.to_string()))];
    args.extend(error.args());
    coded(&format!("{action}: {error}"), error.code(), args)
}

/// A player count for a new game (`game.players` when it is not one the game is for).
fn players_of(players: f64) -> Thrown<u8> {
    match whole_in(players, MIN_PLAYERS as f64..=MAX_PLAYERS as f64) {
        Some(n) => Ok(n as u8),
        None => Err(coded(
            &format!("the game is for {MIN_PLAYERS} to {MAX_PLAYERS} players"),
            "game.players",
            vec![("players", Arg::Number(if players.is_finite() { players as i64 } else { -1 }))],
        )),
    }
}

/// A variant's name (`game.variant` when it is none); nothing means the standard game.
fn variant_of(text: Option<String>) -> Thrown<Variant> {
    let Some(text) = text else { return Ok(Variant::Standard) };
    [Variant::Standard, Variant::OpenEnded].into_iter().find(|v| v.name() == text).ok_or_else(|| {
        coded(
            &format!("unknown variant {}: use \"standard\" or \"openEnded\"", Quoted(&text)),
            "game.variant",
            vec![("variant", Arg::Text(text))],
        )
    })
}

/// A viewer from JavaScript: a whole number from 0; any number from the player count up is a
/// spectator (kept below 256 so that it stays one: never wrapped round to a seat).
fn viewer_of(viewer: f64) -> Thrown<u8> {
    whole_in(viewer, 0.0..=MAX_SAFE)
        .map(|n| n.min(u8::MAX as u64) as u8)
        .ok_or_else(|| coded("a viewer is a whole number: a player from 0, or a spectator", "game.viewer", Args::new()))
}

/// A computer player's level: "easy", "medium", "hard" or "expert".
fn level_of(text: &str) -> Thrown<Level> {
    text.parse::<Level>().map_err(|e| thrown(&BotError::from(e)))
}

/// A search budget from JavaScript: nothing for the level's default, or a whole number of
/// iterations (Easy and Medium ignore it).
fn budget_of(level: Level, iterations: Option<f64>) -> Thrown<Budget> {
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

/// An action from JavaScript: its text form ("s2c3"; `notation.action` when it is none) or an
/// object ({type: "stall", …}; `action.malformed`, naming the field, when it is none).
fn action_of(value: &JsValue) -> Thrown<Action> {
    if let Some(text) = value.as_string() {
        return text.parse().map_err(|e: crate::ParseError| coded(&format!("not an action: {e}"), e.code(), e.args()));
    }
    action_object::action_from_object(value)
        .map_err(|m| coded(&action_object::message(&m), "action.malformed", vec![("field", Arg::Text(m.field))]))
}

/// A view from JavaScript: a `View` object (as `Game.view` returns it, or a structured clone of
/// one), or the same as JSON text (`view.malformed`, naming the field, when it is neither).
/// Whether a position fits it is the engine's to judge.
fn view_of(value: &JsValue) -> Thrown<View> {
    let malformed =
        |m: Malformed| coded(&m.message("a view", ": "), "view.malformed", vec![("field", Arg::Text(m.field))]);
    let object = match value.as_string() {
        Some(text) => js_sys::JSON::parse(&text)
            .map_err(|_| malformed(Malformed { field: String::new(), why: "the text is not JSON".into() }))?,
        None => value.clone(),
    };
    view_object::view_from_object(&object).map_err(malformed)
}

#[wasm_bindgen]
extern "C" {
    /// A seed as JavaScript gives it: a whole number or a decimal string (`seed_of` reads it).
    #[wasm_bindgen(typescript_type = "number | string")]
    pub type Seed;

    /// A variant's name as JavaScript gives it, `"standard"` or `"openEnded"` (`variant_of` reads it).
    #[wasm_bindgen(typescript_type = "Variant")]
    pub type VariantName;

    /// A level's name as JavaScript gives it, `"easy"`, `"medium"`, `"hard"` or `"expert"` (`level_of` reads it).
    #[wasm_bindgen(typescript_type = "Level")]
    pub type LevelName;
}

/// The text of an optional name given by JavaScript: `None` when left out. A value that is not
/// text reads as its debug form, which the name's reader then refuses with its own code.
fn name_of(value: Option<JsValue>) -> Option<String> {
    value.map(|v| v.as_string().unwrap_or_else(|| format!("{v:?}")))
}

/// A game of *Auf Heller und Pfennig*: a start and the actions since, with their events.
#[wasm_bindgen]
pub struct Game {
    inner: EngineGame,
}

// players, toAct, isOver, save, position, actionCount, actionTexts, fromPosition, load and at:
// as the other game's.
platform::js_game_record!(Game, EngineGame, State);

#[wasm_bindgen]
impl Game {
    /// A new game: `players` 2–4, `variant` "standard" (the default) or "openEnded", `noLuck`
    /// the game without luck (default false), `seed` a whole number or a decimal string (left
    /// out: one from the browser's crypto source). Throws `game.players`, `game.variant` or
    /// `game.seed`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        players: f64,
        variant: Option<VariantName>,
        #[wasm_bindgen(js_name = noLuck)] no_luck: Option<bool>,
        seed: Option<Seed>,
    ) -> Thrown<Game> {
        let config = Config {
            players: players_of(players)?,
            variant: variant_of(name_of(variant.map(JsValue::from)))?,
            no_luck: no_luck.unwrap_or(false),
            seed: seed_of(&seed.map_or(JsValue::UNDEFINED, JsValue::from))?,
        };
        let inner = EngineGame::new(config).map_err(|e| thrown(&e))?;
        Ok(Game { inner })
    }

    /// An action's text form ("s2c3") as an object ({type: "stall", stall: 2, square: "c3"}).
    /// Throws `notation.action` for a text that is no action (an object is checked as `play`
    /// checks it, and returned in its plain form).
    #[wasm_bindgen(js_name = parseAction, unchecked_return_type = "Action")]
    pub fn parse_action(#[wasm_bindgen(unchecked_param_type = "string | Action")] text: JsValue) -> Thrown<JsValue> {
        to_js(&action_of(&text)?)
    }

    /// "standard" or "openEnded".
    #[wasm_bindgen(getter, unchecked_return_type = "Variant")]
    pub fn variant(&self) -> String {
        self.inner.state().variant().name().into()
    }

    /// Whether this is the game without luck (the pool and the own tiles lie face up).
    #[wasm_bindgen(getter, js_name = noLuck)]
    pub fn no_luck(&self) -> bool {
        self.inner.state().no_luck()
    }

    /// The round being played, 1-based; after the game, the last round played.
    pub fn round(&self) -> u8 {
        self.inner.state().round()
    }

    /// The legal actions of the player to act, in their text forms ("s2c3", "t", "lc3", "pR4c3",
    /// "oc3", "cR4", "x"), in the engine's order; empty once the game is over.
    pub fn legal(&self) -> Vec<String> {
        self.inner.state().legal_actions().iter().map(|a| a.to_string()).collect()
    }

    /// The legal actions as objects, in the order of `legal()`.
    #[wasm_bindgen(js_name = legalActions, unchecked_return_type = "Action[]")]
    pub fn legal_actions(&self) -> Thrown<JsValue> {
        to_js(&self.inner.state().legal_actions())
    }

    /// Why the rules refuse an action (text or object) now: its reasons, each a `why.*` code with
    /// its arguments, the rule of RULES.md it rests on (a decision, `D9`, or a section's anchor,
    /// `a-turn`) and the squares it is about; empty when the action is legal. Changes nothing;
    /// throws only when the action cannot be read.
    #[wasm_bindgen(js_name = whyNot, unchecked_return_type = "WhyNot[]")]
    pub fn why_not(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string | Action")] action: JsValue,
    ) -> Thrown<JsValue> {
        let reasons = self.inner.state().why_not(action_of(&action)?);
        Ok(platform::js::reasons_to_js(&reasons, |square| JsValue::from_str(&square.to_string())))
    }

    /// Plays an action (its text form or an object) and returns what it made happen. An action
    /// that is not one throws `notation.action` or `action.malformed`; one the rules refuse
    /// throws its `action.*` code (with the action's text as `args.action`). A refused action
    /// changes nothing.
    #[wasm_bindgen(unchecked_return_type = "GameEvent[]")]
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string | Action")] action: JsValue,
    ) -> Thrown<JsValue> {
        let action = action_of(&action)?;
        let events = self.inner.play(action).map_err(|e| illegal_action(action, &e))?;
        to_js(events)
    }

    /// Whether an action (its text form or an object) is legal now, without playing it: `null`
    /// when it is, else the refusal `play` would throw (an `Error` with its `action.*` code,
    /// `args` with the action's text, and an English `message`), returned, not thrown. An action
    /// that is not one throws `notation.action` or `action.malformed`, as `play` does.
    #[wasm_bindgen(unchecked_return_type = "EngineError | null")]
    pub fn check(&self, #[wasm_bindgen(unchecked_param_type = "string | Action")] action: JsValue) -> Thrown<JsValue> {
        let action = action_of(&action)?;
        Ok(match self.inner.state().check(action) {
            Ok(()) => JsValue::NULL,
            Err(e) => illegal_action(action, &e),
        })
    }

    /// The position as `viewer` may see it: a player 0-based; any number from `players` up is a
    /// spectator, who sees only what is public. Throws `game.viewer` for a number that is not
    /// a whole one from 0.
    #[wasm_bindgen(unchecked_return_type = "View")]
    pub fn view(&self, viewer: f64) -> Thrown<JsValue> {
        to_js(&self.inner.state().view(viewer_of(viewer)?))
    }

    /// The log from action `from` (0 when left out): one entry per action, with its player and
    /// events. Every event is public (a tile is named once it lies face up), so every viewer
    /// gets the same log; `viewer`, when given, is checked as `view`'s is.
    #[wasm_bindgen(unchecked_return_type = "LogEntry[]")]
    pub fn log(&self, viewer: Option<f64>, from: Option<f64>) -> Thrown<JsValue> {
        let viewer = viewer.map(viewer_of).transpose()?.unwrap_or(0);
        let from = index_of(from.unwrap_or(0.0))?;
        let entries = self.inner.log_for(viewer, from);
        to_js(&entries)
    }

    /// What hidden from `viewer` has been shown to him since action `index` (a take-back to
    /// before it would hide it again: crates/heller/RULES.md, "Taking back"): `{ shown: 'turnedUp' }` (a tile
    /// turned up from the pile), `{ shown: 'newRound' }` (own tiles drawn), `{ shown: 'ownTile',
    /// player }` (another's own tile placed face up, unseen before), or `null`. Throws
    /// `game.viewer` or `game.index` for numbers that are not whole ones from 0.
    #[wasm_bindgen(js_name = shownSince, unchecked_return_type = "{ shown: 'turnedUp' | 'newRound' | 'ownTile', player?: number } | null")]
    pub fn shown_since(&self, viewer: f64, index: f64) -> Thrown<JsValue> {
        use crate::take_back::Shown;
        let shown = self.inner.shown_since(viewer_of(viewer)?, index_of(index)?);
        Ok(match shown {
            None => JsValue::NULL,
            Some(Shown::TurnedUp) => to_js(&serde_json::json!({ "shown": "turnedUp" }))?,
            Some(Shown::NewRound) => to_js(&serde_json::json!({ "shown": "newRound" }))?,
            Some(Shown::OwnTile { player }) => to_js(&serde_json::json!({ "shown": "ownTile", "player": player }))?,
        })
    }

    /// The players with the most money (several share a win), once the game is over; empty
    /// before (money is public, so nothing is hidden either way).
    #[wasm_bindgen(unchecked_return_type = "number[]")]
    pub fn winners(&self) -> Thrown<JsValue> {
        to_js(&self.inner.state().winners())
    }
}

/// What a computer player of `level` ("easy", "medium", "hard", "expert") plays from `view`, as the
/// action's text form. The viewer must be the player to act; the view is all it is given (a
/// `View` object as `Game.view(player)` returns it, or its structured clone in a worker, or the
/// same as JSON text). `seed` (a whole number or a decimal string) makes the choice repeatable;
/// `iterations` is Hard's or Expert's search budget (left out: `defaultIterations(level)`; the
/// others ignore it). Throws `view.malformed`, `bot.*`, `game.seed`, or `position.*` for a view that no
/// position fits.
#[wasm_bindgen(js_name = chooseAction)]
pub fn choose_action(
    #[wasm_bindgen(unchecked_param_type = "View | string")] view: JsValue,
    level: LevelName,
    #[wasm_bindgen(unchecked_param_type = "number | string")] seed: JsValue,
    iterations: Option<f64>,
) -> Thrown<String> {
    let level = level_of(&name_of(Some(level.into())).unwrap_or_default())?;
    let budget = budget_of(level, iterations)?;
    let seed = seed_of(&seed)?;
    let view = view_of(&view)?;
    bot::choose(level, &view, seed, budget).map(|a| a.to_string()).map_err(|e| thrown(&e))
}

/// Why the rules refuse `action` (text or object) of the player to act, worked out from his
/// `view` alone (as `chooseAction` takes it): the reasons `Game.whyNot` gives, for a page that
/// holds only its seat's view (an online table). Empty when the action is legal. Throws
/// `view.malformed` or the action's `notation.action` / `action.malformed`.
#[wasm_bindgen(js_name = whyNotInView, unchecked_return_type = "WhyNot[]")]
pub fn why_not_in_view(
    #[wasm_bindgen(unchecked_param_type = "View | string")] view: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | Action")] action: JsValue,
) -> Thrown<JsValue> {
    let reasons = view_of(&view)?.why_not(action_of(&action)?);
    Ok(platform::js::reasons_to_js(&reasons, |square| JsValue::from_str(&square.to_string())))
}

/// The search budget `chooseAction` gives `level` when `iterations` is left out: Hard's default
/// (also when `level` is left out), Expert's; 0 for Easy and Medium, which do not search. Throws
/// `bot.level` for an unknown level.
#[wasm_bindgen(js_name = defaultIterations)]
pub fn default_iterations(level: Option<LevelName>) -> Thrown<u32> {
    match name_of(level.map(JsValue::from)).as_deref().map(level_of).transpose()? {
        None => Ok(BUDGETS.hard.iterations),
        Some(level @ (Level::Hard | Level::Expert)) => Ok(BUDGETS.of(level).iterations),
        Some(Level::Easy | Level::Medium) => Ok(0),
    }
}

/// How one lane of a market scores as it stands: its parts between fires, each with its sums, the
/// evil eye and the money bag, and what each stall's owner would get (`LaneScore`, the shape a
/// `laneScored` event carries). `position` is anything with a `market` (a `View`, a `Setup`); only
/// its market is read, so a position the rules refuse still answers (a diagram maker lights the
/// lanes of what a person placed). `lane` is `{row: 0-4}` or `{column: 0-5}`. Throws
/// `view.malformed` (naming the field) for a market or a lane that is not one.
#[wasm_bindgen(js_name = scoreLane, unchecked_return_type = "LaneScore")]
pub fn score_lane(
    #[wasm_bindgen(unchecked_param_type = "{ market: Market }")] position: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Lane")] lane: JsValue,
) -> Thrown<JsValue> {
    let malformed =
        |m: Malformed| coded(&m.message("a lane", ": "), "view.malformed", vec![("field", Arg::Text(m.field))]);
    let market = view_object::object(&position, "")
        .and_then(|()| view_object::field(&position, "", "market"))
        .and_then(|(value, path)| view_object::market(&value, &path))
        .map_err(malformed)?;
    let lane = view_object::lane(&lane, "lane").map_err(malformed)?;
    to_js(&market.score_lane(lane))
}

/// The game's fixed facts (the market's size and square names, the tiles, the stalls, the start
/// money, the player counts, the levels), from the engine's constants.
#[wasm_bindgen(js_name = boardFacts, unchecked_return_type = "BoardFacts")]
pub fn board_facts() -> Thrown<JsValue> {
    js_sys::JSON::parse(crate::facts::BoardFacts::JSON)
}

/// The engine's version.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").into()
}
