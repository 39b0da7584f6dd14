//! The property harness, for any game that keeps the contract ([`Rules`]): seeded random games,
//! each position checked against what every game must do ([`Property`]), so that each game's
//! tests keep only what is its own.
//!
//! In every position of every game: the notation and the setup give the same state back; every
//! seat's view can be computed, and (while the game goes on) a world sampled from it shows that
//! seat the same view; the
//! game is over exactly when nobody is to act, and then has an outcome; the seat to act has legal
//! actions, none twice, each of whose notation reads back to it; every legal action is played;
//! actions not among the legal ones are refused and leave the state exactly as it was. Every game
//! ends within a bound, and its record (start and actions in notation) replays to the same end.
//!
//! The actions tried as illegal are those legal somewhere earlier in the run and, if the game
//! gives one, draws from its whole action space ([`RandomGames::any_action`]).
//!
//! # Examples
//!
//! ```
//! use platform::check::RandomGames;
//! use platform::toy::{State, Ten};
//!
//! // "Reach ten" (`platform::toy`): 100 games from 0, at most 10 actions each.
//! let summary = RandomGames::<Ten>::new(100, 10, |_| State { count: 0, to_act: 0, secrets: [17, 42] })
//!     .any_action(|rng| rng.below(5) as u8)
//!     .run()
//!     .unwrap();
//! assert_eq!(summary.games, 100);
//! assert!(summary.longest <= 10 && summary.refused > 0);
//! ```

mod failure;

pub use failure::{Failure, Property};

use crate::game::Rules;
use crate::record::Record;
use crate::rng::Rng;

/// One action of a game of the run, as an observer ([`RandomGames::observe`]) is shown it.
pub struct Step<'a, G: Rules> {
    /// The game of the run, from 0.
    pub game: u64,
    /// How many actions of the game were played before this one (0 for its first).
    pub index: usize,
    /// The position the action was played in.
    pub before: &'a G::State,
    /// The action.
    pub action: G::Action,
    /// What it made happen.
    pub events: &'a [G::Event],
    /// The position after it.
    pub after: &'a G::State,
}

/// What a run played, for a test to judge its reach.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Games played to their end.
    pub games: u64,
    /// Actions played in all.
    pub actions: u64,
    /// Actions of the longest game.
    pub longest: usize,
    /// Actions tried where they are not legal, and refused.
    pub refused: u64,
    /// Worlds sampled from views.
    pub worlds: u64,
}

type Start<'a, G> = Box<dyn FnMut(u64) -> <G as Rules>::State + 'a>;
type Policy<'a, G> =
    Box<dyn FnMut(&<G as Rules>::State, &[<G as Rules>::Action], &mut Rng) -> <G as Rules>::Action + 'a>;
type AnyAction<'a, G> = Box<dyn FnMut(&mut Rng) -> <G as Rules>::Action + 'a>;
type Observer<'a, G> = Box<dyn FnMut(&Step<'_, G>) + 'a>;

/// Seeded random games of one game, every position checked (see the module). Built with
/// [`RandomGames::new`], adjusted by its other methods, played by [`RandomGames::run`].
pub struct RandomGames<'a, G: Rules> {
    games: u64,
    max_actions: usize,
    seed: u64,
    start: Start<'a, G>,
    policy: Policy<'a, G>,
    any_action: Option<AnyAction<'a, G>>,
    observer: Option<Observer<'a, G>>,
    probes: u32,
    every_legal: bool,
    worlds_every: usize,
}

/// At most this many actions seen legal are kept to be tried elsewhere.
const POOL: usize = 512;

impl<'a, G: Rules> RandomGames<'a, G> {
    /// `games` games, game *i* starting from `start(i)`, each of which must end within
    /// `max_actions` actions. By default the actions are drawn uniformly from the legal ones,
    /// every legal action is tried in every position, 4 actions not legal are tried in each,
    /// and a world is sampled from every seat's view in every position.
    pub fn new(games: u64, max_actions: usize, start: impl FnMut(u64) -> G::State + 'a) -> Self {
        RandomGames {
            games,
            max_actions,
            seed: 0,
            start: Box::new(start),
            policy: Box::new(|_, legal, rng| legal[rng.below(legal.len() as u32) as usize]),
            any_action: None,
            observer: None,
            probes: 4,
            every_legal: true,
            worlds_every: 1,
        }
    }

    /// The seed of the run's own draws: the actions chosen, the actions tried as illegal and the
    /// worlds' chance (each game has its own streams, drawn from this seed and its number).
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// Chooses the action to play from the legal ones (never empty), in place of a uniform draw:
    /// to reach what uniform play rarely does.
    pub fn policy(mut self, policy: impl FnMut(&G::State, &[G::Action], &mut Rng) -> G::Action + 'a) -> Self {
        self.policy = Box::new(policy);
        self
    }

