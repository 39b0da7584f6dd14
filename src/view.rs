//! What one player may see: the hidden-information contract.
//!
//! A player sees every stack's top card and height, every face-down pile's height, all discards,
//! the class of every card on the board (all were placed on their class's start squares), every
//! card in his own column, his own hand, and every card he has ever seen. Nothing else — not the
//! die's future, not other hands, not the out-of-play cards. The screen, the JavaScript API, the
//! log and the computer players are given this and nothing more.
//!
//! One other view exists, for nobody at the table: the [full view](State::full_view), with every
//! card shown, for replays of finished games and for rule diagrams.

use crate::card::Card;
use crate::event::SeenCard;
use crate::state::{Phase, State, Variant};

use serde::Serialize;

/// One pile as a viewer sees it.
///
/// # Examples
///
/// ```
/// use heuchel::{Config, State, Variant};
/// let state = State::from_notation("3b_2m_1F1_1F3.2M1.3Q1.4A1.6P1_1F2_-.-.F4F5F6M2M3M4M5M6Q2Q3Q4_-_0000000000000001").unwrap();
/// let pile = &state.view(0).columns[1][0];
/// assert_eq!((pile.row, pile.flipped, pile.cards.len()), (1, false, 1));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct ViewPile {
    pub row: u8,
    /// Face down on its goal square.
    pub flipped: bool,
    /// Top first.
    pub cards: Vec<SeenCard>,
}

/// The position as one viewer sees it: a player ([`State::view`]), a spectator
/// ([`View::SPECTATOR`]), or nobody at the table ([`View::ALL`], [`State::full_view`]).
///
/// # Examples
///
/// ```
/// use heuchel::{Config, State, Variant, View};
/// let state = State::new(Config { players: 4, variant: Variant::Base, seed: 3 }).unwrap();
/// let view = state.view(1);
/// assert_eq!(view.hand, state.hand(1));
/// assert_eq!(view.hands[1], state.hand(1));
/// assert!(view.hands[0].is_empty() && view.hand_sizes[0] == 6);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct View {
    /// The player (0-based), [`View::SPECTATOR`] or [`View::ALL`].
    pub viewer: u8,
    pub players: u8,
    pub variant: Variant,
    pub phase: Phase,
    /// One list of piles per player's column, lowest row first.
    pub columns: Vec<Vec<ViewPile>>,
    /// The viewer's own cards still to place (setup only), in the order dealt; empty for a
    /// spectator and in the full view (see `hands`).
    pub hand: Vec<Card>,
    /// Every player's cards still to place, as far as the viewer may see them: a player sees his
    /// own (the same as `hand`), the full view all, a spectator none. A hand the viewer may not
    /// see is empty here; `hand_sizes` gives its size.
    pub hands: Vec<Vec<Card>>,
    /// How many cards each player still holds (setup only).
    pub hand_sizes: Vec<u8>,
    /// Everyone's discards, lowest rank first: public.
    pub discards: Vec<Vec<Card>>,
}

impl State {
    /// The position as `viewer` sees it. A viewer number beyond the players (see
    /// [`View::SPECTATOR`]) gives the spectator's view: only what every player can see. No
    /// viewer number, [`View::ALL`] included, shows more than that viewer may know; the full
    /// view has its own method, [`State::full_view`].
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::{Config, State, Variant, View};
    /// let state = State::new(Config { players: 3, variant: Variant::Dice, seed: 2 }).unwrap();
    /// assert_eq!(state.view(0).hand.len(), 6);
    /// assert!(state.view(View::SPECTATOR).hand.is_empty());
    /// assert_eq!(state.view(View::ALL), state.view(View::SPECTATOR));
    /// ```
    pub fn view(&self, viewer: u8) -> View {
        let viewer = if viewer < self.players { viewer } else { View::SPECTATOR };
        self.view_as(viewer, &|card| SeenCard::of(self, viewer, card), &|p| p == viewer)
    }

