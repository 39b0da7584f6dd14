//! Why not: the reasons the rules give for refusing an action the player to act tried, with the
//! squares they are about and the rule of RULES.md each rests on ([`State::why_not`]).
//!
//! The codes, their arguments, rules and the roles of the marked squares:
//!
//! | code | arguments | rule | marks |
//! |---|---|---|---|
//! | `why.gameOver` | | R9.1 | |
//! | `why.wrongStep` | `expected` (a step's name, or `setup`) | R3.3 | |
//! | `why.notInHand` | `card` | R2.3 | |
//! | `why.noStack` | `row` | R4.1 | `empty` |
//! | `why.badCount` | `count`, `height` | R4.1 (a move), R5.4 (a cut) | `stack` |
//! | `why.notUp` | `from`, `to` | R4.3 | `mover`, `landing` |
//! | `why.aboveCeiling` | `card`, `ceiling`, `to` | R4.2 | `mover`, `ceiling` |
//! | `why.occupied` | `row` | R4.4 | `mover`, `blocker` |
//! | `why.stepEnds` | `row` | R4.5 | `mover`, `step` |
//! | `why.chainEnds` | `row` | R4.7 | `mover`, `end`, `free` |
//! | `why.notTheRoll` | `die`, `row` | R11.3 | `mover`, `roll` |
//! | `why.ownColumn` | | R5.2 | `mover` |
//! | `why.noColumn` | `column` | R5.2 | |
//! | `why.alreadyCut` | `column` | R5.5 | `victim` |
//! | `why.noVictim` | `column` | R5.2 | `square` |
//! | `why.faceDown` | `column` | R5.2 | `pile` |
//! | `why.notLower` | `card`, `mover` | R5.2 | `mover`, `victim` |
//! | `why.mustMove` | `die` | R11.5 | `mover` (each stack the roll fits) |

use crate::action::Action;
use crate::board::{rows_of, ROWS};
use crate::illegal::IllegalAction;
use crate::movement::is_free;
use crate::state::{Phase, State, Step};
use platform::coded::Arg;
use serde::Serialize;

/// A square of the board, as a reason marks it: the column (the seat that owns it, from 0) and
/// the row (1–13). Serializes as `{"column": 0, "row": 4}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct At {
    /// The column, from 0.
    pub column: u8,
    /// The row, 1–13.
    pub row: u8,
}

/// One reason, with the squares it is about ([`platform::why::Reason`]).
pub type Reason = platform::why::Reason<At>;

impl crate::view::View {
    /// The reasons the rules give for refusing `action` of the player to act, worked out from
    /// this view alone (a world sampled from it: [`State::sample_world`]): what a page that holds
    /// only its seat's view (an online table) tells the person who tried it. The same as
    /// [`State::why_not`] of the game itself, as every reason rests on what the player to act can
    /// see (the squares, the classes, the heights, his own hand). Empty when the view fits no
    /// position.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::State;
    /// let state = State::from_notation("3b_2m_1F1_1F3.2M1.3Q1.4A1.6P1_1F2_-.-.F4F5F6M2M3M4M5M6Q2Q3Q4_-_0000000000000001").unwrap();
    /// let view = state.view(1);
    /// assert_eq!(view.why_not("1-6.1".parse().unwrap())[0].code, "why.occupied");
    /// assert!(view.why_not("1-7.1".parse().unwrap()).is_empty());
    /// ```
    pub fn why_not(&self, action: Action) -> Vec<Reason> {
        State::sample_world(self, &mut platform::Rng::from_state(0))
            .map(|world| world.why_not(action))
            .unwrap_or_default()
    }
}

const fn at(column: u8, row: u8) -> At {
    At { column, row }
}

