//! Scoring a lane, part by part and player by player, and paying the result (D3, D4 of RULES.md).
//!
//! A lane is cut into parts by its fires. In each part, every player with at least one stall
//! there receives (his strokes in the part) × (the counted sum of the part's customers and
//! rogues): with the evil eye in the part only the red values count; with the money bag in the
//! part the result is doubled. A part without stalls scores nothing. Positive amounts are paid
//! by the bank, negative ones to it; a player never goes below zero (D4).
//!
//! The results keep every term so that a user interface can show the arithmetic.

use crate::market::{Cell, Market};
use crate::square::{Lane, Square};
use crate::tile::Tile;
use serde::Serialize;

/// One player's result in one part of a lane.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct PlayerAmount {
    /// The player, 0-based.
    pub player: u8,
    /// The sum of the strokes of his stalls in the part.
    pub strokes: u8,
    /// `strokes × sum`, doubled with the money bag: positive is received, negative paid.
    pub amount: i32,
}

/// One part of a lane: the squares between fires (or the lane's ends).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct PartScore {
    /// The part's squares, in lane order.
    pub squares: Vec<Square>,
    /// The sum of the black (customer) values in the part.
    pub black: i32,
    /// The sum of the red (rogue) values in the part, as a negative number.
    pub red: i32,
    /// The evil eye lies in the part: only `red` counts.
    pub evil_eye: bool,
    /// The money bag lies in the part: every amount is doubled.
    pub money_bag: bool,
    /// The counted sum: `red` with the evil eye, else `black + red`.
    pub sum: i32,
    /// Every player with a stall in the part, lowest player first; empty when the part holds no stall.
    pub players: Vec<PlayerAmount>,
}

/// One lane's scoring, part by part.
///
/// # Examples
///
/// ```
/// use heller::{Cell, Lane, Market, Square, Stall, Tile};
/// let mut market = Market::new();
/// let row = [
///     Cell::Tile { tile: Tile::Customer(5) },
///     Cell::Stall { player: 0, stall: Stall::II },
///     Cell::Tile { tile: Tile::Rogue(1) },
///     Cell::Tile { tile: Tile::Fire },
///     Cell::Tile { tile: Tile::Customer(6) },
///     Cell::Stall { player: 1, stall: Stall::I },
/// ];
/// for (square, cell) in Lane::Row(0).squares().zip(row) {
///     market.put(square, cell);
/// }
/// let score = market.score_lane(Lane::Row(0));
/// assert_eq!(score.parts.len(), 2);
/// assert_eq!(score.amount(0), 2 * (5 - 1));
/// assert_eq!(score.amount(1), 6);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct LaneScore {
    /// The lane scored.
    pub lane: Lane,
    /// The parts between fires, in lane order (fires themselves belong to no part; parts with
    /// no squares are left out).
    pub parts: Vec<PartScore>,
}

impl LaneScore {
    /// What `player` receives (positive) or owes (negative) from the whole lane.
    pub fn amount(&self, player: u8) -> i32 {
        self.parts.iter().flat_map(|p| &p.players).filter(|a| a.player == player).map(|a| a.amount).sum()
    }
}

/// What one player's money changed by after one or more lanes were scored together.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct Payment {
    /// The player, 0-based.
    pub player: u8,
    /// The sum of his amounts in the lanes scored: positive from the bank, negative owed to it.
    pub due: i32,
    /// What his money actually changed by: `due`, except that a player who owes more than he
    /// has pays only what he has (D4).
    pub paid: i32,
}

impl Payment {
    /// What the bank forgave him: `paid − due` (0 unless he could not pay in full).
    pub fn forgiven(&self) -> i32 {
        self.paid - self.due
    }
}

impl Market {
    /// Scores `lane` as it stands (a full lane in play; a lane with free squares at the final
    /// scoring of the variant, D7: free squares count as nothing).
    ///
    /// # Examples
    ///
    /// The seed's first example: a row with two customers (8), two rogues (−4), a one-stroke
    /// stall of player 0 and a three-stroke stall of player 1.
    ///
    /// ```
    /// use heller::{Cell, Lane, Market, Stall, Tile};
    /// let mut market = Market::new();
    /// let row = [
    ///     Cell::Tile { tile: Tile::Customer(5) },
    ///     Cell::Stall { player: 0, stall: Stall::I },
    ///     Cell::Tile { tile: Tile::Rogue(1) },
    ///     Cell::Tile { tile: Tile::Customer(3) },
    ///     Cell::Stall { player: 1, stall: Stall::III },
    ///     Cell::Tile { tile: Tile::Rogue(3) },
    /// ];
    /// for (square, cell) in Lane::Row(2).squares().zip(row) {
    ///     market.put(square, cell);
    /// }
    /// let score = market.score_lane(Lane::Row(2));
    /// assert_eq!((score.amount(0), score.amount(1)), (4, 12));
    /// ```
    pub fn score_lane(&self, lane: Lane) -> LaneScore {
        let mut parts = Vec::new();
        let mut squares: Vec<Square> = Vec::new();
        let lane_squares: Vec<Square> = lane.squares().collect();
        for (i, &square) in lane_squares.iter().enumerate() {
            let is_fire = self.get(square).tile() == Some(Tile::Fire);
            if !is_fire {
                squares.push(square);
            }
            if (is_fire || i + 1 == lane_squares.len()) && !squares.is_empty() {
                parts.push(self.score_part(core::mem::take(&mut squares)));
            }
        }
        LaneScore { lane, parts }
    }

