//! The board as text, drawn from one player's `View` only: what he may see and nothing more.

use crate::describe::Label;
use heuchel::board::{MIDDLE_ROW, ROWS};
use heuchel::scoring::ScoreSheet;
use heuchel::view::ViewPile;
use heuchel::{Class, Phase, View};
use std::fmt::Write;

const CELL: usize = 9;

/// A square: `.` when empty, the top card and height of a stack (`B4`, `B4×3`, `Bx` while its
/// top is unseen), or a face-down pile as `[b]×2`.
fn cell(pile: Option<&ViewPile>) -> String {
    let Some(pile) = pile else { return ".".to_string() };
    let height = pile.cards.len();
    let top = match pile.cards.first() {
        Some(card) if pile.flipped => format!("[{}]", card.class().letter().to_ascii_lowercase()),
        Some(card) => card.label(),
        None => "?".to_string(),
    };
    if height > 1 {
        format!("{top}×{height}")
    } else {
        top
    }
}

fn row_label(row: u8) -> String {
    let class = |rank| Class::from_rank(rank).map_or('?', Class::letter);
    if row > MIDDLE_ROW {
        format!("{row:>2} goal {}", class(row - MIDDLE_ROW))
    } else if row < MIDDLE_ROW {
        format!("{row:>2} start {}", class(row))
    } else {
        format!("{row:>2}")
    }
}

fn pad(text: &str, width: usize) -> String {
    let len = text.chars().count();
    format!("{text}{}", " ".repeat(width.saturating_sub(len)))
}

/// The grid of 13 rows (top to bottom) by one column per player, then the discards, the hands
/// still to place, and the viewer's own column card by card.
pub fn board(view: &View) -> String {
    let n = view.players;
    let me = view.viewer;
    let to_act = match view.phase {
        Phase::Setup { player } | Phase::Turn { player, .. } => Some(player),
        Phase::Over => None,
    };
    let mut s = String::new();
    let label_width = 11;
    let mut header = pad("", label_width);
    let mut marks = pad("", label_width);
    for p in 0..n {
        header.push_str(&pad(&format!("col {}", p + 1), CELL));
        let mark = match (p == me, Some(p) == to_act) {
            (true, true) => "you, now",
            (true, false) => "you",
            (false, true) => "to act",
            (false, false) => "",
        };
        marks.push_str(&pad(mark, CELL));
    }
    let _ = writeln!(s, "{}", header.trim_end());
    for row in (1..=ROWS).rev() {
        let mut line = pad(&row_label(row), label_width);
        for column in &view.columns {
            line.push_str(&pad(&cell(column.iter().find(|p| p.row == row)), CELL));
        }
        let _ = writeln!(s, "{}", line.trim_end());
    }
    let _ = writeln!(s, "{}", marks.trim_end());
    let discards: Vec<String> = view
        .discards
        .iter()
        .enumerate()
        .map(|(p, cards)| {
            let list = if cards.is_empty() {
                "-".to_string()
            } else {
                cards.iter().map(|c| c.label()).collect::<Vec<_>>().join(" ")
            };
            format!("{}: {list}", p + 1)
        })
        .collect();
    let _ = writeln!(s, "Discards   {}", discards.join("   "));
    if matches!(view.phase, Phase::Setup { .. }) {
        let hand: Vec<String> = view.hand.iter().map(|c| c.label()).collect();
        let _ = writeln!(s, "Your hand  {}", if hand.is_empty() { "-".to_string() } else { hand.join(" ") });
        let others: Vec<String> = (0..n)
            .filter(|&p| p != me)
            .map(|p| format!("{}: {}", p + 1, view.hand_sizes.get(p as usize).copied().unwrap_or(0)))
            .collect();
        let _ = writeln!(s, "To place   {}", others.join("   "));
    }
    let own: Vec<String> = view
        .columns
        .get(me as usize)
        .into_iter()
        .flatten()
        .map(|pile| {
            let cards: Vec<String> = pile.cards.iter().map(|c| c.label()).collect();
            format!("row {}{}: {}", pile.row, if pile.flipped { " (face down)" } else { "" }, cards.join(" "))
        })
        .collect();
    if !own.is_empty() {
        let _ = writeln!(s, "Your column, top first: {}", own.join(" | "));
    }
    s
}

/// A player's score sheet: one line per card, then the sums.
pub fn score_sheet(sheet: &ScoreSheet, me: Option<u8>) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "Player {}{}: {} points (plus {}, short of goal {}, discarded {})",
        sheet.player + 1,
        if me == Some(sheet.player) { " (you)" } else { "" },
        sheet.total,
        sheet.plus,
        sheet.short,
        sheet.discarded
    );
    for line in &sheet.lines {
        let goal = line.card.class().goal_row();
        let place = match line.row {
            Some(row) if row >= goal => format!("row {row:>2}, goal {goal:>2}: reached"),
            Some(row) => format!("row {row:>2}, goal {goal:>2}: short"),
            None => "discarded".to_string(),
        };
        let _ = writeln!(s, "    {}  {:<24} {:+}", line.card, place, line.points);
    }
    s
}
