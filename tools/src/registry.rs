//! The one list of judge problems. Every other list (the runner's and bundler's choice of
//! problems, the in-process tests, fuzzing, the pipe conversations, the README's table, the
//! stress tester's generators) is derived from [`PROBLEMS`] or checked against it by a test
//! (`tests/registry.rs` at the project root): a problem is its binary `bin/<name>.rs`, its
//! folder `testdata/<name>/`, its entry here and its section in `docs/problems.md`.
//!
//! An entry says what the tools need to know of a problem: what to call it, how its input is
//! framed (records to end of input, records up to a terminator, a count then records, or one
//! record), a generator of one valid record for either [`Domain`], and the problem's traps: the
//! values where solutions written the usual ways go wrong, drawn now and then by [`Gen::value`].

use crate::gen::{Domain, Gen};

/// How a problem's records follow each other in its input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Framing {
    /// Records until end of input.
    ToEof,
    /// Records until this terminator record; end of input also ends the run normally.
    Terminated(&'static [u64]),
    /// A count, then that many records.
    Counted,
    /// Exactly one record (which counts its own parts).
    Single,
}

/// One judge problem.
pub struct Problem {
    /// The binary's name, its testdata folder and its docs section: `<judge><id>`.
    pub name: &'static str,
    /// The judge and problem id as users search for it, e.g. `POJ 1067`.
    pub judge: &'static str,
    pub title: &'static str,
    /// The game, in a few words.
    pub game: &'static str,
    /// The theorem or rule that solves it, in one line.
    pub theorem: &'static str,
    pub framing: Framing,
    /// One valid record, as its numbers (a count first where the record has one).
    pub record: fn(&mut Gen) -> Vec<u64>,
    /// The trap pool: single values worth trying more often than chance would.
    pub traps: fn() -> Vec<u64>,
}

impl Problem {
    /// A whole input holding `records`: the count first or the terminator last as the framing
    /// asks, one record per line.
    pub fn render(&self, records: &[Vec<u64>]) -> String {
        let line = |record: &[u64]| {
            let words: Vec<String> = record.iter().map(u64::to_string).collect();
            words.join(" ") + "\n"
        };
        let mut text = String::new();
        if self.framing == Framing::Counted {
            text.push_str(&format!("{}\n", records.len()));
        }
        for record in records {
            text.push_str(&line(record));
        }
        if let Framing::Terminated(terminator) = self.framing {
            text.push_str(&line(terminator));
        }
        text
    }
}

/// The problem called `name`.
pub fn problem(name: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|p| p.name == name)
}

/// The registry's names, sorted.
pub fn names() -> Vec<&'static str> {
    let mut names: Vec<&str> = PROBLEMS.iter().map(|p| p.name).collect();
    names.sort_unstable();
    names
}

/// Every problem when `args` is empty, else the one it names; `usage` words the error.
pub fn select(args: &[String], usage: &str) -> Result<Vec<String>, String> {
    match args {
        [] => Ok(names().into_iter().map(String::from).collect()),
        [name] if problem(name).is_some() => Ok(vec![name.clone()]),
        [name] => Err(format!(
            "unknown problem {:?}; known problems: {}",
            name,
            names().join(" ")
        )),
        _ => Err(format!("usage: {} [PROBLEM]", usage)),
    }
}

const MAX: u64 = u64::MAX;

/// `n` and its neighbours, saturating at the ends of `u64`.
fn around(values: impl IntoIterator<Item = u64>) -> Vec<u64> {
    values
        .into_iter()
        .flat_map(|v| [v.saturating_sub(1), v, v.saturating_add(1)])
        .collect()
}

/// Fibonacci numbers 1, 2, 3, 5, ... up to `u64::MAX`.
fn fibonacci_numbers() -> Vec<u64> {
    let (mut a, mut b) = (1u64, 2u64);
    let mut all = vec![a];
    while let Some(next) = a.checked_add(b) {
        all.push(b);
        (a, b) = (b, next);
    }
    all.push(b);
    all
}

