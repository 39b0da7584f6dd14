//! Every refusal carries a stable code and language-neutral arguments (issue 13): what a text that
//! could not be read was meant to be, the piece it could not read, the step a wrong action was
//! expected in by its name, players and columns 0-based. The English messages stay as they were.

mod common;
use common::position;
use heuchel::bot::request::{arrange_from_notation, choose_from_notation};
use heuchel::bot::{choose, BotError, Budget, Level, BUDGETS};
use heuchel::error::{Arg, Notation};
use heuchel::game::Game;
use heuchel::{Action, Card, Config, IllegalAction, State, Step, Variant, View};

fn text(args: Vec<(&'static str, Arg)>) -> Option<String> {
    args.into_iter().find_map(|(name, arg)| match (name, arg) {
        ("text", Arg::Text(t)) => Some(t),
        _ => None,
    })
}

#[test]
fn notation_errors_say_what_could_not_be_read_and_point_at_the_piece() {
    // A position: the pile that is not one, the card inside it, the header.
    let bad_pile = State::from_notation("3b_2m_1F1_1Z1.2M1_1F2_-.-.-_-_0000000000000001").unwrap_err();
    assert_eq!(bad_pile.code(), "notation.position");
    assert_eq!(text(bad_pile.args()).as_deref(), Some("1Z1"));
    let header = State::from_notation("9b_2m").unwrap_err();
    assert_eq!((header.code(), text(header.args()).as_deref()), ("notation.position", Some("9b")));
    // A field count has no one piece to point at.
    let short = State::from_notation("4b_garbage").unwrap_err();
    assert_eq!((short.code(), short.args()), ("notation.position", vec![]));
    assert!(short.to_string().starts_with("notation: a 4-player position has 9 fields"), "{short}");
    // A position's own parts raise position errors, whatever they read (a card in the knowledge).
    let known = State::from_notation("3b_2m_1F1_1F3.2M1.3Q1.4A1.6P1_1F2_-.-.-_Z9a_0000000000000001").unwrap_err();
    assert_eq!((known.code(), text(known.args()).as_deref()), ("notation.position", Some("Z9a")));

    // A view, read by the same parts, says it was meant to be a view.
    let state = State::new(Config { players: 4, variant: Variant::Base, seed: 2 }).unwrap();
    let view = View::from_notation(&state.to_notation()).unwrap_err();
    assert_eq!(view.code(), "notation.view");
    let view = View::from_notation("4bv2_nonsense").unwrap_err();
    assert_eq!(view.code(), "notation.view");
    assert_eq!(choose_from_notation("4bv2_x", Level::Easy, 1, BUDGETS.hard).unwrap_err().code(), "notation.view");

    // An action and a card.
    let action = "3-99".parse::<Action>().unwrap_err();
    assert_eq!((action.code(), text(action.args()).as_deref()), ("notation.action", Some("3-99")));
    let card = "B9".parse::<Card>().unwrap_err();
    assert_eq!((card.code(), text(card.args()).as_deref()), ("notation.card", Some("B9")));
    assert_eq!(card.to_string(), "card value must be 1-6 in \"B9\"", "the English message is unchanged");

    // A saved game: damaged anywhere, it is a save that cannot be read.
    let mut game = Game::new(Config { players: 3, variant: Variant::Base, seed: 5 }).unwrap();
    let hand = game.state().hand(0).to_vec();
    game.play(Action::Place { card: hand[0] }).unwrap();
    let save = game.save();
    assert_eq!(Game::load("hello").unwrap_err().code(), "notation.save");
    assert_eq!(Game::load(&save.replace(" deal 3b", " deal 9b")).unwrap_err().code(), "notation.save");
    let garbled = Game::load(&format!("{save}_zz")).unwrap_err();
    assert_eq!((garbled.code(), text(garbled.args()).as_deref()), ("notation.save", Some("zz")));
    // An action the game refuses: the seat to place does not hold the card.
    let theirs = game.state().hand(1)[0].to_string();
    let refused = Game::load(&format!("{save}_{theirs}")).unwrap_err();
    assert_eq!((refused.code(), text(refused.args())), ("notation.save", Some(theirs)));
    assert!(refused.to_string().contains("cannot be played: you do not hold that card"), "{refused}");
}

#[test]
fn a_long_piece_is_cut() {
    let long = format!("3b_2m_1F1_1F1{}_1F2_-.-.-_-_0000000000000001", "Z1".repeat(40));
    let error = State::from_notation(&long).unwrap_err();
    let piece = text(error.args()).unwrap();
    assert_eq!(piece.chars().count(), 33, "32 characters and an ellipsis: {piece}");
    assert!(piece.ends_with('…'));
    let json = serde_json::to_value(&error).unwrap();
    assert_eq!(json["code"], "notation.position");
    assert_eq!(json["args"]["text"], piece.as_str());
}

#[test]
fn a_wrong_action_names_the_expected_step_by_its_name_and_the_message_stays_english() {
    let mut state = State::new(Config { players: 3, variant: Variant::Base, seed: 1 }).unwrap();
    let setup = state.play("3-5.1".parse().unwrap()).unwrap_err();
    assert_eq!(setup, IllegalAction::WrongPhase { expected: "setup" });
    assert_eq!(setup.args(), vec![("expected", Arg::Word("setup"))]);

    let cases = [
        ("3b", "1m", Step::Move, "r", "move one of your stacks, or the top part of one"),
        ("3d", "1r", Step::Roll, "n", "roll the die"),
        ("3d", "1d4", Step::Rolled { die: 4 }, "e", "move a stack exactly the number rolled"),
    ];
    for (header, phase, step, action, words) in cases {
        let mut s = position(header, phase, &["5B4", "1F1", "6P1"]);
        let error = s.play(action.parse().unwrap()).unwrap_err();
        assert_eq!(error, IllegalAction::WrongPhase { expected: step.name() }, "{header} {phase}");
        assert!(error.to_string().starts_with(&format!("that kind of action is not possible now: {words}")), "{error}");
    }
}

#[test]
fn a_refused_take_names_the_column_from_0() {
    let mut s = position("5b", "1m", &["5B4", "1F1", "6A2A5", "6P1", "6B3"]);
    s.play("5-6.1".parse().unwrap()).unwrap();
    let error = s.play("t4.1".parse().unwrap()).unwrap_err();
    assert_eq!(error, IllegalAction::NotAVictim { column: 3 });
    assert_eq!(error.args(), vec![("column", Arg::Number(3))]);
    assert_eq!(error.to_string(), "the stack in column 4 is not a victim you may take from now");
}

#[test]
fn computer_players_refuse_with_codes() {
    let state = State::new(Config { players: 4, variant: Variant::Dice, seed: 9 }).unwrap();
    let budget = Budget { iterations: 20 };
    let not_to_act = choose(Level::Easy, &state.view(3), 1, budget).unwrap_err();
    assert_eq!(not_to_act.code(), "bot.notToAct");
    assert_eq!(not_to_act.args(), vec![("player", Arg::Number(3)), ("toAct", Arg::Number(0))]);
    assert_eq!(not_to_act.to_string(), "it is not the viewer's turn (seat 1 is to act)");
    assert_eq!(choose(Level::Easy, &state.view(View::SPECTATOR), 1, budget).unwrap_err().code(), "bot.spectator");
    assert_eq!(choose(Level::Easy, &state.full_view(), 1, budget).unwrap_err().code(), "bot.fullView");
    let level = BotError::from("oracle".parse::<Level>().unwrap_err());
    assert_eq!((level.code(), level.args()), ("bot.level", vec![("level", Arg::Text("oracle".into()))]));

    let mut game = state.clone();
    let mut bot = heuchel::random::RandomPlayer::new(1);
    while let Some(p) = game.to_act() {
        let action = bot.choose(&game.view(p)).unwrap();
        game.play(action).unwrap();
    }
    assert_eq!(choose(Level::Easy, &game.view(0), 1, budget).unwrap_err(), BotError::GameOver);
    assert_eq!(BotError::GameOver.code(), "bot.gameOver");
    let placing_over = arrange_from_notation(&game.view(0).to_notation(), 1, budget).unwrap_err();
    assert_eq!(placing_over.code(), "bot.notPlacing");
}

#[test]
fn an_impossible_view_gives_its_reason_as_a_word() {
    // A hand-written view in which the viewer does not know his own card: no player sees that.
    let state = position("3b", "1m", &["5B4", "1F1", "6P1"]);
    let text = state.view(0).to_notation().replacen("5B4", "5Bx", 1);
    let view = View::from_notation(&text).unwrap();
    let error = State::sample_world(&view, &mut heuchel::rng::Rng::from_state(1)).unwrap_err();
    assert_eq!(error.code(), "position.impossibleView");
    assert_eq!(error.args(), vec![("reason", Arg::Word("unseeable"))]);
    assert_eq!(error.to_string(), "impossible position: the view cannot be completed: no player could have this view");
    assert_eq!(
        State::sample_world(&state.full_view(), &mut heuchel::rng::Rng::from_state(1)).unwrap_err().args(),
        vec![("reason", Arg::Word("fullView"))]
    );
}

#[test]
fn every_notation_kind_has_its_own_code() {
    let kinds = [Notation::Position, Notation::View, Notation::Action, Notation::Card, Notation::Save];
    let codes: Vec<&str> = kinds.iter().map(|&k| heuchel::ParseError::new(k, "why").code()).collect();
    assert_eq!(codes, ["notation.position", "notation.view", "notation.action", "notation.card", "notation.save"]);
    for kind in kinds {
        assert_eq!(heuchel::ParseError::new(kind, "why").code(), format!("notation.{}", kind.name()));
    }
}
