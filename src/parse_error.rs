//! Text that is not valid notation: a position, a view, an action, a card or a saved game that
//! could not be read, with the piece at fault. Each type's reader returns it.

use platform::coded::{serialize_coded, Arg, Args, Coded};
use serde::{Serialize, Serializer};
use thiserror::Error;

/// What a text that could not be read was meant to be: the kind of a [`ParseError`], which its
/// code names (`notation.position`, `notation.view`, …).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    /// A full position in notation (docs/NOTATION.md).
    Position,
    /// A player's or a spectator's view in notation.
    View,
    /// An action's text form (`3-5.2`), or a list of them.
    Action,
    /// A card's code (`B4`).
    Card,
    /// A saved game or game record (`Game::save`).
    Save,
}

impl Notation {
    /// The name in the error's code: `"position"`, `"view"`, `"action"`, `"card"` or `"save"`.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::error::Notation;
    /// assert_eq!(Notation::Save.name(), "save");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Notation::Position => "position",
            Notation::View => "view",
            Notation::Action => "action",
            Notation::Card => "card",
            Notation::Save => "save",
        }
    }
}

/// The longest piece of text an error carries as its `text` argument, in characters; a longer
/// one is cut and ends in "…".
const PIECE_MAX: usize = 32;

/// Text that is not valid notation: what it was meant to be ([`Notation`]), why in English (the
/// message) and, where the reader can point at it, the piece it could not read.
///
/// # Examples
///
/// ```
/// use heuchel::error::Arg;
/// use heuchel::State;
/// let error = State::from_notation("3x_garbage").unwrap_err();
/// assert!(error.to_string().starts_with("notation:"));
/// assert_eq!(error.code(), "notation.position");
/// assert_eq!(error.args(), vec![("text", Arg::Text("3x".into()))]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{}", self.0.message)]
pub struct ParseError(Box<Unread>);

/// A [`ParseError`]'s parts, boxed: errors travel in every `Result` of the readers, and a small one
/// keeps those small.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Unread {
    what: Notation,
    message: String,
    text: Option<String>,
}

impl ParseError {
    /// An error reading a `what`, with this message (English, one sentence, no final full stop).
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::error::Notation;
    /// use heuchel::ParseError;
    /// assert_eq!(ParseError::new(Notation::Position, "bad row").to_string(), "bad row");
    /// ```
    pub fn new(what: Notation, message: impl Into<String>) -> ParseError {
        ParseError(Box::new(Unread { what, message: message.into(), text: None }))
    }

    /// The same error, pointing at the piece of text that could not be read (cut to 32
    /// characters).
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::error::Notation;
    /// use heuchel::ParseError;
    /// let error = ParseError::new(Notation::Card, "card value must be 1-6").at("B9");
    /// assert_eq!(error.text(), Some("B9"));
    /// assert_eq!(error.to_string(), "card value must be 1-6", "the message is unchanged");
    /// ```
    pub fn at(mut self, text: &str) -> ParseError {
        self.0.text = Some(match text.char_indices().nth(PIECE_MAX) {
            Some((end, _)) => format!("{}…", &text[..end]),
            None => text.to_string(),
        });
        self
    }

    /// The same error, as one reading a `what`: a reader that is part of a larger one (a card in
    /// a position, a position in a saved game) says what the whole text was meant to be.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::error::Notation;
    /// use heuchel::Card;
    /// let error = "Z9".parse::<Card>().unwrap_err().reading(Notation::Action);
    /// assert_eq!(error.code(), "notation.action");
    /// ```
    pub fn reading(mut self, what: Notation) -> ParseError {
        self.0.what = what;
        self
    }

    /// What the text was meant to be.
    pub fn what(&self) -> Notation {
        self.0.what
    }

    /// The piece of text that could not be read, when the reader could point at one.
    pub fn text(&self) -> Option<&str> {
        self.0.text.as_deref()
    }

    /// The stable machine code: `"notation."` and what the text was meant to be
    /// ([`Notation::name`]): `notation.position`, `notation.view`, `notation.action`,
    /// `notation.card` or `notation.save`.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::{Action, Card};
    /// assert_eq!("Z9".parse::<Card>().unwrap_err().code(), "notation.card");
    /// assert_eq!("3-".parse::<Action>().unwrap_err().code(), "notation.action");
    /// ```
    pub fn code(&self) -> &'static str {
        match self.0.what {
            Notation::Position => "notation.position",
            Notation::View => "notation.view",
            Notation::Action => "notation.action",
            Notation::Card => "notation.card",
            Notation::Save => "notation.save",
        }
    }

    /// The arguments of the code: `text`, the piece that could not be read, when there is one.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::error::Arg;
    /// use heuchel::Card;
    /// assert_eq!("Z9".parse::<Card>().unwrap_err().args(), vec![("text", Arg::Text("Z9".into()))]);
    /// ```
    pub fn args(&self) -> Args {
        self.0.text.iter().map(|text| ("text", Arg::Text(text.clone()))).collect()
    }
}

impl Coded for ParseError {
    fn code(&self) -> &'static str {
        ParseError::code(self)
    }
    fn args(&self) -> Args {
        ParseError::args(self)
    }
}

impl Serialize for ParseError {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        serialize_coded(self.code(), &self.args(), s)
    }
}
