//! powers-table: Grundy values `G(s)` of the chain game behind Codeforces 317D (Game with Powers),
//! for `s = 1, 2, ...` as far as time and memory allow.
//!
//! `make powers-table` builds this in release mode and runs it; it prints one progress line per
//! `s` (value, canonical components stored, time, memory) and, at the end, the table in the form
//! `src/powers.rs` embeds as `CHAIN_GRUNDY`. `--verify` checks every value against that embedded
//! table (the library's tests recompute `s <= 29` on their own, independently of this program).
//!
//! Usage: `powers-table [--max-s S] [--max-gib G] [--verify]` (defaults: S = 63, G = 12).
//!
//! # The search
//! A chain `{b, b^2, ..., b^s}` is played on its exponents: a position is a divisor-closed subset
//! `D` of `{1..s}` and choosing `k` in `D` removes every multiple of `k`. Three reductions, each
//! an identity of Grundy values, shrink the state space (see `src/powers.rs` for the first two):
//!
//! 1. *Drop 1.* Every non-empty position contains 1, and choosing 1 empties it. Writing
//!    `D = {1} + T`, the option "choose 1" has value 0 and every other option again contains 1,
//!    so `mex({0} + A) = 1 + mex(A - 1)` for a set `A` of positive values gives
//!    `g(D) = 1 + h(T)`, where `h` is the same game on `T` without the number 1. So
//!    `G(s) = 1 + h({2..s})` and states are subsets of `{2..63}`.
//! 2. *Components.* Choosing `x` removes only elements comparable to `x` (its multiples), so
//!    `T` is the disjoint sum of the connected components of its comparability graph and
//!    `h(T)` is the xor of their values. A component of one element has value 1. Only
//!    components of two or more elements are stored.
//! 3. *Interchangeable primes.* Swapping two primes in every factorisation is an automorphism
//!    of divisibility, and the game on `T` depends only on `T` as a poset, so an image of `T`
//!    under such a swap has the same value. For primes `p` with `p^2 > s`, the elements of `T`
//!    divisible by `p` are `p * m` with `m <= s / p < p`, and `m` has no prime factor above
//!    `sqrt(s)`; the "fibre" `{m : p * m in T}` is all that distinguishes `p`. A component is
//!    canonicalised by sorting those fibres (largest greatest element first) and handing them
//!    to the primes in increasing order: the smaller the prime, the longer the fibre it can
//!    hold, so the sorted assignment always stays inside `{2..s}` (by counting: at most as many
//!    fibres reach `m` as primes have `s / p >= m`, and those primes are the smallest ones).
//!
//! Stored values live in an open-addressing hash table of single `u64` words: the component's
//! bitmask in the low 55 bits and its value (at most 55: a mex over at most 55 options) in the
//! top 6 bits (see [`Layout`]). The search is iterative (an explicit stack of at most 55 frames).

use impartial::powers::CHAIN_GRUNDY;
use std::time::Instant;

/// The largest `s` searched: chains of length 63 are the longest among `u64` numbers, so the
/// table up to 63 answers Codeforces 317D for every `u64`.
const LIMIT: usize = 63;

/// Bits holding the stored value in a table word (keys use at most 55 bits, see [`Layout`]).
const VALUE_SHIFT: u32 = 58;
const KEY_MASK: u64 = (1 << VALUE_SHIFT) - 1;

fn is_prime(p: usize) -> bool {
    p >= 2 && (2..p).all(|d| p % d != 0)
}

/// Which bit stands for which number. The primes above `LIMIT / 2` (37, 41, ..., 61) have no
/// multiple and no divisor above 1 within `{2..LIMIT}`: they are always components of their
/// own and get no bit. The other 55 numbers of `{2..63}` get bits 0..=54 in increasing order.
struct Layout {
    /// `bit_of[x]`: the bit of `x`, or 0 for a lone prime (and for 0 and 1).
    bit_of: Vec<u64>,
    /// `number[i]`: the number whose bit is `1 << i`.
    number: Vec<usize>,
}

