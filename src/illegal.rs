//! Why an action is refused: what `State::play` and `State::check` return, the state unchanged.

use platform::coded::Arg;
use thiserror::Error;

/// Why an action was refused. The state is unchanged whenever one of these is returned.
///
/// Serializes as `{ "code": "action.badDestination", "args": { "from": 3, "to": 9 } }`
/// ([`IllegalAction::code`], [`IllegalAction::args`]).
///
/// # Examples
///
/// ```
/// use heuchel::{Config, IllegalAction, State, Variant};
/// let mut state = State::new(Config { players: 3, variant: Variant::Base, seed: 1 }).unwrap();
/// let error = state.play("3-5.1".parse().unwrap()).unwrap_err();
/// assert_eq!(error, IllegalAction::WrongPhase { expected: "setup" });
/// assert_eq!(error.code(), "action.wrongPhase");
/// assert_eq!(error.to_string(), "that kind of action is not possible now: place your dealt cards on your start squares");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum IllegalAction {
    #[error("the game is over")]
    GameOver,
    /// `expected` names what the player is expected to do instead: `"setup"` (place his dealt
    /// cards) or the step of his turn by its name (`Step::name`: `"move"`, `"favours"`, …); the
    /// message says it in English ([`expected_words`]).
    #[error("that kind of action is not possible now: {}", expected_words(expected))]
    WrongPhase { expected: &'static str },
    #[error("you do not hold that card")]
    NotInHand,
    #[error("there is no stack of yours that can move on row {row}")]
    NoStack { row: u8 },
    #[error("that stack has {height} cards; you cannot move {count}")]
    BadCount { count: u8, height: u8 },
    #[error("the stack on row {from} cannot move to row {to}")]
    BadDestination { from: u8, to: u8 },
    /// `column` is 0-based; the message counts from 1.
    #[error("the stack in column {} is not a victim you may take from now", *column as u16 + 1)]
    NotAVictim { column: u8 },
    #[error("a move fits the roll, so you must move rather than lose a card")]
    MustMove,
}

/// What the player to act is expected to do, in English, by the name of the step he is in:
/// `"setup"` or a step's name (`Step::name`). For messages and the command-line program; a page
/// words the name itself.
///
/// # Examples
///
/// ```
/// use heuchel::error::expected_words;
/// assert_eq!(expected_words("roll"), "roll the die");
/// assert_eq!(expected_words("setup"), "place your dealt cards on your start squares");
/// ```
pub fn expected_words(step: &str) -> &'static str {
    match step {
        "setup" => "place your dealt cards on your start squares",
        "move" => "move one of your stacks, or the top part of one",
        "favours" => "take cards from a lower stack on your row, or take no more",
        "extra" => "make another move, or end your turn",
        "roll" => "roll the die",
        "extraRoll" => "roll again for another move, or end your turn",
        "rolled" => "move a stack exactly the number rolled, or lose a card if none fits",
        _ => "something else",
    }
}

platform::coded!(IllegalAction {
    /// The stable machine code, `"action."` and the kind in camelCase.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::IllegalAction;
    /// assert_eq!(IllegalAction::BadDestination { from: 3, to: 9 }.code(), "action.badDestination");
    /// ```
    code,
    /// The arguments of the code, by name (`column` 0-based; `expected` a step's name).
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::error::Arg;
    /// use heuchel::IllegalAction;
    /// let args = IllegalAction::BadCount { count: 3, height: 2 }.args();
    /// assert_eq!(args, vec![("count", Arg::Number(3)), ("height", Arg::Number(2))]);
    /// assert!(IllegalAction::MustMove.args().is_empty());
    /// ```
    args,
    IllegalAction::GameOver => "action.gameOver"; [],
    IllegalAction::WrongPhase { expected } => "action.wrongPhase"; [expected: Arg::Word(expected)],
    IllegalAction::NotInHand => "action.notInHand"; [],
    IllegalAction::NoStack { row } => "action.noStack"; [row: Arg::number(*row)],
    IllegalAction::BadCount { count, height } => "action.badCount"; [count: Arg::number(*count), height: Arg::number(*height)],
    IllegalAction::BadDestination { from, to } => "action.badDestination"; [from: Arg::number(*from), to: Arg::number(*to)],
    IllegalAction::NotAVictim { column } => "action.notAVictim"; [column: Arg::number(*column)],
    IllegalAction::MustMove => "action.mustMove"; [],
});
