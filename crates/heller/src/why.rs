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

impl crate::view::View {
    /// The reasons the rules give for refusing `action` of the player to act, worked out from
    /// this view alone (a world sampled from it: [`crate::view::View::sample_world`]): what a
    /// page that holds only its seat's view (an online table) tells the person who tried it. The
    /// same as [`State::why_not`] of the game itself, as every reason rests on what the player
    /// to act can see (his own tile, the market, the supplies, the pile's size). Empty when the
    /// view fits no position.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::{Config, State, Variant};
    /// let mut state = State::new(Config { players: 2, variant: Variant::Standard, no_luck: false, seed: 1 }).unwrap();
    /// state.play("s1a1".parse().unwrap()).unwrap();
    /// let view = state.view(state.to_act().unwrap());
    /// assert_eq!(view.why_not("s2a1".parse().unwrap())[0].code, "why.taken");
    /// assert!(view.why_not("s2a2".parse().unwrap()).is_empty());
    /// ```
    pub fn why_not(&self, action: Action) -> Vec<Reason> {
        self.sample_world(&mut platform::Rng::from_state(0)).map(|world| world.why_not(action)).unwrap_or_default()
    }
}

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

#[cfg(test)]
mod view_tests {
    use crate::{Action, Config, Rng, State, Variant};

    /// Every action text worth trying: stalls, own tiles and turned tiles on every square, turning
    /// up, passing.
    fn tries() -> Vec<Action> {
        let mut texts = vec!["t".to_string(), "x".to_string()];
        for column in 'a'..='h' {
            for row in 1..=8 {
                for kind in ["s1", "s2", "s3", "s4", "o", "l"] {
                    texts.push(format!("{kind}{column}{row}"));
                }
            }
        }
        texts.iter().filter_map(|t| t.parse().ok()).collect()
    }

    /// Along random games of every table, the reasons worked out from the view of the player to
    /// act are the game's own, for every action tried.
    #[test]
    fn the_view_of_the_player_to_act_gives_the_games_reasons() {
        let tries = tries();
        let mut checked = 0;
        for (i, (players, variant, no_luck)) in
            [(2, Variant::Standard, false), (3, Variant::OpenEnded, false), (4, Variant::Standard, true)]
                .into_iter()
                .enumerate()
        {
            let mut state = State::new(Config { players, variant, no_luck, seed: 40 + i as u64 }).unwrap();
            let mut rng = Rng::from_state(i as u64);
            while let Some(player) = state.to_act() {
                let view = state.view(player);
                for &action in &tries {
                    assert_eq!(view.why_not(action), state.why_not(action), "{action} at {}", state.to_notation());
                    checked += 1;
                }
                let legal = state.legal_actions();
                let action = legal[rng.below(legal.len() as u32) as usize];
                state.play(action).unwrap();
            }
        }
        assert!(checked > 10_000, "{checked}");
    }
}
