//! The `heuchel` program, run as a user would: each subcommand, bad input, and a piped game.

use heuchel::{Action, State};
use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs the program with `args`, feeding `stdin`.
fn heuchel(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_heuchel"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program starts");
    let mut pipe = child.stdin.take().expect("stdin is piped");
    let input = stdin.to_string();
    // The program may stop reading early (game over, quit): a failed write is fine then.
    let writer = std::thread::spawn(move || {
        let _ = pipe.write_all(input.as_bytes());
    });
    let output = child.wait_with_output().expect("the program runs");
    writer.join().expect("the writer thread ends");
    output
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("stdout is UTF-8")
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("stderr is UTF-8")
}

/// Succeeded, and printed nothing on stderr.
fn ok(output: &Output) -> String {
    assert!(output.status.success(), "failed: {}", stderr(output));
    assert!(output.stderr.is_empty(), "stderr: {}", stderr(output));
    stdout(output)
}

/// Failed with exit code 2 and a message, without a panic; returns the message.
fn refused(output: &Output) -> String {
    let message = stderr(output);
    assert_eq!(output.status.code(), Some(2), "stdout: {} stderr: {message}", stdout(output));
    assert!(message.starts_with("heuchel: "), "{message}");
    assert!(!message.contains("panicked"), "{message}");
    message
}

#[test]
fn help_prints_the_usage() {
    let text = ok(&heuchel(&["help"], ""));
    for command in [
        "heuchel new",
        "heuchel legal",
        "heuchel play",
        "heuchel random",
        "heuchel score",
        "heuchel replay",
        "[terminal]",
        "--view",
        "--events",
    ] {
        assert!(text.contains(command), "usage lacks {command}:\n{text}");
    }
}

#[test]
fn new_legal_play_round_trip() {
    let position = ok(&heuchel(&["new", "--players", "3", "--variant", "base", "--seed", "42"], "")).trim().to_string();
    let mut state = State::from_notation(&position).expect("new prints a valid position");
    assert_eq!(state.players(), 3);

    let same = ok(&heuchel(&["play", "--config", "3,base,42"], ""));
    assert_eq!(same.trim(), position, "--config deals the same position as new");

    let legal = ok(&heuchel(&["legal", &position], ""));
    let mut lines = legal.lines();
    let first = lines.next().unwrap();
    assert!(first.starts_with("Player 1 to act: place"), "{first}");
    let listed: Vec<Action> = lines.map(|l| l.parse().expect("legal lists actions")).collect();
    assert_eq!(listed, state.legal_actions().to_vec());

    // Play through the whole setup and the first moves, in one argument and in several.
    let mut texts = Vec::new();
    for _ in 0..24 {
        let action = state.legal_actions()[0];
        texts.push(action.to_string());
        state.play(action).unwrap();
    }
    let joined = texts.join("_");
    let after = ok(&heuchel(&["play", &position, &joined], ""));
    assert_eq!(after.trim(), state.to_notation());
    let mut separate: Vec<&str> = vec!["play", &position];
    separate.extend(texts.iter().map(String::as_str));
    assert_eq!(ok(&heuchel(&separate, "")), after);

    let legal = ok(&heuchel(&["legal", after.trim()], ""));
    let first = legal.lines().next().unwrap();
    assert!(first.starts_with(&format!("Player {} to act: ", state.to_act().unwrap() + 1)), "{first}");
    assert_eq!(legal.lines().count() - 1, state.legal_actions().len());
}

#[test]
fn play_shows_a_players_view_and_events() {
    let output =
        ok(&heuchel(&["play", "--config", "3,dice,5", "F5_P6_P2_A5_F1_A1", "F6", "--view", "2", "--events"], ""));
    let lines: Vec<&str> = output.lines().collect();
    assert_eq!(lines.len(), 8, "{output}");
    assert_eq!(lines[0], "F5: Player 1 placed a hidden Fire-Eater", "player 2 does not see player 1's cards");
    assert_eq!(lines[6], "F6: You placed F6");
    assert!(lines[7].starts_with("3dv2_"), "the last line is player 2's view: {}", lines[7]);
    assert!(!lines[7].contains("F5"), "player 1's F5 is hidden from player 2: {}", lines[7]);

    let full = ok(&heuchel(&["play", "--config", "3,dice,5", "F5", "--events"], ""));
    assert!(full.starts_with("F5: Player 1 placed F5\n"), "{full}");
}

#[test]
fn play_refuses_an_illegal_action() {
    let position = ok(&heuchel(&["new", "--players", "3", "--seed", "5"], "")).trim().to_string();
    let message = refused(&heuchel(&["play", &position, "F5_B4_P6"], ""));
    assert!(message.contains("action 2 (\"B4\") is illegal: you do not hold that card"), "{message}");
    assert!(message.contains("legal now:"), "{message}");

    let message = refused(&heuchel(&["play", &position, "F5", "3-5.1"], ""));
    assert!(message.contains("action 2 (\"3-5.1\") is illegal"), "{message}");

    let message = refused(&heuchel(&["play", &position, "F5_zz"], ""));
    assert!(message.contains("action 2 (\"zz\") is not an action"), "{message}");
}

