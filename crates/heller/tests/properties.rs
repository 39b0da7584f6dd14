//! Properties over many random games: 2, 3 and 4 players, both variants, with and without the
//! no-luck option. The harness every game shares (`platform::check`) checks the contract's
//! properties in every position (notation, views and worlds, legal and refused actions, the end,
//! the record's replay); this file checks the game's own after every action, against bookkeeping
//! kept here from the events alone.

use heller::rules::Heller;
use heller::{Action, Event, Lane, Rng, Setup, Stall, Stalls, State, Tile, Variant};
use platform::check::{RandomGames, Step};

mod common;
use common::universe;

const SEEDS_PER_CONFIG: u64 = 12;
const MAX_ACTIONS: usize = 3000;

fn sorted(mut tiles: Vec<Tile>) -> Vec<Tile> {
    tiles.sort();
    tiles
}

/// What the test knows from the events alone.
struct Books {
    supply: Vec<Stalls>,
    removed: Vec<Stalls>,
    /// The stalls placed this round, per player.
    placed: Vec<Vec<Stall>>,
    /// How often each lane was scored this round.
    scored: [u32; Lane::COUNT],
    last_placer: Option<u8>,
    round: u8,
}

#[derive(Default)]
struct Seen {
    passes: usize,
    forgiven: usize,
    final_scorings: usize,
    two_lanes: usize,
    ties: usize,
    games: usize,
}

fn check_tiles(state: &State) {
    let mut all: Vec<Tile> = state.market().tiles().collect();
    all.extend(state.pool());
    all.extend((0..state.players()).filter_map(|p| state.own_tile(p)));
    all.extend(state.turned());
    assert_eq!(sorted(all), sorted(Tile::ALL.to_vec()), "every tile once: {}", state.to_notation());
}

/// What each view shows and hides (the harness checks that a world sampled from it shows it).
fn check_views(state: &State) {
    let n = state.players();
    for viewer in 0..=n {
        let view = state.view(viewer);
        assert_eq!(view.phase, state.phase(), "whose turn, and a tile turned up, are public");
        assert_eq!(view.own_tile, state.own_tile(viewer));
        for q in 0..n {
            let shown = view.own_tiles[q as usize];
            if state.no_luck() || q == viewer {
                assert_eq!(shown, state.own_tile(q));
            } else {
                assert_eq!(shown, None, "player {viewer} sees the own tile of player {q}");
            }
            assert_eq!(view.holds_own[q as usize], state.own_tile(q).is_some());
        }
        if state.no_luck() {
            assert_eq!(view.pool, sorted(state.pool().to_vec()), "the open pool, order hidden");
        } else {
            assert!(view.pool.is_empty(), "the pool lies face down");
        }
        assert_eq!(view.pool_len, state.pool_len());
    }
}

/// The legal actions are exactly those of the whole action space that `check` accepts, and pass
/// only when nothing else is (the harness plays them and tries others where they are refused).
fn check_legal(state: &State, universe: &[Action]) {
    let legal = state.legal_actions();
    for &action in universe {
        assert_eq!(state.check(action).is_ok(), legal.contains(&action), "{action} in {}", state.to_notation());
    }
    assert_eq!(legal.contains(&Action::Pass), legal == vec![Action::Pass], "pass only when nothing else");
}

/// The notation is URL-safe (the harness reads it back), and the setup survives JSON.
fn check_notation(state: &State) {
    let text = state.to_notation();
    assert!(text.bytes().all(|b| b.is_ascii_alphanumeric() || b"-._".contains(&b)), "URL-safe: {text}");
    let json = serde_json::to_string(&state.to_setup()).unwrap();
    let setup: Setup = serde_json::from_str(&json).unwrap();
    assert_eq!(State::from_setup(&setup).as_ref(), Ok(state));
}

impl Books {
    /// The books of a game just dealt.
    fn new(players: u8, variant: Variant) -> Books {
        let n = players as usize;
        let initial = Stall::supply(players, variant);
        Books {
            supply: vec![initial; n],
            removed: vec![[4 - initial[0], 0, 0, 0]; n],
            placed: vec![Vec::new(); n],
            scored: [0; Lane::COUNT],
            last_placer: None,
            round: 1,
        }
    }
}

