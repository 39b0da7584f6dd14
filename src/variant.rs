//! The game's two forms: the base game and the dice variant (R11).

use serde::{Deserialize, Serialize};

/// Which form of the game is played: the base game (moves by steps and jump chains) or the dice
/// variant (moves by the exact roll of a die).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub enum Variant {
    /// Moves by steps and jump chains.
    #[default]
    Base,
    /// Moves by the exact roll of one die.
    Dice,
}

impl Variant {
    /// As the JSON API names it: `"base"` or `"dice"`.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::Variant;
    /// assert_eq!(Variant::Dice.name(), "dice");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Base => "base",
            Variant::Dice => "dice",
        }
    }

    /// The notation letter: `b` base game, `d` dice variant.
    ///
    /// # Examples
    ///
    /// ```
    /// use heuchel::Variant;
    /// assert_eq!(Variant::Base.letter(), 'b');
    /// ```
    pub fn letter(self) -> char {
        match self {
            Variant::Base => 'b',
            Variant::Dice => 'd',
        }
    }
}
