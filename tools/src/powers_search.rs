//! The search behind `powers-table`: Grundy values `G(s)` of the chain game of Codeforces 317D
//! (Game with Powers), `s = 1, 2, ...` as far as time and memory allow, for the table
//! `src/powers.rs` embeds as `CHAIN_GRUNDY`. The binary `powers-table` is its command line.
//!
//! # The search
//! A chain `{b, b^2, ..., b^s}` is played on its exponents: a position is a divisor-closed subset
//! `D` of `{1..s}` and choosing `k` in `D` removes every multiple of `k`. Four reductions, each
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
//!    of divisibility, and the game on `T` depends only on `T` as a poset, so the image of `T`
//!    under such a swap has the same value. Call a set of primes *swappable* in `T` when no
//!    element of `T` is divisible by the square of one of them or by the product of two (in a
//!    divisor-closed `T`: `p^2` and `pq` are not elements). The elements divisible by a
//!    swappable `p` are then `p * m` with `m` free of swappable primes, and the *fibre*
//!    `{m : p * m in T}` is all that tells `p` apart: handing the fibre of `p` to another
//!    swappable `q` (with `q * m <= s`) is such a swap. The class is chosen greedily from the
//!    largest prime `<= s / 2` down (a prime absent from `T` always qualifies, as a free slot);
//!    the fibres, sorted by greatest element, go to the class in increasing order. Smaller
//!    primes hold longer fibres, and at most as many fibres reach `m` as class primes have
//!    `s / p >= m` (the original assignment shows it), so the sorted one stays in `{2..s}`.
//! 4. *Twin fibres cancel.* Two swappable primes with equal fibres carry two disjoint sets,
//!    each closed upwards (a multiple of `p * m` is divisible by `p`), exchanged by a swap that
//!    fixes every other element. In `T + (T minus both)` the second player answers a move in
//!    one fibre by its mirror in the other and any other move by the same move in the other
//!    summand, so the sum is a P-position and `h(T) = h(T minus both fibres)`. (A lone prime is
//!    the fibre `{1}`: pairs of them cancel, the reason a lone element is worth 1 by parity.)
//!
//! Stored values live in an open-addressing hash table of single `u64` words: the component's
//! bitmask in the low 55 bits and its value (at most 55: a mex over at most 55 options) in the
//! top 6 bits (see `Layout`). The search is iterative (an explicit stack of at most 55 frames).

use std::time::Instant;

/// The largest `s` searched: chains of length 63 are the longest among `u64` numbers, so the
/// table up to 63 answers Codeforces 317D for every `u64`.
pub const LIMIT: usize = 63;

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

/// A prime `p <= s / 2` (the others are never in a component of two or more elements).
struct Prime {
    /// `bits[m - 1]` is the bit of `p * m`, for `m = 1..=s / p`.
    bits: Vec<u64>,
    /// All of `bits` together: every element divisible by `p`.
    all: u64,
    /// The bit of `p^2`, or 0 when `p^2 > s`.
    square: u64,
    /// `products[j]`: the bit of `p * q_j` for the `j`-th prime `q_j`, or 0 when it exceeds `s`.
    products: Vec<u64>,
}

/// The search, with its table of component values kept from one `s` to the next.
pub struct ChainSearch {
    layout: Layout,
    /// `multiples[i]`: bits of every multiple of the number of bit `i`, itself included.
    multiples: Vec<u64>,
    /// `neighbours[i]`: bits of every multiple and every divisor above 1 of the number of bit `i`.
    neighbours: Vec<u64>,
    /// When the current `s` started (for progress lines inside long steps).
    step_start: Instant,
    /// Whether twin fibres cancel (reduction 4); off only to cross-check it.
    pub cancel: bool,
    /// Called every 2^24 components stored, with their number and the seconds spent on the
    /// current `s` (a long step's progress line).
    pub progress: fn(components: usize, seconds: f64),
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

impl ChainSearch {
    /// A search whose table may grow to `max_bytes` (then [`ChainSearch::chain`] fails).
    pub fn new(max_bytes: usize) -> ChainSearch {
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
        ChainSearch {
            layout,
            multiples,
            neighbours,
            step_start: Instant::now(),
            cancel: true,
            progress: |_, _| {},
            primes: Vec::new(),
            table: Table::new(20, max_bytes),
        }
    }