/// A position against the books, and what every position shows.
fn check_state(state: &State, books: &Books, universe: &[Action]) {
    let players = state.players();
    check_tiles(state);
    assert_eq!(state.round(), books.round);
    let money: i64 = (0..players).map(|p| state.money(p) as i64).sum();
    assert_eq!(money + state.bank(), 50 * players as i64, "money is conserved");
    for p in 0..players {
        assert_eq!(state.supply(p), books.supply[p as usize], "supply of {p}");
        assert_eq!(state.removed(p), books.removed[p as usize], "removed of {p}");
        let mut on_market: Vec<Stall> = state.market().stalls().filter(|s| s.0 == p).map(|s| s.1).collect();
        on_market.sort();
        let mut placed = books.placed[p as usize].clone();
        placed.sort();
        assert_eq!(on_market, placed);
        let mut sum = books.supply[p as usize];
        for (k, count) in sum.iter_mut().enumerate() {
            *count += books.removed[p as usize][k] + placed.iter().filter(|s| s.index() == k).count() as u8;
        }
        assert_eq!(sum, Stall::FULL, "every stall accounted for");
    }
    if !state.is_over() {
        for lane in Lane::all() {
            let expected = state.market().is_lane_full(lane) as u32;
            assert_eq!(books.scored[lane.index()], expected, "{lane} scored when it filled, once");
        }
    }
    check_notation(state);
    check_views(state);
    if !state.is_over() {
        check_legal(state, universe);
    }
}

/// How often each player of a game prefers a stall to a tile, in percent: drawn from its seed.
fn taste(state: &State, player: u8) -> u32 {
    let mut draws = Rng::from_state(state.config().seed ^ 0xA5A5_A5A5);
    (0..=player).map(|_| draws.below(101)).last().unwrap_or(0)
}

/// One random legal action: a stall with the player's own taste for stalls, else a tile (so that
/// the runs reach passes, forgiven debts and last scorings, which uniform play rarely does).
fn choose(state: &State, legal: &[Action], rng: &mut Rng) -> Action {
    let player = state.to_act().unwrap();
    let stalls: Vec<Action> = legal.iter().copied().filter(|a| matches!(a, Action::Stall { .. })).collect();
    let tiles: Vec<Action> = legal.iter().copied().filter(|a| !matches!(a, Action::Stall { .. })).collect();
    let wants_stall = rng.below(100) < taste(state, player);
    let pool = if (wants_stall && !stalls.is_empty()) || tiles.is_empty() { &stalls } else { &tiles };
    pool[rng.below(pool.len() as u32) as usize]
}

