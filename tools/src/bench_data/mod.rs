//! The benchmark's inputs: one large file per I/O-bound problem, written by this module so that
//! `make bench` needs nothing from outside the repository. Each file comes from its own fixed
//! seed through [`Rng`](crate::generate::Rng) (splitmix64, integer arithmetic only), so every
//! machine writes the same bytes; a test pins a digest of each at a small size.
//!
//! | file           | problem   | shape (full size)                                                   |
//! |----------------|-----------|---------------------------------------------------------------------|
//! | `wythoff.in`   | `poj1067` | 10,000,000 lines `a b`, `0 <= a, b <= 10^9`, read to end of input   |
//! | `kiki.in`      | `hdu1847` | 20,000,000 lines `n`, `1 <= n <= 1000`, read to end of input        |
//! | `nim.in`       | `hdu2176` | cases `m` / `m` piles (`m <= 200,000`, piles `1..=10^6`), 20,000,000 piles in all, then `0` |
//! | `staircase.in` | `poj1704` | `T = 20,000` cases of `N = 1000` distinct positions in `1..=10,000`, unsorted |
//! | `lasker.in`    | `hdu3032` | `T <= 100` cases of up to 10^6 heaps in `1..=2^31 - 1`, 20,000,000 heaps in all |
//! | `nim_product.in` | `yosupo_nim_product_64` | `T = 10^6` pairs of 64-bit numbers |
//! | `chess_dag.in` | `hdu1524` | 100 test cases of 1000 positions and 1000 queries, read to end of input |
//! | `target_game.in` | `luogu6560` | `n = 10^5`, `m = 5 * 10^5`, `q = 500` queries with distinct targets |
//! | `combat_path.in` | `spoj_cot3` | a white path of `n = 10^5` nodes rooted at an end |
//! | `combat_tree.in` | `spoj_cot3` | a random tree of `n = 10^5` nodes, mostly white |
//! | `dividing.in` | `abc368f` | `N = 10^5` numbers of 64 bits, one record |
//! | `tree_game.in` | `agc010f` | a path of `N = 10^5` vertices, ids shuffled, stones in `0..=3` |
//! | `strange_nim.in` | `arc091f` | `N = 200` piles `A K`, the judge's longest chains |
//! | `berzerk.in` | `cf786a` | `n = 7000`, both sets every step `1..n` in a shuffled order |
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
//! - `lasker.in` starts with small cases around `2^31 - 1` (whose value is `2^31`) and the
//!   swapped values of 3 and 4; then cases of uniform size up to the bound, one in ten losing.
//! - `nim_product.in` starts with 0, 1, `2^64 - 1` and Fermat 2-powers; the rest is uniform.
//! - `chess_dag.in` turns through four shapes, each numbered at random: the complete DAG
//!   (499,500 moves, Grundy values up to 999), a dense random one, a sparse one with repeated
//!   out-positions, and a chain with a few more moves (1000 deep).
//! - `target_game.in` is the judge's worst case: mostly a random DAG, so every query's
//!   retrograde pass reaches the whole graph, with self-loops, repeated moves and a few moves
//!   back for cycles and draws; every query asks a new target.
//! - `combat_path.in` is COT3's deepest tree: every subtree's option set is all values below its
//!   length, so the tries are as large as they get, and a recursive solution overflows its
//!   stack. The ids are shuffled (1 stays at the root's end) and the edges come in random order
//!   and orientation; the only winning move is the far end.
//! - `combat_tree.in` hangs each node from a uniform earlier one (a random recursive tree,
//!   `log n` deep on average), one node in eight black; ids and edges shuffled as above.
//! - `dividing.in` is about factoring, not reading: ABC368 F's judge stops at 10^5, and this is
//!   its extended domain. It starts with the numbers a factoring finds slowest or gets wrong
//!   (products and squares of primes near `2^32`, strong pseudoprimes, `2^64 - 1`); the rest is
//!   uniform 64-bit (a 0 made 1), whose cost is decided by the second-largest prime factor.
//! - `strange_nim.in` is ARC091 F's judge file at its worst: every pile is a chain of at least
//!   35,000 jumps (the longest within `A, K <= 10^9` is 38,339), so the cost is the chain, not
//!   the reading.
//!
//! `chess_dag.in`, `target_game.in` and the two COT3 inputs carry the goal of time linear in the
//! input (see [`Goal::Linear`]; COT3's `n log n` is within its margin): the bench writes them at
//! half size as well.

