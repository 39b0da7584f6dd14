//! The position notation: exact round trips, and typed errors (never a panic) for bad text.

use heller::{Config, InvalidPosition, PositionError, Rng, State, Variant};

const MID_GAME: &str = "3s_1_1_50.50.50_3220.3321.2321_R4.M.-_R6B1B5R2B6FB2B5B3R1FR3B1B4B3B2R5_a2B4E---.a4B6c1---.------.------.------_000000000000002a_98c475f0f066a9f8";

#[test]
fn a_written_position_reads_back_and_plays_on_identically() {
    let state = State::from_notation(MID_GAME).unwrap();
    assert_eq!(state.to_notation(), MID_GAME);
    assert_eq!(state.config(), Config { players: 3, variant: Variant::Standard, no_luck: false, seed: 42 });
    assert_eq!((state.to_act(), state.pool_len(), state.supply(0)), (Some(0), 17, [3, 2, 2, 0]));
    // The same game replayed from its start reaches the same text.
    let mut replay = State::new(state.config()).unwrap();
    for action in ["s2a1", "t", "lb1", "oc1", "s4a2", "t", "lb2", "s1c2"] {
        replay.play(action.parse().unwrap()).unwrap();
    }
    assert_eq!(replay, state);
}

#[test]
fn every_variant_and_option_round_trips() {
    for (players, variant, no_luck) in
        [(2, Variant::OpenEnded, true), (4, Variant::Standard, true), (3, Variant::OpenEnded, false)]
    {
        let mut state = State::new(Config { players, variant, no_luck, seed: 9 }).unwrap();
        let mut rng = Rng::from_state(3);
        while !state.is_over() {
            let text = state.to_notation();
            assert_eq!(State::from_notation(&text).unwrap(), state, "{text}");
            let legal = state.legal_actions();
            state.play(legal[rng.below(legal.len() as u32) as usize]).unwrap();
        }
        let text = state.to_notation();
        assert!(text.contains("_x_"), "the game is over: {text}");
        assert_eq!(State::from_notation(&text).unwrap(), state);
    }
}

#[test]
fn bad_text_gives_a_typed_error() {
    let parse = |text: &str| match State::from_notation(text) {
        Err(PositionError::Parse(e)) => e,
        other => panic!("{text}: {other:?}"),
    };
    let with = |field: usize, value: &str| {
        let mut fields: Vec<&str> = MID_GAME.split('_').collect();
        fields[field] = value;
        fields.join("_")
    };
    assert_eq!(parse("").code(), "notation.position");
    assert_eq!(parse("3s_1").text(), Some("3s_1"));
    assert_eq!(parse(&with(0, "3q")).text(), Some("3q"));
    assert_eq!(parse(&with(0, "3sx")).text(), Some("3sx"));
    assert_eq!(parse(&with(1, "one")).text(), Some("one"));
    assert_eq!(parse(&with(1, "300")).text(), Some("300"));
    assert_eq!(parse(&with(2, "5")).text(), Some("5"));
    // After the player: t and the tile he turned up, or c while he chooses his own tile.
    for bad in ["1t", "1tZ", "1tB7", "1cc", "1q", "t", "c", "xc", "1tR4c"] {
        assert_eq!(parse(&with(2, bad)).text(), Some(bad), "{bad}");
    }
    assert_eq!(State::from_notation(&with(2, "1tR4")).unwrap_err().code(), "position.tileCount", "R4 twice");
    assert_eq!(State::from_notation(&with(2, "1c")).unwrap_err().code(), "position.choosingWithLuck");
    assert_eq!(parse(&with(3, "50.-1.50")).text(), Some("-1"));
    assert_eq!(parse(&with(4, "322.3321.2321")).text(), Some("322"));
    assert_eq!(parse(&with(5, "R4.Q.-")).text(), Some("Q"));
    assert_eq!(parse(&with(6, "R6B9")).text(), Some("B9"));
    assert_eq!(parse(&with(7, "a2B4E---.a4B6c1---.------.------")).code(), "notation.position");
    assert_eq!(parse(&with(7, "a2B4E--.a4B6c1---.------.------.------")).text(), Some("a2B4E--"));
    assert_eq!(parse(&with(7, "e2B4E---.a4B6c1---.------.------.------")).text(), Some("e2B4E---"));
    assert_eq!(parse(&with(8, "2a")).text(), Some("2a"));
    assert_eq!(parse(&with(9, "zzzzzzzzzzzzzzzz")).text(), Some("zzzzzzzzzzzzzzzz"));
    assert!(parse(&format!("{}{}", "x".repeat(40), MID_GAME)).text().unwrap().ends_with('…'));
}