impl State {
    /// The reasons the rules give for refusing `action` now, for the player to act: empty exactly
    /// when the action is legal. The state is not changed. See the [module](crate::why) for the
    /// codes, their rules and marks.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::State;
    /// use heuchel::why::At;
    /// // Seat 2 to move: F3 on row 1 under M1, Q1, A1 (rows 2–4), row 5 free, P1 on row 6.
    /// let state = State::from_notation("3b_2m_1F1_1F3.2M1.3Q1.4A1.6P1_1F2_-.-.F4F5F6M2M3M4M5M6Q2Q3Q4_-_0000000000000001").unwrap();
    /// // The Patrician on row 4 has a free square above: its move is that step, and ends there.
    /// let why = state.why_not("4-7.1".parse().unwrap());
    /// assert_eq!((why[0].code, why[0].rule), ("why.stepEnds", "R4.5"));
    /// assert_eq!(why[0].marks[1].at, At { column: 1, row: 5 });
    /// // The Fire-Eater jumps to row 5, then to row 7; the square above 7 is free: the chain ends.
    /// assert_eq!(state.why_not("1-8.1".parse().unwrap())[0].code, "why.chainEnds");
    /// assert_eq!(state.why_not("1-9.1".parse().unwrap())[0].code, "why.aboveCeiling");
    /// assert_eq!(state.why_not("1-6.1".parse().unwrap())[0].code, "why.occupied");
    /// assert!(state.why_not("1-7.1".parse().unwrap()).is_empty());
    /// ```
    pub fn why_not(&self, action: Action) -> Vec<Reason> {
        let Err(refused) = self.check(action) else { return Vec::new() };
        let player = match self.phase {
            Phase::Turn { player, .. } | Phase::Setup { player } => player,
            Phase::Over => 0,
        };
        let reason = match refused {
            IllegalAction::BadDestination { from, to } => return self.why_not_there(player, from, to),
            IllegalAction::NotAVictim { column } => self.why_not_victim(player, column),
            IllegalAction::MustMove => {
                let die = match self.phase {
                    Phase::Turn { step: Step::Rolled { die }, .. } => die,
                    _ => 0,
                };
                let reason = Reason::new("why.mustMove", "R11.5", [("die", Arg::number(die))]);
                let fits = rows_of(self.board.standing_rows(player as usize))
                    .filter(|&row| self.targets(player, row, Some(die)) != 0);
                fits.fold(reason, |r, row| r.mark("mover", at(player, row)))
            }
            IllegalAction::GameOver => Reason::new("why.gameOver", "R9.1", []),
            IllegalAction::WrongPhase { expected } => {
                Reason::new("why.wrongStep", "R3.3", [("expected", Arg::Word(expected))])
            }
            IllegalAction::NotInHand => {
                let card = match action {
                    Action::Place { card } => Arg::code(card),
                    _ => Arg::Text(String::new()),
                };
                Reason::new("why.notInHand", "R2.3", [("card", card)])
            }
            IllegalAction::NoStack { row } => {
                Reason::new("why.noStack", "R4.1", [("row", Arg::number(row))]).mark("empty", at(player, row))
            }
            IllegalAction::BadCount { count, height } => {
                let (rule, place) = match (action, self.phase) {
                    (Action::Take { column, .. }, Phase::Turn { step: Step::Favours { row, .. }, .. }) => {
                        ("R5.4", at(column, row))
                    }
                    (Action::Move { from, .. }, _) => ("R4.1", at(player, from)),
                    _ => ("R4.1", at(player, 0)),
                };
                Reason::new("why.badCount", rule, [("count", Arg::number(count)), ("height", Arg::number(height))])
                    .mark("stack", place)
            }
        };
        vec![reason]
    }

