//! Where a moving stack may go: steps and jump chains (base game) or the exact roll (dice).

use crate::board::{Board, RowMask, ROWS};
use crate::card::Class;

/// A square is free for a mover if it is empty, or if it holds face-down cards on the mover's own
/// goal row. Everything else is occupied — a lower class's face-down goal pile included.
pub fn is_free(board: &Board, column: usize, row: u8, mover: Class) -> bool {
    let bit = 1 << row;
    board.filled(column) & bit == 0 || (board.flipped(column) & bit != 0 && row == mover.goal_row())
}

/// Base game: the rows a mover of class `mover` standing on `row` may reach.
///
/// A free square directly above is a step and ends the move. Otherwise the mover jumps the run of
/// occupied squares to the first free one, and may jump on from there while the square directly
/// above its landing square is occupied again. Nothing above the mover's goal row is reachable.
pub fn destinations(board: &Board, column: usize, row: u8, mover: Class) -> RowMask {
    let goal = mover.goal_row().min(ROWS);
    let occupied = occupied_for(board, column, mover);
    let is_occupied = |r: u8| occupied >> r & 1 == 1;
    let mut r = row + 1;
    if r > goal {
        return 0;
    }
    if !is_occupied(r) {
        return 1 << r;
    }
    let mut reach: RowMask = 0;
    loop {
        // Skip the whole run of occupied squares at once.
        r += (occupied >> r).trailing_ones() as u8;
        if r > goal {
            return reach;
        }
        reach |= 1 << r;
        r += 1;
        if r > goal || !is_occupied(r) {
            return reach;
        }
    }
}

/// The rows of a column that are occupied for this mover (see `is_free`).
fn occupied_for(board: &Board, column: usize, mover: Class) -> RowMask {
    board.filled(column) & !(board.flipped(column) & 1 << mover.goal_row())
}

/// Dice variant: exactly `die` rows up, occupied squares counted; the target must be free and
/// not above the goal. The squares passed over do not matter.
pub fn dice_destination(board: &Board, column: usize, row: u8, mover: Class, die: u8) -> Option<u8> {
    let to = row + die;
    (to <= mover.goal_row() && is_free(board, column, to, mover)).then_some(to)
}