#[test]
fn readable_text_of_an_impossible_position_is_refused() {
    let invalid = |text: &str| match State::from_notation(text) {
        Err(PositionError::Invalid(e)) => e,
        other => panic!("{text}: {other:?}"),
    };
    // Player 4 of 3 to act.
    assert_eq!(
        invalid(&MID_GAME.replacen("3s_1_1_", "3s_1_4_", 1)),
        InvalidPosition::NoSuchPlayer { player: 3, players: 3 }
    );
    // A fourth round in the standard game.
    assert!(matches!(invalid(&MID_GAME.replacen("3s_1_", "3s_4_", 1)), InvalidPosition::Round { round: 4, .. }));
    // The evil eye twice (E on the market and as player 2's own tile).
    assert!(matches!(invalid(&MID_GAME.replacen("R4.M.-", "R4.E.-", 1)), InvalidPosition::TileCount { .. }));
    // Player 1 with two IIII stalls (one placed, one in supply).
    assert!(matches!(invalid(&MID_GAME.replacen("3220.", "3221.", 1)), InvalidPosition::TooManyStalls { .. }));
    // Five players: the digit reads, the count does not.
    assert_eq!(invalid(&MID_GAME.replacen("3s_", "5s_", 1)), InvalidPosition::PlayerCount { players: 5 });
}

/// Found by the `heller_notation` fuzz target: a pool naming one tile 256 times or more made the
/// tile count overflow (a panic with overflow checks, an impossible position accepted without).
#[test]
fn a_tile_named_hundreds_of_times_is_refused() {
    let deal = "2s_1_1_50.50_4321.4321_R5.B1_B3B2MFB1R2B5B6B4B3B6B2R6R3EB4B5FR4R1_------.------.------.------.------_0000000000000001_98c475f0f066a9cf";
    assert!(State::from_notation(deal).is_ok());
    for extra in [256, 258, 1000] {
        let text = deal.replacen("R4R1_", &format!("R4R1{}_", "F".repeat(extra)), 1);
        match State::from_notation(&text) {
            Err(PositionError::Invalid(InvalidPosition::TileCount { tile, found, expected })) => {
                assert_eq!((tile.to_string().as_str(), found, expected), ("F", 255, 2), "{extra} extra fires");
            }
            other => panic!("{extra} extra fires: {other:?}"),
        }
    }
}

/// Found by the fuzzer (heller_notation): a player holding over 2³¹ turned a payment's sign.
/// Positions are now bounded, and the limit itself is accepted.
#[test]
fn money_above_the_limit_is_refused_and_the_limit_is_accepted() {
    let state = State::new(Config { players: 2, variant: Variant::Standard, no_luck: false, seed: 9 }).unwrap();
    let mut setup = state.to_setup();
    setup.money[1] = heller::state::MAX_MONEY;
    assert!(State::from_setup(&setup).is_ok());
    setup.money[1] = 2_251_722_867;
    let error = State::from_setup(&setup).unwrap_err();
    assert_eq!(error.code(), "position.money");
    let crash = "2s_2_1_112.2251722867_2000.3000_-.-_FB2R1B5R4MB3B1R3B6B4B2_b1B3-R2-B5.R5B1--b2R6.a1-E-B4-.B6-b4F--.-----a1_00000000000003e8_935172286182db6f";
    assert_eq!(State::from_notation(crash).unwrap_err().code(), "position.money");
}
