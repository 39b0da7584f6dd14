//! Playing the games: who sits where, where each decision's seed comes from, and the deals
//! shared out among threads.

use super::Table;
use crate::game::Rules;
use crate::rng::Rng;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

/// No game comes near this many decisions; reaching it means the engine or a bot stopped
/// making progress.
const DECISION_LIMIT: u32 = 100_000;

/// Who plays which deals: everything that fixes a tournament's games besides the game's own
/// settings (the thread count does not).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan<P> {
    /// One participant per seat, as given; rotated for each game of a deal.
    pub lineup: Vec<P>,
    /// The seed of the first deal; deal *i* uses `first_seed + i`.
    pub first_seed: u64,
    /// Deals played, each once per rotation of the lineup.
    pub deals: u64,
}

impl<P: Copy> Plan<P> {
    /// The plan for at least `games` games: whole rotations only, since a deal played in some
    /// seatings but not others would favour someone.
    ///
    /// # Examples
    ///
    /// ```
    /// use platform::tournament::Plan;
    /// let plan = Plan::for_games(vec!['H', 'm', 'm'], 1, 10);
    /// assert_eq!((plan.deals, plan.games()), (4, 12));
    /// ```
    pub fn for_games(lineup: Vec<P>, first_seed: u64, games: u64) -> Plan<P> {
        let deals = games.div_ceil(lineup.len().max(1) as u64);
        Plan { lineup, first_seed, deals }
    }

    /// Seats at the table.
    pub fn players(&self) -> usize {
        self.lineup.len()
    }

    /// Games in all: every deal in every rotation.
    pub fn games(&self) -> u64 {
        self.deals * self.players() as u64
    }

    /// Who sits in each seat in `rotation`: lineup entry i takes seat (i + rotation) mod n, so
    /// over the n rotations every entry holds every seat once.
    ///
    /// # Examples
    ///
    /// ```
    /// use platform::tournament::Plan;
    /// let plan = Plan { lineup: vec!['H', 'm', 'm'], first_seed: 1, deals: 1 };
    /// assert_eq!(plan.seating(1), vec!['m', 'H', 'm']);
    /// ```
    pub fn seating(&self, rotation: usize) -> Vec<P> {
        let n = self.players();
        (0..n).map(|seat| self.lineup[(seat + n - rotation % n) % n]).collect()
    }
}

/// One finished game, per seat.
#[derive(Clone, Debug)]
pub struct GameRecord<P> {
    /// Who sat in each seat.
    pub seating: Vec<P>,
    /// Each seat's final score (points, money): the highest wins.
    pub scores: Vec<i32>,
    /// Decisions each seat took.
    pub decisions: Vec<u32>,
    /// Thinking time: the one figure that differs from run to run.
    pub nanos: Vec<u64>,
}

/// The games of one deal, one per rotation, in rotation order.
#[derive(Clone, Debug)]
pub struct DealRecord<P> {
    /// The deal's games, rotation 0 first.
    pub games: Vec<GameRecord<P>>,
}

/// A progress report for [`play_all`]: a line on stderr (`program: 120/600 games, 61.2 s`) about
/// every tenth of the `total` games, and only once the run has lasted long enough to wonder.
pub fn progress_on_stderr(program: &'static str, total: u64) -> impl Fn(u64) + Sync {
    let started = Instant::now();
    move |done: u64| {
        if done * 10 / total != (done - 1) * 10 / total && done < total && started.elapsed().as_secs() >= 1 {
            eprintln!("{program}: {done}/{total} games, {:.1} s", started.elapsed().as_secs_f64());
        }
    }
}

