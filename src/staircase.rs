//! Staircase Nim, as the chessmen of "Georgia and Bob".
//!
//! **Rules.** Chessmen stand on distinct cells `1, 2, 3, ...` of a row; a move takes one chessman
//! any positive number of cells to the left, never onto or past another chessman nor off the
//! board; who cannot move loses. Sort the positions `p[0] < ... < p[n-1]` and call
//! `g[i] = p[i] - p[i-1] - 1` (with `p[-1] = 0`) the gap before chessman `i`. Moving chessman `i`
//! left by `k` takes `k` from `g[i]` and, if there is a chessman `i + 1`, adds `k` to `g[i+1]`:
//! the gaps are the stairs of staircase Nim, stair `n - i` holding `g[i]` coins, and a move slides
//! coins one stair down (from stair 1, the last chessman's gap, they leave the game).
//!
//! **Theorem.** The player to move loses exactly when the xor of the *odd* stairs, the gaps
//! `g[n-1], g[n-3], g[n-5], ...`, is 0. *Proof sketch:* moving coins off an odd stair (onto an
//! even stair or off the game) is exactly a Nim move on the odd stairs (see [`crate::nim`]);
//! moving coins from an even stair onto an odd one is undone by moving the same coins from that
//! odd stair down again (always legal: they are there), which restores the odd stairs. So the
//! player facing xor 0 can only leave a non-zero xor or have the move undone, while the other
//! keeps the xor at 0; the game is finite (every move takes a chessman left), so the player
//! facing 0 runs out of moves first. Judge problem: POJ 1704.
//!
//! [`sort_chessmen`] and [`unsorted_nim_sum_with`] (with its bitmap pass) come in two versions
//! with one contract. [`core_tier`] has the straightforward ones a submission carries (the core
//! tier); `fast` (with the `fast` feature) the ones the local binaries run: no branch per
//! chessman that depends on the data, and sorting through a bitmap wherever the positions are
//! dense. The names at the top of this module are the tier's, and the tests check the two
//! against each other.

use std::fmt;

/// The core tier's versions of what `fast` speeds up: what a submission carries. The tests check
/// each against its fast twin. (Not `core`, which would shadow the standard crate of that name.)
pub mod core_tier {
    use super::{check_chessmen, nim_sum, ChessmenError};

    /// The staircase nim-sum of the chessmen on cells `base + j` for the bits `j` set in `bits`
    /// (none of them cell 0); `odd` tells whether there is an odd number of them.
    ///
    /// Chessman `i` (from 0, left to right) is on an odd stair when `n - 1 - i` is even: the
    /// first one exactly when `n` is odd, and then every other one.
    ///
    /// # Complexity
    /// O(words + n).
    ///
    /// ```
    /// use impartial::staircase::core_tier::bitmap_nim_sum;
    /// // Cells 1 5 6 7 9 12 14 17 (bit j for cell 1 + j): odd-stair gaps 2, 2, 0, 3.
    /// let bits = [0b1_0010_1001_0111_0001];
    /// assert_eq!(bitmap_nim_sum(1, &bits, false), 3);
    /// ```
    pub fn bitmap_nim_sum(base: u64, bits: &[u64], odd: bool) -> u64 {
        // All ones while the next chessman is on an odd stair: its gap is kept, the others'
        // are masked off.
        let mut odd_stair = 0u64.wrapping_sub(u64::from(odd));
        // The cell of the chessman before, 0 for the board's edge: cells are at least 1.
        let mut previous = 0;
        let mut sum = 0;
        for (i, &word) in bits.iter().enumerate() {
            let mut word = word;
            while word != 0 {
                let cell = base + i as u64 * 64 + u64::from(word.trailing_zeros());
                sum ^= (cell - previous - 1) & odd_stair;
                previous = cell;
                odd_stair = !odd_stair;
                word &= word - 1;
            }
        }
        sum
    }