/// Wythoff's P-positions' coordinates for k around the places where a floating-point golden
/// ratio floors the wrong way (and both coordinates near `u64::MAX`).
fn wythoff_traps() -> Vec<u64> {
    let ks = [
        1,
        2,
        3,
        102_334_155,
        165_580_141,
        267_914_296,
        433_494_437,
        701_408_733,
    ];
    let mut traps = Vec::new();
    for k in ks
        .iter()
        .copied()
        .chain([7_000_000_000_000_000_000 / 2_618])
    {
        if let Some((a, b)) = impartial::wythoff::p_position(k) {
            traps.extend(around([a, b]));
        }
    }
    traps
}

/// A list of `n` distinct values in `lo..=hi` (`hi - lo + 1 >= n`).
fn distinct(g: &mut Gen, n: u64, lo: u64, hi: u64) -> Vec<u64> {
    let mut values = Vec::with_capacity(n as usize);
    while (values.len() as u64) < n {
        let v = g.value(lo, hi);
        if !values.contains(&v) {
            values.push(v);
        }
    }
    values
}

/// Heaps of a take-or-split game (HDU 3032, HDU 5795): `N` then N heaps, a fifth of them at the
/// top of the domain (`u64::MAX`, whose value needs bit 64, or the judge's largest heap).
fn splitting_record(g: &mut Gen, judge_count: u64, judge_heap: u64) -> Vec<u64> {
    let n = g.count(g.bound(1, 0), g.bound(judge_count, 12));
    let (lo, hi) = (g.bound(1, 0), g.bound(judge_heap, MAX));
    let mut record = vec![n];
    for _ in 0..n {
        let heap = if g.chance(20) { hi } else { g.value(lo, hi) };
        record.push(heap);
    }
    record
}