/// SplitMix64's finaliser, as used by the engines' own rng.
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
pub fn play_game<T: Table>(
    table: &T,
    plan: &Plan<T::Participant>,
    seed: u64,
    rotation: usize,
) -> Result<GameRecord<T::Participant>, String> {
    let players = plan.players() as u8;
    let mut state = table.deal(players, seed)?;
    let notation = T::Rules::to_notation;
    let seating = plan.seating(rotation);
    let (mut decisions, mut nanos) = (vec![0u32; players as usize], vec![0u64; players as usize]);
    let mut index = 0u32;
    while let Some(player) = T::Rules::to_act(&state) {
        let seat = player as usize;
        let who = seating[seat];
        let context = || format!("deal seed {seed}, rotation {rotation}, {who} in seat {}, decision {index}", seat + 1);
        if index >= DECISION_LIMIT {
            return Err(format!(
                "no end after {DECISION_LIMIT} decisions ({}); position: {}",
                context(),
                notation(&state)
            ));
        }
        let view = T::Rules::view(&state, player);
        let started = Instant::now();
        // A panicking bot is a bug like any other: caught here, it is reported with its position.
        let decided =
            catch_unwind(AssertUnwindSafe(|| table.decide(who, &view, decision_seed(seed, rotation, player, index))))
                .unwrap_or_else(|_| Err("it panicked".to_string()));
        let action = decided
            .map_err(|e| format!("{who} failed to decide: {e} ({}); position: {}", context(), notation(&state)))?;
        nanos[seat] += started.elapsed().as_nanos() as u64;
        decisions[seat] += 1;
        // A refused action leaves the state untouched, so the position shown is the one it was chosen in.
        T::Rules::play(&mut state, action)
            .map_err(|e| format!("the engine refused {action}: {e} ({}); position: {}", context(), notation(&state)))?;
        index += 1;
    }
    let outcome = T::Rules::outcome(&state)
        .ok_or_else(|| format!("over without an outcome (deal seed {seed}); position: {}", notation(&state)))?;
    Ok(GameRecord { seating, scores: outcome.scores, decisions, nanos })
}

/// Plays every deal, each in all rotations, on `threads` threads (deal i on thread i mod
/// threads), and returns them in seed order, so the result does not depend on the thread count.
/// `progress` is called after every game with the number of games finished.
pub fn play_all<T: Table>(
    table: &T,
    plan: &Plan<T::Participant>,
    threads: usize,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Vec<DealRecord<T::Participant>>, String> {
    let threads = threads.clamp(1, plan.deals.max(1) as usize);
    let done = AtomicU64::new(0);
    let failed = AtomicBool::new(false);
    type Part<P> = Result<Vec<(u64, DealRecord<P>)>, String>;
    let worker = |first: usize| -> Part<T::Participant> {
        let mut out = Vec::new();
        for i in (first as u64..plan.deals).step_by(threads) {
            if failed.load(Ordering::Relaxed) {
                break;
            }
            let seed = plan.first_seed.wrapping_add(i);
            let mut games = Vec::with_capacity(plan.players());
            for rotation in 0..plan.players() {
                let game =
                    play_game(table, plan, seed, rotation).inspect_err(|_| failed.store(true, Ordering::Relaxed))?;
                games.push(game);
                progress(done.fetch_add(1, Ordering::Relaxed) + 1);
            }
            out.push((i, DealRecord { games }));
        }
        Ok(out)
    };
    let parts: Vec<Part<T::Participant>> = std::thread::scope(|scope| {
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

    #[test]
    fn every_entry_holds_every_seat_once() {
        let lineup = ['H', 'r', 'g', 'r'];
        let plan = Plan { lineup: lineup.to_vec(), first_seed: 1, deals: 1 };
        assert_eq!(plan.seating(0), lineup.to_vec());
        for who in ['H', 'g'] {
            let mut seats: Vec<usize> =
                (0..4).map(|r| plan.seating(r).iter().position(|&p| p == who).unwrap()).collect();
            seats.sort();
            assert_eq!(seats, vec![0, 1, 2, 3], "{who}");
        }
        // Multisets of seatings are the same in every rotation.
        for r in 0..4 {
            let mut names = plan.seating(r);
            names.sort();
            assert_eq!(names, vec!['H', 'g', 'r', 'r']);
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
}
