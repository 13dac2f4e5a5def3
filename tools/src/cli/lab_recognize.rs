//! The lab's answers beyond a period ([`crate::lab::recognize`]): `lab zeros GAME N`, the
//! recognized rules that `lab pattern` adds when it finds no period, and `lab claim` for the
//! claims those rules print. [`super::lab`] computes the values and calls these.

use crate::lab::analysis::Analysis;
use crate::lab::recognize::arith::Sieve;
use crate::lab::recognize::find::{recognize, zero_forms, zeros_in, Finding, LEAST_TABLE};
use crate::lab::recognize::{check, is_recognizer_claim, Claim, RuleCheck, Scope};
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

/// The most values the recognizers and these claims read (a sieve of least prime factors goes
/// with them, 8 bytes a value); past it, the rules are looked for in the first `MOST` values and
/// say so by their N.
pub const MOST: usize = 1 << 24;

/// `G(0..N)`, at most [`MOST`] of them.
fn table(a: &Analysis) -> Vec<u64> {
    (0..a.values.len().min(MOST))
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

/// A finding and the claim that checks it; `prefix` names the line of the game it is about
/// (`kind heap `, `row 3 `, empty for a heap game's one table); `n`, the N its claim is
/// checked at (the table's: a diagonal's line is shorter), by default the finding's own.
fn finding_lines(game: &str, prefix: &str, f: &Finding, n: Option<usize>) -> String {
    format!(
        "observed to N={}: {}\n  {}\n",
        f.checked_to,
        f.claim.words(),
        claim_command(
            game,
            &format!("{}{}", prefix, f.claim),
            n.unwrap_or(f.checked_to)
        )
    )
}

/// `lab claim GAME 'CLAIM' N`, quoted for a shell.
pub fn claim_command(game: &str, claim: &str, n: usize) -> String {
    format!("lab claim {} '{}' {}", quoted(game), claim, n)
}

/// What `lab pattern` adds to an answer without a pattern: the rules recognized, each observed
/// to N with the claim that checks it; empty when a period was found.
pub fn beyond(a: &Analysis) -> String {
    beyond_as(a, &a.name, "", None)
}

/// [`beyond`] for one line of a game (`prefix`: `kind heap `, `row 3 `), its claims written
/// for the game `game` at `claim_n` (the plane's N; by default the line's length).
pub fn beyond_as(a: &Analysis, game: &str, prefix: &str, claim_n: Option<usize>) -> String {
    if a.pattern().is_some() {
        return String::new();
    }
    let g = table(a);
    let n = g.len();
    // Too short a table to look in: the answer stays as it was (the docs say N >= 128).
    if n < LEAST_TABLE {
        return String::new();
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
        s += &finding_lines(game, prefix, f, claim_n);
    }
    s
}

/// `lab zeros GAME N` for a heap game: the losing positions below `N`, then their recognized
/// form (of the whole, or class by class), each with its claim.
pub fn zeros(a: &Analysis) -> String {
    zeros_as(a, &a.name, "")
}

/// [`zeros`] for one line of a game, as [`beyond_as`].
pub fn zeros_as(a: &Analysis, game: &str, prefix: &str) -> String {
    let n = a.values.len();
    let list: Vec<String> = (0..n)
        .filter(|&i| a.values.get(i) == 0)
        .map(|i| i.to_string())
        .collect();
    let g = table(a);
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
    let found = zero_forms(&g, &Sieve::new(g.len()));
    if found.is_empty() {
        s += &format!(
            "{}: {} losing positions below {}; no sparse form (powers, primes, prime powers, squares, triangular, Fibonacci, Beatty, finite), whole or by classes of 2, 3, 4, found in G(0..{}) holds in G(0..{})\n",
            a.name,
            list.len(),
            n,
            g.len() / 4,
            g.len()
        );
    } else {
        s += &format!(
            "{}: {} losing positions below {}; found in G(0..{}) and checked in G(0..{}), observed, not proved:\n",
            a.name,
            list.len(),
            n,
            g.len() / 4,
            g.len()
        );
        for f in &found {
            s += &finding_lines(game, prefix, f, None);
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
/// `fails first at n = X: ...`, and whether the claim is refuted (the exit status is then 1, as
/// for a refuted period); an error when it is malformed or its scope has no `n` below `N`.
pub fn claim_answer(a: &Analysis, text: &str) -> Result<(String, bool), String> {
    let claim = Claim::parse(text)?;
    if a.values.len() > MOST {
        return Err(format!(
            "claim \"{}\" not tested: claims of this form read at most {} values, and N = {} was given",
            text,
            MOST,
            a.values.len()
        ));
    }
    let g = table(a);
    let n = g.len();
    match check(&claim, &g, &Sieve::new(n)) {
        RuleCheck::Holds { tested: 0 } => Err(format!(
            "claim \"{}\" not tested: its scope has no n in G(0..{}); give a larger N",
            text, n
        )),
        RuleCheck::Holds { tested } => Ok((
            format!(
                "holds up to N={} observed, not proved: {}, tested at {} n below {}\n",
                n,
                claim.words(),
                tested,
                n
            ),
            false,
        )),
        RuleCheck::Fails { n: at, why } => {
            Ok((format!("fails first at n = {}: {}\n", at, why), true))
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::cli::lab::testing::lab;
    use crate::cli::lab::LabError;

    /// A claim of these forms is read, checked and answered; a bad one is one line.
    #[test]
    fn claims_of_the_new_forms() {
        let a = lab(&["claim", "0.77", "in 1 mod 2 value 0", "200"]).unwrap();
        assert_eq!(
            a,
            "fails first at n = 1: the game gives 1, the claim gives 0\n"
        );
        // Nim (0.[3]) is G(n) = n: its doubling is G(n) = 2 G(n/2), a map of its own.
        let a = lab(&["claim", "0.[3]", "double map 1:2,2:4", "300"]).unwrap();
        assert!(
            a.starts_with("holds up to N=300 observed, not proved: G(n) is a function of G(n/2)"),
            "{}",
            a
        );
        let a = lab(&["claim", "0.[3]", "feature popcount", "300"]).unwrap();
        assert!(
            a == "fails first at n = 2: the game gives 2, the claim gives 1 (popcount = 1)\n",
            "{}",
            a
        );
        let a = lab(&["claim", "sub:1,2", "zeros finite 0", "100"]).unwrap();
        assert!(
            a.starts_with("fails first at n = 3: G(3) = 0, a losing position"),
            "{}",
            a
        );
        for bad in [
            "in 3 mod 2 value 0",
            "zeros cubes",
            "in 0 mod 2 from 1000 value 0",
        ] {
            match lab(&["claim", "sub:1,2", bad, "100"]) {
                Err(LabError::Error(e)) => assert!(!e.contains('\n') && e.contains(bad), "{}", e),
                other => panic!("{}: {:?}", bad, other.map(|_| ())),
            }
        }
    }

    /// `lab zeros` lists the losing positions and says when no form is found; `lab pattern`
    /// without a period says what it looked for.
    #[test]
    fn zeros_and_pattern_beyond_a_period() {
        let a = lab(&["zeros", "sub:2,3", "200"]).unwrap();
        let mut lines = a.lines();
        assert_eq!(lines.next(), Some("zeros count=80 observed=200"));
        assert!(lines.next().unwrap().starts_with("0 1 5 6 10 11 "));
        assert!(a.contains("no sparse form"), "{}", a);
        let a = lab(&["pattern", "4!.0", "600"]).unwrap();
        assert!(a.starts_with("none observed=600\n"), "{}", a);
        assert!(
            a.contains("no rule beyond a period either") || a.contains("beyond a period: "),
            "{}",
            a
        );
        // With a period, nothing is added.
        assert!(!lab(&["pattern", "0.07"])
            .unwrap()
            .contains("beyond a period"));
    }

    /// The contest rules, through the protocol, when python3 is here.
    #[cfg(unix)]
    #[test]
    fn contest_programs() {
        if std::process::Command::new("python3")
            .arg("--version")
            .output()
            .is_err()
        {
            eprintln!("python3 is not installed: the contest programs are not run here");
            return;
        }
        let root = crate::project_root();
        let prog = |file: &str| {
            format!(
                "prog:python3 {}",
                root.join("docs/lab").join(file).display()
            )
        };
        let a = lab(&["zeros", &prog("divisors.py"), "4096"]).unwrap();
        assert!(
            a.contains("'in 0 mod 2 zeros powers 2 odd with 0' 4096"),
            "{}",
            a
        );
        let a = lab(&["pattern", &prog("legendre.py"), "8192"]).unwrap();
        assert!(a.contains("'in 1 mod 2 from 5 value 0' 8192"), "{}", a);
        assert!(
            a.contains("'in 0 mod 2 from 6 double map 0:1,1:2,2:1' 8192"),
            "{}",
            a
        );
        let claim = lab(&[
            "claim",
            &prog("legendre.py"),
            "in 0 mod 2 from 6 double map 0:1,1:2,2:1",
            "8192",
        ])
        .unwrap();
        assert!(
            claim.starts_with("holds up to N=8192 observed, not proved"),
            "{}",
            claim
        );
    }
}
