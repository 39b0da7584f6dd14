//! The 22 tiles ("Plättchen") and their short codes.
//!
//! | code        | tile                                   | count |
//! |-------------|----------------------------------------|-------|
//! | `B1` … `B6` | a customer, black value 1–6 (pays)     | 2 each |
//! | `R1` … `R6` | a rogue, red value 1–6 (takes)         | 1 each |
//! | `M`         | the money bag ("Geldsack"): doubles    | 1 |
//! | `F`         | a fire ("Feuer"): splits its lanes     | 2 |
//! | `E`         | the evil eye ("Böser Blick")           | 1 |
//!
//! The codes use only letters and digits, so they are URL-safe and read the same in the notation,
//! in JSON and in messages.

use crate::parse_error::{Notation, ParseError};
use core::fmt;
use core::str::FromStr;
use serde::{Deserialize, Serialize};

/// One tile. Tiles of the same kind and value are interchangeable (the two black 3s are equal).
///
/// Serialized as its code (`"B3"`, `"R5"`, `"M"`, `"F"`, `"E"`).
///
/// # Examples
///
/// ```
/// use heller::Tile;
/// let tile: Tile = "R5".parse().unwrap();
/// assert_eq!(tile, Tile::Rogue(5));
/// assert_eq!(tile.value(), -5);
/// assert_eq!(Tile::Customer(3).to_string(), "B3");
/// assert_eq!(serde_json::to_string(&Tile::MoneyBag).unwrap(), r#""M""#);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Tile {
    /// A paying customer, black value 1–6.
    Customer(u8),
    /// A rogue, red value 1–6: counts negative.
    Rogue(u8),
    /// Doubles the result of its part of a lane.
    MoneyBag,
    /// Splits each of its two lanes into parts scored separately; worth nothing itself.
    Fire,
    /// In its part of a lane only the red values count.
    EvilEye,
}

impl Tile {
    /// How many tiles there are.
    pub const COUNT: usize = 22;

    /// Every tile of the game once, in a fixed order (customers, rogues, money bag, fires, evil eye).
    pub const ALL: [Tile; Tile::COUNT] = [
        Tile::Customer(1),
        Tile::Customer(1),
        Tile::Customer(2),
        Tile::Customer(2),
        Tile::Customer(3),
        Tile::Customer(3),
        Tile::Customer(4),
        Tile::Customer(4),
        Tile::Customer(5),
        Tile::Customer(5),
        Tile::Customer(6),
        Tile::Customer(6),
        Tile::Rogue(1),
        Tile::Rogue(2),
        Tile::Rogue(3),
        Tile::Rogue(4),
        Tile::Rogue(5),
        Tile::Rogue(6),
        Tile::MoneyBag,
        Tile::Fire,
        Tile::Fire,
        Tile::EvilEye,
    ];

    /// The number of distinct tiles (kinds with values): 6 customers, 6 rogues, money bag, fire, evil eye.
    pub const KINDS: usize = 15;

    /// One tile of each kind, in the order of [`Tile::kind_index`].
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::Tile;
    /// for (k, tile) in Tile::KIND_LIST.iter().enumerate() {
    ///     assert_eq!(tile.kind_index(), k);
    /// }
    /// ```
    pub const KIND_LIST: [Tile; Tile::KINDS] = [
        Tile::Customer(1),
        Tile::Customer(2),
        Tile::Customer(3),
        Tile::Customer(4),
        Tile::Customer(5),
        Tile::Customer(6),
        Tile::Rogue(1),
        Tile::Rogue(2),
        Tile::Rogue(3),
        Tile::Rogue(4),
        Tile::Rogue(5),
        Tile::Rogue(6),
        Tile::MoneyBag,
        Tile::Fire,
        Tile::EvilEye,
    ];

    /// A number 0–14 for each distinct tile, in the order of [`Tile::ALL`].
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::Tile;
    /// assert_eq!(Tile::Customer(1).kind_index(), 0);
    /// assert_eq!(Tile::Rogue(6).kind_index(), 11);
    /// assert_eq!(Tile::EvilEye.kind_index(), 14);
    /// ```
    pub const fn kind_index(self) -> usize {
        match self {
            Tile::Customer(v) => v as usize - 1,
            Tile::Rogue(v) => v as usize + 5,
            Tile::MoneyBag => 12,
            Tile::Fire => 13,
            Tile::EvilEye => 14,
        }
    }

    /// How many copies of this tile the game has: 2 of each customer and of the fire, else 1.
    pub const fn copies(self) -> u8 {
        match self {
            Tile::Customer(_) | Tile::Fire => 2,
            _ => 1,
        }
    }

