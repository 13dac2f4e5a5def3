//! Dawson's chess (octal game `0.137`), and the string game it solves: cutting out the centres
//! of palindromes.
//!
//! **Dawson's chess.** Heaps of tokens; a move takes one token from a heap of exactly one, two
//! tokens from the end of a heap (leaving one heap or none), or three adjacent tokens from
//! anywhere in a heap, which may split the rest in two. Whoever cannot move loses. Its Grundy
//! values `G(L) = mex { G(max(0, k - 2)) xor G(max(0, L - k - 1)) : 1 <= k <= L }` (take the
//! `k`-th token and its neighbours) come from [`crate::octal::grundy_table`] with code `0.137`;
//! by the periodicity theorem there ([`crate::octal::find_period`]) they have period
//! [`PERIOD`] = 34 from [`PREPERIOD`] = 52 on, which the tests prove from the table. (`G(L)` is
//! the value of Dawson's Kayles, `0.07`, at `L + 1`.)
//!
//! **The string game.** A word is written one letter per cell of a strip. A move takes one
//! strip `t` and cuts out a cell `t_i` that is the centre of an odd palindrome of length at
//! least 3 inside `t`, leaving the strips `t_1..t_{i-1}`, `t_i` and `t_{i+1}..t_{|t|}`; whoever
//! cannot move loses. **Theorem.** Call position `i` of the word cuttable when it has both
//! neighbours and `s_{i-1} = s_{i+1}`; the maximal runs of consecutive cuttable positions are
//! heaps of Dawson's chess, and the first player wins exactly when the xor of `G` over the runs'
//! lengths is not 0. *Proof sketch:* a palindrome of length `>= 3` centred at `i` contains
//! `s_{i-1} s_i s_{i+1}`, so a cell can be cut exactly when it is cuttable in its strip. A cut
//! only takes neighbours away, so a position stays cuttable until it or a neighbour is cut,
//! and cutting the `k`-th position of a run of `L` ends the cuttability of positions `k - 1`,
//! `k` and `k + 1` of it (the cut cell stands alone; its neighbours become strip ends) and of
//! nothing else: runs of `max(0, k - 2)` and `max(0, L - k - 1)` are left. That is Dawson's
//! chess, one heap per run, and runs never meet again, so Sprague-Grundy applies. The least
//! winning cut is the least position whose cut leaves the xor 0. The tests play the real string
//! game on every word over `{a, b}` up to 13 letters and over `{a, b, c}` up to 8.
//!
//! Judge problem: Codeforces 305 E (Playing with String).

/// The last exception: `G(L + PERIOD) = G(L)` for every `L >= PREPERIOD` (proved by the tests
/// with the periodicity theorem, and not for `PREPERIOD - 1`).
pub const PREPERIOD: u64 = 52;

/// The least period of `G` from [`PREPERIOD`] on.
pub const PERIOD: u64 = 34;

/// How many values [`Values`] tabulates before it uses the period.
pub const TABLE_LEN: usize = 4000;

/// The Grundy values of Dawson's chess: a table of the first [`TABLE_LEN`] computed by the octal
/// engine, and the period beyond it.
#[derive(Clone, Debug)]
pub struct Values {
    table: Vec<u32>,
}

impl Default for Values {
    fn default() -> Self {
        Self::new()
    }
}

impl Values {
    /// Computes `G(0..TABLE_LEN)` with [`crate::octal::grundy_table`].
    ///
    /// # Complexity
    /// O(TABLE_LEN^2), a few million steps.
    pub fn new() -> Self {
        Values {
            table: crate::octal::grundy_table(&[1, 3, 7], TABLE_LEN - 1),
        }
    }

    /// `G(heap)` for any heap.
    ///
    /// ```
    /// use impartial::dawsons_chess::Values;
    /// let g = Values::new();
    /// let first: Vec<u32> = (0..10).map(|l| g.grundy(l)).collect();
    /// assert_eq!(first, [0, 1, 1, 2, 0, 3, 1, 1, 0, 3]);
    /// assert_eq!(g.grundy(u64::MAX), g.grundy(52 + (u64::MAX - 52) % 34));
    /// ```
    pub fn grundy(&self, heap: u64) -> u32 {
        let at = match usize::try_from(heap) {
            Ok(l) if l < self.table.len() => l,
            _ => (PREPERIOD + (heap - PREPERIOD) % PERIOD) as usize,
        };
        self.table[at]
    }

