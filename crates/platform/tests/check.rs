//! The property harness against a toy game, sound and with one bug at a time: it passes the
//! sound game and names the property each broken one breaks.

use core::fmt;
use core::str::FromStr;
use platform::check::{Property, RandomGames};
use platform::game::{Outcome, Rules};
use platform::record::{Record, ReplayError};
use platform::rng::Rng;

/// "Reach ten": two players in turn add 1 or 2 to a count; who reaches 10 wins. Each holds a
/// secret the other does not see. `BUG` picks the one thing done wrong (0: none).
struct Ten<const BUG: u8>;

const SOUND: u8 = 0;
const SPOILS_ON_REFUSAL: u8 = 1;
const ACCEPTS_THREE: u8 = 2;
const LISTS_THREE: u8 = 3;
const FORGETS_SEAT: u8 = 4;
const SAMPLES_BLINDLY: u8 = 5;
const STALLS: u8 = 6;
const LISTS_TWICE: u8 = 7;
const WRITES_ACTIONS_BADLY: u8 = 8;
const NO_OUTCOME: u8 = 9;
const SETUP_LOSES_SECRET: u8 = 10;

#[derive(Clone, Debug, PartialEq)]
struct State {
    count: u8,
    to_act: u8,
    secrets: [u8; 2],
}

#[derive(Clone, Debug, PartialEq)]
struct View {
    viewer: u8,
    count: u8,
    to_act: u8,
    secret: u8,
}

/// The number added; with [`WRITES_ACTIONS_BADLY`] its notation reads back one more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Add<const BUG: u8>(u8);

impl<const BUG: u8> fmt::Display for Add<BUG> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "+{}", self.0)
    }
}

impl<const BUG: u8> FromStr for Add<BUG> {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        let n: u8 = text.strip_prefix('+').and_then(|n| n.parse().ok()).ok_or(format!("not +n: {text:?}"))?;
        Ok(Add(if BUG == WRITES_ACTIONS_BADLY { n + 1 } else { n }))
    }
}

impl<const BUG: u8> Ten<BUG> {
    fn fits(state: &State, add: u8) -> bool {
        let most = if BUG == ACCEPTS_THREE { 3 } else { 2 };
        (1..=most).contains(&add) && state.count + add <= 10
    }
}

impl<const BUG: u8> Rules for Ten<BUG> {
    type Setup = State;
    type State = State;
    type Action = Add<BUG>;
    type View = View;
    type Event = u8;
    type PlayError = String;
    type SetupError = String;

    fn from_setup(setup: &State) -> Result<State, String> {
        if setup.count > 10 || setup.to_act > 1 {
            return Err(format!("no such position: {setup:?}"));
        }
        Ok(setup.clone())
    }

    fn to_setup(state: &State) -> State {
        let mut setup = state.clone();
        if BUG == SETUP_LOSES_SECRET {
            setup.secrets[1] = 0;
        }
        setup
    }

    fn to_notation(state: &State) -> String {
        let to_act = if BUG == FORGETS_SEAT { 0 } else { state.to_act };
        format!("{}.{to_act}.{}.{}", state.count, state.secrets[0], state.secrets[1])
    }

    fn from_notation(text: &str) -> Result<State, String> {
        let numbers: Vec<u8> = text.split('.').map(str::parse).collect::<Result<_, _>>().map_err(|e| format!("{e}"))?;
        let [count, to_act, a, b] = numbers[..] else { return Err(format!("four numbers: {text}")) };
        Self::from_setup(&State { count, to_act, secrets: [a, b] })
    }

    fn players(_: &State) -> u8 {
        2
    }

    fn to_act(state: &State) -> Option<u8> {
        (state.count < 10).then_some(state.to_act)
    }

