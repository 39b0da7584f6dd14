//! The computer players: legal actions only, decisions fixed by (view, seed, budget), no decision
//! on what the player has not seen, and clear errors.

use heller::bot::{choose, hard, legal_actions, BotError, Budget, Level};
use heller::{Action, Config, Rng, State, Variant};

/// A small search for debug-built tests.
const SMALL: Budget = Budget { iterations: 12 };

fn configs() -> Vec<Config> {
    let mut out = Vec::new();
    for players in 2..=4 {
        for variant in [Variant::Standard, Variant::OpenEnded] {
            for no_luck in [false, true] {
                out.push(Config { players, variant, no_luck, seed: 100 * players as u64 + no_luck as u64 });
            }
        }
    }
    out
}

/// Positions from random games of every configuration: every `every`-th position with a player
/// to act.
fn positions(every: usize) -> Vec<State> {
    let mut out = Vec::new();
    let mut rng = Rng::from_state(77);
    for config in configs() {
        let mut state = State::new(config).unwrap();
        let mut k = 0;
        while !state.is_over() {
            if k % every == 0 {
                out.push(state.clone());
            }
            k += 1;
            let legal = state.legal_actions();
            state.play(legal[rng.below(legal.len() as u32) as usize]).unwrap();
        }
    }
    out
}

/// Whole games in every configuration (2–4 players, both endings, with and without luck), the
/// levels taking turns decision by decision: every decision must be among the engine's legal actions.
#[test]
fn every_level_plays_only_legal_actions_to_the_end() {
    for (i, config) in configs().into_iter().enumerate() {
        for game in 0..3u64 {
            let mut state = State::new(Config { seed: config.seed + 10 * game, ..config }).unwrap();
            let mut decisions = [0u32; 3];
            while let Some(p) = state.to_act() {
                let k: u32 = decisions.iter().sum();
                let level = Level::ALL[(p as usize + k as usize + i) % 3];
                let view = state.view(p);
                let action = choose(level, &view, k as u64, SMALL).unwrap();
                let legal = state.legal_actions();
                assert!(legal.contains(&action), "{level} chose {action} in {config:?}: not legal");
                assert_eq!(legal_actions(&view).unwrap(), legal, "legal actions read from the view");
                decisions[level as usize] += 1;
                state.play(action).unwrap();
            }
            assert!(state.is_over());
            assert!(decisions.iter().all(|&d| d > 0), "every level decided in {config:?}: {decisions:?}");
        }
    }
}

/// The same view, seed and budget give the same action; Easy's seed matters.
#[test]
fn decisions_are_fixed_by_view_and_seed() {
    let states = positions(9);
    let mut easy_differs = false;
    for (i, state) in states.iter().enumerate() {
        let view = state.view(state.to_act().unwrap());
        for level in Level::ALL {
            let a = choose(level, &view, i as u64, SMALL).unwrap();
            let b = choose(level, &view.clone(), i as u64, SMALL).unwrap();
            assert_eq!(a, b, "{level} at position {i}");
        }
        let a = choose(Level::Easy, &view, 1, SMALL).unwrap();
        easy_differs |= (2..6).any(|seed| choose(Level::Easy, &view, seed, SMALL).unwrap() != a);
    }
    assert!(easy_differs, "Easy never drew a different action for another seed");
}

/// Pairs of positions that look the same to the player to act but differ in what he cannot
/// see: a real position and a world sampled from its player's view, and two sampled worlds.
fn look_alike_pairs() -> Vec<(State, State, u8)> {
    let mut rng = Rng::from_state(4242);
    let mut pairs = Vec::new();
    for state in positions(11) {
        let p = state.to_act().unwrap();
        let view = state.view(p);
        let a = view.sample_world(&mut rng).unwrap();
        let b = view.sample_world(&mut rng).unwrap();
        for (x, y) in [(state.clone(), a.clone()), (a, b)] {
            assert_eq!(x.view(p), y.view(p), "the pair must look the same to the player");
            if x.pool() != y.pool() || (0..x.players()).any(|q| x.own_tile(q) != y.own_tile(q)) {
                pairs.push((x, y, p));
            }
        }
    }
    assert!(pairs.len() > 50, "too few pairs with different hidden parts: {}", pairs.len());
    pairs
}

/// The positions of `pairs` where `decide` acts differently in the two states of the pair.
fn told_apart(pairs: &[(State, State, u8)], decide: &dyn Fn(usize, &State, u8) -> Action) -> Vec<usize> {
    (0..pairs.len()).filter(|&i| decide(i, &pairs[i].0, pairs[i].2) != decide(i, &pairs[i].1, pairs[i].2)).collect()
}

/// A cheat: it turns up the pool's top tile when it really is a customer, and otherwise plays
/// the first legal action.
fn cheat(state: &State, _p: u8) -> Action {
    let legal = state.legal_actions();
    let top_pays = state.pool().first().is_some_and(|t| t.value() > 0);
    let turn_up = legal.iter().copied().find(|a| matches!(a, Action::TurnUp));
    match turn_up {
        Some(a) if top_pays => a,
        _ => legal[0],
    }
}

