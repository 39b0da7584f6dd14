//! The 6 × 13 board and the piles of cards on it.
//!
//! A square holds nothing, one standing stack, or one face-down pile (flipped stacks that reached
//! this goal square). Cards are linked top to bottom through `below`, so moving, cutting and
//! merging stacks touch only a few bytes and the whole board stays `Copy` and small.

use crate::card::Card;

pub const COLUMNS: usize = 6;
pub const ROWS: u8 = 13;
/// Row 7 is the plain middle row; rows 1–6 are start squares, rows 8–13 goal squares.
pub const MIDDLE_ROW: u8 = 7;

const NONE: u8 = u8::MAX;

/// A bit per row (bit r for row r).
pub type RowMask = u16;

/// What lies on one square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pile {
    pub top: Card,
    pub height: u8,
    /// Face down: a stack (or several) that reached this goal square.
    pub flipped: bool,
}

/// A run of linked cards lifted off a square, top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Segment {
    pub top: Card,
    pub bottom: Card,
    pub len: u8,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    top: [[u8; ROWS as usize + 1]; COLUMNS],
    bottom: [[u8; ROWS as usize + 1]; COLUMNS],
    height: [[u8; ROWS as usize + 1]; COLUMNS],
    filled: [RowMask; COLUMNS],
    flipped: [RowMask; COLUMNS],
    below: [u8; Card::COUNT],
}

impl Default for Board {
    fn default() -> Board {
        Board::new()
    }
}

impl Board {
    pub const fn new() -> Board {
        Board {
            top: [[NONE; ROWS as usize + 1]; COLUMNS],
            bottom: [[NONE; ROWS as usize + 1]; COLUMNS],
            height: [[0; ROWS as usize + 1]; COLUMNS],
            filled: [0; COLUMNS],
            flipped: [0; COLUMNS],
            below: [NONE; Card::COUNT],
        }
    }

    /// The pile on a square; `None` for an empty square or one off the board.
    pub fn pile(&self, column: usize, row: u8) -> Option<Pile> {
        let top = Card::from_index(*self.top.get(column)?.get(row as usize)?)?;
        Some(Pile { top, height: self.height[column][row as usize], flipped: self.flipped[column] >> row & 1 == 1 })
    }

    /// The standing (not flipped) stack on a square, if any.
    pub fn standing(&self, column: usize, row: u8) -> Option<Pile> {
        self.pile(column, row).filter(|p| !p.flipped)
    }

    /// The index of the top card of the standing stack on a square, or `u8::MAX` if there is
    /// none: card indices follow rank, so tops compare as numbers without building a `Pile`.
    pub(crate) fn standing_top(&self, column: usize, row: u8) -> u8 {
        if self.flipped[column] >> row & 1 == 1 {
            return NONE;
        }
        self.top[column][row as usize]
    }

    /// The top card's index and the height of a square known to hold cards (a row of
    /// `filled`): the hot paths read these without building a `Pile`.
    pub(crate) fn top_and_height(&self, column: usize, row: u8) -> (u8, u8) {
        (self.top[column][row as usize], self.height[column][row as usize])
    }

