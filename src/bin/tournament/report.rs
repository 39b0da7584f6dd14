//! The tournament's results as a table for people or as JSON for scripts.
//!
//! Everything except the lines starting with `time` (JSON: `msPerDecision`, `seconds`) is a
//! function of the command line alone, whatever the thread count or the machine.

use crate::args::Args;
use crate::games::{DealRecord, Participant};
use crate::stats::{win_shares, Estimate, Tally};
use heuchel::bot::Level;
use heuchel::Variant;
use std::fmt::Write;
use std::time::Duration;

/// What a report is made of.
pub struct Outcome<'a> {
    pub args: &'a Args,
    pub deals: &'a [DealRecord],
    pub tallies: &'a [Tally],
    pub elapsed: Duration,
}

impl Outcome<'_> {
    /// The command that plays the same games again (the thread count changes nothing, and the
    /// budgets only matter to Hard and Expert).
    pub fn command(&self) -> String {
        let plan = &self.args.plan;
        let seats: Vec<&str> = plan.lineup.iter().map(|p| p.name()).collect();
        let mut command = format!(
            "cargo run --release --bin tournament -- --seats {} --variant {} --games {} --seed {}",
            seats.join(","),
            variant_name(plan.variant),
            plan.games(),
            plan.first_seed
        );
        if self.has(Level::Hard) {
            command += &format!(" --budget {}", plan.budget.iterations);
        }
        if self.has(Level::Expert) {
            command += &format!(" --expert-budget {}", plan.expert_budget.iterations);
        }
        command
    }

    fn has(&self, level: Level) -> bool {
        self.args.plan.lineup.contains(&Participant::Bot(level))
    }

    fn shared_wins(&self) -> usize {
        self.deals
            .iter()
            .flat_map(|d| &d.games)
            .filter(|g| win_shares(&g.scores).iter().any(|&s| s > 0.0 && s < 1.0))
            .count()
    }

    fn games_per_second(&self) -> f64 {
        self.args.plan.games() as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    pub fn text(&self) -> String {
        let plan = &self.args.plan;
        let players = plan.players();
        let last_seed = plan.first_seed.wrapping_add(plan.deals - 1);
        let mut out = String::new();
        let _ = writeln!(out, "# {}", self.command());
        let _ = writeln!(
            out,
            "{players} players, {} game: {} deals (seeds {} to {last_seed}) x {players} seat rotations = {} games",
            variant_name(plan.variant),
            plan.deals,
            plan.first_seed,
            plan.games()
        );
        if self.args.games_asked != plan.games() {
            let _ = writeln!(
                out,
                "(--games {} rounded up to {}: whole rotations of the {players} seats)",
                self.args.games_asked,
                plan.games()
            );
        }
        if self.has(Level::Hard) {
            let _ = writeln!(out, "hard thinks {} iterations per decision", plan.budget.iterations);
        }
        if self.has(Level::Expert) {
            let _ = writeln!(out, "expert thinks {} iterations per decision", plan.expert_budget.iterations);
        }
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "{:<8} {:>5} {:>10} {:>9} {:>6} {:>7} {:>6}  {:>7} {:>6} {:>7}",
            "level", "seats", "seat-games", "win share", "±95%", "±paired", "fair", "score", "±95%", "±paired"
        );
        for t in self.tallies {
            let _ = writeln!(
                out,
                "{:<8} {:>5} {:>10} {:>9.3} {:>6} {:>7} {:>6.3}  {:>+7.2} {:>6} {:>7}",
                t.who.name(),
                t.seats,
                t.win.n,
                t.win.mean,
                half(t.win, 3),
                half(t.win_paired, 3),
                1.0 / players as f64,
                t.score.mean,
                half(t.score, 2),
                half(t.score_paired, 2)
            );
        }
        let _ = writeln!(out, "\nwin share by seat (each level's mean share when it sat there)");
        let _ = write!(out, "{:<8}", "level");
        for seat in 1..=players {
            let _ = write!(out, " {:>7}", format!("seat {seat}"));
        }
        for t in self.tallies {
            let _ = write!(out, "\n{:<8}", t.who.name());
            for &(_, share) in &t.by_seat {
                let _ = write!(out, " {share:>7.3}");
            }
        }
        let shared = self.shared_wins();
        let _ = writeln!(
            out,
            "\n\nshared wins: {shared} of {} games ({:.1}%)",
            plan.games(),
            100.0 * shared as f64 / plan.games() as f64
        );
        let times: Vec<String> = self
            .tallies
            .iter()
            .map(|t| format!("{} {:.4} ms ({} decisions)", t.who.name(), t.ms_per_decision(), t.decisions))
            .collect();
        let _ = writeln!(out, "time per decision: {}", times.join(", "));
        let _ = writeln!(
            out,
            "time: {} games in {:.1} s, {:.1} games/s",
            plan.games(),
            self.elapsed.as_secs_f64(),
            self.games_per_second()
        );
        out
    }

    pub fn json(&self) -> String {
        let plan = &self.args.plan;
        let lineup: Vec<String> = plan.lineup.iter().map(|p| quoted(p.name())).collect();
        let participants: Vec<String> = self.tallies.iter().map(|t| participant_json(t, plan.players())).collect();
        format!(
            concat!(
                "{{\"command\":{},\"players\":{},\"variant\":\"{}\",\"lineup\":[{}],\"firstSeed\":{},\"deals\":{},",
                "\"games\":{},\"gamesAsked\":{},\"budget\":{},\"expertBudget\":{},\"sharedWins\":{},\"participants\":[{}],",
                "\"seconds\":{:.3},\"gamesPerSecond\":{:.2}}}\n"
            ),
            quoted(&self.command()),
            plan.players(),
            variant_name(plan.variant),
            lineup.join(","),
            plan.first_seed,
            plan.deals,
            plan.games(),
            self.args.games_asked,
            plan.budget.iterations,
            plan.expert_budget.iterations,
            self.shared_wins(),
            participants.join(","),
            self.elapsed.as_secs_f64(),
            self.games_per_second()
        )
    }
}

