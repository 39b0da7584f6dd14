//! Who can take a seat, and the game as the shared tournament harness plays it.

use heuchel::bot::{self, Budget, Level};
use heuchel::greedy::greedy_action;
use heuchel::random::RandomPlayer;
use heuchel::rng::Rng;
use heuchel::{Action, Config, State, Variant, View};
use platform::tournament::{Plan, Setting, Table};

/// A computer player that can take a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Participant {
    Bot(Level),
    /// Uniformly random legal actions: the floor every level must clear.
    Random,
    /// The one-ply greedy baseline of `heuchel::greedy`.
    Greedy,
}

impl Participant {
    pub const NAMES: &'static str = "easy, medium, hard, expert, random or greedy";

    pub fn parse(text: &str) -> Option<Participant> {
        match text.to_ascii_lowercase().as_str() {
            "random" => Some(Participant::Random),
            "greedy" => Some(Participant::Greedy),
            other => other.parse().ok().map(Participant::Bot),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Participant::Bot(level) => level.name(),
            Participant::Random => "random",
            Participant::Greedy => "greedy",
        }
    }

    /// The action for the viewer of `view`. Baselines need the legal actions, which depend only
    /// on what the viewer sees: they are read from a world sampled from the view, as the bots do,
    /// so no participant is ever handed the real state.
    fn decide(self, view: &View, seed: u64, budget: Budget) -> Result<Action, String> {
        if let Participant::Bot(level) = self {
            return bot::choose(level, view, seed, budget).map_err(|e| e.to_string());
        }
        // The baselines are handed the view alone. Their random source is drawn after a world is
        // sampled from the view, as it was when they were handed that world: recorded results hold.
        let mut rng = Rng::from_state(seed);
        State::sample_world(view, &mut rng).map_err(|e| e.to_string())?;
        let action = match self {
            Participant::Greedy => greedy_action(view, &mut rng),
            _ => RandomPlayer::new(rng.next_u64()).choose(view),
        };
        action.map_err(|e| e.to_string())
    }
}

impl std::fmt::Display for Participant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Heuchel & Meuchel at a tournament: the game's own settings (the thread count and the lineup
/// are the shared harness's, `platform::tournament`).
#[derive(Clone, Debug)]
pub struct Heuchel {
    pub variant: Variant,
    /// Hard's iterations per decision.
    pub budget: Budget,
    /// Expert's iterations per decision.
    pub expert_budget: Budget,
}

impl Heuchel {
    /// What the report says of the games: the command that plays them again (the thread count
    /// changes nothing, and the budgets only matter to Hard and Expert), the heading, and the
    /// settings in JSON.
    pub fn setting(&self, plan: &Plan<Participant>) -> Setting {
        let has = |level| plan.lineup.contains(&Participant::Bot(level));
        let seats: Vec<&str> = plan.lineup.iter().map(|p| p.name()).collect();
        let variant = variant_name(self.variant);
        let mut command = format!(
            "cargo run --release --bin tournament -- --seats {} --variant {variant} --games {} --seed {}",
            seats.join(","),
            plan.games(),
            plan.first_seed
        );
        let mut notes = Vec::new();
        if has(Level::Hard) {
            command += &format!(" --budget {}", self.budget.iterations);
            notes.push(format!("hard thinks {} iterations per decision", self.budget.iterations));
        }
        if has(Level::Expert) {
            command += &format!(" --expert-budget {}", self.expert_budget.iterations);
            notes.push(format!("expert thinks {} iterations per decision", self.expert_budget.iterations));
        }
        let json = vec![
            ("variant", format!("\"{variant}\"")),
            ("budget", self.budget.iterations.to_string()),
            ("expertBudget", self.expert_budget.iterations.to_string()),
        ];
        Setting { command, name: format!("{variant} game"), notes, json }
    }

    /// The budget `who` searches with (only Hard's and Expert's are used).
    pub fn budget_of(&self, who: Participant) -> Budget {
        match who {
            Participant::Bot(Level::Expert) => self.expert_budget,
            _ => self.budget,
        }
    }
}

impl Table for Heuchel {
    type Participant = Participant;
    type Rules = heuchel::rules::Heuchel;

    fn deal(&self, players: u8, seed: u64) -> Result<State, String> {
        let config = Config { players, variant: self.variant, seed };
        State::new(config).map_err(|e| format!("cannot deal {config:?}: {e}"))
    }

    fn decide(&self, who: Participant, view: &View, seed: u64) -> Result<Action, String> {
        who.decide(view, seed, self.budget_of(who))
    }
}

pub fn variant_name(variant: Variant) -> &'static str {
    match variant {
        Variant::Base => "base",
        Variant::Dice => "dice",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for name in ["easy", "medium", "hard", "expert", "random", "greedy"] {
            assert_eq!(Participant::parse(name).unwrap().name(), name);
        }
        assert_eq!(Participant::parse("MEDIUM"), Some(Participant::Bot(Level::Medium)));
        assert_eq!(Participant::parse("oracle"), None);
    }
}
