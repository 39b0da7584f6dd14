//! A heuristic estimate of each player's final score, for Medium's choices and for cutting
//! Hard's playouts short. It reads a full state (a world sampled from a view) and asks the
//! engine where stacks can go; it holds no rules of its own beyond the count.

use crate::board::rows_of;
use crate::scoring::card_points;
use crate::state::{State, Variant, MAX_PLAYERS};

/// Expected final score of every player (entries past the player count are 0).
pub fn evaluate(state: &State) -> [f32; MAX_PLAYERS as usize] {
    let mut out = [0f32; MAX_PLAYERS as usize];
    let n = state.players();
    let board = state.board();
    for p in 0..n {
        let column = p as usize;
        let mut v = -(state.discards(p).iter().map(|c| c.value() as f32).sum::<f32>());
        for row in rows_of(board.filled(column)) {
            let standing = board.standing(column, row).is_some();
            if !standing {
                v += board.cards(column, row).map(|c| card_points(c, row) as f32).sum::<f32>();
                continue;
            }
            let mut stack = 0f32;
            for card in board.cards(column, row) {
                let goal = card.class().goal_row();
                stack += if row >= goal {
                    card.value() as f32 * 0.8
                } else {
                    // Further to go, likelier to fall short: from +0.6 one row short to −0.5 at the start.
                    let d = (goal - row) as f32;
                    card.value() as f32 * (0.6 - 1.1 * (d - 1.0) / 11.0)
                };
            }
            let danger = threat(state, p, row);
            if danger > 0.0 {
                stack -= 0.35 * danger * board.cards(column, row).map(|c| c.value() as f32).sum::<f32>();
            }
            v += stack;
        }
        out[column] = v;
    }
    out
}

/// How likely another player's stack, topped by a higher card, can reach this stack's row on
/// its next move: 1 if it can in the base game, the share of die numbers that bring it there in
/// the dice variant (the likeliest attacker counts).
pub fn threat(state: &State, player: u8, row: u8) -> f32 {
    let board = state.board();
    let Some(me) = board.standing(player as usize, row) else { return 0.0 };
    let mut worst = 0f32;
    for q in (0..state.players()).filter(|&q| q != player) {
        for from in rows_of(board.standing_rows(q as usize)) {
            if from >= row || board.standing(q as usize, from).is_none_or(|p| p.top <= me.top) {
                continue;
            }
            let chance = match state.variant() {
                Variant::Base => (state.targets(q, from, None) >> row & 1) as f32,
                Variant::Dice => {
                    (1..=6).filter(|&d| state.targets(q, from, Some(d)) >> row & 1 == 1).count() as f32 / 6.0
                }
            };
            worst = worst.max(chance);
        }
    }
    worst
}

/// One number for `player`: his estimate against the best of the others'.
pub fn advantage(values: &[f32; MAX_PLAYERS as usize], players: u8, player: u8) -> f32 {
    let best_other = (0..players).filter(|&q| q != player).map(|q| values[q as usize]).fold(f32::MIN, f32::max);
    values[player as usize] - best_other
}
