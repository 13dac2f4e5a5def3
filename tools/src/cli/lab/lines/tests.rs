//! Patterns, claims and emit per kind and per line of the plane, against tables computed here
//! by brute force from the real moves (the mex rule, nothing of the lab's), each finding checked
//! on a table four times longer; and on random rules, so that nothing is reported that the
//! longer table refutes.

// The brute forces index their tables as the rules are stated, cell by cell.
#![allow(clippy::needless_range_loop)]

use crate::cli::lab::testing::{lab, listed as program};
use crate::cli::lab::LabError;
use crate::cli::lab_recognize;
use crate::lab::lines::Line;
use crate::lab::recognize::arith::Sieve;
use crate::lab::recognize::{self, Claim, RuleCheck};
use impartial_lab::pattern::{check, Check};
use impartial_lab::Values;

fn error(args: &[&str]) -> String {
    match lab(args) {
        Err(LabError::Error(e)) | Err(LabError::Usage(e)) => {
            assert!(!e.contains('\n') && !e.is_empty(), "{}", e);
            e
        }
        other => panic!("{:?}: {:?}", args, other.map(|_| ())),
    }
}

/// xorshift64*, so that a failure can be replayed.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n
    }
}

fn mex(mut seen: Vec<u32>) -> u32 {
    seen.sort_unstable();
    seen.dedup();
    seen.iter()
        .enumerate()
        .find(|&(i, &v)| i as u32 != v)
        .map_or(seen.len(), |(i, _)| i) as u32
}

/// `G(x, y)` for `x, y < n` of a plane game whose moves lower neither coordinate, by the mex
/// rule, and the listing a program would print for it.
fn plane(n: usize, moves: &dyn Fn(usize, usize) -> Vec<(usize, usize)>) -> (Vec<Vec<u32>>, String) {
    let mut g = vec![vec![0u32; n]; n];
    let mut text = String::new();
    for x in 0..n {
        for y in 0..n {
            let m = moves(x, y);
            g[x][y] = mex(m.iter().map(|&(a, b)| g[a][b]).collect());
            text += &format!("{},{}:", x, y);
            for (a, b) in m {
                text += &format!(" {},{}", a, b);
            }
            text += "\n";
        }
    }
    (g, text)
}

fn wythoff(x: usize, y: usize) -> Vec<(usize, usize)> {
    let mut m: Vec<(usize, usize)> = (1..=x).map(|k| (x - k, y)).collect();
    m.extend((1..=y).map(|k| (x, y - k)));
    m.extend((1..=x.min(y)).map(|k| (x - k, y - k)));
    m
}

/// Every `lab claim GAME 'CLAIM' N` an answer prints: the claim and its N.
fn printed_claims(answer: &str) -> Vec<(String, usize)> {
    answer
        .lines()
        .filter_map(|l| {
            let at = l.find("lab claim ")?;
            let l = &l[at..];
            let (rest, n) = l.rsplit_once(' ')?;
            let rest = rest.strip_suffix('\'')?;
            let (_, claim) = rest.rsplit_once('\'')?;
            Some((claim.to_string(), n.parse().ok()?))
        })
        .collect()
}

/// Whether a line's claim holds on `values` (the brute force's, longer than the lab's table).
fn holds_on(claim_text: &str, values: &[u32]) -> bool {
    let (_, rest) = Line::split_claim(claim_text).unwrap().unwrap();
    if lab_recognize::handles(&rest) {
        let claim = Claim::parse(&rest).unwrap();
        let g: Vec<u64> = values.iter().map(|&v| u64::from(v)).collect();
        matches!(
            recognize::check(&claim, &g, &Sieve::new(g.len())),
            RuleCheck::Holds { .. }
        )
    } else {
        let mut v = Values::default();
        for &x in values {
            v.push(x);
        }
        check(&v, crate::cli::lab::parse_claim(&rest).unwrap()) == Check::Holds
    }
}

/// Every claim a plane's `lab pattern` prints holds on the brute force's table four times as
/// long, and `lab claim` accepts it back on the lab's own table; the number of claims.
fn plane_claims_hold(
    name: &str,
    n: usize,
    moves: &dyn Fn(usize, usize) -> Vec<(usize, usize)>,
) -> (String, usize) {
    let (_, text) = plane(n, moves);
    let game = program(name, &text);
    let answer = lab(&["pattern", &game, &n.to_string()]).unwrap();
    let (long, _) = plane(4 * n, moves);
    let claims = printed_claims(&answer);
    for (claim, at) in &claims {
        assert_eq!(*at, n, "{}", claim);
        let (line, _) = Line::split_claim(claim).unwrap().unwrap();
        let values = line.values(&long).unwrap();
        assert!(
            holds_on(claim, &values),
            "{}: '{}' fails on the table of {}\n{}",
            name,
            claim,
            4 * n,
            answer
        );
    }
    // A few round trips through `lab claim` (each runs the program again).
    for (claim, at) in claims.iter().step_by(20).take(3) {
        let back = lab(&["claim", &game, claim, &at.to_string()]).unwrap();
        assert!(back.contains(": holds up to N="), "'{}': {}", claim, back);
    }
    (answer, claims.len())
}

