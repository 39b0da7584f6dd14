//! Invariants over many seeded random games of every player count and both variants: the
//! contract's, by the harness every game shares (`platform::check`), and this game's own.

use heuchel::rng::Rng;
use heuchel::rules::Heuchel;
use heuchel::{Action, Card, CardSet, Config, Phase, State, Step, Variant, View};
use platform::check::RandomGames;

const GAMES_PER_KIND: u64 = 250;

/// A proven bound on a game's length: every move lifts at least one card at least one row and no
/// card ever goes down, so there are at most 12 × 6n moves; each move brings at most n − 1 takes,
/// one "no more"/"end turn" and one roll; add 6n placements and at most 6n lost cards.
fn action_bound(players: u8) -> usize {
    let n = players as usize;
    6 * n + 72 * n * (n + 2) + 6 * n
}

fn kinds() -> impl Iterator<Item = (u8, Variant)> {
    [Variant::Base, Variant::Dice].into_iter().flat_map(|v| (3..=6).map(move |n| (n, v)))
}

/// Every card dealt is in exactly one place, and there are 6 per player.
fn check_accounting(s: &State) {
    let mut count = 0;
    let mut set = CardSet::EMPTY;
    for (c, r, _) in s.board().piles() {
        for card in s.board().cards(c, r) {
            assert!(!set.contains(card), "{card} twice");
            set.insert(card);
            count += 1;
        }
    }
    for p in 0..s.players() {
        for &card in s.hand(p) {
            assert!(!set.contains(card), "{card} twice");
            set.insert(card);
            count += 1;
        }
        for card in s.discards(p).iter() {
            assert!(!set.contains(card), "{card} twice");
            set.insert(card);
            count += 1;
        }
    }
    assert_eq!(count, 6 * s.players() as usize);
    assert_eq!(set, s.cards_in_play());
}

/// After every action: standing tops below their goals, face-down piles on their top's goal.
fn check_heights(s: &State) {
    for (c, r, pile) in s.board().piles() {
        let goal = pile.top.class().goal_row();
        if pile.flipped {
            assert_eq!(r, goal, "face-down pile off its goal, column {} row {r}", c + 1);
        } else {
            assert!(r < goal, "standing {} at row {r} not below its goal {goal}", pile.top);
        }
    }
}

/// What each player has seen, accumulated from the rules' own definition of what is visible,
/// independently of the engine's bookkeeping.
fn update_seen(s: &State, seen: &mut [CardSet]) {
    let over = s.is_over();
    let setup = matches!(s.phase(), Phase::Setup { .. });
    for p in 0..s.players() {
        let mine = &mut seen[p as usize];
        for &c in s.hand(p) {
            mine.insert(c);
        }
        for (column, row, pile) in s.board().piles() {
            if !setup {
                mine.insert(pile.top);
            }
            if column == p as usize || over {
                for c in s.board().cards(column, row) {
                    mine.insert(c);
                }
            }
        }
        for q in 0..s.players() {
            for c in s.discards(q).iter() {
                mine.insert(c);
            }
        }
    }
}

