//! Games answered from computed tables: the cutting game, Digital Deletions, Treblecross, Paint
//! Chain, Playing with String (Dawson's chess).

use super::*;
use crate::input::{numbers, Token};

/// A sheet of the cutting game (poj2311), `W H`: both sides in `2..=200` for the judge; beyond
/// it up to 300, with strips (`1 x k`, `k >= 2`) one time in five, never `1 x 1`.
pub(super) fn sheet_record(g: &mut Gen) -> Vec<u64> {
    let hi = g.bound(200, 300);
    let (w, h) = (g.value(2, hi), g.value(2, hi));
    if g.domain == Domain::Beyond && g.chance(20) {
        return if g.chance(50) { vec![1, h] } else { vec![w, 1] };
    }
    vec![w, h]
}

/// A Digital Deletions string (hdu1404) of 1 to 6 digits, as its record's number: a leading
/// zero one time in four (a win however long, and no number), now and then a string where
/// solutions go wrong (zeros only, the sample's, the longest, a lost one).
pub(super) fn digit_string_record(g: &mut Gen) -> String {
    const TRAPS: [&str; 12] = [
        "0", "00", "000000", "000123", "01", "1", "11", "20", "100000", "999999", "010", "99999",
    ];
    let digits: String = if g.chance(15) {
        g.pick(&TRAPS).to_string()
    } else {
        let len = g.uniform(1, 6);
        let leading_zero = g.chance(25);
        (0..len)
            .map(|i| match (i, leading_zero) {
                (0, true) => '0',
                (0, false) => char::from(b'0' + g.uniform(1, 9) as u8),
                _ => char::from(b'0' + g.uniform(0, 9) as u8),
            })
            .collect()
    };
    digits
}

pub(super) const POJ2311: Problem = Problem {
    name: "poj2311",
    judge: "POJ 2311",
    title: "Cutting Game",
    game: "cut grid paper; cutting out a 1 × 1 wins",
    theorem: "normal play on pieces ≥ 2 × 2 (a strip loses at once): a table of g(w, h)",
    draw: Some(|g| numbers(&sheet_record(g))),
    // The smallest sheets (2 x 2 and 2 x 3 lose), strips, and the largest sides.
    traps: || around([2, 3, 4, 199, 200, 299, 300]),
    spec: "The input consists of several test cases.
Each case is given in the following format:
W H
Process to the end of file.
---
2 <= W, H <= 200",
    beyond: "1 <= W, H <= 300",
    // A strip is a sheet beyond the judge; 1 x 1 has no cut at all.
    checks: |v, _| {
        v.each(|r| {
            let one = (r.int("W"), r.int("H")) == (1, 1);
            (!one)
                .then_some(())
                .ok_or_else(|| "a 1 x 1 sheet".to_string())
        })
    },
    ..DEFAULTS
};

pub(super) const HDU1404: Problem = Problem {
    name: "hdu1404",
    judge: "HDU 1404",
    title: "Digital Deletions",
    game: "lower a digit, or erase a 0 and all after it",
    theorem: "a leading 0 wins; else a P/N table of 1..10^6 by forward marking",
    traps: Vec::new,
    spec: "The input consists of several test cases.
Each case is given in the following format:
S
Process to the end of file.
---
1 <= |S| <= 6
S consists of digits.",
    draw: Some(|g| vec![Token::Text(digit_string_record(g))]),
    ..DEFAULTS
};

pub(super) const POJ3537: Problem = Problem {
    name: "poj3537",
    judge: "POJ 3537",
    title: "Crosses and Crosses",
    game: "Treblecross: three crosses in a row win",
    theorem: "octal game 0.007 on n + 2; the 35 losing n ≤ 10^6 by a sparse-space table",
    // Every losing strip and its neighbours, the strips too short for three, and the bounds.
    traps: || {
        let losing = impartial::crosses::LOSING.iter().map(|&n| u64::from(n));
        around(losing.chain([1, 2, 2000, impartial::crosses::N_MAX]))
    },
    spec: "n
---
3 <= n <= 2000",
    beyond: "0 <= n <= 1000000",
    ..DEFAULTS
};

