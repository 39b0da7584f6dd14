//! The pieces behind the JavaScript API: grouped legal actions, save and load, the greedy player.

use heuchel::game::Game;
use heuchel::greedy::greedy_action;
use heuchel::random::RandomPlayer;
use heuchel::rng::Rng;
use heuchel::{Action, Card, Config, Phase, State, Variant};

fn games() -> impl Iterator<Item = Config> {
    [Variant::Base, Variant::Dice]
        .into_iter()
        .flat_map(|variant| (3..=6).flat_map(move |players| (0..10).map(move |seed| Config { players, variant, seed })))
}

/// Every position of a few random games, with the action played from it.
fn positions(config: Config) -> Vec<(State, Action)> {
    let mut s = State::new(config).unwrap();
    let mut bot = RandomPlayer::new(config.seed);
    let mut out = Vec::new();
    while let Some(a) = s.to_act().and_then(|p| bot.choose(&s.view(p)).ok()) {
        out.push((s.clone(), a));
        s.play(a).unwrap();
    }
    out
}

#[test]
fn grouped_legal_actions_are_exactly_the_legal_actions() {
    for config in games() {
        for (s, _) in positions(config) {
            let g = s.legal_groups();
            let mut regrouped: Vec<Action> = Vec::new();
            for m in &g.moves {
                for count in 1..=m.max_count {
                    regrouped.extend(m.dests.iter().map(|&to| Action::Move { from: m.from, count, to }));
                }
            }
            for t in &g.takes {
                regrouped.extend((1..=t.max_count).map(|count| Action::Take { column: t.column, count }));
            }
            regrouped.extend(g.places.iter().map(|&card| Action::Place { card }));
            regrouped.extend(g.loses.iter().map(|&row| Action::Lose { row }));
            if g.can_end_favours {
                regrouped.push(Action::EndFavours);
            }
            if g.can_end_turn {
                regrouped.push(Action::EndTurn);
            }
            if g.can_roll {
                regrouped.push(Action::Roll);
            }
            let mut legal: Vec<Action> = s.legal_actions().to_vec();
            let key = |a: &Action| a.to_string();
            legal.sort_by_key(key);
            regrouped.sort_by_key(key);
            assert_eq!(regrouped, legal, "{}", s.to_notation());
            assert_eq!(g.player, s.to_act());
        }
    }
}

#[test]
fn saves_reload_to_the_same_game_at_any_point() {
    for config in games().step_by(7) {
        let mut game = Game::new(config).unwrap();
        let mut bot = RandomPlayer::new(config.seed);
        let mut i = 0;
        while let Some(a) = game.state().to_act().and_then(|p| bot.choose(&game.state().view(p)).ok()) {
            game.play(a).unwrap();
            if i % 17 == 0 {
                let back = Game::load(&game.save()).unwrap();
                assert_eq!(back.state(), game.state());
                assert_eq!(back.log_for(1, 0), game.log_for(1, 0));
            }
            i += 1;
        }
    }
    // A game that began at a position saves and reloads too.
    let start = State::from_notation("3b_2m_1F1_1F3.2M1.3Q1.4A1.6P1_1F2_-.-.F4F5F6M2M3M4M5M6Q2Q3Q4_-_0000000000000001")
        .unwrap();
    let mut game = Game::from_position(start);
    game.play("1-5.1".parse().unwrap()).unwrap();
    assert_eq!(Game::load(&game.save()).unwrap().state(), game.state());
}

