//! Subtraction games over a finite set, for heaps of any `u64` size.
//!
//! **Rules.** One heap of `x` stones and a finite set `S` of positive integers; a move removes
//! exactly `s` stones for some `s` in `S` with `s <= x`; whoever cannot move loses. Several heaps
//! played together (a move is a move on one heap) are a sum of games, answered by the xor of the
//! heaps' Grundy values (Sprague-Grundy, see [`crate::grundy`]). Judge problems: HDU 1536 S-Nim,
//! and HDU 1848, whose moves are the Fibonacci numbers and whose heaps are small enough for the
//! table alone ([`SubtractionTable`]).
//!
//! Write `g(x) = mex { g(x - s) : s in S, s <= x }` and `M = max(S)`.
//!
//! **Values are small.** `g(x) <= |{s in S : s <= x}| <= |S|`: a heap has at most that many
//! moves, so at most that many values are excluded, and the mex of `k` values is at most `k`.
//! So a table of `g` could store one byte per heap when `|S| < 256` (two when `|S| < 2^16`).
//!
//! **Theorem (eventual periodicity).** If the window of `M` values starting at `n` equals the
//! one starting at `n + p` (`g(n + t) = g(n + p + t)` for `0 <= t < M`, `p >= 1`), then
//! `g(x + p) = g(x)` for every `x >= n`. *Proof:* by induction on `x`. For `x < n + M` it is the
//! hypothesis. For `x >= n + M` (so `x >= M`), every move of `S` is legal from `x` and from
//! `x + p`, so `g(x) = mex { g(x - s) }` and `g(x + p) = mex { g(x + p - s) }` are the same
//! function of the `M` values before each; those lie at or after `n` and before `x`, where
//! `g(y + p) = g(y)` holds by induction. A window takes at most `(|S| + 1)^M` values, so by
//! pigeonhole two windows are equal: every finite subtraction game is eventually periodic. Its
//! *period* `p0` is the least `p` with `g(x + p) = g(x)` for all large `x`, and its *preperiod*
//! `n0` the least `n` from which that holds; then `g(x) = g(n0 + (x - n0) mod p0)` for `x >= n0`.
//! If `g(x + q) = g(x)` for all `x >= i`, then `p0` divides `q` (on the common periodic tail,
//! `gcd(p0, q)` is a period too, by Bezout) and `g(x + p0) = g(x)` already for all `x >= i` (both
//! equal `g(x + N q)` for large `N`), so `i >= n0`.
//!
//! **Finding them exactly.** Tabulate `g(0..L)` and look for the last window, the `M` values
//! starting at `L - M`, earlier in the table. *Claim:* it occurs at some `i < L - M` exactly
//! when `n0 + p0 + M <= L`, and its last earlier occurrence is then at `L - M - p0`.
//! *Proof:* if it occurs at `i`, the theorem makes `g` periodic from `i` with period
//! `q = L - M - i`, so `p0` divides `q` and `i >= n0`: `L - M - p0 >= L - M - q = i >= n0`.
//! Conversely, when `L - M - p0 >= n0`, periodicity from `n0` makes the window at `L - M - p0`
//! equal the last one, and no occurrence lies between them (its distance would be a positive
//! multiple of `p0` below `p0`). Given `p0`, the least preperiod is one past the last `x` with
//! `g(x) != g(x + p0)` (there is none from `L - M - p0` on). The search is a Knuth-Morris-Pratt
//! scan of the table backwards for the reversed last window: exact (values are compared, nothing
//! is hashed), `O(L)` time and `O(M)` extra memory.
//!
//! [`SubtractionGame`] tabulates lazily: a heap inside the table is looked up; a larger one
//! extends the table and runs the search at checkpoints a quarter apart (`L = M + 1` or 64 at
//! first, each next one `L + L/4`, the last one exactly [`SEARCH_LIMIT`]), so once found the
//! table holds at most about `1.25 (n0 + p0 + M) + 64` values, whatever the heap. A set with
//! `n0 + p0 + M > SEARCH_LIMIT` is reported as [`NoPeriodFound`] for heaps beyond the table,
//! never guessed at. With no moves at all (`M = 0`) the windows are one value long: the theorem
//! and the claim hold for windows of any length at least `M`. The table on its own, grown to each
//! heap asked about with no period search, is [`SubtractionTable`]: one table, two ways to grow
//! it.
//!
//! **Tabulating fast** (the `fast` tier). Heap `x` excludes `v` exactly when some `y = x - s` has
//! `g(y) = v`. When
//! `S` has more moves than the `max(S) / 64 + 2` words of 64 heaps that its largest one spans,
//! each value, once known, pushes itself ahead: the heaps `y + S` it excludes are ORed into that
//! value's bitmap as one shifted copy of `S`, `O(max(S) / 64)` words instead of `|S|` marks. The
//! 64 heaps of a word then take their values together, in one pass over the values: heap `b`
//! takes the least value it lacks from the heaps before the word, unless an earlier heap of the
//! word a move away took that value in the same pass (so the pass is exact, and no set makes it
//! long: a heap passes over at most one value per move below 64). Other sets mark each heap's
//! excluded values move by move.
//!
//! The table comes in two tiers with one contract: the core one a submission carries (four
//! bytes per value, every heap marked move by move by
//! [`crate::grundy::extend_subtraction_table`], short enough for a submission's 16 KiB) and, with
//! the `fast` feature, one that pushes values ahead as above, stores the narrowest width above
//! and marks small sets' values in a register. A set up to 1000 whose values never repeat is
//! refused after its 10^7 values in about 0.35 s in the fast tier; the core tier takes about
//! 1 s at 100 moves (a judge's largest sets) and about 8 s at 900. The tests check the two
//! tiers against each other and against the brute force.