fn check_views(s: &State, seen: &[CardSet]) {
    let spectator = s.view(View::SPECTATOR);
    let public: CardSet = Card::all().filter(|&c| seen.iter().all(|k| k.contains(c))).collect();
    assert_eq!(spectator.known_cards().collect::<CardSet>(), public, "a spectator sees what everyone sees");
    assert_eq!(View::from_notation(&spectator.to_notation()).unwrap(), spectator);
    for p in 0..s.players() {
        let view = s.view(p);
        let shown: CardSet = view.known_cards().collect();
        assert_eq!(shown, seen[p as usize], "player {} view differs from what he has seen", p + 1);
        let text = view.to_notation();
        let back = View::from_notation(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(back, view, "view notation round trip");
        for c in Card::all() {
            if !seen[p as usize].contains(c) {
                assert!(!text.contains(&c.to_string()), "{c} leaked into {text}");
            }
        }
    }
}

/// A random action drawn from the whole action space, legal or not.
fn any_action(rng: &mut Rng) -> Action {
    let small = |rng: &mut Rng, n: u32| rng.below(n) as u8;
    match rng.below(7) {
        0 => Action::Place { card: Card::from_index(small(rng, 36)).unwrap() },
        1 => Action::Move { from: small(rng, 15), count: small(rng, 8), to: small(rng, 15) },
        2 => Action::Take { column: small(rng, 7), count: small(rng, 8) },
        3 => Action::EndFavours,
        4 => Action::EndTurn,
        5 => Action::Roll,
        _ => Action::Lose { row: small(rng, 15) },
    }
}

fn score_by_formula(s: &State, p: u8) -> i32 {
    let view = s.view(p); // at the end everything is shown
    let mut total = 0;
    for pile in &view.columns[p as usize] {
        for c in &pile.cards {
            let card = c.card().expect("all revealed at the end");
            let v = card.value() as i32;
            total += if pile.row >= card.class().goal_row() { v } else { -v };
        }
    }
    total - view.discards[p as usize].iter().map(|c| c.value() as i32).sum::<i32>()
}

/// The contract's properties (`platform::check`: notation, setup, views and worlds, legal and
/// refused actions, the bound, the record's replay) in every position of seeded random games,
/// and this game's own after every action: where the cards are, the heights, what each player
/// has seen and no more, the legal actions by index, the scores and how a game ends.
#[test]
fn random_games_keep_every_invariant() {
    let mut longest = 0;
    for (players, variant) in kinds() {
        let mut seen = vec![CardSet::EMPTY; players as usize];
        let summary = RandomGames::<Heuchel>::new(GAMES_PER_KIND, action_bound(players), |seed| {
            State::new(Config { players, variant, seed }).unwrap()
        })
        .seed(99)
        .any_action(any_action)
        // Every legal action is played in fewer games below; the worlds in every fourth position.
        .every_legal(false)
        .worlds_every(4)
        .observe(|step| {
            let (before, s) = (step.before, step.after);
            if step.index == 0 {
                seen = vec![CardSet::EMPTY; players as usize];
                update_seen(before, &mut seen);
                check_views(before, &seen);
            }
            let legal = before.legal_actions();
            assert_eq!(before.legal_count(), legal.len());
            for (i, a) in legal.iter().enumerate() {
                assert_eq!(before.nth_legal(i), Some(*a), "action {i} of {}", before.to_notation());
            }
            assert_eq!(before.nth_legal(legal.len()), None);
            if let Phase::Turn { step: Step::Favours { .. }, .. } = before.phase() {
                assert!(legal.len() > 1, "a favour step always offers a victim");
            }
            check_accounting(s);
            check_heights(s);
            update_seen(s, &mut seen);
            check_views(s, &seen);
            if s.is_over() {
                for p in 0..players {
                    assert_eq!(s.score(p), score_by_formula(s, p));
                    assert_eq!(s.score_sheet(p).total, s.score(p));
                }
                match variant {
                    Variant::Base => assert!((0..players).filter(|&p| s.is_active(p)).count() <= 1),
                    Variant::Dice => assert!((0..players).all(|p| !s.is_active(p))),
                }
            }
        })
        .run()
        .unwrap_or_else(|failure| panic!("{players} players, {variant:?}: {failure}"));
        assert_eq!(summary.games, GAMES_PER_KIND);
        assert!(summary.refused > 0);
        longest = longest.max(summary.longest);
    }
    assert!(longest > 50, "games are real games (longest {longest})");
}

/// Every legal action is played (on a copy) and passes the check, in every position.
#[test]
fn every_legal_action_is_accepted_in_every_position_of_sampled_games() {
    for (players, variant) in kinds() {
        RandomGames::<Heuchel>::new(40, action_bound(players), |game| {
            State::new(Config { players, variant, seed: 1000 + game }).unwrap()
        })
        .seed(1)
        .worlds_every(0)
        .observe(|step| {
            for a in step.before.legal_actions() {
                assert!(step.before.check(a).is_ok(), "{a} in {}", step.before.to_notation());
            }
        })
        .run()
        .unwrap_or_else(|failure| panic!("{players} players, {variant:?}: {failure}"));
    }
}

#[test]
fn same_seed_same_deal_different_seed_different_deal() {
    let a = State::new(Config { players: 4, variant: Variant::Dice, seed: 42 }).unwrap();
    let b = State::new(Config { players: 4, variant: Variant::Dice, seed: 42 }).unwrap();
    let c = State::new(Config { players: 4, variant: Variant::Dice, seed: 43 }).unwrap();
    assert_eq!(a, b);
    assert_ne!(a.hand(0), c.hand(0));
}
