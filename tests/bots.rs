//! The computer players: legal in every kind of decision, deterministic by seed and budget, and
//! blind to everything their player has not seen.

use heuchel::bot::request::choose_from_notation;
use heuchel::bot::{choose, BotError, Budget, Level};
use heuchel::random::RandomPlayer;
use heuchel::rng::Rng;
use heuchel::{Action, Config, Phase, State, Step, Variant};

const SMALL: Budget = Budget { iterations: 150 };

/// Positions with the player to act along seeded random games, every kind of step included.
fn positions(seeds: u64) -> Vec<State> {
    let mut out = Vec::new();
    for seed in 0..seeds {
        for (players, variant) in [(3, Variant::Base), (4, Variant::Dice), (5, Variant::Dice), (6, Variant::Base)] {
            let mut state = State::new(Config { players, variant, seed }).unwrap();
            let mut bot = RandomPlayer::new(seed);
            let mut i = 0u64;
            while let Some(action) = state.to_act().and_then(|p| bot.choose(&state.view(p)).ok()) {
                if (i + seed) % 9 == 0
                    || matches!(
                        state.phase(),
                        Phase::Turn { step: Step::Favours { .. } | Step::Rolled { .. } | Step::Extra, .. }
                    ) && i % 3 == 0
                {
                    out.push(state.clone());
                }
                state.play(action).unwrap();
                i += 1;
            }
        }
    }
    out
}

fn step_kind(s: &State) -> &'static str {
    match s.phase() {
        Phase::Setup { .. } => "setup",
        Phase::Turn { step, .. } => match step {
            Step::Move => "move",
            Step::Favours { .. } => "favours",
            Step::Extra => "extra",
            Step::Roll => "roll",
            Step::ExtraRoll => "extra roll",
            Step::Rolled { .. } if s.legal_actions().iter().any(|a| matches!(a, Action::Lose { .. })) => "lose",
            Step::Rolled { .. } => "rolled",
        },
        Phase::Over => "over",
    }
}

#[test]
fn every_level_plays_a_legal_action_in_every_kind_of_decision() {
    let mut kinds = std::collections::BTreeSet::new();
    for (i, state) in positions(4).into_iter().enumerate() {
        let p = state.to_act().unwrap();
        kinds.insert(step_kind(&state));
        let legal = state.legal_actions();
        for level in Level::ALL {
            let action = choose(level, &state.view(p), i as u64, SMALL).unwrap();
            assert!(legal.contains(&action), "{level} chose {action} in {}", state.to_notation());
        }
    }
    for kind in ["setup", "move", "favours", "extra", "roll", "extra roll", "rolled", "lose"] {
        assert!(kinds.contains(kind), "no position of kind {kind} was tried");
    }
}

#[test]
fn a_decision_is_the_same_for_the_same_view_seed_and_budget() {
    for (i, state) in positions(2).into_iter().enumerate().filter(|(i, _)| i % 5 == 0) {
        let p = state.to_act().unwrap();
        for level in Level::ALL {
            let a = choose(level, &state.view(p), i as u64, SMALL).unwrap();
            let b = choose(level, &state.view(p), i as u64, SMALL).unwrap();
            assert_eq!(a, b, "{level} in {}", state.to_notation());
        }
    }
}

/// Positions (with the player to act) paired with a second deal that differs from the first only
/// in what that player has not seen (hidden cards of other columns, cards out of play, others'
/// hands, the die's future): drawn by `State::sample_world` from his view, kept only if it differs.
fn look_alike_pairs() -> Vec<(usize, State, State)> {
    let mut rng = Rng::from_state(77);
    let mut pairs = Vec::new();
    for (i, state) in positions(3).into_iter().enumerate().filter(|(i, _)| i % 4 == 0) {
        let p = state.to_act().unwrap();
        let other = State::sample_world(&state.view(p), &mut rng).unwrap();
        assert_eq!(other.view(p), state.view(p), "the second deal looks the same to seat {}", p + 1);
        if other.to_notation() != state.to_notation() {
            pairs.push((i, state, other));
        }
    }
    assert!(pairs.len() > 20, "only {} positions had a different hidden deal to compare", pairs.len());
    pairs
}

/// The positions of `pairs` where `decide` (handed a full state and the player to act) decides
/// differently in the two look-alike deals: a decision that depends on what the player has not seen.
fn told_apart(pairs: &[(usize, State, State)], decide: &dyn Fn(usize, &State, u8) -> Action) -> Vec<usize> {
    pairs
        .iter()
        .filter(|(i, a, b)| {
            let p = a.to_act().unwrap();
            decide(*i, a, p) != decide(*i, b, p)
        })
        .map(|(i, _, _)| *i)
        .collect()
}

/// A cheat: offered favours, it looks at the real cards under the tops and takes the cut that
/// brings it the highest card it cannot see, with as few cards as that needs; otherwise it plays
/// the first legal action.
fn cheat(state: &State, p: u8) -> Action {
    let legal = state.legal_actions();
    let Phase::Turn { step: Step::Favours { row, .. }, .. } = state.phase() else { return legal[0] };
    let setup = state.to_setup();
    let gain = |a: Action| match a {
        Action::Take { column, count } => {
            let pile = setup.columns[column as usize].iter().find(|pile| pile.row == row).unwrap();
            let best = pile.cards[..count as usize].iter().filter(|&&c| !state.knows(p, c)).map(|c| c.value()).max();
            (best.unwrap_or(0), -(count as i32))
        }
        _ => (0, 0),
    };
    legal.iter().copied().max_by_key(|&a| gain(a)).unwrap()
}

