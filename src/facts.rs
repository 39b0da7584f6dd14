//! The board's facts for a user interface: sizes, the classes with their rows, the cards.
//!
//! A page that draws the board or edits positions takes these from the engine instead of
//! declaring them again; every value here is read from the engine's own constants and methods
//! ([`crate::board`], [`Class`], [`Card`], the player counts, [`View::SPECTATOR`]).
//!
//! The WebAssembly module hands them over as their JSON ([`BoardFacts::JSON`]), which
//! `tests/facts.rs` checks is exactly what [`BoardFacts::new`] serializes to, rather than
//! serializing them itself (code the module would carry for one constant answer).

use crate::board::{COLUMNS, MIDDLE_ROW, ROWS};
use crate::card::{Card, Class};
use crate::state::{MAX_PLAYERS, MIN_PLAYERS};
use crate::view::View;
use serde::Serialize;

/// One class as the board shows it.
///
/// # Examples
///
/// ```
/// use heuchel::BoardFacts;
/// let bishop = &BoardFacts::new().classes[4];
/// assert_eq!(
///     serde_json::to_string(bishop).unwrap(),
///     r#"{"id":"Bishop","letter":"B","name":"Bishop","rank":5,"startRow":5,"goalRow":12}"#
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct ClassFacts {
    /// The class as views name an unseen card's class (`{ "class": "Bishop" }`).
    #[cfg_attr(target_arch = "wasm32", tsify(type = "ClassName"))]
    pub id: Class,
    /// The notation letter (`A` for the pAtrician).
    pub letter: char,
    /// The name in English ("Fire-Eater").
    pub name: &'static str,
    /// 1 (Fire-Eater) to 6 (Prince).
    pub rank: u8,
    pub start_row: u8,
    pub goal_row: u8,
}

impl ClassFacts {
    /// The facts of one class.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::facts::ClassFacts;
    /// use heuchel::Class;
    /// let prince = ClassFacts::of(Class::Prince);
    /// assert_eq!((prince.letter, prince.start_row, prince.goal_row), ('P', 6, 13));
    /// ```
    pub fn of(class: Class) -> ClassFacts {
        ClassFacts {
            id: class,
            letter: class.letter(),
            name: class.name(),
            rank: class.rank(),
            start_row: class.start_row(),
            goal_row: class.goal_row(),
        }
    }
}

/// Everything a board needs to know that does not change during a game. In JSON:
///
/// ```json
/// { "columns": 6, "rows": 13, "middleRow": 7, "minPlayers": 3, "maxPlayers": 6, "spectator": 6,
///   "values": [1, 2, 3, 4, 5, 6],
///   "classes": [ { "id": "FireEater", "letter": "F", "name": "Fire-Eater", "rank": 1, "startRow": 1, "goalRow": 8 }, … ],
///   "cards": ["F1", "F2", …, "P6"] }
/// ```
///
/// # Examples
///
/// ```
/// use heuchel::BoardFacts;
/// let facts = BoardFacts::new();
/// assert_eq!((facts.columns, facts.rows, facts.middle_row), (6, 13, 7));
/// assert_eq!(facts.classes[0].name, "Fire-Eater");
/// assert_eq!(facts.cards.len(), 36);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct BoardFacts {
    /// Columns on the board, one per seat.
    pub columns: u8,
    /// Rows on the board, numbered 1 (bottom) to this.
    pub rows: u8,
    /// The plain row between the start rows (below) and the goal rows (above).
    pub middle_row: u8,
    pub min_players: u8,
    pub max_players: u8,
    /// The viewer number of a spectator's view.
    pub spectator: u8,
    /// The values a card may carry, lowest first.
    pub values: Vec<u8>,
    /// Every class, lowest rank first.
    pub classes: Vec<ClassFacts>,
    /// All 36 cards in notation, class by class (lowest rank first), lowest value first.
    pub cards: Vec<Card>,
}

impl BoardFacts {
    /// The facts as JSON, exactly as `serde_json` writes [`BoardFacts::new`] (`tests/facts.rs`
    /// checks it, and writes it anew with `HEUCHEL_RECORD=1`): what the WebAssembly module's
    /// `boardFacts()` parses.
    pub const JSON: &'static str = include_str!("facts.json");

    /// The facts, read from the engine's constants.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::BoardFacts;
    /// assert_eq!(BoardFacts::new().values, vec![1, 2, 3, 4, 5, 6]);
    /// ```
    pub fn new() -> BoardFacts {
        BoardFacts {
            columns: COLUMNS as u8,
            rows: ROWS,
            middle_row: MIDDLE_ROW,
            min_players: MIN_PLAYERS,
            max_players: MAX_PLAYERS,
            spectator: View::SPECTATOR,
            values: (Card::MIN_VALUE..=Card::MAX_VALUE).collect(),
            classes: Class::ALL.into_iter().map(ClassFacts::of).collect(),
            cards: Card::all().collect(),
        }
    }
}

impl Default for BoardFacts {
    fn default() -> BoardFacts {
        BoardFacts::new()
    }
}