    fn legal_actions(state: &State) -> Vec<Add<BUG>> {
        if state.count >= 10 {
            return Vec::new();
        }
        if BUG == STALLS && state.count >= 8 {
            return vec![Add(0)];
        }
        let mut legal: Vec<Add<BUG>> = (1..=2).filter(|&a| state.count + a <= 10).map(Add).collect();
        if BUG == LISTS_THREE && state.count + 3 <= 10 {
            legal.push(Add(3));
        }
        if BUG == LISTS_TWICE && state.count == 5 {
            legal.push(Add(1));
        }
        legal
    }

    fn play(state: &mut State, action: Add<BUG>) -> Result<Vec<u8>, String> {
        if BUG == SPOILS_ON_REFUSAL {
            state.to_act ^= 1;
        }
        let fits = if BUG == STALLS && state.count >= 8 { action.0 == 0 } else { Self::fits(state, action.0) };
        if !fits {
            return Err(format!("{action} does not fit {}", state.count));
        }
        if BUG == SPOILS_ON_REFUSAL {
            state.to_act ^= 1;
        }
        state.count += action.0;
        state.to_act ^= 1;
        Ok(vec![state.count])
    }

    fn view(state: &State, viewer: u8) -> View {
        View { viewer, count: state.count, to_act: state.to_act, secret: state.secrets[viewer as usize % 2] }
    }

    fn view_text(view: &View) -> String {
        format!("{}.{} secret {}", view.count, view.to_act, view.secret)
    }

    fn sample_world(view: &View, rng: &mut Rng) -> Result<State, String> {
        let mut secrets = [rng.below(100) as u8, rng.below(100) as u8];
        if BUG != SAMPLES_BLINDLY {
            secrets[view.viewer as usize % 2] = view.secret;
        }
        Self::from_setup(&State { count: view.count, to_act: view.to_act, secrets })
    }

    fn outcome(state: &State) -> Option<Outcome> {
        if state.count < 10 || BUG == NO_OUTCOME {
            return None;
        }
        let winner = state.to_act ^ 1;
        let mut scores = vec![0, 0];
        scores[winner as usize] = 1;
        Some(Outcome { scores, winners: vec![winner] })
    }
}

/// Games from 0 with secrets drawn from the game's number.
fn run<const BUG: u8>() -> Result<platform::check::Summary, platform::check::Failure> {
    RandomGames::<Ten<BUG>>::new(50, 12, |game| {
        let mut rng = Rng::from_state(game);
        State { count: 0, to_act: 0, secrets: [rng.below(100) as u8, rng.below(100) as u8] }
    })
    .any_action(|rng| Add(rng.below(5) as u8))
    .seed(7)
    .run()
}

fn broken<const BUG: u8>() -> Property {
    let failure = run::<BUG>().expect_err("the harness must catch the bug");
    println!("{failure}");
    assert!(!failure.to_string().is_empty());
    failure.property
}

#[test]
fn the_sound_game_passes() {
    let summary = run::<SOUND>().unwrap();
    assert_eq!(summary.games, 50);
    assert!(summary.longest >= 5 && summary.longest <= 10);
    assert!(summary.refused > 0, "actions not legal were tried");
    assert_eq!(summary.worlds, 2 * summary.actions, "two seats, every position but the last");
}

#[test]
fn each_bug_is_caught_as_the_property_it_breaks() {
    assert_eq!(broken::<SPOILS_ON_REFUSAL>(), Property::RefusalChangedState);
    assert_eq!(broken::<ACCEPTS_THREE>(), Property::IllegalAccepted);
    assert_eq!(broken::<LISTS_THREE>(), Property::LegalRefused);
    assert_eq!(broken::<FORGETS_SEAT>(), Property::Notation);
    assert_eq!(broken::<SAMPLES_BLINDLY>(), Property::World);
    assert_eq!(broken::<STALLS>(), Property::TooLong);
    assert_eq!(broken::<LISTS_TWICE>(), Property::Duplicate);
    assert_eq!(broken::<WRITES_ACTIONS_BADLY>(), Property::ActionNotation);
    assert_eq!(broken::<NO_OUTCOME>(), Property::Outcome);
    assert_eq!(broken::<SETUP_LOSES_SECRET>(), Property::Setup);
}

