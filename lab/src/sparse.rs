//! The Grundy values of a take-and-break code by the sparse-space method (Winning Ways, ch. 4,
//! "Sparse space spells speed"), one heap at a time: exact for every code, fast where few
//! values are rare.
//!
//! **Rare and common.** Extend a value with the heap's parity, `e(n) = G(n) << 1 | (n & 1)`, fix
//! a mask `m` and call heap `n` *rare* when `e(n) & m` has an even number of 1 bits, *common*
//! when odd. A split of `r` into `a + b` has value `G(a) xor G(b)`, and `e(a) xor e(b) =
//! (G(a) xor G(b)) << 1 | (r & 1)`: so the split's class, read from its value and `r`'s parity,
//! is rare when both parts are rare or both common, and common when exactly one part is rare.
//! (The parity bit of `m` may be set only when every two-heap split removes a number of tokens of
//! one parity, so that `r`'s parity is the same for every split of one heap.)
//!
//! **One heap.** Every option that leaves no heap, one heap, or three or more heaps is marked
//! directly. Then, for heap `n`:
//! 1. Every common split value comes from a split with a rare part, so marking `G(r) xor G(s)`
//!    for every rare heap `r` (and `s` the rest) marks *every* common option: `c`, the least
//!    common value not marked, is exactly the least common value that is not an option.
//! 2. `G(n)` is `c` unless a rare value below `c` is not an option. The splits are scanned in
//!    blocks of 64 parts, from both ends of the parts' range in turn, until every rare value
//!    below `c` is marked. Once at most 8 are missing, a block is first compared with them
//!    without a branch (vector instructions), and only a block that holds one has all its
//!    values marked. Only when a value stays unmarked does the scan run through every split,
//!    and then `G(n)` is the least unmarked value.
//!
//! Whatever the mask, the result is the exact mex: step 1 marks every common option and step 2
//! stops only when every rare value below `c` is known to be an option or every split was seen.
//! The mask decides only the speed, so it is chosen from the values themselves: when a heap
//! needed the whole scan (a new rare value) or the values outgrew their bound, the mask with the
//! fewest rare heaps so far is found by a Walsh-Hadamard transform of the counts of each `e(n)`
//! (the number of rare heaps under mask `m` is `(N + H[m]) / 2`), and the list of rare heaps is
//! rebuilt when a better one turns up. With the mask held at 0 every heap is rare and the method
//! is the plain mex over every split ([`Table::plain`]), which the tests compare it with.
//!
//! A tail that repeats one digit without splits (`allbut:` sets, `0.[3]`, `4.[3]`) adds the
//! values of every heap up to `n - t - 1` (`t` the explicit digits) to heap `n`'s options: they
//! are kept as one growing set with its mex, so such a heap costs `O(t)` and not `O(n)`. Any
//! other tail is read digit by digit, `O(n)` a heap.

use super::code::{Code, Digit};
use super::rules::for_each_partition;
use super::store::{with_values, Store, StoredValue, Values, RUN, RUN_BUF};

#[cfg(feature = "fast")]
mod fast;

/// Counters of the work done, for progress lines and speed reports.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stats {
    /// Splits with a rare part marked in step 1.
    pub rare_pairs: u64,
    /// Splits looked at in step 2.
    pub scanned: u64,
    /// Heaps for which step 2 looked at every split.
    pub full_scans: u64,
    /// Masks chosen (the rare list rebuilt).
    pub remasks: u64,
}

/// `G(0..len)` of one take-and-break code, extended on demand.
#[derive(Debug, Clone)]
pub struct Table {
    values: Values,
    state: State,
}

