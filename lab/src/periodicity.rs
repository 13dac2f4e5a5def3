//! The periodicity theorem for finite take-and-break codes (Guy and Smith 1956 for octal games,
//! Winning Ways ch. 4), here for splits into any number of heaps; for subtraction games it is the
//! window theorem of [`impartial::subtraction`].
//!
//! **Theorem.** Let a finite code remove at most `t` tokens and leave at most `J >= 1` heaps
//! (`J = 1` when it never splits), and let `n0 >= 1` (`n0 >= 0` when every digit is 0 or 3, a
//! plain subtraction game). If `G(n + p) = G(n)` for every `n` with `n0 <= n < L`, where
//! `L = J n0 + (J - 1) p + t`, then `G(n + p) = G(n)` for every `n >= n0`. When some digit asks
//! for different heaps (`!`) and `J = 2`, the same holds with `L = 2 n0 + 2 p + t`; for `!` with
//! `J >= 3` no theorem is used (such patterns stay observed).
//!
//! *Proof,* by induction on `M >= L`, with `N = M + p`, assuming `G(n + p) = G(n)` for
//! `n0 <= n < M`. As `M >= L > t` (or `n0 = 0` and every digit is 3), no move empties `M` or `N`
//! where the other's matching move would not. Take a move from `N`: it removes `k <= t`
//! (`k = 0` for the split digit, which leaves at least two heaps) and leaves `j <= J` heaps, the
//! largest `b >= (N - k) / j >= (M + p - t) / J >= n0 + p` (from `M >= L`). Replace `b` by
//! `b - p`: a move of `M` with the same digit, `n0 <= b - p < M`, so `G(b - p) = G(b)` and the
//! option has the same value. With `!` and `J = 2`, `b - p` may equal the other part `a`; then
//! `a = (M - k) / 2 >= (M - t) / 2 >= n0 + p` (from `M >= 2 n0 + 2 p + t`), and replacing `a` by
//! `a - p` instead keeps the parts different. (For `J = 1` the one heap is `N - k`, and
//! `M - k >= n0`.) Conversely, a move from `M` leaves a largest heap `b >= (M - t) / J >= n0`,
//! and `b + p` (larger than every other part, so `!` still holds) gives a move of `N` with the
//! same value, as `b < M`. The two option sets have the same values, so the mexes agree.
//!
//! Checking the hypothesis needs `G` up to index `L + p - 1`. [`guy_smith`] tries every `p` in
//! turn and returns the first with a certificate, with the least preperiod: if `p` is certified,
//! the least period divides it and its last exception is no later (module [`super::pattern`]),
//! so its certificate fits the table too and is found first. For Kayles (`0.77`: `t = 2`,
//! `J = 2`) it proves period 12 from 71 with `G(0..168)`.

use super::code::Code;
use super::pattern::{Breaks, Pattern};
use super::store::{with_values, Store, Values};

/// The theorem's `L` for a code: `None` when it does not apply (a code with a tail, or `!`
/// with splits into three or more heaps).
fn bound(code: &Code) -> Option<impl Fn(usize, usize) -> usize> {
    let t = code.max_removal()?;
    let j = code.max_heaps().max(1) as usize;
    let distinct = code.has_distinct_splits();
    if distinct && j >= 3 {
        return None;
    }
    Some(move |n0: usize, p: usize| {
        if distinct {
            2 * n0 + 2 * p + t
        } else {
            j * n0 + (j - 1) * p + t
        }
    })
}

/// The least `n0` the theorem allows for `code`: 0 for a plain subtraction game, else 1.
fn least_start(code: &Code) -> usize {
    usize::from(!code.is_subtraction())
}

/// How many values the certificate for `pattern` needs (`L + p`), or `None` when the theorem
/// does not apply to `code`.
///
/// ```
/// use impartial_lab::periodicity::values_needed;
/// use impartial_lab::{Code, Pattern};
/// let kayles = Code::parse("0.77").unwrap();
/// let p = Pattern { preperiod: 71, period: 12, saltus: 0 };
/// assert_eq!(values_needed(&kayles, p), Some(168));
/// ```
pub fn values_needed(code: &Code, pattern: Pattern) -> Option<usize> {
    let l = bound(code)?;
    let n0 = (pattern.preperiod as usize).max(least_start(code));
    let p = pattern.period as usize;
    Some(l(n0, p) + p)
}

