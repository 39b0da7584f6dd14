//! Worlds a player cannot tell apart from the real game: the hidden cards dealt anew.
//!
//! A computer player decides from its view alone. To look ahead it needs full states, so it
//! samples them: every card it has not seen is drawn at random from the cards it has not seen,
//! with each board card drawn from its own class (the class of every card on the board is public)
//! and the die given a fresh source. The draw is uniform over all deals consistent with the view.

use crate::card::{Card, CardSet};
use crate::event::SeenCard;
use crate::position_error::{InvalidPosition, PositionError};
use crate::rng::Rng;
use crate::setup::{Knowledge, Setup, SetupPile};
use crate::state::{Phase, State};
use crate::view::View;

const NONE: u8 = u8::MAX;

impl State {
    /// A full state consistent with `view`: what the viewer knows is kept, every hidden card is
    /// drawn at random from the cards he has not seen. Fails only for a view that describes no
    /// possible position (a corrupted or hand-written one).
    pub fn sample_world(view: &View, rng: &mut Rng) -> Result<State, PositionError> {
        let invalid = |reason: &'static str| PositionError::Invalid(InvalidPosition::ImpossibleView { reason });
        if view.is_full() {
            return Err(invalid("fullView"));
        }
        let mut unseen = CardSet::EMPTY;
        for card in Card::all() {
            unseen.insert(card);
        }
        for card in view.known_cards() {
            unseen.remove(card);
        }
        let mut draw = |pred: &dyn Fn(Card) -> bool, rng: &mut Rng| -> Option<Card> {
            let pool: arrayvec::ArrayVec<Card, { Card::COUNT }> = unseen.iter().filter(|&c| pred(c)).collect();
            if pool.is_empty() {
                return None;
            }
            let card = pool[rng.below(pool.len() as u32) as usize];
            unseen.remove(card);
            Some(card)
        };
        let setup_phase = matches!(view.phase, Phase::Setup { .. });
        let mut knowledge = Vec::new();
        let mut columns = Vec::with_capacity(view.columns.len());
        for (column, piles) in view.columns.iter().enumerate() {
            let mut out = Vec::with_capacity(piles.len());
            for pile in piles {
                let mut cards = Vec::with_capacity(pile.cards.len());
                for (depth, seen) in pile.cards.iter().enumerate() {
                    let card = match *seen {
                        SeenCard::Known(card) => {
                            let implied = column == view.viewer as usize || (depth == 0 && !setup_phase);
                            if !implied && !view.is_spectator() {
                                knowledge.push(Knowledge { card, players: vec![view.viewer] });
                            }
                            card
                        }
                        SeenCard::Hidden { class } => {
                            draw(&|c: Card| c.class() == class, rng).ok_or_else(|| invalid("hiddenCards"))?
                        }
                    };
                    cards.push(card);
                }
                out.push(SetupPile { row: pile.row, face_down: pile.flipped, cards });
            }
            columns.push(out);
        }
        let mut hands = Vec::with_capacity(view.players as usize);
        for p in 0..view.players {
            if p == view.viewer {
                hands.push(view.hand.clone());
                continue;
            }
            let size = view.hand_sizes.get(p as usize).copied().unwrap_or(0);
            let hand = (0..size).map(|_| draw(&|_| true, rng)).collect::<Option<Vec<Card>>>();
            hands.push(hand.ok_or_else(|| invalid("hands"))?);
        }
        let setup = Setup {
            players: view.players,
            variant: view.variant,
            phase: view.phase,
            columns,
            hands,
            discards: view.discards.clone(),
            knowledge,
            rng: rng.next_u64(),
        };
        let world = State::from_setup(&setup)?;
        // A view written by hand can say what no player could see (a hidden card in his own
        // column, a top no one has seen): then no world looks like it.
        if world.view(view.viewer) != *view {
            return Err(invalid("unseeable"));
        }
        Ok(world)
    }

    /// Deals anew, in place, every card `viewer` has not seen (board cards within their class,
    /// others' unplaced hands from all unseen cards, out-of-play cards included) and gives the die
    /// a fresh source. Applied to a world sampled from a view it yields another such world, with
    /// the same distribution as `sample_world` but without building and checking a new position.
    pub fn redeal_unseen(&mut self, viewer: u8, rng: &mut Rng) {
        let unseen: [bool; Card::COUNT] = core::array::from_fn(|i| !self.knows(viewer, Card(i as u8)));
        let mut on_board = [false; Card::COUNT];
        for (c, r, _) in self.board.piles() {
            for card in self.board.cards(c, r) {
                on_board[card.index() as usize] = true;
            }
        }
        let mut map: [u8; Card::COUNT] = core::array::from_fn(|i| i as u8);
        // Cards left after the board is dealt: others' unplaced hands draw from these.
        let mut free: arrayvec::ArrayVec<u8, { Card::COUNT }> = arrayvec::ArrayVec::new();
        for class in 0..6usize {
            let ids = class * 6..class * 6 + 6;
            let mut pool: arrayvec::ArrayVec<u8, 6> = ids.clone().filter(|&i| unseen[i]).map(|i| i as u8).collect();
            for slot in ids.filter(|&i| unseen[i] && on_board[i]) {
                let k = rng.below(pool.len() as u32) as usize;
                map[slot] = pool.swap_remove(k);
            }
            free.extend(pool);
        }
        for p in 0..self.players as usize {
            if p == viewer as usize {
                continue;
            }
            for slot in self.hands[p].iter().map(|c| c.index() as usize) {
                if unseen[slot] {
                    let k = rng.below(free.len() as u32) as usize;
                    map[slot] = free.swap_remove(k);
                }
            }
        }
        self.relabel(&map);
        self.rng = Rng::from_state(rng.next_u64());
    }

    /// Renames cards: the card in every slot `i` becomes `map[i]` (a one-to-one map on the cards
    /// in play). Knowledge moves with the slot.
    fn relabel(&mut self, map: &[u8; Card::COUNT]) {
        let m = |i: u8| if i == NONE { NONE } else { map[i as usize] };
        let mut below = [NONE; Card::COUNT];
        let mut known = [0u8; Card::COUNT];
        for (c, r, _) in self.board.piles() {
            for card in self.board.cards(c, r) {
                let i = card.index();
                below[m(i) as usize] = m(self.board.below_of(i));
                known[m(i) as usize] = self.known[i as usize];
            }
        }
        self.board.relabel(m, below);
        for hand in self.hands.iter_mut() {
            for card in hand.iter_mut() {
                let i = card.index();
                known[m(i) as usize] = self.known[i as usize];
                *card = Card(m(i));
            }
        }
        for set in &self.discards {
            for card in set.iter() {
                known[card.index() as usize] = self.known[card.index() as usize];
            }
        }
        self.known = known;
    }
}
