//! Market stalls ("Marktstände"), I to IIII strokes, and each player's supply of them.

use crate::variant::Variant;
use core::fmt;
use serde::{Deserialize, Serialize};

/// A kind of stall, by its strokes (wares): I, II, III or IIII. Serialized as the number of
/// strokes (1–4).
///
/// # Examples
///
/// ```
/// use heller::Stall;
/// assert_eq!(Stall::III.strokes(), 3);
/// assert_eq!(Stall::from_strokes(4), Some(Stall::IIII));
/// assert_eq!(Stall::II.to_string(), "II");
/// assert_eq!(serde_json::to_string(&Stall::II).unwrap(), "2");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "u8", try_from = "u8")]
pub enum Stall {
    /// One stroke (one ware).
    I,
    /// Two strokes.
    II,
    /// Three strokes.
    III,
    /// Four strokes.
    IIII,
}

/// How many stalls of each kind (index = strokes − 1) a player has.
#[cfg_attr(target_arch = "wasm32", tsify_next::declare)]
pub type Stalls = [u8; 4];

/// The strokes (wares) of all the stalls counted in `stalls`.
///
/// # Examples
///
/// ```
/// use heller::{stall_strokes, Stall};
/// assert_eq!(stall_strokes(Stall::FULL), 4 + 3 * 2 + 2 * 3 + 4);
/// assert_eq!(stall_strokes([0, 0, 0, 0]), 0);
/// ```
pub fn stall_strokes(stalls: Stalls) -> u32 {
    Stall::ALL.iter().map(|s| s.strokes() as u32 * stalls[s.index()] as u32).sum()
}

impl Stall {
    /// The four kinds, fewest strokes first.
    pub const ALL: [Stall; 4] = [Stall::I, Stall::II, Stall::III, Stall::IIII];

    /// Every colour's full set: 4 × I, 3 × II, 2 × III, 1 × IIII (10 stalls).
    pub const FULL: Stalls = [4, 3, 2, 1];

    /// The strokes (wares) on the stall, 1–4.
    pub const fn strokes(self) -> u8 {
        self as u8 + 1
    }

    /// The index 0–3 into a [`Stalls`] count.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The kind with this many strokes.
    pub const fn from_strokes(strokes: u8) -> Option<Stall> {
        match strokes {
            1 => Some(Stall::I),
            2 => Some(Stall::II),
            3 => Some(Stall::III),
            4 => Some(Stall::IIII),
            _ => None,
        }
    }

    /// The stalls each player receives at the start of the game: by the rulebook's table
    /// (2 players 4 × I, 3 players 3 × I, 4 players 2 × I, everyone all his II, III and IIII),
    /// or in the open-ended variant the full set whatever the count.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::{Stall, Variant};
    /// assert_eq!(Stall::supply(2, Variant::Standard), [4, 3, 2, 1]);
    /// assert_eq!(Stall::supply(3, Variant::Standard), [3, 3, 2, 1]);
    /// assert_eq!(Stall::supply(4, Variant::Standard), [2, 3, 2, 1]);
    /// assert_eq!(Stall::supply(4, Variant::OpenEnded), [4, 3, 2, 1]);
    /// ```
    pub const fn supply(players: u8, variant: Variant) -> Stalls {
        match variant {
            Variant::OpenEnded => Stall::FULL,
            Variant::Standard => [6u8.saturating_sub(players), 3, 2, 1],
        }
    }
}

impl fmt::Display for Stall {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(["I", "II", "III", "IIII"][self.index()])
    }
}

impl From<Stall> for u8 {
    fn from(stall: Stall) -> u8 {
        stall.strokes()
    }
}

impl TryFrom<u8> for Stall {
    type Error = String;
    fn try_from(strokes: u8) -> Result<Stall, String> {
        Stall::from_strokes(strokes).ok_or_else(|| format!("a stall has 1 to 4 strokes, not {strokes}"))
    }
}