#[test]
fn a_start_that_changes_is_caught() {
    let mut calls = 0u8;
    let failure = RandomGames::<Ten<SOUND>>::new(3, 12, |_| {
        calls += 1;
        State { count: calls % 2, to_act: 0, secrets: [0, 0] }
    })
    .run()
    .unwrap_err();
    assert_eq!(failure.property, Property::Deterministic);
}

#[test]
fn a_failure_names_the_game_and_the_position() {
    let failure = run::<LISTS_TWICE>().unwrap_err();
    assert!(failure.game < 50 && failure.actions >= 3, "{failure:?}");
    assert!(failure.position.starts_with("5."), "the count of 5 lists +1 twice: {failure}");
    assert!(failure.to_string().contains("no legal action is listed twice"), "{failure}");
}

#[test]
fn the_observer_sees_every_action_and_can_fail_the_run() {
    let mut seen = 0u64;
    let summary = RandomGames::<Ten<SOUND>>::new(5, 12, |_| State { count: 0, to_act: 0, secrets: [1, 2] })
        .observe(|step| {
            assert_eq!(step.events, [step.after.count]);
            assert_eq!(step.before.count + step.action.0, step.after.count);
            seen += 1;
        })
        .run()
        .unwrap();
    assert_eq!(seen, summary.actions);
    let caught = std::panic::catch_unwind(|| {
        RandomGames::<Ten<SOUND>>::new(5, 12, |_| State { count: 0, to_act: 0, secrets: [1, 2] })
            .observe(|step| assert!(step.after.count < 9, "a game's own property, broken"))
            .run()
    });
    assert!(caught.is_err());
}

#[test]
fn a_policy_chooses_the_actions() {
    // Always +1: every game takes ten actions.
    let summary = RandomGames::<Ten<SOUND>>::new(4, 10, |_| State { count: 0, to_act: 0, secrets: [0, 0] })
        .policy(|_, legal, _| legal[0])
        .every_legal(false)
        .worlds_every(0)
        .run()
        .unwrap();
    assert_eq!((summary.longest, summary.actions, summary.worlds), (10, 40, 0));
}

#[test]
fn a_record_replays_and_names_the_first_bad_action() {
    let start = State { count: 3, to_act: 1, secrets: [4, 5] };
    let record = Record::new::<Ten<SOUND>>(&start, &[Add(2), Add(1)]);
    assert_eq!(record.start, "3.1.4.5");
    assert_eq!(record.actions, ["+2", "+1"]);
    let end = record.replay::<Ten<SOUND>>().unwrap();
    assert_eq!(end, State { count: 6, to_act: 1, secrets: [4, 5] });

    let mut steps = Vec::new();
    let mut bad = record.clone();
    bad.actions.extend(["+2".to_string(), "+9".to_string(), "+1".to_string()]);
    let error = bad.replay_with::<Ten<SOUND>>(|index, _, events, _| steps.push((index, events.to_vec()))).unwrap_err();
    assert!(matches!(error, ReplayError::Refused { index: 3, action: Add(9), .. }), "{error:?}");
    assert_eq!(error.index(), Some(3));
    assert_eq!(error.to_string(), "action 4 (+9) cannot be played: +9 does not fit 8");
    assert_eq!(steps, [(0, vec![5]), (1, vec![6]), (2, vec![8])]);

    bad.actions[1] = "one".into();
    assert!(matches!(bad.replay::<Ten<SOUND>>(), Err(ReplayError::Unreadable { index: 1, .. })));
    bad.start = "11.0.0.0".into();
    assert!(matches!(bad.replay::<Ten<SOUND>>(), Err(ReplayError::Start(_))));
    assert_eq!(bad.replay::<Ten<SOUND>>().unwrap_err().index(), None);
}