/// A Paint Chain record (hdu3980), `N M`. In the judge's domain both in `1..=1000`, M small half
/// the time (the longest rows), and now and then N at a place where solutions go wrong: below
/// M, at M, 2M - 1, 2M, 3M - 1, 4M - 2, 4M - 1 (where G is not a function of the row over M),
/// or for M = 2 a row of value 0 (Dawson's Kayles' few P-positions).
/// Beyond it: M = 1 or 2 with any N; any M with N < 2M; M >= 3 with a row of at most 2000
/// (300 in small inputs: each M costs its table), in large inputs now and then a row where
/// values pass 255, rarely up to `paint_chain::ROW_MAX`.
pub(super) fn chain_record(g: &mut Gen) -> Vec<u64> {
    use impartial::paint_chain::ROW_MAX;
    if g.domain == Domain::Judge {
        if g.chance(5) {
            // Dawson's Kayles (M = 2): a row the first player leaves lost, where aekdycoin wins.
            let mut chain = impartial::paint_chain::PaintChain::default();
            let lost: Vec<u64> = (0..=998)
                .filter(|&l| chain.grundy(l, 2) == Some(0))
                .collect();
            return vec![2 + *g.pick(&lost), 2];
        }
        let m = if g.chance(50) {
            g.value(1, 6)
        } else {
            g.value(1, 1000)
        };
        let n = if g.chance(30) {
            let near = [m - 1, m, 2 * m - 1, 2 * m, 3 * m - 1, 4 * m - 2, 4 * m - 1];
            *g.pick(&near)
        } else {
            g.value(1, 1000)
        };
        return vec![n.clamp(1, 1000), m];
    }
    match g.uniform(0, 3) {
        0 => vec![g.value(0, MAX), g.value(1, 2)],
        1 => {
            let m = g.value(1, MAX);
            vec![g.value(0, m.saturating_add(m - 1)), m]
        }
        _ => {
            // Rows whose values pass a byte (M = 6 from row 5425, M = 3 from 9168) now and
            // then, and the table's bound more rarely, once inputs are large (a long row costs
            // its M a table of up to 0.2 s: the fuzzer's small inputs do without).
            let long = if g.size >= 256 {
                g.uniform(0, 199)
            } else {
                200
            };
            let (m, row) = match long {
                0..=5 => (*g.pick(&[3, 6]), g.uniform(5000, 12_000)),
                6 => (3, g.value(3, ROW_MAX)),
                _ => {
                    let most = if g.size >= 256 { 2000 } else { 300 };
                    let m = g.value(3, most);
                    (m, g.value(m, most))
                }
            };
            vec![m + row, m]
        }
    }
}

pub(super) const HDU3980: Problem = Problem {
    name: "hdu3980",
    judge: "HDU 3980",
    title: "Paint Chain",
    game: "paint M adjacent beads of a circle",
    theorem: "the first move leaves a row: octal game 0.0…07, G(N − M) = 0 wins; periods for \
              M ≤ 2, a table per M beyond",
    draw: Some(|g| numbers(&chain_record(g))),
    // The smallest M and rows, the judge's bound, Dawson's Kayles' last exception, the table's
    // bound, and the ends of u64 where 2M overflows.
    traps: || {
        let row_max = impartial::paint_chain::ROW_MAX;
        around([1, 2, 3, 52, 86, 1000, row_max, 1 << 63, MAX])
    },
    spec: "T
case_1
:
case_T
Each case is given in the following format:
N M
---
1 <= T <= 1000
1 <= N, M <= 1000",
    beyond: "1 <= T <= 10^5
0 <= N <= 2^64 - 1
1 <= M <= 2^64 - 1",
    // Beyond the judge, a row left after the first move within the table's reach.
    checks: |v, _| {
        v.each(|r| {
            let (n, m) = (r.int("N"), r.int("M"));
            let row = n - m;
            let fits = m <= 2 || row < m || row <= i128::from(impartial::paint_chain::ROW_MAX);
            fits.then_some(())
                .ok_or_else(|| "a row past ROW_MAX".to_string())
        })
    },
    ..DEFAULTS
};

/// A Playing with String word (cf305e), as its record's number ([`Framing::Word`]): 1 to 13
/// letters (the most a number holds), in both domains. Mostly made of runs of cuttable
/// positions: blocks of one letter (a block of `L + 2` is a run of `L`), `abab...` stretches
/// with a letter changed now and then, or random letters of two or three kinds; now and then a
/// word where solutions go wrong (a run of 4 loses under 0.137 and wins under 0.07, a run of 5
/// is won by its middle, not its first cut).
pub(super) fn word_record(g: &mut Gen) -> String {
    const TRAPS: [&str; 12] = [
        "a",
        "aa",
        "aba",
        "abacaba",
        "abcde",
        "aaaaaa",
        "aaaaaaa",
        "ababababab",
        "abaccdcdd",
        "cabad",
        "aaaaaaaaaaaaa",
        "abababacababa",
    ];
    let text: String = if g.chance(15) {
        g.pick(&TRAPS).to_string()
    } else {
        let len = g.count(1, 13) as usize;
        let kinds = g.uniform(2, 3) as u8;
        let mut letters: Vec<u8> = Vec::with_capacity(len);
        match g.uniform(0, 2) {
            0 => {
                while letters.len() < len {
                    let block = g.uniform(1, 7) as usize;
                    let next = (letters.last().map_or(0, |&c| c - b'a' + 1)) % kinds;
                    letters.extend(std::iter::repeat(b'a' + next).take(block));
                }
            }
            1 => {
                for i in 0..len {
                    let change = g.chance(15);
                    let c = if change {
                        g.uniform(0, 2) as u8
                    } else {
                        (i % 2) as u8
                    };
                    letters.push(b'a' + c);
                }
            }
            _ => letters.extend((0..len).map(|_| b'a' + g.uniform(0, u64::from(kinds) - 1) as u8)),
        }
        letters.truncate(len);
        String::from_utf8(letters).expect("ASCII letters")
    };
    text
}

pub(super) const CF305E: Problem = Problem {
    name: "cf305e",
    judge: "Codeforces 305 E",
    title: "Playing with String",
    game: "cut out the centre of an odd palindrome, splitting the strip in three",
    theorem: "runs of cells with equal neighbours are Dawson's chess (0.137, period 34 from 52); \
              the least cut that makes the xor 0",
    traps: Vec::new,
    spec: "s
---
1 <= |s| <= 5000
s consists of lowercase English letters.",
    beyond: "1 <= |s| <= 10^6
s consists of lowercase English letters.",
    draw: Some(|g| vec![Token::Text(word_record(g))]),
    ..DEFAULTS
};