    fn set_s(&mut self, s: usize) {
        let primes: Vec<usize> = (2..=s / 2).filter(|&p| is_prime(p)).collect();
        let bit_of = |x: usize| if x <= s { self.layout.bit_of[x] } else { 0 };
        self.primes = primes
            .iter()
            .map(|&p| {
                let bits: Vec<u64> = (1..=s / p).map(|m| bit_of(p * m)).collect();
                Prime {
                    all: bits.iter().fold(0, |a, b| a | b),
                    bits,
                    square: bit_of(p * p),
                    products: primes.iter().map(|&q| bit_of(p * q)).collect(),
                }
            })
            .collect();
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

    /// A smaller or canonical equivalent of a component (reductions 3 and 4 in the module
    /// docs), and whether twin fibres were cancelled (then the result may be disconnected).
    #[inline(always)]
    fn canonical(&self, comp: u64) -> (u64, bool) {
        // The swappable primes, chosen from the largest down: no square of one and no product
        // of two of them divides an element (in a divisor-closed set: is an element).
        let mut class = 0u32;
        for (i, p) in self.primes.iter().enumerate().rev() {
            if p.square & comp != 0 {
                continue;
            }
            let mut others = class;
            let mut clash = false;
            while others != 0 {
                let j = others.trailing_zeros() as usize;
                others &= others - 1;
                if p.products[j] & comp != 0 {
                    clash = true;
                    break;
                }
            }
            if !clash {
                class |= 1 << i;
            }
        }
        let mut fibres = [0u32; 16];
        let mut count = 0;
        let mut rest = comp;
        let mut c = class;
        while c != 0 {
            let p = &self.primes[c.trailing_zeros() as usize];
            c &= c - 1;
            if comp & p.all == 0 {
                continue;
            }
            let mut f = 0u32;
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
            return (comp, false);
        }
        let fibres = &mut fibres[..count];
        // Largest greatest element first; equal fibres side by side.
        fibres.sort_unstable_by(|a, b| b.cmp(a));
        let mut cancelled = false;
        let mut c = class;
        let mut i = 0;
        while i < count {
            if self.cancel && i + 1 < count && fibres[i] == fibres[i + 1] {
                cancelled = true;
                i += 2;
                continue;
            }
            let p = &self.primes[c.trailing_zeros() as usize];
            c &= c - 1;
            let mut f = fibres[i];
            while f != 0 {
                rest |= p.bits[f.trailing_zeros() as usize];
                f &= f - 1;
            }
            i += 1;
        }
        (rest, cancelled)
    }

    /// `h(set)`, or the canonical key of a component whose value is still unknown.
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
            let (key, cancelled) = self.canonical(comp);
            if cancelled {
                x ^= self.value(key)?;
                continue;
            }
            match self.table.get(key) {
                Some(v) => x ^= v,
                None => return Err(key),
            }
        }
        Ok(x)
    }

    /// How many components of two elements or more are stored.
    pub fn components(&self) -> usize {
        self.table.len
    }

    /// The bytes the table of components takes.
    pub fn table_bytes(&self) -> usize {
        self.table.bytes()
    }

    /// `G(s)`, the Grundy value of a chain of `s` powers (`s <= LIMIT`), as `1 + h({2..s})`
    /// (see the module docs for the 1); `Err` when the table would outgrow its bound. Asked in
    /// increasing `s`, each step reuses the components stored before.
    ///
    /// ```
    /// let mut search = impartial_tools::powers_search::ChainSearch::new(1 << 24);
    /// let values: Vec<u32> = (1..=6).map(|s| search.chain(s).unwrap()).collect();
    /// assert_eq!(values[..3], [1, 2, 1]);
    /// ```
    pub fn chain(&mut self, s: usize) -> Result<u32, String> {
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
                            let seconds = self.step_start.elapsed().as_secs_f64();
                            (self.progress)(self.table.len, seconds);
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

#[cfg(test)]
mod tests {
    use super::*;
    use impartial::powers::{chain_grundy_by_search, CHAIN_GRUNDY};

    /// The reductions (dropping 1, components, prime swaps, twin fibres) against the library's plainer search.
    #[test]
    fn reductions_agree_with_the_plain_search() {
        let plain = chain_grundy_by_search(24);
        let mut solver = ChainSearch::new(1 << 30);
        for s in 1..=24 {
            assert_eq!(solver.chain(s).unwrap(), plain[s - 1], "s = {}", s);
        }
    }

    /// Reduction 4 off: the same values.
    #[test]
    fn twin_fibres_cancel_without_changing_values() {
        let mut solver = ChainSearch::new(1 << 30);
        solver.cancel = false;
        for s in 1..=32 {
            assert_eq!(
                solver.chain(s).unwrap(),
                u32::from(CHAIN_GRUNDY[s - 1]),
                "s = {}",
                s
            );
        }
    }

    /// A prefix of the embedded table, recomputed (the whole table takes `make powers-table`).
    #[test]
    fn recomputes_the_start_of_the_embedded_table() {
        let mut solver = ChainSearch::new(1 << 30);
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