/// Every level, asked the way the browser's worker asks (the view in notation through
/// `request::choose_from_notation`, the function behind wasm `chooseAction`), decides the same in
/// two deals that differ only in what its player has not seen. The comparison can fail: the same
/// comparison catches a player that peeks at the full state.
#[test]
fn no_bot_decides_on_what_its_player_has_not_seen() {
    let pairs = look_alike_pairs();
    for level in Level::ALL {
        let asked = |i: usize, s: &State, p: u8| {
            choose_from_notation(&s.view(p).to_notation(), level, i as u64, SMALL).unwrap()
        };
        let caught = told_apart(&pairs, &asked);
        assert!(caught.is_empty(), "{level} decided on unseen cards at positions {caught:?}");
    }
    let caught = told_apart(&pairs, &|_, s, p| cheat(s, p));
    assert!(!caught.is_empty(), "the comparison did not catch a player that peeks at hidden cards");
}

#[test]
fn bad_requests_get_clear_errors() {
    let state = State::new(Config { players: 4, variant: Variant::Base, seed: 3 }).unwrap();
    let err = choose(Level::Hard, &state.view(1), 0, SMALL).unwrap_err();
    assert_eq!(err, BotError::NotToAct { viewer: 1, to_act: 0 });
    assert!(err.to_string().contains("seat 1"));
    assert_eq!(err.code(), "bot.notToAct");
    assert!(matches!(choose(Level::Easy, &state.view(6), 0, SMALL), Err(BotError::Spectator)));
    assert!("grandmaster".parse::<Level>().is_err());
    assert_eq!("Hard".parse::<Level>().unwrap(), Level::Hard);
}

/// A view read from text (as the browser's worker receives it) may be corrupted: a bot must then
/// answer with an error, never panic, and whatever it plays must be legal in the view it read.
#[test]
fn corrupted_views_get_errors_not_panics() {
    let mut rng = Rng::from_state(2024);
    let alphabet = b"0123456789abcdefxBMPQSFbmpqsf_.-vr";
    let mut read = 0;
    for (i, state) in positions(2).into_iter().enumerate().filter(|(i, _)| i % 3 == 0) {
        let p = state.to_act().unwrap();
        let text = state.view(p).to_notation();
        for _ in 0..40 {
            let mut bytes = text.clone().into_bytes();
            for _ in 0..1 + rng.below(3) {
                let at = rng.below(bytes.len() as u32) as usize;
                match rng.below(3) {
                    0 => bytes[at] = alphabet[rng.below(alphabet.len() as u32) as usize],
                    1 => drop(bytes.remove(at)),
                    _ => bytes.insert(at, alphabet[rng.below(alphabet.len() as u32) as usize]),
                }
            }
            let Ok(view) = heuchel::View::from_notation(&String::from_utf8(bytes).unwrap()) else { continue };
            read += 1;
            for level in Level::ALL {
                if let Ok(action) = choose(level, &view, i as u64, Budget { iterations: 30 }) {
                    let world = State::sample_world(&view, &mut Rng::from_state(1)).unwrap();
                    assert!(world.legal_actions().contains(&action), "{level}: {action} in {}", view.to_notation());
                }
            }
        }
    }
    assert!(read > 50, "only {read} corrupted views parsed");
}

/// Hard's whole setup arrangement from the placing player's view: deterministic, every card of his
/// hand once, blind to what he has not seen, refused for a player who is not placing.
#[test]
fn hard_arranges_a_whole_setup_from_the_view_alone() {
    use heuchel::bot::arrange::arrange_setup;
    use heuchel::bot::request::arrange_from_notation;
    let budget = Budget { iterations: 60 };
    let mut rng = Rng::from_state(5);
    let mut differing = 0;
    for seed in 0..4u64 {
        for (players, variant) in [(3, Variant::Base), (5, Variant::Dice)] {
            let mut state = State::new(Config { players, variant, seed }).unwrap();
            // Seat 2 arranges after seat 1 has placed (his cards hidden from seat 2).
            for _ in 0..6 {
                let a = state.legal_actions()[0];
                state.play(a).unwrap();
            }
            let view = state.view(1);
            let order = arrange_setup(&view, seed, budget).unwrap();
            assert_eq!(order, arrange_setup(&view, seed, budget).unwrap(), "deterministic");
            let mut sorted = order.clone();
            sorted.sort();
            let mut hand = view.hand.clone();
            hand.sort();
            assert_eq!(sorted, hand, "every card of the hand exactly once");
            // The first card is what chooseAction plays for that view.
            assert_eq!(Action::Place { card: order[0] }, choose(Level::Hard, &view, seed, budget).unwrap());
            let other = State::sample_world(&view, &mut rng).unwrap();
            assert_eq!(other.view(1), view);
            differing += usize::from(other.to_notation() != state.to_notation());
            let theirs = arrange_from_notation(&other.view(1).to_notation(), seed, budget).unwrap();
            assert_eq!(order, theirs, "a deal differing only in unseen cards changed the arrangement");
            assert_eq!(arrange_setup(&state.view(0), seed, budget), Err(BotError::NotToAct { viewer: 0, to_act: 1 }));
        }
    }
    assert!(differing >= 6, "only {differing} differing deals compared");
    let state = heuchel::random::random_position(Config { players: 4, variant: Variant::Base, seed: 1 }, 40).unwrap();
    let p = state.to_act().unwrap();
    let err = arrange_setup(&state.view(p), 0, budget).unwrap_err();
    assert_eq!(err, BotError::NotPlacing);
    assert!(err.to_string().contains("setup is over"), "{err}");
    assert!(matches!(arrange_setup(&state.view(6), 0, budget), Err(BotError::Spectator)));
    assert!(matches!(arrange_setup(&state.full_view(), 0, budget), Err(BotError::FullView)));
}
