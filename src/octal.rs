//! Octal games: Grundy sequences from the code digits, and the periodicity theorem of Guy and
//! Smith.
//!
//! **Rules.** Heaps of tokens. An octal game is named by a code `0.d1 d2 d3 ... dt` of octal
//! digits: removing `k` tokens from one heap is allowed when `dk` is not zero, and its bits say
//! what may remain of that heap: bit 1, nothing (the heap had exactly `k` tokens); bit 2, one
//! non-empty heap; bit 4, two non-empty heaps (the rest is split in two). Whoever cannot move
//! loses. Kayles is `0.77` (knock down one pin or two neighbours from a row), Dawson's chess
//! `0.137`, and `0.007` (take three adjacent tokens, leaving 0, 1 or 2 rows) is Treblecross,
//! the game of [`crate::crosses`]. A position is a sum of heaps, so its Grundy value is the xor
//! of the heaps' values `G(n)` ([`crate::grundy`]), and
//! `G(n) = mex` of `0` (when `dn` has bit 1), `G(n - k)` (bit 2 of `dk`, `n > k`) and
//! `G(a) xor G(b)` for `a + b = n - k`, `a, b >= 1` (bit 4 of `dk`). [`grundy_table`] tabulates
//! it in `O(t n^2)`.
//!
//! **Theorem (periodicity; Guy and Smith 1956, Winning Ways ch. 4).** Let `t` be the number of
//! code digits (no move removes more than `t` tokens), and `n0 >= 1`. If `G(n + p) = G(n)` for
//! every `n` with `n0 <= n < 2 n0 + p + t`, then `G(n + p) = G(n)` for every `n >= n0`.
//! *Proof sketch:* by induction on `M >= 2 n0 + p + t`, with `N = M + p`; both exceed `t`, so
//! neither empties in one move. A move taking `k <= t` from `N` leaves `N - k` or a split
//! `a + b = N - k`, `a <= b`; the same `k` from `M` leaves `M - k`, or `a + (b - p)`. Here
//! `b >= (N - t) / 2 >= n0 + p`, so `b - p` lies in `[n0, M)` (and is a heap, as `n0 >= 1`) and
//! `G(b) = G(b - p)` by induction (likewise `G(N - k) = G(M - k)`): every option of `N` has the
//! value of an option of `M`. Conversely a split `a + b = M - k`, `a <= b`, has
//! `b >= (M - t) / 2 >= n0`, and adding `p` to `b` gives an option of `N` of the same value.
//! The two mexes agree. Checking the range needs `G` up to index `2 n0 + 2 p + t - 1`;
//! [`find_period`] searches every `p` in a table for the least certificate. It proves Kayles
//! periodic from 71 with period 12 and Dawson's chess from 52 with period 34; for `0.007` none
//! is known, and none exists in the first million values (see `impartial octal-table`).
//!
//! Judge problem: POJ 3537 (Crosses and Crosses), through [`crate::crosses`].

use crate::subtraction::Period;

/// The Grundy values `G(0..=limit)` of the octal game with code `0.code[0] code[1] ...`
/// (`code[k - 1]` is the digit for removing `k` tokens; only its low three bits count).
///
/// # Complexity
/// O(t * limit^2) time for the `t` digits that allow a move (zeros cost nothing), O(limit)
/// memory.
///
/// ```
/// use impartial::octal::grundy_table;
/// // Kayles (0.77).
/// assert_eq!(grundy_table(&[7, 7], 10), vec![0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2]);
/// // 0.007: three tokens at a time; heaps below 3 are dead.
/// assert_eq!(grundy_table(&[0, 0, 7], 9), vec![0, 0, 0, 1, 1, 1, 2, 2, 0, 3]);
/// ```
pub fn grundy_table(code: &[u8], limit: usize) -> Vec<u32> {
    let mut table: Vec<u32> = Vec::with_capacity(limit + 1);
    // Every value so far, and so every xor of two, is below `bound`, a power of two: the mex
    // is at most `bound`. seen[v] == n: heap n has an option of value v.
    let mut bound = 1;
    let mut seen = vec![usize::MAX; bound];
    // Only the digits that allow a move: a long code of zeros (0.000…07) costs nothing per heap.
    let moves: Vec<(usize, u8)> = (1..=code.len())
        .zip(code)
        .filter(|&(_, &digit)| digit & 7 != 0)
        .map(|(k, &digit)| (k, digit))
        .collect();
    for n in 0..=limit {
        for &(k, digit) in moves.iter().take_while(|&&(k, _)| k <= n) {
            let rest = n - k;
            if digit & 1 != 0 && rest == 0 {
                seen[0] = n;
            }
            if digit & 2 != 0 && rest > 0 {
                seen[table[rest] as usize] = n;
            }
            if digit & 4 != 0 {
                for a in 1..=rest / 2 {
                    seen[(table[a] ^ table[rest - a]) as usize] = n;
                }
            }
        }
        // Not named `value`: the bundler keeps every item of a name used anywhere, and
        // `Reader::value` would come along into cf305e's submission.
        let least_missing = seen.iter().take_while(|&&mark| mark == n).count();
        if least_missing == bound {
            bound *= 2;
            seen.resize(bound, usize::MAX);
        }
        table.push(least_missing as u32);
    }
    table
}

