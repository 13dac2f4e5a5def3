//! Codes whose tail repeats one digit without splits — all-but subtraction games
//! (`allbut:2,3,7` = `0.3003330[3]`), Nim `0.[3]` and their kin — are arithmetic-periodic, and a
//! repeated state proves it.
//!
//! **Rules.** Explicit digits `d1 .. dt` that leave at most one heap, then the digit `d` (1, 2 or
//! 3) for every removal `k > t`. For a heap `n > t` the removals `k > t` reach every heap in
//! `1 .. n - t - 1` (when `d` has bit 2) and the empty heap (bit 1), so
//! `G(n) = mex (U(n) ∪ W(n))` with `U(n) = { G(i) : 1 <= i < n - t }` (plus 0 for bit 1) and
//! `W(n) = { G(n - k) : k <= t, dk has bit 2 }`.
//!
//! **Theorem (repeated state).** Write `u(n) = mex U(n)` and call the *state* at `n > t` the set
//! `U(n) - u(n)` of the values of `U(n)` above `u(n)`, shifted down by `u(n)`, together with the
//! last `t` values `G(n - t .. n)`, each shifted down by `u(n)` or marked "below" when under
//! `u(n)`. If the states at `n1 < n2` (both above `t`) are equal, then with `p = n2 - n1` and
//! `s = u(n2) - u(n1)`, `G(n + p) = G(n) + s` for every `n >= n1`.
//!
//! *Proof.* `U(n)` holds all of `0 .. u(n)`, so `G(n)`, the least value in neither `U(n)` nor
//! `W(n)`, is `u(n)` plus the least `r >= 0` with `r` not in the state's set and not among its
//! shifted window values (those below `u(n)` cannot matter): `G(n) - u(n)` is a function of the
//! state. The next state is one too: `U(n + 1)` adds `G(n - t)`, the window's first value (a value
//! below `u(n)` changes nothing), which fixes `u(n + 1) - u(n)` and the new shifted set; the
//! window drops its first value and takes `G(n)`, and a value below `u(n)` stays below
//! `u(n + 1) >= u(n)`. So equal states at `n1` and `n2` give equal states at `n1 + i` and
//! `n2 + i` for every `i`, with `u` advancing by the same amounts: `u(n2 + i) - u(n1 + i) = s`
//! and `G(n2 + i) = G(n1 + i) + s`.
//!
//! States are compared exactly (a hash only finds candidates). A first repeat need not give the
//! least pattern; [`repeated_state`] then takes the least period `P` dividing `p` whose pattern
//! holds over one period `[n1, n1 + p)` (it then holds for all `n >= n1`, the difference
//! `G(n + P) - G(n) - S` having period `p` from `n1`), and the least preperiod is one past its
//! last exception. Values a plain window cannot certify: `allbut:2,3,7` has period 4 and saltus 2.

use super::code::{Code, Digit};
use super::pattern::{last_break, Pattern};
use super::store::{with_values, Store, Values};
use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};

/// The proof found: the pattern and the two heaps with equal states.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Repeat {
    /// The least pattern.
    pub pattern: Pattern,
    /// The first heap of the repeated state.
    pub first: u64,
    /// The second heap with the same state.
    pub second: u64,
}

/// The code's explicit length `t` and tail digit, when the theorem applies to it.
fn shape(code: &Code) -> Option<(usize, Digit)> {
    let applies = code.split.heaps == 0
        && code.tail.len() == 1
        && code.tail[0].max_heaps() <= 1
        && code.digits.iter().all(|d| d.max_heaps() <= 1);
    applies.then(|| (code.digits.len(), code.tail[0]))
}

/// Whether [`repeated_state`] applies to `code`.
///
/// ```
/// use impartial_lab::{all_but::applies, Code};
/// assert!(applies(&Code::parse("allbut:2,3,7").unwrap()));
/// assert!(!applies(&Code::parse("4.[3]").unwrap()));
/// ```
pub fn applies(code: &Code) -> bool {
    shape(code).is_some()
}

/// The state at heap `n` from scratch (for exact comparison).
fn state_at<S: Store + ?Sized>(g: &S, n: usize, t: usize, tail: Digit) -> (u64, Vec<i64>) {
    let mut present = Vec::new();
    let mut mark = |v: usize| {
        if v >= present.len() {
            present.resize(v + 1, false);
        }
        present[v] = true;
    };
    if tail.allows(0) {
        mark(0);
    }
    if tail.allows(1) {
        for i in 1..n - t {
            mark(g.at(i) as usize);
        }
    }
    let u = present.iter().take_while(|&&b| b).count();
    let above: Vec<usize> = (u..present.len()).filter(|&v| present[v]).collect();
    (u as u64, key(&above, g, n - t..n, u))
}

/// The state as one list: the set's size, its shifted values, then the shifted window (-1 for
/// "below").
fn key<S: Store + ?Sized>(
    above: &[usize],
    g: &S,
    window: std::ops::Range<usize>,
    u: usize,
) -> Vec<i64> {
    let mut k = Vec::with_capacity(1 + above.len() + window.len());
    k.push(above.len() as i64);
    k.extend(above.iter().map(|&v| (v - u) as i64));
    k.extend(window.map(|i| {
        let x = g.at(i) as usize;
        if x < u {
            -1
        } else {
            (x - u) as i64
        }
    }));
    k
}

