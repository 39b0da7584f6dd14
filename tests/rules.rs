//! One test (at least) per rule of RULES.md; rule ids in the test names and comments.

mod common;
use common::{act, card, legal_texts, pile, play, position, targets};
use heuchel::{Config, IllegalAction, InvalidPosition, Phase, State, Step, Variant};

fn turn(player: u8, step: Step) -> Phase {
    Phase::Turn { player: player - 1, step }
}

// ---- 1. Material and board -------------------------------------------------------------

#[test]
fn r1_3_rank_is_class_then_value() {
    assert!(card("Q1") > card("M6"));
    assert!(card("M6") > card("M5"));
    assert!(card("P1") > card("B6"));
}

#[test]
fn r1_6_every_class_travels_seven_rows_from_its_start_row() {
    for c in heuchel::Class::ALL {
        assert_eq!(c.start_row(), c.rank());
        assert_eq!(c.goal_row(), c.rank() + 7);
    }
}

// ---- 2. Setup ----------------------------------------------------------------------------

#[test]
fn r2_1_r2_2_six_cards_each_rest_out_of_play() {
    for players in 3..=6u8 {
        let s = State::new(Config { players, variant: Variant::Base, seed: 11 }).unwrap();
        assert_eq!(s.phase(), Phase::Setup { player: 0 });
        for p in 0..players {
            assert_eq!(s.hand(p).len(), 6);
            for &c in s.hand(p) {
                assert!(s.knows(p, c));
                assert!((0..players).filter(|&q| q != p).all(|q| !s.knows(q, c)), "only the owner sees his hand");
            }
        }
        assert_eq!(s.cards_in_play().len(), 6 * players as usize);
    }
    assert_eq!(
        State::new(Config { players: 2, variant: Variant::Base, seed: 1 }),
        Err(InvalidPosition::PlayerCount { players: 2 })
    );
    assert_eq!(
        State::new(Config { players: 7, variant: Variant::Base, seed: 1 }),
        Err(InvalidPosition::PlayerCount { players: 7 })
    );
}

#[test]
fn r2_3_placing_order_sets_stack_order_and_seat_one_starts() {
    let mut s = State::new(Config { players: 3, variant: Variant::Base, seed: 5 }).unwrap();
    let mut placed: Vec<Vec<heuchel::Card>> = Vec::new();
    for p in 0..3u8 {
        // Place in reverse of the dealt order.
        let hand: Vec<_> = s.hand(p).iter().rev().copied().collect();
        assert_eq!(legal_texts(&s).len(), 6);
        for c in &hand {
            s.play(heuchel::Action::Place { card: *c }).unwrap();
        }
        placed.push(hand);
    }
    for (p, order) in placed.iter().enumerate() {
        for class in heuchel::Class::ALL {
            let mut expect: Vec<_> = order.iter().filter(|c| c.class() == class).copied().collect();
            expect.reverse(); // the last placed is on top
            let got: Vec<_> = s.board().cards(p, class.start_row()).collect();
            assert_eq!(got, expect);
        }
    }
    assert_eq!(s.phase(), turn(1, Step::Move));
}

#[test]
fn r2_4_setup_is_secret_until_everyone_has_placed() {
    let mut s = State::new(Config { players: 4, variant: Variant::Base, seed: 9 }).unwrap();
    let first = s.hand(0).to_vec();
    for c in &first {
        s.play(heuchel::Action::Place { card: *c }).unwrap();
    }
    let v = s.view(1);
    let col0: Vec<_> = v.columns[0].iter().flat_map(|p| p.cards.iter()).collect();
    assert_eq!(col0.len(), 6, "heights and classes are visible");
    assert!(col0.iter().all(|c| c.card().is_none()), "no value of player 1's column is visible to player 2");
    assert!(v.hand.iter().all(|c| !first.contains(c)));
    // Finish setup: every top is now public.
    while let Phase::Setup { .. } = s.phase() {
        let a = s.legal_actions()[0];
        s.play(a).unwrap();
    }
    for (c, r, p) in s.board().piles() {
        for viewer in 0..4 {
            assert!(s.knows(viewer, p.top), "top of column {} row {r} revealed to {viewer}", c + 1);
        }
    }
}

