//! The count: + value for each card at or above its goal row, − value for each card below it
//! and for each discarded card.

use crate::board::COLUMNS;
use crate::card::Card;
use crate::state::State;
use serde::Serialize;

/// One card's contribution to a player's score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct ScoreLine {
    pub card: Card,
    /// The row it stands on, or `None` for a discarded card.
    pub row: Option<u8>,
    pub points: i32,
    pub kind: ScoreKind,
}

/// Why a card scores what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub enum ScoreKind {
    /// At or above its goal row: plus its value.
    Reached,
    /// Below its goal row: minus its value.
    Short,
    /// Among the discards: minus its value.
    Discarded,
}

impl ScoreLine {
    fn on_board(card: Card, row: u8) -> ScoreLine {
        let points = card_points(card, row);
        let kind = if points > 0 { ScoreKind::Reached } else { ScoreKind::Short };
        ScoreLine { card, row: Some(row), points, kind }
    }

    fn discarded(card: Card) -> ScoreLine {
        ScoreLine { card, row: None, points: -(card.value() as i32), kind: ScoreKind::Discarded }
    }
}

/// A player's score with its per-card breakdown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct ScoreSheet {
    pub player: u8,
    /// Sum over cards at or above their goal.
    pub plus: i32,
    /// Sum (negative) over cards below their goal.
    pub short: i32,
    /// Sum (negative) over discards.
    pub discarded: i32,
    pub total: i32,
    pub lines: Vec<ScoreLine>,
}

/// Points of a card standing on `row`.
pub fn card_points(card: Card, row: u8) -> i32 {
    let v = card.value() as i32;
    if row >= card.class().goal_row() {
        v
    } else {
        -v
    }
}

impl State {
    /// A player's score as things stand (final once the game is over).
    pub fn score(&self, player: u8) -> i32 {
        let column = player as usize;
        if column >= COLUMNS {
            return 0;
        }
        let mut total = 0;
        for row in crate::board::rows_of(self.board.filled(column)) {
            total += self.board.cards(column, row).map(|c| card_points(c, row)).sum::<i32>();
        }
        total - self.discards[column].iter().map(|c| c.value() as i32).sum::<i32>()
    }

    pub fn scores(&self) -> Vec<i32> {
        (0..self.players).map(|p| self.score(p)).collect()
    }

    pub fn score_sheet(&self, player: u8) -> ScoreSheet {
        let column = (player as usize).min(COLUMNS - 1);
        let mut lines = Vec::new();
        for row in crate::board::rows_of(self.board.filled(column)) {
            lines.extend(self.board.cards(column, row).map(|card| ScoreLine::on_board(card, row)));
        }
        lines.extend(self.discards[column].iter().map(ScoreLine::discarded));
        let sum = |kind: ScoreKind| lines.iter().filter(|l| l.kind == kind).map(|l| l.points).sum::<i32>();
        let plus = sum(ScoreKind::Reached);
        let short = sum(ScoreKind::Short);
        let discarded = sum(ScoreKind::Discarded);
        ScoreSheet { player, plus, short, discarded, total: plus + short + discarded, lines }
    }

    /// The players with the highest score (several on a tie: they share the win).
    pub fn winners(&self) -> Vec<u8> {
        let scores = self.scores();
        let best = scores.iter().copied().max().unwrap_or(0);
        (0..self.players).filter(|&p| scores[p as usize] == best).collect()
    }
}
