//! Recorded playthroughs (`platform::playthrough`, the shape both games store): complete seeded
//! games (every player count, both variants, with and without luck) played by the Medium computer
//! player, stored with every step: the player who acted, the action, what happened (its events, as
//! JSON), the full position, and every player's observation (`View::observation`), so that a change
//! to the rules, the deal, the scoring or the hidden-information contract shows up as a difference
//! in a reviewed file. Replayed and checked step by step.
//!
//! Record them anew (after a deliberate change) with
//! `HELLER_RECORD=1 cargo test --release -p heller --test playthroughs`, and review the diff.

use heller::bot::BUDGETS;
use heller::rules::Heller;
use heller::{Action, Config, Game, Level, State, Variant};
use platform::playthrough::Playthrough;
use serde::Deserialize;
use std::path::PathBuf;
use std::sync::Once;

const GAMES: [(u8, Variant, bool, u64); 6] = [
    (2, Variant::Standard, false, 1994),
    (3, Variant::Standard, false, 2026),
    (4, Variant::Standard, false, 7),
    (3, Variant::OpenEnded, false, 12),
    (4, Variant::Standard, true, 30),
    (2, Variant::OpenEnded, true, 5),
];

fn path(config: Config) -> PathBuf {
    let Config { players, variant, no_luck, seed } = config;
    let luck = if no_luck { "-noluck" } else { "" };
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join(format!("tests/playthroughs/{players}p-{}{luck}-seed{seed}.json", variant.name()))
}

fn configs() -> impl Iterator<Item = Config> {
    GAMES.into_iter().map(|(players, variant, no_luck, seed)| Config { players, variant, no_luck, seed })
}

/// The game dealt from the seed, played to its end by the Medium player (the k-th decision's seed
/// is the game's seed xor k).
fn record(config: Config) -> Playthrough {
    let start = State::new(config).unwrap();
    let mut k = 0u64;
    Playthrough::record::<Heller>(&start, |state, seat| {
        let action = heller::choose(Level::Medium, &state.view(seat), config.seed ^ k, BUDGETS.hard).unwrap();
        k += 1;
        action
    })
    .unwrap()
}

/// The stored playthroughs, recorded first (once for all tests) when `HELLER_RECORD` is set.
fn stored() -> Vec<(String, Config, Playthrough)> {
    static RECORDED: Once = Once::new();
    RECORDED.call_once(|| {
        if std::env::var_os("HELLER_RECORD").is_some() {
            for config in configs() {
                let file = path(config);
                std::fs::create_dir_all(file.parent().unwrap()).unwrap();
                let json = serde_json::to_string_pretty(&record(config)).unwrap();
                std::fs::write(&file, json + "\n").unwrap();
            }
        }
    });
    configs()
        .map(|config| {
            let file = path(config);
            let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            let stored = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            (file.display().to_string(), config, stored)
        })
        .collect()
}

#[test]
fn recorded_games_replay_exactly_with_every_observation() {
    for (name, config, stored) in stored() {
        assert_eq!(stored.record.start, State::new(config).unwrap().to_notation(), "{name}: the deal of the seed");
        // Who acts, what happened, the position and what each player sees, at the deal and after
        // every action; and the money and the winners.
        let state = stored.check::<Heller>().unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(state.is_over(), "{name}: the game is complete");
        let outcome = stored.outcome.as_ref().unwrap();
        let money: Vec<i32> = (0..config.players).map(|p| state.money(p) as i32).collect();
        assert_eq!((&outcome.scores, &outcome.winners), (&money, &state.winners()), "{name}");
        // The game's save is the record: it replays to the same game.
        let mut game = Game::new(config).unwrap();
        for action in &stored.record.actions {
            game.play(action.parse::<Action>().unwrap()).unwrap();
        }
        let save = game.save();
        assert_eq!(save, format!("heller2~{}~{}", stored.record.start, stored.record.actions.join(".")), "{name}");
        assert_eq!(Game::load(&save).unwrap().state(), &state, "{name}");
        // A stored position resumes where it was.
        let n = stored.steps.len();
        let mut resumed = State::from_notation(&stored.steps[n - 2].position).unwrap();
        resumed.play(stored.steps[n - 1].action.parse().unwrap()).unwrap();
        assert_eq!(resumed, state, "{name}");
    }
}

#[test]
fn an_observation_shows_only_what_its_player_may_see() {
    // In a game with luck no player's observation names another's own tile, and the pool's tiles
    // are never named: a recorded file in which one did would fail here.
    for (name, _, stored) in stored().into_iter().filter(|(_, config, _)| !config.no_luck) {
        let all = std::iter::once(&stored.observations).chain(stored.steps.iter().map(|s| &s.observations));
        for observations in all {
            for (p, obs) in observations.iter().enumerate() {
                let fields: Vec<&str> = obs.split(' ').collect();
                let seen: Vec<&str> = fields[6].trim_start_matches('v').split('.').collect();
                for (q, tile) in seen.iter().enumerate() {
                    if q != p {
                        assert!(matches!(*tile, "?" | "-"), "{name}: player {p} sees player {q}'s own tile: {obs}");
                    }
                }
                assert!(fields[7].ends_with(':'), "{name}: the pool lies face down: {obs}");
            }
        }
    }
}

/// A record written before D9 and D8's revision (the playthroughs as they were recorded then, in
/// tests/legacy/): `t<square>` turned up and placed at once.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Legacy {
    name: String,
    no_luck: bool,
    save: String,
    money: Vec<u32>,
    winners: Vec<u8>,
    actions: usize,
}

#[test]
fn records_written_before_the_turn_up_rule_still_load() {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/legacy/records-before-d9.json");
    let records: Vec<Legacy> = serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    assert_eq!(records.len(), 6);
    for old in records {
        assert!(!old.save.starts_with("heller2~"), "{}: written before the mark", old.name);
        if old.no_luck {
            // Own tiles were dealt then; today they are chosen. The record replays up to the
            // end of its first round and is refused in words where round 2 began.
            let error = Game::load(&old.save).unwrap_err();
            assert_eq!(error.code(), "load.oldNoLuck", "{}: {error}", old.name);
            let heller::LoadError::OldNoLuck { index } = error else { unreachable!() };
            assert!(index > 20 && index < old.actions, "{}: refused at action {index}", old.name);
            assert!(error.to_string().contains("own tiles were dealt"), "{error}");
            continue;
        }
        let game = Game::load(&old.save).unwrap_or_else(|e| panic!("{}: {e}", old.name));
        let state = game.state();
        assert!(state.is_over(), "{}", old.name);
        assert_eq!((0..state.players()).map(|p| state.money(p)).collect::<Vec<_>>(), old.money, "{}", old.name);
        assert_eq!(state.winners(), old.winners, "{}", old.name);
        let turn_ups = old.save.split('~').nth(1).unwrap().split('.').filter(|a| a.starts_with('t')).count();
        assert!(turn_ups > 5, "{}: the record turns tiles up", old.name);
        assert_eq!(game.log().len(), old.actions + turn_ups, "{}: each old turn-up is two actions now", old.name);
        // Saved again, it is a record of today: the mark, and t then l.
        let again = game.save();
        assert!(again.starts_with("heller2~") && again.contains(".t.l"), "{again}");
        assert_eq!(Game::load(&again).unwrap(), game);
        // Today's record does not take the old form.
        let mixed = again.replacen(".t.l", ".t", 1);
        assert!(Game::load(&mixed).is_err());
    }
}