/// The least `p` with a periodicity certificate in `values` (= `G(0..values.len())` of an octal
/// game with `t` code digits) and the least `n0` for it: `G(n + p) = G(n)` for
/// `n0 <= n < 2 n0 + p + t`, all inside the table, with `n0 >= 1` as the theorem needs. By the
/// theorem `G` then has period `p` from `n0` on, and both are the least such (a smaller period,
/// or a smaller preperiod but 0, would show in the table). `None` when no `p` has a certificate
/// within the table, which proves nothing.
///
/// # Complexity
/// O(L^2) time in the worst case for a table of `L` values (each `p` compares the table's tail
/// with itself shifted by `p` back to the first difference), O(1) memory. The lab's engine
/// (`impartial_lab::periodicity`, the theorem for any number of heaps) has the same search
/// over its compact tables, and its tests check that the two agree.
///
/// ```
/// use impartial::octal::{find_period, grundy_table};
/// let kayles = grundy_table(&[7, 7], 200);
/// let p = find_period(&kayles, 2).unwrap();
/// assert_eq!((p.preperiod, p.period), (71, 12));
/// // Too short a table proves nothing: the certificate needs G up to 2 * 71 + 2 * 12 + 1.
/// assert_eq!(find_period(&kayles[..167], 2), None);
/// ```
pub fn find_period(values: &[u32], t: usize) -> Option<Period> {
    let len = values.len();
    (1..).take_while(|&p| 2 + 2 * p + t <= len).find_map(|p| {
        // The least n0 from which the table repeats with period p: one past the last
        // difference (at least 1, as the theorem needs).
        let n0 = (0..len - p)
            .rev()
            .find(|&n| values[n] != values[n + p])
            .map_or(1, |n| n + 1)
            .max(1);
        (2 * n0 + 2 * p + t <= len).then_some(Period {
            preperiod: n0 as u64,
            period: p as u64,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy::grundy_by_search;
    use crate::kayles;
    use std::collections::HashMap;

    /// Every position one move from `heaps` (sorted heap sizes, no empty heap) in the octal game
    /// `code`: the real rules, one heap at a time.
    fn moves(code: &[u8], heaps: &[u32]) -> Vec<Vec<u32>> {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            let others = || {
                let mut v = heaps.to_vec();
                v.remove(i);
                v
            };
            for (k, &digit) in (1..=h).zip(code) {
                let rest = h - k;
                let mut leave = |parts: &[u32]| {
                    let mut v = others();
                    v.extend_from_slice(parts);
                    v.sort_unstable();
                    out.push(v);
                };
                if digit & 1 != 0 && rest == 0 {
                    leave(&[]);
                }
                if digit & 2 != 0 && rest > 0 {
                    leave(&[rest]);
                }
                if digit & 4 != 0 {
                    for a in 1..=rest / 2 {
                        leave(&[a, rest - a]);
                    }
                }
            }
        }
        out
    }

    const CODES: [&[u8]; 6] = [
        &[7, 7],
        &[1, 3, 7],
        &[0, 0, 7],
        &[0, 4],
        &[3, 2, 4],
        &[1, 5, 0, 6],
    ];

    #[test]
    fn tables_agree_with_search_over_real_heaps() {
        for code in CODES {
            let table = grundy_table(code, 20);
            let mut memo = HashMap::new();
            for n in 0..=20u32 {
                let start = if n == 0 { vec![] } else { vec![n] };
                let g = grundy_by_search(start, |p| moves(code, p), &mut memo);
                assert_eq!(table[n as usize], g, "code {:?}, heap {}", code, n);
            }
            // Two heaps: the sum of games, searched as one position.
            for a in 1..=10u32 {
                for b in a..=10 {
                    let g = grundy_by_search(vec![a, b], |p| moves(code, p), &mut memo);
                    let want = table[a as usize] ^ table[b as usize];
                    assert_eq!(g, want, "code {:?}, heaps {} {}", code, a, b);
                }
            }
        }
    }

    #[test]
    fn kayles_agrees_with_the_grundy_module() {
        assert_eq!(grundy_table(&[7, 7], 500), kayles::grundy_table(500));
    }

    #[test]
    fn period_proves_kayles_and_dawsons_chess() {
        let kayles = grundy_table(&[7, 7], 2000);
        let found = find_period(&kayles[..200], 2).unwrap();
        assert_eq!((found.preperiod, found.period), (71, 12));
        // The theorem's claim, checked far beyond the certificate.
        assert!((71..2000 - 12).all(|n| kayles[n + 12] == kayles[n]));
        assert_ne!(kayles[70], kayles[82], "71 is the least preperiod");
        assert_eq!(find_period(&kayles, 2), Some(found));
        // The certificate needs G up to 2 n0 + 2 p + t - 1 = 167.
        assert_eq!(find_period(&kayles[..168], 2), Some(found));
        assert_eq!(find_period(&kayles[..167], 2), None);

        let dawson = grundy_table(&[1, 3, 7], 2000);
        let found = find_period(&dawson, 3).unwrap();
        assert_eq!((found.preperiod, found.period), (52, 34));
        assert!((52..2000 - 34).all(|n| dawson[n + 34] == dawson[n]));
        assert_eq!(find_period(&dawson[..2 * 52 + 2 * 34 + 3], 3), Some(found));
        assert_eq!(find_period(&dawson[..2 * 52 + 2 * 34 + 2], 3), None);
    }

    #[test]
    fn period_rejects_a_table_that_breaks_its_pattern() {
        // Periodic with period 3 but for one late value: no certificate with p = 3 reaches
        // over it, so the least p found must be large.
        let mut values: Vec<u32> = (0..300).map(|n| n % 3).collect();
        assert_eq!(
            find_period(&values, 2).map(|p| (p.preperiod, p.period)),
            Some((1, 3))
        );
        values[250] = 7;
        let found = find_period(&values, 2);
        assert!(found.map_or(true, |p| p.preperiod > 250), "{:?}", found);
    }

    #[test]
    fn no_certificate_for_0_007_in_its_first_20000_values() {
        let values = grundy_table(&[0, 0, 7], 20_000);
        assert_eq!(find_period(&values, 3), None);
        assert_eq!(values.iter().max(), Some(&392));
    }
}