/// The least period with a certificate in `values` (= `G(0..len)` of `code`), with its least
/// preperiod (module docs); `None` when no period has one within the table, which proves
/// nothing, or when the theorem does not apply.
///
/// # Complexity
/// O(len) per period tried in the worst case (each compares the table with itself shifted,
/// from the end back to the first difference); a wrong period is usually refuted at once.
///
/// ```
/// use impartial_lab::periodicity::guy_smith;
/// use impartial_lab::{Code, Pattern, Table};
/// let code = Code::parse("0.07").unwrap();
/// let mut t = Table::new(&code);
/// t.extend(200);
/// // Dawson's Kayles: period 34, last exception at n = 52 (n = 51 as Dawson's chess, 0.137,
/// // counts: its heap n is this game's heap n - 1).
/// assert_eq!(guy_smith(&code, t.values()), Some(Pattern { preperiod: 53, period: 34, saltus: 0 }));
/// ```
pub fn guy_smith(code: &Code, values: &Values) -> Option<Pattern> {
    let l = bound(code)?;
    let start = least_start(code);
    with_values!(values, g => certify(g, &l, start))
}

fn certify<S: Store + ?Sized>(
    g: &S,
    l: &impl Fn(usize, usize) -> usize,
    start: usize,
) -> Option<Pattern> {
    let len = g.len();
    let mut breaks = Breaks::default();
    (1..).take_while(|&p| l(start, p) + p <= len).find_map(|p| {
        if breaks.left_out(p, 0) {
            return None;
        }
        let a = breaks.last_break(g, len, p, 0).map_or(0, |n| n + 1);
        (l(a.max(start), p) + p <= len).then_some(Pattern {
            preperiod: a as u64,
            period: p as u64,
            saltus: 0,
        })
    })
}

