//! An unchecked description of a position, and the checks that turn it into a `State`.
//!
//! Parsing the notation yields a `Setup`; `State::from_setup` accepts it only if it could occur
//! in a game, so every `State` the engine holds is sound.

use crate::board::{Board, Segment, COLUMNS, ROWS};
use crate::card::{Card, CardSet};
use crate::error::PositionError;
use crate::rng::Rng;
use crate::state::{Hand, Phase, State, Step, Variant, HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS};

/// The cards on one square, top first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupPile {
    pub row: u8,
    pub flipped: bool,
    pub cards: Vec<Card>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub players: u8,
    pub variant: Variant,
    pub phase: Phase,
    /// One list of piles per player's column, lowest row first.
    pub columns: Vec<Vec<SetupPile>>,
    /// Cards not yet placed, per player, in the order dealt (setup only).
    pub hands: Vec<Vec<Card>>,
    pub discards: Vec<Vec<Card>>,
    /// Who has seen a card beyond what the rules make plain (the column's owner knows its cards,
    /// tops and discards are public): players as a bit mask.
    pub knowledge: Vec<(Card, u8)>,
    pub rng: u64,
}

fn invalid<T>(message: impl Into<String>) -> Result<T, PositionError> {
    Err(PositionError::Invalid(message.into()))
}

impl State {
    pub fn to_setup(&self) -> Setup {
        let n = self.players as usize;
        let implied = self.implied_knowledge();
        let mut knowledge = Vec::new();
        let mut columns = Vec::with_capacity(n);
        for column in 0..n {
            let mut piles = Vec::new();
            for row in crate::board::rows_of(self.board.filled(column)) {
                let Some(pile) = self.board.pile(column, row) else { continue };
                let cards: Vec<Card> = self.board.cards(column, row).collect();
                for &card in &cards {
                    let extra = self.known[card.index() as usize] & !implied[card.index() as usize];
                    if extra != 0 {
                        knowledge.push((card, extra));
                    }
                }
                piles.push(SetupPile { row, flipped: pile.flipped, cards });
            }
            columns.push(piles);
        }
        knowledge.sort();
        Setup {
            players: self.players,
            variant: self.variant,
            phase: self.phase,
            columns,
            hands: (0..n).map(|p| self.hands[p].to_vec()).collect(),
            discards: (0..n).map(|p| self.discards[p].iter().collect()).collect(),
            knowledge,
            rng: self.rng.state(),
        }
    }

    /// What every player knows by the rules alone, card by card, in the current phase.
    fn implied_knowledge(&self) -> [u8; Card::COUNT] {
        let everyone = self.everyone();
        let mut known = [0u8; Card::COUNT];
        for p in 0..self.players as usize {
            for card in self.hands[p].iter().copied().chain(self.discards[p].iter()) {
                known[card.index() as usize] = if self.hands[p].contains(&card) { 1 << p } else { everyone };
            }
        }
        let setup = matches!(self.phase, Phase::Setup { .. });
        let over = self.phase == Phase::Over;
        for (column, row, pile) in self.board.piles() {
            for card in self.board.cards(column, row) {
                known[card.index() as usize] = if over { everyone } else { 1 << column };
            }
            if !setup {
                known[pile.top.index() as usize] = everyone;
            }
        }
        known
    }

