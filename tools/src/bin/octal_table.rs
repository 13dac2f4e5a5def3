//! octal-table: the Grundy values of an octal game far beyond the reach of the quadratic table,
//! by the sparse-space method; for Crosses and Crosses (POJ 3537), the strips `src/crosses.rs`
//! embeds as `LOSING`.
//!
//! `make octal-table` builds this in release mode and runs `octal-table --verify`: `G(0..=L)` of
//! `0.007` for `L = crosses::N_MAX + 2`, one progress line per 100,000 values (largest value,
//! rare positions, mask, scans, memory, time), then the losing strips `n <= N_MAX`
//! (`G(n + 2) = 0`) in the form `src/crosses.rs` embeds, and what the periodicity test
//! (`impartial::octal::find_period`) finds in the whole table. `--verify` checks the list against
//! the embedded one (exit status 1 on a difference). The full run takes a few minutes and a few
//! MiB.
//!
//! Usage: `octal-table [--code 0.007] [--limit L] [--verify] | --plain L [--code C]`. `--plain L`
//! compares the first `L + 1` values with the library's quadratic table
//! (`impartial::octal::grundy_table`), an independent cross-check of the method.
//!
//! # The method
//! Sparse space (Winning Ways, ch. 4, "Sparse space spells speed"). Fix a bit mask `m` and call a
//! value *common* when `v & m` has an odd number of 1 bits, *rare* when even; a position is rare
//! when its value is. The xor of two values is rare when both are common or both rare, and
//! common when exactly one is rare. For many octal games (and for `0.007` beyond about 50,000
//! with a mask chosen from the values themselves) few positions are rare. Then for heap `n`:
//!
//! 1. Every common option value comes from a split with a rare part (or from a move that leaves
//!    at most one heap, which are few). So marking `G(r) xor G(n - k - r)` for every rare `r`
//!    finds all common options exactly, and with them `c`, the least common value that is not an
//!    option: `O(rare positions)` steps instead of `O(n)`.
//! 2. `G(n)`, the mex, is `c` unless some rare value below `c` is not an option. Those are
//!    almost always options, witnessed by some split of two common parts, so the splits are
//!    scanned from the smallest part up until each rare value below `c` has a witness, which
//!    usually comes early. Only when one has none does the scan run through all `O(n)` splits,
//!    and then `G(n)` is that rare value: the expensive case is exactly a new rare position.
//!
//! Whatever the mask, the result is the exact mex: step 1 marks every common option, and the
//! scan in step 2 either witnesses every rare value below `c` or looks at every split. The mask
//! only decides the speed, so it is chosen from the values themselves: at checkpoints the mask
//! with the fewest rare positions among the last values is taken, and the list of rare
//! positions is rebuilt.

use impartial::crosses::{LOSING, N_MAX};
use impartial::octal::{find_period, grundy_table};
use std::time::Instant;

/// The values of one octal game, extended one heap at a time by the sparse-space method.
struct Sparse {
    /// `code[k - 1]`: the digit for removing `k` tokens.
    code: Vec<u8>,
    /// `G(0..values.len())`.
    values: Vec<u16>,
    /// The mask that classifies values as rare (even number of bits of `v & mask`) or common.
    mask: u16,
    /// Every position whose value is rare under `mask`, increasing.
    rare: Vec<u32>,
    /// A power of two above every value so far, so above every xor of two.
    bound: usize,
    /// `seen[v] == stamp`: the current heap has an option of value `v`.
    seen: Vec<u32>,
    /// Splits looked at in step 2, and heaps for which it looked at them all.
    scanned: u64,
    full_scans: u64,
    /// Splits looked at in step 1.
    rare_pairs: u64,
}

/// Whether `v` is rare under `mask`: an even number of 1 bits in `v & mask`.
fn is_rare(v: u16, mask: u16) -> bool {
    (v & mask).count_ones() % 2 == 0
}

impl Sparse {
    fn new(code: &[u8], mask: u16) -> Sparse {
        Sparse {
            code: code.to_vec(),
            values: Vec::new(),
            mask,
            rare: Vec::new(),
            bound: 1,
            seen: vec![0; 1],
            scanned: 0,
            full_scans: 0,
            rare_pairs: 0,
        }
    }