/// Every judge problem, in the order the README lists them.
pub static PROBLEMS: &[Problem] = &[
    Problem {
        name: "hdu1847",
        judge: "HDU 1847",
        title: "Good Luck in CET-4 Everybody!",
        game: "take a power of two",
        theorem: "subtraction game: P iff n ≡ 0 (mod 3)",
        framing: Framing::ToEof,
        record: |g| vec![g.value(g.bound(1, 0), g.bound(1000, MAX))],
        traps: || around([0, 3, 999, 1000, MAX - 2]),
    },
    Problem {
        name: "hdu2149",
        judge: "HDU 2149",
        title: "Public Sale",
        game: "Bash (auction)",
        theorem: "lost iff the amount left ≡ 0 (mod N+1); list the winning first raises",
        framing: Framing::ToEof,
        // Beyond the judge the answer lists N - M + 1 raises when N >= M: keep that list short.
        record: |g| {
            let m = g.value(1, g.bound(1099, MAX));
            let n = if g.domain == Domain::Judge {
                g.value(1, 1099)
            } else if g.chance(50) {
                g.value(1, 1200)
            } else {
                m.saturating_add(g.uniform(0, 1000))
            };
            vec![m, n]
        },
        traps: || around([1, 1099]),
    },
    Problem {
        name: "poj1067",
        judge: "POJ 1067",
        title: "取石子游戏",
        game: "Wythoff",
        theorem: "P-pairs (⌊kφ⌋, ⌊kφ²⌋), in exact integer arithmetic",
        framing: Framing::ToEof,
        record: |g| {
            let hi = g.bound(1_000_000_000, MAX);
            vec![g.value(0, hi), g.value(0, hi)]
        },
        traps: wythoff_traps,
    },
    Problem {
        name: "poj1704",
        judge: "POJ 1704",
        title: "Georgia and Bob",
        game: "staircase Nim",
        theorem: "xor of paired gaps from the right",
        framing: Framing::Counted,
        record: |g| {
            let n = g.count(0, g.bound(1000, 12));
            let mut record = vec![n];
            record.extend(distinct(g, n, 1, g.bound(10_000, MAX)));
            record
        },
        traps: || around([1, 2, 10_000, MAX - 1]),
    },
    Problem {
        name: "hdu2516",
        judge: "HDU 2516",
        title: "取石子游戏",
        game: "Fibonacci Nim",
        theorem: "P iff n is a Fibonacci number (Zeckendorf)",
        framing: Framing::Terminated(&[0]),
        record: |g| vec![g.value(g.bound(2, 1), g.bound((1 << 31) - 1, MAX))],
        traps: || around(fibonacci_numbers()),
    },
    Problem {
        name: "hdu1846",
        judge: "HDU 1846",
        title: "Brave Game",
        game: "Bash",
        theorem: "P iff n ≡ 0 (mod m+1)",
        framing: Framing::Counted,
        record: |g| {
            let (lo, hi) = (g.bound(1, 0), g.bound(1000, MAX));
            vec![g.value(lo, hi), g.value(lo, hi)]
        },
        traps: || around([1, 1000, MAX]),
    },
    Problem {
        name: "hdu4764",
        judge: "HDU 4764",
        title: "Stone",
        game: "Bash variant",
        theorem: "Bash on N−1 with m = k",
        framing: Framing::Terminated(&[0, 0]),
        record: |g| {
            let n = g.value(1, g.bound(100_000_000, MAX));
            vec![n, g.value(1, g.bound(100, MAX))]
        },
        traps: || around([1, 2, 100, 101, 100_000_000]),
    },
    Problem {
        name: "cf317d",
        judge: "Codeforces 317D",
        title: "Game with Powers",
        game: "chains of powers",
        theorem: "Sprague-Grundy: xor of chain values",
        framing: Framing::ToEof,
        record: |g| vec![g.value(g.bound(1, 0), g.bound(1_000_000_000, 1 << 20))],
        traps: || {
            let powers = (2..=31u32).flat_map(|e| [2u64.pow(e), 3u64.pow(e.min(18))]);
            around(powers.chain([1_000_000_000]))
        },
    },
    Problem {
        name: "nowcoder116g",
        judge: "nowcoder 116G",
        title: "chess",
        game: "Wythoff (queen to the corner)",
        theorem: "as POJ 1067",
        framing: Framing::ToEof,
        record: |g| {
            let hi = g.bound(9999, MAX);
            vec![g.value(0, hi), g.value(0, hi)]
        },
        traps: wythoff_traps,
    },
    Problem {
        name: "poj2348",
        judge: "POJ 2348",
        title: "Euclid's Game",
        game: "Euclid's game",
        theorem: "with a ≥ b: a ≥ 2b or a = b wins now; b < a < 2b forces (b, a−b)",
        framing: Framing::Terminated(&[0, 0]),
        record: |g| {
            let hi = g.bound((1 << 31) - 1, MAX);
            vec![g.value(1, hi), g.value(1, hi)]
        },
        traps: || around(fibonacci_numbers()),
    },
    Problem {
        name: "hdu1848",
        judge: "HDU 1848",
        title: "Fibonacci again and again",
        game: "subtraction game, 3 piles",
        theorem: "Sprague-Grundy: xor of table values",
        framing: Framing::Terminated(&[0, 0, 0]),
        record: |g| loop {
            let (lo, hi) = (g.bound(1, 0), g.bound(1000, 2000));
            let piles = vec![g.value(lo, hi), g.value(lo, hi), g.value(lo, hi)];
            if piles != [0, 0, 0] {
                return piles;
            }
        },
        traps: || around([1, 999, 1000]),
    },
    Problem {
        name: "poj2484",
        judge: "POJ 2484",
        title: "A Funny Game",
        game: "coin circle (Kayles)",
        theorem: "Alice wins iff n ≤ 2 (mirror strategy)",
        framing: Framing::Terminated(&[0]),
        record: |g| vec![g.value(1, g.bound(1_000_000, MAX))],
        traps: || around([1, 2, 3, 1_000_000]),
    },
    Problem {
        name: "hdu2176",
        judge: "HDU 2176",
        title: "取(m堆)石子游戏",
        game: "Nim, with winning moves",
        theorem: "Bouton: P iff the xor is 0",
        framing: Framing::Terminated(&[0]),
        record: |g| {
            let m = g.count(1, g.bound(200_000, 10));
            let hi = g.bound((1 << 31) - 1, MAX);
            let xor_zero = g.chance(30);
            let mut record = vec![m];
            let mut x = 0;
            for i in 0..m {
                let pile = if xor_zero && i == m - 1 && x <= hi {
                    x
                } else {
                    g.value(0, hi)
                };
                x ^= pile;
                record.push(pile);
            }
            record
        },
        traps: || around([0, 1, (1 << 31) - 1, MAX]),
    },
    Problem {
        name: "hdu2177",
        judge: "HDU 2177",
        title: "取(2堆)石子游戏",
        game: "Wythoff, with winning moves",
        theorem: "P-pairs and their Beatty partners",
        framing: Framing::Terminated(&[0, 0]),
        record: |g| loop {
            let record = match g.domain {
                Domain::Judge => {
                    let b = g.value(0, 1_000_000);
                    vec![g.value(0, b), b]
                }
                Domain::Beyond => vec![g.value(0, MAX), g.value(0, MAX)],
            };
            if record != [0, 0] {
                return record;
            }
        },
        traps: wythoff_traps,
    },
    Problem {
        name: "hdu1536",
        judge: "HDU 1536",
        title: "S-Nim",
        game: "subtraction game over a set S, many heaps",
        theorem: "Sprague-Grundy: xor of g(h); g is eventually periodic (a repeated window of \
                  max(S) values repeats all after it), found exactly",
        framing: Framing::Terminated(&[0]),
        // A case `k s_1..s_k m (l h_1..h_l)*m`. Beyond the judge: small moves with heaps
        // anywhere in u64 (a small set's period is found in microseconds), or moves anywhere in
        // u64 with heaps the table reaches without a period.
        record: |g| {
            let judge = g.domain == Domain::Judge;
            let huge_moves = !judge && g.chance(20);
            let (move_hi, heap_hi) = match (judge, huge_moves) {
                (true, _) => (10_000, 10_000),
                (false, true) => (MAX, 2000),
                (false, false) => (30, MAX),
            };
            let k = g.count(1, g.bound(100, 5));
            let mut record = vec![k];
            for _ in 0..k {
                record.push(g.value(1, move_hi));
            }
            let m = g.count(g.bound(1, 0), g.bound(100, 3));
            record.push(m);
            for _ in 0..m {
                let l = g.count(g.bound(1, 0), g.bound(100, 3));
                record.push(l);
                for _ in 0..l {
                    record.push(g.value(0, heap_hi));
                }
            }
            record
        },
        traps: || around([1, 9999, 10_000]),
    },
    Problem {
        name: "leetcode292",
        judge: "LeetCode 292",
        title: "Nim Game",
        game: "Bash with m = 3",
        theorem: "you lose iff n ≡ 0 (mod 4)",
        framing: Framing::ToEof,
        record: |g| vec![g.value(g.bound(1, 0), g.bound((1 << 31) - 1, MAX))],
        traps: || around([4, (1 << 31) - 1, (1 << 31) - 4]),
    },
    Problem {
        name: "hdu1907",
        judge: "HDU 1907",
        title: "John",
        game: "misère Nim",
        theorem: "SJ theorem: the mover wins iff (some heap ≥ 2) = (xor ≠ 0)",
        framing: Framing::Counted,
        // Now and then only heaps of 0 and 1, where the answer is the opposite of Nim's.
        record: |g| {
            let n = g.count(g.bound(1, 0), g.bound(47, 12));
            let (lo, hi) = (g.bound(1, 0), g.bound(4747, MAX));
            let hi = if g.chance(30) { 1 } else { hi };
            let mut record = vec![n];
            for _ in 0..n {
                record.push(g.value(lo, hi));
            }
            record
        },
        traps: || around([1, 2, 4747, MAX]),
    },
    Problem {
        name: "hdu1850",
        judge: "HDU 1850",
        title: "Being a Good Boy in Spring Festival",
        game: "Nim, counting winning moves",
        theorem: "Bouton: count the piles a with a ^ xor < a",
        framing: Framing::Terminated(&[0]),
        // Now and then all piles equal: each is counted on its own.
        record: |g| {
            let m = g.count(g.bound(2, 1), g.bound(100, 12));
            let (lo, hi) = (g.bound(1, 0), g.bound(1_000_000, MAX));
            let equal = g.chance(20);
            let first = g.value(lo, hi);
            let mut record = vec![m];
            for _ in 0..m {
                record.push(if equal { first } else { g.value(lo, hi) });
            }
            record
        },
        traps: || around([1, 1_000_000, MAX]),
    },
    Problem {
        name: "hdu3032",
        judge: "HDU 3032",
        title: "Nim or not Nim?",
        game: "Lasker's Nim (take or split in two)",
        theorem: "Multi-SG: g swaps 4k+3 and 4k+4; g(2^64 − 1) = 2^64",
        framing: Framing::Counted,
        record: |g| splitting_record(g, 1_000_000, (1 << 31) - 1),
        traps: || around([3, 4, (1 << 31) - 1, MAX - 3, MAX]),
    },
    Problem {
        name: "hdu5795",
        judge: "HDU 5795",
        title: "A Simple Nim",
        game: "Nim, or split in three",
        theorem: "Multi-SG: g swaps 8k+7 and 8k+8; g(2^64 − 1) = 2^64",
        framing: Framing::Counted,
        record: |g| splitting_record(g, 1_000_000, 1_000_000_000),
        traps: || around([7, 8, 1_000_000_000, MAX - 7, MAX]),
    },
    Problem {
        name: "hdu3595",
        judge: "HDU 3595",
        title: "GG and MM",
        game: "Every-SG over Euclid's game",
        theorem: "Every-SG: the mover wins iff the largest step is odd",
        framing: Framing::ToEof,
        // A fifth of the games are consecutive Fibonacci numbers: the longest forced chains.
        record: |g| {
            let n = g.count(g.bound(1, 0), g.bound(1000, 12));
            let (lo, hi) = (g.bound(1, 0), g.bound(1000, MAX));
            let fibonacci: Vec<u64> = fibonacci_numbers()
                .into_iter()
                .filter(|&f| f <= hi)
                .collect();
            let mut record = vec![n];
            for _ in 0..n {
                if g.chance(20) {
                    let i = g.uniform(1, fibonacci.len() as u64 - 1) as usize;
                    record.extend([fibonacci[i], fibonacci[i - 1]]);
                } else {
                    record.extend([g.value(lo, hi), g.value(lo, hi)]);
                }
            }
            record
        },
        traps: || around(fibonacci_numbers().into_iter().chain([0])),
    },
    Problem {
        name: "hdu1730",
        judge: "HDU 1730",
        title: "Northcott Game",
        game: "Northcott's game (partizan, loopy)",
        theorem: "Nim on the gaps between the pieces; a retreat is followed",
        framing: Framing::ToEof,
        record: |g| {
            let n = g.count(g.bound(1, 0), g.bound(1000, 12));
            let m = g.value(2, g.bound(100, MAX));
            let mut record = vec![n, m];
            for _ in 0..n {
                let tom = g.value(1, m);
                let jerry = loop {
                    let jerry = g.value(1, m);
                    if jerry != tom {
                        break jerry;
                    }
                };
                record.extend([tom, jerry]);
            }
            record
        },
        traps: || around([1, 2, 100, MAX]),
    },
];

/// The blocks of other files that are written from the registry (`make registry`), with the
/// file each belongs in: the README's table of problems and the judge binaries' `[[bin]]`
/// entries in `Cargo.toml`.
pub fn generated_blocks() -> Vec<(&'static str, String)> {
    let mut table = String::from(
        "| Judge problem | Title | Game | Theorem | Binary |\n|---|---|---|---|---|\n",
    );
    for p in PROBLEMS {
        table.push_str(&format!(
            "| {} | {} | {} | {} | [`{}`](docs/problems.md#{}) |\n",
            p.judge, p.title, p.game, p.theorem, p.name, p.name
        ));
    }
    let mut bins =
        String::from("# Judge problems: one binary each (written by `make registry`).\n");
    for p in PROBLEMS {
        bins.push_str(&format!(
            "[[bin]]\nname = \"{}\"\npath = \"bin/{}.rs\"\ntest = false\n\n",
            p.name, p.name
        ));
    }
    bins.push_str("# End of the judge problems.\n");
    vec![("README.md", table), ("Cargo.toml", bins)]
}
