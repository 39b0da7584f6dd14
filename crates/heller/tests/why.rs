//! Why not (src/why.rs): in positions of random games of every kind, every action there is gets
//! reasons exactly when the rules refuse it (`platform::why::agrees`), and every code is given.

use heller::rules::Heller;
use heller::{Action, Config, Rng, State, Variant};
use platform::why::agrees;

mod common;
use common::universe;

/// Every code of src/why.rs.
const CODES: [&str; 13] = [
    "why.gameOver",
    "why.taken",
    "why.noStall",
    "why.poolEmpty",
    "why.placeTurnedFirst",
    "why.nothingTurned",
    "why.chooseFirst",
    "why.notChoosing",
    "why.poolFaceUp",
    "why.poolFaceDown",
    "why.notInPool",
    "why.noOwnTile",
    "why.mustPlace",
];

#[test]
fn reasons_exactly_when_refused_in_random_games() {
    let all = universe();
    let mut seen = std::collections::BTreeSet::new();
    let kinds = [
        (2, Variant::Standard, false),
        (3, Variant::Standard, true),
        (4, Variant::OpenEnded, false),
        (2, Variant::OpenEnded, true),
    ];
    for (seed, (players, variant, no_luck)) in kinds.into_iter().enumerate() {
        let mut state = State::new(Config { players, variant, no_luck, seed: seed as u64 + 1 }).unwrap();
        let mut rng = Rng::from_state(seed as u64 + 7);
        let mut index = 0;
        loop {
            if index % 3 == 0 || state.is_over() {
                for &action in &all {
                    agrees::<Heller>(&state, action).unwrap_or_else(|e| panic!("{}: {e}", state.to_notation()));
                    let why = state.why_not(action);
                    for r in &why {
                        assert!(CODES.contains(&r.code), "{}: not in the table", r.code);
                        if r.code == "why.taken" {
                            assert_eq!(Some(r.marks[0].at), action.square(), "the taken square is marked");
                        }
                    }
                    seen.extend(why.iter().map(|r| r.code));
                }
            }
            if state.is_over() {
                break;
            }
            // Turning tiles up whenever the pool allows, every other game: so that the pool runs
            // out while squares are still free (D2).
            let legal = state.legal_actions();
            let eager = seed % 2 == 0 && legal.iter().any(|a| matches!(a, Action::TurnUp | Action::PlaceTurned { .. }));
            let pick = if eager {
                *legal.iter().find(|a| matches!(a, Action::TurnUp | Action::PlaceTurned { .. })).unwrap()
            } else {
                legal[rng.below(legal.len() as u32) as usize]
            };
            state.play(pick).unwrap();
            index += 1;
        }
    }
    let unseen: Vec<_> = CODES.iter().filter(|c| !seen.contains(*c)).collect();
    assert!(unseen.is_empty(), "never given: {unseen:?}");
}
