//! Squares of the market and its lanes ("Gassen"): 5 rows of 6 squares, 6 columns of 5.
//!
//! A square is named by its column letter `a`–`f` (left to right) and its row number `1`–`5`
//! (top to bottom): `a1` is the top left square, `f5` the bottom right one.

use crate::parse_error::{Notation, ParseError};
use core::fmt;
use core::str::FromStr;
use serde::{Deserialize, Serialize};

/// Rows of the market.
pub const ROWS: u8 = 5;
/// Columns of the market.
pub const COLUMNS: u8 = 6;
/// Squares of the market.
pub const SQUARES: usize = (ROWS * COLUMNS) as usize;

/// A square of the market. Serialized as its name (`"c2"`).
///
/// # Examples
///
/// ```
/// use heller::Square;
/// let square: Square = "c2".parse().unwrap();
/// assert_eq!((square.row(), square.column()), (1, 2));
/// assert_eq!(square, Square::new(1, 2).unwrap());
/// assert_eq!(square.index(), 8);
/// assert_eq!(serde_json::to_string(&square).unwrap(), r#""c2""#);
/// assert!(Square::new(5, 0).is_none());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Square(u8);

impl Square {
    /// The square in `row` 0–4 and `column` 0–5 (0-based; the name counts rows from 1).
    pub const fn new(row: u8, column: u8) -> Option<Square> {
        if row < ROWS && column < COLUMNS {
            Some(Square(row * COLUMNS + column))
        } else {
            None
        }
    }

    /// The square with this index 0–29 (row by row, left to right).
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < SQUARES {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// Every square, row by row.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..SQUARES as u8).map(Square)
    }

    /// 0–29, row by row.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 0–4, top to bottom.
    pub const fn row(self) -> u8 {
        self.0 / COLUMNS
    }

    /// 0–5, left to right.
    pub const fn column(self) -> u8 {
        self.0 % COLUMNS
    }

    /// The two lanes through the square: its row and its column.
    pub const fn lanes(self) -> [Lane; 2] {
        [Lane::Row(self.row()), Lane::Column(self.column())]
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.column()) as char, self.row() + 1)
    }
}

impl FromStr for Square {
    type Err = ParseError;

    /// Reads a square's name, `a1` to `f5`.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] with code `notation.square` for anything else.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::Square;
    /// assert_eq!("f5".parse::<Square>().unwrap().index(), 29);
    /// assert_eq!("g1".parse::<Square>().unwrap_err().code(), "notation.square");
    /// ```
    fn from_str(text: &str) -> Result<Square, ParseError> {
        let bytes = text.as_bytes();
        let square = match bytes {
            [c @ b'a'..=b'f', r @ b'1'..=b'5'] => Square::new(r - b'1', c - b'a'),
            _ => None,
        };
        square.ok_or_else(|| ParseError::new(Notation::Square, "a square is a1 to f5").at(text))
    }
}

impl From<Square> for String {
    fn from(square: Square) -> String {
        square.to_string()
    }
}

impl TryFrom<String> for Square {
    type Error = ParseError;
    fn try_from(text: String) -> Result<Square, ParseError> {
        text.parse()
    }
}

/// A lane: a row (6 squares, left to right) or a column (5 squares, top to bottom). Numbers are
/// 0-based. Serialized as `{"row": 1}` or `{"column": 4}`.
///
/// # Examples
///
/// ```
/// use heller::{Lane, Square};
/// let row = Lane::Row(1);
/// assert_eq!(row.squares().count(), 6);
/// assert_eq!(Lane::Column(2).squares().count(), 5);
/// assert_eq!(row.to_string(), "row 2");
/// assert_eq!(Lane::Column(2).to_string(), "column c");
/// assert_eq!(serde_json::to_string(&row).unwrap(), r#"{"row":1}"#);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub enum Lane {
    /// Row 0–4 (top to bottom), 6 squares.
    Row(u8),
    /// Column 0–5 (left to right), 5 squares.
    Column(u8),
}

impl Lane {
    /// How many lanes there are: 5 rows and 6 columns.
    pub const COUNT: usize = (ROWS + COLUMNS) as usize;

    /// Every lane: the rows top to bottom, then the columns left to right.
    pub fn all() -> impl Iterator<Item = Lane> {
        (0..ROWS).map(Lane::Row).chain((0..COLUMNS).map(Lane::Column))
    }

    /// 0–10: rows 0–4, then columns 5–10.
    pub const fn index(self) -> usize {
        match self {
            Lane::Row(r) => r as usize,
            Lane::Column(c) => (ROWS + c) as usize,
        }
    }

    /// The lane's squares in order (left to right, top to bottom). Empty for a lane off the market.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        let (len, step, first) = match self {
            Lane::Row(r) if r < ROWS => (COLUMNS, 1, r * COLUMNS),
            Lane::Column(c) if c < COLUMNS => (ROWS, COLUMNS, c),
            _ => (0, 1, 0),
        };
        (0..len).map(move |i| Square(first + i * step))
    }
}

impl fmt::Display for Lane {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Lane::Row(r) => write!(f, "row {}", r as u16 + 1),
            Lane::Column(c) => write!(f, "column {}", (b'a'.wrapping_add(c)) as char),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_lanes_cover_each_square_twice() {
        let mut hits = [0; SQUARES];
        for lane in Lane::all() {
            for square in lane.squares() {
                hits[square.index()] += 1;
                assert!(square.lanes().contains(&lane));
            }
        }
        assert_eq!(hits, [2; SQUARES]);
        for square in Square::all() {
            assert_eq!(square.to_string().parse::<Square>().unwrap(), square);
        }
        assert_eq!(Lane::all().count(), Lane::COUNT);
        assert!(Lane::all().enumerate().all(|(i, lane)| lane.index() == i));
    }
}
