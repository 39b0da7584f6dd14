//! Sampled worlds: every world drawn from a player's view looks, to that player, exactly like
//! the real game, offers the same legal actions, and varies only what he has not seen.

use heuchel::random::RandomPlayer;
use heuchel::rng::Rng;
use heuchel::{Card, Config, State, Variant};

/// Positions along seeded random games of every size and both variants.
fn positions(games: u64) -> Vec<State> {
    let mut out = Vec::new();
    for seed in 0..games {
        for (players, variant) in [(3, Variant::Base), (4, Variant::Dice), (5, Variant::Base), (6, Variant::Dice)] {
            let mut state = State::new(Config { players, variant, seed }).unwrap();
            let mut bot = RandomPlayer::new(seed);
            let mut i = 0;
            while let Some(action) = state.to_act().and_then(|p| bot.choose(&state.view(p)).ok()) {
                if i % 7 == seed as usize % 7 {
                    out.push(state.clone());
                }
                state.play(action).unwrap();
                i += 1;
            }
        }
    }
    out
}

#[test]
fn a_sampled_world_looks_the_same_and_offers_the_same_actions() {
    let mut rng = Rng::from_state(11);
    for state in positions(12) {
        for viewer in 0..state.players() {
            let view = state.view(viewer);
            let mut world =
                State::sample_world(&view, &mut rng).unwrap_or_else(|e| panic!("{e}: {}", view.to_notation()));
            for _ in 0..3 {
                assert_eq!(world.view(viewer), view, "{}", state.to_notation());
                assert_eq!(world.phase(), state.phase());
                if state.to_act() == Some(viewer) {
                    assert_eq!(world.legal_actions(), state.legal_actions(), "{}", state.to_notation());
                }
                // The redealt world is itself a valid position.
                State::from_setup(&world.to_setup()).unwrap_or_else(|e| panic!("{e}: {}", world.to_notation()));
                world.redeal_unseen(viewer, &mut rng);
            }
        }
    }
}

#[test]
fn worlds_are_deterministic_by_seed_and_vary_the_unseen_cards() {
    let state = positions(3)
        .into_iter()
        .find(|s| s.to_act().is_some() && !matches!(s.phase(), heuchel::Phase::Setup { .. }))
        .unwrap();
    let view = state.view(0);
    let a = State::sample_world(&view, &mut Rng::from_state(5)).unwrap();
    let b = State::sample_world(&view, &mut Rng::from_state(5)).unwrap();
    assert_eq!(a, b);
    // Over many redeals, every card player 0 has not seen turns up somewhere in play.
    let unseen: Vec<Card> = Card::all().filter(|&c| !state.knows(0, c)).collect();
    assert!(!unseen.is_empty());
    let mut world = a;
    let mut appeared = std::collections::HashSet::new();
    let mut rng = Rng::from_state(9);
    for _ in 0..400 {
        world.redeal_unseen(0, &mut rng);
        appeared.extend(world.cards_in_play().iter().filter(|c| !state.knows(0, *c)));
    }
    // Cards of a class with hidden board slots must all appear; a class with none stays out.
    let hidden_classes: std::collections::HashSet<_> = view
        .columns
        .iter()
        .flatten()
        .flat_map(|p| p.cards.iter())
        .filter(|c| c.card().is_none())
        .map(|c| c.class())
        .collect();
    for card in unseen {
        assert_eq!(appeared.contains(&card), hidden_classes.contains(&card.class()), "{card}");
    }
}

/// Found by fuzzing (fuzz/fuzz_targets/views.rs): a hand-written view may claim a hidden card in
/// the viewer's own column, which no player ever has. No world looks like it, so it is refused.
#[test]
fn a_view_no_player_could_have_is_refused() {
    let text =
        "4bv4_3f7_2M3.3Q6.4A2.5B1.6P1.7M4_1F6Fx.2M1.3Q5.4F3Fx_2M6.3Q1Q4.5B6.6P6.7B5_1F2.3Q2.4A6.5B3Bx.6P4_-.-.-.-_-_-";
    let view = heuchel::View::from_notation(text).unwrap();
    let err = State::sample_world(&view, &mut Rng::from_state(1)).unwrap_err();
    assert!(err.to_string().contains("no player could have this view"), "{err}");
    // The same position with the viewer's own card shown is fine.
    let fixed = heuchel::View::from_notation(&text.replace("5B3Bx", "5B3B4")).unwrap();
    assert_eq!(State::sample_world(&fixed, &mut Rng::from_state(1)).unwrap().view(3), fixed);
}