    /// Whether the word `s` is a P-position of the string game: the xor of `G` over its runs of
    /// cuttable positions is 0 (module docs).
    ///
    /// # Complexity
    /// O(|s|).
    ///
    /// ```
    /// use impartial::dawsons_chess::Values;
    /// let g = Values::new();
    /// assert!(!g.is_p_position(b"abacaba"));
    /// assert!(g.is_p_position(b"abcde"));
    /// assert!(g.is_p_position(b"aaaaaa")); // one run of 4: G(4) = 0
    /// ```
    pub fn is_p_position(&self, s: &[u8]) -> bool {
        self.xor_of_runs(s) == 0
    }

    /// The least 1-based position of `s` whose cut leaves a P-position, or `None` when `s` is
    /// one itself.
    ///
    /// # Complexity
    /// O(|s|): one pass for the xor, one over the runs with O(1) per position.
    ///
    /// ```
    /// use impartial::dawsons_chess::Values;
    /// let g = Values::new();
    /// assert_eq!(g.winning_cut(b"abacaba"), Some(2));
    /// // One run of 5 (positions 2 to 6): only its middle leaves two equal runs.
    /// assert_eq!(g.winning_cut(b"aaaaaaa"), Some(4));
    /// assert_eq!(g.winning_cut(b"abcde"), None);
    /// ```
    pub fn winning_cut(&self, s: &[u8]) -> Option<usize> {
        let total = self.xor_of_runs(s);
        if total == 0 {
            return None;
        }
        for (first, len) in cuttable_runs(s) {
            let want = total ^ self.grundy(len as u64);
            for k in 1..=len {
                let left = self.grundy(k.saturating_sub(2) as u64);
                let right = self.grundy(len.saturating_sub(k + 1) as u64);
                if left ^ right == want {
                    return Some(first + k - 1);
                }
            }
        }
        // A non-zero xor has a winning move in some heap (Sprague-Grundy).
        unreachable!("a position of value {} without a winning cut", total)
    }

    fn xor_of_runs(&self, s: &[u8]) -> u32 {
        cuttable_runs(s).fold(0, |x, (_, len)| x ^ self.grundy(len as u64))
    }
}