/// How many Grundy values the period search may tabulate: the preperiod and period are found
/// exactly when `preperiod + period + max(S) <= SEARCH_LIMIT`. The table then takes at most
/// 40 MB at four bytes per value (10 MB at one byte in the fast tier, for `|S| < 256`, whose
/// bitmaps take at most 16 MB more), and the search `O(SEARCH_LIMIT * |S|)` time in the core tier,
/// `O(SEARCH_LIMIT * min(|S|, max(S) / 64 + 64))` in the fast one.
pub const SEARCH_LIMIT: usize = 10_000_000;

/// The eventual period of a subtraction game's Grundy sequence: `g(x + period) = g(x)` for every
/// `x >= preperiod`, with both as small as possible.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    /// The least `n` from which the sequence repeats.
    pub preperiod: u64,
    /// The least `p >= 1` with which it repeats.
    pub period: u64,
}

impl Period {
    /// The least heap with the same Grundy value as `heap` by periodicity: `heap` itself below
    /// the preperiod, else `preperiod + (heap - preperiod) mod period`.
    ///
    /// ```
    /// use impartial::subtraction::Period;
    /// let p = Period { preperiod: 3, period: 5 };
    /// assert_eq!(p.reduce(2), 2);
    /// assert_eq!(p.reduce(10), 5);
    /// assert_eq!(p.reduce(u64::MAX), 3 + (u64::MAX - 3) % 5);
    /// ```
    pub fn reduce(self, heap: u64) -> u64 {
        match heap.checked_sub(self.preperiod) {
            Some(beyond) => self.preperiod + beyond % self.period,
            None => heap,
        }
    }
}

/// The period search gave up: no window of `max(S)` values repeats within the first `limit`
/// values, so heaps beyond the table cannot be answered exactly.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NoPeriodFound {
    /// The most values the search tabulated.
    pub limit: u64,
    /// `max(S)`, the length of the windows compared.
    pub max_move: u64,
}

/// The message of an input error: `expected ..., found ...`.
///
/// ```
/// use impartial::subtraction::NoPeriodFound;
/// let e = NoPeriodFound { limit: 100, max_move: 100 };
/// assert_eq!(
///     e.to_string(),
///     "expected a set of moves whose Grundy values repeat within 100 heaps, \
///      found no repeat (max(S) = 100)"
/// );
/// ```
impl std::fmt::Display for NoPeriodFound {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("expected a set of moves whose Grundy values repeat within ")?;
        write!(
            f,
            "{} heaps, found no repeat (max(S) = {})",
            self.limit, self.max_move
        )
    }
}

