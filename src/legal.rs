//! Which actions the player to act may take, and the check that refuses all others.

use crate::action::{Action, ActionList};
use crate::board::{row_count, rows_of, RowMask, ROWS};
use crate::card::Card;
use crate::illegal::IllegalAction;
use crate::movement::{destinations, dice_destination};
use crate::state::{Phase, State, Step};

impl State {
    /// Every legal action, in a fixed order.
    pub fn legal_actions(&self) -> ActionList {
        let mut out = ActionList::new();
        self.legal_actions_into(&mut out);
        out
    }

    pub fn legal_actions_into(&self, out: &mut ActionList) {
        out.clear();
        let Phase::Turn { player, step } = self.phase else {
            if let Phase::Setup { player } = self.phase {
                out.extend(self.hands[player as usize].iter().map(|&card| Action::Place { card }));
            }
            return;
        };
        match step {
            Step::Move => self.push_moves(player, None, out),
            Step::Extra => {
                self.push_moves(player, None, out);
                out.push(Action::EndTurn);
            }
            Step::Favours { row, cut } => {
                let victims = self.victims(player, row, cut);
                for column in 0..self.players {
                    if victims >> column & 1 == 1 {
                        let height = self.board.pile(column as usize, row).map_or(0, |p| p.height);
                        out.extend((1..=height).map(|count| Action::Take { column, count }));
                    }
                }
                out.push(Action::EndFavours);
            }
            Step::Roll => out.push(Action::Roll),
            Step::ExtraRoll => {
                out.push(Action::Roll);
                out.push(Action::EndTurn);
            }
            Step::Rolled { die } => {
                self.push_moves(player, Some(die), out);
                if out.is_empty() {
                    let rows = self.board.standing_rows(player as usize);
                    out.extend(rows_of(rows).map(|row| Action::Lose { row }));
                }
            }
        }
    }

    /// The rows the stack on `row` of the player's column may move to now (empty if none).
    pub fn targets(&self, player: u8, row: u8, die: Option<u8>) -> RowMask {
        let Some(pile) = self.board.standing(player as usize, row) else { return 0 };
        let class = pile.top.class();
        match die {
            None => destinations(&self.board, player as usize, row, class),
            Some(d) => dice_destination(&self.board, player as usize, row, class, d).map_or(0, |to| 1 << to),
        }
    }

    fn push_moves(&self, player: u8, die: Option<u8>, out: &mut ActionList) {
        for (from, height, targets) in self.movable(player, die) {
            for count in 1..=height {
                for to in rows_of(targets) {
                    out.push(Action::Move { from, count, to });
                }
            }
        }
    }