    /// Computes `G(n)` for the next heap `n = values.len()`.
    fn push(&mut self) {
        let n = self.values.len();
        let stamp = u32::try_from(n + 1).expect("heaps fit a u32");
        let g = &self.values;
        let seen = &mut self.seen;
        for (k, &digit) in (1..=n).zip(&self.code) {
            let rest = n - k;
            if digit & 1 != 0 && rest == 0 {
                seen[0] = stamp;
            }
            if digit & 2 != 0 && rest > 0 {
                seen[usize::from(g[rest])] = stamp;
            }
            if digit & 4 != 0 && rest >= 2 {
                // Step 1: the splits with a rare part, either one.
                let upto = self.rare.partition_point(|&r| (r as usize) < rest);
                for &r in &self.rare[..upto] {
                    let r = r as usize;
                    if r >= 1 {
                        seen[usize::from(g[r] ^ g[rest - r])] = stamp;
                    }
                }
                self.rare_pairs += upto as u64;
            }
        }
        let mask = self.mask;
        let c = (0..self.bound)
            .find(|&v| !is_rare(v as u16, mask) && seen[v] != stamp)
            .unwrap_or(self.bound);
        let mut missing = (0..c)
            .filter(|&v| is_rare(v as u16, mask) && seen[v] != stamp)
            .count();
        // Step 2: witnesses for the rare values below c among all splits.
        for (k, &digit) in (1..=n).zip(&self.code) {
            let rest = n - k;
            if missing == 0 || digit & 4 == 0 || rest < 2 {
                continue;
            }
            let mut a = 1;
            while a <= rest / 2 && missing > 0 {
                let x = usize::from(g[a] ^ g[rest - a]);
                if x < c && seen[x] != stamp {
                    seen[x] = stamp;
                    missing -= 1;
                }
                a += 1;
            }
            self.scanned += a as u64 - 1;
        }
        if missing > 0 {
            self.full_scans += 1;
        }
        let value = (0..=c)
            .find(|&v| v == self.bound || seen[v] != stamp)
            .unwrap();
        let value = u16::try_from(value).expect("values fit a u16");
        if usize::from(value) >= self.bound {
            self.bound *= 2;
            self.seen.resize(self.bound, 0);
        }
        if is_rare(value, mask) {
            self.rare.push(n as u32);
        }
        self.values.push(value);
    }

    /// Takes the mask with the fewest rare positions among the last `window` values (the
    /// current one on a tie) and rebuilds the list of rare positions for it.
    fn remask(&mut self, window: usize) {
        let mut count = vec![0u64; self.bound];
        for &v in &self.values[self.values.len().saturating_sub(window)..] {
            count[usize::from(v)] += 1;
        }
        let rare_count = |mask: u16| -> u64 {
            (0..self.bound)
                .filter(|&v| is_rare(v as u16, mask))
                .map(|v| count[v])
                .sum()
        };
        let mut best = (rare_count(self.mask), self.mask);
        for mask in (0..self.bound).map(|m| m as u16) {
            best = best.min((rare_count(mask), mask));
        }
        if best.1 != self.mask {
            self.mask = best.1;
            let mask = self.mask;
            self.rare = (0..self.values.len() as u32)
                .filter(|&i| is_rare(self.values[i as usize], mask))
                .collect();
        }
    }

    /// Extends the values to `G(0..=limit)`, choosing masks at checkpoints; `each` is called
    /// after every value.
    fn run(&mut self, limit: usize, mut each: impl FnMut(&Sparse)) {
        while self.values.len() <= limit {
            let n = self.values.len();
            if n >= 1 << 12 && (n.is_power_of_two() || n % (1 << 16) == 0) {
                self.remask(n / 2);
            }
            self.push();
            each(self);
        }
    }
}

/// Reads a code such as `0.007`, `.137` or `0.77` into its digits after the point.
fn parse_code(text: &str) -> Option<Vec<u8>> {
    let digits = text.strip_prefix('0').unwrap_or(text).strip_prefix('.')?;
    let code: Option<Vec<u8>> = digits
        .bytes()
        .map(|b| (b'0'..=b'7').contains(&b).then(|| b - b'0'))
        .collect();
    code.filter(|c| !c.is_empty())
}

/// Peak resident memory of this process in KiB, where the system tells it.
fn peak_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn usage() -> ! {
    eprintln!("usage: octal-table [--code 0.007] [--limit L] [--verify] | --plain L [--code C]");
    std::process::exit(2);
}

/// `--plain`: the sparse method against the library's quadratic table.
fn plain(code: &[u8], limit: usize) {
    let start = Instant::now();
    let want = grundy_table(code, limit);
    let quadratic = start.elapsed().as_secs_f64();
    let mut sparse = Sparse::new(code, 0);
    sparse.run(limit, |_| {});
    let same = want
        .iter()
        .zip(&sparse.values)
        .all(|(&a, &b)| a == u32::from(b));
    println!(
        "# G(0..={limit}): quadratic table {quadratic:.1} s, sparse {:.1} s in all: {}",
        start.elapsed().as_secs_f64() - quadratic,
        if same { "the same" } else { "DIFFERENT" }
    );
    if !same {
        std::process::exit(1);
    }
}