/// The fewest values that would certify a pattern already seen twice in `values` (the least
/// `L + p` over every period `p` whose last exception `a` has `a + 2p <= len`), for choosing
/// how far to compute next; `None` when none is seen or the theorem does not apply.
///
/// # Complexity
/// As [`guy_smith`], over every `p <= len / 2`.
///
/// ```
/// use impartial_lab::periodicity::next_certificate;
/// use impartial_lab::{Code, Table};
/// let code = Code::parse("0.77").unwrap();
/// let mut t = Table::new(&code);
/// t.extend(120);
/// assert_eq!(next_certificate(&code, t.values()), Some(168));
/// ```
pub fn next_certificate(code: &Code, values: &Values) -> Option<usize> {
    let l = bound(code)?;
    let start = least_start(code);
    with_values!(values, g => {
        let len = g.len();
        let mut breaks = Breaks::default();
        (1..=len / 2)
            .filter_map(|p| {
                if breaks.left_out(p, 0) {
                    return None;
                }
                let a = breaks.last_break(g, len, p, 0).map_or(0, |n| n + 1);
                (a + 2 * p <= len).then(|| l(a.max(start), p) + p)
            })
            .min()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pattern::observed;
    use crate::Table;

    fn values(code: &str, len: usize) -> (Code, Values) {
        let code = Code::parse(code).unwrap();
        let mut t = Table::new(&code);
        t.extend(len);
        (code, t.into_values())
    }

    fn pattern(preperiod: u64, period: u64) -> Pattern {
        Pattern {
            preperiod,
            period,
            saltus: 0,
        }
    }

    /// The known results that take a moment, and the exact size of each certificate.
    #[test]
    fn known_octal_games() {
        let known = [
            ("0.77", 71, 12),
            ("0.07", 53, 34),
            ("0.137", 52, 34),
            ("0.4", 54, 34),
            ("0.17", 33, 34),
            ("0.44", 143, 24),
            ("0.45", 498, 20),
            ("0.156", 3479, 349),
            ("0.356", 7315, 142),
            ("0.644", 3256, 442),
            ("0.165", 5181, 1550),
        ];
        for (text, a, p) in known {
            let code = Code::parse(text).unwrap();
            let need = values_needed(&code, pattern(a, p)).unwrap();
            let (_, v) = values(text, need);
            assert_eq!(guy_smith(&code, &v), Some(pattern(a, p)), "{}", text);
            let mut short = v.clone();
            short.truncate(need - 1);
            assert_ne!(guy_smith(&code, &short), Some(pattern(a, p)), "{}", text);
        }
    }

    /// The theorem against long tables: whenever it certifies a period in a short table, the
    /// period holds far beyond it, for every two-digit octal and hexadecimal code and the
    /// three-digit octal ones with a split.
    #[test]
    fn certificates_hold_far_beyond_the_table() {
        let mut codes: Vec<String> = (0..256)
            .map(|c| format!("0.{:X}{:X}", c >> 4, c & 15))
            .collect();
        codes.extend(
            (0..512)
                .filter(|c| c & 0o444 != 0)
                .map(|c| format!("0.{:03o}", c)),
        );
        codes.extend(["4!.0", "4!.7", "0.7!", "0.3!7", "8.0", "0.1!5"].map(String::from));
        let mut certified = 0;
        for text in codes {
            // Splits into three heaps cost O(n^2) a heap: shorter tables.
            let far_len = if Code::parse(&text).unwrap().max_heaps() >= 3 {
                300
            } else {
                1200
            };
            let (code, far) = values(&text, far_len);
            for len in [60, 150, far_len / 3] {
                let mut v = far.clone();
                v.truncate(len);
                if let Some(p) = guy_smith(&code, &v) {
                    certified += 1;
                    let (a, q) = (p.preperiod as usize, p.period as usize);
                    for n in a..far_len - q {
                        assert_eq!(far.get(n + q), far.get(n), "{} {:?} n = {}", text, p, n);
                    }
                    if a > 0 {
                        assert_ne!(far.get(a - 1 + q), far.get(a - 1), "{}: not least", text);
                    }
                    assert_eq!(observed(&far).map(|o| o.period), Some(p.period), "{}", text);
                }
            }
        }
        assert!(certified > 600, "{}", certified);
    }

    /// The judge library's own search for octal games ([`impartial::octal::find_period`], the
    /// theorem for two heaps on a plain slice) and this one agree on every octal code of two or
    /// three digits that splits (without a split this one uses the sharper window, `J = 1`) and
    /// ends in a move (the judge library counts every digit in `t`), table by table.
    #[test]
    fn octal_games_agree_with_the_judge_library() {
        let mut compared = 0;
        let two = (0..0o100).map(|c| vec![(c >> 3) as u8, (c & 7) as u8]);
        let three = (0..0o1000).map(|c| vec![(c >> 6) as u8, ((c >> 3) & 7) as u8, (c & 7) as u8]);
        for digits in two.chain(three) {
            if digits.iter().all(|d| d & 4 == 0) || digits[digits.len() - 1] == 0 {
                continue;
            }
            let text = format!(
                "0.{}",
                digits.iter().map(|d| d.to_string()).collect::<String>()
            );
            let code = Code::parse(&text).unwrap();
            let octal = impartial::octal::grundy_table(&digits, 400);
            for len in [60, 150, 401] {
                let (_, v) = values(&text, len);
                assert_eq!(v.to_vec(), octal[..len], "{}", text);
                let ours = guy_smith(&code, &v).map(|p| (p.preperiod.max(1), p.period));
                let theirs = impartial::octal::find_period(&octal[..len], digits.len())
                    .map(|p| (p.preperiod, p.period));
                assert_eq!(ours, theirs, "{} with {} values", text, len);
                compared += usize::from(ours.is_some());
            }
        }
        assert!(compared > 400, "{}", compared);
    }

    #[test]
    fn subtraction_games_use_the_window() {
        // {2, 5}: 0 0 1 1 0 2 1, period 7 from 0, certified by 0 + 7 + 5 values.
        let (code, v) = values("sub:2,5", 12);
        assert_eq!(guy_smith(&code, &v), Some(pattern(0, 7)));
        let (code, v) = values("sub:2,5", 11);
        assert_eq!(guy_smith(&code, &v), None);
        assert!(values_needed(&Code::parse("allbut:2").unwrap(), pattern(0, 1)).is_none());
        assert!(values_needed(&Code::parse("0.8!").unwrap(), pattern(0, 1)).is_none());
        let _ = code;
    }
}