#[test]
fn damaged_saves_are_refused_with_a_reason() {
    let mut game = Game::new(Config { players: 4, variant: Variant::Dice, seed: 5 }).unwrap();
    let mut bot = RandomPlayer::new(5);
    for _ in 0..40 {
        let a = bot.choose(&game.state().view(game.state().to_act().unwrap())).unwrap();
        game.play(a).unwrap();
    }
    let good = game.save();
    let cut = &good[..good.len() - 3];
    let damaged = [
        String::new(),
        "hello".into(),
        good.replace("heuchel-save-1", "heuchel-save-9"),
        good.replace(" deal 4d ", " deal 9d "),
        good.replace(" deal 4d 5 ", " deal 4d x "),
        good.replacen('_', "_zz_", 1),
        good.replacen('_', "_3-9.1_", 1),
        format!("{good} extra"),
        cut.to_string() + "t9.9",
        "heuchel-save-1 position nonsense -".into(),
    ];
    for text in damaged {
        let err = Game::load(&text).err().unwrap_or_else(|| panic!("accepted {text}"));
        assert!(err.to_string().starts_with("not a saved game") || !err.to_string().is_empty());
    }
}

/// Swaps two cards in the columns and the knowledge of a full notation, giving another world.
fn swap_cards(text: &str, a: Card, b: Card) -> String {
    let (a_up, b_up) = (a.to_string(), b.to_string());
    let (a_low, b_low) = (a_up.to_lowercase(), b_up.to_lowercase());
    let swap = |f: &str| {
        f.replace(&a_up, "#1")
            .replace(&b_up, &a_up)
            .replace("#1", &b_up)
            .replace(&a_low, "#2")
            .replace(&b_low, &a_low)
            .replace("#2", &b_low)
    };
    let mut fields: Vec<String> = text.split('_').map(String::from).collect();
    let n = fields.len() - 5;
    for i in (2..2 + n).chain([3 + n]) {
        fields[i] = swap(&fields[i]);
    }
    fields.join("_")
}

#[test]
fn computer_players_decide_from_their_view_alone() {
    let mut compared = 0;
    for config in games() {
        for (s, _) in positions(config).into_iter().step_by(5) {
            let Phase::Turn { player, .. } = s.phase() else { continue };
            // Two cards of one class that the player to act has never seen.
            let hidden: Vec<Card> = s.cards_in_play().iter().filter(|&c| !s.knows(player, c)).collect();
            let Some((a, b)) = hidden
                .iter()
                .enumerate()
                .find_map(|(i, &a)| hidden[i + 1..].iter().find(|&&b| b.class() == a.class()).map(|&b| (a, b)))
            else {
                continue;
            };
            let swapped = swap_cards(&s.to_notation(), a, b);
            let other = State::from_notation(&swapped).unwrap_or_else(|e| panic!("{swapped}: {e}"));
            assert_ne!(other, s);
            assert_eq!(other.view(player), s.view(player), "the two worlds look alike to the player");
            for seed in 0..3 {
                let mine = greedy_action(&s.view(player), &mut Rng::from_state(seed));
                let theirs = greedy_action(&other.view(player), &mut Rng::from_state(seed));
                assert_eq!(mine, theirs);
                assert_eq!(
                    RandomPlayer::new(seed).choose(&s.view(player)),
                    RandomPlayer::new(seed).choose(&other.view(player))
                );
            }
            compared += 1;
        }
    }
    assert!(compared > 100, "enough look-alike worlds were compared ({compared})");
}

#[test]
fn greedy_plays_legal_complete_games_and_beats_random_more_often_than_not() {
    let mut greedy_wins = 0.0;
    let games = 200;
    for seed in 0..games {
        let config = Config { players: 4, variant: Variant::Base, seed };
        let mut s = State::new(config).unwrap();
        let mut rng = Rng::from_state(seed);
        let mut random = RandomPlayer::new(seed);
        while let Some(p) = s.to_act() {
            let a = if p == 0 { greedy_action(&s.view(0), &mut rng) } else { random.choose(&s.view(p)) };
            s.play(a.unwrap()).unwrap();
        }
        let winners = s.winners();
        if winners.contains(&0) {
            greedy_wins += 1.0 / winners.len() as f64;
        }
    }
    let share = greedy_wins / games as f64;
    assert!(share > 0.4, "greedy seat 1 won {share:.2} of games against three random players (fair share 0.25)");
}