    /// The player's stacks that can move, as (row, height, targets), lowest row first.
    fn movable(&self, player: u8, die: Option<u8>) -> impl Iterator<Item = (u8, u8, RowMask)> + '_ {
        let column = player as usize;
        rows_of(self.board.standing_rows(column)).filter_map(move |from| {
            let (top, height) = self.board.top_and_height(column, from);
            let class = Card(top).class();
            let targets = match die {
                None => destinations(&self.board, column, from, class),
                Some(d) => dice_destination(&self.board, column, from, class, d).map_or(0, |to| 1 << to),
            };
            (targets != 0).then_some((from, height, targets))
        })
    }

    /// How many legal actions there are: `legal_actions().len()`.
    pub fn legal_count(&self) -> usize {
        let mut n = 0;
        self.pick_legal(|count| {
            n = count as usize;
            0
        });
        n
    }

    /// The `index`-th action of `legal_actions()`.
    pub fn nth_legal(&self, index: usize) -> Option<Action> {
        let mut past_end = false;
        let action = self.pick_legal(|count| {
            past_end = index >= count as usize;
            index as u32
        });
        if past_end {
            None
        } else {
            action
        }
    }

    /// `pick(n)` chooses an index below the number `n` of legal actions; returns that action of
    /// `legal_actions()`. A random player uses it to draw uniformly without listing every
    /// count-and-destination combination of every stack.
    pub fn pick_legal(&self, pick: impl FnOnce(u32) -> u32) -> Option<Action> {
        // The steps other than moves are drawn directly too, in `legal_actions()` order: building
        // the 256-slot list for a placement or a favour was a tenth of a random game.
        match self.phase {
            Phase::Setup { player } => {
                let hand = &self.hands[player as usize];
                return hand.get(pick(hand.len() as u32) as usize).map(|&card| Action::Place { card });
            }
            Phase::Turn { step: Step::Roll, .. } => return (pick(1) == 0).then_some(Action::Roll),
            Phase::Turn { step: Step::ExtraRoll, .. } => {
                return [Action::Roll, Action::EndTurn].get(pick(2) as usize).copied()
            }
            Phase::Turn { player, step: Step::Favours { row, cut } } => {
                return self.pick_favour(player, row, cut, pick)
            }
            _ => {}
        }
        let Phase::Turn { player, step: step @ (Step::Move | Step::Extra | Step::Rolled { .. }) } = self.phase else {
            let list = self.legal_actions();
            return list.get(pick(list.len() as u32) as usize).copied();
        };
        let die = if let Step::Rolled { die } = step { Some(die) } else { None };
        // Each movable stack with its share of the moves (height × destinations), counted once.
        // A plain array and a length: `ArrayVec::push` checks its capacity on every push.
        let mut stacks = [(0u8, 0 as RowMask, 0u32); ROWS as usize + 1];
        let mut len = 0;
        let mut moves = 0u32;
        for (from, height, targets) in self.movable(player, die) {
            let size = height as u32 * row_count(targets);
            stacks[len] = (from, targets, size);
            len += 1;
            moves += size;
        }
        let loses = self.board.standing_rows(player as usize);
        let total = match step {
            Step::Extra => moves + 1,
            Step::Rolled { .. } if moves == 0 => row_count(loses),
            _ => moves,
        };
        let mut i = pick(total);
        if i >= total {
            return None;
        }
        if moves == 0 && matches!(step, Step::Rolled { .. }) {
            return rows_of(loses).nth(i as usize).map(|row| Action::Lose { row });
        }
        for &(from, targets, size) in &stacks[..len] {
            if i < size {
                let dests = row_count(targets);
                let to = rows_of(targets).nth((i % dests) as usize)?;
                return Some(Action::Move { from, count: (i / dests) as u8 + 1, to });
            }
            i -= size;
        }
        Some(Action::EndTurn)
    }

    fn pick_favour(&self, player: u8, row: u8, cut: u8, pick: impl FnOnce(u32) -> u32) -> Option<Action> {
        let victims = self.victims(player, row, cut);
        let height = |column: u8| self.board.pile(column as usize, row).map_or(0, |p| p.height) as u32;
        let columns = (0..self.players).filter(|&c| victims >> c & 1 == 1);
        let total: u32 = columns.clone().map(height).sum::<u32>() + 1;
        let mut i = pick(total);
        for column in columns {
            let h = height(column);
            if i < h {
                return Some(Action::Take { column, count: i as u8 + 1 });
            }
            i -= h;
        }
        (i == 0).then_some(Action::EndFavours)
    }

    fn has_dice_move(&self, player: u8, die: u8) -> bool {
        rows_of(self.board.standing_rows(player as usize)).any(|from| self.targets(player, from, Some(die)) != 0)
    }

    /// `Ok` exactly when `action` is among `legal_actions()`, without listing them.
    pub fn check(&self, action: Action) -> Result<(), IllegalAction> {
        let (player, step) = match self.phase {
            Phase::Over => return Err(IllegalAction::GameOver),
            Phase::Setup { player } => {
                return match action {
                    Action::Place { card } if self.hands[player as usize].contains(&card) => Ok(()),
                    Action::Place { .. } => Err(IllegalAction::NotInHand),
                    _ => Err(IllegalAction::WrongPhase { expected: "setup" }),
                };
            }
            Phase::Turn { player, step } => (player, step),
        };
        let expected = step.name();
        let wrong = Err(IllegalAction::WrongPhase { expected });
        match action {
            Action::Place { .. } => wrong,
            Action::Move { from, count, to } => {
                let die = match step {
                    Step::Move | Step::Extra => None,
                    Step::Rolled { die } => Some(die),
                    _ => return wrong,
                };
                let Some(pile) = self.board.standing(player as usize, from) else {
                    return Err(IllegalAction::NoStack { row: from });
                };
                if count == 0 || count > pile.height {
                    return Err(IllegalAction::BadCount { count, height: pile.height });
                }
                if to > ROWS || self.targets(player, from, die) >> to & 1 == 0 {
                    return Err(IllegalAction::BadDestination { from, to });
                }
                Ok(())
            }
            Action::Take { column, count } => {
                let Step::Favours { row, cut } = step else { return wrong };
                if column >= self.players || self.victims(player, row, cut) >> column & 1 == 0 {
                    return Err(IllegalAction::NotAVictim { column });
                }
                let height = self.board.pile(column as usize, row).map_or(0, |p| p.height);
                if count == 0 || count > height {
                    return Err(IllegalAction::BadCount { count, height });
                }
                Ok(())
            }
            Action::EndFavours => {
                matches!(step, Step::Favours { .. }).then_some(()).ok_or(IllegalAction::WrongPhase { expected })
            }
            Action::EndTurn => matches!(step, Step::Extra | Step::ExtraRoll)
                .then_some(())
                .ok_or(IllegalAction::WrongPhase { expected }),
            Action::Roll => {
                matches!(step, Step::Roll | Step::ExtraRoll).then_some(()).ok_or(IllegalAction::WrongPhase { expected })
            }
            Action::Lose { row } => {
                let Step::Rolled { die } = step else { return wrong };
                if self.has_dice_move(player, die) {
                    return Err(IllegalAction::MustMove);
                }
                if self.board.standing(player as usize, row).is_none() {
                    return Err(IllegalAction::NoStack { row });
                }
                Ok(())
            }
        }
    }
}

/// What the player to act is expected to do, in words (for errors and prompts).
pub fn expectation(step: Step) -> &'static str {
    crate::error::expected_words(step.name())
}
