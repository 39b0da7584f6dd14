//! `heuchel replay <record>`: checks a game record (the save format of `Game::save`,
//! `heuchel-save-1 deal 4b 12345 F5_P6_…` or `heuchel-save-1 position <notation> <actions>`)
//! action by action and prints the position after each.

use crate::position::refusal;
use crate::{fail, Result};
use heuchel::{Action, Game};
use std::io::Write;

/// `heuchel replay <record>`: the record may be one argument or several (its words).
///
/// Prints `0 start <notation>`, then `<n> <action> <notation>` after action `n`. A bad action
/// fails with its number and the engine's reason.
pub fn run(record: &[String], out: &mut dyn Write) -> Result<()> {
    let text = record.join(" ");
    let words: Vec<&str> = text.split_whitespace().collect();
    let header = match words.get(1) {
        Some(&"deal") => 4,
        Some(&"position") => 3,
        _ => words.len(),
    };
    // The start alone, checked by the engine's own reader (header, deal or position).
    let start = format!("{} -", words[..header.min(words.len())].join(" "));
    let mut game = Game::load(&start).or_else(|e| fail(format!("bad record: {e}")))?;
    let actions: Vec<&str> = match &words[header.min(words.len())..] {
        [] | ["-"] => Vec::new(),
        [list] => list.split('_').collect(),
        _ => return fail("bad record: unexpected text after the actions (they are one word, joined by _)"),
    };
    writeln!(out, "0 start {}", game.state().to_notation())?;
    for (i, text) in actions.iter().enumerate() {
        let action: Action = match text.parse() {
            Ok(action) => action,
            Err(e) => return fail(format!("action {} ({text:?}) is not an action: {e}", i + 1)),
        };
        let before = game.state().clone();
        if let Err(why) = game.play(action) {
            return fail(refusal(&before, i, text, why));
        }
        writeln!(out, "{} {action} {}", i + 1, game.state().to_notation())?;
    }
    Ok(())
}
