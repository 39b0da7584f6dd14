//! The legal actions grouped the way a board UI needs them: for each movable stack its
//! destinations (as chessground's `dests`), the favour victims with their heights, and the
//! buttons that apply. Built from `legal_actions()` only, so it adds no rule of its own.

use crate::action::Action;
use crate::card::Card;
use crate::state::{Phase, State, Step};
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct MoveGroup {
    pub from: u8,
    /// Any count from 1 to this may move (the top `count` cards); all share `dests`.
    pub max_count: u8,
    pub dests: Vec<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct TakeGroup {
    /// 0-based column of the victim stack.
    pub column: u8,
    pub max_count: u8,
}

/// The default is no player, no step and no action: what [`State::legal_groups`] fills in.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct LegalGroups {
    pub player: Option<u8>,
    /// setup, move, favours, extra, roll, extraRoll, rolled, over
    #[cfg_attr(target_arch = "wasm32", tsify(type = r#""setup" | StepName | "over""#))]
    pub step: &'static str,
    pub die: Option<u8>,
    pub favour_row: Option<u8>,
    pub moves: Vec<MoveGroup>,
    pub takes: Vec<TakeGroup>,
    pub places: Vec<Card>,
    pub loses: Vec<u8>,
    pub can_end_favours: bool,
    pub can_end_turn: bool,
    pub can_roll: bool,
}

impl State {
    pub fn legal_groups(&self) -> LegalGroups {
        let (step, die, favour_row) = match self.phase() {
            Phase::Setup { .. } => ("setup", None, None),
            Phase::Over => ("over", None, None),
            Phase::Turn { step, .. } => match step {
                Step::Favours { row, .. } => (step.name(), None, Some(row)),
                Step::Rolled { die } => (step.name(), Some(die), None),
                _ => (step.name(), None, None),
            },
        };
        let mut groups = LegalGroups { player: self.to_act(), step, die, favour_row, ..LegalGroups::default() };
        for action in self.legal_actions() {
            match action {
                Action::Place { card } => groups.places.push(card),
                Action::Move { from, count, to } => match groups.moves.iter_mut().find(|m| m.from == from) {
                    Some(m) => {
                        m.max_count = m.max_count.max(count);
                        if !m.dests.contains(&to) {
                            m.dests.push(to);
                        }
                    }
                    None => groups.moves.push(MoveGroup { from, max_count: count, dests: vec![to] }),
                },
                Action::Take { column, count } => match groups.takes.iter_mut().find(|t| t.column == column) {
                    Some(t) => t.max_count = t.max_count.max(count),
                    None => groups.takes.push(TakeGroup { column, max_count: count }),
                },
                Action::Lose { row } => groups.loses.push(row),
                Action::EndFavours => groups.can_end_favours = true,
                Action::EndTurn => groups.can_end_turn = true,
                Action::Roll => groups.can_roll = true,
            }
        }
        groups
    }

    /// The legal groups as `viewer` may know them: all of them when `viewer` is the player to
    /// act; otherwise only whose turn it is and at what step (the die, the favour's row), with
    /// no action: the cards another player may place are his hand, which nobody else sees. An
    /// online table sends each seat this (crates/server).
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::{Config, State, Variant};
    /// let state = State::new(Config { players: 3, variant: Variant::Base, seed: 7 }).unwrap();
    /// let acting = state.to_act().unwrap();
    /// assert_eq!(state.legal_groups_for(acting), state.legal_groups());
    /// let other = state.legal_groups_for((acting + 1) % 3);
    /// assert_eq!((other.player, other.step), (Some(acting), "setup"));
    /// assert!(other.places.is_empty() && !state.legal_groups().places.is_empty());
    /// ```
    pub fn legal_groups_for(&self, viewer: u8) -> LegalGroups {
        let groups = self.legal_groups();
        if groups.player == Some(viewer) {
            return groups;
        }
        let LegalGroups { player, step, die, favour_row, .. } = groups;
        LegalGroups { player, step, die, favour_row, ..LegalGroups::default() }
    }
}