impl std::error::Error for NoPeriodFound {}

/// The core tier's table, the one a submission carries: one `u32` per value, each heap's excluded values marked move
/// by move ([`crate::grundy::extend_subtraction_table`]), `O(|S|)` a value. Safe and short: the
/// push-ahead bitmaps of the `fast` twin find a dense set's values up to twenty times faster
/// (a 900-move set that never repeats is given up on in 0.35 s instead of about 8 s), but cost
/// 1.3 KB that a submission's 16 KiB has no room for; on a judge's sets (at most 100 moves) the
/// two tiers answer alike within hundredths of a second. With the `fast` feature only the tests
/// use it, against the fast table.
#[cfg_attr(feature = "fast", allow(dead_code))]
struct CoreTable(Vec<u32>);

#[cfg_attr(feature = "fast", allow(dead_code))]
impl CoreTable {
    fn new(_moves: usize) -> CoreTable {
        CoreTable(Vec::new())
    }

    fn len(&self) -> usize {
        self.0.len()
    }

    fn get(&self, heap: usize) -> u32 {
        self.0[heap]
    }

    /// Appends `g(len..to)` for the increasing distinct `moves`.
    fn extend(&mut self, moves: &[usize], to: usize) {
        crate::grundy::extend_subtraction_table(&mut self.0, moves, to);
    }

    fn period(&self, max_move: usize) -> Option<Period> {
        last_window_period(&self.0, max_move)
    }
}

#[cfg(feature = "fast")]
mod fast;

#[cfg(feature = "fast")]
use fast::Table;
#[cfg(not(feature = "fast"))]
type Table = CoreTable;

/// The least preperiod and period of a game whose windows are `m` values long, from its table
/// `g`, when the last window occurs earlier in it (exactly when `n0 + p0 + m <= g.len()`; module
/// docs). Needs `1 <= m <= g.len()`.
///
/// # Complexity
/// O(g.len()) time (Knuth-Morris-Pratt), O(m) memory.
fn last_window_period<T: Copy + Eq>(g: &[T], m: usize) -> Option<Period> {
    let len = g.len();
    // The pattern is the last window read backwards; the text is the table read backwards from
    // the value before the last one.
    let pattern: Vec<T> = g[len - m..].iter().rev().copied().collect();
    // border[t]: the length of the longest proper border of pattern[..=t] (less than m, which
    // the limit keeps within 32 bits).
    let mut border = vec![0u32; m];
    let mut q = 0;
    for t in 1..m {
        while q > 0 && pattern[t] != pattern[q] {
            q = border[q - 1] as usize;
        }
        if pattern[t] == pattern[q] {
            q += 1;
        }
        border[t] = q as u32;
    }
    let mut q = 0;
    for (k, &c) in g[..len - 1].iter().rev().enumerate() {
        while q > 0 && c != pattern[q] {
            q = border[q - 1] as usize;
        }
        if c == pattern[q] {
            q += 1;
            if q == m {
                // The pattern ends at text[k]: the window p0 = k + 2 - m before the last one
                // equals it, and none nearer does. The least preperiod is one past the last
                // value that p0 breaks.
                let (period, mut start) = (k + 2 - m, len - 2 - k);
                while start > 0 && g[start - 1] == g[start - 1 + period] {
                    start -= 1;
                }
                return Some(Period {
                    preperiod: start as u64,
                    period: period as u64,
                });
            }
        }
    }
    None
}

/// A subtraction game's Grundy values, tabulated as far as they are asked for: the table that
/// [`SubtractionGame`] grows (the tier's, as above) without the period search, for a program
/// that bounds its heaps itself (HDU 1848). Every heap is answered, at the cost of a table as
/// long as the largest heap asked about.
pub struct SubtractionTable {
    /// The distinct moves, increasing.
    moves: Vec<usize>,
    table: Table,
}

