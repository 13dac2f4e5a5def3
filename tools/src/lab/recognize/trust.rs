//! The recognizers against games whose rule is known (each computed here by a brute force over
//! its real moves) and against random games, where every finding must still hold on a table
//! four times longer than the one it was found and checked on.

use super::arith::Sieve;
use super::find::{recognize, zero_forms, zeros_in, Finding};
use super::{check, RuleCheck, Scope};
use impartial_lab::pattern::observed;
use impartial_lab::{Code, Table, Values};

fn mex(options: &[u64]) -> u64 {
    let mut seen = vec![false; options.len() + 1];
    for &v in options {
        if (v as usize) < seen.len() {
            seen[v as usize] = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(options.len()) as u64
}

/// `G(0..len)` of a heap game with no sums: `moves(n)` the heaps `n` moves to (all smaller).
fn grundy(len: usize, moves: impl Fn(u64, &[u64]) -> Vec<u64>) -> Vec<u64> {
    let mut g = Vec::with_capacity(len);
    for n in 0..len as u64 {
        let options = moves(n, &g);
        g.push(mex(&options));
    }
    g
}

/// Codeforces 1537D: subtract a divisor `d` of `n` with `1 < d < n`.
fn divisor_game(len: usize) -> Vec<u64> {
    let mut divisors = vec![Vec::new(); len];
    for d in 2..len {
        for m in (2 * d..len).step_by(d) {
            divisors[m].push(d as u64);
        }
    }
    grundy(len, |n, g| {
        divisors[n as usize]
            .iter()
            .map(|d| g[(n - d) as usize])
            .collect()
    })
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// Take `y >= 1` tokens from a heap of `x` with `gcd(x, y) = 1` (the "coprime
/// Nim" of many contests).
fn coprime_game(len: usize) -> Vec<u64> {
    grundy(len, |x, g| {
        (1..=x)
            .filter(|&y| gcd(x, y) == 1)
            .map(|y| g[(x - y) as usize])
            .collect()
    })
}

/// Codeforces 603C with `k` odd: remove one cow, or replace a pile of `2x` by `k` piles of `x`
/// (worth `G(x)` xor'd `k` times).
fn legendre(len: usize, k: u64) -> Vec<u64> {
    grundy(len, |n, g| {
        let mut o = Vec::new();
        if n >= 1 {
            o.push(g[n as usize - 1]);
        }
        if n >= 2 && n % 2 == 0 {
            let half = g[n as usize / 2];
            o.push((0..k).fold(0, |acc, _| acc ^ half));
        }
        o
    })
}

/// r-Wythoff's P-positions in an `n x n` table by their definition (a position is P when no
/// move reaches a P-position), read row by row: a row or column move reaches one when the row
/// or column has one below; a move from both heaps (`k, l >= 1`, `|k - l| < r`) reaches the
/// first P-position of a diagonal within `r` of this one when that one is below and left.
/// The set of lower coordinates `min(x, y)`, as a table worth 0 there and 1 elsewhere, up to
/// `n / (r + 1)` (beyond, a pair's other coordinate leaves the table).
fn wythoff_lower(r: usize, n: usize) -> Vec<u64> {
    let mut row = vec![false; n];
    let mut col = vec![false; n];
    let mut first: Vec<Option<(usize, usize)>> = vec![None; 2 * n];
    let mut lower = vec![1u64; n / (r + 1)];
    for x in 0..n {
        for y in 0..n {
            if row[x] || col[y] {
                continue;
            }
            let d = x + n - y;
            let reached = (d + 1 - r.min(d + 1)..(d + r).min(2 * n))
                .any(|e| first[e].is_some_and(|(a, b)| a < x && b < y));
            if reached {
                continue;
            }
            row[x] = true;
            col[y] = true;
            if first[d].is_none() {
                first[d] = Some((x, y));
            }
            if x.min(y) < lower.len() {
                lower[x.min(y)] = 0;
            }
        }
    }
    lower
}

fn claims(found: &[Finding]) -> Vec<String> {
    found.iter().map(|f| f.claim.to_string()).collect()
}

fn find(g: &[u64]) -> Vec<Finding> {
    let mut v = Values::default();
    for &x in g {
        v.push(x as u32);
    }
    recognize(g, &Sieve::new(g.len()), observed(&v).is_some())
}

/// The three contest rules of issue 36, each recognized as its known form.
#[test]
fn contest_games_are_recognized_as_their_rules() {
    // Odd n lose, even n win except the powers of two with odd exponent.
    let g = divisor_game(1 << 14);
    let found = claims(&find(&g));
    assert!(
        found.contains(&"in 1 mod 2 value 0".to_string()),
        "{:?}",
        found
    );
    let zeros = claims(&zero_forms(&g, &Sieve::new(g.len())));
    assert_eq!(
        zeros,
        ["in 1 mod 2 value 0", "in 0 mod 2 zeros powers 2 odd with 0"],
        "{:?}",
        zeros
    );
    // An odd composite has the value of its least prime factor, a prime its index.
    let g = coprime_game(4096);
    let found = claims(&find(&g));
    assert!(
        found.contains(&"in 0 mod 2 value 0".to_string()),
        "{:?}",
        found
    );
    assert!(
        found.contains(&"in 1 mod 2 from 3 feature lpf-index linear 1 0".to_string()),
        "{:?}",
        found
    );
    // Odd n >= 5 are worth 0, and G(2m) follows from G(m).
    let g = legendre(1 << 14, 3);
    let found = claims(&find(&g));
    assert!(
        found.contains(&"in 1 mod 2 from 5 value 0".to_string()),
        "{:?}",
        found
    );
    assert!(
        found.contains(&"in 0 mod 2 from 6 double map 0:1,1:2,2:1".to_string()),
        "{:?}",
        found
    );
}

/// r-Wythoff's lower coordinates are floor(k alpha) with Fraenkel's alpha, fitted exactly.
#[test]
fn wythoff_lower_coordinates_are_beatty() {
    for (r, alpha) in [(1, "(1+sqrt5)/2"), (2, "sqrt2"), (3, "(-1+sqrt13)/2")] {
        let g = wythoff_lower(r, 2400);
        let found = claims(&zeros_in(&g, &Sieve::new(g.len()), Scope::all(0)));
        assert_eq!(found, [format!("zeros beatty {}", alpha)], "r = {}", r);
    }
}

/// Sparse losing sets of known shape: each recognized as its form.
#[test]
fn sparse_sets_are_recognized() {
    let s = Sieve::new(1 << 14);
    type Losing<'a> = Box<dyn Fn(u64) -> bool + 'a>;
    let cases: [(&str, Losing); 6] = [
        (
            "zeros powers 3",
            Box::new(|n| (0..10).any(|k| 3u64.pow(k) == n)),
        ),
        (
            "zeros primes with 0,1",
            Box::new(|n| n < 2 || s.is_prime(n)),
        ),
        (
            "zeros triangular",
            Box::new(|n| (0..200).any(|k| k * (k + 1) / 2 == n)),
        ),
        (
            "zeros fibonacci",
            Box::new(|n| {
                let (mut a, mut b) = (0, 1);
                while a < n {
                    (a, b) = (b, a + b);
                }
                a == n
            }),
        ),
        (
            "zeros prime-powers with 0,1",
            Box::new(|n| n < 2 || s.is_prime_power(n)),
        ),
        ("zeros finite 0,3,17", Box::new(|n| [0, 3, 17].contains(&n))),
    ];
    for (want, losing) in cases {
        let g: Vec<u64> = (0..1 << 14)
            .map(|n| u64::from(!losing(n)) * (1 + n % 3))
            .collect();
        assert_eq!(claims(&zero_forms(&g, &s)), [want]);
    }
}

/// A tiny deterministic generator (xorshift64*), so that a failure can be replayed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A random rule: one to three of subtracting from a small set, halving, dividing, subtracting
/// a divisor, taking a number coprime to the heap, moving to `n - s` only from some residues.
fn random_rule(
    rng: &mut Rng,
    len: usize,
    divisors: &[Vec<u64>],
    most_coprime: u64,
) -> (String, Vec<u64>) {
    let kinds = 1 + rng.below(3);
    let mut parts: Vec<(u64, Vec<u64>)> = Vec::new();
    for _ in 0..kinds {
        let kind = rng.below(7);
        let params: Vec<u64> = (0..1 + rng.below(3)).map(|_| 1 + rng.below(9)).collect();
        parts.push((kind, params));
    }
    let name = format!("{:?}", parts);
    let g = grundy(len, |n, g| {
        let mut o = Vec::new();
        for (kind, p) in &parts {
            match kind {
                0 => o.extend(p.iter().filter(|&&s| s <= n).map(|s| g[(n - s) as usize])),
                1 if n % 2 == 0 && n > 0 => o.push(g[n as usize / 2]),
                2 => o.extend(
                    p.iter()
                        .map(|&k| k + 1)
                        .filter(|&k| n >= k)
                        .map(|k| g[(n / k) as usize]),
                ),
                3 => o.extend(divisors[n as usize].iter().map(|d| g[(n - d) as usize])),
                4 => o.extend(
                    (1..=n.min(most_coprime))
                        .filter(|&y| gcd(n, y) == 1 && y % (p[0] + 1) != 0)
                        .map(|y| g[(n - y) as usize]),
                ),
                5 => {
                    let m = p[0] + 1;
                    if n % m == p.get(1).copied().unwrap_or(0) % m {
                        o.extend(p.iter().filter(|&&s| s <= n).map(|s| g[(n - s) as usize]));
                    } else if n >= 1 {
                        o.push(g[n as usize - 1]);
                    }
                }
                6 if n >= 1 => o.push(g[(n - 1 - (n - 1) % (p[0] + 1).min(n)) as usize]),
                _ => {}
            }
        }
        o
    });
    (name, g)
}

/// Every finding on `G(0..len)` still holds on `G(0..4 len)`; the number of findings.
fn still_hold(name: &str, g: &[u64], len: usize, false_fires: &mut Vec<String>) -> usize {
    let short = &g[..len];
    let sieve = Sieve::new(g.len());
    let mut found = find(short);
    found.extend(zero_forms(short, &sieve));
    for f in &found {
        if let RuleCheck::Fails { n, why } = check(&f.claim, g, &sieve) {
            false_fires.push(format!(
                "{}: \"{}\" fails at n = {}: {}",
                name, f.claim, n, why
            ));
        }
    }
    found.len()
}

/// The false-fire rate on random games is 0: 300 random octal codes, subtraction sets and
/// splitting codes, and 240 random rules of the kinds contests use, each recognized on 4,096
/// values (found on the first 1,024; 60 of the codes on 16,384, where the finite losing sets
/// are looked for), every finding checked again on a table four times longer.
#[test]
fn no_false_fires_on_random_games() {
    let mut rng = Rng(0x36_36_36_36);
    let mut false_fires = Vec::new();
    let (mut games, mut findings) = (0, 0);
    let divisors = {
        let mut d = vec![Vec::new(); 4 * 4096];
        for x in 2..d.len() {
            for m in (2 * x..d.len()).step_by(x) {
                d[m].push(x as u64);
            }
        }
        d
    };
    for i in 0..300 {
        let len = if i < 60 { 16384 } else { 4096 };
        let code = match i % 3 {
            0 => format!("0.{}{}{}", rng.below(8), rng.below(8), 1 + rng.below(7)),
            1 => {
                let mut set: Vec<u64> = (0..1 + rng.below(4)).map(|_| 1 + rng.below(12)).collect();
                set.sort();
                set.dedup();
                format!(
                    "sub:{}",
                    set.iter()
                        .map(|s| s.to_string())
                        .collect::<Vec<_>>()
                        .join(",")
                )
            }
            _ => format!("4.{}{}", rng.below(8), 1 + rng.below(7)),
        };
        let Ok(parsed) = Code::parse(&code) else {
            continue;
        };
        let mut t = Table::new(&parsed);
        t.extend(4 * len);
        let g: Vec<u64> = t.values().to_vec().into_iter().map(u64::from).collect();
        findings += still_hold(&code, &g, len, &mut false_fires);
        games += 1;
    }
    let len = 4096;
    for _ in 0..240 {
        let (name, g) = random_rule(&mut rng, 4 * len, &divisors, 10);
        findings += still_hold(&name, &g, len, &mut false_fires);
        games += 1;
    }
    eprintln!(
        "{} random games, {} findings, {} false fires",
        games,
        findings,
        false_fires.len()
    );
    assert!(
        games >= 500 && findings > 100,
        "{} games, {} findings",
        games,
        findings
    );
    assert!(false_fires.is_empty(), "{:#?}", false_fires);
}