    /// Sorts chessman positions and checks that they form a position (distinct cells, none of
    /// them 0); on a repeat, reports the smallest repeated cell and how often it occurs.
    ///
    /// # Complexity
    /// O(n log n).
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
        positions.sort_unstable();
        check_chessmen(positions)
    }

    /// [`unsorted_nim_sum`](super::unsorted_nim_sum) with its bitmap in
    /// `scratch`, whose allocation is reused: the caller keeps one `Vec` for many positions.
    /// What `scratch` holds before and after does not matter.
    ///
    /// The positions all agree with their AND (and their OR) above the highest bit where two of
    /// them differ, so they lie in the aligned block of `mask + 1` cells that this common prefix
    /// starts. When that block takes at most one word per chessman, and the chessmen are
    /// distinct (as many bits set as chessmen) and off cell 0, the gaps come from its bitmap
    /// without sorting; otherwise the positions are sorted, and [`nim_sum`] reports
    /// what is wrong with them as [`sort_chessmen`] would.
    ///
    /// # Complexity
    /// O(n log n); O(n) for distinct positions within an aligned block of 64 n cells.
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
        let n = positions.len() as u64;
        let (or, and) = positions
            .iter()
            .fold((0, u64::MAX), |(or, and), &p| (or | p, and & p));
        let mask = u64::MAX
            .checked_shr((or ^ and).leading_zeros())
            .unwrap_or(0);
        if mask / 64 < n {
            scratch.clear();
            scratch.resize((mask / 64 + 1) as usize, 0);
            for &p in positions.iter() {
                let offset = p & mask;
                scratch[(offset / 64) as usize] |= 1 << (offset % 64);
            }
            let base = and & !mask;
            let set: u64 = scratch.iter().map(|w| u64::from(w.count_ones())).sum();
            if set == n && (base > 0 || scratch[0] & 1 == 0) {
                return Ok(bitmap_nim_sum(base, scratch, n % 2 == 1));
            }
        }
        positions.sort_unstable();
        nim_sum(positions)
    }
}

#[cfg(feature = "fast")]
pub mod fast;

#[cfg(not(feature = "fast"))]
pub use core_tier::{sort_chessmen, unsorted_nim_sum_with};
#[cfg(feature = "fast")]
pub use fast::{sort_chessmen, unsorted_nim_sum_with};

/// Why a list of chessman positions is not a position of Georgia and Bob.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChessmenError {
    /// A chessman on cell 0 (cells are numbered from 1).
    CellZero,
    /// Two or more chessmen on one cell: the cell, how many times it occurs, and how many
    /// chessmen the position has.
    Repeated {
        /// The repeated cell.
        cell: u64,
        /// How many chessmen stand on it (at least 2).
        times: usize,
        /// How many chessmen there are in all.
        chessmen: usize,
    },
    /// The positions are not in increasing order (sort them first).
    Unsorted,
}

/// The message of an input error: `expected ..., found ...`, e.g.
/// `expected 4 distinct positions, found 7 twice`.
///
/// ```
/// use impartial::staircase::ChessmenError;
/// let e = ChessmenError::Repeated { cell: 9, times: 3, chessmen: 5 };
/// assert_eq!(e.to_string(), "expected 5 distinct positions, found 9 3 times");
/// assert_eq!(ChessmenError::CellZero.to_string(), "expected a position >= 1, found 0");
/// ```
impl fmt::Display for ChessmenError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match *self {
            ChessmenError::CellZero => write!(f, "expected a position >= 1, found 0"),
            ChessmenError::Repeated {
                cell,
                times,
                chessmen,
            } => {
                write!(
                    f,
                    "expected {} distinct positions, found {} ",
                    chessmen, cell
                )?;
                match times {
                    2 => write!(f, "twice"),
                    _ => write!(f, "{} times", times),
                }
            }
            ChessmenError::Unsorted => write!(f, "expected increasing positions, found a decrease"),
        }
    }
}

impl std::error::Error for ChessmenError {}

/// Checks that `sorted` is strictly increasing and starts at cell 1 or later, reporting the first
/// fault found.
///
/// # Complexity
/// O(n).
fn check_chessmen(sorted: &[u64]) -> Result<(), ChessmenError> {
    if sorted.first() == Some(&0) {
        return Err(ChessmenError::CellZero);
    }
    for (i, pair) in sorted.windows(2).enumerate() {
        if pair[0] == pair[1] {
            let times = sorted[i..].iter().take_while(|&&p| p == pair[0]).count();
            return Err(ChessmenError::Repeated {
                cell: pair[0],
                times,
                chessmen: sorted.len(),
            });
        }
        if pair[0] > pair[1] {
            return Err(ChessmenError::Unsorted);
        }
    }
    Ok(())
}