/// Everything but the values, so that a heap's step reads the values while it marks.
#[derive(Debug, Clone)]
struct State {
    /// Every nonzero digit `(k, digit)` with `k` up to `explicit`, increasing in `k` (`k = 0`,
    /// the split digit, first).
    digits: Vec<(usize, Digit)>,
    /// Digits `1..=explicit` are in `digits`; beyond, the tail.
    explicit: usize,
    /// The code, for a tail read digit by digit.
    code: Code,
    /// The tail's single digit when it has no split: its options come from `prefix`.
    tail_take: Option<Digit>,
    /// `prefix[v]`: some heap in `1..prefix_upto` has value `v`.
    prefix: Vec<bool>,
    prefix_upto: usize,
    /// The least value not in `prefix`.
    prefix_mex: usize,
    /// Whether some digit splits into two heaps, and whether a split's class may use its heap's
    /// parity.
    two_heap_splits: bool,
    parity_allowed: bool,
    /// The mask over extended values `G << 1 | parity` (module docs); held at 0 when `plain`.
    mask: u32,
    plain: bool,
    /// Every rare heap, increasing, with its value (so that step 1 reads the table once a split).
    rare: Vec<(u32, u32)>,
    /// A power of two above every value so far, so above every xor of values.
    bound: usize,
    /// `seen[v] == stamp`: the current heap has an option of value `v`.
    seen: Vec<u32>,
    /// `counts[e]`: heaps with extended value `e`.
    counts: Vec<u64>,
    /// Room for the Walsh-Hadamard transform of `counts`.
    transform: Vec<i64>,
    /// What the current heap's two-heap splits divide, and whether the parts must differ.
    rests: Vec<(usize, bool)>,
    /// The rare values below `c` that step 2 has not yet found among the current heap's options.
    looked_for: Vec<u32>,
    stats: Stats,
}

/// The parity of the number of 1 bits of `x`.
#[inline(always)]
fn odd(x: u32) -> bool {
    x.count_ones() & 1 == 1
}

/// The most values [`Wanted`] lists.
const WANTED_MOST: usize = 8;

/// The values step 2 still looks for, when they are few: up to [`WANTED_MOST`] of them, in
/// the cells' own width, so that a block of splits is tested against all of them with no branch.
struct Wanted<T> {
    values: [T; WANTED_MOST],
    /// How many of `values` count; 0 when there were too many to list (every block is then
    /// marked split by split).
    len: usize,
}

impl<T: StoredValue> Wanted<T> {
    fn new(values: &[u32]) -> Wanted<T> {
        let mut w = Wanted {
            values: [T::put(0); WANTED_MOST],
            len: 0,
        };
        if !values.is_empty() && values.len() <= WANTED_MOST {
            // Repeats of the last value fill the rest, so a test against 2, 4 or 8 is exact.
            for (i, slot) in w.values.iter_mut().enumerate() {
                *slot = T::put(values[i.min(values.len() - 1)]);
            }
            w.len = values.len();
        }
        w
    }

    /// Whether some split `(left[i], right[len - 1 - i])` has a listed value (always `true`
    /// when none are listed).
    #[inline(always)]
    fn any_in(&self, left: &[T], right: &[T]) -> bool {
        match self.len {
            0 => true,
            1 => hits::<T, 1>(left, right, &self.values),
            2 => hits::<T, 2>(left, right, &self.values),
            3 | 4 => hits::<T, 4>(left, right, &self.values),
            _ => hits::<T, 8>(left, right, &self.values),
        }
    }
}

/// Whether `left[i] xor right[len - 1 - i]` is one of the first `K` of `values` for some `i`.
/// Runs of 16 splits are compared as fixed arrays and their hits or-ed without a branch, which
/// the compiler turns into vector instructions.
#[inline(always)]
fn hits<T: StoredValue, const K: usize>(left: &[T], right: &[T], values: &[T]) -> bool {
    const LANES: usize = 16;
    let values: &[T; K] = values[..K].try_into().expect("K <= WANTED_MOST");
    let is_wanted = |v: T| values.iter().fold(false, |h, &w| h | (v == w));
    let mut hit = false;
    let (lefts, rights) = (left.chunks_exact(LANES), right.rchunks_exact(LANES));
    let (left_rest, right_rest) = (lefts.remainder(), rights.remainder());
    for (l, r) in lefts.zip(rights) {
        let l: &[T; LANES] = l.try_into().expect("a run");
        let r: &[T; LANES] = r.try_into().expect("a run");
        let mut run = [false; LANES];
        for i in 0..LANES {
            run[i] = is_wanted(l[i] ^ r[LANES - 1 - i]);
        }
        hit |= run.iter().fold(false, |h, &x| h | x);
    }
    for (&x, &y) in left_rest.iter().zip(right_rest.iter().rev()) {
        hit |= is_wanted(x ^ y);
    }
    hit
}

/// Marks the value `left[i] xor right[len - 1 - i]` of every split. Not inlined: as a function
/// of its own its slices are known not to overlap, and the loop keeps them in registers.
#[inline(never)]
fn mark_splits<T: StoredValue>(left: &[T], right: &[T], seen: &mut [u32], stamp: u32) {
    for (&x, &y) in left.iter().zip(right.iter().rev()) {
        seen[(x ^ y).get() as usize] = stamp;
    }
}

