//! The 36 cards: six classes of six values each.

use crate::parse_error::Notation;
use core::fmt;
use platform::quoted::Quoted;
use serde::{Deserialize, Serialize};

/// A social class. The discriminant is the class's rank (1 lowest) and its start row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
// TypeScript's name is ClassName (heuchel.d.ts): the class a view shows of an unseen card.
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null, type_suffix = "Name"))]
pub enum Class {
    FireEater = 1,
    Minstrel = 2,
    Quack = 3,
    Patrician = 4,
    Bishop = 5,
    Prince = 6,
}

impl Class {
    pub const ALL: [Class; 6] =
        [Class::FireEater, Class::Minstrel, Class::Quack, Class::Patrician, Class::Bishop, Class::Prince];

    /// 1 (Fire-Eater) to 6 (Prince).
    pub const fn rank(self) -> u8 {
        self as u8
    }

    pub const fn from_rank(rank: u8) -> Option<Class> {
        match rank {
            1 => Some(Class::FireEater),
            2 => Some(Class::Minstrel),
            3 => Some(Class::Quack),
            4 => Some(Class::Patrician),
            5 => Some(Class::Bishop),
            6 => Some(Class::Prince),
            _ => None,
        }
    }

    /// Start squares are rows 1–6, one per class, lowest class lowest.
    pub const fn start_row(self) -> u8 {
        self as u8
    }

    /// Every class travels exactly seven rows from start to goal.
    pub const fn goal_row(self) -> u8 {
        self as u8 + 7
    }

    /// The notation letter (A for pAtrician, since P is the Prince).
    pub const fn letter(self) -> char {
        match self {
            Class::FireEater => 'F',
            Class::Minstrel => 'M',
            Class::Quack => 'Q',
            Class::Patrician => 'A',
            Class::Bishop => 'B',
            Class::Prince => 'P',
        }
    }

    /// Accepts the letter in either case (lowercase marks face-down cards in the notation).
    pub fn from_letter(c: char) -> Option<Class> {
        Class::ALL.into_iter().find(|k| k.letter() == c.to_ascii_uppercase())
    }

    pub const fn name(self) -> &'static str {
        match self {
            Class::FireEater => "Fire-Eater",
            Class::Minstrel => "Minstrel",
            Class::Quack => "Quack",
            Class::Patrician => "Patrician",
            Class::Bishop => "Bishop",
            Class::Prince => "Prince",
        }
    }
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One card. The index orders cards by rank (class first, then value), so `Ord` is the game's rank.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(pub(crate) u8);

impl Card {
    pub const COUNT: usize = 36;
    /// The lowest value in a card's shield.
    pub const MIN_VALUE: u8 = 1;
    /// The highest value in a card's shield: each class has one card of every value.
    pub const MAX_VALUE: u8 = 6;

    pub const fn new(class: Class, value: u8) -> Option<Card> {
        if value >= Card::MIN_VALUE && value <= Card::MAX_VALUE {
            Some(Card((class as u8 - 1) * 6 + value - 1))
        } else {
            None
        }
    }

    pub const fn from_index(index: u8) -> Option<Card> {
        if (index as usize) < Card::COUNT {
            Some(Card(index))
        } else {
            None
        }
    }

    pub const fn index(self) -> u8 {
        self.0
    }

    pub const fn class(self) -> Class {
        // A table rather than a match: this sits on the hot path of move generation. It has an
        // entry for every byte, so the lookup needs neither a bounds check nor a remainder (a
        // card's index is always below `Card::COUNT`; the entries past it are never read).
        const CLASS_OF: [Class; 256] = {
            let mut table = [Class::FireEater; 256];
            let mut i = 0;
            while i < Card::COUNT {
                table[i] = Class::ALL[i / 6];
                i += 1;
            }
            table
        };
        CLASS_OF[self.0 as usize]
    }

    /// The value in the shield, 1–6; also the card's points.
    pub const fn value(self) -> u8 {
        self.0 % 6 + 1
    }

    pub fn all() -> impl Iterator<Item = Card> {
        (0..Card::COUNT as u8).map(Card)
    }

    /// "B4" — class letter and value.
    pub fn code(self) -> [u8; 2] {
        [self.class().letter() as u8, b'0' + self.value()]
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.class().letter(), self.value())
    }
}

impl core::str::FromStr for Card {
    type Err = crate::ParseError;
    fn from_str(s: &str) -> Result<Card, crate::ParseError> {
        let bad = |message: String| crate::ParseError::new(Notation::Card, message).at(s);
        let bytes = s.as_bytes();
        if bytes.len() != 2 {
            return Err(bad(format!("a card is a class letter and a value, like B4; got {}", Quoted(&s))));
        }
        let class = Class::from_letter(bytes[0] as char)
            .ok_or_else(|| bad(format!("unknown class letter in {} (use P B A Q M F)", Quoted(&s))))?;
        let value = (bytes[1] as char).to_digit(10).unwrap_or(0) as u8;
        Card::new(class, value).ok_or_else(|| bad(format!("card value must be 1-6 in {}", Quoted(&s))))
    }
}

/// Cards serialize as their code ("B4") so that JSON and JavaScript read naturally.
impl Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A set of cards as a bit mask: used for discards and for fast membership checks.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Debug)]
pub struct CardSet(u64);

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);

    pub fn contains(self, card: Card) -> bool {
        self.0 >> card.index() & 1 == 1
    }
    pub fn insert(&mut self, card: Card) {
        self.0 |= 1 << card.index();
    }
    pub fn remove(&mut self, card: Card) {
        self.0 &= !(1 << card.index());
    }
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// Cards in rank order, lowest first.
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut bits = self.0;
        core::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(Card(i))
        })
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for c in iter {
            set.insert(c);
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_is_class_then_value() {
        let m6 = Card::new(Class::Minstrel, 6).unwrap();
        let m5 = Card::new(Class::Minstrel, 5).unwrap();
        let q1 = Card::new(Class::Quack, 1).unwrap();
        assert!(m6 > m5, "Minstrel 6 outranks Minstrel 5");
        assert!(q1 > m6, "Quack 1 outranks Minstrel 6");
    }

    #[test]
    fn classes_travel_seven_rows() {
        for c in Class::ALL {
            assert_eq!(c.goal_row() - c.start_row(), 7);
        }
        assert_eq!(Class::Prince.goal_row(), 13);
        assert_eq!(Class::FireEater.goal_row(), 8);
    }

    #[test]
    fn card_codes_round_trip() {
        for card in Card::all() {
            assert_eq!(card.to_string().parse::<Card>().unwrap(), card);
        }
        assert!("B7".parse::<Card>().is_err());
        assert!("Z1".parse::<Card>().is_err());
        assert!("B".parse::<Card>().is_err());
    }
}