impl Layout {
    fn new() -> Layout {
        let mut bit_of = vec![0u64; LIMIT + 1];
        let mut number = Vec::new();
        for (x, b) in bit_of.iter_mut().enumerate().skip(2) {
            if !(is_prime(x) && 2 * x > LIMIT) {
                *b = 1 << number.len();
                number.push(x);
            }
        }
        assert!(number.len() <= VALUE_SHIFT as usize);
        Layout { bit_of, number }
    }
}

/// Open-addressing hash table (linear probing) from non-empty component masks to values.
struct Table {
    slots: Vec<u64>,
    len: usize,
    bits: u32,
    max_bytes: usize,
}

impl Table {
    fn new(bits: u32, max_bytes: usize) -> Table {
        Table {
            slots: vec![0; 1 << bits],
            len: 0,
            bits,
            max_bytes,
        }
    }

    #[inline(always)]
    fn home(&self, key: u64) -> usize {
        let mut h = key ^ (key >> 31);
        h = h.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        (h >> (64 - self.bits)) as usize
    }

    #[inline(always)]
    fn get(&self, key: u64) -> Option<u32> {
        let mask = self.slots.len() - 1;
        let mut i = self.home(key);
        loop {
            let w = self.slots[i];
            if w == 0 {
                return None;
            }
            if w & KEY_MASK == key {
                return Some((w >> VALUE_SHIFT) as u32);
            }
            i = (i + 1) & mask;
        }
    }

    fn insert(&mut self, key: u64, value: u32) -> Result<(), String> {
        if (self.len + 1) * 10 > self.slots.len() * 7 {
            self.grow()?;
        }
        let mask = self.slots.len() - 1;
        let mut i = self.home(key);
        while self.slots[i] != 0 {
            i = (i + 1) & mask;
        }
        self.slots[i] = key | (u64::from(value) << VALUE_SHIFT);
        self.len += 1;
        Ok(())
    }

    fn grow(&mut self) -> Result<(), String> {
        let new_bytes = (self.slots.len() * 2) * 8;
        // Growing holds the old and the new slots at once.
        if new_bytes + self.slots.len() * 8 > self.max_bytes {
            return Err(format!(
                "the table would grow to {} MiB (with the old one {} MiB), over the limit of {} MiB",
                new_bytes >> 20,
                (new_bytes + self.slots.len() * 8) >> 20,
                self.max_bytes >> 20
            ));
        }
        let doubled = vec![0; self.slots.len() * 2];
        let old = std::mem::replace(&mut self.slots, doubled);
        self.bits += 1;
        let mask = self.slots.len() - 1;
        for w in old {
            if w != 0 {
                let mut i = self.home(w & KEY_MASK);
                while self.slots[i] != 0 {
                    i = (i + 1) & mask;
                }
                self.slots[i] = w;
            }
        }
        Ok(())
    }

    fn bytes(&self) -> usize {
        self.slots.len() * 8
    }
}

/// One prime eligible for canonicalisation at the current `s`: its fibre bits by `m = 1..=k`.
struct Prime {
    /// `bits[m - 1]` is the bit of `p * m`.
    bits: Vec<u64>,
    /// All of `bits` together.
    all: u64,
}

struct Solver {
    layout: Layout,
    /// `multiples[i]`: bits of every multiple of the number of bit `i`, itself included.
    multiples: Vec<u64>,
    /// `neighbours[i]`: bits of every multiple and every divisor above 1 of the number of bit `i`.
    neighbours: Vec<u64>,
    /// When the current `s` started (for progress lines inside long steps).
    step_start: Instant,
    /// Primes `p` with `p^2 > s` and `2p <= s`, increasing (set per `s`).
    primes: Vec<Prime>,
    table: Table,
}

struct Frame {
    key: u64,
    /// Moves (elements) whose option is not yet counted.
    todo: u64,
    /// Bit `v` set when an option of value `v` was seen.
    seen: u64,
}

