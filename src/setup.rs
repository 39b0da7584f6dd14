//! An unchecked description of a position, and the checks that turn it into a `State`.
//!
//! A [`Setup`] says where every card is the way a person editing a diagram thinks of it: whose
//! turn it is and what is expected, each column's piles, the hands during setup, the discards,
//! who has seen which hidden card, and the die's generator. It may describe a position that
//! cannot occur; [`State::from_setup`] accepts it only if it could occur in a game, so every
//! `State` the engine holds is sound. The notation reader (text → `Setup` → `State`), the JSON
//! API and the worlds the computer players sample all go through this one check.

use crate::board::{Board, Segment, COLUMNS, ROWS};
use crate::card::{Card, CardSet};
use crate::position_error::{InvalidPosition, PositionError};
use crate::rng::Rng;
use crate::state::{Hand, Phase, State, Variant, HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS};
use serde::{Deserialize, Serialize};

/// The cards on one square, top first.
///
/// # Examples
///
/// ```
/// use heuchel::setup::SetupPile;
/// let pile = SetupPile { row: 9, face_down: false, cards: vec!["M3".parse().unwrap(), "F2".parse().unwrap()] };
/// assert_eq!(serde_json::to_string(&pile).unwrap(), r#"{"row":9,"faceDown":false,"cards":["M3","F2"]}"#);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SetupPile {
    /// 1–13, as on the board.
    pub row: u8,
    /// A face-down pile: stacks that reached this goal square and were turned over. Left out in
    /// JSON: `false`, a standing stack.
    #[serde(default)]
    pub face_down: bool,
    /// Top first.
    pub cards: Vec<Card>,
}

/// A card some players have seen beyond what the rules make plain (the owner of a column knows
/// its cards; tops, discards and, at the end, every card are public).
///
/// # Examples
///
/// ```
/// use heuchel::setup::Knowledge;
/// let known = Knowledge { card: "A5".parse().unwrap(), players: vec![1, 2, 3] };
/// assert_eq!(serde_json::to_string(&known).unwrap(), r#"{"card":"A5","players":[1,2,3]}"#);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct Knowledge {
    pub card: Card,
    /// 0-based players, lowest first.
    pub players: Vec<u8>,
}

/// A position as a plain value, unchecked: shakmaty's `Setup`. [`State::to_setup`] describes a
/// state; [`State::from_setup`] checks one and builds the state. In JSON (camelCase):
///
/// ```json
/// { "players": 3, "variant": "base", "phase": { "phase": "turn", "player": 1, "step": { "step": "move" } },
///   "columns": [ [ { "row": 1, "faceDown": false, "cards": ["F1"] } ], [], [] ],
///   "hands": [[], [], []], "discards": [[], [], ["F4", "F5"]],
///   "knowledge": [ { "card": "A5", "players": [1, 2] } ], "rng": "0000000000000001" }
/// ```
///
/// `hands`, `discards` and `knowledge` may be left out (none) and `rng` too (`0`); a face-down
/// flag left out is `false`.
///
/// # Examples
///
/// ```
/// use heuchel::setup::Setup;
/// use heuchel::{Config, State, Variant};
/// let state = State::new(Config { players: 4, variant: Variant::Dice, seed: 9 }).unwrap();
/// let setup = state.to_setup();
/// assert_eq!(setup.hands[0].len(), 6);
/// assert_eq!(State::from_setup(&setup).unwrap(), state);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Setup {
    /// 3–6.
    pub players: u8,
    pub variant: Variant,
    /// Whose turn it is and what is expected (placing during setup, a step of a turn, or over).
    pub phase: Phase,
    /// One list of piles per player's column (0-based), lowest row first.
    pub columns: Vec<Vec<SetupPile>>,
    /// Cards not yet placed, per player, in the order dealt (setup only). Empty: nobody holds any.
    #[serde(default)]
    pub hands: Vec<Vec<Card>>,
    /// Each player's penalty cards. Empty: nobody has any.
    #[serde(default)]
    pub discards: Vec<Vec<Card>>,
    /// Cards some players have seen beyond what the rules make plain, lowest card first.
    #[serde(default)]
    pub knowledge: Vec<Knowledge>,
    /// The state of the generator that rolls the die; 16 hex digits in JSON, as in the notation.
    #[serde(default, with = "rng_hex")]
    pub rng: u64,
}