// ---- 3. Turn order -----------------------------------------------------------------------

#[test]
fn r3_1_r3_2_turns_go_in_seat_order_skipping_finished_players() {
    let mut s = position("4b", "1m", &["10A3", "8f4", "1F2", "1F1"]);
    play(&mut s, "10-11.1"); // player 1 reaches his goal and is finished
    assert_eq!(s.phase(), turn(3, Step::Move), "player 2 has only a face-down pile: skipped");
    play(&mut s, "1-2.1");
    assert_eq!(s.phase(), turn(4, Step::Move));
    play(&mut s, "1-2.1");
    assert_eq!(s.phase(), turn(3, Step::Move), "player 1 is finished now too");
}

#[test]
fn r3_4_the_highest_standing_stack_can_always_move() {
    // A Quack boxed in under a face-down Minstrel pile and a Patrician: it cannot move, the
    // Patrician above it can.
    let s = position("3b", "1m", &["8Q1.9m1.10A1", "1F1", "1F2"]);
    assert_eq!(targets(&s, 8), Vec::<u8>::new());
    assert_eq!(targets(&s, 10), vec![11]);
    assert_eq!(legal_texts(&s), vec!["10-11.1"]);
}

// ---- 4. A move ----------------------------------------------------------------------------

#[test]
fn e1_r4_5_a_step_ends_the_move() {
    let mut s = position("3b", "1m", &["3Q4.5M1", "1F1", "1F2"]);
    assert_eq!(targets(&s, 3), vec![4], "row 4 is free: step there, and no further");
    play(&mut s, "3-4.1");
    assert_eq!(pile(&s, 1, 4), vec!["Q4"]);
    assert_eq!(s.phase(), turn(2, Step::Move));
}

#[test]
fn e2_r4_6_r4_7_jump_chain_may_stop_after_any_jump() {
    let s = position("3b", "2m", &["1F1", "1F3.2M1.3Q1.4A1.6P1", "1F2"]);
    assert_eq!(targets(&s, 1), vec![5, 7], "row 8 would need a step after a jump");
}

#[test]
fn r4_1_the_top_part_of_a_stack_may_move_alone() {
    let mut s = position("3b", "1m", &["3Q4Q2", "1F1", "1F2"]);
    assert_eq!(legal_texts(&s), vec!["3-4.1", "3-4.2"]);
    play(&mut s, "3-4.1");
    assert_eq!(pile(&s, 1, 3), vec!["Q2"]);
    assert_eq!(pile(&s, 1, 4), vec!["Q4"]);
    assert!((0..3).all(|p| s.knows(p, card("Q2"))), "the uncovered top is public");
}

#[test]
fn r4_4_own_goal_pile_is_free_other_goal_piles_are_occupied() {
    let mut s = position("3b", "1m", &["10A3.11a1", "7M2.8f1.10B2.11a4", "1F2"]);
    assert_eq!(targets(&s, 10), vec![11], "a Patrician may join the Patrician pile on its goal");
    play(&mut s, "10-11.1");
    assert_eq!(pile(&s, 1, 11), vec!["A3", "A1"], "one face-down pile");
    assert!(s.board().pile(0, 11).unwrap().flipped);
    assert_eq!(targets(&s, 10), vec![12], "for a Bishop the Patrician pile is occupied: it jumps");
    assert_eq!(targets(&s, 7), vec![9], "for a Minstrel the Fire-Eater pile on row 8 is occupied");
}

#[test]
fn e4_r4_2_r4_8_ceiling_and_carrying() {
    let mut s = position("3b", "1m", &["10A3.12P1A4", "1F1", "1F2"]);
    assert_eq!(targets(&s, 10), vec![11], "a lone Patrician stops at row 11");
    assert_eq!(targets(&s, 12), vec![13], "beneath a Prince it rides to row 13");
    play(&mut s, "12-13.2");
    assert!(s.board().pile(0, 13).unwrap().flipped);
    let sheet = s.score_sheet(0);
    let a4 = sheet.lines.iter().find(|l| l.card == card("A4")).unwrap();
    assert_eq!(a4.points, 4, "carried past its goal it scores plus");
}