impl Solver {
    fn new(max_bytes: usize) -> Solver {
        let layout = Layout::new();
        let width = layout.number.len();
        let mut multiples = vec![0u64; width];
        let mut neighbours = vec![0u64; width];
        for (i, &x) in layout.number.iter().enumerate() {
            for (j, &y) in layout.number.iter().enumerate() {
                if y % x == 0 {
                    multiples[i] |= 1 << j;
                    neighbours[i] |= 1 << j;
                    neighbours[j] |= 1 << i;
                }
            }
        }
        Solver {
            layout,
            multiples,
            neighbours,
            step_start: Instant::now(),
            primes: Vec::new(),
            table: Table::new(20, max_bytes),
        }
    }

    fn set_s(&mut self, s: usize) {
        self.primes.clear();
        for p in 2..=s / 2 {
            if is_prime(p) && p * p > s {
                let bits: Vec<u64> = (1..=s / p).map(|m| self.layout.bit_of[p * m]).collect();
                let all = bits.iter().fold(0, |a, b| a | b);
                self.primes.push(Prime { bits, all });
            }
        }
    }

    /// The connected component of the lowest element of `set`.
    #[inline(always)]
    fn component(&self, set: u64) -> u64 {
        let mut comp = set & set.wrapping_neg();
        let mut frontier = comp;
        while frontier != 0 {
            let mut next = 0;
            let mut f = frontier;
            while f != 0 {
                let b = f.trailing_zeros() as usize;
                f &= f - 1;
                next |= self.neighbours[b];
            }
            next &= set & !comp;
            comp |= next;
            frontier = next;
        }
        comp
    }

    /// The canonical representative of a component under swaps of large primes.
    #[inline(always)]
    fn canonical(&self, comp: u64) -> u64 {
        let mut fibres = [0u8; 16];
        let mut count = 0;
        let mut rest = comp;
        for p in &self.primes {
            if comp & p.all == 0 {
                continue;
            }
            let mut f = 0u8;
            for (i, &b) in p.bits.iter().enumerate() {
                if comp & b != 0 {
                    f |= 1 << i;
                }
            }
            fibres[count] = f;
            count += 1;
            rest &= !p.all;
        }
        if count == 0 {
            return comp;
        }
        let fibres = &mut fibres[..count];
        fibres.sort_unstable_by(|a, b| b.cmp(a));
        for (p, &f) in self.primes.iter().zip(fibres.iter()) {
            let mut f = f;
            while f != 0 {
                let i = f.trailing_zeros() as usize;
                f &= f - 1;
                rest |= p.bits[i];
            }
        }
        rest
    }

    /// `h(set)`, or the canonical key of a component whose value is still unknown.
    #[inline(always)]
    fn value(&self, set: u64) -> Result<u32, u64> {
        let mut rest = set;
        let mut x = 0;
        while rest != 0 {
            let comp = self.component(rest);
            rest &= !comp;
            if comp & (comp - 1) == 0 {
                x ^= 1;
                continue;
            }
            let key = self.canonical(comp);
            match self.table.get(key) {
                Some(v) => x ^= v,
                None => return Err(key),
            }
        }
        Ok(x)
    }

    /// `G(s) = 1 + h({2..s})` (see the module docs for the 1).
    fn chain(&mut self, s: usize) -> Result<u32, String> {
        self.set_s(s);
        self.step_start = Instant::now();
        let mut all = 0u64;
        let mut lone = 0u32;
        for x in 2..=s {
            all |= self.layout.bit_of[x];
            lone += u32::from(self.layout.bit_of[x] == 0);
        }
        Ok(1 + (self.solve(all)? ^ (lone & 1)))
    }

