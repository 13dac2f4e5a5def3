//! The benchmark's inputs: one large file per I/O-bound problem, written by this module so that
//! `make bench` needs nothing from outside the repository. Each file comes from its own fixed
//! seed through [`Rng`] (splitmix64, integer arithmetic only), so every machine writes the same
//! bytes; a test pins a digest of each at a small size.
//!
//! | file           | problem   | shape (full size)                                                   |
//! |----------------|-----------|---------------------------------------------------------------------|
//! | `wythoff.in`   | `poj1067` | 10,000,000 lines `a b`, `0 <= a, b <= 10^9`, read to end of input   |
//! | `kiki.in`      | `hdu1847` | 20,000,000 lines `n`, `1 <= n <= 1000`, read to end of input        |
//! | `nim.in`       | `hdu2176` | cases `m` / `m` piles (`m <= 200,000`, piles `1..=10^6`), 20,000,000 piles in all, then `0` |
//! | `staircase.in` | `poj1704` | `T = 20,000` cases of `N = 1000` distinct positions in `1..=10,000`, unsorted |
//!
//! What each one holds beyond uniform noise:
//! - `wythoff.in` starts with the positions where a solution goes wrong: `(0, 0)`, the bounds,
//!   and the losing positions `(a_k, a_k + k)` for Fibonacci `k`, where `a_k = floor(k * phi)`
//!   computed in doubles is most fragile, with their neighbours. About one random line in ten is
//!   a losing position (answer `0`), the others are uniform.
//! - `kiki.in` is uniform: every line costs the same.
//! - `nim.in` starts with small cases (one pile, the largest pile, losing ones); then cases of
//!   uniform size up to the bound (one of the largest size early), one in ten made losing (its
//!   piles' XOR zero, so the answer is `No`); the winning ones print their winning moves, so the
//!   output is large too.
//! - `staircase.in` starts with a case of one chessman and one of two given in descending order;
//!   every other case draws its positions in random order, so a solution must sort.

use crate::gen::Rng;
use std::fs::{self, File};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// One benchmark input.
pub struct Input {
    /// The binary it is for.
    pub problem: &'static str,
    /// `<stem>.in` in the data folder; also the stem of its baselines (`<stem>_scanf.cpp`,
    /// the hand-tuned `<stem>.rs`).
    pub stem: &'static str,
    /// The size `make bench` uses: lines, piles or cases, as [`Input::write`] counts them.
    pub full: u64,
    write: fn(&mut Out, u64) -> io::Result<()>,
}

/// The four inputs, in the order the benchmark runs them.
pub const INPUTS: [Input; 4] = [
    Input {
        problem: "poj1067",
        stem: "wythoff",
        full: 10_000_000,
        write: wythoff,
    },
    Input {
        problem: "hdu1847",
        stem: "kiki",
        full: 20_000_000,
        write: kiki,
    },
    Input {
        problem: "hdu2176",
        stem: "nim",
        full: 20_000_000,
        write: nim,
    },
    Input {
        problem: "poj1704",
        stem: "staircase",
        full: 20_000,
        write: staircase,
    },
];

/// Written into `<stem>.in.stamp` beside each file: a file whose stamp differs (another size, an
/// older generator, a file from elsewhere) is written again. Change it when the output changes.
const VERSION: &str = "impartial bench-data 1";

impl Input {
    /// Writes the input at size `size` (`self.full` for the benchmark) to `out`.
    pub fn write(&self, size: u64, out: &mut dyn Write) -> io::Result<()> {
        let mut out = Out::new(out);
        (self.write)(&mut out, size)?;
        out.flush()
    }

    /// The input at size `size`, in memory (for tests: the full sizes are 80-200 MB).
    pub fn bytes(&self, size: u64) -> Vec<u8> {
        let mut bytes = Vec::new();
        self.write(size, &mut bytes).expect("writing to memory");
        bytes
    }

    /// `dir/<stem>.in`.
    pub fn path(&self, dir: &Path) -> PathBuf {
        dir.join(format!("{}.in", self.stem))
    }