    /// What the player to act is expected to do: his step's name, or `setup`.
    fn expected(&self) -> &'static str {
        match self.phase {
            Phase::Turn { step, .. } => step.name(),
            _ => "setup",
        }
    }

    /// Why the stack on `from` of the player's column may not move to `to` (its count and the
    /// step being right).
    fn why_not_there(&self, player: u8, from: u8, to: u8) -> Vec<Reason> {
        let column = player as usize;
        let Some(pile) = self.board.standing(column, from) else { return Vec::new() };
        let mover = at(player, from);
        if to <= from {
            return vec![Reason::new("why.notUp", "R4.3", [("from", Arg::number(from)), ("to", Arg::number(to))])
                .mark("mover", mover)
                .mark("landing", at(player, to))];
        }
        let class = pile.top.class();
        let ceiling = class.goal_row();
        let mut out = Vec::new();
        if to > ceiling {
            out.push(
                Reason::new(
                    "why.aboveCeiling",
                    "R4.2",
                    [("card", Arg::code(pile.top)), ("ceiling", Arg::number(ceiling)), ("to", Arg::number(to))],
                )
                .mark("mover", mover)
                .mark("ceiling", at(player, ceiling)),
            );
        }
        if to <= ROWS && !is_free(&self.board, column, to, class) {
            out.push(
                Reason::new("why.occupied", "R4.4", [("row", Arg::number(to))])
                    .mark("mover", mover)
                    .mark("blocker", at(player, to)),
            );
        }
        if let Phase::Turn { step: Step::Rolled { die }, .. } = self.phase {
            if to != from + die {
                let reason = Reason::new(
                    "why.notTheRoll",
                    "R11.3",
                    [("die", Arg::number(die)), ("row", Arg::number(from + die))],
                )
                .mark("mover", mover);
                out.push(if from + die <= ROWS { reason.mark("roll", at(player, from + die)) } else { reason });
            }
            return out;
        }
        if !out.is_empty() {
            return out;
        }
        // A free square at or below the ceiling, out of reach: the move is a step, or the chain
        // of jumps ends below it (between its landings lie only occupied squares).
        let free = |row: u8| row <= ROWS && is_free(&self.board, column, row, class);
        if free(from + 1) {
            return vec![Reason::new("why.stepEnds", "R4.5", [("row", Arg::number(from + 1))])
                .mark("mover", mover)
                .mark("step", at(player, from + 1))];
        }
        let mut end = from;
        let mut row = from + 1;
        while row < to {
            while row < to && !free(row) {
                row += 1;
            }
            if row >= to {
                break;
            }
            end = row;
            if free(row + 1) {
                break;
            }
            row += 1;
        }
        vec![Reason::new("why.chainEnds", "R4.7", [("row", Arg::number(end))])
            .mark("mover", mover)
            .mark("end", at(player, end))
            .mark("free", at(player, end + 1))]
    }

    /// Why the moved stack may not cut the stack in `column` (the favour step being right).
    fn why_not_victim(&self, player: u8, column: u8) -> Reason {
        let Phase::Turn { step: Step::Favours { row, cut }, .. } = self.phase else {
            return Reason::new("why.wrongStep", "R3.3", [("expected", Arg::Word(self.expected()))]);
        };
        let args = [("column", Arg::number(column))];
        if column == player {
            return Reason::new("why.ownColumn", "R5.2", []).mark("mover", at(player, row));
        }
        if column >= self.players() {
            return Reason::new("why.noColumn", "R5.2", args);
        }
        if cut >> column & 1 == 1 {
            return Reason::new("why.alreadyCut", "R5.5", args).mark("victim", at(column, row));
        }
        match self.board.pile(column as usize, row) {
            None => Reason::new("why.noVictim", "R5.2", args).mark("square", at(column, row)),
            Some(pile) if pile.flipped => Reason::new("why.faceDown", "R5.2", args).mark("pile", at(column, row)),
            Some(pile) => {
                let mover =
                    self.board.standing(player as usize, row).map_or(Arg::Text(String::new()), |p| Arg::code(p.top));
                Reason::new("why.notLower", "R5.2", [("card", Arg::code(pile.top)), ("mover", mover)])
                    .mark("mover", at(player, row))
                    .mark("victim", at(column, row))
            }
        }
    }
}

#[cfg(test)]
mod view_tests {
    use crate::{Action, Config, State, Variant};
    use platform::Rng;

    /// Actions worth trying beside the legal ones: every move and every take of up to four cards.
    fn tries() -> Vec<Action> {
        let mut texts = Vec::new();
        for from in 1..=13 {
            for to in from + 1..=13 {
                for count in 1..=4 {
                    texts.push(format!("{from}-{to}.{count}"));
                }
            }
        }
        for column in 1..=6 {
            for count in 1..=4 {
                texts.push(format!("t{column}.{count}"));
            }
        }
        texts.iter().filter_map(|t| t.parse().ok()).collect()
    }

    /// Along random games of both variants, the reasons worked out from the view of the player to
    /// act are the game's own, for every action tried.
    #[test]
    fn the_view_of_the_player_to_act_gives_the_games_reasons() {
        let tries = tries();
        let mut checked = 0;
        for (i, (players, variant)) in
            [(3, Variant::Base), (4, Variant::Dice), (6, Variant::Base)].into_iter().enumerate()
        {
            let mut state = State::new(Config { players, variant, seed: 70 + i as u64 }).unwrap();
            let mut rng = Rng::from_state(i as u64);
            while let Some(player) = state.to_act() {
                let view = state.view(player);
                let legal = state.legal_actions();
                for &action in tries.iter().chain(legal.iter()) {
                    assert_eq!(view.why_not(action), state.why_not(action), "{action} at {}", state.to_notation());
                    checked += 1;
                }
                let action = legal[rng.below(legal.len() as u32) as usize];
                state.play(action).unwrap();
            }
        }
        assert!(checked > 10_000, "{checked}");
    }
}