use std::fs::{self, File};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

mod generators;
use generators::*;

/// One benchmark input.
pub struct BenchInput {
    /// The binary it is for.
    pub problem: &'static str,
    /// `<stem>.in` in the data folder; also the stem of its baselines (`<stem>_scanf.cpp`,
    /// the hand-tuned `<stem>.rs`).
    pub stem: &'static str,
    /// The size `make bench` uses: lines, piles or cases, as [`BenchInput::write`] counts them.
    pub full: u64,
    write: fn(&mut Out, u64) -> io::Result<()>,
    /// A program of the project's tools that does this problem's reading and writing and
    /// nothing else (its binary name): the I/O floor the solution is timed against.
    pub floor: Option<&'static str>,
    /// What the problem's issue asked of it, reported under the table.
    pub goals: &'static [Goal],
}

/// A target the benchmark reports as met or missed (CPU times, this run's paired medians).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Goal {
    /// This crate and the submission at least this many times faster than the scanf baseline.
    OverScanf(f64),
    /// This crate at most this many times the I/O floor's time.
    WithinFloor(f64),
    /// This crate's peak resident memory at most this many MiB.
    PeakMiB(f64),
    /// This crate's CPU time at most this many seconds (the median over the rounds): a goal in
    /// absolute time, which holds on the machine the issue was measured on.
    CpuSeconds(f64),
    /// Time linear in the input: on the input at half size, this crate takes about half as
    /// long (the full size's time over the half size's at most a quarter above the ratio of
    /// their bytes).
    Linear,
}

/// Inputs without a floor program or goals.
const PLAIN: BenchInput = BenchInput {
    problem: "",
    stem: "",
    full: 0,
    write: |_, _| Ok(()),
    floor: None,
    goals: &[],
};

/// The inputs, in the order the benchmark runs them.
pub const INPUTS: [BenchInput; 14] = [
    BenchInput {
        problem: "poj1067",
        stem: "wythoff",
        full: 10_000_000,
        write: wythoff,
        ..PLAIN
    },
    BenchInput {
        problem: "hdu1847",
        stem: "kiki",
        full: 20_000_000,
        write: kiki,
        ..PLAIN
    },
    BenchInput {
        problem: "hdu2176",
        stem: "nim",
        full: 20_000_000,
        write: nim,
        ..PLAIN
    },
    BenchInput {
        problem: "poj1704",
        stem: "staircase",
        full: 20_000,
        write: staircase,
        ..PLAIN
    },
    BenchInput {
        problem: "hdu3032",
        stem: "lasker",
        full: 20_000_000,
        write: lasker,
        goals: &[Goal::OverScanf(10.0)],
        ..PLAIN
    },
    BenchInput {
        problem: "yosupo_nim_product_64",
        stem: "nim_product",
        full: 1_000_000,
        write: nim_product,
        floor: Some("io-floor"),
        goals: &[Goal::WithinFloor(1.5), Goal::PeakMiB(8.0)],
    },
    BenchInput {
        problem: "hdu1524",
        stem: "chess_dag",
        full: 100,
        write: chess_dag,
        goals: &[Goal::Linear],
        ..PLAIN
    },
    BenchInput {
        problem: "luogu6560",
        stem: "target_game",
        full: 100_000,
        write: target_game,
        goals: &[Goal::Linear],
        ..PLAIN
    },
    BenchInput {
        problem: "spoj_cot3",
        stem: "combat_path",
        full: 100_000,
        write: combat_path,
        goals: &[Goal::Linear],
        ..PLAIN
    },
    BenchInput {
        problem: "spoj_cot3",
        stem: "combat_tree",
        full: 100_000,
        write: combat_tree,
        goals: &[Goal::Linear],
        ..PLAIN
    },
    BenchInput {
        problem: "abc368f",
        stem: "dividing",
        full: 100_000,
        write: dividing,
        // Issue 24: 10^5 random 64-bit numbers "well under a second".
        goals: &[Goal::CpuSeconds(0.75)],
        ..PLAIN
    },
    BenchInput {
        problem: "agc010f",
        stem: "tree_game",
        full: 100_000,
        write: tree_game,
        // Issue 33: the largest input in a tenth of the 2 s limit.
        goals: &[Goal::Linear, Goal::CpuSeconds(0.2)],
        ..PLAIN
    },
    BenchInput {
        problem: "arc091f",
        stem: "strange_nim",
        full: 200,
        write: strange_nim,
        // Issue 33: the largest judge input in a tenth of the (assumed) 2 s time limit.
        goals: &[Goal::CpuSeconds(0.2)],
        ..PLAIN
    },
    BenchInput {
        problem: "cf786a",
        stem: "berzerk",
        full: 7000,
        write: berzerk,
        // Issue 33: the largest judge input in a tenth of the 4 s limit.
        goals: &[Goal::CpuSeconds(0.4)],
        ..PLAIN
    },
];

