//! What happened during an action, for logs and for the terminal game.
//!
//! Events carry the true cards; `Event::seen_by` masks those a viewer has not seen, so a log
//! shown to a player never tells more than his view.

use crate::card::{Card, Class};
use crate::state::State;
use arrayvec::ArrayVec;
use serde::Serialize;

pub type Cards = ArrayVec<Card, { Card::COUNT }>;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
// TypeScript's name is GameEvent (heuchel.d.ts; DOM has an Event), declared as the API sends it:
// `Event<SeenCard>`. tsify's prefix also goes before each type a field names (`C` becomes `GameC`,
// no type parameter), so every such field names its TypeScript type here.
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null, type_prefix = "Game"))]
#[serde(tag = "event", rename_all = "camelCase")]
pub enum Event<C = Card> {
    /// Setup: a card went on top of its class's start stack.
    Placed {
        player: u8,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "SeenCard"))]
        card: C,
    },
    /// Setup is complete: every stack's top is now public, and `player` begins.
    Revealed {
        player: u8,
    },
    Moved {
        player: u8,
        from: u8,
        to: u8,
        count: u8,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "SeenCard"))]
        mover: C,
    },
    /// A stack reached its goal square and was turned face down.
    Flipped {
        column: u8,
        row: u8,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "SeenCard"))]
        top: C,
    },
    /// A favour: cards taken blind from `column`, top first, now beneath the taker's stack.
    Took {
        player: u8,
        column: u8,
        row: u8,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "SeenCard[]"))]
        cards: ArrayVec<C, { Card::COUNT }>,
    },
    /// Arrogance: a remainder whose top stood above its goal went to the column owner's discards.
    Arrogance {
        column: u8,
        row: u8,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "SeenCard[]"))]
        cards: ArrayVec<C, { Card::COUNT }>,
    },
    Rolled {
        player: u8,
        die: u8,
    },
    /// Dice variant: the roll fitted no move; these cards were lost (the chosen one first).
    Lost {
        player: u8,
        row: u8,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "SeenCard[]"))]
        cards: ArrayVec<C, { Card::COUNT }>,
    },
    TurnEnded {
        player: u8,
    },
    GameOver,
}

/// A card as a particular player knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(untagged)]
pub enum SeenCard {
    Known(Card),
    /// Every card on the board has a public class; only its value can be hidden.
    Hidden {
        #[cfg_attr(target_arch = "wasm32", tsify(type = "ClassName"))]
        class: Class,
    },
}

impl SeenCard {
    /// How `viewer` knows `card`; a viewer who is not a player (a spectator) knows what is public.
    pub fn of(state: &State, viewer: u8, card: Card) -> SeenCard {
        let known = if viewer < state.players() { state.knows(viewer, card) } else { state.is_public(card) };
        if known {
            SeenCard::Known(card)
        } else {
            SeenCard::Hidden { class: card.class() }
        }
    }

    pub fn card(self) -> Option<Card> {
        match self {
            SeenCard::Known(c) => Some(c),
            SeenCard::Hidden { .. } => None,
        }
    }

    pub fn class(self) -> Class {
        match self {
            SeenCard::Known(c) => c.class(),
            SeenCard::Hidden { class } => class,
        }
    }
}

impl Event {
    /// The event as `viewer` saw it, judged by what he knows in `after` (the state right after
    /// the action; knowledge only grows, so it covers everything he saw during the action).
    pub fn seen_by(&self, after: &State, viewer: u8) -> Event<SeenCard> {
        self.map_cards(&|card| SeenCard::of(after, viewer, card))
    }

    /// The event with every card shown: for the full log ([`Game::full_log`]), which is
    /// nobody's at the table.
    ///
    /// [`Game::full_log`]: crate::game::Game::full_log
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::{Event, SeenCard};
    /// let card = "B4".parse().unwrap();
    /// assert_eq!(Event::Placed { player: 1, card }.revealed(), Event::Placed { player: 1, card: SeenCard::Known(card) });
    /// ```
    pub fn revealed(&self) -> Event<SeenCard> {
        self.map_cards(&SeenCard::Known)
    }

    fn map_cards(&self, see: &dyn Fn(Card) -> SeenCard) -> Event<SeenCard> {
        let see = |c: &Card| see(*c);
        let list = |cs: &ArrayVec<Card, { Card::COUNT }>| cs.iter().map(see).collect();
        match self {
            Event::Placed { player, card } => Event::Placed { player: *player, card: see(card) },
            Event::Revealed { player } => Event::Revealed { player: *player },
            Event::Moved { player, from, to, count, mover } => {
                Event::Moved { player: *player, from: *from, to: *to, count: *count, mover: see(mover) }
            }
            Event::Flipped { column, row, top } => Event::Flipped { column: *column, row: *row, top: see(top) },
            Event::Took { player, column, row, cards } => {
                Event::Took { player: *player, column: *column, row: *row, cards: list(cards) }
            }
            Event::Arrogance { column, row, cards } => {
                Event::Arrogance { column: *column, row: *row, cards: list(cards) }
            }
            Event::Rolled { player, die } => Event::Rolled { player: *player, die: *die },
            Event::Lost { player, row, cards } => Event::Lost { player: *player, row: *row, cards: list(cards) },
            Event::TurnEnded { player } => Event::TurnEnded { player: *player },
            Event::GameOver => Event::GameOver,
        }
    }
}

/// Receives this game's events while an action is applied (`EventSink<Event>`): `()` ignores
/// them at no cost, a `Vec<Event>` collects them. The trait is the site's shared one.
pub use platform::EventSink;