/// Wythoff's game as a program: its P-positions are Beatty's (the library's theorem, checked
/// here on the brute force), its first rows are arithmetic-periodic (row 0 is G = y, row 1
/// 1 2 0 4 5 3 ...: period 3 saltus 3), and whatever else a line shows holds four times as far.
#[test]
fn wythoff_lines() {
    let (g, _) = plane(48, &wythoff);
    for (x, row) in g.iter().enumerate() {
        for (y, &v) in row.iter().enumerate() {
            assert_eq!(
                v == 0,
                impartial::wythoff::is_p_position(x as u64, y as u64)
            );
        }
    }
    let (answer, claims) = plane_claims_hold("wythoff.txt", 48, &wythoff);
    assert!(answer.starts_with("none observed=48\n"), "{}", answer);
    assert!(answer.contains("(the table is symmetric"), "{}", answer);
    assert!(
        answer.contains("row 0: periodic preperiod=0 period=1 saltus=1 observed=48;"),
        "{}",
        answer
    );
    assert!(
        answer.contains("'row 1 period 3 saltus 3' 48"),
        "{}",
        answer
    );
    assert!(
        !answer.replace("not proved", "").contains("proved"),
        "{}",
        answer
    );
    assert!(claims >= 3);
}

/// A sum of two subtraction games on the plane: `G(x, y) = g(x) xor h(y)` (Sprague-Grundy), g
/// of `sub:1,2` (period 3) and h of `sub:1,3,4` (period 7), so every row has the least period 7
/// and every column 3.
#[test]
fn sum_of_two_subtraction_games() {
    let moves = |x: usize, y: usize| {
        let mut m: Vec<(usize, usize)> = [1, 2]
            .iter()
            .filter(|&&k| x >= k)
            .map(|k| (x - k, y))
            .collect();
        m.extend([1, 3, 4].iter().filter(|&&k| y >= k).map(|k| (x, y - k)));
        m
    };
    let (g, _) = plane(40, &moves);
    let sub = |set: &[usize], n: usize| {
        let mut v = vec![0u32; n];
        for i in 0..n {
            v[i] = mex(set.iter().filter(|&&k| i >= k).map(|k| v[i - k]).collect());
        }
        v
    };
    let (gx, hy) = (sub(&[1, 2], 40), sub(&[1, 3, 4], 40));
    for x in 0..40 {
        for y in 0..40 {
            assert_eq!(g[x][y], gx[x] ^ hy[y]);
        }
    }
    let (answer, _) = plane_claims_hold("twosub.txt", 40, &moves);
    for i in 0..10 {
        assert!(
            answer.contains(&format!("'row {} period 7' 40", i)),
            "row {}: {}",
            i,
            answer
        );
        assert!(
            answer.contains(&format!("'column {} period 3' 40", i)),
            "column {}: {}",
            i,
            answer
        );
    }
    assert!(
        answer.contains("rows 10/10 with a period, columns 10/10"),
        "{}",
        answer
    );
}

/// Random plane games (a few move vectors, and sometimes "take any number from x"): every
/// line's finding holds on the table four times as long; long enough lines (128) bring the
/// recognizers in too.
#[test]
fn random_planes_report_nothing_false() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut total = 0;
    for game in 0..40 {
        let vectors: Vec<(usize, usize)> = (0..1 + rng.below(3))
            .map(|_| loop {
                let v = (rng.below(4) as usize, rng.below(4) as usize);
                if v != (0, 0) {
                    break v;
                }
            })
            .collect();
        let any_x = rng.below(3) == 0;
        let moves = move |x: usize, y: usize| {
            let mut m: Vec<(usize, usize)> = vectors
                .iter()
                .filter(|&&(a, b)| x >= a && y >= b)
                .map(|&(a, b)| (x - a, y - b))
                .collect();
            if any_x {
                m.extend((1..=x).map(|k| (x - k, y)));
            }
            m
        };
        let n = if game % 10 == 0 { 128 } else { 32 };
        total += plane_claims_hold(&format!("random-{}.txt", game), n, &moves).1;
    }
    assert!(total > 100, "{} claims", total);
}