impl Table {
    /// The empty table of `code`, by the sparse-space method.
    ///
    /// ```
    /// use impartial_lab::{Code, Table};
    /// let mut dawson = Table::new(&Code::parse("0.137").unwrap());
    /// dawson.extend(10);
    /// assert_eq!(dawson.values().to_vec(), vec![0, 1, 1, 2, 0, 3, 1, 1, 0, 3]);
    /// ```
    pub fn new(code: &Code) -> Table {
        let single_tail = code.tail.len() == 1 && code.tail[0].max_heaps() <= 1;
        let explicit = code.digits.len();
        let mut digits = Vec::new();
        if code.split.heaps != 0 {
            digits.push((0, code.split));
        }
        for (i, &d) in code.digits.iter().enumerate() {
            if d.heaps != 0 {
                digits.push((i + 1, d));
            }
        }
        // The parities of the removals with two-heap splits.
        let mut parities = [false; 2];
        for &(k, d) in &digits {
            if d.allows(2) {
                parities[k & 1] = true;
            }
        }
        for (i, d) in code.tail.iter().enumerate() {
            if d.allows(2) {
                if code.tail.len() % 2 == 1 {
                    parities = [true, true];
                }
                parities[(explicit + 1 + i) & 1] = true;
            }
        }
        Table {
            values: Values::default(),
            state: State {
                digits,
                explicit,
                code: code.clone(),
                tail_take: single_tail.then(|| code.tail[0]),
                prefix: vec![false; 1],
                prefix_upto: 1,
                prefix_mex: 0,
                two_heap_splits: parities[0] || parities[1],
                parity_allowed: !(parities[0] && parities[1]),
                mask: 0,
                plain: false,
                rare: Vec::new(),
                bound: 1,
                seen: vec![u32::MAX; 1],
                counts: vec![0; 2],
                transform: Vec::new(),
                rests: Vec::new(),
                looked_for: Vec::new(),
                stats: Stats::default(),
            },
        }
    }

    /// The empty table of `code` by the plain mex: the mask stays 0, so every heap is rare and
    /// every split is looked at (the reference the sparse method is tested against).
    ///
    /// ```
    /// use impartial_lab::{Code, Table};
    /// let code = Code::parse("0.007").unwrap();
    /// let (mut plain, mut sparse) = (Table::plain(&code), Table::new(&code));
    /// plain.extend(3000);
    /// sparse.extend(3000);
    /// assert_eq!(plain.values(), sparse.values());
    /// ```
    pub fn plain(code: &Code) -> Table {
        let mut table = Table::new(code);
        table.state.plain = true;
        table
    }

    /// The values so far, `G(0..len)`.
    pub fn values(&self) -> &Values {
        &self.values
    }

    /// Gives up the values.
    pub fn into_values(self) -> Values {
        self.values
    }

    /// How many values are known.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether no value is known yet.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// How many heaps are rare under the current mask.
    pub fn rare_count(&self) -> usize {
        self.state.rare.len()
    }

    /// The current mask over extended values `G << 1 | parity`.
    pub fn mask(&self) -> u32 {
        self.state.mask
    }

    /// The work done so far.
    pub fn stats(&self) -> Stats {
        self.state.stats
    }

    /// Bytes held: the values, the rare list and the per-value arrays.
    pub fn memory_bytes(&self) -> usize {
        let s = &self.state;
        self.values.len() * self.values.bits_per_value() / 8
            + s.rare.len() * 8
            + s.seen.len() * 4
            + s.counts.len() * 8
            + s.prefix.len()
    }

    /// Extends the table to `G(0..len)`.
    ///
    /// # Complexity
    /// Per heap: O(t * rare heaps) for step 1, the splits scanned in step 2 (O(n) at worst),
    /// and `O(B log B)` to choose a mask after a full scan, `B` the value bound; a heap with
    /// splits into `j >= 3` heaps costs `O(n^(j - 1))` for those.
    pub fn extend(&mut self, len: usize) {
        self.extend_with(len, 0, |_| true);
    }

