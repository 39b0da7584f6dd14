//! The tournament's results as a table for people or as JSON for scripts.
//!
//! Everything except the lines starting with `time` (JSON: `msPerDecision`, `seconds`) is a
//! function of the command line alone, whatever the thread count or the machine.

use super::play::{DealRecord, Plan};
use super::stats::{win_shares, Estimate, Tally};
use core::fmt::Display;
use std::fmt::Write;
use std::time::Duration;

/// What the game says about the games played, for the report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setting {
    /// The command line that plays the same games again.
    pub command: String,
    /// What is played, for the table's heading ("base game").
    pub name: String,
    /// Further heading lines of the table ("hard thinks 10000 iterations per decision").
    pub notes: Vec<String>,
    /// The game's settings as JSON members after `players`: a name and a JSON value each.
    pub json: Vec<(&'static str, String)>,
}

/// What a report is made of.
pub struct Outcome<'a, P> {
    /// The deals and the lineup.
    pub plan: &'a Plan<P>,
    /// `--games` as given, before rounding up to whole rotations.
    pub games_asked: u64,
    /// The game's own description of the games.
    pub setting: &'a Setting,
    /// Every game played.
    pub deals: &'a [DealRecord<P>],
    /// Each participant's results.
    pub tallies: &'a [Tally<P>],
    /// Wall time of the whole run.
    pub elapsed: Duration,
}

impl<P: Copy + Display> Outcome<'_, P> {
    fn shared_wins(&self) -> usize {
        self.deals
            .iter()
            .flat_map(|d| &d.games)
            .filter(|g| win_shares(&g.scores).iter().any(|&s| s > 0.0 && s < 1.0))
            .count()
    }

    fn games_per_second(&self) -> f64 {
        self.plan.games() as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    /// The results as a table for people.
    pub fn text(&self) -> String {
        let plan = self.plan;
        let players = plan.players();
        let last_seed = plan.first_seed.wrapping_add(plan.deals - 1);
        let mut out = String::new();
        let _ = writeln!(out, "# {}", self.setting.command);
        let _ = writeln!(
            out,
            "{players} players, {}: {} deals (seeds {} to {last_seed}) x {players} seat rotations = {} games",
            self.setting.name,
            plan.deals,
            plan.first_seed,
            plan.games()
        );
        if self.games_asked != plan.games() {
            let _ = writeln!(
                out,
                "(--games {} rounded up to {}: whole rotations of the {players} seats)",
                self.games_asked,
                plan.games()
            );
        }
        for note in &self.setting.notes {
            let _ = writeln!(out, "{note}");
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
                t.who.to_string(),
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
            let _ = write!(out, "\n{:<8}", t.who.to_string());
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
            .map(|t| format!("{} {:.4} ms ({} decisions)", t.who, t.ms_per_decision(), t.decisions))
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

    /// The results as one JSON object (and a newline) for scripts.
    pub fn json(&self) -> String {
        let plan = self.plan;
        let lineup: Vec<String> = plan.lineup.iter().map(|p| quoted(&p.to_string())).collect();
        let participants: Vec<String> = self.tallies.iter().map(|t| participant_json(t, plan.players())).collect();
        let setting: String =
            self.setting.json.iter().map(|(name, value)| format!("{}:{value},", quoted(name))).collect();
        format!(
            concat!(
                "{{\"command\":{},\"players\":{},{}\"lineup\":[{}],\"firstSeed\":{},\"deals\":{},",
                "\"games\":{},\"gamesAsked\":{},\"sharedWins\":{},\"participants\":[{}],",
                "\"seconds\":{:.3},\"gamesPerSecond\":{:.2}}}\n"
            ),
            quoted(&self.setting.command),
            plan.players(),
            setting,
            lineup.join(","),
            plan.first_seed,
            plan.deals,
            plan.games(),
            self.games_asked,
            self.shared_wins(),
            participants.join(","),
            self.elapsed.as_secs_f64(),
            self.games_per_second()
        )
    }
}

fn participant_json<P: Display>(t: &Tally<P>, players: usize) -> String {
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
        quoted(&t.who.to_string()),
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

/// `s` as a JSON string.
fn quoted(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

fn half(e: Estimate, decimals: usize) -> String {
    e.half_width.map_or("-".into(), |h| format!("{h:.decimals$}"))
}
