//! The fast versions of [`core_tier`](super::core_tier)'s functions, for the local binaries and
//! `make bench` (with the `fast` feature): a bitmap pass with no branch per chessman that depends
//! on the data, and sorting through a bitmap where the positions are dense. Safe Rust; the tests
//! check each against its core twin.

use super::{check_chessmen, nim_sum, ChessmenError};

/// The staircase nim-sum of the chessmen on cells `base + j` for the bits `j` set in `bits`
/// (none of them cell 0); `odd` tells whether there is an odd number of them.
///
/// Chessman `i` (from 0, left to right) is on an odd stair when `n - 1 - i` is even. For odd
/// `n`, count a chessman on cell 0 as well: then the chessmen on even stairs and those on odd
/// ones alternate, starting with an even one, and each odd-stair chessman's gap is measured from
/// the even-stair chessman just before it. Within one word, the prefix parity of its bits (bit
/// `j` of `parity` says whether the word has an odd number of chessmen at bits `0..=j`) sorts
/// them into the two kinds without visiting them one by one, and the pairs come out by taking
/// the lowest bit of each kind at a time: the k-th even-stair chessman of a word goes with the
/// k-th odd-stair one. Only a word's first odd-stair chessman may pair with one of an earlier
/// word, and only its last even-stair one with a later word.
///
/// # Complexity
/// O(words + n).
///
/// ```
/// use impartial::staircase::fast::bitmap_nim_sum;
/// // Cells 1 5 6 7 9 12 14 17 (bit j for cell 1 + j): odd-stair gaps 2, 2, 0, 3.
/// let bits = [0b1_0010_1001_0111_0001];
/// assert_eq!(bitmap_nim_sum(1, &bits, false), 3);
/// ```
pub fn bitmap_nim_sum(base: u64, bits: &[u64], odd: bool) -> u64 {
    // All ones while the next chessman is on an odd stair.
    let mut next_odd = 0u64.wrapping_sub(u64::from(odd));
    // The offset from base of the last even-stair chessman seen; for the chessman counted on
    // cell 0 it is -base, wrapping, and only differences of offsets are used.
    let mut pending = 0u64.wrapping_sub(base);
    let mut sum = 0u64;
    for (i, &word) in bits.iter().enumerate() {
        if word == 0 {
            continue;
        }
        let at = i as u64 * 64;
        let mut parity = word;
        for shift in [1, 2, 4, 8, 16, 32] {
            parity ^= parity << shift;
        }
        // The k-th chessman of the word (from 1) is on an even stair when k is odd and the
        // word starts with an even one, or k is even and it starts with an odd one.
        let mut even = word & (parity ^ next_odd);
        let mut odd = word ^ even;
        // A word that starts on an odd stair pairs its first chessman with the pending one.
        let first = at + u64::from(word.trailing_zeros());
        sum ^= first.wrapping_sub(pending).wrapping_sub(1) & next_odd;
        odd &= odd.wrapping_sub(next_odd & 1);
        // The word's count of chessmen is odd exactly when the top bit of parity is set; its
        // last chessman is then on an even stair when the first is, or the other way round.
        next_odd ^= 0u64.wrapping_sub(parity >> 63);
        let last = 63 - word.leading_zeros();
        if next_odd != 0 {
            pending = at + u64::from(last);
        }
        // Without a last even-stair chessman left to pair in a later word, even and odd
        // alternate starting with even. Shifted down by one (an odd-stair bit has an even-stair
        // bit below it, so none is lost), the odd ones give each gap as the difference of the
        // two lowest bits' positions, and 64 - 64 = 0 once both are empty.
        even &= !((1u64 << last) & next_odd);
        let mut odd = odd >> 1;
        for _ in 0..UNROLLED_PAIRS {
            sum ^= u64::from(odd.trailing_zeros()).wrapping_sub(u64::from(even.trailing_zeros()));
            even &= even.wrapping_sub(1);
            odd &= odd.wrapping_sub(1);
        }
        while odd != 0 {
            sum ^= u64::from(odd.trailing_zeros() - even.trailing_zeros());
            even &= even - 1;
            odd &= odd - 1;
        }
    }
    sum
}