/// Every level decides the same in two positions that differ only in what its player has not
/// seen (the other players' own tiles, the pool's contents and order). The comparison can fail:
/// it catches a player that peeks at the pool.
#[test]
fn no_bot_decides_on_what_its_player_has_not_seen() {
    let pairs = look_alike_pairs();
    for level in Level::ALL {
        let caught = told_apart(&pairs, &|i, s, p| choose(level, &s.view(p), i as u64, SMALL).unwrap());
        assert!(caught.is_empty(), "{level} decided on unseen tiles at positions {caught:?}");
    }
    let caught = told_apart(&pairs, &|_, s, p| cheat(s, p));
    assert!(!caught.is_empty(), "the comparison did not catch a player that peeks at the pool");
}

#[test]
fn bad_requests_get_clear_errors() {
    let state = State::new(Config { players: 4, variant: Variant::Standard, no_luck: false, seed: 3 }).unwrap();
    let to_act = state.to_act().unwrap();
    let other = (to_act + 1) % 4;
    for level in Level::ALL {
        let err = choose(level, &state.view(other), 0, SMALL).unwrap_err();
        assert_eq!(err, BotError::NotToAct { viewer: other, to_act });
        assert!(err.to_string().contains(&format!("seat {}", to_act + 1)), "{err}");
        assert_eq!(choose(level, &state.view(9), 0, SMALL).unwrap_err(), BotError::Spectator);
        let mut impossible = state.view(to_act);
        impossible.pool_len += 1;
        assert!(matches!(choose(level, &impossible, 0, SMALL), Err(BotError::Position(_))));
    }
    let mut over = state.clone();
    while let Some(&a) = over.legal_actions().first() {
        over.play(a).unwrap();
    }
    for p in 0..4 {
        for level in Level::ALL {
            assert_eq!(choose(level, &over.view(p), 0, SMALL), Err(BotError::GameOver));
        }
    }
    let unknown = "grandmaster".parse::<Level>().unwrap_err();
    assert_eq!(BotError::from(unknown), BotError::UnknownLevel("grandmaster".into()));
    for level in Level::ALL {
        assert_eq!(level.name().to_uppercase().parse::<Level>().unwrap(), level);
        assert_eq!(level.to_string(), level.name());
    }
}

/// Hard runs the iterations it is given and ranks the root's actions by visits; without luck it
/// searches among a few root actions only.
#[test]
fn hard_searches_with_its_budget() {
    let state = State::new(Config { players: 3, variant: Variant::Standard, no_luck: false, seed: 8 }).unwrap();
    let view = state.view(state.to_act().unwrap());
    let s = hard::search(&view, &mut Rng::from_state(5), Budget { iterations: 40 }).unwrap();
    assert_eq!(s.iterations, 40);
    assert_eq!(s.children.iter().map(|c| c.1).sum::<u32>(), 40);
    assert_eq!(s.action, s.children[0].0);
    assert!(state.legal_actions().contains(&s.action));

    // Without luck the root keeps only Medium's best few of its hundreds of actions.
    let mut state = State::new(Config { players: 3, variant: Variant::Standard, no_luck: true, seed: 8 }).unwrap();
    for _ in 0..3 {
        let choice = state.legal_actions()[0];
        state.play(choice).unwrap();
    }
    assert!(state.legal_actions().len() > 300);
    let view = state.view(state.to_act().unwrap());
    let s = hard::search(&view, &mut Rng::from_state(5), Budget { iterations: 40 }).unwrap();
    assert_eq!(s.children.len(), hard::ROOT_CANDIDATES);
    assert!(s.children.iter().all(|c| state.legal_actions().contains(&c.0)));
}

/// Medium takes an obvious gain: completing a lane where only its own stalls stand, with a
/// customer of its own tile, beats anything else when its own tile pays.
#[test]
fn medium_takes_the_money_on_the_table() {
    let mut found = 0;
    for state in positions(1) {
        let p = state.to_act().unwrap();
        let Some(tile) = state.own_tile(p) else { continue };
        if tile.value() < 5 {
            continue;
        }
        // A square whose placement the engine shows pays p at least 5 × 4 and nobody else anything
        // (a lane of its own stalls only).
        let best_own = state
            .legal_actions()
            .into_iter()
            .filter(|a| matches!(a, Action::Own { .. }))
            .filter_map(|a| {
                let mut after = state.clone();
                after.play(a).unwrap();
                let gain = |q: u8| after.money(q) as i64 - state.money(q) as i64;
                (0..state.players()).all(|q| q == p || gain(q) <= 0).then(|| gain(p))
            })
            .max()
            .unwrap_or(0);
        if best_own < 20 {
            continue;
        }
        found += 1;
        let action = choose(Level::Medium, &state.view(p), 0, SMALL).unwrap();
        let mut after = state.clone();
        after.play(action).unwrap();
        let gained = after.money(p) as i64 - state.money(p) as i64;
        assert!(gained > 0, "Medium left {best_own} on the table: it played {action} in {}", state.to_notation());
    }
    assert!(found > 0, "no position tested the case");
}