/// The maximal runs of cuttable positions of `s` (position `i` with `s_{i-1} = s_{i+1}`), in
/// order, as (first 1-based position, length).
///
/// # Complexity
/// O(|s|), lazily.
///
/// ```
/// use impartial::dawsons_chess::cuttable_runs;
/// let runs: Vec<(usize, usize)> = cuttable_runs(b"abacaba").collect();
/// assert_eq!(runs, [(2, 1), (4, 1), (6, 1)]);
/// let runs: Vec<(usize, usize)> = cuttable_runs(b"ababab").collect();
/// assert_eq!(runs, [(2, 4)]);
/// assert_eq!(cuttable_runs(b"aa").count(), 0);
/// ```
pub fn cuttable_runs(s: &[u8]) -> impl Iterator<Item = (usize, usize)> + '_ {
    let cuttable = move |i: usize| s[i - 1] == s[i + 1];
    let last = s.len().saturating_sub(1);
    let mut i = 1;
    std::iter::from_fn(move || {
        while i < last && !cuttable(i) {
            i += 1;
        }
        if i >= last {
            return None;
        }
        let first = i;
        while i < last && cuttable(i) {
            i += 1;
        }
        Some((first + 1, i - first))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy::{grundy_by_search, mex};
    use crate::octal::{find_period, grundy_table};
    use std::collections::HashMap;

    /// A position of the real game: its strips that still have a move (three letters or more),
    /// sorted.
    type Strips = Vec<Vec<u8>>;

    fn position(strips: impl IntoIterator<Item = Vec<u8>>) -> Strips {
        let mut kept: Strips = strips.into_iter().filter(|t| t.len() >= 3).collect();
        kept.sort_unstable();
        kept
    }

    /// The position after cutting out cell `i` (0-based) of strip `j`.
    fn cut(strips: &Strips, j: usize, i: usize) -> Strips {
        let t = &strips[j];
        let mut next = strips.clone();
        next.remove(j);
        next.extend([t[..i].to_vec(), t[i + 1..].to_vec()]);
        position(next)
    }

    /// Whether cell `i` of `t` is the centre of an odd palindrome of length >= 3 inside `t`,
    /// looked for as palindromes (not as the neighbour rule being checked).
    fn is_centre(t: &[u8], i: usize) -> bool {
        (1..=i.min(t.len() - 1 - i)).any(|r| (1..=r).all(|d| t[i - d] == t[i + d]))
    }

    /// Every real move: cut out any cell that is such a centre.
    fn moves(strips: &Strips) -> Vec<Strips> {
        let mut out = Vec::new();
        for (j, t) in strips.iter().enumerate() {
            for i in (0..t.len()).filter(|&i| is_centre(t, i)) {
                out.push(cut(strips, j, i));
            }
        }
        out
    }

    fn words(alphabet: &[u8], max_len: usize) -> Vec<Vec<u8>> {
        let mut all = vec![Vec::new()];
        let mut last = vec![Vec::new()];
        for _ in 0..max_len {
            last = last
                .iter()
                .flat_map(|w: &Vec<u8>| {
                    alphabet.iter().map(move |&c| {
                        let mut v = w.clone();
                        v.push(c);
                        v
                    })
                })
                .collect();
            all.extend(last.iter().cloned());
        }
        all
    }

    #[test]
    fn winner_and_least_cut_agree_with_the_real_game() {
        let g = Values::new();
        let mut memo = HashMap::new();
        let mut checked = 0;
        let mut wins = 0;
        for (alphabet, max_len) in [(&b"ab"[..], 13), (&b"abc"[..], 8)] {
            for s in words(alphabet, max_len) {
                let start = position([s.clone()]);
                let lost = grundy_by_search(start.clone(), moves, &mut memo) == 0;
                assert_eq!(
                    g.is_p_position(&s),
                    lost,
                    "{:?}",
                    String::from_utf8_lossy(&s)
                );
                // The least cell whose cut leaves a lost position, searched over the real moves.
                let least = (0..s.len()).find(|&i| {
                    is_centre(&s, i) && grundy_by_search(cut(&start, 0, i), moves, &mut memo) == 0
                });
                assert_eq!(
                    g.winning_cut(&s),
                    least.map(|i| i + 1),
                    "{:?}",
                    String::from_utf8_lossy(&s)
                );
                checked += 1;
                wins += usize::from(!lost);
            }
        }
        assert_eq!(checked, (1 << 14) - 1 + (6561 * 3 - 1) / 2);
        assert!(
            wins > 1000 && checked - wins > 1000,
            "{} of {}",
            wins,
            checked
        );
    }

    #[test]
    fn the_values_follow_the_cut_rule() {
        // mex over cutting the k-th of L positions, which leaves runs of k - 2 and L - k - 1.
        let mut direct: Vec<u32> = Vec::new();
        for l in 0..600usize {
            let options =
                (1..=l).map(|k| direct[k.saturating_sub(2)] ^ direct[l.saturating_sub(k + 1)]);
            direct.push(mex(options));
        }
        let g = Values::new();
        assert!((0..600).all(|l| g.grundy(l as u64) == direct[l]));
        // Dawson's Kayles (0.07) one heap later: a different game, the same numbers shifted.
        let kayles = grundy_table(&[0, 7], 600);
        assert_eq!(&kayles[1..], &direct[..]);
        assert_ne!(&kayles[..600], &direct[..], "0.07 at L is not 0.137 at L");
    }

    #[test]
    fn the_period_is_proved_from_the_table() {
        let table = grundy_table(&[1, 3, 7], TABLE_LEN - 1);
        let found = find_period(&table, 3).expect("a certificate inside the table");
        assert_eq!((found.preperiod, found.period), (PREPERIOD, PERIOD));
        // The whole table agrees, and 51 is an exception.
        let (n0, p) = (PREPERIOD as usize, PERIOD as usize);
        assert!((n0..TABLE_LEN - p).all(|l| table[l + p] == table[l]));
        assert_ne!(table[n0 - 1], table[n0 - 1 + p]);
        let g = Values::new();
        for l in (0..20_000u64).chain([u64::MAX - 1, u64::MAX, 1 << 40]) {
            let back = if l < 3000 {
                l
            } else {
                3000 + (l - 3000) % PERIOD
            };
            assert_eq!(g.grundy(l), table[back as usize], "{}", l);
        }
    }

    #[test]
    fn a_long_run_is_answered_in_one_pass() {
        // 10^6 letters `a`: one run of 999,998 positions.
        let s = vec![b'a'; 1_000_000];
        let g = Values::new();
        let runs: Vec<(usize, usize)> = cuttable_runs(&s).collect();
        assert_eq!(runs, [(2, 999_998)]);
        let cut = g.winning_cut(&s);
        assert_eq!(cut.is_some(), g.grundy(999_998) != 0);
        if let Some(p) = cut {
            let k = p - 1;
            let left = g.grundy(k.saturating_sub(2) as u64);
            assert_eq!(left, g.grundy((999_998 - k - 1) as u64));
        }
    }
}