    fn score_part(&self, squares: Vec<Square>) -> PartScore {
        let (mut black, mut red, mut evil_eye, mut money_bag) = (0, 0, false, false);
        let mut strokes = [0u8; 256];
        let mut owners: Vec<u8> = Vec::new();
        for &square in &squares {
            match self.get(square) {
                Cell::Tile { tile } => match tile {
                    Tile::Customer(_) => black += tile.value(),
                    Tile::Rogue(_) => red += tile.value(),
                    Tile::EvilEye => evil_eye = true,
                    Tile::MoneyBag => money_bag = true,
                    Tile::Fire => {}
                },
                Cell::Stall { player, stall } => {
                    if !owners.contains(&player) {
                        owners.push(player);
                    }
                    strokes[player as usize] = strokes[player as usize].saturating_add(stall.strokes());
                }
                Cell::Empty => {}
            }
        }
        platform::small_sort::sort(&mut owners);
        let sum = if evil_eye { red } else { black + red };
        let factor = if money_bag { 2 } else { 1 };
        let players = owners
            .into_iter()
            .map(|player| {
                let strokes = strokes[player as usize];
                PlayerAmount { player, strokes, amount: strokes as i32 * sum * factor }
            })
            .collect();
        PartScore { squares, black, red, evil_eye, money_bag, sum, players }
    }
}

/// Pays the lanes scored together: each player's amounts are summed, then paid at once (a
/// player who owes more than `money` holds pays what he has, D4). Changes `money` and `bank`
/// (the bank's balance); returns one payment per player who had an amount in the lanes (a
/// player with a stall in a scored part, even if his amount is 0), lowest player first.
pub(crate) fn pay(lanes: &[LaneScore], money: &mut [u32], bank: &mut i64) -> Vec<Payment> {
    let mut payments: Vec<Payment> = Vec::new();
    for amount in lanes.iter().flat_map(|l| &l.parts).flat_map(|p| &p.players) {
        match payments.iter_mut().find(|p| p.player == amount.player) {
            Some(p) => p.due += amount.amount,
            None => payments.push(Payment { player: amount.player, due: amount.amount, paid: 0 }),
        }
    }
    platform::small_sort::sort_by_key(&mut payments, |p| p.player);
    for payment in &mut payments {
        let held = &mut money[payment.player as usize];
        // Computed in i64: a holding above i32::MAX must not turn negative (positions are bounded
        // by MAX_MONEY, and this stays exact regardless). `paid` lies between `due` and 0.
        let paid = (payment.due as i64).max(-(*held as i64));
        payment.paid = paid as i32;
        *held = (*held as i64 + paid) as u32;
        *bank -= payment.paid as i64;
    }
    payments
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stall::Stall;

    fn lane_of(lane: Lane, cells: &[Cell]) -> Market {
        let mut market = Market::new();
        for (square, &cell) in lane.squares().zip(cells) {
            market.put(square, cell);
        }
        market
    }

    #[test]
    fn a_part_without_stalls_scores_nothing_and_empty_parts_are_left_out() {
        let t = |tile| Cell::Tile { tile };
        let cells = [
            t(Tile::Fire),
            t(Tile::Customer(6)),
            t(Tile::Fire),
            Cell::Stall { player: 2, stall: Stall::IIII },
            t(Tile::Rogue(2)),
            t(Tile::MoneyBag),
        ];
        let score = lane_of(Lane::Row(4), &cells).score_lane(Lane::Row(4));
        assert_eq!(score.parts.len(), 2);
        assert!(score.parts[0].players.is_empty());
        assert_eq!(score.parts[1].players, vec![PlayerAmount { player: 2, strokes: 4, amount: -16 }]);
    }

    #[test]
    fn payments_sum_lanes_before_the_no_debt_rule() {
        let lanes = [
            LaneScore {
                lane: Lane::Row(0),
                parts: vec![PartScore {
                    squares: vec![],
                    black: 0,
                    red: -5,
                    evil_eye: false,
                    money_bag: false,
                    sum: -5,
                    players: vec![PlayerAmount { player: 1, strokes: 2, amount: -10 }],
                }],
            },
            LaneScore {
                lane: Lane::Column(0),
                parts: vec![PartScore {
                    squares: vec![],
                    black: 4,
                    red: 0,
                    evil_eye: false,
                    money_bag: false,
                    sum: 4,
                    players: vec![
                        PlayerAmount { player: 0, strokes: 1, amount: -30 },
                        PlayerAmount { player: 1, strokes: 1, amount: 4 },
                    ],
                }],
            },
        ];
        let mut money = [20, 7];
        let mut bank = 0;
        let payments = pay(&lanes, &mut money, &mut bank);
        assert_eq!(
            payments,
            vec![Payment { player: 0, due: -30, paid: -20 }, Payment { player: 1, due: -6, paid: -6 }]
        );
        assert_eq!(payments[0].forgiven(), 10);
        assert_eq!(money, [0, 1]);
        assert_eq!(bank, 26);
    }
}