/// The staircase nim-sum of chessmen given in any order, as [`sort_chessmen`] then
/// [`nim_sum`] would give it (`positions` may be left sorted or not).
///
/// When the positions are distinct and dense, they are not sorted at all: the gaps come from
/// their bitmap, in one pass. [`unsorted_nim_sum_with`] does the same in a bitmap
/// kept from call to call.
///
/// # Complexity
/// O(n log n); O(n) for distinct positions spanning at most 64 n cells.
///
/// ```
/// use impartial::staircase::{unsorted_nim_sum, ChessmenError};
/// assert_eq!(unsorted_nim_sum(&mut [17, 5, 1, 12, 6, 14, 9, 7]), Ok(3));
/// assert_eq!(unsorted_nim_sum(&mut [0, 3]), Err(ChessmenError::CellZero));
/// ```
pub fn unsorted_nim_sum(positions: &mut [u64]) -> Result<u64, ChessmenError> {
    unsorted_nim_sum_with(positions, &mut Vec::new())
}

/// The number of empty cells between chessman `i` and the one before it (or the board's edge).
/// The positions are strictly increasing and positive, so the subtractions cannot overflow.
fn gap_before(sorted: &[u64], i: usize) -> u64 {
    let previous = if i == 0 { 0 } else { sorted[i - 1] };
    sorted[i] - previous - 1
}

/// The staircase nim-sum of a Georgia-and-Bob position given as increasing cells: 0 exactly when
/// the player to move (Georgia, at the start) loses.
///
/// # Complexity
/// O(n). Exact for every cell up to `u64::MAX`: only differences of cells are formed.
///
/// ```
/// use impartial::staircase::nim_sum;
/// assert_eq!(nim_sum(&[1, 2, 3]), Ok(0));
/// // Odd stairs: the gaps before 17, 12, 7 and 5 are 2, 2, 0 and 3.
/// assert_eq!(nim_sum(&[1, 5, 6, 7, 9, 12, 14, 17]), Ok(3));
/// assert_eq!(nim_sum(&[]), Ok(0));
/// assert!(nim_sum(&[2, 2]).is_err());
/// ```
pub fn nim_sum(sorted: &[u64]) -> Result<u64, ChessmenError> {
    check_chessmen(sorted)?;
    // The odd stairs: the gaps before the last chessman, the third-last, ...
    let odd_stairs = (0..sorted.len()).rev().step_by(2);
    Ok(odd_stairs.fold(0, |x, i| x ^ gap_before(sorted, i)))
}