#[test]
fn bad_input_exits_2_without_panicking() {
    let message = refused(&heuchel(&["legal", "4b_nonsense"], ""));
    assert!(message.contains("bad position"), "{message}");
    let position = ok(&heuchel(&["new", "--seed", "1"], "")).trim().to_string();
    let cut = &position[..position.len() - 3];
    refused(&heuchel(&["play", cut, "n"], ""));
    refused(&heuchel(&["legal", "4bv1_1m_-_-_-_-_-.-.-.-_-_-"], ""));
    refused(&heuchel(&["legal", "é"], ""));
    refused(&heuchel(&["legal"], ""));
    refused(&heuchel(&["play"], ""));
    refused(&heuchel(&["play", "--config", "7,base,1"], ""));
    refused(&heuchel(&["play", "--config", "3,base,1", "--view", "4"], ""));
    refused(&heuchel(&["new", "--players", "2"], ""));
    refused(&heuchel(&["new", "--variant", "chess"], ""));
    refused(&heuchel(&["new", "--seed"], ""));
    refused(&heuchel(&["new", "extra"], ""));
    refused(&heuchel(&["random", "--games", "0"], ""));
    refused(&heuchel(&["terminal", "--seat", "5", "--players", "4"], ""));
    let message = refused(&heuchel(&["fly"], ""));
    assert!(message.contains("unrecognized subcommand 'fly'"), "{message}");
}

#[test]
fn random_prints_a_row_per_combination() {
    let output = ok(&heuchel(&["random", "--games", "50"], ""));
    for variant in ["base", "dice"] {
        for players in 3..=6 {
            let row = output
                .lines()
                .find(|l| l.split_whitespace().take(3).eq([players.to_string().as_str(), variant, "50"]))
                .unwrap_or_else(|| panic!("no row for {players} players, {variant}:\n{output}"));
            let lost = row.split_whitespace().nth(10).unwrap();
            assert_eq!(lost == "-", variant == "base", "lost cards only in the dice game: {row}");
        }
    }
    let args = ["random", "--games", "50", "--players", "4", "--variant", "dice", "--seed", "7"];
    let one = ok(&heuchel(&args, ""));
    assert_eq!(one.lines().filter(|l| l.contains(" dice ")).count(), 1, "{one}");
    let table = |text: &str| text.lines().filter(|l| !l.contains("games/s")).map(str::to_string).collect::<Vec<_>>();
    assert_eq!(table(&one), table(&stdout(&heuchel(&args, ""))), "seeded games give the same table");
}

#[test]
fn terminal_game_played_through_piped_input() {
    let answers = "1\n".repeat(2000);
    let output = ok(&heuchel(&["terminal", "--players", "3", "--seed", "3"], &answers));
    assert!(output.contains("Your turn: place your dealt cards"), "{output}");
    assert!(output.contains("  1) "), "numbered actions are listed");
    assert!(output.contains("Final scores"), "the game ends:\n{output}");
    for player in 1..=3 {
        assert!(output.contains(&format!("\nPlayer {player}")), "score sheet of player {player}");
    }
    assert!(output.contains("Winner: ") || output.contains("Shared win: "), "winners are named");

    let dice =
        ok(&heuchel(&["terminal", "--players", "3", "--variant", "dice", "--seed", "4", "--seat", "2"], &answers));
    assert!(dice.contains("You rolled"), "the human rolls in the dice game");
    assert!(dice.contains("Final scores"), "the dice game ends");
}

#[test]
fn terminal_quits_on_q_and_on_end_of_input() {
    let quit = ok(&heuchel(&["terminal", "--players", "4", "--seed", "1"], "x\n?\n99\nq\n"));
    assert!(quit.contains("Not understood"), "{quit}");
    assert!(quit.contains("Rules in brief"), "{quit}");
    assert!(quit.contains("There is no choice 99"), "{quit}");
    assert!(quit.contains("Game abandoned"), "{quit}");

    let eof = ok(&heuchel(&["--players", "3", "--seed", "2"], "1\n2\n"));
    assert!(eof.contains("Game abandoned"), "{eof}");
}

#[test]
fn terminal_board_shows_only_the_humans_view() {
    // The human is seat 3: players 1 and 2 have placed, but their cards are hidden until the reveal.
    let output =
        ok(&heuchel(&["terminal", "--players", "4", "--variant", "dice", "--seed", "9", "--seat", "3"], "q\n"));
    let state = State::new(heuchel::Config { players: 4, variant: heuchel::Variant::Dice, seed: 9 }).unwrap();
    assert!(output.contains("Player 1 placed a hidden"), "{output}");
    for card in state.hand(0).iter().chain(state.hand(1)) {
        assert!(!output.contains(&card.to_string()), "{card} of another player is shown:\n{output}");
    }
    for card in state.hand(2) {
        assert!(output.contains(&card.to_string()), "the human's own {card} is shown");
    }
}