    /// The value it adds to a lane's sum: black values positive, red values negative, the
    /// special tiles 0.
    pub const fn value(self) -> i32 {
        match self {
            Tile::Customer(v) => v as i32,
            Tile::Rogue(v) => -(v as i32),
            _ => 0,
        }
    }

    /// Is the tile one of the twelve customers or six rogues ("Figurenplättchen")?
    pub const fn is_figure(self) -> bool {
        matches!(self, Tile::Customer(_) | Tile::Rogue(_))
    }

    /// Is this a tile of the game (values 1–6)? Tiles built by hand may not be.
    pub const fn is_valid(self) -> bool {
        match self {
            Tile::Customer(v) | Tile::Rogue(v) => v >= 1 && v <= 6,
            _ => true,
        }
    }

    /// The tile's name in English, for messages: "customer 3", "rogue 5", "money bag", "fire", "evil eye".
    pub fn name(self) -> String {
        match self {
            Tile::Customer(v) => format!("customer {v}"),
            Tile::Rogue(v) => format!("rogue {v}"),
            Tile::MoneyBag => "money bag".into(),
            Tile::Fire => "fire".into(),
            Tile::EvilEye => "evil eye".into(),
        }
    }

    /// Counts of each distinct tile ([`Tile::kind_index`]) in a list of tiles, each at most 255:
    /// a count stops there (a position naming one tile hundreds of times is refused, not wrapped
    /// round to a plausible count).
    pub fn count_kinds<'a>(tiles: impl IntoIterator<Item = &'a Tile>) -> [u8; Tile::KINDS] {
        let mut counts = [0u8; Tile::KINDS];
        for tile in tiles {
            let count = &mut counts[tile.kind_index()];
            *count = count.saturating_add(1);
        }
        counts
    }

    /// Reads one tile code from the start of `text`; returns the tile and the rest of the text.
    pub(crate) fn read_prefix(text: &str) -> Option<(Tile, &str)> {
        let mut chars = text.chars();
        let tile = match chars.next()? {
            'M' => Tile::MoneyBag,
            'F' => Tile::Fire,
            'E' => Tile::EvilEye,
            c @ ('B' | 'R') => {
                let v = chars.next()?.to_digit(10)? as u8;
                if !(1..=6).contains(&v) {
                    return None;
                }
                if c == 'B' {
                    Tile::Customer(v)
                } else {
                    Tile::Rogue(v)
                }
            }
            _ => return None,
        };
        Some((tile, chars.as_str()))
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Tile::Customer(v) => write!(f, "B{v}"),
            Tile::Rogue(v) => write!(f, "R{v}"),
            Tile::MoneyBag => f.write_str("M"),
            Tile::Fire => f.write_str("F"),
            Tile::EvilEye => f.write_str("E"),
        }
    }
}

impl FromStr for Tile {
    type Err = ParseError;

    /// Reads a tile code.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] with code `notation.tile` when the text is not exactly one tile code.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::Tile;
    /// assert_eq!("E".parse::<Tile>().unwrap(), Tile::EvilEye);
    /// assert_eq!("B7".parse::<Tile>().unwrap_err().code(), "notation.tile");
    /// ```
    fn from_str(text: &str) -> Result<Tile, ParseError> {
        match Tile::read_prefix(text) {
            Some((tile, "")) => Ok(tile),
            _ => Err(ParseError::new(Notation::Tile, "a tile is B1-B6, R1-R6, M, F or E").at(text)),
        }
    }
}

impl From<Tile> for String {
    fn from(tile: Tile) -> String {
        tile.to_string()
    }
}

impl TryFrom<String> for Tile {
    type Error = ParseError;
    fn try_from(text: String) -> Result<Tile, ParseError> {
        text.parse()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_set_has_22_tiles_with_the_right_counts() {
        let counts = Tile::count_kinds(&Tile::ALL);
        assert_eq!(counts.iter().map(|&c| c as usize).sum::<usize>(), 22);
        for tile in Tile::ALL {
            assert_eq!(counts[tile.kind_index()], tile.copies(), "{tile}");
        }
        assert_eq!(Tile::ALL.iter().filter(|t| matches!(t, Tile::Customer(_))).count(), 12);
        assert_eq!(Tile::ALL.iter().filter(|t| matches!(t, Tile::Rogue(_))).count(), 6);
        assert_eq!(Tile::ALL.iter().filter(|t| **t == Tile::Fire).count(), 2);
    }

    #[test]
    fn codes_round_trip() {
        for tile in Tile::ALL {
            assert_eq!(tile.to_string().parse::<Tile>().unwrap(), tile);
        }
        for bad in ["", "B", "B0", "R7", "X", "MM", "b3"] {
            assert!(bad.parse::<Tile>().is_err(), "{bad}");
        }
    }
}