    /// Makes sure `dir/<stem>.in` holds this input at full size, writing it (through a temporary
    /// file) unless its stamp says it already does. Returns what it did, for a progress line.
    pub fn ensure(&self, dir: &Path) -> Result<String, String> {
        let path = self.path(dir);
        let stamp_path = dir.join(format!("{}.in.stamp", self.stem));
        let stamp = format!("{} {} {}\n", VERSION, self.stem, self.full);
        let fail = |p: &Path, e: io::Error| format!("{}: {}", p.display(), e);
        if path.is_file() && fs::read_to_string(&stamp_path).is_ok_and(|s| s == stamp) {
            return Ok(format!("{}: kept", path.display()));
        }
        fs::create_dir_all(dir).map_err(|e| fail(dir, e))?;
        let start = Instant::now();
        let temporary = dir.join(format!("{}.in.tmp", self.stem));
        let file = File::create(&temporary).map_err(|e| fail(&temporary, e))?;
        let mut file = BufWriter::with_capacity(1 << 20, file);
        self.write(self.full, &mut file)
            .and_then(|()| file.flush())
            .map_err(|e| fail(&temporary, e))?;
        drop(file);
        fs::rename(&temporary, &path).map_err(|e| fail(&path, e))?;
        fs::write(&stamp_path, stamp).map_err(|e| fail(&stamp_path, e))?;
        let bytes = fs::metadata(&path).map_err(|e| fail(&path, e))?.len();
        Ok(format!(
            "{}: {:.1} MB written in {:.1} s",
            path.display(),
            bytes as f64 / 1e6,
            start.elapsed().as_secs_f64()
        ))
    }
}

/// The input of `problem`, if the benchmark has one.
pub fn input(problem: &str) -> Option<&'static Input> {
    INPUTS.iter().find(|i| i.problem == problem)
}

/// A byte sink for numbers and separators, buffered in blocks.
struct Out<'a> {
    sink: &'a mut dyn Write,
    buffer: Vec<u8>,
}

impl<'a> Out<'a> {
    const BLOCK: usize = 1 << 16;