/// The seed deals every hand and every roll: the terminal game names it only once the game is over,
/// and says nothing of it when the human quits.
#[test]
fn terminal_keeps_the_seed_until_the_game_is_over() {
    let seed = "987654321";
    let quit = ok(&heuchel(&["terminal", "--players", "3", "--seed", seed], "1\n1\nq\n"));
    assert!(quit.contains("Game abandoned"), "{quit}");
    assert!(!quit.contains(seed), "the seed is shown before the end:\n{quit}");
    assert!(!quit.to_lowercase().contains("seed"), "the seed is mentioned before the end:\n{quit}");

    let answers = "1\n".repeat(2000);
    let done = ok(&heuchel(&["terminal", "--players", "3", "--seed", seed], &answers));
    let end = done.find("Final scores").expect("the game ends");
    let shown = done.find(seed).expect("the seed is named at the end");
    assert!(shown > end, "the seed is shown before the final scores:\n{done}");
    assert_eq!(done.matches(seed).count(), 1, "{done}");
}

/// A random game played to the end through the engine, as a record (`Game::save`) and its game.
fn finished_game(seed: u64) -> heuchel::Game {
    let config = heuchel::Config { players: 4, variant: heuchel::Variant::Dice, seed };
    let mut game = heuchel::Game::new(config).unwrap();
    let mut bot = heuchel::random::RandomPlayer::new(seed);
    while let Some(p) = game.state().to_act() {
        let action = bot.choose(&game.state().view(p)).unwrap();
        game.play(action).unwrap();
    }
    game
}

#[test]
fn score_prints_every_sheet_of_a_finished_or_unfinished_position() {
    let game = finished_game(11);
    let state = game.state();
    let text = ok(&heuchel(&["score", &state.to_notation()], ""));
    assert!(text.starts_with("Final scores\n"), "{text}");
    for p in 0..4u8 {
        let sheet = state.score_sheet(p);
        let head = format!(
            "Player {}: {} points (plus {}, short of goal {}, discarded {})",
            p + 1,
            sheet.total,
            sheet.plus,
            sheet.short,
            sheet.discarded
        );
        assert!(text.contains(&head), "no line {head:?} in\n{text}");
        assert_eq!(sheet.total, state.score(p));
    }
    let lines = (0..4u8).map(|p| state.score_sheet(p).lines.len()).sum::<usize>();
    assert_eq!(text.lines().filter(|l| l.starts_with("    ")).count(), lines, "a line per card");
    assert!(text.contains("Winner: ") || text.contains("Shared win: "), "{text}");

    let midway = game.at(40).unwrap();
    let s = midway.state();
    assert!(!s.is_over());
    let text = ok(&heuchel(&["score", &s.to_notation()], ""));
    assert!(text.starts_with("Not over: the scores if counted now"), "{text}");
    for p in 0..4u8 {
        assert!(text.contains(&format!("Player {}: {} points", p + 1, s.score(p))), "{text}");
    }
    assert!(!text.contains("Winner") && !text.contains("Shared win"), "{text}");

    refused(&heuchel(&["score"], ""));
    assert!(refused(&heuchel(&["score", "4b_nonsense"], "")).contains("bad position"));
}

#[test]
fn replay_checks_a_record_and_prints_each_position() {
    let game = finished_game(12);
    let record = game.save();
    assert!(record.starts_with("heuchel-save-1 deal 4d 12 "), "{record}");
    let text = ok(&heuchel(&["replay", &record], ""));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), game.actions().len() + 1, "the start and a line per action");
    assert_eq!(lines[0], format!("0 start {}", game.at(0).unwrap().state().to_notation()));
    for (k, action) in game.actions().iter().enumerate().step_by(17) {
        let expected = format!("{} {action} {}", k + 1, game.at(k + 1).unwrap().state().to_notation());
        assert_eq!(lines[k + 1], expected);
    }
    assert_eq!(lines.last().unwrap().rsplit(' ').next().unwrap(), game.state().to_notation());
    // The record's words as separate arguments, and a record that starts at a position.
    let words: Vec<&str> = record.split_whitespace().collect();
    let mut args = vec!["replay"];
    args.extend(&words);
    assert_eq!(ok(&heuchel(&args, "")), text);
    let start = game.at(10).unwrap().state().to_notation();
    let from_position = ok(&heuchel(&["replay", &format!("heuchel-save-1 position {start} -")], ""));
    assert_eq!(from_position, format!("0 start {start}\n"));

    let message = refused(&heuchel(&["replay", "heuchel-save-1 deal 3b 5 F5_B4_P6"], ""));
    assert!(message.contains("action 2 (\"B4\") is illegal: you do not hold that card"), "{message}");
    let message = refused(&heuchel(&["replay", "heuchel-save-1 deal 3b 5 F5_zz"], ""));
    assert!(message.contains("action 2 (\"zz\") is not an action"), "{message}");
    assert!(refused(&heuchel(&["replay", "heuchel-save-2 deal 3b 5 -"], "")).contains("bad record"));
    assert!(refused(&heuchel(&["replay", "heuchel-save-1 deal 9b 5 -"], "")).contains("bad record"));
    refused(&heuchel(&["replay"], ""));
}