/// One action's events against the books, which they bring up to date.
fn follow(step: &Step<'_, Heller>, books: &mut Books, seen: &mut Seen) {
    let (before, state, events) = (step.before, step.after, step.events);
    let player = before.to_act().unwrap();
    let players = before.players();
    let n = players as usize;
    let (variant, no_luck) = (before.variant(), before.no_luck());
    let mut money_before: Vec<i64> = (0..players).map(|p| before.money(p) as i64).collect();
    let mut lanes_in_batch = 0;
    let mut due_in_batch = vec![0i64; n];
    for event in events {
        match event {
            Event::StallPlaced { player: p, stall, .. } => {
                assert_eq!(*p, player);
                books.supply[player as usize][stall.index()] -= 1;
                books.placed[player as usize].push(*stall);
                books.last_placer = Some(player);
            }
            Event::TileTurnedUp { player: p, tile } => {
                assert!(!no_luck);
                assert_eq!((*p, *tile), (player, before.pool()[0]));
                assert_eq!(state.phase(), heller::Phase::Turned { player, tile: *tile }, "D9: he places it next");
            }
            Event::TurnedTilePlaced { player: p, tile, .. } => {
                assert_eq!((*p, Some(*tile)), (player, before.turned()));
                books.last_placer = Some(player);
            }
            Event::OwnTileChosen { player: p, tile } => {
                assert!(no_luck && before.market().free().count() == 30, "D8: chosen at a round's start");
                assert_eq!((*p, state.own_tile(player)), (player, Some(*tile)));
            }
            Event::TilePicked { player: p, .. } | Event::OwnTilePlaced { player: p, .. } => {
                assert_eq!(*p, player);
                books.last_placer = Some(player);
            }
            Event::Passed { player: p } => {
                assert_eq!(*p, player);
                assert!(!before.can_place(player) && (0..players).any(|q| before.can_place(q)));
                seen.passes += 1;
            }
            Event::LaneScored { score, final_scoring } => {
                books.scored[score.lane.index()] += 1;
                seen.final_scorings += *final_scoring as usize;
                lanes_in_batch += 1;
                for p in 0..players {
                    due_in_batch[p as usize] += score.amount(p) as i64;
                }
            }
            Event::Paid { payments } => {
                seen.two_lanes += (lanes_in_batch == 2) as usize;
                for payment in payments {
                    let p = payment.player as usize;
                    assert_eq!(payment.due as i64, due_in_batch[p]);
                    assert_eq!(payment.paid as i64, (payment.due as i64).max(-money_before[p]), "D4");
                    money_before[p] += payment.paid as i64;
                    seen.forgiven += (payment.forgiven() > 0) as usize;
                }
                lanes_in_batch = 0;
                due_in_batch = vec![0; n];
            }
            Event::RoundEnded { round, market, returned, removed } => {
                assert_eq!(*round, books.round);
                // The market as the round left it: what stood before, and the last placement.
                assert!(heller::Square::all()
                    .all(|s| before.market().get(s).is_empty() || market.get(s) == before.market().get(s)));
                assert_eq!(market.free().count() + 1, before.market().free().count());
                assert_eq!(books.scored, [1; Lane::COUNT], "every lane scored exactly once in the round");
                if !returned.is_empty() {
                    for p in 0..n {
                        let singles = books.placed[p].iter().filter(|&&s| s == Stall::I).count() as u8;
                        let kept = if variant == Variant::Standard { singles } else { 0 };
                        assert_eq!(returned[p], kept);
                        books.supply[p][0] += kept;
                        for &stall in &books.placed[p] {
                            if !(variant == Variant::Standard && stall == Stall::I) {
                                books.removed[p][stall.index()] += 1;
                            }
                        }
                        let earlier = before.removed(p as u8);
                        let out: Stalls = core::array::from_fn(|k| books.removed[p][k] - earlier[k]);
                        assert_eq!(removed[p], out);
                        books.placed[p].clear();
                    }
                }
                books.scored = [0; Lane::COUNT];
            }
            Event::RoundStarted { round, player: first } => {
                books.round += 1;
                assert_eq!(*round, books.round);
                assert_eq!(*first, (books.last_placer.unwrap() + 1) % players, "D1");
                assert_eq!(state.to_act(), Some(*first));
                assert!(variant == Variant::OpenEnded || *round <= 3);
            }
            Event::GameOver { money, winners } => {
                assert_eq!(money.len(), n);
                let best = *money.iter().max().unwrap();
                let expected: Vec<u8> = (0..players).filter(|&p| money[p as usize] == best).collect();
                assert_eq!(winners, &expected);
                seen.ties += (winners.len() > 1) as usize;
                match variant {
                    Variant::Standard => {
                        assert_eq!(books.round, 3);
                        assert!(state.market().is_full());
                    }
                    Variant::OpenEnded => assert!(books.supply.contains(&[0; 4]), "someone placed his last stall"),
                }
            }
        }
    }
    for p in 0..players {
        assert_eq!(state.money(p) as i64, money_before[p as usize], "money changes only by payments");
    }
    // A game continues only while it must.
    if !state.is_over() && state.round() == before.round() {
        assert!(!state.market().is_full());
    }
}

fn run(variant: Variant, no_luck: bool) -> Seen {
    let universe = universe();
    let mut seen = Seen::default();
    for players in 2..=4 {
        let mut books = Books::new(players, variant);
        RandomGames::<Heller>::new(SEEDS_PER_CONFIG, MAX_ACTIONS, |game| {
            let seed = game * 1_000_003 + players as u64;
            State::new(heller::Config { players, variant, no_luck, seed }).unwrap()
        })
        // The harness's own draws (the actions chosen, those tried where refused): the reach the
        // tests assert (passes, forgiven debts, last scorings, rare without luck) holds for these.
        .seed(40 + players as u64)
        .policy(choose)
        .any_action(|rng| universe[rng.below(universe.len() as u32) as usize])
        .observe(|step| {
            if step.index == 0 {
                books = Books::new(players, variant);
            }
            check_state(step.before, &books, &universe);
            follow(step, &mut books, &mut seen);
            if step.after.is_over() {
                check_state(step.after, &books, &universe);
                seen.games += 1;
            }
        })
        .run()
        .unwrap_or_else(|failure| panic!("{players} players, {variant:?}, no luck {no_luck}: {failure}"));
    }
    seen
}

#[test]
fn random_standard_games() {
    let seen = run(Variant::Standard, false);
    assert_eq!(seen.games, 3 * SEEDS_PER_CONFIG as usize);
    assert!(seen.two_lanes > 0 && seen.forgiven > 0, "the runs exercise double scorings and D4");
    assert_eq!(seen.final_scorings, 0, "a standard round always fills the market");
}

#[test]
fn random_standard_games_without_luck() {
    let seen = run(Variant::Standard, true);
    assert!(seen.two_lanes > 0);
}

#[test]
fn random_open_ended_games() {
    let seen = run(Variant::OpenEnded, false);
    assert!(seen.passes > 0 && seen.final_scorings > 0, "the runs exercise skipping and D7");
}

#[test]
fn random_open_ended_games_without_luck() {
    let seen = run(Variant::OpenEnded, true);
    assert!(seen.final_scorings > 0);
}
