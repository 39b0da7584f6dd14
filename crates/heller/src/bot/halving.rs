//! Sequential halving (Karnin, Koren and Somekh, 2013): the bookkeeping of a search that spends
//! a fixed budget on finding the best of a few arms.
//!
//! The budget is split evenly into ⌈log₂ arms⌉ rounds. Each round samples every arm still in the
//! running equally often, and at its end the worse half (by mean reward over the whole search)
//! is dropped, until two arms are left for the last round. The arm with the best mean among the
//! last round's is the choice.

/// The arms of a sequential halving, their rewards so far and which are still in the running.
/// (Unit tests below show its use.)
#[derive(Clone, Debug)]
pub(crate) struct Halving {
    sums: Vec<f64>,
    visits: Vec<u32>,
    /// The arms in the running, best first after each halving.
    alive: Vec<usize>,
}

impl Halving {
    /// `arms` arms, all in the running.
    pub(crate) fn new(arms: usize) -> Halving {
        Halving { sums: vec![0.0; arms], visits: vec![0; arms], alive: (0..arms).collect() }
    }

    /// The rounds of the search: ⌈log₂ arms⌉ (none for a single arm).
    pub(crate) fn rounds(&self) -> u32 {
        let n = self.sums.len();
        if n <= 1 {
            0
        } else {
            usize::BITS - (n - 1).leading_zeros()
        }
    }

    /// The arms still in the running.
    pub(crate) fn alive(&self) -> &[usize] {
        &self.alive
    }

    /// One sample of `arm`'s reward.
    pub(crate) fn record(&mut self, arm: usize, reward: f64) {
        self.sums[arm] += reward;
        self.visits[arm] += 1;
    }

    /// An arm's mean reward so far (0 before its first sample).
    pub(crate) fn mean(&self, arm: usize) -> f64 {
        if self.visits[arm] == 0 {
            0.0
        } else {
            self.sums[arm] / self.visits[arm] as f64
        }
    }

    /// An arm's samples so far.
    pub(crate) fn visits(&self, arm: usize) -> u32 {
        self.visits[arm]
    }

    /// Ends a round: keeps the better half of the arms in the running (rounded up), best first;
    /// ties go to the lower arm.
    pub(crate) fn halve(&mut self) {
        self.sort_alive();
        self.alive.truncate(self.alive.len().div_ceil(2));
    }

    /// Every arm, the best first: the last round's arms by mean, then the rest by how long they
    /// stayed in the running (samples) and their mean. The first is the search's choice.
    pub(crate) fn ranking(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.sums.len()).collect();
        platform::small_sort::sort_by(&mut order, |&a, &b| {
            self.visits[b].cmp(&self.visits[a]).then(self.mean(b).total_cmp(&self.mean(a))).then(a.cmp(&b)).is_lt()
        });
        order
    }

    fn sort_alive(&mut self) {
        let mut alive = core::mem::take(&mut self.alive);
        platform::small_sort::sort_by(&mut alive, |&a, &b| {
            self.mean(b).total_cmp(&self.mean(a)).then(a.cmp(&b)).is_lt()
        });
        self.alive = alive;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounds_are_log2_rounded_up() {
        let rounds: Vec<u32> = [1, 2, 3, 4, 5, 8, 12, 16, 17].iter().map(|&n| Halving::new(n).rounds()).collect();
        assert_eq!(rounds, [0, 1, 2, 2, 3, 3, 4, 4, 5]);
    }

    /// Twelve arms go 12 → 6 → 3 → 2, the better half kept each time, ties to the lower arm.
    #[test]
    fn halving_keeps_the_better_half() {
        let mut h = Halving::new(12);
        let worth = |arm: usize| [5.0, 1.0, 9.0, 3.0, 9.0, 0.0, 7.0, 2.0, 8.0, 4.0, 6.0, 1.0][arm];
        let mut sizes = vec![h.alive().len()];
        for round in 0..h.rounds() {
            for arm in h.alive().to_vec() {
                h.record(arm, worth(arm));
            }
            if round + 1 < h.rounds() {
                h.halve();
                sizes.push(h.alive().len());
            }
        }
        assert_eq!(sizes, [12, 6, 3, 2]);
        assert_eq!(h.alive(), &[2, 4], "9 and 9: the lower arm first");
        assert_eq!(h.ranking()[..3], [2, 4, 8]);
        assert_eq!(h.visits(2), 4);
        assert_eq!(h.visits(5), 1);
        assert_eq!(h.mean(8), 8.0);
    }

    /// The choice is the best mean among the last round's arms, even against an arm dropped
    /// earlier with a higher mean from fewer samples.
    #[test]
    fn the_choice_is_among_the_last_rounds_arms() {
        let mut h = Halving::new(3);
        h.record(0, 1.0);
        h.record(1, 0.5);
        h.record(2, 0.0);
        h.halve();
        assert_eq!(h.alive(), &[0, 1]);
        h.record(0, 0.0);
        h.record(1, 0.5);
        h.record(0, 0.0);
        h.record(1, 0.5);
        assert_eq!(h.ranking(), [1, 0, 2]);
    }
}