/// How many pairs [`bitmap_nim_sum`] takes from each word without asking whether
/// they are there: enough for most words of a range a tenth full, so that the loop for the rest
/// is rarely entered and its branch rarely mispredicted.
const UNROLLED_PAIRS: usize = 4;

/// Sorts chessman positions and checks that they form a position (distinct cells, none of them
/// 0); on a repeat, reports the smallest repeated cell and how often it occurs. As
/// [`core_tier::sort_chessmen`](super::core_tier::sort_chessmen), through a bitmap of their range when
/// the positions are distinct and dense (a counting sort whose counts are single bits).
///
/// # Complexity
/// O(n log n); O(n) for at least 64 distinct positions spanning at most 64 n cells.
///
/// ```
/// use impartial::staircase::{sort_chessmen, ChessmenError};
/// let mut cells = vec![9, 1, 5];
/// assert_eq!(sort_chessmen(&mut cells), Ok(()));
/// assert_eq!(cells, vec![1, 5, 9]);
/// assert_eq!(
///     sort_chessmen(&mut vec![4, 2, 4, 2, 4]),
///     Err(ChessmenError::Repeated { cell: 2, times: 2, chessmen: 5 })
/// );
/// assert_eq!(sort_chessmen(&mut vec![3, 0]), Err(ChessmenError::CellZero));
/// ```
pub fn sort_chessmen(positions: &mut [u64]) -> Result<(), ChessmenError> {
    if sort_distinct_dense(positions) {
        // Distinct and increasing: only a chessman on cell 0 can be wrong.
        return match positions.first() {
            Some(0) => Err(ChessmenError::CellZero),
            _ => Ok(()),
        };
    }
    positions.sort_unstable();
    check_chessmen(positions)
}

/// Sorts `keys` through a bitmap of their range when they are distinct and [`dense_window`]
/// finds the range narrow enough (a counting sort whose counts are single bits): O(n) with no
/// comparisons to mispredict, where `sort_unstable` costs O(n log n). Returns false, with `keys`
/// unchanged, when there are fewer than 64 keys (comparison sort is fast there), when the range
/// is wider, or when a key repeats (the caller's comparison sort then finds the repeat to report).
///
/// # Complexity
/// O(n) time, at most n words of scratch memory.
fn sort_distinct_dense(keys: &mut [u64]) -> bool {
    let Some((min, bits)) = dense_bitmap(keys) else {
        return false;
    };
    // The keys are distinct, so there are exactly keys.len() bits to write back, in order;
    // min + offset <= max cannot overflow.
    let mut out = 0;
    for_each_bit(min, &bits, |key| {
        keys[out] = key;
        out += 1;
    });
    true
}

/// The bitmap of distinct `keys` over the window found by [`dense_window`] and the window's
/// first cell, or None (see [`sort_distinct_dense`] for when).
fn dense_bitmap(keys: &[u64]) -> Option<(u64, Vec<u64>)> {
    let (base, words) = dense_window(keys)?;
    let mut bits = Vec::new();
    if !fill_bitmap(keys, base, words, &mut bits) {
        return None;
    }
    Some((base, bits))
}