    /// [`Table::extend`], calling `progress` every `every` heaps (never when `every` is 0);
    /// stops early when it returns `false`.
    pub fn extend_with(
        &mut self,
        len: usize,
        every: usize,
        mut progress: impl FnMut(&Table) -> bool,
    ) {
        assert!(len < u32::MAX as usize, "heaps are counted in 32 bits");
        // A table asked for at least twice its length is likely asked for once: room for
        // exactly that, rather than doublings that may leave half of it unused.
        let more = len.saturating_sub(self.values.len());
        if more > self.values.len() {
            self.values.reserve_exact(more);
            // Room for rare heaps too (pages never written are not resident): the list then
            // seldom moves, and a moved list leaves its old block resident in the peak.
            self.state.rare.reserve(len / 32);
        }
        while self.values.len() < len {
            let (value, full_scan) = with_values!(&self.values, v => self.state.step(v));
            self.values.push(value);
            self.state.record(&self.values, value, full_scan);
            if every > 0 && self.values.len() % every == 0 && !progress(self) {
                return;
            }
        }
    }
}

impl State {
    /// Whether `v` is marked for the heap whose stamp is `stamp`.
    #[inline(always)]
    fn marked(&self, v: usize, stamp: u32) -> bool {
        self.seen[v] == stamp
            || (self.tail_take.is_some() && v < self.prefix.len() && self.prefix[v])
    }

    /// [`State::next_value`] (the accelerated tier compiles it for the processor's vector
    /// width: [`fast`]).
    #[cfg(not(feature = "fast"))]
    #[inline(always)]
    fn step<S: Store + ?Sized>(&mut self, g: &S) -> (u32, bool) {
        self.next_value(g)
    }