#[test]
fn e4_r8_3_leaving_a_carried_card_alone_above_its_goal_discards_it() {
    let mut s = position("3b", "1m", &["10A3.12P1A4", "1F1", "1F2"]);
    play(&mut s, "12-13.1");
    assert!(s.board().pile(0, 12).is_none());
    assert!(s.discards(0).contains(card("A4")));
}

// ---- 5. Favours ---------------------------------------------------------------------------

#[test]
fn e3_r5_2_r5_5_r5_6_favours_from_lower_stacks_one_victim_at_a_time() {
    let mut s = position("5b", "1m", &["5B4", "1F1", "6A2A5", "6P1", "6B3"]);
    play(&mut s, "5-6.1");
    assert_eq!(s.phase(), turn(1, Step::Favours { row: 6, cut: 0 }));
    assert_eq!(legal_texts(&s), vec!["t3.1", "t3.2", "t5.1", "n"], "not the Prince in column 4");
    assert!(!s.knows(0, card("A5")), "the cut is blind");
    play(&mut s, "t3.1");
    assert!(s.knows(0, card("A2")));
    assert_eq!(pile(&s, 3, 6), vec!["A5"], "the rest stays");
    assert_eq!(legal_texts(&s), vec!["t5.1", "n"], "column 3 was cut once already");
    assert_eq!(s.play(act("t3.1")), Err(IllegalAction::NotAVictim { column: 2 }));
    play(&mut s, "t5.1");
    assert_eq!(pile(&s, 1, 6), vec!["B4", "A2", "B3"], "beneath the mover, in the order taken");
    assert_eq!(s.phase(), turn(1, Step::Extra), "no victim left: the extra move is offered");
}

#[test]
fn e5_r5_3_hidden_cards_may_outrank_the_mover() {
    let mut s = position("3b", "1m", &["5B4", "6B2B6", "1F1"]);
    play(&mut s, "5-6.1");
    assert_eq!(legal_texts(&s), vec!["t2.1", "t2.2", "n"]);
    play(&mut s, "t2.2");
    assert_eq!(pile(&s, 1, 6), vec!["B4", "B2", "B6"]);
}

#[test]
fn r5_2_face_down_piles_and_higher_tops_are_never_victims() {
    let mut s = position("3b", "1m", &["7M2", "8f3", "8P1"]);
    play(&mut s, "7-8.1");
    assert_eq!(s.phase(), turn(3, Step::Move), "no victim on row 8: the turn passes (player 2 is finished)");
}

#[test]
fn r5_4_counts_outside_the_victim_height_are_refused() {
    let mut s = position("3b", "1m", &["5B4", "6B2B6", "1F1"]);
    play(&mut s, "5-6.1");
    let before = s.clone();
    assert_eq!(s.play(act("t2.3")), Err(IllegalAction::BadCount { count: 3, height: 2 }));
    assert_eq!(s.play(act("t2.0")), Err(IllegalAction::BadCount { count: 0, height: 2 }));
    assert_eq!(s.play(act("t3.1")), Err(IllegalAction::NotAVictim { column: 2 }));
    assert_eq!(s.play(act("t1.1")), Err(IllegalAction::NotAVictim { column: 0 }), "never one's own column");
    assert_eq!(
        s.play(act("t3.1")).unwrap_err().to_string(),
        "the stack in column 3 is not a victim you may take from now",
        "the message counts columns from 1, the error from 0"
    );
    assert_eq!(s, before);
}

#[test]
fn r5_8_a_stack_landing_on_its_goal_flips_and_the_turn_passes() {
    let mut s = position("3b", "1m", &["10A3", "1F1", "1F2"]);
    play(&mut s, "10-11.1");
    assert!(s.board().pile(0, 11).unwrap().flipped);
    assert_eq!(s.phase(), turn(2, Step::Move));
}

// ---- 6. Extra moves -----------------------------------------------------------------------

#[test]
fn r6_1_r6_2_a_capture_earns_another_move_which_may_capture_again() {
    let mut s = position("3b", "1m", &["4A6.5B4", "5A1.6A2", "1F2"]);
    play(&mut s, "5-6.1_t2.1");
    assert_eq!(s.phase(), turn(1, Step::Extra));
    assert!(legal_texts(&s).contains(&"e".to_string()));
    play(&mut s, "4-5.1_t2.1");
    assert_eq!(s.phase(), turn(1, Step::Extra), "captured again: another extra move");
    play(&mut s, "e");
    assert_eq!(s.phase(), turn(3, Step::Move), "player 2 has nothing left standing");
}