/// A window `base .. base + 64 * words` holding every key, with `words <= keys.len()`, or None
/// when `keys` has fewer than 64 keys or no such window exists.
///
/// The first try needs no comparisons: all keys agree with their AND (and their OR) on the bits
/// above the highest bit where two keys differ, the top bit of `OR ^ AND`, so they lie in the
/// aligned block of `2^h` cells that this common prefix starts, `h` being that bit's position
/// plus one. That block is at most twice as wide as needed, unless the keys straddle a large
/// power of two; only when it takes more than `keys.len()` words are the exact minimum and
/// maximum looked for, so the window exists exactly when `(max - min) / 64 + 1 <= keys.len()`.
///
/// # Complexity
/// O(n).
fn dense_window(keys: &[u64]) -> Option<(u64, usize)> {
    let n = keys.len();
    if n < 64 {
        return None;
    }
    let (mut or, mut and) = (0u64, u64::MAX);
    for &k in keys.iter() {
        or |= k;
        and &= k;
    }
    let h = 64 - (or ^ and).leading_zeros();
    if h < 64 {
        // A block of 2^h cells takes 2^h / 64 words, or one word for h < 6.
        let words = ((1u64 << h) >> 6).max(1);
        if words <= n as u64 {
            return Some((and & !((1u64 << h) - 1), words as usize));
        }
    }
    let (mut min, mut max) = (u64::MAX, 0);
    for &k in keys.iter() {
        min = min.min(k);
        max = max.max(k);
    }
    // max >= min as keys is not empty; a word holds 64 offsets.
    let words = (max - min) / 64 + 1;
    if words > n as u64 {
        return None;
    }
    Some((min, words as usize))
}

/// Fills `bits` with exactly `words` words holding bit `k - base` for each key `k`, and tells
/// whether the keys are distinct. Every key must lie in `base .. base + 64 * words`.
///
/// # Complexity
/// O(n + words).
fn fill_bitmap(keys: &[u64], base: u64, words: usize, bits: &mut Vec<u64>) -> bool {
    bits.clear();
    bits.resize(words, 0);
    for &k in keys.iter() {
        let offset = k - base;
        bits[(offset / 64) as usize] |= 1u64 << (offset % 64);
    }
    // A repeated key sets no new bit: the keys are distinct exactly when there are as many
    // bits as keys. Counting them afterwards is cheaper than testing each bit as it is set.
    let set: u64 = bits.iter().map(|w| u64::from(w.count_ones())).sum();
    set == keys.len() as u64
}

/// Calls `f` with `min + offset` for every bit set in `bits`, in increasing order.
#[inline(always)]
fn for_each_bit(min: u64, bits: &[u64], mut f: impl FnMut(u64)) {
    for (i, &word) in bits.iter().enumerate() {
        let mut word = word;
        while word != 0 {
            f(min + i as u64 * 64 + u64::from(word.trailing_zeros()));
            word &= word - 1;
        }
    }
}

/// [`unsorted_nim_sum`](super::unsorted_nim_sum) with its bitmap in
/// `scratch`, whose allocation is reused: the caller keeps one `Vec` for many positions. What
/// `scratch` holds before and after does not matter. As
/// [`core_tier::unsorted_nim_sum_with`](super::core_tier::unsorted_nim_sum_with),
/// with a window that also takes positions straddling a power of two, and the branch-free
/// bitmap pass.
///
/// # Complexity
/// O(n log n); O(n) for at least 64 distinct positions spanning at most 64 n cells.
///
/// ```
/// use impartial::staircase::{unsorted_nim_sum_with, ChessmenError};
/// let mut scratch = Vec::new();
/// let mut cells: Vec<u64> = (1..=100).rev().collect();
/// // Gaps all 0 but the first: only cell 1's gap of 0 on an even stair.
/// assert_eq!(unsorted_nim_sum_with(&mut cells, &mut scratch), Ok(0));
/// cells[0] = 150;
/// // Now the last chessman's gap is 150 - 99 - 1 = 50, on stair 1.
/// assert_eq!(unsorted_nim_sum_with(&mut cells, &mut scratch), Ok(50));
/// cells[1] = 150;
/// assert_eq!(
///     unsorted_nim_sum_with(&mut cells, &mut scratch),
///     Err(ChessmenError::Repeated { cell: 150, times: 2, chessmen: 100 })
/// );
/// ```
pub fn unsorted_nim_sum_with(
    positions: &mut [u64],
    scratch: &mut Vec<u64>,
) -> Result<u64, ChessmenError> {
    let dense = match dense_window(positions) {
        Some((base, words)) => fill_bitmap(positions, base, words, scratch).then_some(base),
        None => None,
    };
    let Some(base) = dense else {
        sort_chessmen(positions)?;
        return nim_sum(positions);
    };
    if base == 0 && scratch[0] & 1 == 1 {
        return Err(ChessmenError::CellZero);
    }
    Ok(bitmap_nim_sum(base, scratch, positions.len() % 2 == 1))
}

