//! Applying an action: turning up, choosing, placing, scoring the lanes a placement fills,
//! passing the turn, and ending rounds and the game.

use crate::action::Action;
use crate::event::{Event, EventSink};
use crate::illegal::IllegalAction;
use crate::market::Cell;
use crate::scoring::{pay, LaneScore};
use crate::square::Lane;
use crate::stall::{Stall, Stalls};
use crate::state::{Phase, State, Variant, STANDARD_ROUNDS};

impl State {
    /// Plays a legal action of the player to act.
    ///
    /// # Errors
    ///
    /// An [`IllegalAction`] saying why the action is refused; the state is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use heller::{Cell, Config, IllegalAction, Stall, State, Variant};
    /// let mut state = State::new(Config { players: 3, variant: Variant::Standard, no_luck: false, seed: 2 }).unwrap();
    /// let player = state.to_act().unwrap();
    /// state.play("s4c3".parse().unwrap()).unwrap();
    /// assert_eq!(state.market().get("c3".parse().unwrap()), Cell::Stall { player, stall: Stall::IIII });
    /// assert_eq!(state.play("oc3".parse().unwrap()), Err(IllegalAction::SquareTaken { square: "c3".parse().unwrap() }));
    /// // D9: the tile turned up is seen by all, then placed by the same player.
    /// let player = state.to_act().unwrap();
    /// state.play("t".parse().unwrap()).unwrap();
    /// let tile = state.turned().unwrap();
    /// assert_eq!(state.view(9).phase, heller::Phase::Turned { player, tile }, "a spectator sees it");
    /// assert_eq!(state.play("x".parse().unwrap()), Err(IllegalAction::PlaceTurnedFirst { tile }));
    /// state.play("ld4".parse().unwrap()).unwrap();
    /// assert_eq!(state.market().get("d4".parse().unwrap()), Cell::Tile { tile });
    /// ```
    pub fn play(&mut self, action: Action) -> Result<(), IllegalAction> {
        self.play_with(action, &mut ())
    }

    /// Like [`State::play`], reporting what happened to `sink` (a `Vec<Event>` collects it).
    ///
    /// # Errors
    ///
    /// As [`State::play`]; nothing is reported and the state is unchanged.
    pub fn play_with<S: EventSink<Event>>(&mut self, action: Action, sink: &mut S) -> Result<(), IllegalAction> {
        self.check(action)?;
        let Some(player) = self.to_act() else { return Err(IllegalAction::GameOver) };
        let p = player as usize;
        let (square, cell) = match action {
            Action::Pass => {
                if S::ENABLED {
                    sink.event(Event::Passed { player });
                }
                self.phase = Phase::Turn { player: self.next(player) };
                return Ok(());
            }
            Action::TurnUp => {
                let tile = self.pool.remove(0);
                if S::ENABLED {
                    sink.event(Event::TileTurnedUp { player, tile });
                }
                self.phase = Phase::Turned { player, tile };
                return Ok(());
            }
            Action::Choose { tile } => {
                let i = self.pool.iter().position(|&t| t == tile).ok_or(IllegalAction::NotInPool { tile })?;
                self.pool.remove(i);
                self.own[p] = Some(tile);
                if S::ENABLED {
                    sink.event(Event::OwnTileChosen { player, tile });
                }
                // The next in seat order chooses; once all have, the one after the last chooser,
                // the round's start player, places first.
                let next = self.next(player);
                let all_chose = self.own[..self.players() as usize].iter().all(Option::is_some);
                self.phase = if all_chose { Phase::Turn { player: next } } else { Phase::Choose { player: next } };
                return Ok(());
            }
            Action::Stall { stall, square } => {
                self.supply[p][stall.index()] -= 1;
                if S::ENABLED {
                    sink.event(Event::StallPlaced { player, stall, square });
                }
                (square, Cell::Stall { player, stall })
            }
            Action::PlaceTurned { square } => {
                let tile = self.turned().ok_or(IllegalAction::NothingTurned)?;
                if S::ENABLED {
                    sink.event(Event::TurnedTilePlaced { player, tile, square });
                }
                (square, Cell::Tile { tile })
            }
            Action::Pick { tile, square } => {
                let i = self.pool.iter().position(|&t| t == tile).ok_or(IllegalAction::NotInPool { tile })?;
                self.pool.remove(i);
                if S::ENABLED {
                    sink.event(Event::TilePicked { player, tile, square });
                }
                (square, Cell::Tile { tile })
            }
            Action::Own { square } => {
                let tile = self.own[p].take().ok_or(IllegalAction::NoOwnTile)?;
                if S::ENABLED {
                    sink.event(Event::OwnTilePlaced { player, tile, square });
                }
                (square, Cell::Tile { tile })
            }
        };
        self.market.put(square, cell);
        let filled: Vec<Lane> = square.lanes().into_iter().filter(|&l| self.market.is_lane_full(l)).collect();
        self.score(&filled, false, sink);
        if self.market.is_full() || !(0..self.players()).any(|q| self.can_place(q)) {
            self.end_round(player, sink);
        } else {
            self.phase = Phase::Turn { player: self.next(player) };
        }
        Ok(())
    }