    /// `G(n)` for the next heap `n = g.len()`, and whether step 2 looked at every split.
    #[inline(always)]
    fn next_value<S: Store + ?Sized>(&mut self, g: &S) -> (u32, bool) {
        let n = g.len();
        let stamp = n as u32;
        // The tail's take moves: heaps 1..n - explicit - 1 join the prefix set.
        let mut floor = 0;
        if let Some(d) = self.tail_take {
            if n > self.explicit {
                if d.allows(1) {
                    while self.prefix_upto + self.explicit < n {
                        let v = g.at(self.prefix_upto) as usize;
                        if v >= self.prefix.len() {
                            self.prefix.resize(self.bound.max(v + 1), false);
                        }
                        self.prefix[v] = true;
                        while self.prefix_mex < self.prefix.len() && self.prefix[self.prefix_mex] {
                            self.prefix_mex += 1;
                        }
                        self.prefix_upto += 1;
                    }
                    floor = self.prefix_mex;
                }
                if d.allows(0) {
                    self.seen[0] = stamp;
                }
            }
        }
        // The digits, and a tail read digit by digit.
        let mut split_parity = None;
        for idx in 0..self.digits.len() {
            let (k, d) = self.digits[idx];
            if k > n {
                break;
            }
            self.apply_digit(g, k, d, &mut split_parity);
        }
        let tail_from = if self.tail_take.is_none() && !self.code.tail.is_empty() {
            self.explicit + 1
        } else {
            usize::MAX
        };
        for k in tail_from..=n {
            let d = self.code.digit(k);
            self.apply_digit(g, k, d, &mut split_parity);
        }
        // The split class at this heap: rare iff e & mask has even parity, e = x << 1 | r & 1.
        let low = self.mask >> 1;
        let flip = split_parity.is_some_and(|p| self.mask & 1 == 1 && p == 1);
        let rare_here = |v: usize| odd(v as u32 & low) == flip;
        let bound = self.bound;
        // c, and the rare values below it that are not marked yet, in one pass.
        let mut looked_for = std::mem::take(&mut self.looked_for);
        looked_for.clear();
        let mut c = floor;
        while c < bound {
            if !self.marked(c, stamp) {
                if !rare_here(c) {
                    break;
                }
                looked_for.push(c as u32);
            }
            c += 1;
        }
        let mut missing = looked_for.len();
        let mut full_scan = false;
        if missing > 0 && split_parity.is_some() {
            // Step 2: witnesses for the rare values below c, the split digits side by side (one
            // digit's splits may witness early what another's do late).
            let mut rests = std::mem::take(&mut self.rests);
            rests.clear();
            for &(k, d) in &self.digits {
                if k <= n && d.allows(2) && n - k >= 2 {
                    rests.push((n - k, d.distinct));
                }
            }
            let longest = rests.iter().map(|&(r, _)| r / 2).max().unwrap_or(0);
            // Blocks of RUN parts, each digit's splits in a tight loop within a block. Once few
            // values are missing, a block is first run through `Wanted::any_in` (no branch a
            // split, so it vectorizes), and marked whole only when it holds one.
            let mut scanned = 0;
            let seen = &mut self.seen[..];
            let prefix: &[bool] = if self.tail_take.is_some() {
                &self.prefix
            } else {
                &[]
            };
            let unmarked =
                |v: usize, seen: &[u32]| seen[v] != stamp && !(v < prefix.len() && prefix[v]);
            let mut wanted = Wanted::new(&looked_for);
            let (mut left_buf, mut right_buf) =
                ([S::Cell::put(0); RUN_BUF], [S::Cell::put(0); RUN_BUF]);
            // The blocks from both ends in turn, the smallest parts and the halves, which hold
            // different values: a quarter fewer splits looked at than from the bottom up on
            // Grundy's game and 0.167, 7% fewer on 0.007.
            let blocks = (longest + RUN - 1) / RUN;
            'scan: for k in 0..blocks {
                let block = if k % 2 == 0 {
                    k / 2
                } else {
                    blocks - 1 - k / 2
                };
                let lo = 1 + block * RUN;
                let hi = (lo + RUN).min(longest + 1);
                for &(rest, distinct) in &rests {
                    // With `!`, the split into two halves is left out.
                    let parts_end = if distinct && rest % 2 == 0 {
                        rest / 2
                    } else {
                        rest / 2 + 1
                    };
                    let end = hi.min(parts_end);
                    if end <= lo {
                        continue;
                    }
                    scanned += end - lo;
                    let left = g.run(lo, end, &mut left_buf);
                    let right = g.run(rest + 1 - end, rest + 1 - lo, &mut right_buf);
                    if !wanted.any_in(left, right) {
                        continue;
                    }
                    // Every split is an option: the block's values are all marked, with no
                    // branch a split, and then the list is checked.
                    mark_splits(left, right, seen, stamp);
                    looked_for.retain(|&v| unmarked(v as usize, seen));
                    if looked_for.is_empty() {
                        break 'scan;
                    }
                    wanted = Wanted::new(&looked_for);
                }
            }
            missing = looked_for.len();
            self.stats.scanned += scanned as u64;
            self.rests = rests;
            if tail_from != usize::MAX {
                for k in tail_from..=n {
                    let d = self.code.digit(k);
                    if missing == 0 || !d.allows(2) || n - k < 2 {
                        continue;
                    }
                    let rest = n - k;
                    for a in 1..=rest / 2 {
                        let x = (g.at(a) ^ g.at(rest - a)) as usize;
                        if !(d.distinct && 2 * a == rest) && x < c && !self.marked(x, stamp) {
                            self.seen[x] = stamp;
                            missing -= 1;
                        }
                    }
                }
            }
            if missing > 0 {
                self.stats.full_scans += 1;
                full_scan = true;
            }
        }
        self.looked_for = looked_for;
        let mut value = floor;
        while value < c && self.marked(value, stamp) {
            value += 1;
        }
        (value as u32, full_scan)
    }

    /// Marks the options of heap `n = g.len()` that remove `k` tokens under digit `d`: those
    /// leaving no heap, one heap, three or more, and (step 1) the two-heap splits with a rare
    /// part. `split_parity` becomes the parity of what a two-heap split divides.
    #[inline(always)]
    fn apply_digit<S: Store + ?Sized>(
        &mut self,
        g: &S,
        k: usize,
        d: Digit,
        split_parity: &mut Option<usize>,
    ) {
        let n = g.len();
        let stamp = n as u32;
        let rest = n - k;
        if d.allows(0) && rest == 0 {
            self.seen[0] = stamp;
        }
        if d.allows(1) && rest > 0 && k > 0 {
            self.seen[g.at(rest) as usize] = stamp;
        }
        if d.allows(2) && rest >= 2 {
            *split_parity = Some(rest & 1);
            let upto = self.rare.partition_point(|&(r, _)| (r as usize) < rest);
            let from = usize::from(self.rare.first().is_some_and(|&(r, _)| r == 0)).min(upto);
            // With `!`, the split into two equal halves is left out.
            let half = if d.distinct && rest % 2 == 0 {
                self.rare[from..upto]
                    .binary_search_by_key(&((rest / 2) as u32), |&(r, _)| r)
                    .ok()
                    .map(|i| i + from)
            } else {
                None
            };
            let seen = &mut self.seen;
            let (before, after) = match half {
                Some(i) => (&self.rare[from..i], &self.rare[i + 1..upto]),
                None => (&self.rare[from..upto], &self.rare[upto..upto]),
            };
            for part in [before, after] {
                for &(r, value) in part {
                    seen[(value ^ g.at(rest - r as usize)) as usize] = stamp;
                }
            }
            self.stats.rare_pairs += (upto - from) as u64;
        }
        for j in 3..=d.max_heaps() {
            if d.allows(j) {
                let seen = &mut self.seen;
                for_each_partition(rest, j as usize, d.distinct, |parts| {
                    let x = parts.iter().fold(0, |x, &h| x ^ g.at(h));
                    seen[x as usize] = stamp;
                });
            }
        }
    }

    /// Updates the classes after `G(n) = value` was stored as the last of `values`.
    fn record(&mut self, values: &Values, value: u32, full_scan: bool) {
        let n = values.len() - 1;
        let mut remask = full_scan;
        if value as usize >= self.bound {
            while value as usize >= self.bound {
                self.bound *= 2;
            }
            self.seen.resize(self.bound, u32::MAX);
            self.counts.resize(2 * self.bound, 0);
            remask = true;
        }
        let extended = value << 1 | (n & 1) as u32;
        self.counts[extended as usize] += 1;
        if !odd(extended & self.mask) {
            self.rare.push((n as u32, value));
        }
        if remask && !self.plain && self.two_heap_splits {
            self.choose_mask(values);
        }
    }

    /// The mask with the fewest rare heaps so far; the rare list is rebuilt if it changes.
    fn choose_mask(&mut self, values: &Values) {
        let size = self.counts.len();
        // The transform's room is kept between calls: a fresh vector a call would leave freed
        // blocks between the table's allocations, resident and counted in the peak.
        let mut h = std::mem::take(&mut self.transform);
        h.clear();
        h.extend(self.counts.iter().map(|&c| c as i64));
        let mut half = 1;
        while half < size {
            for block in (0..size).step_by(2 * half) {
                for i in block..block + half {
                    let (x, y) = (h[i], h[i + half]);
                    h[i] = x + y;
                    h[i + half] = x - y;
                }
            }
            half *= 2;
        }
        let total = values.len() as i64;
        let rare_under = |m: usize| (total + h[m]) / 2;
        let mut best = (rare_under(self.mask as usize), self.mask as usize);
        for (m, _) in h.iter().enumerate() {
            if m & 1 == 1 && !self.parity_allowed {
                continue;
            }
            best = best.min((rare_under(m), m));
        }
        self.transform = h;
        if best.1 as u32 != self.mask {
            self.mask = best.1 as u32;
            self.stats.remasks += 1;
            let mask = self.mask;
            self.rare.clear();
            let rare = &mut self.rare;
            with_values!(values, v => {
                for i in 0..v.len() {
                    let value = v.at(i);
                    if !odd((value << 1 | (i & 1) as u32) & mask) {
                        rare.push((i as u32, value));
                    }
                }
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::grundy_values;

    fn sparse_values(code: &Code, len: usize) -> Vec<u32> {
        let mut table = Table::new(code);
        table.extend(len);
        table.values().to_vec()
    }

    /// Every octal code `0.d1 d2 d3` (512 games) to n = 300, against the library's quadratic
    /// table, an independent plain mex.
    #[test]
    fn every_three_digit_octal_code_agrees_with_the_plain_table() {
        for code in 0..512u32 {
            let digits = [(code >> 6) as u8, (code >> 3 & 7) as u8, (code & 7) as u8];
            let text = format!("0.{}{}{}", digits[0], digits[1], digits[2]);
            let parsed = Code::parse(&text).unwrap();
            let want = impartial::octal::grundy_table(&digits, 300);
            assert_eq!(sparse_values(&parsed, 301), want, "{}", text);
        }
    }

    /// A small seeded generator, so a failure names its code.
    fn codes(seed: u64, count: usize) -> Vec<String> {
        let mut x = seed;
        let mut next = move |m: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % m
        };
        (0..count)
            .map(|_| {
                let mut s = String::new();
                match next(4) {
                    0 => s.push_str(["4", "8", "C", "4!"][next(4) as usize]),
                    _ => s.push('0'),
                }
                s.push('.');
                let len = 1 + next(4);
                for _ in 0..len {
                    let d = next(16) as u32;
                    s.push(char::from_digit(d, 16).unwrap());
                    if next(5) == 0 {
                        s.push('!');
                    }
                }
                if next(4) == 0 {
                    s.push_str(["[3]", "[2]", "[1]", "[7]", "[30]", "[4]"][next(6) as usize]);
                }
                s
            })
            .collect()
    }

    /// Random hexadecimal and generalized codes (splits without removal, `!`, tails) against
    /// the brute force over their literal moves.
    #[test]
    fn random_codes_agree_with_the_brute_force() {
        for text in codes(0x9e37_79b9_7f4a_7c15, 300) {
            let code = Code::parse(&text).unwrap();
            let len = if code.max_heaps() >= 3 { 40 } else { 90 };
            let want = grundy_values(&code, len).unwrap();
            assert_eq!(sparse_values(&code, len), want, "{}", text);
            let mut plain = Table::plain(&code);
            plain.extend(len);
            assert_eq!(plain.values().to_vec(), want, "plain {}", text);
        }
    }

    /// Whatever mask the engine chooses, and on long tables where it chooses many: the same
    /// values as the plain mex.
    #[test]
    fn chosen_masks_keep_the_values() {
        for text in [
            "0.007", "0.77", "4!.0", "0.16", "0.165", "0.4", "0.127", "4.[3]", "0.1[4]",
        ] {
            let code = Code::parse(text).unwrap();
            // A tail with splits costs O(n^2) a heap: shorter.
            let len = if text.contains('[') { 400 } else { 3000 };
            let mut plain = Table::plain(&code);
            plain.extend(len);
            let mut sparse = Table::new(&code);
            sparse.extend(len);
            assert_eq!(sparse.values(), plain.values(), "{}", text);
            // The rare list matches the mask in force.
            let mask = sparse.mask();
            let rare: Vec<u32> = (0..len as u32)
                .filter(|&n| !odd((sparse.values().get(n as usize) << 1 | (n & 1)) & mask))
                .collect();
            let listed: Vec<u32> = sparse.state.rare.iter().map(|&(r, _)| r).collect();
            assert_eq!(listed, rare, "{}", text);
            assert!(sparse
                .state
                .rare
                .iter()
                .all(|&(r, v)| sparse.values().get(r as usize) == v));
        }
        let mut t = Table::new(&Code::parse("0.007").unwrap());
        t.extend(20_000);
        assert!(t.rare_count() < 20_000 / 3, "{}", t.rare_count());
        assert_ne!(t.mask(), 0);
    }

    /// Through each widening of the store: `0.007` passes 255 at heap 9,168 (12 bits a value
    /// beyond), against the plain mex; Lasker's Nim `4.[3]` passes 255 and 4,095, against its
    /// closed form (`G(4k + 3) = 4k + 4`, `G(4k + 4) = 4k + 3`, `G(n) = n` otherwise).
    #[test]
    fn values_agree_through_each_widening() {
        let code = Code::parse("0.007").unwrap();
        let (mut plain, mut sparse) = (Table::plain(&code), Table::new(&code));
        plain.extend(12_000);
        for len in [5_000, 9_168, 9_169, 12_000] {
            sparse.extend(len);
        }
        assert_eq!(sparse.values().bits_per_value(), 12);
        assert_eq!(sparse.values(), plain.values());
        let mut lasker = Table::new(&Code::parse("4.[3]").unwrap());
        lasker.extend(4_500);
        let want: Vec<u32> = (0..4_500u32)
            .map(|n| match n % 4 {
                3 => n + 1,
                0 if n > 0 => n - 1,
                _ => n,
            })
            .collect();
        assert_eq!(lasker.values().bits_per_value(), 16);
        assert_eq!(lasker.values().to_vec(), want);
    }

    #[test]
    fn progress_can_stop_a_run() {
        let mut t = Table::new(&Code::parse("0.77").unwrap());
        let mut calls = 0;
        t.extend_with(10_000, 100, |table| {
            calls += 1;
            table.len() < 500
        });
        assert_eq!((t.len(), calls), (500, 5));
    }
}