    /// Accepts a setup only if it describes a position that can occur in a game.
    pub fn from_setup(setup: &Setup) -> Result<State, PositionError> {
        let n = setup.players;
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
            return invalid(format!("{n} players; the game is for 3 to 6"));
        }
        let nu = n as usize;
        if setup.columns.len() != nu || setup.hands.len() != nu || setup.discards.len() != nu {
            return invalid("there must be one column, one hand and one discard pile per player");
        }
        let mut seen = CardSet::EMPTY;
        let mut count = 0usize;
        let mut note = |card: Card| -> Result<(), PositionError> {
            if seen.contains(card) {
                return invalid(format!("card {card} appears twice"));
            }
            seen.insert(card);
            count += 1;
            Ok(())
        };
        let mut board = Board::new();
        for (column, piles) in setup.columns.iter().enumerate() {
            let mut last_row = 0;
            for pile in piles {
                let row = pile.row;
                if row == 0 || row > ROWS {
                    return invalid(format!("row {row} is off the board (rows 1-13)"));
                }
                if row <= last_row {
                    return invalid(format!(
                        "column {}: squares must be listed once each, lowest row first",
                        column + 1
                    ));
                }
                last_row = row;
                let Some(&top) = pile.cards.first() else {
                    return invalid(format!("column {}, row {row}: a pile needs at least one card", column + 1));
                };
                let goal = top.class().goal_row();
                if pile.flipped && row != goal {
                    return invalid(format!(
                        "column {}, row {row}: a face-down pile must lie on its top card's goal row ({goal})",
                        column + 1
                    ));
                }
                if !pile.flipped && row >= goal {
                    return invalid(format!(
                        "column {}, row {row}: a standing stack topped by {top} must be below its goal row {goal} (on it, it is flipped; above it, discarded)",
                        column + 1
                    ));
                }
                for &card in pile.cards.iter().rev() {
                    note(card)?;
                    board.put_on(column, row, Segment { top: card, bottom: card, len: 1 });
                }
                if pile.flipped {
                    board.set_flipped(column, row);
                }
            }
        }
        let mut hands: [Hand; MAX_PLAYERS as usize] = Default::default();
        for (p, hand) in setup.hands.iter().enumerate() {
            if hand.len() > HAND_SIZE {
                return invalid(format!("player {} holds {} cards; a hand has at most 6", p + 1, hand.len()));
            }
            for &card in hand {
                note(card)?;
                hands[p].push(card);
            }
        }
        let mut discards = [CardSet::EMPTY; MAX_PLAYERS as usize];
        for (p, list) in setup.discards.iter().enumerate() {
            for &card in list {
                note(card)?;
                discards[p].insert(card);
            }
        }
        if count != HAND_SIZE * nu {
            return invalid(format!("{count} cards in play; {n} players play with exactly {}", HAND_SIZE * nu));
        }
        let mut state = State {
            players: n,
            variant: setup.variant,
            phase: setup.phase,
            board,
            hands,
            discards,
            known: [0; Card::COUNT],
            rng: Rng::from_state(setup.rng),
        };
        state.check_phase(setup)?;
        state.known = state.implied_knowledge();
        for &(card, mask) in &setup.knowledge {
            if mask == 0 || mask >> n != 0 {
                return invalid(format!("knowledge of {card} names players who are not in the game"));
            }
            if state.phase == Phase::Over || !seen.contains(card) || discards.iter().any(|d| d.contains(card)) {
                return invalid(format!(
                    "knowledge of {card}: only cards on the board, during play, can be known to extra players"
                ));
            }
            let slot = &mut state.known[card.index() as usize];
            if *slot & mask != 0 {
                return invalid(format!("knowledge of {card} repeats what the rules already show"));
            }
            *slot |= mask;
        }
        Ok(state)
    }

    fn check_phase(&self, setup: &Setup) -> Result<(), PositionError> {
        let n = self.players;
        match self.phase {
            Phase::Setup { player } => {
                if player >= n {
                    return invalid(format!("setup by player {}, but there are {n} players", player + 1));
                }
                if !setup.knowledge.is_empty() || self.discards.iter().any(|d| !d.is_empty()) {
                    return invalid("nothing is discarded or seen by others during setup");
                }
                for p in 0..n as usize {
                    let placed: usize =
                        self.board.piles().filter(|&(c, _, _)| c == p).map(|(_, _, pile)| pile.height as usize).sum();
                    let held = self.hands[p].len();
                    let ok = match (p as u8).cmp(&player) {
                        core::cmp::Ordering::Less => held == 0 && placed == HAND_SIZE,
                        core::cmp::Ordering::Equal => held >= 1 && held + placed == HAND_SIZE,
                        core::cmp::Ordering::Greater => held == HAND_SIZE && placed == 0,
                    };
                    if !ok {
                        return invalid(format!(
                            "during setup by player {}, player {} cannot hold {held} and have placed {placed}",
                            player + 1,
                            p + 1
                        ));
                    }
                }
                for (c, r, pile) in self.board.piles() {
                    if pile.flipped || self.board.cards(c, r).any(|card| card.class().start_row() != r) {
                        return invalid(format!(
                            "during setup every card stands on its class's start square (column {}, row {r})",
                            c + 1
                        ));
                    }
                }
            }
            Phase::Turn { player, step } => {
                if self.hands.iter().any(|h| !h.is_empty()) {
                    return invalid("hands are empty once play has begun");
                }
                if player >= n || !self.is_active(player) {
                    return invalid(format!("player {} is to act but has no standing cards", player + 1));
                }
                let min_active = match self.variant {
                    Variant::Base => 2,
                    Variant::Dice => 1,
                };
                if self.active_count() < min_active {
                    return invalid("the game would already be over: too few players have standing cards");
                }
                let fits = match step {
                    Step::Move | Step::Extra => self.variant == Variant::Base,
                    Step::Roll | Step::ExtraRoll => self.variant == Variant::Dice,
                    Step::Rolled { die } => self.variant == Variant::Dice && (1..=6).contains(&die),
                    Step::Favours { row, cut } => {
                        (1..=ROWS).contains(&row)
                            && self.board.standing(player as usize, row).is_some()
                            && cut >> n == 0
                            && cut >> player & 1 == 0
                            && self.victims(player, row, cut) != 0
                    }
                };
                if !fits {
                    return invalid(format!("the step {step:?} cannot occur here in the {:?} game", self.variant));
                }
            }
            Phase::Over => {
                if self.hands.iter().any(|h| !h.is_empty()) {
                    return invalid("hands are empty once play has begun");
                }
                let max_active = match self.variant {
                    Variant::Base => 1,
                    Variant::Dice => 0,
                };
                if self.active_count() > max_active {
                    return invalid("the game cannot be over while several players have standing cards");
                }
            }
        }
        Ok(())
    }
}

const _: () = assert!(COLUMNS == MAX_PLAYERS as usize);