    fn next(&self, player: u8) -> u8 {
        (player + 1) % self.players()
    }

    /// Scores `lanes` together and pays the result.
    fn score<S: EventSink<Event>>(&mut self, lanes: &[Lane], final_scoring: bool, sink: &mut S) {
        if lanes.is_empty() {
            return;
        }
        let scores: Vec<LaneScore> = lanes.iter().map(|&lane| self.market.score_lane(lane)).collect();
        let payments = pay(&scores, &mut self.money, &mut self.bank);
        if S::ENABLED {
            for score in scores {
                sink.event(Event::LaneScored { score, final_scoring });
            }
            if !payments.is_empty() {
                sink.event(Event::Paid { payments });
            }
        }
    }

    /// The round is over (market full, or nobody can place); `last` placed last.
    fn end_round<S: EventSink<Event>>(&mut self, last: u8, sink: &mut S) {
        let n = self.players() as usize;
        let over = match self.variant() {
            Variant::Standard => self.round >= STANDARD_ROUNDS,
            Variant::OpenEnded => (0..n).any(|p| self.supply[p] == [0; 4]),
        };
        if !self.market.is_full() {
            // D7: the last scoring of every lane not yet scored, as it stands.
            let unscored: Vec<Lane> = Lane::all().filter(|&l| !self.market.is_lane_full(l)).collect();
            self.score(&unscored, true, sink);
        }
        if over {
            if S::ENABLED {
                let market = self.market.clone();
                sink.event(Event::RoundEnded { round: self.round, market, returned: Vec::new(), removed: Vec::new() });
            }
            self.phase = Phase::Over;
            if S::ENABLED {
                let money = self.money[..n].to_vec();
                sink.event(Event::GameOver { money, winners: self.winners() });
            }
            return;
        }
        let mut returned = vec![0u8; n];
        let mut removed: Vec<Stalls> = vec![[0; 4]; n];
        for (player, stall) in self.market.stalls() {
            if self.variant() == Variant::Standard && stall == Stall::I {
                returned[player as usize] += 1;
            } else {
                removed[player as usize][stall.index()] += 1;
            }
        }
        for (p, &count) in returned.iter().enumerate() {
            self.supply[p][Stall::I.index()] += count;
        }
        if S::ENABLED {
            sink.event(Event::RoundEnded { round: self.round, market: self.market.clone(), returned, removed });
        }
        self.market.clear();
        self.round += 1;
        // D1: the player after the one who filled the last square begins; D5: own tiles not
        // placed go back into the pool (start_round puts all 22 tiles there and deals anew, or
        // without luck lets everyone choose anew).
        let first = self.next(last);
        self.start_round(Some(first));
        if S::ENABLED {
            sink.event(Event::RoundStarted { round: self.round, player: first });
        }
    }
}
