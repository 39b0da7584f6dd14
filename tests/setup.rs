//! The unchecked `Setup`: round trips with `State`, JSON and the notation, one checking path for
//! every way a position comes in, every kind of impossible position refused by kind, and
//! `fill_unused` for rule examples.

mod common;
use common::random_positions;
use heuchel::setup::{Knowledge, Setup, SetupPile};
use heuchel::{Card, Config, InvalidPosition, Phase, PositionError, State, Step, Variant, View};

const FIG2: &str = "3b_2m_1F1_1F3.2M1.3Q1.4A1.6P1_1F2_-.-.F4F5F6M2M3M4M5M6Q2Q3Q4_-_0000000000000001";
/// From docs/NOTATION.md: A5 lies under P4 in column 1 and players 2, 3 and 4 saw it.
const KNOWN: &str = "4d_1o_1F6.2M4.3Q5.4A4.7B3.10P4A5_1F5.2M1M2.4Q2.5B4.6P2_1F2F1.3Q4Q1Q6_1F3.3Q3.4M3.5B6B1.6P1_-.-.-.-_A5bcd_b8ab04fbe3a3636c";

fn card(text: &str) -> Card {
    text.parse().unwrap()
}

fn setup_of(text: &str) -> Setup {
    Setup::from_notation(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn every_position_round_trips_through_a_setup_json_and_the_notation() {
    let positions = random_positions(8, 4);
    assert!(positions.len() > 2000, "{} positions", positions.len());
    for state in positions {
        let setup = state.to_setup();
        assert_eq!(Setup::from(&state), setup);
        assert_eq!(State::from_setup(&setup).as_ref(), Ok(&state), "{}", state.to_notation());
        assert_eq!(State::try_from(setup.clone()).as_ref(), Ok(&state));
        let json = serde_json::to_string(&setup).unwrap();
        let back: Setup = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{json}: {e}"));
        assert_eq!(back, setup, "{json}");
        assert_eq!(setup.to_notation(), state.to_notation());
        assert_eq!(setup_of(&state.to_notation()), setup);
    }
}

#[test]
fn json_names_fields_as_documented_and_may_leave_out_the_optional_ones() {
    let setup = setup_of(KNOWN);
    let json: serde_json::Value = serde_json::to_value(&setup).unwrap();
    assert_eq!(json["players"], 4);
    assert_eq!(json["variant"], "dice");
    assert_eq!(json["phase"], serde_json::json!({ "phase": "turn", "player": 0, "step": { "step": "extraRoll" } }));
    assert_eq!(json["columns"][0][5], serde_json::json!({ "row": 10, "faceDown": false, "cards": ["P4", "A5"] }));
    assert_eq!(json["hands"], serde_json::json!([[], [], [], []]));
    assert_eq!(json["discards"], serde_json::json!([[], [], [], []]));
    assert_eq!(json["knowledge"], serde_json::json!([{ "card": "A5", "players": [1, 2, 3] }]));
    assert_eq!(json["rng"], "b8ab04fbe3a3636c");

    let minimal = r#"{ "players": 3, "variant": "base", "phase": { "phase": "turn", "player": 1, "step": { "step": "move" } },
        "columns": [ [ { "row": 1, "cards": ["F1"] } ],
                     [ { "row": 1, "cards": ["F3"] }, { "row": 2, "cards": ["M1"] }, { "row": 3, "cards": ["Q1"] },
                       { "row": 4, "cards": ["A1"] }, { "row": 6, "cards": ["P1"] } ],
                     [ { "row": 1, "cards": ["F2"] } ] ],
        "discards": [[], [], ["F4", "F5", "F6", "M2", "M3", "M4", "M5", "M6", "Q2", "Q3", "Q4"]] }"#;
    let setup: Setup = serde_json::from_str(minimal).unwrap();
    assert!(setup.hands.is_empty() && setup.knowledge.is_empty() && setup.rng == 0);
    let state = State::from_setup(&setup).unwrap();
    assert_eq!(state.to_notation(), FIG2.replace("0000000000000001", "0000000000000000"));
    let with_rng: Setup =
        serde_json::from_str(&minimal.replace(r#""players": 3"#, r#""rng": "1", "players": 3"#)).unwrap();
    assert_eq!(State::from_setup(&with_rng).unwrap().to_notation(), FIG2);
    for bad_rng in [r#""""#, r#""xyz""#, r#""00000000000000001""#, "17"] {
        let text = minimal.replace(r#""players": 3"#, &format!(r#""rng": {bad_rng}, "players": 3"#));
        assert!(serde_json::from_str::<Setup>(&text).is_err(), "rng {bad_rng} accepted");
    }
}

/// A setup changed by `edit`, the kind of error it must give, and (when the notation can say the
/// same) the same error from the notation.
fn refused(base: &str, edit: impl FnOnce(&mut Setup), expect: fn(&InvalidPosition) -> bool) -> InvalidPosition {
    let mut setup = setup_of(base);
    edit(&mut setup);
    let before = setup.clone();
    let error = match State::from_setup(&setup) {
        Ok(_) => panic!("accepted {}", setup.to_notation()),
        Err(PositionError::Parse(e)) => panic!("a setup gives no parse errors: {e}"),
        Err(PositionError::Invalid(kind)) => kind,
    };
    assert_eq!(setup, before, "a refused setup is left as it was");
    assert!(expect(&error), "{}: got {error:?} ({error})", setup.to_notation());
    assert!(error.code().starts_with("position."));
    let text = setup.to_notation();
    if Setup::from_notation(&text).as_ref() == Ok(&setup) {
        assert_eq!(State::from_notation(&text), Err(PositionError::Invalid(error.clone())), "{text}");
    }
    error
}

fn pile(row: u8, cards: &[&str]) -> SetupPile {
    SetupPile { row, face_down: false, cards: cards.iter().map(|c| card(c)).collect() }
}

#[test]
fn every_kind_of_impossible_position_is_refused_by_kind() {
    use InvalidPosition as E;
    let dealt = State::new(Config { players: 3, variant: Variant::Base, seed: 4 }).unwrap().to_notation();
    let mut kinds = Vec::new();
    let mut check = |base: &str, edit: &dyn Fn(&mut Setup), expect: fn(&InvalidPosition) -> bool| {
        kinds.push(refused(base, edit, expect).code());
    };
    check(FIG2, &|s| s.players = 2, |e| matches!(e, E::PlayerCount { players: 2 }));
    check(FIG2, &|s| s.players = 7, |e| matches!(e, E::PlayerCount { players: 7 }));
    check(FIG2, &|s| drop(s.columns.pop()), |e| matches!(e, E::ListCount { list: "columns", players: 3, found: 2 }));
    check(FIG2, &|s| s.hands.truncate(2), |e| matches!(e, E::ListCount { list: "hands", found: 2, .. }));
    check(FIG2, &|s| s.discards.push(Vec::new()), |e| matches!(e, E::ListCount { list: "discards", found: 4, .. }));
    check(FIG2, &|s| s.columns[0][0].row = 14, |e| matches!(e, E::RowOffBoard { column: 0, row: 14 }));
    check(FIG2, &|s| s.columns[0][0].row = 0, |e| matches!(e, E::RowOffBoard { column: 0, row: 0 }));
    check(FIG2, &|s| s.columns[1].swap(1, 2), |e| matches!(e, E::RowOrder { column: 1, row: 2 }));
    check(FIG2, &|s| s.columns[2][0].cards.clear(), |e| matches!(e, E::EmptyPile { column: 2, row: 1 }));
    check(FIG2, &|s| s.columns[0][0].face_down = true, |e| {
        matches!(e, E::FaceDownOffGoal { column: 0, row: 1, goal: 8, .. })
    });
    check(FIG2, &|s| s.columns[0][0].row = 8, |e| matches!(e, E::StandingOnGoal { column: 0, row: 8, goal: 8, .. }));
    check(FIG2, &|s| s.columns[0][0].row = 9, |e| matches!(e, E::StandingOnGoal { column: 0, row: 9, .. }));
    check(FIG2, &|s| s.columns[2][0].cards[0] = card("F1"), |e| *e == E::CardTwice { card: card("F1") });
    check(FIG2, &|s| s.hands[0] = s.discards[2].drain(..7).collect(), |e| {
        matches!(e, E::HandTooBig { player: 0, count: 7 })
    });
    check(FIG2, &|s| s.discards[2].truncate(10), |e| matches!(e, E::CardCount { count: 17, players: 3, expected: 18 }));
    check(FIG2, &|s| s.discards[0].push(card("P6")), |e| matches!(e, E::CardCount { count: 19, .. }));
    // The phase.
    check(FIG2, &|s| s.phase = Phase::Turn { player: 5, step: Step::Move }, |e| {
        matches!(e, E::NoSuchPlayer { player: 5, players: 3 })
    });
    check(&dealt, &|s| s.phase = Phase::Setup { player: 3 }, |e| matches!(e, E::NoSuchPlayer { player: 3, .. }));
    check(FIG2, &|s| s.phase = Phase::Setup { player: 0 }, |e| matches!(e, E::DiscardsDuringSetup { player: 2 }));
    check(&dealt, &|s| s.knowledge.push(Knowledge { card: s.hands[0][0], players: vec![1] }), |e| {
        matches!(e, E::KnowledgeDuringSetup { .. })
    });
    check(
        &dealt,
        &|s| {
            let c = s.hands[2].pop().unwrap();
            s.columns[2].push(pile(c.class().start_row(), &[&c.to_string()]));
        },
        |e| matches!(e, E::SetupCounts { placer: 0, player: 2, held: 5, placed: 1 }),
    );
    check(
        &dealt,
        &|s| {
            let c = s.hands[0].pop().unwrap();
            s.columns[0].push(pile(7, &[&c.to_string()]));
        },
        |e| matches!(e, E::SetupOffStart { column: 0, row: 7, .. }),
    );
    check(FIG2, &|s| s.hands[0] = vec![s.discards[2].pop().unwrap()], |e| matches!(e, E::HandAfterSetup { player: 0 }));
    check(
        FIG2,
        &|s| {
            s.columns[0][0] = SetupPile { row: 8, face_down: true, cards: vec![card("F1")] };
            s.phase = Phase::Turn { player: 0, step: Step::Move };
        },
        |e| matches!(e, E::InactivePlayer { player: 0 }),
    );
    check(
        FIG2,
        &|s| {
            s.columns[0][0] = SetupPile { row: 8, face_down: true, cards: vec![card("F1")] };
            s.columns[2][0] = SetupPile { row: 8, face_down: true, cards: vec![card("F2")] };
        },
        |e| matches!(e, E::TooFewActive { active: 1 }),
    );
    check(FIG2, &|s| s.phase = Phase::Over, |e| matches!(e, E::NotOver { active: 3 }));
    check(FIG2, &|s| s.phase = Phase::Turn { player: 1, step: Step::Roll }, |e| {
        matches!(e, E::StepOfOtherVariant { player: 1, step: "roll", variant: Variant::Base })
    });
    check(FIG2, &|s| s.variant = Variant::Dice, |e| matches!(e, E::StepOfOtherVariant { step: "move", .. }));
    check(
        FIG2,
        &|s| {
            s.variant = Variant::Dice;
            s.phase = Phase::Turn { player: 1, step: Step::Rolled { die: 7 } };
        },
        |e| matches!(e, E::DieOffRange { die: 7 }),
    );
    check(FIG2, &|s| s.phase = Phase::Turn { player: 1, step: Step::Favours { row: 5, cut: 0 } }, |e| {
        matches!(e, E::FavoursWithoutStack { player: 1, row: 5 })
    });
    check(FIG2, &|s| s.phase = Phase::Turn { player: 1, step: Step::Favours { row: 1, cut: 0b010 } }, |e| {
        matches!(e, E::FavoursBadCut { column: 1 })
    });
    check(FIG2, &|s| s.phase = Phase::Turn { player: 1, step: Step::Favours { row: 1, cut: 0b1000 } }, |e| {
        matches!(e, E::FavoursBadCut { column: 3 })
    });
    check(FIG2, &|s| s.phase = Phase::Turn { player: 1, step: Step::Favours { row: 4, cut: 0 } }, |e| {
        matches!(e, E::FavoursWithoutVictim { row: 4 })
    });
    check(FIG2, &|s| s.phase = Phase::Turn { player: 1, step: Step::Favours { row: 1, cut: 0b101 } }, |e| {
        matches!(e, E::FavoursWithoutVictim { row: 1 })
    });
    // Knowledge.
    let a5 = card("A5");
    check(KNOWN, &|s| s.knowledge.push(Knowledge { card: card("A5"), players: vec![1] }), |e| {
        matches!(e, E::KnowledgeTwice { .. })
    });
    check(KNOWN, &|s| s.knowledge[0].players.clear(), |e| matches!(e, E::KnowledgeEmpty { .. }));
    check(KNOWN, &|s| s.knowledge[0].players = vec![1, 4], |e| matches!(e, E::KnowledgeBadPlayer { player: 4, .. }));
    check(KNOWN, &|s| s.knowledge[0].players = vec![1, 1], |e| matches!(e, E::KnowledgePlayerTwice { player: 1, .. }));
    let out_of_play = {
        let state = State::from_notation(KNOWN).unwrap();
        Card::all().find(|&c| !state.cards_in_play().contains(c)).unwrap()
    };
    check(KNOWN, &move |s| s.knowledge.push(Knowledge { card: out_of_play, players: vec![1] }), |e| {
        matches!(e, E::KnowledgeNotOnBoard { .. })
    });
    check(KNOWN, &|s| s.knowledge[0].players = vec![0, 1], |e| matches!(e, E::KnowledgeImplied { player: 0, .. }));
    check(KNOWN, &|s| s.knowledge.push(Knowledge { card: card("P4"), players: vec![1] }), |e| {
        matches!(e, E::KnowledgeImplied { player: 1, .. })
    });
    assert_eq!(
        refused(KNOWN, |s| s.knowledge[0].players = vec![0], |_| true),
        E::KnowledgeImplied { card: a5, player: 0 }
    );

    // Every kind of the enum but the view's own is reached above.
    kinds.sort();
    kinds.dedup();
    assert_eq!(kinds.len(), 30, "{kinds:?}");
}

#[test]
fn a_view_no_world_fits_is_an_impossible_view() {
    let state = State::from_notation(KNOWN).unwrap();
    let mut rng = heuchel::rng::Rng::from_state(1);
    let error = State::sample_world(&state.full_view(), &mut rng).unwrap_err();
    assert!(matches!(error, PositionError::Invalid(InvalidPosition::ImpossibleView { .. })));
    assert_eq!(error.code(), "position.impossibleView");
}

#[test]
fn messages_say_in_words_what_is_wrong() {
    let message = |edit: fn(&mut Setup)| {
        let mut setup = setup_of(FIG2);
        edit(&mut setup);
        State::from_setup(&setup).unwrap_err().to_string()
    };
    assert_eq!(
        message(|s| {
            s.columns[2][0].cards[0] = "B4".parse().unwrap();
            s.discards[2][0] = "B4".parse().unwrap();
        }),
        "impossible position: the Bishop 4 (B4) appears twice"
    );
    let on_goal = message(|s| s.columns[0][0].row = 8);
    assert!(on_goal.contains("a standing stack lies on or above its goal row"), "{on_goal}");
    assert!(on_goal.contains("column 1, row 8") && on_goal.contains("the Fire-Eater 1 (F1)"), "{on_goal}");
    let roll = message(|s| s.phase = Phase::Turn { player: 1, step: Step::Roll });
    assert_eq!(roll, "impossible position: player 2 is asked to roll the die, which cannot occur in the base game");
}

#[test]
fn error_codes_are_what_the_errors_serialize_to() {
    let a5: Card = "A5".parse().unwrap();
    let samples = [
        InvalidPosition::CardTwice { card: a5 },
        InvalidPosition::TooFewActive { active: 1 },
        InvalidPosition::StepOfOtherVariant { player: 1, step: "roll", variant: Variant::Base },
        InvalidPosition::ListCount { list: "columns", players: 3, found: 2 },
    ];
    for error in samples {
        let json = serde_json::to_value(&error).unwrap();
        assert_eq!(json["code"], error.code());
        assert!(json["args"].is_object(), "{json}");
    }
    let json = serde_json::to_value(InvalidPosition::CardTwice { card: a5 }).unwrap();
    assert_eq!(json, serde_json::json!({ "code": "position.cardTwice", "args": { "card": "A5" } }));
    let json =
        serde_json::to_value(InvalidPosition::StepOfOtherVariant { player: 1, step: "roll", variant: Variant::Base })
            .unwrap();
    assert_eq!(json["args"], serde_json::json!({ "player": 1, "step": "roll", "variant": "base" }));
    let illegal = heuchel::IllegalAction::BadDestination { from: 3, to: 9 };
    assert_eq!(
        serde_json::to_value(&illegal).unwrap(),
        serde_json::json!({ "code": "action.badDestination", "args": { "from": 3, "to": 9 } })
    );
    assert_eq!(serde_json::to_value(heuchel::IllegalAction::MustMove).unwrap()["code"], "action.mustMove");
}

#[test]
fn fill_unused_puts_the_missing_cards_in_the_last_discard_pile_during_play() {
    let mut setup = setup_of("3b_2m_1F1_1F3.2M1.3Q1.4A1.6P1_1F2_-.-.-_-_0000000000000001");
    let added = setup.fill_unused();
    let names: Vec<String> = added.iter().map(Card::to_string).collect();
    assert_eq!(names, ["F4", "F5", "F6", "M2", "M3", "M4", "M5", "M6", "Q2", "Q3", "Q4"]);
    assert_eq!(setup.discards[2], added);
    assert!(setup.discards[0].is_empty() && setup.discards[1].is_empty());
    assert_eq!(State::from_setup(&setup).unwrap().to_notation(), FIG2);
    assert!(setup.fill_unused().is_empty(), "a second fill finds nothing missing");

    // Lists left out are made one per player; cards already discarded stay where they are.
    let mut setup = setup_of(FIG2);
    setup.discards = Vec::new();
    setup.knowledge.clear();
    setup.fill_unused();
    assert_eq!(setup, setup_of(FIG2));
    let mut setup = setup_of(FIG2);
    let moved = setup.discards[2].remove(0);
    setup.discards[0].push(card("P6"));
    setup.fill_unused();
    assert_eq!(setup.discards[0], [card("P6")]);
    assert!(!setup.discards[2].contains(&moved), "F4 was taken by P6's place: the lowest unused cards come first");
    assert!(State::from_setup(&setup).is_ok());

    // Over: the same.
    let mut over = setup_of("3b_x_8f1_8f3.9m1.10q1.11a1.13p1_8f2_-.-.-_-_0000000000000001");
    over.fill_unused();
    assert!(State::from_setup(&over).unwrap().is_over());
}

#[test]
fn fill_unused_tops_up_the_hands_still_to_place_during_setup() {
    // Player 2 is placing: player 1 has placed his six, player 2 one card; nobody holds anything yet.
    let mut setup = setup_of("3b_s2.-.-.-_1F1.2M1.3Q1.4A1.5B1.6P1_5B2_-_-.-.-_-_0000000000000000");
    let added = setup.fill_unused();
    assert_eq!(added.len(), 11);
    assert!(setup.hands[0].is_empty());
    assert_eq!(setup.hands[1].len(), 5);
    assert_eq!(setup.hands[2].len(), 6);
    let state = State::from_setup(&setup).unwrap();
    assert_eq!(state.hand(1), ["F2", "F3", "F4", "F5", "F6"].map(card));
    assert_eq!(state.legal_actions().len(), 5);
}

#[test]
fn a_setup_is_not_changed_by_a_failed_check_and_states_are_only_built_when_possible() {
    for state in random_positions(1, 40) {
        let mut setup = state.to_setup();
        // Drop one card: never a possible position.
        if let Some(pile) = setup.columns.iter_mut().flatten().next() {
            pile.cards.remove(0);
            let copy = setup.clone();
            assert!(State::from_setup(&setup).is_err());
            assert_eq!(setup, copy);
        }
    }
}

#[test]
fn the_full_view_shows_every_card_and_the_others_are_unchanged() {
    for state in random_positions(3, 9) {
        let full = state.full_view();
        assert!(full.is_full() && !full.is_spectator() && full.player().is_none());
        assert_eq!(full.known_cards().collect::<heuchel::CardSet>(), state.cards_in_play());
        assert_eq!(full.known_cards().count(), 6 * state.players() as usize);
        for (p, hand) in full.hands.iter().enumerate() {
            assert_eq!(hand, state.hand(p as u8));
        }
        assert!(full.hand.is_empty());
        assert_eq!(View::from_notation(&full.to_notation()).unwrap(), full);
        // The board is the same as everyone's, card for card where they know it.
        let spectator = state.view(View::SPECTATOR);
        assert!(spectator.is_spectator() && spectator.hands.iter().all(Vec::is_empty));
        assert_eq!(spectator.phase, full.phase);
        assert_eq!(spectator.discards, full.discards);
        assert_eq!(spectator.hand_sizes, full.hand_sizes);
        for (mine, all) in spectator.columns.iter().flatten().zip(full.columns.iter().flatten()) {
            assert_eq!((mine.row, mine.flipped, mine.cards.len()), (all.row, all.flipped, all.cards.len()));
            for (seen, card) in mine.cards.iter().zip(&all.cards) {
                assert_eq!(seen.class(), card.class());
                assert!(seen.card().is_none() || seen == card);
            }
        }
        if state.is_over() {
            assert_eq!(full.columns, spectator.columns, "at the end every card is public");
        }
        for p in 0..state.players() {
            let view = state.view(p);
            assert_eq!(view.player(), Some(p));
            assert_eq!(view.hands[p as usize], view.hand);
            assert!(view.hands.iter().enumerate().all(|(q, h)| q == p as usize || h.is_empty()));
            assert!(!view.is_full());
        }
        assert_eq!(state.view(View::ALL), spectator, "no viewer number reveals more than the public");
    }
}

#[test]
fn the_full_log_names_every_card() {
    use heuchel::game::Game;
    use heuchel::random::RandomPlayer;
    let config = Config { players: 4, variant: Variant::Dice, seed: 21 };
    let mut game = Game::new(config).unwrap();
    let mut bot = RandomPlayer::new(3);
    while let Some(action) = game.state().to_act().and_then(|p| bot.choose(&game.state().view(p)).ok()) {
        game.play(action).unwrap();
        if game.actions().len() == 30 {
            let full = game.full_log(0);
            let events = full.iter().flat_map(|e| &e.events);
            let json = serde_json::to_string(&events.collect::<Vec<_>>()).unwrap();
            assert!(!json.contains("class"), "no card is masked: {json}");
            assert_ne!(full, game.log_for(0, 0), "a player does not see everything during setup");
        }
    }
    assert_eq!(game.full_log(5), game.full_log(0)[5..]);
    assert_eq!(game.full_log(0).len(), game.actions().len());
    // Once the game is over every card is public: the full log is everyone's log.
    assert_eq!(game.full_log(0), game.log_for(View::SPECTATOR, 0));
}

/// One error of every kind, for the checks on codes and their documentation.
fn every_kind() -> Vec<InvalidPosition> {
    use InvalidPosition::*;
    let c = card("B4");
    vec![
        PlayerCount { players: 7 },
        ListCount { list: "hands", players: 3, found: 2 },
        RowOffBoard { column: 0, row: 14 },
        RowOrder { column: 0, row: 2 },
        EmptyPile { column: 0, row: 2 },
        FaceDownOffGoal { column: 0, row: 2, top: c, goal: 12 },
        StandingOnGoal { column: 0, row: 12, top: c, goal: 12 },
        CardTwice { card: c },
        HandTooBig { player: 0, count: 7 },
        CardCount { count: 17, players: 3, expected: 18 },
        NoSuchPlayer { player: 4, players: 3 },
        DiscardsDuringSetup { player: 1 },
        KnowledgeDuringSetup { card: c },
        SetupCounts { placer: 1, player: 2, held: 5, placed: 1 },
        SetupOffStart { column: 0, row: 7, card: c },
        HandAfterSetup { player: 0 },
        InactivePlayer { player: 0 },
        TooFewActive { active: 1 },
        NotOver { active: 2 },
        StepOfOtherVariant { player: 0, step: "roll", variant: Variant::Base },
        DieOffRange { die: 7 },
        FavoursWithoutStack { player: 0, row: 5 },
        FavoursBadCut { column: 0 },
        FavoursWithoutVictim { row: 5 },
        KnowledgeTwice { card: c },
        KnowledgeEmpty { card: c },
        KnowledgeBadPlayer { card: c, player: 5 },
        KnowledgePlayerTwice { card: c, player: 1 },
        KnowledgeNotOnBoard { card: c },
        KnowledgeImplied { card: c, player: 0 },
        ImpossibleView { reason: "unseeable" },
    ]
}

/// The TypeScript types (src/wasm.rs) and docs/JS-API.md name every code the API throws, with
/// its arguments as the engine writes them.
#[test]
fn every_code_is_typed_and_documented_with_its_arguments() {
    use heuchel::bot::BotError;
    use heuchel::error::{Args, Notation};
    use heuchel::{IllegalAction, ParseError};
    let wasm = include_str!("../src/wasm.rs");
    let doc = include_str!("../docs/JS-API.md");
    let typed = |code: &str| -> &str {
        wasm.lines()
            .find(|l| l.trim_start().starts_with("| { code:") && l.contains(&format!("\"{code}\"")))
            .unwrap_or_else(|| panic!("{code} is not in the ErrorInfo type"))
    };
    let names = |args: Args| args.iter().map(|(name, _)| *name).collect::<Vec<_>>();
    let mut codes: Vec<(&str, Vec<&str>)> = every_kind().into_iter().map(|e| (e.code(), names(e.args()))).collect();
    let actions = [
        IllegalAction::GameOver,
        IllegalAction::WrongPhase { expected: "roll" },
        IllegalAction::NotInHand,
        IllegalAction::NoStack { row: 3 },
        IllegalAction::BadCount { count: 3, height: 2 },
        IllegalAction::BadDestination { from: 3, to: 9 },
        IllegalAction::NotAVictim { column: 2 },
        IllegalAction::MustMove,
    ];
    for error in &actions {
        let mut names = vec!["action"];
        names.extend(error.args().iter().map(|(name, _)| *name));
        codes.push((error.code(), names));
    }
    // Notation errors, here with the piece they point at (`text`, optional in the type).
    for what in [Notation::Position, Notation::View, Notation::Action, Notation::Card, Notation::Save] {
        let error = ParseError::new(what, "why").at("piece");
        codes.push((error.code(), names(error.args())));
    }
    // The computer players' own kinds (their position and notation errors are above).
    let bots = [
        BotError::UnknownLevel("oracle".into()),
        BotError::GameOver,
        BotError::NotToAct { viewer: 1, to_act: 0 },
        BotError::Spectator,
        BotError::FullView,
        BotError::NotPlacing,
    ];
    codes.extend(bots.iter().map(|e| (e.code(), names(e.args()))));
    // What only the wasm layer refuses (src/wasm.rs and src/wasm/, not compiled natively).
    let wasm_only: [(&str, Vec<&str>); 12] = [
        ("setup.malformed", vec!["field"]),
        ("action.malformed", vec!["field"]),
        ("game.players", vec!["players"]),
        ("game.variant", vec!["variant"]),
        ("game.seed", vec![]),
        ("game.noRandom", vec![]),
        ("game.notOver", vec![]),
        // Thrown by the record methods written once for both games (platform::js_game_record!).
        ("game.index", vec![]),
        ("game.replay", vec![]),
        ("bot.iterations", vec![]),
        ("bot.noSeat", vec!["player", "players"]),
        ("engine.internal", vec!["message"]),
    ];
    // Every code the wasm layer's Rust names is among them (or a code of the engine's errors).
    let rust = wasm.split("#[wasm_bindgen(typescript_custom_section)]").next().unwrap().to_string()
        + wasm.split("\"#;").nth(1).unwrap();
    for piece in rust.split('"').skip(1).step_by(2) {
        let Some((area, kind)) = piece.split_once('.') else { continue };
        if ["game", "bot", "setup", "action", "engine", "notation", "position"].contains(&area)
            && !kind.is_empty()
            && kind.chars().all(|c| c.is_ascii_alphabetic())
        {
            let known = wasm_only.iter().any(|(c, _)| *c == piece) || codes.iter().any(|(c, _)| *c == piece);
            assert!(known, "src/wasm.rs throws {piece}, which this test does not list");
        }
    }
    codes.extend(wasm_only);
    let mut distinct: Vec<&str> = codes.iter().map(|(c, _)| *c).collect();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), codes.len(), "codes are unique");
    for (code, names) in codes {
        let line = typed(code);
        let args = &line[line.find("args:").unwrap()..];
        for name in &names {
            let given = args.contains(&format!("{name}:")) || args.contains(&format!("{name}?:"));
            assert!(given, "{code}: {name} missing in {line}");
        }
        assert_eq!(args.matches(':').count() - 1, names.len(), "{code}: the type names other arguments: {line}");
        assert!(doc.contains(&format!("`{code}`")), "{code} is not in docs/JS-API.md");
    }
    // And the type names no code the engine does not throw (the ErrorInfo union only: the WhyNot
    // type below it lists reasons, which are answered, not thrown).
    let error_info =
        wasm.split("export type ErrorInfo =").nth(1).unwrap().split("export type ErrorCode").next().unwrap();
    for line in error_info.lines().filter(|l| l.trim_start().starts_with("| { code:")) {
        let head = &line[..line.find("args:").unwrap()];
        for code in head.split('"').skip(1).step_by(2) {
            assert!(distinct.contains(&code), "the ErrorInfo type names {code}, which nothing throws");
        }
    }
}
