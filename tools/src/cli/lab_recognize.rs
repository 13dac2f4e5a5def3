//! The lab's answers beyond a period ([`crate::lab::recognize`]): `lab zeros GAME N`, the
//! recognized rules that `lab pattern` adds when it finds no period, and `lab claim` for the
//! claims those rules print. [`super::lab`] computes the values and calls these.

use crate::lab::analysis::Analysis;
use crate::lab::recognize::arith::Sieve;
use crate::lab::recognize::find::{recognize, zero_forms, zeros_in, Finding, LEAST_TABLE};
use crate::lab::recognize::{check, is_recognizer_claim, Claim, Outcome, Scope};
use crate::lab::{default_n, Game};

/// Whether `lab claim` hands the claim here (it has one of the words `in`, `value`, `zeros`,
/// `feature`, `double`).
pub fn handles(claim: &str) -> bool {
    is_recognizer_claim(claim)
}

/// The `N` a claim of these forms computes when none is given: the game's default, at most
/// 2^16 (the rules are observed, and a sieve goes with the table).
pub fn claim_n(game: &Game) -> usize {
    default_n(game).min(1 << 16)
}

fn table(a: &Analysis) -> Vec<u64> {
    (0..a.values.len())
        .map(|i| u64::from(a.values.get(i)))
        .collect()
}

/// A game's name as one shell word.
fn quoted(name: &str) -> String {
    if name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || ".:,_-/".contains(c))
    {
        name.to_string()
    } else {
        format!("'{}'", name.replace('\'', "'\\''"))
    }
}

fn finding_lines(name: &str, f: &Finding) -> String {
    format!(
        "observed to N={}: {}\n  lab claim {} '{}' {}\n",
        f.checked_to,
        f.claim.words(),
        quoted(name),
        f.claim,
        f.checked_to
    )
}

/// What `lab pattern` adds to an answer without a pattern: the rules recognized, each observed
/// to N with the claim that checks it; empty when a period was found.
pub fn beyond(a: &Analysis) -> String {
    if a.pattern().is_some() {
        return String::new();
    }
    let g = table(a);
    let n = g.len();
    if n < LEAST_TABLE {
        return format!(
            "(rules beyond a period are looked for in tables of N >= {}; give a larger N)\n",
            LEAST_TABLE
        );
    }
    let found = recognize(&g, &Sieve::new(n), false);
    if found.is_empty() {
        return format!(
            "no rule beyond a period either (residue classes, the losing set, features of n, G(2n) against G(n)): looked for in G(0..{}), each found in G(0..{}) and checked in all of it\n",
            n,
            n / 4
        );
    }
    let mut s = format!(
        "beyond a period: {} rule{} found in G(0..{}) and checked in G(0..{}), observed, not proved\n",
        found.len(),
        if found.len() == 1 { "" } else { "s" },
        n / 4,
        n
    );
    for f in &found {
        s += &finding_lines(&a.name, f);
    }
    s
}

/// `lab zeros GAME N` for a heap game: the losing positions below `N`, then their recognized
/// form (of the whole, or class by class), each with its claim.
pub fn zeros(a: &Analysis) -> String {
    let g = table(a);
    let n = g.len();
    let list: Vec<String> = (0..n)
        .filter(|&i| g[i] == 0)
        .map(|i| i.to_string())
        .collect();
    let mut s = format!(
        "zeros count={} observed={}\n{}\n",
        list.len(),
        n,
        list.join(" ")
    );
    if n < LEAST_TABLE {
        s += &format!(
            "{}: {} losing positions below {} (their form is looked for in tables of N >= {})\n",
            a.name,
            list.len(),
            n,
            LEAST_TABLE
        );
        return s;
    }
    let found = zero_forms(&g, &Sieve::new(n));
    if found.is_empty() {
        s += &format!(
            "{}: {} losing positions below {}; no sparse form (powers, primes, prime powers, squares, triangular, Fibonacci, Beatty, finite), whole or by classes of 2, 3, 4, found in G(0..{}) holds in G(0..{})\n",
            a.name,
            list.len(),
            n,
            n / 4,
            n
        );
    } else {
        s += &format!(
            "{}: {} losing positions below {}; found in G(0..{}) and checked in G(0..{}), observed, not proved:\n",
            a.name,
            list.len(),
            n,
            n / 4,
            n
        );
        for f in &found {
            s += &finding_lines(&a.name, f);
        }
    }
    s
}

/// `lab zeros` on the plane: the P-positions `(x, y)`, `x <= y`, and the form of their lower
/// coordinates (as far as the table holds every pair whose lower coordinate it has: up to
/// `n / (r + 1)`, since `y <= (r + 1) x` for r-Wythoff's pairs). Not a claim `lab claim` checks:
/// claims are about heap games.
pub fn plane_zeros(name: &str, g: &[Vec<u32>], r: Option<u64>) -> String {
    let n = g.len();
    let mut pairs = Vec::new();
    for (x, row) in g.iter().enumerate() {
        for (y, &v) in row.iter().enumerate().skip(x) {
            if v == 0 {
                pairs.push(format!("{},{}", x, y));
            }
        }
    }
    let s = format!(
        "zeros count={} observed={}x{}\n{}\n",
        pairs.len(),
        n,
        n,
        pairs.join(" ")
    );
    let Some(r) = r else {
        return s + &format!(
            "{}: {} P-positions (x, y) with x <= y in the {} x {} table\n",
            name,
            pairs.len(),
            n,
            n
        );
    };
    let len = n / (r as usize + 1);
    let mut lower = vec![1u64; len];
    for (x, row) in g.iter().enumerate() {
        for (y, &v) in row.iter().enumerate() {
            if v == 0 && x.min(y) < len {
                lower[x.min(y)] = 0;
            }
        }
    }
    let found = zeros_in(&lower, &Sieve::new(len), Scope::all(0));
    match found.first() {
        Some(f) if len >= LEAST_TABLE => {
            s + &format!(
                "{}: the lower coordinates min(x, y) of the P-positions below {} are {} (found below {}, checked below {}; observed, and Fraenkel's theorem in `lab pattern` proves it)\n",
                name,
                len,
                match &f.claim.rule {
                    crate::lab::recognize::Rule::Zeros { form, .. } => form.words(),
                    _ => String::new(),
                },
                len / 4,
                len
            )
        }
        _ => s + &format!(
            "{}: {} P-positions (x, y) with x <= y; no form found for their lower coordinates below {}{}\n",
            name,
            pairs.len(),
            len,
            if len < LEAST_TABLE {
                format!(" (a table of N >= {} is needed)", LEAST_TABLE * (r as usize + 1))
            } else {
                String::new()
            }
        ),
    }
}

/// `lab claim` for a claim of these forms: `holds up to N=... observed, not proved: ...` or
/// `fails first at n = X: ...`; an error when it is malformed or its scope has no `n` below `N`.
pub fn claim_answer(a: &Analysis, text: &str) -> Result<String, String> {
    let claim = Claim::parse(text)?;
    let g = table(a);
    let n = g.len();
    match check(&claim, &g, &Sieve::new(n)) {
        Outcome::Holds { tested: 0 } => Err(format!(
            "claim \"{}\" not tested: its scope has no n in G(0..{}); give a larger N",
            text, n
        )),
        Outcome::Holds { tested } => Ok(format!(
            "holds up to N={} observed, not proved: {}, tested at {} n below {}\n",
            n,
            claim.words(),
            tested,
            n
        )),
        Outcome::Fails { n: at, why } => Ok(format!("fails first at n = {}: {}\n", at, why)),
    }
}
