//! Why not: the reasons the rules give for refusing an action the player to act tried, with the
//! squares they are about and the rule of RULES.md each rests on ([`State::why_not`]).
//!
//! A rule is a decision's identifier (`D2`, `D8`, `D9`) or the anchor of the RULES.md section
//! that states it (`a-turn`, `material`, `end-of-the-game-standard`).
//!
//! | code | arguments | rule | marks |
//! |---|---|---|---|
//! | `why.gameOver` | | `end-of-the-game-standard` | |
//! | `why.taken` | `square` | `a-turn` (a free square) | `taken` |
//! | `why.noStall` | `stall` (strokes) | `material` (each player's stalls) | |
//! | `why.poolEmpty` | | `D2` | |
//! | `why.placeTurnedFirst` | `tile` | `D9` | |
//! | `why.nothingTurned` | | `D9` | |
//! | `why.chooseFirst` | | `D8` | |
//! | `why.notChoosing` | | `D8` | |
//! | `why.poolFaceUp` | | `D8` | |
//! | `why.poolFaceDown` | | `a-turn` (the top face-down tile) | |
//! | `why.notInPool` | `tile` | `D8` | |
//! | `why.noOwnTile` | | `a-turn` (action 3) | |
//! | `why.mustPlace` | | `a-turn` (passing) | |

use crate::action::Action;
use crate::coded::code_of;
use crate::illegal::IllegalAction;
use crate::square::Square;
use crate::state::State;
use platform::coded::Arg;

/// One reason, with the squares it is about ([`platform::why::Reason`]).
pub type Reason = platform::why::Reason<Square>;

impl State {
    /// The reasons the rules give for refusing `action` now, for the player to act: empty exactly
    /// when the action is legal. The state is not changed. See the [module](crate::why) for the
    /// codes, their rules and marks.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::{Config, State, Variant};
    /// let mut state = State::new(Config { players: 2, variant: Variant::Standard, no_luck: false, seed: 1 }).unwrap();
    /// state.play("s1a1".parse().unwrap()).unwrap();
    /// let why = state.why_not("s2a1".parse().unwrap());
    /// assert_eq!((why[0].code, why[0].rule), ("why.taken", "a-turn"));
    /// assert_eq!(why[0].marks[0].at.to_string(), "a1");
    /// assert!(state.why_not("s2a2".parse().unwrap()).is_empty());
    /// ```
    pub fn why_not(&self, action: Action) -> Vec<Reason> {
        let Err(refused) = self.check(action) else { return Vec::new() };
        let reason = match refused {
            IllegalAction::GameOver => Reason::new("why.gameOver", "end-of-the-game-standard", []),
            IllegalAction::SquareTaken { square } => {
                Reason::new("why.taken", "a-turn", [("square", code_of(square))]).mark("taken", square)
            }
            IllegalAction::NoStall { stall } => {
                Reason::new("why.noStall", "material", [("stall", Arg::number(stall.strokes()))])
            }
            IllegalAction::PoolEmpty => Reason::new("why.poolEmpty", "D2", []),
            IllegalAction::PlaceTurnedFirst { tile } => {
                Reason::new("why.placeTurnedFirst", "D9", [("tile", code_of(tile))])
            }
            IllegalAction::NothingTurned => Reason::new("why.nothingTurned", "D9", []),
            IllegalAction::ChooseFirst => Reason::new("why.chooseFirst", "D8", []),
            IllegalAction::NotChoosing => Reason::new("why.notChoosing", "D8", []),
            IllegalAction::PoolFaceUp => Reason::new("why.poolFaceUp", "D8", []),
            IllegalAction::PoolFaceDown => Reason::new("why.poolFaceDown", "a-turn", []),
            IllegalAction::NotInPool { tile } => Reason::new("why.notInPool", "D8", [("tile", code_of(tile))]),
            IllegalAction::NoOwnTile => Reason::new("why.noOwnTile", "a-turn", []),
            IllegalAction::MustPlace => Reason::new("why.mustPlace", "a-turn", []),
        };
        vec![reason]
    }
}
