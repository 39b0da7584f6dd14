//! Text that is not valid notation: a position, an action, a tile or a square that could not be
//! read, with the piece at fault. Each type's reader (`FromStr`) returns it.

use crate::coded::Arg;
use thiserror::Error;

/// What a text that could not be read was meant to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    /// A full position ([`State::from_notation`](crate::State::from_notation)).
    Position,
    /// An action's text form (`s2c3`).
    Action,
    /// A tile's code (`B3`).
    Tile,
    /// A square's name (`c3`).
    Square,
}

/// The longest piece of text an error carries, in characters; a longer one is cut and ends in "…".
const PIECE_MAX: usize = 32;

/// Text that is not valid notation: what it was meant to be, why (the message), and the piece
/// that could not be read.
///
/// # Examples
///
/// ```
/// use heller::error::Arg;
/// use heller::Square;
/// let error = "z9".parse::<Square>().unwrap_err();
/// assert_eq!(error.code(), "notation.square");
/// assert_eq!(error.args(), vec![("text", Arg::Text("z9".into()))]);
/// assert_eq!(serde_json::to_string(&error).unwrap(), r#"{"code":"notation.square","args":{"text":"z9"}}"#);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{message}")]
pub struct ParseError {
    what: Notation,
    message: String,
    text: Option<String>,
}

impl ParseError {
    /// An error reading a `what`, with this message (English, no final full stop).
    pub fn new(what: Notation, message: impl Into<String>) -> ParseError {
        ParseError { what, message: message.into(), text: None }
    }

    /// The same error, pointing at the piece of text that could not be read (cut to 32 characters).
    pub fn at(mut self, text: &str) -> ParseError {
        self.text = Some(match text.char_indices().nth(PIECE_MAX) {
            Some((end, _)) => format!("{}…", &text[..end]),
            None => text.to_string(),
        });
        self
    }

    /// What the text was meant to be.
    pub fn what(&self) -> Notation {
        self.what
    }

    /// The piece of text that could not be read, when there is one.
    pub fn text(&self) -> Option<&str> {
        self.text.as_deref()
    }
}

platform::coded!(ParseError {
    /// The stable machine code: `notation.position`, `notation.action`, `notation.tile` or
    /// `notation.square`.
    code,
    /// The arguments of the code: `text`, the piece that could not be read, when there is one.
    args,
    ParseError { what: Notation::Position, text, .. } => "notation.position"; [; text_arg(text)],
    ParseError { what: Notation::Action, text, .. } => "notation.action"; [; text_arg(text)],
    ParseError { what: Notation::Tile, text, .. } => "notation.tile"; [; text_arg(text)],
    ParseError { what: Notation::Square, text, .. } => "notation.square"; [; text_arg(text)],
});

/// `text`, when the error names the piece of text at fault.
fn text_arg(text: &Option<String>) -> Option<(&'static str, Arg)> {
    text.as_ref().map(|t| ("text", Arg::Text(t.clone())))
}