#[cfg(test)]
mod tests {
    use super::super::tests::{next, random_keys};
    use super::*;

    #[test]
    fn dense_sort_sorts_or_leaves_the_keys_unchanged() {
        let mut state = 1704;
        let mut dense = 0;
        for round in 0..3000u64 {
            let keys = random_keys(&mut state, round);
            let mut want = keys.clone();
            want.sort_unstable();
            let mut got = keys.clone();
            if sort_distinct_dense(&mut got) {
                dense += 1;
                assert_eq!(got, want, "round {}", round);
            } else {
                assert_eq!(got, keys, "round {}: left unchanged", round);
            }
        }
        assert!(dense > 300, "{}", dense);
    }

    #[test]
    fn dense_window_holds_every_key_in_at_most_n_words() {
        let mut state = 4071;
        for round in 0..5000u64 {
            let n = 64 + (next(&mut state) % 200) as usize;
            let span = match round % 3 {
                0 => next(&mut state) % (64 * n as u64),
                1 => next(&mut state) % (70 * n as u64),
                _ => next(&mut state) % (64 * n as u64 / 2 + 1),
            };
            // Bases that make the keys straddle a power of two now and then.
            let base = match round % 4 {
                0 => next(&mut state) % 100_000,
                1 => (1u64 << (16 + next(&mut state) % 46)) - span / 2,
                2 => u64::MAX - span,
                _ => 0,
            };
            let mut keys: Vec<u64> = (0..n)
                .map(|_| base + next(&mut state) % (span + 1))
                .collect();
            keys[0] = base;
            keys[n - 1] = base + span;
            let exact = span / 64 < n as u64;
            match dense_window(&keys) {
                Some((start, words)) => {
                    assert!(exact, "round {}", round);
                    assert!(words >= 1 && words <= n, "round {}", round);
                    for &k in &keys {
                        assert!(
                            k >= start && k - start < 64 * words as u64,
                            "round {}",
                            round
                        );
                    }
                }
                None => assert!(!exact, "round {}", round),
            }
        }
        assert_eq!(dense_window(&[5; 63]), None);
    }

    #[test]
    fn dense_sort_edges() {
        // Exactly one word per key is dense; one more is not.
        let mut keys: Vec<u64> = (0..64).map(|i| 63 * 64 - i * 64).collect();
        keys[0] = 64 * 64 - 1;
        assert!(sort_distinct_dense(&mut keys));
        assert!(keys.windows(2).all(|w| w[0] < w[1]));
        let mut wide: Vec<u64> = (0..64).map(|i| i * 65).collect();
        wide[63] = 64 * 64;
        assert!(!sort_distinct_dense(&mut wide));
        // A repeat, zero, and the top of u64 go through the comparison sort's report.
        let mut top: Vec<u64> = (0..100).map(|i| u64::MAX - 2 * i).collect();
        assert!(sort_distinct_dense(&mut top));
        assert_eq!(top[99], u64::MAX);
        top[7] = u64::MAX;
        assert_eq!(
            sort_chessmen(&mut top),
            Err(ChessmenError::Repeated {
                cell: u64::MAX,
                times: 2,
                chessmen: 100
            })
        );
        let mut zero: Vec<u64> = (0..100).rev().collect();
        assert_eq!(sort_chessmen(&mut zero), Err(ChessmenError::CellZero));
        let mut three: Vec<u64> = (1..=100).collect();
        three[10] = 50;
        three[90] = 50;
        assert_eq!(
            sort_chessmen(&mut three),
            Err(ChessmenError::Repeated {
                cell: 50,
                times: 3,
                chessmen: 100
            })
        );
    }
}