/// Two kinds: `s:n` is the subtraction game {1, 2} (period 3), and `t:n` splits into an `s`
/// heap and a `t` heap of n - 1 tokens in all, or becomes `s:n-2`.
fn two_kinds(n: usize) -> (Vec<u32>, Vec<u32>, String) {
    let mut s = vec![0u32; n];
    let mut t = vec![0u32; n];
    let mut text = String::new();
    for i in 0..n {
        s[i] = mex((1..=2).filter(|&k| i >= k).map(|k| s[i - k]).collect());
        text += &format!("s:{}:", i);
        for k in (1..=2).filter(|&k| i >= k) {
            text += &format!(" s:{}", i - k);
        }
        text += "\n";
    }
    for i in 0..n {
        let mut seen = Vec::new();
        text += &format!("t:{}:", i);
        if i >= 1 {
            for a in 0..i {
                seen.push(s[a] ^ t[i - 1 - a]);
                text += &format!(" s:{}+t:{}", a, i - 1 - a);
            }
        }
        if i >= 2 {
            seen.push(s[i - 2]);
            text += &format!(" s:{}", i - 2);
        }
        t[i] = mex(seen);
        text += "\n";
    }
    (s, t, text)
}

#[test]
fn kinds_patterns_and_claims() {
    let (s, t, text) = two_kinds(160);
    let game = program("kinds.txt", &(text + "p:1,2: s:1+t:2\n"));
    let answer = lab(&["pattern", &game, "160"]).unwrap();
    assert!(
        answer.starts_with("kinds p,s,t observed=160\n"),
        "{}",
        answer
    );
    assert!(
        answer.contains("kind s: periodic preperiod=0 period=3 saltus=0 observed=160\n"),
        "{}",
        answer
    );
    assert!(
        answer.contains("kind p: positions of two numbers or more (p:1,2)"),
        "{}",
        answer
    );
    let (long_s, long_t, _) = two_kinds(640);
    assert_eq!((&long_s[..160], &long_t[..160]), (&s[..], &t[..]));
    let claims = printed_claims(&answer);
    assert!(claims.len() >= 2, "{}", answer);
    for (claim, at) in &claims {
        let (line, _) = Line::split_claim(claim).unwrap().unwrap();
        let long = if line == Line::Kind("s".into()) {
            &long_s
        } else {
            &long_t
        };
        assert!(
            holds_on(claim, long),
            "'{}' fails on 640\n{}",
            claim,
            answer
        );
        let back = lab(&["claim", &game, claim, &at.to_string()]).unwrap();
        assert!(back.contains(": holds up to N=160"), "{}", back);
    }
    let values = lab(&["values", &game, "160"]).unwrap();
    assert!(
        values.starts_with("kind p: positions of two numbers"),
        "{}",
        values
    );
    assert!(values.contains("kind s: 0 1 2 0 1 2 0"), "{}", values);
    let zeros = lab(&["zeros", &game, "160"]).unwrap();
    assert!(
        zeros.contains("kind s: zeros count=54 observed=160\n0 3 6 9"),
        "{}",
        zeros
    );
    // A false claim fails where it should; bad claims are one line.
    let a = lab(&["claim", &game, "kind s period 2", "160"]).unwrap();
    assert!(
        a.starts_with("kind s: fails first at n = 2: the game gives 2, the claim gives 0"),
        "{}",
        a
    );
    for (claim, want) in [
        (
            "kind q period 3",
            "kind q has no rule (the program lists no q position; the kinds listed: p, s, t)",
        ),
        ("kind p period 3", "positions of two numbers or more"),
        ("row 3 period 3", "is for a game on the plane"),
        ("kind s", "expected a claim about kind s"),
        ("kind 3s period 3", "expected a kind"),
        ("kind s period 102", "not tested"),
        ("period 3", "name one first ('kind p period 3')"),
        ("in 0 mod 3 value 0", "name one first"),
    ] {
        let e = error(&["claim", &game, claim, "160"]);
        assert!(e.contains(want), "{}: {}", claim, e);
    }
    let e = error(&["svg", &game, "10"]);
    assert!(e.contains("one a kind"), "{}", e);
    let e = error(&["claim", "0.77", "kind s period 3", "100"]);
    assert!(e.contains("is a heap game"), "{}", e);
}

