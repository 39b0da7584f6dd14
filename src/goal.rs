//! Reaching the goal, and the arrogance that follows a cut or a split.

use crate::board::Segment;
use crate::event::{Cards, Event, EventSink};
use crate::state::State;

impl State {
    /// After a stack on (column, row) lost its top part, by a split or a favour: its new top is
    /// revealed; standing above its own goal it is discarded whole to the column owner's
    /// penalties (arrogance); standing exactly on its goal it is flipped.
    pub(crate) fn settle_remainder<S: EventSink<Event>>(&mut self, column: usize, row: u8, sink: &mut S) {
        let Some(pile) = self.board.standing(column, row) else { return };
        self.known[pile.top.index() as usize] |= self.everyone();
        let goal = pile.top.class().goal_row();
        if row > goal {
            let seg = self.board.lift(column, row, pile.height);
            let cards = self.discard(column, seg);
            if S::ENABLED {
                sink.event(Event::Arrogance { column: column as u8, row, cards });
            }
        } else if row == goal {
            self.board.set_flipped(column, row);
            if S::ENABLED {
                sink.event(Event::Flipped { column: column as u8, row, top: pile.top });
            }
        }
    }

    /// A moving part arrives on `row`: onto an empty square, or — exactly at its goal — onto the
    /// face-down pile there, turned face down itself. Returns whether it was flipped.
    pub(crate) fn arrive<S: EventSink<Event>>(&mut self, column: usize, row: u8, seg: Segment, sink: &mut S) -> bool {
        self.board.put_on(column, row, seg);
        if row == seg.top.class().goal_row() {
            self.board.set_flipped(column, row);
            if S::ENABLED {
                sink.event(Event::Flipped { column: column as u8, row, top: seg.top });
            }
            return true;
        }
        false
    }

    /// Dice variant penalty: the top card of the stack goes to the player's discards, then each
    /// newly revealed top standing above its goal follows it, card by card; a top exactly on its
    /// goal flips what is left.
    pub(crate) fn lose_top<S: EventSink<Event>>(&mut self, column: usize, row: u8, sink: &mut S) {
        let mut lost = Cards::new();
        let seg = self.board.lift(column, row, 1);
        lost.extend(self.discard(column, seg));
        while let Some(pile) = self.board.standing(column, row) {
            self.known[pile.top.index() as usize] |= self.everyone();
            let goal = pile.top.class().goal_row();
            if row > goal {
                let seg = self.board.lift(column, row, 1);
                lost.extend(self.discard(column, seg));
                continue;
            }
            if row == goal {
                self.board.set_flipped(column, row);
                if S::ENABLED {
                    sink.event(Event::Flipped { column: column as u8, row, top: pile.top });
                }
            }
            break;
        }
        if S::ENABLED {
            sink.event(Event::Lost { player: column as u8, row, cards: lost });
        }
    }

    /// Lifted cards go face up to the discards of the column's owner.
    fn discard(&mut self, owner: usize, seg: Segment) -> Cards {
        let everyone = self.everyone();
        let cards: Cards = self.board.segment_cards(seg).collect();
        self.board.forget(seg);
        for &card in &cards {
            self.discards[owner].insert(card);
            self.known[card.index() as usize] |= everyone;
        }
        cards
    }
}