/// The generator's state as text: 1 to 16 hex digits (the engine writes 16, lowercase).
///
/// # Examples
///
/// ```
/// use heuchel::setup::rng_from_hex;
/// assert_eq!(rng_from_hex("00000000000000ff"), Some(255));
/// assert_eq!(rng_from_hex("1"), Some(1));
/// assert_eq!(rng_from_hex("xyz"), None);
/// ```
pub fn rng_from_hex(text: &str) -> Option<u64> {
    if text.is_empty() || text.len() > 16 || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    u64::from_str_radix(text, 16).ok()
}

mod rng_hex {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(rng: &u64, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&format_args!("{rng:016x}"))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        super::rng_from_hex(&text)
            .ok_or_else(|| serde::de::Error::custom("rng is the generator's state: 1 to 16 hex digits"))
    }
}

fn invalid<T>(kind: InvalidPosition) -> Result<T, PositionError> {
    Err(PositionError::Invalid(kind))
}

impl Setup {
    /// How many cards the setup places (board, hands and discards), counting repeats.
    fn card_count(&self) -> usize {
        let board: usize = self.columns.iter().flatten().map(|p| p.cards.len()).sum();
        board + self.hands.iter().chain(&self.discards).map(Vec::len).sum::<usize>()
    }

    /// Puts the cards that are nowhere yet into the game, so that a rule example needs to place
    /// only the cards that matter. The unused cards are taken lowest rank first (`F1`, `F2`, …,
    /// `P6`) and go:
    ///
    /// * during setup, into the hands of the placing player and every later player, each topped
    ///   up (after the cards he already holds) until his hand and his placed cards make six;
    /// * otherwise (a turn, or the game over), into the **last player's discard pile**, each in
    ///   rank order among the cards already there, until 6 × players cards are in play.
    ///
    /// Cards already placed stay where they are; a setup that already has 6 × players cards (or
    /// more), or whose player count is not 3–6, is left as it is. An empty `hands` or `discards`
    /// list becomes one list per player. Returns the cards added. The result is not checked:
    /// [`State::from_setup`] still judges it.
    ///
    /// # Examples
    ///
    /// Figure 2 of the rulebook: only the stacks that matter are given.
    ///
    /// ```
    /// use heuchel::setup::Setup;
    /// use heuchel::State;
    /// let mut setup = Setup::from_notation("3b_2m_1F1_1F3.2M1.3Q1.4A1.6P1_1F2_-.-.-_-_0000000000000001").unwrap();
    /// assert_eq!(setup.fill_unused().len(), 11);
    /// let state = State::from_setup(&setup).unwrap();
    /// assert_eq!(state.to_notation(), "3b_2m_1F1_1F3.2M1.3Q1.4A1.6P1_1F2_-.-.F4F5F6M2M3M4M5M6Q2Q3Q4_-_0000000000000001");
    /// ```
    pub fn fill_unused(&mut self) -> Vec<Card> {
        let n = self.players as usize;
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&self.players) {
            return Vec::new();
        }
        let used: CardSet = self
            .columns
            .iter()
            .flatten()
            .flat_map(|p| p.cards.iter())
            .chain(self.hands.iter().flatten())
            .chain(self.discards.iter().flatten())
            .copied()
            .collect();
        let mut unused = Card::all().filter(|&c| !used.contains(c));
        let mut added = Vec::new();
        let missing = (HAND_SIZE * n).saturating_sub(self.card_count());
        if missing == 0 {
            return added;
        }
        if let Phase::Setup { player } = self.phase {
            if self.hands.is_empty() {
                self.hands = vec![Vec::new(); n];
            }
            for p in player as usize..n.min(self.hands.len()) {
                let placed: usize = self.columns.get(p).map_or(0, |c| c.iter().map(|pile| pile.cards.len()).sum());
                let want = HAND_SIZE.saturating_sub(placed + self.hands[p].len());
                for card in unused.by_ref().take(want) {
                    self.hands[p].push(card);
                    added.push(card);
                }
            }
        } else {
            if self.discards.is_empty() {
                self.discards = vec![Vec::new(); n];
            }
            if let Some(last) = self.discards.last_mut() {
                for card in unused.take(missing) {
                    let at = last.iter().position(|&c| c > card).unwrap_or(last.len());
                    last.insert(at, card);
                    added.push(card);
                }
            }
        }
        added
    }
}