/// The least pattern of `code`'s values proved by a repeated state within `values`, or `None`
/// when no state repeats early enough (a repeat at `n2` with period `p` needs `n2 + p` values)
/// or the theorem does not apply.
///
/// # Complexity
/// O(len * (t + |U above its mex|)) time and hashes, O(len) memory.
///
/// ```
/// use impartial_lab::all_but::repeated_state;
/// use impartial_lab::{Code, Pattern, Table};
/// let code = Code::parse("allbut:2,3,7").unwrap();
/// let mut t = Table::new(&code);
/// t.extend(300);
/// let proof = repeated_state(&code, t.values()).unwrap();
/// assert_eq!(proof.pattern, Pattern { preperiod: 0, period: 4, saltus: 2 });
/// ```
pub fn repeated_state(code: &Code, values: &Values) -> Option<Repeat> {
    let (t, tail) = shape(code)?;
    with_values!(values, g => find(g, t, tail))
}

fn find<S: Store + ?Sized>(g: &S, t: usize, tail: Digit) -> Option<Repeat> {
    let len = g.len();
    let mut present: Vec<bool> = vec![tail.allows(0)];
    let mut u = usize::from(tail.allows(0));
    let mut above = std::collections::BTreeSet::new();
    let mut seen: HashMap<u64, usize> = HashMap::new();
    for n in t + 1..len {
        // U(n) gains heap n - t - 1 (heaps 1 .. n - t - 1 are in it).
        if tail.allows(1) && n > t + 1 {
            let v = g.at(n - t - 1) as usize;
            if v >= present.len() {
                present.resize(v + 1, false);
            }
            if !present[v] {
                present[v] = true;
                if v > u {
                    above.insert(v);
                }
                while u < present.len() && present[u] {
                    above.remove(&u);
                    u += 1;
                }
            }
        }
        let list: Vec<usize> = above.iter().copied().collect();
        let k = key(&list, g, n - t..n, u);
        let mut hasher = DefaultHasher::new();
        k.hash(&mut hasher);
        let h = hasher.finish();
        if let Some(&n1) = seen.get(&h) {
            let (u1, k1) = state_at(g, n1, t, tail);
            if k1 == k {
                let p = n - n1;
                if n + p > len {
                    return None;
                }
                let s = u as u64 - u1;
                return Some(least(g, n1, p, s, n));
            }
        } else {
            seen.insert(h, n);
        }
    }
    None
}

/// The least pattern implied by `G(n + p) = G(n) + s` for `n >= n1` (module docs); needs
/// `g.len() >= n1 + 2p`.
fn least<S: Store + ?Sized>(g: &S, n1: usize, p: usize, s: u64, n2: usize) -> Repeat {
    let holds =
        |d: usize, sd: u64| (n1..n1 + p).all(|n| u64::from(g.at(n + d)) == u64::from(g.at(n)) + sd);
    let (d, sd) = (1..=p)
        .filter(|d| p % d == 0 && (s * *d as u64) % p as u64 == 0)
        .map(|d| (d, s * d as u64 / p as u64))
        .find(|&(d, sd)| holds(d, sd))
        .unwrap_or((p, s));
    let a = last_break(g, n1 + d, d, sd).map_or(0, |n| n + 1);
    Repeat {
        pattern: Pattern {
            preperiod: a as u64,
            period: d as u64,
            saltus: sd,
        },
        first: n1 as u64,
        second: n2 as u64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Table;

    fn table(text: &str, len: usize) -> (Code, Values) {
        let code = Code::parse(text).unwrap();
        let mut t = Table::new(&code);
        t.extend(len);
        (code, t.into_values())
    }

    /// Every all-but set within 1..=7 (and a few with other digits): the proved pattern holds
    /// on a table four times as long, and is the least one there.
    #[test]
    fn proofs_hold_far_beyond_the_table() {
        let mut codes: Vec<String> = (1..128u32)
            .map(|bits| {
                let set: Vec<String> = (1..=7)
                    .filter(|s| bits >> (s - 1) & 1 == 1)
                    .map(|s| s.to_string())
                    .collect();
                format!("allbut:{}", set.join(","))
            })
            .collect();
        codes.extend(
            [
                "0.[3]",
                "0.[2]",
                "0.[1]",
                "0.12[3]",
                "0.2[3]",
                "0.3[2]",
                "0.0313[1]",
            ]
            .map(String::from),
        );
        for text in codes {
            let (code, far) = table(&text, 4000);
            let mut short = far.clone();
            short.truncate(1000);
            let proof = repeated_state(&code, &short).unwrap_or_else(|| panic!("{}", text));
            let Pattern {
                preperiod: a,
                period: p,
                saltus: s,
            } = proof.pattern;
            for n in a as usize..4000 - p as usize {
                assert_eq!(
                    u64::from(far.get(n + p as usize)),
                    u64::from(far.get(n)) + s,
                    "{} {:?} n = {}",
                    text,
                    proof,
                    n
                );
            }
            if a > 0 {
                let n = a as usize - 1;
                assert_ne!(
                    u64::from(far.get(n + p as usize)),
                    u64::from(far.get(n)) + s,
                    "{}",
                    text
                );
            }
            for q in 1..p {
                let sq = (s * q) / p;
                assert!(
                    (a as usize..2000)
                        .any(|n| u64::from(far.get(n + q as usize)) != u64::from(far.get(n)) + sq),
                    "{} {}",
                    text,
                    q
                );
            }
        }
    }

    #[test]
    fn nim_and_the_issue_example() {
        let (code, v) = table("0.[3]", 20);
        let proof = repeated_state(&code, &v).unwrap();
        assert_eq!(
            proof.pattern,
            Pattern {
                preperiod: 0,
                period: 1,
                saltus: 1
            }
        );
        let (code, v) = table("allbut:2,3,7", 100);
        assert_eq!(
            repeated_state(&code, &v).map(|r| r.pattern),
            Some(Pattern {
                preperiod: 0,
                period: 4,
                saltus: 2
            })
        );
        let (code, v) = table("allbut:2,3,7", 9);
        assert_eq!(repeated_state(&code, &v), None);
    }
}