fn participant_json(t: &Tally, players: usize) -> String {
    let by_seat: Vec<String> = t
        .by_seat
        .iter()
        .map(|&(games, share)| format!("{{\"games\":{games},\"winShare\":{}}}", number(share)))
        .collect();
    format!(
        concat!(
            "{{\"level\":{},\"seats\":{},\"games\":{},\"fairShare\":{},\"winShare\":{},\"winSharePaired\":{},",
            "\"score\":{},\"scorePaired\":{},\"bySeat\":[{}],\"decisions\":{},\"msPerDecision\":{:.6}}}"
        ),
        quoted(t.who.name()),
        t.seats,
        t.win.n,
        number(1.0 / players as f64),
        estimate_json(t.win),
        estimate_json(t.win_paired),
        estimate_json(t.score),
        estimate_json(t.score_paired),
        by_seat.join(","),
        t.decisions,
        t.ms_per_decision()
    )
}

fn estimate_json(e: Estimate) -> String {
    format!("{{\"n\":{},\"mean\":{},\"ci95\":{}}}", e.n, number(e.mean), e.half_width.map_or("null".into(), number))
}

/// A JSON number: full precision (Rust's shortest round-trip form), `null` for what JSON lacks.
fn number(x: f64) -> String {
    if x.is_finite() {
        format!("{x:?}")
    } else {
        "null".into()
    }
}

fn quoted(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

fn half(e: Estimate, decimals: usize) -> String {
    e.half_width.map_or("-".into(), |h| format!("{h:.decimals$}"))
}

pub fn variant_name(variant: Variant) -> &'static str {
    match variant {
        Variant::Base => "base",
        Variant::Dice => "dice",
    }
}
