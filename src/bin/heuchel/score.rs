//! `heuchel score <position>`: the score sheet of any position, as the game-over screen shows it.
//!
//! A finished game shows its final scores and winners. A game not yet over is counted as things
//! stand now, by the same rule (`State::score_sheet`): every card on the board scores its value if
//! it stands at or above its goal row and loses it if short of it, discards count against their
//! owner, and cards still in a hand (during the setup) are not counted. Those are not final
//! scores, and the output says so; no winner is named.

use crate::position::parse_position;
use crate::{render, Result};
use std::io::Write;

/// `heuchel score <position>`
pub fn run(position: &str, out: &mut dyn Write) -> Result<()> {
    let state = parse_position(position)?;
    if state.is_over() {
        writeln!(out, "Final scores")?;
    } else {
        writeln!(
            out,
            "Not over: the scores if counted now (cards on the board by the row they stand on, \
             discards against; cards still in hand not counted)"
        )?;
    }
    for p in 0..state.players() {
        write!(out, "{}", render::score_sheet(&state.score_sheet(p), None))?;
    }
    if state.is_over() {
        let winners = state.winners();
        let score = state.score(winners.first().copied().unwrap_or(0));
        let names: Vec<String> = winners.iter().map(|p| format!("Player {}", p + 1)).collect();
        match names.as_slice() {
            [one] => writeln!(out, "Winner: {one} with {score} points")?,
            many => writeln!(out, "Shared win: {} with {score} points each", many.join(", "))?,
        }
    }
    Ok(())
}
