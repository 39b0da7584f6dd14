//! Applying an action: the turn's flow from move to favours to extra move to the next player.

use crate::action::Action;
use crate::board::Segment;
use crate::event::{Event, EventSink};
use crate::illegal::IllegalAction;
use crate::state::{Phase, State, Step, Variant};

impl State {
    /// Plays a legal action; an illegal one is refused with the state untouched.
    pub fn play(&mut self, action: Action) -> Result<(), IllegalAction> {
        self.play_with(action, &mut ())
    }

    /// Plays an action taken from this position's legal actions (random play and search), without
    /// checking it a second time: the check is about an eighth of a random game's work.
    pub(crate) fn play_legal(&mut self, action: Action) {
        debug_assert!(self.check(action).is_ok(), "{action} is not legal in {}", self.to_notation());
        match self.phase {
            Phase::Setup { player } => self.place(player, action, &mut ()),
            Phase::Turn { player, step } => self.act(player, step, action, &mut ()),
            Phase::Over => {}
        }
    }

    /// Like `play`, reporting what happened to `sink`.
    pub fn play_with<S: EventSink<Event>>(&mut self, action: Action, sink: &mut S) -> Result<(), IllegalAction> {
        self.check(action)?;
        match self.phase {
            Phase::Setup { player } => self.place(player, action, sink),
            Phase::Turn { player, step } => self.act(player, step, action, sink),
            Phase::Over => {}
        }
        Ok(())
    }

    fn place<S: EventSink<Event>>(&mut self, player: u8, action: Action, sink: &mut S) {
        let Action::Place { card } = action else { return };
        let hand = &mut self.hands[player as usize];
        if let Some(i) = hand.iter().position(|&c| c == card) {
            hand.remove(i);
        }
        let seg = Segment { top: card, bottom: card, len: 1 };
        self.board.put_on(player as usize, card.class().start_row(), seg);
        if S::ENABLED {
            sink.event(Event::Placed { player, card });
        }
        if !self.hands[player as usize].is_empty() {
            return;
        }
        if player + 1 < self.players {
            self.phase = Phase::Setup { player: player + 1 };
            return;
        }
        // Everyone has placed: all tops are shown together.
        let everyone = self.everyone();
        for (_, _, pile) in self.board.piles().collect::<arrayvec::ArrayVec<_, 78>>() {
            self.known[pile.top.index() as usize] |= everyone;
        }
        // Seat 1 begins (rules-reading: "seat 1 begins").
        let first = 0;
        if S::ENABLED {
            sink.event(Event::Revealed { player: first });
        }
        self.phase = Phase::Turn { player: first, step: self.first_step() };
    }

    fn first_step(&self) -> Step {
        match self.variant {
            Variant::Base => Step::Move,
            Variant::Dice => Step::Roll,
        }
    }

    fn act<S: EventSink<Event>>(&mut self, player: u8, step: Step, action: Action, sink: &mut S) {
        match action {
            Action::Move { from, count, to } => {
                let seg = self.board.lift(player as usize, from, count);
                if S::ENABLED {
                    sink.event(Event::Moved { player, from, to, count, mover: seg.top });
                }
                self.settle_remainder(player as usize, from, sink);
                let flipped = self.arrive(player as usize, to, seg, sink);
                if self.end_if_over(player, sink) {
                    return;
                }
                if !flipped && self.victims(player, to, 0) != 0 {
                    self.set_step(player, Step::Favours { row: to, cut: 0 });
                } else {
                    self.end_turn(player, sink);
                }
            }
            Action::Take { column, count } => {
                let Step::Favours { row, cut } = step else { return };
                self.take(player, column, row, count, sink);
                if self.end_if_over(column, sink) {
                    return;
                }
                let cut = cut | 1 << column;
                if self.victims(player, row, cut) != 0 {
                    self.set_step(player, Step::Favours { row, cut });
                } else {
                    self.after_favours(player, cut, sink);
                }
            }
            Action::EndFavours => {
                if let Step::Favours { cut, .. } = step {
                    self.after_favours(player, cut, sink);
                }
            }
            Action::EndTurn => self.end_turn(player, sink),
            Action::Roll => {
                let die = self.rng.die();
                if S::ENABLED {
                    sink.event(Event::Rolled { player, die });
                }
                self.set_step(player, Step::Rolled { die });
            }
            Action::Lose { row } => {
                self.lose_top(player as usize, row, sink);
                if !self.end_if_over(player, sink) {
                    self.end_turn(player, sink);
                }
            }
            Action::Place { .. } => {}
        }
    }

    fn set_step(&mut self, player: u8, step: Step) {
        self.phase = Phase::Turn { player, step };
    }

    /// A capture earns another move (base) or another roll (dice), which the player may decline.
    fn after_favours<S: EventSink<Event>>(&mut self, player: u8, cut: u8, sink: &mut S) {
        if cut == 0 {
            self.end_turn(player, sink);
            return;
        }
        let step = match self.variant {
            Variant::Base => Step::Extra,
            Variant::Dice => Step::ExtraRoll,
        };
        self.set_step(player, step);
    }

    /// The turn passes to the next player in seat order who still has standing cards; in the dice
    /// variant that may be the same player again.
    fn end_turn<S: EventSink<Event>>(&mut self, player: u8, sink: &mut S) {
        if S::ENABLED {
            sink.event(Event::TurnEnded { player });
        }
        // The seats after this one in order, wrapping round (no division: this runs every turn).
        let n = self.players;
        let mut next = player;
        for _ in 0..n {
            next = if next + 1 == n { 0 } else { next + 1 };
            if self.is_active(next) {
                self.phase = Phase::Turn { player: next, step: self.first_step() };
                return;
            }
        }
        self.finish(sink);
    }

    /// Base game: over once at most one player has standing cards. Dice: once nobody has.
    ///
    /// Called after an action that changed only `column`'s standing cards (the mover's, or the
    /// victim's when cards are taken). Only a column that has just lost its last standing card
    /// can end the game: before any action enough players have some (`State::from_setup` refuses
    /// a turn position with too few), so the count is needed only then.
    fn end_if_over<S: EventSink<Event>>(&mut self, column: u8, sink: &mut S) -> bool {
        if self.is_active(column) {
            return false;
        }
        let limit: usize = match self.variant {
            Variant::Base => 1,
            Variant::Dice => 0,
        };
        if (0..self.players).filter(|&p| self.is_active(p)).nth(limit).is_some() {
            return false;
        }
        self.finish(sink);
        true
    }

    /// At the end every card in play is turned face up for the count.
    fn finish<S: EventSink<Event>>(&mut self, sink: &mut S) {
        let everyone = self.everyone();
        for card in self.cards_in_play().iter() {
            self.known[card.index() as usize] = everyone;
        }
        self.phase = Phase::Over;
        if S::ENABLED {
            sink.event(Event::GameOver);
        }
    }
}
