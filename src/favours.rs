//! Favours: the stack that just moved takes cards, blind, from lower-ranked stacks on its row.

use crate::event::{Cards, Event, EventSink};
use crate::state::State;

impl State {
    /// Columns whose standing stack on `row` may still be cut by the stack of `player` there:
    /// other columns, not yet cut this move, whose top card ranks below the mover's top card.
    pub(crate) fn victims(&self, player: u8, row: u8, cut: u8) -> u8 {
        let mover = self.board.standing_top(player as usize, row);
        if mover == u8::MAX {
            return 0;
        }
        let others = self.everyone() & !cut & !(1 << player);
        self.board.standing_below(row, mover, others)
    }

    /// Takes the top `count` cards of the victim stack and slides them beneath the taker's stack.
    /// The taker now knows them: they are in his column.
    pub(crate) fn take<S: EventSink<Event>>(&mut self, player: u8, column: u8, row: u8, count: u8, sink: &mut S) {
        let seg = self.board.lift(column as usize, row, count);
        if S::ENABLED {
            let cards: Cards = self.board.segment_cards(seg).collect();
            sink.event(Event::Took { player, column, row, cards });
        }
        for card in self.board.segment_cards(seg) {
            self.known[card.index() as usize] |= 1 << player;
        }
        self.board.put_beneath(player as usize, row, seg);
        self.settle_remainder(column as usize, row, sink);
    }
}