/// Random two-kind rules: `a:n` subtracts a random set, `b:n` splits into `a` and `b` heaps or
/// subtracts its own set; every reported finding holds on the table four times as long.
#[test]
fn random_kinds_report_nothing_false() {
    let mut rng = Rng(0xD1B5_4A32_D192_ED03);
    let mut total = 0;
    for game in 0..12 {
        let sa: Vec<usize> = (0..1 + rng.below(3))
            .map(|_| 1 + rng.below(6) as usize)
            .collect();
        let sb: Vec<usize> = (0..1 + rng.below(2))
            .map(|_| 1 + rng.below(5) as usize)
            .collect();
        let cut = 1 + rng.below(3) as usize;
        let listing = |n: usize| {
            let (mut a, mut b) = (vec![0u32; n], vec![0u32; n]);
            let mut text = String::new();
            for i in 0..n {
                let opts: Vec<usize> = sa.iter().filter(|&&k| i >= k).map(|&k| i - k).collect();
                a[i] = mex(opts.iter().map(|&j| a[j]).collect());
                text += &format!(
                    "a:{}:{}\n",
                    i,
                    opts.iter().map(|j| format!(" a:{}", j)).collect::<String>()
                );
            }
            for i in 0..n {
                let mut seen = Vec::new();
                text += &format!("b:{}:", i);
                for &k in sb.iter().filter(|&&k| i >= k) {
                    seen.push(b[i - k]);
                    text += &format!(" b:{}", i - k);
                }
                if i >= cut {
                    for x in 0..=i - cut {
                        seen.push(a[x] ^ b[i - cut - x]);
                        text += &format!(" a:{}+b:{}", x, i - cut - x);
                    }
                }
                b[i] = mex(seen);
                text += "\n";
            }
            (a, b, text)
        };
        let n = if game % 4 == 0 { 256 } else { 64 };
        let (_, _, text) = listing(n);
        let g = program(&format!("random-kinds-{}.txt", game), &text);
        let answer = lab(&["pattern", &g, &n.to_string()]).unwrap();
        let (a, b, _) = listing(4 * n);
        for (claim, _) in printed_claims(&answer) {
            let (line, _) = Line::split_claim(&claim).unwrap().unwrap();
            let long = if line == Line::Kind("a".into()) {
                &a
            } else {
                &b
            };
            assert!(
                holds_on(&claim, long),
                "game {}: '{}' fails on {}\n{}",
                game,
                claim,
                4 * n,
                answer
            );
            total += 1;
        }
    }
    assert!(total >= 12, "{} claims", total);
}

/// Emit per kind and for the plane: the functions compile and answer the brute force's values.
#[test]
fn emitted_kinds_and_planes_compile_and_answer() {
    let (s, t, text) = two_kinds(40);
    let kinds = program("emit-kinds.txt", &text);
    let (g, text) = plane(12, &wythoff);
    let planes = program("emit-plane.txt", &text);
    let k = lab(&["emit", &kinds, "40", "--lang", "rust"]).unwrap();
    let p = lab(&["emit", &planes, "12", "--lang", "rust"]).unwrap();
    assert!(
        k.contains("pub fn grundy_s(n: u64)") && k.contains("pub fn grundy_t(n: u64)"),
        "{}",
        k
    );
    assert!(
        p.contains("pub fn grundy(x: u64, y: u64) -> Option<u64>"),
        "{}",
        p
    );
    let mut src = format!(
        "#[allow(dead_code)]\nmod k {{\n{}}}\n#[allow(dead_code)]\nmod p {{\n{}}}\n",
        k, p
    );
    src += "fn main() {\n    for n in 0..45u64 { println!(\"{:?} {:?}\", k::grundy_s(n), k::grundy_t(n)); }\n";
    src +=
        "    for x in 0..13u64 { for y in 0..13u64 { println!(\"{:?}\", p::grundy(x, y)); } }\n}\n";
    let dir = std::env::temp_dir().join(format!("impartial-lab-tests-{}", std::process::id()));
    let binary = crate::lab::emit::compile_rust(&dir, "emitted-lines", &src);
    let out =
        String::from_utf8(std::process::Command::new(&binary).output().unwrap().stdout).unwrap();
    let mut want = String::new();
    let (long_s, long_t, _) = two_kinds(45);
    for n in 0..45 {
        // Both kinds are periodic (observed in 40), so the functions go past the table.
        want += &format!("Some({}) Some({})\n", long_s[n], long_t[n]);
    }
    assert_eq!(&s[..], &long_s[..40]);
    assert_eq!(&t[..], &long_t[..40]);
    for x in 0..13 {
        for y in 0..13 {
            want += &if x < 12 && y < 12 {
                format!("Some({})\n", g[x][y])
            } else {
                "None\n".to_string()
            };
        }
    }
    assert_eq!(out, want);
    let c = lab(&["emit", &planes, "12", "--lang", "cpp"]).unwrap();
    assert!(
        c.contains("long long grundy(unsigned long long x, unsigned long long y)"),
        "{}",
        c
    );
}