impl SubtractionTable {
    /// The table of the game whose moves remove `s` stones for any `s` in `moves` (unsorted;
    /// repeats mean nothing; zeros are ignored, as removing nothing is not a move, and so are
    /// moves beyond `usize::MAX`, which no table reaches). Nothing is computed yet.
    ///
    /// # Complexity
    /// O(|S| log |S|).
    ///
    /// ```
    /// use impartial::subtraction::SubtractionTable;
    /// // HDU 1848's moves, the Fibonacci numbers: piles 1 4 1 have values 1, 0, 1.
    /// let mut table = SubtractionTable::new(&impartial::fibonacci::FIBONACCI);
    /// assert_eq!([table.grundy(1), table.grundy(4), table.grundy(1)], [1, 0, 1]);
    /// assert_eq!(table.tabulated(), 5);
    /// ```
    pub fn new(moves: &[u64]) -> Self {
        let mut moves: Vec<usize> = moves
            .iter()
            .filter(|&&s| s > 0 && s <= usize::MAX as u64)
            .map(|&s| s as usize)
            .collect();
        moves.sort_unstable();
        moves.dedup();
        SubtractionTable {
            table: Table::new(moves.len()),
            moves,
        }
    }

    /// How many Grundy values are tabulated so far (the table's memory, besides its moves).
    pub fn tabulated(&self) -> usize {
        self.table.len()
    }

    /// The Grundy value of a heap of `heap` stones, the table grown to it if need be.
    ///
    /// # Complexity
    /// O(1) for a heap inside the table; otherwise `O(min(|S|, max(S) / 64 + 64))` per value
    /// added.
    ///
    /// ```
    /// use impartial::subtraction::SubtractionTable;
    /// // {2, 5}: values 0 0 1 1 0 2 1, then again.
    /// let mut table = SubtractionTable::new(&[5, 2]);
    /// assert_eq!(table.grundy(12), 2);
    /// assert_eq!(table.tabulated(), 13);
    /// assert_eq!(table.grundy(5), 2);
    /// ```
    pub fn grundy(&mut self, heap: usize) -> u32 {
        if heap >= self.table.len() {
            self.table.extend(&self.moves, heap + 1);
        }
        self.table.get(heap)
    }
}

/// The subtraction game over a finite set `S`: Grundy values of heaps of any `u64` size, from a
/// table grown on demand and, beyond it, the period (see the module docs).
pub struct SubtractionGame {
    /// The distinct moves below `limit`, increasing (larger ones are never legal in the table).
    moves: Vec<usize>,
    /// `max(S)`, 0 for no moves.
    max_move: u64,
    limit: usize,
    table: Table,
    period: Option<Period>,
    /// The table length at which the search looks next.
    checkpoint: usize,
}

impl SubtractionGame {
    /// The game whose moves remove `s` stones for any `s` in `moves` (unsorted; repeats mean
    /// nothing; zeros are ignored, as removing nothing is not a move), whose period search
    /// tabulates at most `limit` values, usually [`SEARCH_LIMIT`] (a limit above `u32::MAX`
    /// counts as `u32::MAX`). Nothing is computed yet.
    ///
    /// # Complexity
    /// O(|S| log |S|).
    ///
    /// ```
    /// use impartial::subtraction::{NoPeriodFound, SubtractionGame, SEARCH_LIMIT};
    /// let mut game = SubtractionGame::new(&[5, 2, 2, 0], SEARCH_LIMIT);
    /// assert_eq!(game.grundy(5), Ok(2));
    /// // {2, 5}: period 7 from 0, found once 0 + 7 + 5 values are known.
    /// let mut game = SubtractionGame::new(&[2, 5], 12);
    /// assert!(game.find_period().is_ok());
    /// let mut game = SubtractionGame::new(&[2, 5], 11);
    /// assert_eq!(game.grundy(10), Ok(1));
    /// assert_eq!(game.grundy(11), Err(NoPeriodFound { limit: 11, max_move: 5 }));
    /// ```
    pub fn new(moves: &[u64], limit: usize) -> Self {
        // The search's border table holds window offsets in 32 bits.
        let limit = limit.min(u32::MAX as usize);
        let max_move = moves.iter().copied().max().unwrap_or(0);
        let mut usable: Vec<usize> = moves
            .iter()
            .filter(|&&s| s > 0 && s < limit as u64)
            .map(|&s| s as usize)
            .collect();
        usable.sort_unstable();
        usable.dedup();
        SubtractionGame {
            table: Table::new(usable.len()),
            moves: usable,
            max_move,
            limit,
            period: None,
            // The first search needs a window and an earlier value: more than max(S) values; and
            // below 64 a scan costs less than the bookkeeping.
            checkpoint: (max_move.min(limit as u64) as usize + 1).max(64).min(limit),
        }
    }