fn main() {
    let mut code = vec![0, 0, 7];
    let mut limit = N_MAX as usize + 2;
    let mut verify = false;
    let mut plain_limit = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut number = || -> usize {
            args.next()
                .and_then(|v| v.parse().ok())
                .unwrap_or_else(|| usage())
        };
        match a.as_str() {
            "--limit" => limit = number(),
            "--plain" => plain_limit = Some(number()),
            "--verify" => verify = true,
            "--code" => {
                code = args
                    .next()
                    .and_then(|c| parse_code(&c))
                    .unwrap_or_else(|| usage())
            }
            _ => usage(),
        }
    }
    if let Some(l) = plain_limit {
        plain(&code, l);
        return;
    }
    let start = Instant::now();
    let mut sparse = Sparse::new(&code, 0);
    let mut top = 0;
    println!(
        "#         n   max  rare  mask  rare-splits  scanned-splits  full-scans  peak-MiB  total-s"
    );
    sparse.run(limit, |s| {
        let n = s.values.len() - 1;
        top = top.max(s.values[n]);
        if (n > 0 && n % 100_000 == 0) || n == limit {
            println!(
                "{n:11} {top:5} {:5} {:5} {:12} {:15} {:11} {:9} {:8.1}",
                s.rare.len(),
                s.mask,
                s.rare_pairs,
                s.scanned,
                s.full_scans,
                peak_kib().map_or(0, |k| k >> 10),
                start.elapsed().as_secs_f64()
            );
        }
    });
    let values: Vec<u32> = sparse.values.iter().map(|&v| u32::from(v)).collect();
    let largest = values.iter().max().copied().unwrap_or(0);
    let first = values.iter().position(|&v| v == largest).unwrap_or(0);
    println!("# largest value {largest}, first at heap {first}");
    match find_period(&values, code.len()) {
        Some(p) => println!(
            "# periodic: period {} from heap {} (certificate within the table)",
            p.period, p.preperiod
        ),
        None => println!("# no periodicity certificate within G(0..={limit})"),
    }
    if code != [0, 0, 7] {
        return;
    }
    // Crosses and Crosses: g(n) = G(n + 2).
    let losing: Vec<u32> = (0..=limit.saturating_sub(2) as u32)
        .filter(|&n| values[n as usize + 2] == 0)
        .collect();
    println!(
        "# the strips n <= {} that the first player loses, for src/crosses.rs:",
        limit.saturating_sub(2)
    );
    let line: Vec<String> = losing.iter().map(|n| n.to_string()).collect();
    println!(
        "pub const LOSING: [u32; {}] = [{}];",
        losing.len(),
        line.join(", ")
    );
    if verify {
        let covered = limit.saturating_sub(2) as u64;
        let embedded: Vec<u32> = LOSING
            .iter()
            .copied()
            .filter(|&n| u64::from(n) <= covered)
            .collect();
        if embedded != losing {
            println!("# MISMATCH with crosses::LOSING up to n = {covered}");
            std::process::exit(1);
        }
        let whole = if covered >= N_MAX {
            "the whole table, n <= N_MAX"
        } else {
            "its prefix"
        };
        println!("# crosses::LOSING verified: {whole}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whatever the mask, the sparse method gives the quadratic table's values.
    #[test]
    fn sparse_values_agree_with_the_quadratic_table() {
        let codes: [&[u8]; 5] = [&[0, 0, 7], &[7, 7], &[1, 3, 7], &[0, 4], &[4, 0, 5, 6]];
        for code in codes {
            let want = grundy_table(code, 3000);
            for mask in [0, 1, 6, 0x3f, 952, u16::MAX] {
                let mut sparse = Sparse::new(code, mask);
                for _ in 0..=3000 {
                    sparse.push();
                }
                let got: Vec<u32> = sparse.values.iter().map(|&v| u32::from(v)).collect();
                assert_eq!(got, want, "code {:?}, mask {}", code, mask);
            }
        }
    }

    /// With masks chosen at checkpoints: the same values, and a list of rare positions that
    /// matches the mask in force.
    #[test]
    fn chosen_masks_keep_the_values() {
        let want = grundy_table(&[0, 0, 7], 20_000);
        let mut sparse = Sparse::new(&[0, 0, 7], 0);
        sparse.run(20_000, |_| {});
        let got: Vec<u32> = sparse.values.iter().map(|&v| u32::from(v)).collect();
        assert_eq!(got, want);
        assert_ne!(sparse.mask, 0, "a mask is chosen at the checkpoints");
        let rare: Vec<u32> = (0..=20_000u32)
            .filter(|&n| is_rare(sparse.values[n as usize], sparse.mask))
            .collect();
        assert_eq!(sparse.rare, rare);
        assert!(sparse.rare.len() < 20_000 / 2, "{}", sparse.rare.len());
    }

    #[test]
    fn codes_parse() {
        assert_eq!(parse_code("0.007"), Some(vec![0, 0, 7]));
        assert_eq!(parse_code(".137"), Some(vec![1, 3, 7]));
        assert_eq!(parse_code("0.8"), None);
        assert_eq!(parse_code("0."), None);
        assert_eq!(parse_code("007"), None);
    }
}
