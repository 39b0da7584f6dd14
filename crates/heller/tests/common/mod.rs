//! Positions built by hand for the rule tests.
#![allow(dead_code)]

use heller::{Action, Config, Market, Setup, Square, Stall, Stalls, State, Tile, Variant};

/// A market from five rows in the notation's square codes (`-` free, `B3`, `R2`, `M`, `F`, `E`,
/// `a1` = a one-stroke stall of player 1, …).
pub fn market(rows: [&str; 5]) -> Market {
    let zeros = "0000000000000000";
    let text = format!("2s_1_1_50.50_0000.0000_-.-_-_{}_{zeros}_{zeros}", rows.join("."));
    Setup::from_notation(&text).expect("market rows").market
}

/// The tiles of the game not in `used`, in the order of `Tile::ALL`.
pub fn rest_of_tiles(used: &[Tile]) -> Vec<Tile> {
    let mut rest = Tile::ALL.to_vec();
    for tile in used {
        let i = rest.iter().position(|t| t == tile).expect("tile used too often");
        rest.remove(i);
    }
    rest
}

/// A position: the market, each player's supply and own tile, the player to act; the pool holds
/// every other tile (in `Tile::ALL` order, or `pool_first` on top), money 50 each.
pub struct Position {
    pub config: Config,
    pub round: u8,
    pub to_act: Option<u8>,
    pub market: Market,
    pub supply: Vec<Stalls>,
    pub own: Vec<Option<Tile>>,
    pub money: Vec<u32>,
    pub pool_first: Vec<Tile>,
}

impl Position {
    pub fn new(players: u8, variant: Variant, market: Market) -> Position {
        let n = players as usize;
        Position {
            config: Config { players, variant, no_luck: false, seed: 1 },
            round: 1,
            to_act: Some(0),
            market,
            supply: vec![[0; 4]; n],
            own: vec![None; n],
            money: vec![50; n],
            pool_first: Vec::new(),
        }
    }

    pub fn setup(&self) -> Setup {
        let mut used: Vec<Tile> = self.market.tiles().collect();
        used.extend(self.own.iter().flatten());
        used.extend(&self.pool_first);
        let mut pool = self.pool_first.clone();
        pool.extend(rest_of_tiles(&used));
        Setup {
            config: self.config,
            round: self.round,
            to_act: self.to_act,
            turned: None,
            choosing: false,
            money: self.money.clone(),
            supply: self.supply.clone(),
            own: self.own.clone(),
            pool,
            market: self.market.clone(),
            rng: 12345,
        }
    }

    pub fn state(&self) -> State {
        State::from_setup(&self.setup()).expect("a valid position")
    }
}

pub fn sq(name: &str) -> heller::Square {
    name.parse().unwrap()
}

/// Every action there is: 4 stall kinds, the turned tile, 15 tiles to pick, own tile, per square;
/// turning up; choosing each of the 15 tiles; pass.
pub fn universe() -> Vec<Action> {
    let mut kinds = Tile::ALL.to_vec();
    kinds.dedup();
    let mut all = Vec::new();
    for square in Square::all() {
        all.extend(Stall::ALL.iter().map(|&stall| Action::Stall { stall, square }));
        all.push(Action::PlaceTurned { square });
        all.extend(kinds.iter().map(|&tile| Action::Pick { tile, square }));
        all.push(Action::Own { square });
    }
    all.push(Action::TurnUp);
    all.extend(kinds.iter().map(|&tile| Action::Choose { tile }));
    all.push(Action::Pass);
    all
}