impl From<&State> for Setup {
    fn from(state: &State) -> Setup {
        state.to_setup()
    }
}

impl TryFrom<&Setup> for State {
    type Error = PositionError;
    fn try_from(setup: &Setup) -> Result<State, PositionError> {
        State::from_setup(setup)
    }
}

impl TryFrom<Setup> for State {
    type Error = PositionError;
    fn try_from(setup: Setup) -> Result<State, PositionError> {
        State::from_setup(&setup)
    }
}

impl State {
    /// The position as an unchecked [`Setup`]; [`State::from_setup`] gives back an equal state.
    /// It holds everything, hidden cards and the die's future included: like the full notation,
    /// it is not for a player's eyes.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::{Config, State, Variant};
    /// let state = State::new(Config { players: 3, variant: Variant::Base, seed: 5 }).unwrap();
    /// let setup = state.to_setup();
    /// assert_eq!(setup.players, 3);
    /// assert_eq!(setup.columns.len(), 3);
    /// assert_eq!(State::from_setup(&setup).unwrap(), state);
    /// ```
    pub fn to_setup(&self) -> Setup {
        let n = self.players as usize;
        let implied = self.implied_knowledge();
        let mut extra = [0u8; Card::COUNT];
        let mut columns = Vec::with_capacity(n);
        for column in 0..n {
            let mut piles = Vec::new();
            for row in crate::board::rows_of(self.board.filled(column)) {
                let Some(pile) = self.board.pile(column, row) else { continue };
                let cards: Vec<Card> = self.board.cards(column, row).collect();
                for &card in &cards {
                    let i = card.index() as usize;
                    extra[i] = self.known[i] & !implied[i];
                }
                piles.push(SetupPile { row, face_down: pile.flipped, cards });
            }
            columns.push(piles);
        }
        // Lowest card first, as the notation writes it.
        let knowledge = Card::all()
            .filter(|c| extra[c.index() as usize] != 0)
            .map(|card| {
                let mask = extra[card.index() as usize];
                Knowledge { card, players: (0..MAX_PLAYERS).filter(|p| mask >> p & 1 == 1).collect() }
            })
            .collect();
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

    /// Accepts a setup only if it describes a position that can occur in a game: every card
    /// once, six per player; standing stacks below their top card's goal row, face-down piles on
    /// it; during setup, cards on their start squares in the order of play; a phase the variant
    /// and the board allow; knowledge only of cards on the board, beyond what the rules show.
    ///
    /// # Errors
    ///
    /// [`PositionError::Invalid`] with the [`InvalidPosition`] kind that says what is wrong (the
    /// first thing found, in the order of the list above). The setup itself is not changed.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::setup::Setup;
    /// use heuchel::{InvalidPosition, PositionError, State};
    /// let fig2 = "3b_2m_1F1_1F3.2M1.3Q1.4A1.6P1_1F2_-.-.F4F5F6M2M3M4M5M6Q2Q3Q4_-_0000000000000001";
    /// let mut setup = Setup::from_notation(fig2).unwrap();
    /// assert!(State::from_setup(&setup).is_ok());
    /// setup.columns[0][0].row = 8; // the Fire-Eater 1 on its goal row, standing
    /// assert!(matches!(
    ///     State::from_setup(&setup),
    ///     Err(PositionError::Invalid(InvalidPosition::StandingOnGoal { column: 0, row: 8, .. }))
    /// ));
    /// ```
    pub fn from_setup(setup: &Setup) -> Result<State, PositionError> {
        let n = setup.players;
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
            return invalid(InvalidPosition::PlayerCount { players: n });
        }
        let nu = n as usize;
        for (list, found, may_be_empty) in [
            ("columns", setup.columns.len(), false),
            ("hands", setup.hands.len(), true),
            ("discards", setup.discards.len(), true),
        ] {
            if found != nu && !(may_be_empty && found == 0) {
                return invalid(InvalidPosition::ListCount { list, players: n, found });
            }
        }
        let mut seen = CardSet::EMPTY;
        let mut count = 0usize;
        let mut note = |card: Card| -> Result<(), PositionError> {
            if seen.contains(card) {
                return invalid(InvalidPosition::CardTwice { card });
            }
            seen.insert(card);
            count += 1;
            Ok(())
        };
        let mut board = Board::new();
        for (c, piles) in setup.columns.iter().enumerate() {
            let column = c as u8;
            let mut last_row = 0;
            for pile in piles {
                let row = pile.row;
                if row == 0 || row > ROWS {
                    return invalid(InvalidPosition::RowOffBoard { column, row });
                }
                if row <= last_row {
                    return invalid(InvalidPosition::RowOrder { column, row });
                }
                last_row = row;
                let Some(&top) = pile.cards.first() else {
                    return invalid(InvalidPosition::EmptyPile { column, row });
                };
                let goal = top.class().goal_row();
                if pile.face_down && row != goal {
                    return invalid(InvalidPosition::FaceDownOffGoal { column, row, top, goal });
                }
                if !pile.face_down && row >= goal {
                    return invalid(InvalidPosition::StandingOnGoal { column, row, top, goal });
                }
                for &card in pile.cards.iter().rev() {
                    note(card)?;
                    board.put_on(c, row, Segment { top: card, bottom: card, len: 1 });
                }
                if pile.face_down {
                    board.set_flipped(c, row);
                }
            }
        }
        let mut hands: [Hand; MAX_PLAYERS as usize] = Default::default();
        for (p, hand) in setup.hands.iter().enumerate() {
            if hand.len() > HAND_SIZE {
                return invalid(InvalidPosition::HandTooBig { player: p as u8, count: hand.len() });
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
            return invalid(InvalidPosition::CardCount { count, players: n, expected: HAND_SIZE * nu });
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
        let mut listed = CardSet::EMPTY;
        for entry in &setup.knowledge {
            let card = entry.card;
            if listed.contains(card) {
                return invalid(InvalidPosition::KnowledgeTwice { card });
            }
            listed.insert(card);
            if entry.players.is_empty() {
                return invalid(InvalidPosition::KnowledgeEmpty { card });
            }
            let mut mask = 0u8;
            for &player in &entry.players {
                if player >= n {
                    return invalid(InvalidPosition::KnowledgeBadPlayer { card, player });
                }
                if mask >> player & 1 == 1 {
                    return invalid(InvalidPosition::KnowledgePlayerTwice { card, player });
                }
                mask |= 1 << player;
            }
            if state.phase == Phase::Over || !seen.contains(card) || discards.iter().any(|d| d.contains(card)) {
                return invalid(InvalidPosition::KnowledgeNotOnBoard { card });
            }
            let slot = &mut state.known[card.index() as usize];
            if *slot & mask != 0 {
                let player = (*slot & mask).trailing_zeros() as u8;
                return invalid(InvalidPosition::KnowledgeImplied { card, player });
            }
            *slot |= mask;
        }
        Ok(state)
    }

    fn check_phase(&self, setup: &Setup) -> Result<(), PositionError> {
        let n = self.players;
        let first_holder = (0..n).find(|&p| !self.hands[p as usize].is_empty());
        match self.phase {
            Phase::Setup { player } => {
                if player >= n {
                    return invalid(InvalidPosition::NoSuchPlayer { player, players: n });
                }
                if let Some(p) = (0..n).find(|&p| !self.discards[p as usize].is_empty()) {
                    return invalid(InvalidPosition::DiscardsDuringSetup { player: p });
                }
                if let Some(known) = setup.knowledge.first() {
                    return invalid(InvalidPosition::KnowledgeDuringSetup { card: known.card });
                }
                for p in 0..n {
                    let placed: usize = self
                        .board
                        .piles()
                        .filter(|&(c, _, _)| c == p as usize)
                        .map(|(_, _, pile)| pile.height as usize)
                        .sum();
                    let held = self.hands[p as usize].len();
                    let ok = match p.cmp(&player) {
                        core::cmp::Ordering::Less => held == 0 && placed == HAND_SIZE,
                        core::cmp::Ordering::Equal => held >= 1 && held + placed == HAND_SIZE,
                        core::cmp::Ordering::Greater => held == HAND_SIZE && placed == 0,
                    };
                    if !ok {
                        return invalid(InvalidPosition::SetupCounts { placer: player, player: p, held, placed });
                    }
                }
                for (c, r, pile) in self.board.piles() {
                    let off = self.board.cards(c, r).find(|card| pile.flipped || card.class().start_row() != r);
                    if let Some(card) = off {
                        return invalid(InvalidPosition::SetupOffStart { column: c as u8, row: r, card });
                    }
                }
            }
            Phase::Turn { player, step } => {
                if let Some(p) = first_holder {
                    return invalid(InvalidPosition::HandAfterSetup { player: p });
                }
                if player >= n {
                    return invalid(InvalidPosition::NoSuchPlayer { player, players: n });
                }
                if !self.is_active(player) {
                    return invalid(InvalidPosition::InactivePlayer { player });
                }
                let min_active = match self.variant {
                    Variant::Base => 2,
                    Variant::Dice => 1,
                };
                let active = self.active_count();
                if active < min_active {
                    return invalid(InvalidPosition::TooFewActive { active });
                }
                if step.variant().is_some_and(|v| v != self.variant) {
                    return invalid(InvalidPosition::StepOfOtherVariant {
                        player,
                        step: step.name(),
                        variant: self.variant,
                    });
                }
                match step {
                    crate::state::Step::Rolled { die } if !(1..=6).contains(&die) => {
                        return invalid(InvalidPosition::DieOffRange { die });
                    }
                    crate::state::Step::Favours { row, cut } => {
                        if !(1..=ROWS).contains(&row) || self.board.standing(player as usize, row).is_none() {
                            return invalid(InvalidPosition::FavoursWithoutStack { player, row });
                        }
                        if let Some(column) = (0..8u8).find(|&c| cut >> c & 1 == 1 && (c >= n || c == player)) {
                            return invalid(InvalidPosition::FavoursBadCut { column });
                        }
                        if self.victims(player, row, cut) == 0 {
                            return invalid(InvalidPosition::FavoursWithoutVictim { row });
                        }
                    }
                    _ => {}
                }
            }
            Phase::Over => {
                if let Some(p) = first_holder {
                    return invalid(InvalidPosition::HandAfterSetup { player: p });
                }
                let max_active = match self.variant {
                    Variant::Base => 1,
                    Variant::Dice => 0,
                };
                let active = self.active_count();
                if active > max_active {
                    return invalid(InvalidPosition::NotOver { active });
                }
            }
        }
        Ok(())
    }
}

const _: () = assert!(COLUMNS == MAX_PLAYERS as usize);
