//! The games' one source of chance: shuffles and dice.
//!
//! Hand-written rather than taken from `rand`: its whole state is one `u64` that the position
//! notation must carry, and its output must be identical on every platform (native and wasm32),
//! which this pure 64-bit integer arithmetic guarantees.

/// SplitMix64 (Steele, Lea, Flood 2014): tiny, fast, statistically sound for games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// The source whose next outputs follow from `state` (a seed, or a saved [`Rng::state`]).
    #[inline]
    pub const fn from_state(state: u64) -> Rng {
        Rng { state }
    }

    /// The whole state: [`Rng::from_state`] of it continues exactly where this source stands.
    #[inline]
    pub const fn state(self) -> u64 {
        self.state
    }

    /// The next 64 uniformly distributed bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` without modulo bias (Lemire's multiply-and-reject). The division that
    /// fixes the rejection threshold is only needed when the low half falls below `n`.
    #[inline]
    pub fn below(&mut self, n: u32) -> u32 {
        if n == 0 {
            return 0;
        }
        let mut m = (self.next_u64() >> 32) * n as u64;
        if (m as u32) < n {
            let threshold = n.wrapping_neg() % n;
            while (m as u32) < threshold {
                m = (self.next_u64() >> 32) * n as u64;
            }
        }
        (m >> 32) as u32
    }

    /// One roll of a six-sided die.
    #[inline]
    pub fn die(&mut self) -> u8 {
        self.below(6) as u8 + 1
    }

    /// Fisher–Yates.
    #[inline]
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_first_outputs() {
        // Reference values of SplitMix64 seeded with 0 (as published with the algorithm).
        let mut r = Rng::from_state(0);
        assert_eq!(r.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(r.next_u64(), 0x6E78_9E6A_A1B9_65F4);
    }

    #[test]
    fn die_is_fair_enough() {
        let mut r = Rng::from_state(7);
        let mut counts = [0u32; 7];
        for _ in 0..60_000 {
            counts[r.die() as usize] += 1;
        }
        assert_eq!(counts[0], 0);
        for &c in &counts[1..] {
            assert!((9_000..11_000).contains(&c), "{counts:?}");
        }
    }
}
