//! Sorting the short lists the engines sort (a pool of tiles, a lane's owners, a search's root
//! candidates: tens of items at most) by insertion, in a few hundred bytes of WebAssembly a use.
//!
//! The standard library's sorts are made for any length: each type they sort adds several
//! kilobytes of code to a module (measured: 30 KB of the second game's 1 MB unoptimised module
//! went to five such instances). These are stable, and on a list with no two items equal (or
//! equal items that are the same value) they order exactly as the standard sorts do, so that a
//! game or a computer player's choice does not change with the sort used.

/// Sorts `v` in place by `less` (a strict order: `less(a, b)` when `a` goes before `b`), keeping
/// equal items in their order. Quadratic: for short lists only.
///
/// # Examples
///
/// ```
/// let mut v = [3, 1, 2, 1];
/// platform::small_sort::sort_by(&mut v, |a, b| a < b);
/// assert_eq!(v, [1, 1, 2, 3]);
/// ```
pub fn sort_by<T>(v: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && less(&v[j], &v[j - 1]) {
            v.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// Sorts `v` in place in ascending order, keeping equal items in their order.
///
/// # Examples
///
/// ```
/// let mut v = vec!['c', 'a', 'b'];
/// platform::small_sort::sort(&mut v);
/// assert_eq!(v, ['a', 'b', 'c']);
/// ```
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, |a, b| a < b);
}

/// Sorts `v` in place by the key `key` gives each item, keeping items of equal keys in their order.
///
/// # Examples
///
/// ```
/// let mut v = [(2, 'b'), (1, 'z'), (2, 'a')];
/// platform::small_sort::sort_by_key(&mut v, |p| p.0);
/// assert_eq!(v, [(1, 'z'), (2, 'b'), (2, 'a')]);
/// ```
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a) < key(b));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rng;

    /// The same order as the standard library's stable sort, on many lists with repeated keys.
    #[test]
    fn orders_as_the_standard_stable_sort() {
        let mut rng = Rng::from_state(3);
        for len in 0..60 {
            let items: Vec<(u32, usize)> = (0..len).map(|i| (rng.below(8), i)).collect();
            let mut ours = items.clone();
            sort_by_key(&mut ours, |p| p.0);
            let mut std = items.clone();
            std.sort_by_key(|p| p.0);
            assert_eq!(ours, std);
            let mut whole = items.clone();
            sort(&mut whole);
            let mut std_whole = items;
            std_whole.sort_unstable();
            assert_eq!(whole, std_whole);
        }
    }
}