#[test]
fn r6_2_declining_all_favours_ends_the_turn() {
    let mut s = position("3b", "1m", &["5B4", "6B2B6", "1F1"]);
    play(&mut s, "5-6.1_n");
    assert_eq!(s.phase(), turn(2, Step::Move));
}

// ---- 7, 8. Goal, flipping, arrogance ------------------------------------------------------

#[test]
fn r8_2_a_cut_that_uncovers_a_card_on_its_goal_flips_the_rest() {
    let mut s = position("3b", "1m", &["8P2", "9P1M4", "1F1"]);
    play(&mut s, "8-9.1_t2.1");
    assert!(s.board().pile(1, 9).unwrap().flipped);
    assert_eq!(pile(&s, 2, 9), vec!["M4"]);
}

#[test]
fn r8_3_a_cut_that_uncovers_arrogance_discards_the_whole_remainder_to_the_column_owner() {
    let mut s = position("3b", "1m", &["9P2", "10P1M4A3", "1F1"]);
    play(&mut s, "9-10.1_t2.1");
    assert!(s.board().pile(1, 10).is_none());
    assert!(s.discards(1).contains(card("M4")) && s.discards(1).contains(card("A3")), "A3 goes too");
}

#[test]
fn r8_2_a_split_that_uncovers_a_card_on_its_goal_flips_it() {
    let mut s = position("3b", "1m", &["9P3M2", "1F1", "1F2"]);
    play(&mut s, "9-10.1");
    assert!(s.board().pile(0, 9).unwrap().flipped);
}

#[test]
fn r8_4_an_uncovered_card_below_its_goal_stays() {
    let mut s = position("3b", "1m", &["8P3M2", "1F1", "1F2"]);
    play(&mut s, "8-9.1");
    assert_eq!(pile(&s, 1, 8), vec!["M2"]);
    assert!(!s.board().pile(0, 8).unwrap().flipped);
}

// ---- 9, 10. End and scoring ----------------------------------------------------------------

#[test]
fn r9_1_r9_2_base_game_ends_mid_chain_when_one_player_is_left() {
    let mut s = position("3b", "1m", &["5B4", "6A2", "8f1"]);
    play(&mut s, "5-6.1_t2.1");
    assert_eq!(s.phase(), Phase::Over, "player 2 lost his last standing card: only player 1 is left");
    assert_eq!(s.play(act("e")), Err(IllegalAction::GameOver));
}

#[test]
fn r9_1_base_game_ends_when_the_second_last_player_finishes() {
    let mut s = position("3b", "1m", &["10A3", "1F1", "8f2"]);
    play(&mut s, "10-11.1");
    assert_eq!(s.phase(), Phase::Over);
    assert!(s.score(1) < 0, "player 2's Fire-Eater short of its goal counts against him");
}

#[test]
fn r10_scoring_counts_position_only() {
    let s = position("3b", "x", &["8f4.12P2F5", "11a3m6", "8f1p6"]);
    assert_eq!(s.score(0), 4 - 2 + 5, "flipped +4, Prince short of goal -2, carried Fire-Eater +5");
    assert_eq!(s.score(1), 3 + 6);
    let discarded: i32 = s.discards(2).iter().map(|c| c.value() as i32).sum();
    assert_eq!(s.score(2), 1 - 6 - discarded, "a Prince buried below its goal counts minus");
    assert_eq!(s.winners(), vec![1]);
    let sheet = s.score_sheet(2);
    assert_eq!(sheet.total, s.score(2));
    assert_eq!(sheet.discarded, -discarded);
}

#[test]
fn r9_4_everything_in_play_is_revealed_at_the_end() {
    let mut s = State::new(Config { players: 4, variant: Variant::Dice, seed: 3 }).unwrap();
    let mut bot = heuchel::random::RandomPlayer::new(1);
    heuchel::random::play_out(&mut s, &mut bot);
    assert!(s.is_over());
    for p in 0..4 {
        let known: heuchel::CardSet = s.view(p).known_cards().collect();
        assert_eq!(known, s.cards_in_play(), "out-of-play cards stay unseen, all else is shown");
    }
}

