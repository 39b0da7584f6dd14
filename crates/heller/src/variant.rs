//! The game's two endings: the standard game of three rounds and the rulebook's open-ended variant.

use serde::{Deserialize, Serialize};

/// Which ending the game has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub enum Variant {
    /// Three rounds; stalls by the player count; single-stroke stalls come back after a round.
    #[default]
    Standard,
    /// The rulebook's "Variante": everyone has all ten stalls, every placed stall leaves the
    /// game after its round, and the game ends after the round in which someone placed his last.
    OpenEnded,
}

impl Variant {
    /// As JSON names it: `"standard"` or `"openEnded"`.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::OpenEnded => "openEnded",
        }
    }

    /// The notation letter: `s` standard, `o` open-ended.
    pub const fn letter(self) -> char {
        match self {
            Variant::Standard => 's',
            Variant::OpenEnded => 'o',
        }
    }
}