    /// `h(set)`, searching whatever is unknown.
    fn solve(&mut self, set: u64) -> Result<u32, String> {
        let mut stack: Vec<Frame> = Vec::new();
        loop {
            let missing = match stack.last_mut() {
                None => match self.value(set) {
                    Ok(v) => return Ok(v),
                    Err(key) => key,
                },
                Some(frame) => {
                    let mut missing = 0;
                    while frame.todo != 0 {
                        let b = frame.todo.trailing_zeros() as usize;
                        let child = frame.key & !self.multiples[b];
                        match self.value(child) {
                            Ok(v) => {
                                frame.seen |= 1 << v;
                                frame.todo &= frame.todo - 1;
                            }
                            Err(key) => {
                                missing = key;
                                break;
                            }
                        }
                    }
                    if missing == 0 {
                        let key = frame.key;
                        let g = (!frame.seen).trailing_zeros();
                        stack.pop();
                        self.table.insert(key, g)?;
                        if self.table.len % (1 << 24) == 0 {
                            println!(
                                "#   {} components, {:.1} s into this step",
                                self.table.len,
                                self.step_start.elapsed().as_secs_f64()
                            );
                        }
                        continue;
                    }
                    missing
                }
            };
            stack.push(Frame {
                key: missing,
                todo: missing,
                seen: 0,
            });
        }
    }
}

/// Peak resident memory of this process in KiB, where the system tells it.
fn peak_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn usage() -> ! {
    eprintln!("usage: powers-table [--max-s S] [--max-gib G] [--verify]   (S <= {LIMIT})");
    std::process::exit(2);
}

fn main() {
    let mut max_s = LIMIT;
    let mut max_gib = 12usize;
    let mut verify = false;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--max-s" => {
                max_s = args
                    .next()
                    .and_then(|v| v.parse().ok())
                    .unwrap_or_else(|| usage());
            }
            "--max-gib" => {
                max_gib = args
                    .next()
                    .and_then(|v| v.parse().ok())
                    .unwrap_or_else(|| usage());
            }
            "--verify" => verify = true,
            _ => usage(),
        }
    }
    if max_s == 0 || max_s > LIMIT {
        usage();
    }
    let mut solver = Solver::new(max_gib << 30);
    let mut values: Vec<u32> = Vec::new();
    let start = Instant::now();
    println!("# s  G(s)  components  table-MiB  peak-MiB  step-s  total-s");
    for s in 1..=max_s {
        let step = Instant::now();
        let g = match solver.chain(s) {
            Ok(g) => g,
            Err(e) => {
                println!("# stopped at s = {s}: {e}");
                break;
            }
        };
        values.push(g);
        println!(
            "{s:3} {g:4} {:11} {:9} {:9} {:7.1} {:8.1}",
            solver.table.len,
            solver.table.bytes() >> 20,
            peak_kib().map_or(0, |k| k >> 10),
            step.elapsed().as_secs_f64(),
            start.elapsed().as_secs_f64()
        );
        if verify {
            if let Some(&want) = CHAIN_GRUNDY.get(s - 1) {
                if u32::from(want) != g {
                    println!("# MISMATCH at s = {s}: embedded {want}, computed {g}");
                    std::process::exit(1);
                }
            }
        }
    }
    println!("# G(1..={}), for src/powers.rs:", values.len());
    let line: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    println!(
        "pub const CHAIN_GRUNDY: [u8; {}] = [{}];",
        values.len(),
        line.join(", ")
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use impartial::powers::chain_grundy_by_search;

    /// The reductions (dropping 1, components, prime swaps) against the library's plainer search.
    #[test]
    fn reductions_agree_with_the_plain_search() {
        let plain = chain_grundy_by_search(24);
        let mut solver = Solver::new(1 << 30);
        for s in 1..=24 {
            assert_eq!(solver.chain(s).unwrap(), plain[s - 1], "s = {}", s);
        }
    }

    /// A prefix of the embedded table, recomputed (the whole table takes `make powers-table`).
    #[test]
    fn recomputes_the_start_of_the_embedded_table() {
        let mut solver = Solver::new(1 << 30);
        for s in 1..=36.min(CHAIN_GRUNDY.len()) {
            assert_eq!(
                solver.chain(s).unwrap(),
                u32::from(CHAIN_GRUNDY[s - 1]),
                "s = {}",
                s
            );
        }
    }
}
