//! Playing the games: who sits where, where each decision's seed comes from, and the deals
//! shared out among threads.

use heuchel::bot::{self, Budget, Level};
use heuchel::greedy::greedy_action;
use heuchel::random::RandomPlayer;
use heuchel::rng::Rng;
use heuchel::{Action, Config, State, Variant, View};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

/// No game comes near this many decisions; reaching it means the engine or a bot stopped
/// making progress.
const DECISION_LIMIT: u32 = 100_000;

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

/// Everything that fixes a tournament's results (the thread count does not).
#[derive(Clone, Debug)]
pub struct Plan {
    pub lineup: Vec<Participant>,
    pub variant: Variant,
    pub first_seed: u64,
    pub deals: u64,
    /// Hard's iterations per decision.
    pub budget: Budget,
    /// Expert's iterations per decision.
    pub expert_budget: Budget,
}

impl Plan {
    /// The budget `who` searches with (only Hard's and Expert's are used).
    pub fn budget_of(&self, who: Participant) -> Budget {
        match who {
            Participant::Bot(Level::Expert) => self.expert_budget,
            _ => self.budget,
        }
    }

    pub fn players(&self) -> usize {
        self.lineup.len()
    }

    pub fn games(&self) -> u64 {
        self.deals * self.players() as u64
    }

    /// Who sits in each seat in `rotation`: lineup entry i takes seat (i + rotation) mod n, so
    /// over the n rotations every entry holds every seat once.
    pub fn seating(&self, rotation: usize) -> Vec<Participant> {
        let n = self.players();
        (0..n).map(|seat| self.lineup[(seat + n - rotation % n) % n]).collect()
    }
}

/// One finished game, per seat.
#[derive(Clone, Debug)]
pub struct GameRecord {
    pub seating: Vec<Participant>,
    pub scores: Vec<i32>,
    pub decisions: Vec<u32>,
    /// Thinking time: the one figure that differs from run to run.
    pub nanos: Vec<u64>,
}

/// The games of one deal, one per rotation, in rotation order.
#[derive(Clone, Debug)]
pub struct DealRecord {
    pub games: Vec<GameRecord>,
}

/// SplitMix64's finaliser, as used by the engine's own rng.
fn mix(x: u64) -> u64 {
    Rng::from_state(x).next_u64()
}

/// The seed of one decision. Each input is mixed in separately, so neighbouring deals, rotations,
/// seats and decisions get unrelated streams, and the same run always thinks the same thoughts.
pub fn decision_seed(deal: u64, rotation: usize, seat: u8, decision: u32) -> u64 {
    let h = mix(deal ^ 0x7E57_AB1E_5EA7_5EED);
    let h = mix(h ^ ((rotation as u64) << 8) ^ u64::from(seat));
    mix(h ^ u64::from(decision))
}

/// Plays one deal with one seating. An engine refusal, a bot failure or a game without end is
/// a bug: the message carries the position in notation to reproduce it.
pub fn play_game(plan: &Plan, seed: u64, rotation: usize) -> Result<GameRecord, String> {
    let players = plan.players() as u8;
    let config = Config { players, variant: plan.variant, seed };
    let mut state = State::new(config).ok_or_else(|| format!("cannot deal {config:?}"))?;
    let seating = plan.seating(rotation);
    let (mut decisions, mut nanos) = (vec![0u32; players as usize], vec![0u64; players as usize]);
    let mut index = 0u32;
    while let Some(player) = state.to_act() {
        let seat = player as usize;
        let who = seating[seat];
        let context = || format!("deal seed {seed}, rotation {rotation}, {who} in seat {}, decision {index}", seat + 1);
        if index >= DECISION_LIMIT {
            return Err(format!(
                "no end after {DECISION_LIMIT} decisions ({}); position: {}",
                context(),
                state.to_notation()
            ));
        }
        let view = state.view(player);
        let started = Instant::now();
        // A panicking bot is a bug like any other: caught here, it is reported with its position.
        let decided = catch_unwind(AssertUnwindSafe(|| {
            who.decide(&view, decision_seed(seed, rotation, player, index), plan.budget_of(who))
        }))
        .unwrap_or_else(|_| Err("it panicked".to_string()));
        let action = decided
            .map_err(|e| format!("{who} failed to decide: {e} ({}); position: {}", context(), state.to_notation()))?;
        nanos[seat] += started.elapsed().as_nanos() as u64;
        decisions[seat] += 1;
        // A refused action leaves the state untouched, so the position shown is the one it was chosen in.
        state.play(action).map_err(|e| {
            format!("the engine refused {action}: {e} ({}); position: {}", context(), state.to_notation())
        })?;
        index += 1;
    }
    Ok(GameRecord { seating, scores: state.scores(), decisions, nanos })
}

