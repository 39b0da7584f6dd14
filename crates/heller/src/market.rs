//! The market square ("Marktplatz"): 30 squares, each free or holding a tile or a player's stall.

use crate::square::{Lane, Square, SQUARES};
use crate::stall::Stall;
use crate::tile::Tile;
use serde::{Deserialize, Serialize};

/// What one square holds. Serialized as `{"kind":"empty"}`, `{"kind":"tile","tile":"B3"}` or
/// `{"kind":"stall","player":1,"stall":2}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Cell {
    /// A free square.
    #[default]
    Empty,
    /// A tile, face up.
    Tile {
        /// The tile.
        tile: Tile,
    },
    /// A stall of a player.
    Stall {
        /// Its owner, 0-based.
        player: u8,
        /// Its kind.
        #[cfg_attr(target_arch = "wasm32", tsify(type = "Strokes"))]
        stall: Stall,
    },
}

impl Cell {
    /// Is the square free?
    pub const fn is_empty(self) -> bool {
        matches!(self, Cell::Empty)
    }

    /// The tile on the square, if it holds one.
    pub const fn tile(self) -> Option<Tile> {
        match self {
            Cell::Tile { tile } => Some(tile),
            _ => None,
        }
    }

    /// The owner and kind of the stall on the square, if it holds one.
    pub const fn stall(self) -> Option<(u8, Stall)> {
        match self {
            Cell::Stall { player, stall } => Some((player, stall)),
            _ => None,
        }
    }
}

/// The 5 × 6 market square. A plain value: any filling can be built with [`Market::put`] (for
/// rule diagrams and tests); a [`State`](crate::State) only ever holds fillings that can occur.
///
/// # Examples
///
/// ```
/// use heller::{Cell, Lane, Market, Square, Stall, Tile};
/// let mut market = Market::new();
/// market.put("a1".parse().unwrap(), Cell::Tile { tile: Tile::Customer(4) });
/// market.put("b1".parse().unwrap(), Cell::Stall { player: 0, stall: Stall::II });
/// assert_eq!(market.free().count(), 28);
/// assert!(!market.is_lane_full(Lane::Row(0)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify), tsify(missing_as_null))]
pub struct Market {
    cells: [Cell; SQUARES],
}

impl Market {
    /// An empty market.
    pub fn new() -> Market {
        Market::default()
    }

    /// What `square` holds.
    pub fn get(&self, square: Square) -> Cell {
        self.cells[square.index()]
    }

    /// Puts `cell` on `square`, replacing what was there.
    pub fn put(&mut self, square: Square, cell: Cell) {
        self.cells[square.index()] = cell;
    }

    /// Every square's contents, row by row.
    pub fn cells(&self) -> &[Cell; SQUARES] {
        &self.cells
    }

    /// The free squares, row by row.
    pub fn free(&self) -> impl Iterator<Item = Square> + '_ {
        Square::all().filter(|&s| self.get(s).is_empty())
    }

    /// Is every square free (a round's start)?
    pub fn is_empty(&self) -> bool {
        self.cells.iter().all(|c| c.is_empty())
    }

    /// Is every square taken?
    pub fn is_full(&self) -> bool {
        self.cells.iter().all(|c| !c.is_empty())
    }

    /// Is every square of `lane` taken?
    pub fn is_lane_full(&self, lane: Lane) -> bool {
        lane.squares().all(|s| !self.get(s).is_empty())
    }

    /// Every tile on the market, row by row.
    pub fn tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        self.cells.iter().filter_map(|c| c.tile())
    }

    /// Every stall on the market with its owner, row by row.
    pub fn stalls(&self) -> impl Iterator<Item = (u8, Stall)> + '_ {
        self.cells.iter().filter_map(|c| c.stall())
    }

    /// Empties every square.
    pub fn clear(&mut self) {
        self.cells = [Cell::Empty; SQUARES];
    }
}
