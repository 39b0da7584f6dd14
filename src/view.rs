//! What one player may see: the hidden-information contract.
//!
//! A player sees every stack's top card and height, every face-down pile's height, all discards,
//! the class of every card on the board (all were placed on their class's start squares), every
//! card in his own column, his own hand, and every card he has ever seen. Nothing else — not the
//! die's future, not other hands, not the out-of-play cards. The screen, the JavaScript API, the
//! log and the computer players are given this and nothing more.

use crate::card::Card;
use crate::event::SeenCard;
use crate::state::{Phase, State, Variant};

use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ViewPile {
    pub row: u8,
    pub flipped: bool,
    /// Top first.
    pub cards: Vec<SeenCard>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct View {
    pub viewer: u8,
    pub players: u8,
    pub variant: Variant,
    pub phase: Phase,
    /// One list of piles per player's column, lowest row first.
    pub columns: Vec<Vec<ViewPile>>,
    /// The viewer's own cards still to place (setup only), in the order dealt.
    pub hand: Vec<Card>,
    /// How many cards each player still holds (setup only).
    pub hand_sizes: Vec<u8>,
    /// Everyone's discards, lowest rank first: public.
    pub discards: Vec<Vec<Card>>,
}

impl State {
    /// The position as `viewer` sees it. A viewer number beyond the players (see
    /// [`View::SPECTATOR`]) gives the spectator's view: only what every player can see.
    pub fn view(&self, viewer: u8) -> View {
        let viewer = if viewer < self.players { viewer } else { View::SPECTATOR };
        let n = self.players as usize;
        let columns = (0..n)
            .map(|column| {
                self.board
                    .piles()
                    .filter(|&(c, _, _)| c == column)
                    .map(|(c, row, pile)| ViewPile {
                        row,
                        flipped: pile.flipped,
                        cards: self.board.cards(c, row).map(|card| SeenCard::of(self, viewer, card)).collect(),
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
            hand_sizes: (0..n).map(|p| self.hands[p].len() as u8).collect(),
            discards: (0..n).map(|p| self.discards[p].iter().collect()).collect(),
        }
    }
}

impl View {
    /// The viewer number of a spectator: someone who sees only what is public.
    pub const SPECTATOR: u8 = 6;

    pub fn is_spectator(&self) -> bool {
        self.viewer >= self.players
    }

    /// Every card the viewer can identify.
    pub fn known_cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.columns
            .iter()
            .flatten()
            .flat_map(|p| p.cards.iter().filter_map(|c| c.card()))
            .chain(self.hand.iter().copied())
            .chain(self.discards.iter().flatten().copied())
    }
}