    /// Every card shown, hands included: the view of nobody at the table ([`View::ALL`]), for
    /// replays of finished games and rule diagrams whose author wants every card seen.
    ///
    /// **Never hand it to a player or a computer player**: during a game it tells what no player
    /// may know. The computer players refuse it, as does [`State::sample_world`]. Once the game is
    /// over every card is public and it shows the same cards as the spectator's view.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::{Config, State, Variant, View};
    /// let state = State::new(Config { players: 4, variant: Variant::Base, seed: 3 }).unwrap();
    /// let full = state.full_view();
    /// assert_eq!(full.viewer, View::ALL);
    /// assert!(full.is_full() && !full.is_spectator());
    /// assert_eq!(full.hands[2], state.hand(2));
    /// assert_eq!(full.known_cards().count(), state.cards_in_play().len());
    /// ```
    pub fn full_view(&self) -> View {
        self.view_as(View::ALL, &SeenCard::Known, &|_| true)
    }

    /// One view-building routine for all viewers (`dyn`: one copy in the WebAssembly module).
    fn view_as(&self, viewer: u8, see: &dyn Fn(Card) -> SeenCard, sees_hand: &dyn Fn(u8) -> bool) -> View {
        let n = self.players as usize;
        let columns = (0..n)
            .map(|column| {
                self.board
                    .piles()
                    .filter(|&(c, _, _)| c == column)
                    .map(|(c, row, pile)| ViewPile {
                        row,
                        flipped: pile.flipped,
                        cards: self.board.cards(c, row).map(see).collect(),
                    })
                    .collect()
            })
            .collect();
        View {
            viewer,
            players: self.players,
            variant: self.variant,
            phase: self.phase,
            columns,
            hand: self.hand(viewer).to_vec(),
            hands: (0..self.players).map(|p| if sees_hand(p) { self.hand(p).to_vec() } else { Vec::new() }).collect(),
            hand_sizes: (0..n).map(|p| self.hands[p].len() as u8).collect(),
            discards: (0..n).map(|p| self.discards[p].iter().collect()).collect(),
        }
    }
}

impl View {
    /// The viewer number of a spectator: someone who sees only what is public.
    pub const SPECTATOR: u8 = 6;

    /// The viewer number of the full view ([`State::full_view`]): nobody at the table, every
    /// card shown.
    pub const ALL: u8 = 7;

    /// Is this a spectator's view (only what is public)? The full view is not.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::{Config, State, Variant, View};
    /// let state = State::new(Config { players: 3, variant: Variant::Base, seed: 1 }).unwrap();
    /// assert!(state.view(View::SPECTATOR).is_spectator());
    /// assert!(!state.view(0).is_spectator());
    /// assert!(!state.full_view().is_spectator());
    /// ```
    pub fn is_spectator(&self) -> bool {
        self.viewer >= self.players && self.viewer != View::ALL
    }

    /// Is this the full view, every card shown ([`State::full_view`])?
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::{Config, State, Variant};
    /// let state = State::new(Config { players: 3, variant: Variant::Base, seed: 1 }).unwrap();
    /// assert!(state.full_view().is_full());
    /// assert!(!state.view(2).is_full());
    /// ```
    pub fn is_full(&self) -> bool {
        self.viewer == View::ALL
    }

    /// The player whose view this is; `None` for a spectator and for the full view.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::{Config, State, Variant, View};
    /// let state = State::new(Config { players: 3, variant: Variant::Base, seed: 1 }).unwrap();
    /// assert_eq!(state.view(2).player(), Some(2));
    /// assert_eq!(state.view(View::SPECTATOR).player(), None);
    /// assert_eq!(state.full_view().player(), None);
    /// ```
    pub fn player(&self) -> Option<u8> {
        (self.viewer < self.players).then_some(self.viewer)
    }

    /// Every card the viewer can identify.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::{Config, State, Variant};
    /// let state = State::new(Config { players: 3, variant: Variant::Base, seed: 1 }).unwrap();
    /// assert_eq!(state.view(0).known_cards().count(), 6);
    /// assert_eq!(state.full_view().known_cards().count(), 18);
    /// ```
    pub fn known_cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.columns
            .iter()
            .flatten()
            .flat_map(|p| p.cards.iter().filter_map(|c| c.card()))
            .chain(self.hands.iter().flatten().copied())
            .chain(self.discards.iter().flatten().copied())
    }
}