// ---- 11. Dice variant ----------------------------------------------------------------------

#[test]
fn e6_r11_3_dice_count_occupied_squares_and_need_a_free_target() {
    let s = position("3d", "2d4", &["1F1", "1F3.2M1.3Q1.4A1.6P1", "1F2"]);
    let reach: Vec<Option<u8>> = (1..=6)
        .map(|d| {
            let m = s.targets(1, 1, Some(d));
            (m != 0).then(|| m.trailing_zeros() as u8)
        })
        .collect();
    assert_eq!(reach, vec![None, None, None, Some(5), None, Some(7)]);
    assert_eq!(legal_texts(&s), vec!["1-5.1", "3-7.1", "4-8.1", "6-10.1"]);
}

#[test]
fn r11_3_dice_never_go_above_the_goal() {
    let s = position("3d", "1d3", &["7F1.11P2", "1F2", "1F3"]);
    assert_eq!(legal_texts(&s), vec!["l7", "l11"], "F1 would pass row 8, P2 row 13: no move fits");
}

#[test]
fn e7_r11_5_r11_6_lost_card_cascade_card_by_card() {
    let mut s = position("3d", "1d2", &["10A2M3Q4", "1F1", "1F2"]);
    assert_eq!(legal_texts(&s), vec!["l10"]);
    play(&mut s, "l10");
    assert!(s.discards(0).contains(card("A2")) && s.discards(0).contains(card("M3")));
    assert_eq!(pile(&s, 1, 10), vec!["Q4"]);
    assert!(s.board().pile(0, 10).unwrap().flipped, "Q4 is exactly on its goal");
    assert_eq!(s.phase(), turn(2, Step::Roll));
}

#[test]
fn r11_5_a_fitting_move_must_be_made() {
    let s = position("3d", "1d1", &["10A2M3Q4", "1F1", "1F2"]);
    assert_eq!(s.clone().play(act("l10")), Err(IllegalAction::MustMove));
}

#[test]
fn r11_7_an_extra_roll_may_be_declined_but_once_rolled_must_be_used() {
    let mut s = position("3d", "1d1", &["5B4", "6A2", "1F1"]);
    play(&mut s, "5-6.1_t2.1");
    assert_eq!(s.phase(), turn(1, Step::ExtraRoll));
    assert_eq!(legal_texts(&s), vec!["r", "e"]);
    play(&mut s, "r");
    assert!(matches!(s.phase(), Phase::Turn { player: 0, step: Step::Rolled { .. } }));
    assert!(s.clone().play(act("e")).is_err());
}

#[test]
fn r11_8_a_lone_player_keeps_taking_turns_until_finished() {
    let mut s = position("3d", "1r", &["1F1", "8f2", "8f3"]);
    play(&mut s, "r");
    let mv = s.legal_actions()[0];
    s.play(mv).unwrap();
    assert_eq!(s.phase(), turn(1, Step::Roll));
    while !s.is_over() {
        let a = s.legal_actions()[0];
        s.play(a).unwrap();
    }
}

#[test]
fn r11_dice_are_drawn_from_the_seeded_generator() {
    let s = position("3d", "1r", &["1F1", "1F2", "1F3"]);
    let mut a = s.clone();
    let mut b = s.clone();
    play(&mut a, "r");
    play(&mut b, "r");
    assert_eq!(a, b);
}

// ---- Errors -----------------------------------------------------------------------------

#[test]
fn illegal_actions_are_refused_and_change_nothing() {
    let s = position("3b", "1m", &["3Q4Q2.5B4", "6B2B6", "1F1"]);
    for text in
        ["3-5.1", "3-4.3", "3-4.0", "4-5.1", "5-7.1", "t2.1", "n", "e", "r", "l3", "B4", "3-14.1", "13-14.1", "0-1.1"]
    {
        let mut t = s.clone();
        assert!(t.play(act(text)).is_err(), "{text}");
        assert_eq!(t, s, "{text} changed the state");
    }
}
