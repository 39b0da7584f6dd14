//! What every game's computer players share: the four levels a page offers, the budget a search
//! thinks with, and a game's pair of budgets for Hard and Expert.
//!
//! Each game decides how its levels play and how many iterations its search needs
//! ([`Budgets`]); the names, the order, the parsing and the budget's unit are the site's, so that
//! a link, an option or a tournament says `hard` the same way for every game.

use crate::coded::{Arg, Args, Coded};
use core::fmt;
use core::str::FromStr;

/// How strong a computer player is.
///
/// # Examples
///
/// ```
/// use platform::bot::Level;
/// assert_eq!(Level::Hard.name(), "hard");
/// assert_eq!("Medium".parse::<Level>().unwrap(), Level::Medium);
/// assert_eq!("oracle".parse::<Level>().unwrap_err().to_string(), "unknown level \"oracle\": use easy, medium, hard or expert");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Plays legal, plausible actions: a beginner can beat it.
    Easy,
    /// Looks one action ahead.
    Medium,
    /// The game's search at its everyday budget ([`Budgets::hard`]).
    Hard,
    /// The same search with about a second of thinking in a browser ([`Budgets::expert`]).
    Expert,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// The level's name in links, options and tournaments: `easy`, `medium`, `hard`, `expert`.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = UnknownLevel;

    /// Reads a level's name, ignoring case.
    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        Level::ALL.into_iter().find(|l| l.name().eq_ignore_ascii_case(s)).ok_or_else(|| UnknownLevel(s.to_string()))
    }
}

/// A name that is no level: code `bot.level`, argument `level` (the name as given).
///
/// # Examples
///
/// ```
/// use platform::bot::{Level, UnknownLevel};
/// use platform::coded::{Arg, Coded};
/// let e = "oracle".parse::<Level>().unwrap_err();
/// assert_eq!(e, UnknownLevel("oracle".into()));
/// assert_eq!((e.code(), e.args()), ("bot.level", vec![("level", Arg::Text("oracle".into()))]));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown level {}: use easy, medium, hard or expert", crate::quoted::Quoted(&self.0))
    }
}

impl std::error::Error for UnknownLevel {}

impl Coded for UnknownLevel {
    fn code(&self) -> &'static str {
        "bot.level"
    }

    fn args(&self) -> Args {
        vec![("level", Arg::Text(self.0.clone()))]
    }
}

/// How much thinking a computer player may do for one decision. Counted in search iterations
/// (Hard and Expert), not in time, so the decision is the same on every machine; Easy and Medium
/// ignore it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Budget {
    /// Search iterations per decision (at least one is run).
    pub iterations: u32,
}

/// A game's budgets: what its Hard and its Expert think with unless told otherwise.
///
/// # Examples
///
/// ```
/// use platform::bot::{Budget, Budgets, Level};
/// const BUDGETS: Budgets = Budgets { hard: Budget { iterations: 1_000 }, expert: Budget { iterations: 6_000 } };
/// assert_eq!(BUDGETS.of(Level::Expert).iterations, 6_000);
/// assert_eq!(BUDGETS.of(Level::Easy), BUDGETS.hard);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budgets {
    /// Hard's: a decision well under a tenth of a second in a browser.
    pub hard: Budget,
    /// Expert's: about a second in a browser.
    pub expert: Budget,
}

impl Budgets {
    /// The budget `level` thinks with unless told otherwise: Expert's for Expert, Hard's for the
    /// others (Easy and Medium ignore it).
    pub const fn of(self, level: Level) -> Budget {
        match level {
            Level::Expert => self.expert,
            _ => self.hard,
        }
    }
}