/// Written into `<stem>.in.stamp` beside each file: a file whose stamp differs (another size, an
/// older generator, a file from elsewhere) is written again. Change it when the output changes.
const VERSION: &str = "impartial bench-data 1";

impl BenchInput {
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

    /// What the bench's rows and goal lines call it: the problem, and the stem too when the
    /// problem has more than one input (`spoj_cot3 combat_path`).
    pub fn label(&self) -> String {
        match INPUTS.iter().filter(|i| i.problem == self.problem).count() {
            1 => self.problem.to_string(),
            _ => format!("{} {}", self.problem, self.stem),
        }
    }

    /// `dir/<stem>.in`.
    pub fn path(&self, dir: &Path) -> PathBuf {
        self.sized_path(dir, self.full)
    }

    /// `dir/<stem>.in` at full size, `dir/<stem>.<size>.in` at another size.
    pub fn sized_path(&self, dir: &Path, size: u64) -> PathBuf {
        if size == self.full {
            dir.join(format!("{}.in", self.stem))
        } else {
            dir.join(format!("{}.{}.in", self.stem, size))
        }
    }

    /// Makes sure `dir/<stem>.in` holds this input at full size, writing it (through a temporary
    /// file) unless its stamp says it already does. Returns what it did, for a progress line.
    pub fn ensure(&self, dir: &Path) -> Result<String, String> {
        self.ensure_sized(dir, self.full)
    }

    /// [`BenchInput::ensure`] at size `size`, into [`BenchInput::sized_path`].
    pub fn ensure_sized(&self, dir: &Path, size: u64) -> Result<String, String> {
        let path = self.sized_path(dir, size);
        let stamp_path = PathBuf::from(format!("{}.stamp", path.display()));
        let stamp = format!("{} {} {}\n", VERSION, self.stem, size);
        let fail = |p: &Path, e: io::Error| format!("{}: {}", p.display(), e);
        if path.is_file() && fs::read_to_string(&stamp_path).is_ok_and(|s| s == stamp) {
            return Ok(format!("{}: kept", path.display()));
        }
        fs::create_dir_all(dir).map_err(|e| fail(dir, e))?;
        let start = Instant::now();
        let temporary = PathBuf::from(format!("{}.tmp", path.display()));
        let file = File::create(&temporary).map_err(|e| fail(&temporary, e))?;
        let mut file = BufWriter::with_capacity(1 << 20, file);
        self.write(size, &mut file)
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

/// FNV-1a of `bytes`, continuing from `hash` (start from [`FNV_OFFSET`]): the inputs' pinned
/// digests, and the bench's comparison of outputs without keeping them.
pub fn fnv1a(hash: u64, bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .fold(hash, |h, &b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3))
}

/// Where [`fnv1a`] starts.
pub const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

/// The input of `problem`, if the benchmark has one.
pub fn input(problem: &str) -> Option<&'static BenchInput> {
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

    /// One byte as it is (a blank line's newline).
    fn byte(&mut self, byte: u8) -> io::Result<()> {
        self.buffer.push(byte);
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

#[cfg(test)]
mod tests;