/// Every winning move of a Georgia-and-Bob position given as increasing cells, as
/// `(cell of the chessman moved, cell it moves to)`, in increasing order of the chessman; none
/// exactly when the player to move loses. The position is checked before the first move.
///
/// Each chessman has at most one winning move, because a move changes only its own gap and the
/// next chessman's, and exactly one odd stair must take the value that restores xor 0: a chessman
/// on an odd stair with gap `g` must leave gap `g ^ x < g`; one on an even stair must push the
/// next chessman's gap `h` up to `h ^ x > h`, which needs `(h ^ x) - h` empty cells before it.
///
/// # Complexity
/// O(n).
///
/// ```
/// use impartial::staircase::winning_moves;
/// // Cells 1 5 6 7 9 12 14 17: odd-stair gaps 2, 2, 0, 3 (xor 3); each of the gaps of 2 can
/// // drop to 1 and the gap of 3 to 0. No even-stair chessman can push its neighbour's gap to
/// // gap ^ 3 (it would have to shrink, or the 0 before 7 would need 3 free cells).
/// let moves: Vec<_> = winning_moves(&[1, 5, 6, 7, 9, 12, 14, 17]).unwrap().collect();
/// assert_eq!(moves, [(5, 2), (12, 11), (17, 16)]);
/// assert_eq!(winning_moves(&[1, 2, 3]).unwrap().count(), 0);
/// assert!(winning_moves(&[2, 2]).is_err());
/// ```
pub fn winning_moves(
    sorted: &[u64],
) -> Result<impl Iterator<Item = (u64, u64)> + '_, ChessmenError> {
    let x = nim_sum(sorted)?;
    let n = sorted.len();
    // With x = 0 no step qualifies: g ^ 0 < g and h ^ 0 > h both fail.
    Ok((0..n).filter_map(move |i| {
        let gap = gap_before(sorted, i);
        // Stair n - i is odd exactly when n - 1 - i is even.
        let step = if (n - 1 - i) % 2 == 0 {
            crate::nim::winning_reduction(gap, x).map(|target| gap - target)
        } else {
            let next = gap_before(sorted, i + 1);
            let target = next ^ x;
            // target > next, so target - next cannot overflow; the gap must hold the push.
            if target > next && target - next <= gap {
                Some(target - next)
            } else {
                None
            }
        };
        step.map(|k| (sorted[i], sorted[i] - k))
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy::is_p_position_by_search;
    use std::collections::HashMap;

    /// The winning moves, collected.
    fn moves_of(sorted: &[u64]) -> Result<Vec<(u64, u64)>, ChessmenError> {
        winning_moves(sorted).map(|moves| moves.collect())
    }

    /// The real chessman moves on cells 1..=14, a position being the set of occupied cells
    /// (bit c for cell c): each chessman may go to any free cell left of it that it can reach
    /// without jumping.
    fn chessman_moves(mask: u32) -> Vec<(u64, u64, u32)> {
        let mut v = Vec::new();
        for c in 1..=14u32 {
            if mask & (1 << c) == 0 {
                continue;
            }
            let mut d = c - 1;
            while d >= 1 && mask & (1 << d) == 0 {
                v.push((c as u64, d as u64, mask & !(1 << c) | (1 << d)));
                d -= 1;
            }
        }
        v
    }

    fn cells(mask: u32) -> Vec<u64> {
        (1..=14u64).filter(|&c| mask & (1 << c) != 0).collect()
    }

    #[test]
    fn staircase_agrees_with_the_real_chessman_game_on_cells_1_to_14() {
        let mut memo = HashMap::new();
        let moves = |&m: &u32| {
            chessman_moves(m)
                .into_iter()
                .map(|(_, _, n)| n)
                .collect::<Vec<_>>()
        };
        let mut positions = 0;
        let mut winning = 0;
        for mask in (0..1u32 << 15).step_by(2) {
            let sorted = cells(mask);
            let lost = is_p_position_by_search(mask, moves, &mut memo);
            assert_eq!(nim_sum(&sorted).unwrap() == 0, lost, "{:?}", sorted);
            let mut brute: Vec<(u64, u64)> = chessman_moves(mask)
                .into_iter()
                .filter(|&(_, _, next)| is_p_position_by_search(next, moves, &mut memo))
                .map(|(from, to, _)| (from, to))
                .collect();
            brute.sort_unstable();
            let formula = moves_of(&sorted).unwrap();
            assert_eq!(formula, brute, "{:?}", sorted);
            // The bitmap pass, on the position's own bitmap (bit c for cell c).
            let odd = sorted.len() % 2 == 1;
            for from_bits in both_bitmap_sums(0, &[u64::from(mask)], odd) {
                assert_eq!(from_bits == 0, lost, "{:?}", sorted);
                assert_eq!(Ok(from_bits), nim_sum(&sorted), "{:?}", sorted);
            }
            positions += 1;
            winning += formula.len();
        }
        assert_eq!(positions, 1 << 14);
        assert!(winning > 10_000);
    }

    #[test]
    fn staircase_is_exact_at_the_top_of_u64() {
        let m = u64::MAX;
        // One chessman: a single gap of m - 1 on stair 1.
        assert_eq!(nim_sum(&[m]), Ok(m - 1));
        assert_eq!(moves_of(&[m]), Ok(vec![(m, 1)]));
        // Two adjacent chessmen at the top: stair 1 is empty, so the mover loses.
        assert_eq!(nim_sum(&[m - 1, m]), Ok(0));
        assert_eq!(nim_sum(&[1, m]), Ok(m - 2));
        assert_eq!(moves_of(&[1, m]), Ok(vec![(m, 2)]));
    }

    /// A small deterministic generator (splitmix64) for the randomised tests.
    pub(super) fn next(state: &mut u64) -> u64 {
        *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = *state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Sorting and the unsorted sum of each tier: the core ones, and the fast ones when they
    /// are compiled.
    type Tier = (
        fn(&mut [u64]) -> Result<(), ChessmenError>,
        fn(&mut [u64], &mut Vec<u64>) -> Result<u64, ChessmenError>,
    );
    const TIERS: &[Tier] = &[
        (core_tier::sort_chessmen, core_tier::unsorted_nim_sum_with),
        #[cfg(feature = "fast")]
        (fast::sort_chessmen, fast::unsorted_nim_sum_with),
    ];

    /// Random keys: ranges from tight (many repeats) to far wider than a bitmap takes, based
    /// anywhere from 0 up to the top of u64, now and then distinct and shuffled.
    pub(super) fn random_keys(state: &mut u64, round: u64) -> Vec<u64> {
        let n = (next(state) % 300) as usize;
        let span = match round % 4 {
            0 => n as u64 + next(state) % 8,
            1 => (64 * n as u64 + next(state) % 130).saturating_sub(65),
            2 => next(state) % (200 * n as u64 + 1),
            _ => next(state),
        };
        let base = match round % 3 {
            0 => 0,
            1 => next(state) % 1000,
            _ => u64::MAX - span,
        };
        let mut keys: Vec<u64> = (0..n)
            .map(|_| base + next(state) % span.saturating_add(1).max(1))
            .collect();
        if round % 5 == 0 {
            keys.sort_unstable();
            keys.dedup();
            let mut i = keys.len();
            while i > 1 {
                i -= 1;
                keys.swap(i, (next(state) % (i as u64 + 1)) as usize);
            }
        }
        keys
    }

    #[test]
    fn each_tier_sorts_and_sums_as_the_comparison_sort_does() {
        let mut state = 1704;
        let mut scratch = Vec::new();
        let mut dense = 0;
        for round in 0..3000u64 {
            let keys = random_keys(&mut state, round);
            let mut want = keys.clone();
            want.sort_unstable();
            let want_result = check_chessmen(&want);
            let want_sum = want_result.and_then(|()| nim_sum(&want));
            // The core tier's bitmap takes these: an aligned block of at most n words.
            let spread = keys.iter().fold(0, |x, &k| x | k ^ keys[0]);
            let mask = u64::MAX.checked_shr(spread.leading_zeros()).unwrap_or(0);
            if mask / 64 < keys.len() as u64 && want_result.is_ok() {
                dense += 1;
            }
            for (tier, &(sort, sum_with)) in TIERS.iter().enumerate() {
                let mut got = keys.clone();
                assert_eq!(sort(&mut got), want_result, "tier {} round {}", tier, round);
                assert_eq!(got, want, "tier {} round {}", tier, round);
                let mut got = keys.clone();
                assert_eq!(unsorted_nim_sum(&mut got), want_sum, "round {}", round);
                // Through one bitmap kept over all rounds, whatever it held before.
                let mut got = keys.clone();
                assert_eq!(
                    sum_with(&mut got, &mut scratch),
                    want_sum,
                    "tier {} round {}",
                    tier,
                    round
                );
            }
        }
        assert!(dense > 150, "{}", dense);
    }

    #[test]
    fn each_tier_reports_cell_zero_and_repeats_inside_a_dense_block() {
        let mut scratch = Vec::new();
        for &(_, sum_with) in TIERS {
            let mut zero: Vec<u64> = (0..100).rev().collect();
            assert_eq!(
                sum_with(&mut zero, &mut scratch),
                Err(ChessmenError::CellZero)
            );
            let mut three: Vec<u64> = (1..=100).collect();
            three[10] = 50;
            three[90] = 50;
            assert_eq!(
                sum_with(&mut three, &mut scratch),
                Err(ChessmenError::Repeated {
                    cell: 50,
                    times: 3,
                    chessmen: 100
                })
            );
            let mut top: Vec<u64> = (0..100).map(|i| u64::MAX - 2 * i).collect();
            assert_eq!(sum_with(&mut top, &mut scratch), Ok(0));
            top[0] = u64::MAX - 1;
            assert_eq!(sum_with(&mut top, &mut scratch), Ok(1));
            for (cells, want) in [
                (vec![], Ok(0)),
                (vec![7], Ok(6)),
                (vec![0], Err(ChessmenError::CellZero)),
            ] {
                assert_eq!(
                    sum_with(&mut cells.clone(), &mut scratch),
                    want,
                    "{:?}",
                    cells
                );
            }
        }
    }

    /// The cells of a bitmap whose bit 0 stands for cell `base`.
    fn bitmap_cells(base: u64, bits: &[u64]) -> Vec<u64> {
        (0..64 * bits.len() as u64)
            .filter(|&j| bits[(j / 64) as usize] >> (j % 64) & 1 == 1)
            .map(|j| base + j)
            .collect()
    }

    /// The bitmap pass of each tier: the core one, and the fast one when it is compiled.
    fn both_bitmap_sums(base: u64, bits: &[u64], odd: bool) -> Vec<u64> {
        vec![
            core_tier::bitmap_nim_sum(base, bits, odd),
            #[cfg(feature = "fast")]
            fast::bitmap_nim_sum(base, bits, odd),
        ]
    }

    #[test]
    fn bitmap_pass_agrees_with_the_sorted_sum() {
        let mut state = 7041;
        let mut full_words = 0;
        for round in 0..20_000u64 {
            let words = 1 + (next(&mut state) % 6) as usize;
            // From one bit in a few words to words with every bit set, so that both the
            // unrolled pairs and the loop for the rest are taken, across word boundaries.
            let density = round % 9;
            let mut bits: Vec<u64> = (0..words)
                .map(|_| match density {
                    0 => 1u64 << (next(&mut state) % 64),
                    1 => 0,
                    2 => u64::MAX,
                    3 => next(&mut state) | next(&mut state) | next(&mut state),
                    4 => next(&mut state) & next(&mut state),
                    _ => next(&mut state) & next(&mut state) & next(&mut state),
                })
                .collect();
            if round % 7 == 0 {
                bits[0] |= 1;
            }
            if round % 11 == 0 {
                bits[words - 1] |= 1 << 63;
            }
            full_words += bits.iter().filter(|w| w.count_ones() > 16).count();
            let base = match round % 3 {
                0 => 1 + next(&mut state) % 100,
                1 => 1 + next(&mut state) % 100 * 64,
                _ => u64::MAX - 64 * words as u64 + 1,
            };
            let cells = bitmap_cells(base, &bits);
            let odd = cells.len() % 2 == 1;
            for sum in both_bitmap_sums(base, &bits, odd) {
                assert_eq!(
                    Ok(sum),
                    nim_sum(&cells),
                    "round {}: base {} bits {:x?}",
                    round,
                    base,
                    bits
                );
            }
            // Base 0: cell 0 is left empty, as the caller guarantees.
            bits[0] &= !1;
            let cells = bitmap_cells(0, &bits);
            let odd = cells.len() % 2 == 1;
            for sum in both_bitmap_sums(0, &bits, odd) {
                assert_eq!(
                    Ok(sum),
                    nim_sum(&cells),
                    "round {}: bits {:x?}",
                    round,
                    bits
                );
            }
        }
        assert!(full_words > 5000, "{}", full_words);
    }

    #[test]
    fn bad_chessmen_are_reported() {
        assert_eq!(nim_sum(&[0, 3]), Err(ChessmenError::CellZero));
        assert_eq!(nim_sum(&[3, 1]), Err(ChessmenError::Unsorted));
        assert_eq!(
            moves_of(&[1, 7, 7, 7]),
            Err(ChessmenError::Repeated {
                cell: 7,
                times: 3,
                chessmen: 4
            })
        );
        let mut v = vec![u64::MAX, 5, u64::MAX];
        assert_eq!(
            sort_chessmen(&mut v),
            Err(ChessmenError::Repeated {
                cell: u64::MAX,
                times: 2,
                chessmen: 3
            })
        );
    }
}