    /// Draws an action from the game's whole action space, legal or not: more actions to try
    /// where they are not legal, beyond those the run has seen legal elsewhere.
    pub fn any_action(mut self, draw: impl FnMut(&mut Rng) -> G::Action + 'a) -> Self {
        self.any_action = Some(Box::new(draw));
        self
    }

    /// How many actions not legal are tried in each position (4 by default).
    pub fn probes(mut self, probes: u32) -> Self {
        self.probes = probes;
        self
    }

    /// Whether every legal action is tried in every position (by default it is), or only the one
    /// played.
    pub fn every_legal(mut self, every_legal: bool) -> Self {
        self.every_legal = every_legal;
        self
    }

    /// Samples worlds from the views only in every `n`-th position of a game (1, the default:
    /// in all but the last, where the game is over; 0: never). The views themselves are computed
    /// in every position.
    pub fn worlds_every(mut self, n: usize) -> Self {
        self.worlds_every = n;
        self
    }

    /// Shows `observer` every action played, after the harness's checks of the position it was
    /// played in: where a game's own properties are checked (by panicking, as tests do).
    pub fn observe(mut self, observer: impl FnMut(&Step<'_, G>) + 'a) -> Self {
        self.observer = Some(Box::new(observer));
        self
    }

    /// Plays and checks every game.
    ///
    /// # Errors
    ///
    /// The first property broken ([`Failure`]), with the game, the position and what happened.
    pub fn run(mut self) -> Result<Summary, Failure> {
        let mut summary = Summary::default();
        let mut pool: Vec<G::Action> = Vec::new();
        for game in 0..self.games {
            self.play(game, &mut pool, &mut summary)?;
            summary.games += 1;
        }
        Ok(summary)
    }

    fn play(&mut self, game: u64, pool: &mut Vec<G::Action>, summary: &mut Summary) -> Result<(), Failure> {
        let streams = Rng::from_state(self.seed ^ game.wrapping_mul(0xD1B5_4A32_D192_ED03)).next_u64();
        let mut choose = Rng::from_state(streams);
        let mut probe = Rng::from_state(streams ^ 0x0BAD_AC71_0000_0001);
        let mut worlds = Rng::from_state(streams ^ 0x5A3D_0000_0000_0002);
        let start = (self.start)(game);
        let fail = |property, actions, state: &G::State, detail: String| Failure {
            property,
            game,
            actions,
            position: G::to_notation(state),
            detail,
        };
        if (self.start)(game) != start {
            return Err(fail(Property::Deterministic, 0, &start, "start asked for twice".into()));
        }
        let mut state = start.clone();
        let mut record = Record::new::<G>(&start, &[]);
        let mut index = 0;
        loop {
            let sample = self.worlds_every > 0 && index % self.worlds_every == 0 && G::to_act(&state).is_some();
            self.check_position(&state, sample, &mut worlds, summary)
                .map_err(|(property, detail)| fail(property, index, &state, detail))?;
            if G::to_act(&state).is_none() {
                break;
            }
            if index >= self.max_actions {
                return Err(fail(Property::TooLong, index, &state, format!("not over after {index} actions")));
            }
            let legal = G::legal_actions(&state);
            self.check_actions(&state, &legal, pool, &mut probe, summary)
                .map_err(|(property, detail)| fail(property, index, &state, detail))?;
            let action = (self.policy)(&state, &legal, &mut choose);
            let before = state.clone();
            let events = G::play(&mut state, action).map_err(|e| {
                fail(
                    Property::LegalRefused,
                    index,
                    &before,
                    format!("{action} chosen from {}, refused: {e}", notation(&legal)),
                )
            })?;
            record.push::<G>(action);
            if let Some(observer) = self.observer.as_mut() {
                observer(&Step { game, index, before: &before, action, events: &events, after: &state });
            }
            for a in legal {
                if pool.len() < POOL && !pool.contains(&a) {
                    pool.push(a);
                }
            }
            index += 1;
        }
        summary.actions += index as u64;
        summary.longest = summary.longest.max(index);
        match record.replay::<G>() {
            Ok(end) if end == state => Ok(()),
            Ok(end) => Err(fail(Property::Replay, index, &state, format!("replayed to {}", G::to_notation(&end)))),
            Err(e) => Err(fail(Property::Replay, index, &state, e.to_string())),
        }
    }

    /// The properties of a position: notation, setup, views and worlds, the outcome.
    fn check_position(
        &self,
        state: &G::State,
        sample: bool,
        rng: &mut Rng,
        summary: &mut Summary,
    ) -> Result<(), (Property, String)> {
        let text = G::to_notation(state);
        match G::from_notation(&text) {
            Ok(back) if back == *state && G::to_notation(&back) == text => {}
            Ok(back) => return Err((Property::Notation, format!("read back as {}", G::to_notation(&back)))),
            Err(e) => return Err((Property::Notation, format!("refused: {e}"))),
        }
        match G::from_setup(&G::to_setup(state)) {
            Ok(back) if back == *state => {}
            Ok(back) => return Err((Property::Setup, format!("built {}", G::to_notation(&back)))),
            Err(e) => return Err((Property::Setup, format!("refused: {e}"))),
        }
        let players = G::players(state);
        for seat in 0..players {
            let view = G::view(state, seat);
            if !sample {
                continue;
            }
            let world = G::sample_world(&view, rng)
                .map_err(|e| (Property::World, format!("no world for seat {seat}'s view: {e}")))?;
            summary.worlds += 1;
            if G::view(&world, seat) != view {
                return Err((Property::World, format!("seat {seat} sees otherwise in {}", G::to_notation(&world))));
            }
        }
        match (G::to_act(state), G::outcome(state)) {
            (Some(seat), None) if seat < players => Ok(()),
            (Some(seat), None) => Err((Property::Outcome, format!("seat {seat} to act, of {players}"))),
            (Some(seat), Some(_)) => Err((Property::Outcome, format!("an outcome while seat {seat} is to act"))),
            (None, None) => Err((Property::Outcome, "nobody to act, and no outcome".into())),
            (None, Some(outcome)) => {
                let best = outcome.scores.iter().copied().max();
                let highest: Vec<u8> =
                    (0..players).filter(|&p| outcome.scores.get(p as usize).copied() == best).collect();
                if outcome.scores.len() != players as usize || outcome.winners != highest {
                    return Err((Property::Outcome, format!("{outcome:?}: not the highest of one score per seat")));
                }
                let legal = G::legal_actions(state);
                if !legal.is_empty() {
                    return Err((Property::Outcome, format!("over, yet {} are legal", notation(&legal))));
                }
                Ok(())
            }
        }
    }

    /// The properties of the legal actions of a position, and of some actions not legal there.
    fn check_actions(
        &mut self,
        state: &G::State,
        legal: &[G::Action],
        pool: &[G::Action],
        rng: &mut Rng,
        summary: &mut Summary,
    ) -> Result<(), (Property, String)> {
        if legal.is_empty() {
            return Err((Property::NoLegalAction, "none".into()));
        }
        for (i, a) in legal.iter().enumerate() {
            if legal[..i].contains(a) {
                return Err((Property::Duplicate, format!("{a} in {}", notation(legal))));
            }
            let text = a.to_string();
            match text.parse::<G::Action>() {
                Ok(back) if back == *a => {}
                Ok(back) => return Err((Property::ActionNotation, format!("{a:?} as {text:?} reads as {back:?}"))),
                Err(e) => return Err((Property::ActionNotation, format!("{a:?} as {text:?} is refused: {e}"))),
            }
            if self.every_legal {
                G::play(&mut state.clone(), *a)
                    .map_err(|e| (Property::LegalRefused, format!("{a}, listed legal, refused: {e}")))?;
            }
        }
        let mut tried = 0;
        for _ in 0..self.probes * 4 {
            if tried == self.probes {
                break;
            }
            let drawn = match self.any_action.as_mut() {
                Some(draw) if pool.is_empty() || rng.below(2) == 0 => draw(rng),
                _ if pool.is_empty() => break,
                _ => pool[rng.below(pool.len() as u32) as usize],
            };
            if legal.contains(&drawn) {
                continue;
            }
            tried += 1;
            let mut copy = state.clone();
            match G::play(&mut copy, drawn) {
                Ok(events) => {
                    return Err((
                        Property::IllegalAccepted,
                        format!("{drawn}, not in {}, played: {events:?}", notation(legal)),
                    ))
                }
                Err(_) if copy != *state => {
                    return Err((Property::RefusalChangedState, format!("{drawn} left {}", G::to_notation(&copy))))
                }
                Err(_) => summary.refused += 1,
            }
        }
        Ok(())
    }
}

/// Actions in the game's notation, space-separated: `[1 2]`.
fn notation<A: core::fmt::Display>(actions: &[A]) -> String {
    let texts: Vec<String> = actions.iter().map(ToString::to_string).collect();
    format!("[{}]", texts.join(" "))
}
