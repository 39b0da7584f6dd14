//! The complete state of a game: board, phase, hands, discards, what each player has seen,
//! and the chance source. Built only by dealing (`State::new`) or from a validated `Setup`,
//! and changed only by legal actions, so every `State` is a position that can occur.

use crate::board::{Board, COLUMNS};
use crate::card::{Card, CardSet};
use crate::position_error::InvalidPosition;
use crate::rng::Rng;
use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

pub use crate::variant::Variant;

pub const MIN_PLAYERS: u8 = 3;
pub const MAX_PLAYERS: u8 = 6;
pub const HAND_SIZE: usize = 6;

/// What defines a game before any action: players, variant and the seed of the shuffle and die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Config {
    pub players: u8,
    pub variant: Variant,
    pub seed: u64,
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(tag = "phase", rename_all = "camelCase")]
pub enum Phase {
    /// `player` is placing his dealt cards on his start squares.
    Setup {
        player: u8,
    },
    /// `player` is to act; `step` says what is expected.
    Turn {
        player: u8,
        step: Step,
    },
    Over,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "camelCase")]
pub enum Step {
    /// Base game: must move.
    Move,
    /// The stack just moved to `row` may take favours; `cut` marks columns already cut (a bit per
    /// column; left out in JSON: none).
    Favours {
        row: u8,
        #[serde(default)]
        cut: u8,
    },
    /// Base game, after a capture: may move again or end the turn.
    Extra,
    /// Dice variant: must roll.
    Roll,
    /// Dice variant, after a capture: may roll again or end the turn.
    ExtraRoll,
    /// Dice variant: rolled this number; must move exactly that far, or lose a card.
    Rolled { die: u8 },
}

impl Step {
    /// The step's name as the JSON API writes it: `move`, `favours`, `extra`, `roll`,
    /// `extraRoll` or `rolled` (the `step` tag of [`Phase`] and of the grouped legal actions).
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::Step;
    /// assert_eq!(Step::ExtraRoll.name(), "extraRoll");
    /// assert_eq!(Step::Favours { row: 6, cut: 0 }.name(), "favours");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Step::Move => "move",
            Step::Favours { .. } => "favours",
            Step::Extra => "extra",
            Step::Roll => "roll",
            Step::ExtraRoll => "extraRoll",
            Step::Rolled { .. } => "rolled",
        }
    }

    /// The variant whose turns have this step; `None` for favours, which both have.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::{Step, Variant};
    /// assert_eq!(Step::Move.variant(), Some(Variant::Base));
    /// assert_eq!(Step::Rolled { die: 4 }.variant(), Some(Variant::Dice));
    /// assert_eq!(Step::Favours { row: 6, cut: 0 }.variant(), None);
    /// ```
    pub const fn variant(self) -> Option<Variant> {
        match self {
            Step::Move | Step::Extra => Some(Variant::Base),
            Step::Roll | Step::ExtraRoll | Step::Rolled { .. } => Some(Variant::Dice),
            Step::Favours { .. } => None,
        }
    }
}

pub type Hand = ArrayVec<Card, HAND_SIZE>;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct State {
    pub(crate) players: u8,
    pub(crate) variant: Variant,
    pub(crate) phase: Phase,
    pub(crate) board: Board,
    pub(crate) hands: [Hand; MAX_PLAYERS as usize],
    pub(crate) discards: [CardSet; MAX_PLAYERS as usize],
    /// Per card, a bit for each player who has seen it.
    pub(crate) known: [u8; Card::COUNT],
    pub(crate) rng: Rng,
}

impl State {
    /// Shuffles and deals: six cards to each player in seat order; the rest stay out of play.
    ///
    /// # Errors
    ///
    /// [`InvalidPosition::PlayerCount`] for a player count outside 3–6.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::{Config, InvalidPosition, State, Variant};
    /// let config = Config { players: 7, variant: Variant::Base, seed: 1 };
    /// assert_eq!(State::new(config).unwrap_err(), InvalidPosition::PlayerCount { players: 7 });
    /// ```
    pub fn new(config: Config) -> Result<State, InvalidPosition> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&config.players) {
            return Err(InvalidPosition::PlayerCount { players: config.players });
        }
        let mut rng = Rng::from_state(config.seed);
        let mut deck: [Card; Card::COUNT] = core::array::from_fn(|i| Card(i as u8));
        rng.shuffle(&mut deck);
        let mut state = State {
            players: config.players,
            variant: config.variant,
            phase: Phase::Setup { player: 0 },
            board: Board::new(),
            hands: Default::default(),
            discards: [CardSet::EMPTY; MAX_PLAYERS as usize],
            known: [0; Card::COUNT],
            rng,
        };
        for (p, hand) in deck.chunks(HAND_SIZE).take(config.players as usize).enumerate() {
            for &card in hand {
                state.hands[p].push(card);
                state.known[card.index() as usize] = 1 << p;
            }
        }
        Ok(state)
    }

    pub fn players(&self) -> u8 {
        self.players
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The cards a player still holds during setup, in the order dealt.
    pub fn hand(&self, player: u8) -> &[Card] {
        self.hands.get(player as usize).map_or(&[], |h| h.as_slice())
    }

    pub fn discards(&self, player: u8) -> CardSet {
        self.discards.get(player as usize).copied().unwrap_or_default()
    }

    /// The state of the die and shuffle: hidden from every player's view.
    pub fn rng_state(&self) -> u64 {
        self.rng.state()
    }

    /// The player expected to act, if the game is not over.
    pub fn to_act(&self) -> Option<u8> {
        match self.phase {
            Phase::Setup { player } | Phase::Turn { player, .. } => Some(player),
            Phase::Over => None,
        }
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Has `player` seen `card`? (Perfect memory: once seen, always known.)
    pub fn knows(&self, player: u8, card: Card) -> bool {
        player < self.players && self.known[card.index() as usize] >> player & 1 == 1
    }

    /// Is `card` known to every player (as a top, a discard, or revealed at the end)?
    pub fn is_public(&self, card: Card) -> bool {
        self.known[card.index() as usize] == self.everyone()
    }

    pub(crate) fn everyone(&self) -> u8 {
        ((1u16 << self.players) - 1) as u8
    }

    /// Does this player still have a standing (unflipped) card on the board?
    pub fn is_active(&self, player: u8) -> bool {
        (player as usize) < COLUMNS && self.board.standing_rows(player as usize) != 0
    }

    pub(crate) fn active_count(&self) -> u8 {
        (0..self.players).filter(|&p| self.is_active(p)).count() as u8
    }

    /// Where every card dealt into the game is: on the board, in a hand or discarded.
    pub fn cards_in_play(&self) -> CardSet {
        let mut set: CardSet = self.board.piles().flat_map(|(c, r, _)| self.board.cards(c, r)).collect();
        for p in 0..self.players as usize {
            for &card in &self.hands[p] {
                set.insert(card);
            }
            for card in self.discards[p].iter() {
                set.insert(card);
            }
        }
        set
    }
}