    /// How many Grundy values are tabulated so far (the game's memory, besides its moves).
    ///
    /// ```
    /// use impartial::subtraction::{SubtractionGame, SEARCH_LIMIT};
    /// let mut game = SubtractionGame::new(&[1, 2, 3], SEARCH_LIMIT);
    /// game.grundy(u64::MAX).unwrap();
    /// assert!(game.tabulated() <= 64);
    /// ```
    pub fn tabulated(&self) -> usize {
        self.table.len()
    }

    /// The Grundy value of a heap of `heap` stones, or [`NoPeriodFound`] when the heap lies
    /// beyond the table and the sequence does not repeat within the search limit.
    ///
    /// # Complexity
    /// O(1) for a heap inside the table or once the period is known; otherwise the table grows
    /// to the heap or to the next checkpoint, whichever comes first, at
    /// `O(min(|S|, max(S) / 64 + 64))` per value, plus O(L) per checkpoint `L` passed.
    ///
    /// ```
    /// use impartial::subtraction::{SubtractionGame, SEARCH_LIMIT};
    /// // HDU 1536's first set {2, 5}: values 0 0 1 1 0 2 1, period 7.
    /// let mut game = SubtractionGame::new(&[2, 5], SEARCH_LIMIT);
    /// assert_eq!(game.grundy(5), Ok(2));
    /// assert_eq!(game.grundy(12), Ok(2));
    /// assert_eq!(game.grundy(u64::MAX), Ok(0)); // 2^64 - 1 = 1 (mod 7)
    /// ```
    pub fn grundy(&mut self, heap: u64) -> Result<u32, NoPeriodFound> {
        // The table grows until it holds the heap or the period is known.
        while self.period.is_none() && heap >= self.table.len() as u64 {
            let len = self.table.len();
            if heap >= self.checkpoint as u64 && self.max_move >= self.limit as u64 {
                // A period needs a window and an earlier one: max(S) < len <= limit.
                break;
            } else if len < self.checkpoint {
                // Up to the heap if it comes before the checkpoint: no more work than reaching
                // it (an extension costs nothing beyond its values).
                let to = heap.min(self.checkpoint as u64 - 1) as usize + 1;
                self.table.extend(&self.moves, to);
            } else {
                // No move at all: g = 0 everywhere, and windows of one value show it.
                self.period = self.table.period(self.max_move.max(1) as usize);
                if len == self.limit {
                    break;
                }
                // The next search a quarter further on, or at the limit.
                self.checkpoint = (len + len / 4).min(self.limit);
            }
        }
        // Inside the table, or reduced below preperiod + period, which the table holds.
        let index = self.period.map_or(heap, |period| period.reduce(heap));
        if index >= self.table.len() as u64 {
            return Err(NoPeriodFound {
                limit: self.limit as u64,
                max_move: self.max_move,
            });
        }
        Ok(self.table.get(index as usize))
    }