    /// The columns among `columns` (a bit per column) whose standing stack on `row` has a top
    /// card ranked below the card with index `mover`. Every column is read, without branches:
    /// this runs after every move. Not inlined in the WebAssembly build, where its unrolled body at
    /// every call site cost 0.5 KB of the gzipped module.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub(crate) fn standing_below(&self, row: u8, mover: u8, columns: u8) -> u8 {
        let r = row as usize;
        if r > ROWS as usize {
            return 0;
        }
        let mut mask = 0u8;
        for c in 0..COLUMNS {
            let face_down = self.flipped[c] >> r & 1 == 1;
            // An empty square holds NONE, never below a mover.
            let top = if face_down { NONE } else { self.top[c][r] };
            mask |= u8::from(top < mover) << c;
        }
        mask & columns
    }

    /// Rows of a column that hold anything.
    pub fn filled(&self, column: usize) -> RowMask {
        self.filled.get(column).copied().unwrap_or(0)
    }

    /// Rows of a column that hold a face-down pile.
    pub fn flipped(&self, column: usize) -> RowMask {
        self.flipped.get(column).copied().unwrap_or(0)
    }

    /// Rows of a column that hold a standing stack.
    pub fn standing_rows(&self, column: usize) -> RowMask {
        self.filled(column) & !self.flipped(column)
    }

    /// The cards of a square, top first.
    pub fn cards(&self, column: usize, row: u8) -> impl Iterator<Item = Card> + '_ {
        self.chain(self.pile(column, row).map_or(NONE, |p| p.top.index()))
    }

    fn chain(&self, first: u8) -> impl Iterator<Item = Card> + '_ {
        let mut next = first;
        core::iter::from_fn(move || {
            let card = Card::from_index(next)?;
            next = self.below[next as usize];
            Some(card)
        })
    }

    /// The cards of a lifted segment, top first.
    pub fn segment_cards(&self, seg: Segment) -> impl Iterator<Item = Card> + '_ {
        self.chain(seg.top.index()).take(seg.len as usize)
    }

    /// Every non-empty square as (column, row, pile).
    pub fn piles(&self) -> impl Iterator<Item = (usize, u8, Pile)> + '_ {
        (0..COLUMNS).flat_map(move |c| rows_of(self.filled[c]).filter_map(move |r| Some((c, r, self.pile(c, r)?))))
    }

    /// Lifts the top `count` cards (1 ≤ count ≤ height) off a square.
    pub(crate) fn lift(&mut self, column: usize, row: u8, count: u8) -> Segment {
        let r = row as usize;
        let height = self.height[column][r];
        debug_assert!(count >= 1 && count <= height);
        let top = self.top[column][r];
        let mut last = top;
        for _ in 1..count {
            last = self.below[last as usize];
        }
        let rest = self.below[last as usize];
        self.below[last as usize] = NONE;
        self.height[column][r] = height - count;
        self.top[column][r] = rest;
        if rest == NONE {
            self.bottom[column][r] = NONE;
            self.filled[column] &= !(1 << row);
            self.flipped[column] &= !(1 << row);
        }
        Segment { top: Card(top), bottom: Card(last), len: count }
    }

    /// Puts a segment on top of a square (empty, or a face-down pile it joins).
    pub(crate) fn put_on(&mut self, column: usize, row: u8, seg: Segment) {
        let r = row as usize;
        let old_top = self.top[column][r];
        self.below[seg.bottom.index() as usize] = old_top;
        if old_top == NONE {
            self.bottom[column][r] = seg.bottom.index();
        }
        self.top[column][r] = seg.top.index();
        self.height[column][r] += seg.len;
        self.filled[column] |= 1 << row;
    }

    /// Slides a segment beneath the pile of a square (favours: taken cards go under the taker).
    pub(crate) fn put_beneath(&mut self, column: usize, row: u8, seg: Segment) {
        let r = row as usize;
        let old_bottom = self.bottom[column][r];
        if old_bottom == NONE {
            self.put_on(column, row, seg);
            return;
        }
        self.below[old_bottom as usize] = seg.top.index();
        self.below[seg.bottom.index() as usize] = NONE;
        self.bottom[column][r] = seg.bottom.index();
        self.height[column][r] += seg.len;
    }

    /// Unlinks the cards of a segment that leaves the board (discarded).
    pub(crate) fn forget(&mut self, seg: Segment) {
        let mut next = seg.top.index();
        for _ in 0..seg.len {
            let after = self.below[next as usize];
            self.below[next as usize] = NONE;
            next = after;
        }
    }

    pub(crate) fn below_of(&self, index: u8) -> u8 {
        self.below[index as usize]
    }

    /// Renames the cards on the board (see `State::redeal_unseen`): `map` renames a top or bottom
    /// index, `below` is the new chain already renamed.
    pub(crate) fn relabel(&mut self, map: impl Fn(u8) -> u8, below: [u8; Card::COUNT]) {
        for column in 0..COLUMNS {
            for row in rows_of(self.filled[column]) {
                let r = row as usize;
                self.top[column][r] = map(self.top[column][r]);
                self.bottom[column][r] = map(self.bottom[column][r]);
            }
        }
        self.below = below;
    }

    pub(crate) fn set_flipped(&mut self, column: usize, row: u8) {
        debug_assert!(self.filled[column] >> row & 1 == 1);
        self.flipped[column] |= 1 << row;
    }
}

/// How many rows a mask holds. Masks of destinations hold one or two rows, so without a
/// population-count instruction (baseline x86-64) clearing the lowest bit until none is left is
/// quicker than the library's bit-twiddling count.
#[inline]
pub(crate) fn row_count(mask: RowMask) -> u32 {
    if cfg!(any(target_arch = "wasm32", target_feature = "popcnt")) {
        return mask.count_ones();
    }
    let mut bits = mask;
    let mut n = 0;
    while bits != 0 {
        bits &= bits - 1;
        n += 1;
    }
    n
}

/// The rows set in a mask, lowest first.
pub fn rows_of(mask: RowMask) -> impl Iterator<Item = u8> {
    let mut bits = mask;
    core::iter::from_fn(move || {
        if bits == 0 {
            return None;
        }
        let r = bits.trailing_zeros() as u8;
        bits &= bits - 1;
        Some(r)
    })
}

impl core::fmt::Debug for Board {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut list = f.debug_list();
        for (c, r, p) in self.piles() {
            let cards: Vec<Card> = self.cards(c, r).collect();
            list.entry(&(c + 1, r, p.flipped, cards));
        }
        list.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn row_count_counts_every_mask() {
        for mask in 0..=RowMask::MAX {
            assert_eq!(row_count(mask), mask.count_ones());
        }
    }

    #[test]
    fn standing_below_reads_tops_on_the_row_only_when_standing_and_lower() {
        let mut board = Board::new();
        let one = |i: u8| Segment { top: Card(i), bottom: Card(i), len: 1 };
        // Row 9: column 1 holds card 3 standing, column 2 card 20 standing, column 3 card 2 face
        // down, column 4 card 10 standing; column 5 is empty; column 6 holds card 1 on row 8.
        board.put_on(0, 9, one(3));
        board.put_on(1, 9, one(20));
        board.put_on(2, 9, one(2));
        board.set_flipped(2, 9);
        board.put_on(3, 9, one(10));
        board.put_on(5, 8, one(1));
        assert_eq!(board.standing_below(9, 15, 0b11_1111), 0b00_1001);
        assert_eq!(board.standing_below(9, 15, 0b11_1110), 0b00_1000);
        assert_eq!(board.standing_below(9, 30, 0b11_1111), 0b00_1011);
        assert_eq!(board.standing_below(9, 3, 0b11_1111), 0);
        assert_eq!(board.standing_below(8, 30, 0b11_1111), 0b10_0000);
        assert_eq!(board.standing_below(14, 30, 0b11_1111), 0);
    }
}