    fn new(sink: &'a mut dyn Write) -> Out<'a> {
        Out {
            sink,
            buffer: Vec::with_capacity(Self::BLOCK + 64),
        }
    }

    /// `n` in decimal, then `end` (a space or a newline).
    fn number(&mut self, mut n: u64, end: u8) -> io::Result<()> {
        let mut digits = [0u8; 20];
        let mut i = digits.len();
        loop {
            i -= 1;
            digits[i] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        self.buffer.extend_from_slice(&digits[i..]);
        self.buffer.push(end);
        if self.buffer.len() >= Self::BLOCK {
            self.sink.write_all(&self.buffer)?;
            self.buffer.clear();
        }
        Ok(())
    }

    /// The numbers of `values` separated by spaces, then a newline (nothing for no values).
    fn line(&mut self, values: &[u64]) -> io::Result<()> {
        for (i, &v) in values.iter().enumerate() {
            self.number(v, if i + 1 == values.len() { b'\n' } else { b' ' })?;
        }
        Ok(())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.sink.write_all(&self.buffer)?;
        self.buffer.clear();
        self.sink.flush()
    }
}

/// The bound on poj1067's pile sizes.
const WYTHOFF_MAX: u64 = 1_000_000_000;

/// `floor(sqrt(n))`, exactly.
fn isqrt(n: u64) -> u64 {
    if n < 2 {
        return n;
    }
    // Newton's iteration from above (n / 2 + 1 > sqrt(n)): it decreases until it reaches the
    // floor, and never overflows.
    let mut x = n / 2 + 1;
    let mut y = (x + n / x) / 2;
    while y < x {
        x = y;
        y = (x + n / x) / 2;
    }
    x
}

/// The `k`th losing position of Wythoff's game, `(a_k, a_k + k)` with `a_k = floor(k * phi)`,
/// from `floor(k * phi) = floor((k + floor(sqrt(5 k^2))) / 2)` (exact for `k <= 10^9`).
fn wythoff_losing(k: u64) -> (u64, u64) {
    let a = (k + isqrt(5 * k * k)) / 2;
    (a, a + k)
}

/// The largest `k` whose losing position fits in poj1067's bound.
fn wythoff_k_max() -> u64 {
    // b_k grows by 2 or 3 with k, so k_max is within a few steps of 10^9 / phi^2.
    let mut k = WYTHOFF_MAX * 1000 / 2618;
    while wythoff_losing(k + 1).1 <= WYTHOFF_MAX {
        k += 1;
    }
    while wythoff_losing(k).1 > WYTHOFF_MAX {
        k -= 1;
    }
    k
}

/// poj1067: `lines` lines `a b`.
fn wythoff(out: &mut Out, lines: u64) -> io::Result<()> {
    let mut rng = Rng::new(1067);
    let top = WYTHOFF_MAX;
    let mut edges = vec![
        [0, 0],
        [0, 1],
        [1, 1],
        [1, 2],
        [2, 1],
        [top, top],
        [0, top],
        [top, 0],
    ];
    let k_max = wythoff_k_max();
    let (mut k, mut next) = (1, 2);
    while k <= k_max {
        let (a, b) = wythoff_losing(k);
        edges.extend([[a, b], [b, a], [a - 1, b], [a + 1, b], [a, b + 1]]);
        (k, next) = (next, k + next);
    }
    edges.retain(|pair| pair.iter().all(|&v| v <= top));
    for pair in edges.iter().take(lines as usize) {
        out.line(pair)?;
    }
    for _ in edges.len() as u64..lines {
        let pair = if rng.chance(10) {
            let (a, b) = wythoff_losing(rng.range(0, k_max));
            if rng.chance(50) {
                [a, b]
            } else {
                [b, a]
            }
        } else {
            [rng.range(0, top), rng.range(0, top)]
        };
        out.line(&pair)?;
    }
    Ok(())
}

/// hdu1847: `lines` lines `n`.
fn kiki(out: &mut Out, lines: u64) -> io::Result<()> {
    let mut rng = Rng::new(1847);
    for _ in 0..lines {
        out.number(rng.range(1, 1000), b'\n')?;
    }
    Ok(())
}

/// hdu2176's bounds: piles per case, stones per pile.
const NIM_PILES: u64 = 200_000;
const NIM_STONES: u64 = 1_000_000;

/// hdu2176: cases holding `piles` piles in all after the small ones, then `0`.
fn nim(out: &mut Out, piles: u64) -> io::Result<()> {
    let mut rng = Rng::new(2176);
    let small: [&[u64]; 7] = [
        &[1],
        &[NIM_STONES],
        &[5, 5],
        &[1, 2, 3],
        &[4, 4, 4],
        &[1; 9],
        &[3, 6, 9, 12],
    ];
    for case in small {
        out.number(case.len() as u64, b'\n')?;
        out.line(case)?;
    }
    let mut left = piles;
    let mut values = Vec::new();
    for index in 0.. {
        if left == 0 {
            break;
        }
        let m = if index == 1 {
            NIM_PILES
        } else {
            rng.range(1, NIM_PILES)
        }
        .min(left);
        values.clear();
        values.extend((0..m).map(|_| rng.range(1, NIM_STONES)));
        if index % 10 == 5 && m >= 2 {
            // Losing: the last pile is the XOR of the others, redrawing the first pile until
            // that XOR is a valid pile.
            let mut xor = values[..m as usize - 1].iter().fold(0, |x, &v| x ^ v);
            while !(1..=NIM_STONES).contains(&xor) {
                xor ^= values[0];
                values[0] = rng.range(1, NIM_STONES);
                xor ^= values[0];
            }
            values[m as usize - 1] = xor;
        }
        out.number(m, b'\n')?;
        out.line(&values)?;
        left -= m;
    }
    out.number(0, b'\n')
}

/// poj1704's bounds: chessmen per case in the large cases, and the largest position.
const STAIRCASE_N: usize = 1000;
const STAIRCASE_MAX: u64 = 10_000;

/// poj1704: `cases` cases (counted in the first line).
fn staircase(out: &mut Out, cases: u64) -> io::Result<()> {
    let mut rng = Rng::new(1704);
    out.number(cases, b'\n')?;
    let small: [&[u64]; 2] = [&[1], &[3, 1]];
    for case in small.iter().take(cases as usize) {
        out.number(case.len() as u64, b'\n')?;
        out.line(case)?;
    }
    // A partial Fisher-Yates shuffle on one permutation of the positions: each case's first N
    // entries are a uniform draw of N distinct positions in random order, whatever order the
    // earlier cases left.
    let mut positions: Vec<u64> = (1..=STAIRCASE_MAX).collect();
    for _ in small.len() as u64..cases {
        for i in 0..STAIRCASE_N {
            let j = rng.range(i as u64, STAIRCASE_MAX - 1) as usize;
            positions.swap(i, j);
        }
        out.number(STAIRCASE_N as u64, b'\n')?;
        out.line(&positions[..STAIRCASE_N])?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solutions;

    /// The whitespace-separated numbers of `bytes`; panics on anything else.
    fn numbers(bytes: &[u8]) -> Vec<u64> {
        std::str::from_utf8(bytes)
            .unwrap()
            .split_ascii_whitespace()
            .map(|t| t.parse().unwrap())
            .collect()
    }

    fn fnv1a(bytes: &[u8]) -> u64 {
        bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
            (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
        })
    }

    #[test]
    fn isqrt_is_the_floor_of_the_square_root() {
        for n in 0..10_000u64 {
            let r = isqrt(n);
            assert!(r * r <= n && (r + 1) * (r + 1) > n, "{}", n);
        }
        for r in [1u64 << 31, 2_236_067_977, 4_294_967_295] {
            for n in [r * r - 1, r * r, r * r + 2 * r] {
                let s = isqrt(n);
                assert!(
                    s * s <= n && (s + 1) as u128 * (s + 1) as u128 > n as u128,
                    "{}",
                    n
                );
            }
        }
    }

    /// The losing positions of Wythoff's game by their definition: `a_k` is the least number not
    /// yet in any earlier pair, `b_k = a_k + k`.
    #[test]
    fn losing_positions_match_their_definition() {
        let mut used = vec![false; 20_000];
        let mut a = 0;
        for k in 0..5000u64 {
            while used[a] {
                a += 1;
            }
            let b = a + k as usize;
            used[a] = true;
            used[b] = true;
            assert_eq!(wythoff_losing(k), (a as u64, b as u64), "k = {}", k);
        }
        let k = wythoff_k_max();
        assert!(wythoff_losing(k).1 <= WYTHOFF_MAX && wythoff_losing(k + 1).1 > WYTHOFF_MAX);
        assert_eq!(k, 381_966_011);
    }

    #[test]
    fn wythoff_lines_are_pairs_in_bounds_and_start_with_the_edges() {
        let bytes = INPUTS[0].bytes(5000);
        let text = std::str::from_utf8(&bytes).unwrap();
        assert_eq!(text.lines().count(), 5000);
        assert!(
            text.starts_with("0 0\n0 1\n1 1\n1 2\n2 1\n"),
            "{}",
            &text[..40]
        );
        for line in text.lines() {
            let pair = numbers(line.as_bytes());
            assert!(
                pair.len() == 2 && pair.iter().all(|&v| v <= WYTHOFF_MAX),
                "{}",
                line
            );
        }
        // The Fibonacci losing positions up to the bound are there, e.g. k = 317,811.
        let (a, b) = wythoff_losing(317_811);
        assert!(text.contains(&format!("\n{} {}\n", a, b)));
        // About one line in ten is a losing position (answer 0).
        let zeros = solved("poj1067", &bytes)
            .lines()
            .filter(|&l| l == "0")
            .count();
        assert!((350..=650).contains(&zeros), "{} losing lines", zeros);
    }

    /// The output of the project's own solution on `input`, which must accept it.
    fn solved(problem: &str, input: &[u8]) -> String {
        let solve = solutions::solver(problem).unwrap();
        let mut output = Vec::new();
        solve(&mut &input[..], &mut output).unwrap();
        String::from_utf8(output).unwrap()
    }

    #[test]
    fn kiki_lines_are_in_bounds() {
        let bytes = INPUTS[1].bytes(3000);
        let values = numbers(&bytes);
        assert_eq!(values.len(), 3000);
        assert!(values.iter().all(|&n| (1..=1000).contains(&n)));
        assert_eq!(bytes.iter().filter(|&&b| b == b'\n').count(), 3000);
        assert_eq!(solved("hdu1847", &bytes).lines().count(), 3000);
    }

    #[test]
    fn nim_cases_are_in_bounds_and_some_are_losing() {
        let bytes = INPUTS[2].bytes(3_000_000);
        let values = numbers(&bytes);
        let (mut at, mut piles, mut cases, mut losing) = (0, 0u64, 0, 0);
        while values[at] != 0 {
            let m = values[at] as usize;
            assert!((1..=NIM_PILES as usize).contains(&m));
            let case = &values[at + 1..at + 1 + m];
            assert!(case.iter().all(|&v| (1..=NIM_STONES).contains(&v)));
            losing += (case.iter().fold(0, |x, &v| x ^ v) == 0) as usize;
            at += 1 + m;
            piles += m as u64;
            cases += 1;
        }
        assert_eq!(at + 1, values.len(), "nothing after the final 0");
        assert_eq!(piles, 3_000_000 + 1 + 1 + 2 + 3 + 3 + 9 + 4);
        assert!(values.contains(&NIM_PILES), "a case of the largest size");
        // Three of the small cases, and one in ten of the others.
        assert!(
            losing >= 3 + (cases - 7) / 10,
            "{} of {} cases losing",
            losing,
            cases
        );
        let answers = solved("hdu2176", &bytes);
        assert_eq!(answers.lines().filter(|&l| l == "No").count(), losing);
    }

    #[test]
    fn staircase_cases_are_distinct_positions_in_bounds() {
        let bytes = INPUTS[3].bytes(50);
        let values = numbers(&bytes);
        assert_eq!(values[0], 50);
        let mut at = 1;
        for case in 0..50 {
            let n = values[at] as usize;
            assert_eq!(n, [1, 2].get(case).copied().unwrap_or(STAIRCASE_N));
            let mut positions = values[at + 1..at + 1 + n].to_vec();
            assert!(positions.iter().all(|&p| (1..=STAIRCASE_MAX).contains(&p)));
            let unsorted = positions.windows(2).any(|w| w[0] > w[1]);
            assert!(n < 2 || unsorted, "case {} is sorted", case);
            positions.sort_unstable();
            positions.dedup();
            assert_eq!(positions.len(), n, "case {} repeats a position", case);
            at += 1 + n;
        }
        assert_eq!(at, values.len());
        assert_eq!(solved("poj1704", &bytes).lines().count(), 50);
    }

    /// The same bytes on every machine and in every version, until [`VERSION`] says otherwise:
    /// these digests change only with the generator, and then `VERSION` must change too.
    #[test]
    fn the_inputs_are_pinned() {
        let digests: Vec<(&str, u64, u64)> = INPUTS
            .iter()
            .map(|input| {
                let bytes = input.bytes(input.full / 1000);
                (input.stem, bytes.len() as u64, fnv1a(&bytes))
            })
            .collect();
        assert_eq!(
            digests,
            [
                ("wythoff", 196_057, 0x7d92_e5e9_fd50_1da1),
                ("kiki", 77_808, 0x9cb5_580f_e0ca_0fec),
                ("nim", 137_803, 0xdb6d_1f2f_45c2_65f4),
                ("staircase", 88_068, 0x38ca_2725_31b9_e249),
            ]
        );
    }

    #[test]
    fn a_stamped_file_is_kept_and_another_written_again() {
        let dir = std::env::temp_dir().join(format!("impartial-bench-data-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let small = Input {
            full: 10,
            ..INPUTS[1]
        };
        assert!(small.ensure(&dir).unwrap().contains("written"));
        assert_eq!(fs::read(small.path(&dir)).unwrap(), small.bytes(10));
        assert!(small.ensure(&dir).unwrap().ends_with("kept"));
        let larger = Input { full: 12, ..small };
        assert!(larger.ensure(&dir).unwrap().contains("written"));
        assert_eq!(fs::read(larger.path(&dir)).unwrap(), larger.bytes(12));
        fs::write(larger.path(&dir).with_extension("in.stamp"), "elsewhere\n").unwrap();
        assert!(larger.ensure(&dir).unwrap().contains("written"));
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn every_input_is_a_registered_problem() {
        for input in &INPUTS {
            assert!(
                crate::registry::problem(input.problem).is_some(),
                "{}",
                input.problem
            );
            assert!(
                solutions::solver(input.problem).is_some(),
                "{}",
                input.problem
            );
        }
    }
}