    /// The least preperiod and period of the Grundy sequence, or [`NoPeriodFound`] if
    /// `preperiod + period + max(S)` exceeds the search limit.
    ///
    /// # Complexity
    /// O((n0 + p0 + M) * min(|S|, max(S) / 64 + 64)).
    ///
    /// ```
    /// use impartial::subtraction::{Period, SubtractionGame, SEARCH_LIMIT};
    /// // Bash with take 1..=3 (LeetCode 292): g(n) = n mod 4.
    /// let mut game = SubtractionGame::new(&[1, 2, 3], SEARCH_LIMIT);
    /// assert_eq!(game.find_period(), Ok(Period { preperiod: 0, period: 4 }));
    /// // {1, 4}: g = 0 1 0 1 2 0 1 0 1 2 ..., period 5 from 0.
    /// let mut game = SubtractionGame::new(&[4, 1], SEARCH_LIMIT);
    /// assert_eq!(game.find_period(), Ok(Period { preperiod: 0, period: 5 }));
    /// ```
    pub fn find_period(&mut self) -> Result<Period, NoPeriodFound> {
        // No table reaches u64::MAX: its value came from the period.
        self.grundy(u64::MAX).map(|_| self.period.unwrap())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy::{grundy_by_search, mex, subtraction_table};
    use std::collections::HashMap;

    /// Every subset of 1..=7, the empty set included.
    fn small_sets() -> Vec<Vec<u64>> {
        (0u32..128)
            .map(|bits| (1..=7).filter(|&s| bits >> (s - 1) & 1 == 1).collect())
            .collect()
    }

    #[test]
    fn values_agree_with_the_plain_table_and_the_game_search_on_every_small_set() {
        for moves in small_sets() {
            let plain = subtraction_table(&moves, 300);
            let mut memo = HashMap::new();
            let rules = |&x: &u64| {
                moves
                    .iter()
                    .filter(|&&s| s <= x)
                    .map(|&s| x - s)
                    .collect::<Vec<_>>()
            };
            // Heaps in a scattered order, each on a game that may already know its period.
            let mut game = SubtractionGame::new(&moves, SEARCH_LIMIT);
            for i in 0..=300u64 {
                let heap = i * 89 % 301;
                let searched = grundy_by_search(heap, rules, &mut memo);
                assert_eq!(plain[heap as usize], searched, "{:?} {}", moves, heap);
                assert_eq!(game.grundy(heap), Ok(searched), "{:?} {}", moves, heap);
            }
        }
    }

    #[test]
    fn the_table_alone_grows_only_as_far_as_asked() {
        for moves in small_sets() {
            let plain = subtraction_table(&moves, 300);
            let mut table = SubtractionTable::new(&moves);
            let mut largest = 0;
            for i in 0..=300usize {
                let heap = i * 89 % 301;
                largest = largest.max(heap);
                assert_eq!(table.grundy(heap), plain[heap], "{:?} {}", moves, heap);
                assert_eq!(table.tabulated(), largest + 1, "{:?}", moves);
            }
        }
        // Zeros and moves too large for any table are no moves at all.
        let mut table = SubtractionTable::new(&[0, 2, u64::MAX, 5, 2]);
        let mut game = SubtractionGame::new(&[2, 5], SEARCH_LIMIT);
        for heap in 0..100 {
            assert_eq!(Ok(table.grundy(heap)), game.grundy(heap as u64));
        }
    }

    #[test]
    fn periods_answer_heaps_far_beyond_the_table() {
        let far = 100_000;
        for moves in small_sets() {
            let plain = subtraction_table(&moves, far);
            let mut game = SubtractionGame::new(&moves, SEARCH_LIMIT);
            game.find_period().unwrap();
            let tabulated = game.tabulated();
            for heap in (0..=far).step_by(7).chain(far - 100..=far) {
                assert_eq!(game.grundy(heap as u64), Ok(plain[heap]), "{:?}", moves);
            }
            assert_eq!(game.tabulated(), tabulated, "{:?}: the table grew", moves);
        }
    }

    /// The least preperiod and period seen in a plain table of `far` values: the least `p` whose
    /// mismatches `g(x) != g(x + p)` all lie before `far / 2`, and one past its last mismatch.
    fn period_in_table(g: &[u32]) -> Period {
        let far = g.len();
        for p in 1..far / 4 {
            let last = (0..far - p).rev().find(|&x| g[x] != g[x + p]);
            match last {
                Some(x) if x >= far / 2 => continue,
                _ => {
                    return Period {
                        preperiod: last.map_or(0, |x| x + 1) as u64,
                        period: p as u64,
                    }
                }
            }
        }
        panic!("no period in the table");
    }

    #[test]
    fn periods_are_the_least_ones_seen_in_a_long_plain_table() {
        let mut sets = small_sets();
        sets.extend([
            vec![2, 7, 13],
            vec![3, 5, 12, 20],
            vec![1, 10, 11, 30],
            vec![4, 9, 23],
            vec![6, 11, 17, 29, 31],
        ]);
        for moves in sets {
            let plain = subtraction_table(&moves, 20_000);
            let want = period_in_table(&plain);
            let mut game = SubtractionGame::new(&moves, SEARCH_LIMIT);
            let got = game.find_period().unwrap();
            assert_eq!(got, want, "{:?}", moves);
            // Minimal: the value before the preperiod breaks the period, and no shorter period
            // holds from the preperiod on.
            let (n0, p0) = (got.preperiod as usize, got.period as usize);
            if n0 > 0 {
                assert_ne!(plain[n0 - 1], plain[n0 - 1 + p0], "{:?}", moves);
            }
            for p in 1..p0 {
                assert!((n0..n0 + 2 * p0).any(|x| plain[x] != plain[x + p]));
            }
            // Found at the first checkpoint past n0 + p0 + max(S), not much later.
            let needed = n0 + p0 + game.max_move as usize;
            assert!(game.tabulated() >= needed, "{:?}", moves);
            assert!(game.tabulated() <= needed + needed / 4 + 64, "{:?}", moves);
        }
    }

    #[test]
    fn the_search_limit_is_exact() {
        for moves in [vec![2, 5], vec![3, 5, 12, 20], vec![1, 10, 11, 30], vec![7]] {
            let needed = {
                let p = SubtractionGame::new(&moves, SEARCH_LIMIT)
                    .find_period()
                    .unwrap();
                (p.preperiod + p.period + moves.iter().max().unwrap()) as usize
            };
            let plain = subtraction_table(&moves, 3 * needed);
            let mut game = SubtractionGame::new(&moves, needed);
            assert_eq!(game.grundy(3 * needed as u64), Ok(plain[3 * needed]));
            let mut game = SubtractionGame::new(&moves, needed - 1);
            for (heap, &g) in plain.iter().enumerate().take(needed - 1) {
                assert_eq!(game.grundy(heap as u64), Ok(g), "{:?}", moves);
            }
            let refused = Err(NoPeriodFound {
                limit: needed as u64 - 1,
                max_move: *moves.iter().max().unwrap(),
            });
            assert_eq!(game.grundy(needed as u64 - 1), refused, "{:?}", moves);
            assert_eq!(game.grundy(u64::MAX), refused, "{:?}", moves);
            assert_eq!(game.find_period().map(|_| ()), refused.map(|_: u32| ()));
            assert_eq!(game.tabulated(), needed - 1);
        }
    }

    #[test]
    fn a_move_beyond_the_limit_is_refused_at_once_for_large_heaps_only() {
        let mut game = SubtractionGame::new(&[3, SEARCH_LIMIT as u64], SEARCH_LIMIT);
        assert_eq!(game.grundy(5), Ok(1));
        let refused = Err(NoPeriodFound {
            limit: SEARCH_LIMIT as u64,
            max_move: SEARCH_LIMIT as u64,
        });
        assert_eq!(game.grundy(u64::MAX), refused);
        assert_eq!(game.tabulated(), 6);
        let mut game = SubtractionGame::new(&[u64::MAX, 1], SEARCH_LIMIT);
        assert_eq!(game.grundy(1000), Ok(0));
        assert_eq!(
            game.grundy(u64::MAX - 1).map_err(|e| e.max_move),
            Err(u64::MAX)
        );
    }

    #[test]
    fn bash_sets_at_the_top_of_u64() {
        for m in [1u64, 2, 3, 10, 127, 128, 255, 256, 300] {
            let moves: Vec<u64> = (1..=m).rev().collect();
            let mut game = SubtractionGame::new(&moves, SEARCH_LIMIT);
            assert_eq!(
                game.find_period(),
                Ok(Period {
                    preperiod: 0,
                    period: m + 1
                })
            );
            for heap in [0, 1, m, m + 1, u64::MAX - 1, u64::MAX] {
                assert_eq!(
                    game.grundy(heap),
                    Ok((heap % (m + 1)) as u32),
                    "m {} heap {}",
                    m,
                    heap
                );
                assert_eq!(
                    game.grundy(heap) == Ok(0),
                    crate::bash::is_p_position(heap, m)
                );
            }
        }
    }

    #[test]
    fn no_moves_and_zero_moves() {
        for moves in [&[][..], &[0], &[0, 0]] {
            let mut game = SubtractionGame::new(moves, SEARCH_LIMIT);
            assert_eq!(game.max_move, 0);
            assert_eq!(game.grundy(u64::MAX), Ok(0));
            assert_eq!(
                game.find_period(),
                Ok(Period {
                    preperiod: 0,
                    period: 1
                })
            );
        }
        let mut with_zero = SubtractionGame::new(&[0, 2, 5, 0], SEARCH_LIMIT);
        let mut without = SubtractionGame::new(&[5, 2], SEARCH_LIMIT);
        assert_eq!(with_zero.find_period(), without.find_period());
    }

    /// Sets of 128 and more moves (no register holds their excluded values in the fast tier),
    /// 256 and more (two bytes per value there): every value obeys the rule
    /// `g(x) = mex { g(x - s) }`, checked heap by heap with [`crate::grundy::mex`].
    #[test]
    fn wide_sets_follow_the_mex_rule() {
        for moves in wide_sets() {
            let mut game = SubtractionGame::new(&moves, 6001);
            let mut values: Vec<u32> = Vec::new();
            for heap in 0..=6000u64 {
                let reached = moves
                    .iter()
                    .filter(|&&s| s <= heap)
                    .map(|&s| values[(heap - s) as usize]);
                values.push(mex(reached));
                assert_eq!(game.grundy(heap), Ok(values[heap as usize]), "{}", heap);
            }
        }
    }

    fn wide_sets() -> Vec<Vec<u64>> {
        vec![
            (1..=130).map(|i| i * 3 % 401 + 1).collect(),
            (1..=300).map(|i| i * 7 % 613 + 1).collect(),
            (1..=400).filter(|s| s % 3 != 0).collect(),
        ]
    }

    /// The core table and, with the `fast` feature, the fast one in each width its values fit,
    /// extended in uneven steps: the same values and the same period search at every step.
    #[test]
    fn the_tiers_tabulate_and_search_alike() {
        let mut sets = small_sets();
        sets.extend(wide_sets());
        sets.extend([
            vec![2, 7, 13],
            vec![3, 5, 12, 20],
            vec![1, 10, 11, 30],
            vec![6, 300],
        ]);
        for moves in sets {
            let mut usable: Vec<usize> = moves.iter().map(|&s| s as usize).collect();
            usable.sort_unstable();
            usable.dedup();
            let m = usable.last().copied().unwrap_or(0);
            let mut core_table = CoreTable::new(usable.len());
            #[cfg(feature = "fast")]
            let mut fast_tables = {
                let mut tables = vec![fast::Table::new(usable.len()), fast::Table::new(1 << 16)];
                if usable.len() < 256 {
                    tables.push(fast::Table::new(256));
                }
                tables
            };
            let mut to = 1;
            while to < 4000 {
                to += to / 3 + 1;
                core_table.extend(&usable, to);
                let period = (m >= 1 && m < to).then(|| core_table.period(m));
                #[cfg(feature = "fast")]
                for fast in &mut fast_tables {
                    fast.extend(&usable, to);
                    assert_eq!(fast.len(), core_table.len());
                    for heap in 0..to {
                        assert_eq!(fast.get(heap), core_table.get(heap), "{:?} {}", moves, heap);
                    }
                    assert_eq!((m >= 1 && m < to).then(|| fast.period(m)), period);
                }
                if let Some(Some(p)) = period {
                    let (n0, p0) = (p.preperiod as usize, p.period as usize);
                    assert!((n0..to - p0).all(|x| core_table.get(x) == core_table.get(x + p0)));
                }
            }
        }
    }

    #[test]
    fn values_never_exceed_the_number_of_legal_moves() {
        for moves in small_sets() {
            let plain = subtraction_table(&moves, 200);
            for (x, &g) in plain.iter().enumerate() {
                let legal = moves.iter().filter(|&&s| s <= x as u64).count();
                assert!(g as usize <= legal, "{:?} {}", moves, x);
            }
        }
    }
}
