//! What happened during an action, so that a user interface can show every placement and every
//! scoring as it happens.
//!
//! Every event is public: a tile is named only once it lies face up (turned up from the pool for
//! everyone to see, on the market, or chosen from the open display in the game without luck), and
//! own tiles dealt at a round's start are not named. A log of events may be shown to every player.

use crate::market::Market;
use crate::scoring::{LaneScore, Payment};
use crate::square::Square;
use crate::stall::{Stall, Stalls};
use crate::tile::Tile;
use serde::Serialize;

/// One thing that happened.
///
/// # Examples
///
/// ```
/// use heller::{Config, Event, State, Variant};
/// let mut state = State::new(Config { players: 2, variant: Variant::Standard, no_luck: false, seed: 3 }).unwrap();
/// let mut events = Vec::new();
/// let action = state.legal_actions()[0];
/// state.play_with(action, &mut events).unwrap();
/// assert!(matches!(events[0], Event::StallPlaced { .. }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
// TypeScript's name is GameEvent (heller.d.ts; DOM has an Event): the prefix is tsify's, and it
// would prefix every type the fields name too, so those are named here.
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null, type_prefix = "Game"))]
#[serde(tag = "event", rename_all = "camelCase")]
pub enum Event {
    /// `player` placed a stall.
    StallPlaced {
        player: u8,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "Strokes"))]
        stall: Stall,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "Square"))]
        square: Square,
    },
    /// `player` turned up the pool's top tile, face up for everyone; he places it next (D9).
    TileTurnedUp {
        player: u8,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "Tile"))]
        tile: Tile,
    },
    /// `player` placed the tile he had turned up.
    TurnedTilePlaced {
        player: u8,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "Tile"))]
        tile: Tile,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "Square"))]
        square: Square,
    },
    /// No-luck game: `player` took this tile from the face-up pool and placed it.
    TilePicked {
        player: u8,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "Tile"))]
        tile: Tile,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "Square"))]
        square: Square,
    },
    /// `player` placed his own tile.
    OwnTilePlaced {
        player: u8,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "Tile"))]
        tile: Tile,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "Square"))]
        square: Square,
    },
    /// No-luck game, a round's opening: `player` chose `tile` from the open display as his own
    /// tile, in view of all (D8).
    OwnTileChosen {
        player: u8,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "Tile"))]
        tile: Tile,
    },
    /// `player` could place nothing and passed.
    Passed { player: u8 },
    /// A lane was scored, with every term of its arithmetic. `final_scoring`: at the last
    /// scoring of the open-ended variant (D7), not because the lane filled.
    LaneScored {
        #[cfg_attr(target_arch = "wasm32", tsify(type = "LaneScore"))]
        score: LaneScore,
        #[serde(rename = "final")]
        final_scoring: bool,
    },
    /// The lanes scored just before were paid: one entry per player with an amount in them.
    Paid {
        #[cfg_attr(target_arch = "wasm32", tsify(type = "Payment[]"))]
        payments: Vec<Payment>,
    },
    /// Round `round` ended. `market`: the market as the round left it, before it is cleared (a
    /// user interface can show the finished market and its last scoring). `returned`: each
    /// player's single-stroke stalls that went back to his supply; `removed`: each player's stalls
    /// that left the game, by kind. Both empty when the game ends with the round (the market is
    /// left as it is).
    RoundEnded {
        round: u8,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "Market"))]
        market: Market,
        returned: Vec<u8>,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "Stalls[]"))]
        removed: Vec<Stalls>,
    },
    /// Round `round` began (tiles shuffled, own tiles drawn; without luck, laid out for the
    /// players to choose from); `player` is to act first (without luck: to choose first).
    RoundStarted { round: u8, player: u8 },
    /// The game is over: `money` per player, `winners` the players with the most (D6: ties share).
    GameOver { money: Vec<u32>, winners: Vec<u8> },
}

impl Event {
    /// Whether this event may be shown to every player (a seat's log, [`crate::Game::log_for`]).
    /// Every event of the game is public: a tile is named only once it lies face up on the
    /// market, and the own tiles dealt at a round's start are not named; a tile turned up, or
    /// chosen without luck, lies face up for all. The match names every kind, so that a new kind
    /// of event must be judged here before the crate builds again.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::{Config, State, Variant};
    /// let mut state = State::new(Config { players: 2, variant: Variant::Standard, no_luck: false, seed: 1 }).unwrap();
    /// let mut events = Vec::new();
    /// state.play_with(state.legal_actions()[0], &mut events).unwrap();
    /// assert!(events.iter().all(|e| e.is_public()));
    /// ```
    pub const fn is_public(&self) -> bool {
        match self {
            Event::StallPlaced { .. }
            | Event::TileTurnedUp { .. }
            | Event::TurnedTilePlaced { .. }
            | Event::TilePicked { .. }
            | Event::OwnTilePlaced { .. }
            | Event::OwnTileChosen { .. }
            | Event::Passed { .. }
            | Event::LaneScored { .. }
            | Event::Paid { .. }
            | Event::RoundEnded { .. }
            | Event::RoundStarted { .. }
            | Event::GameOver { .. } => true,
        }
    }
}

/// Receives this game's events while an action is applied (`EventSink<Event>`): `()` ignores
/// them at no cost, a `Vec<Event>` collects them. The trait is the site's shared one.
pub use platform::EventSink;