/// Plays every deal, each in all rotations, on `threads` threads (deal i on thread i mod
/// threads), and returns them in seed order, so the result does not depend on the thread count.
/// `progress` is called after every game with the number of games finished.
pub fn play_all(plan: &Plan, threads: usize, progress: &(dyn Fn(u64) + Sync)) -> Result<Vec<DealRecord>, String> {
    let threads = threads.clamp(1, plan.deals as usize);
    let done = AtomicU64::new(0);
    let failed = AtomicBool::new(false);
    let worker = |first: usize| -> Result<Vec<(u64, DealRecord)>, String> {
        let mut out = Vec::new();
        for i in (first as u64..plan.deals).step_by(threads) {
            if failed.load(Ordering::Relaxed) {
                break;
            }
            let seed = plan.first_seed.wrapping_add(i);
            let mut games = Vec::with_capacity(plan.players());
            for rotation in 0..plan.players() {
                let game = play_game(plan, seed, rotation).inspect_err(|_| failed.store(true, Ordering::Relaxed))?;
                games.push(game);
                progress(done.fetch_add(1, Ordering::Relaxed) + 1);
            }
            out.push((i, DealRecord { games }));
        }
        Ok(out)
    };
    let parts: Vec<Result<Vec<(u64, DealRecord)>, String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads).map(|t| scope.spawn(move || worker(t))).collect();
        handles.into_iter().map(|h| h.join().unwrap_or_else(|_| Err("a worker thread panicked".to_string()))).collect()
    });
    let mut deals = Vec::with_capacity(plan.deals as usize);
    for part in parts {
        deals.extend(part?);
    }
    deals.sort_by_key(|&(i, _)| i);
    Ok(deals.into_iter().map(|(_, deal)| deal).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan(lineup: &[Participant]) -> Plan {
        Plan {
            lineup: lineup.to_vec(),
            variant: Variant::Base,
            first_seed: 1,
            deals: 1,
            budget: Budget::DEFAULT,
            expert_budget: Budget::EXPERT,
        }
    }

    #[test]
    fn every_entry_holds_every_seat_once() {
        let lineup = [Participant::Bot(Level::Hard), Participant::Random, Participant::Greedy, Participant::Random];
        let plan = plan(&lineup);
        assert_eq!(plan.seating(0), lineup.to_vec());
        for (i, &who) in lineup.iter().enumerate() {
            let mut seats: Vec<usize> =
                (0..4).map(|r| plan.seating(r).iter().position(|&p| p == who).unwrap()).collect();
            if lineup.iter().filter(|&&p| p == who).count() == 1 {
                seats.sort();
                assert_eq!(seats, vec![0, 1, 2, 3], "entry {i}");
            }
        }
        // Multisets of seatings are the same in every rotation.
        for r in 0..4 {
            let mut names: Vec<&str> = plan.seating(r).iter().map(|p| p.name()).collect();
            names.sort();
            assert_eq!(names, vec!["greedy", "hard", "random", "random"]);
        }
    }

    #[test]
    fn seeds_differ_in_every_input() {
        let base = decision_seed(5, 1, 2, 3);
        assert_eq!(base, decision_seed(5, 1, 2, 3));
        for other in
            [decision_seed(6, 1, 2, 3), decision_seed(5, 2, 2, 3), decision_seed(5, 1, 3, 3), decision_seed(5, 1, 2, 4)]
        {
            assert_ne!(base, other);
        }
    }

    #[test]
    fn names_round_trip() {
        for name in ["easy", "medium", "hard", "expert", "random", "greedy"] {
            assert_eq!(Participant::parse(name).unwrap().name(), name);
        }
        assert_eq!(Participant::parse("MEDIUM"), Some(Participant::Bot(Level::Medium)));
        assert_eq!(Participant::parse("oracle"), None);
    }
}
