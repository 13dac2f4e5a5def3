//! The accelerated twin of [`CoreTable`](super::CoreTable), for the local binaries (with the
//! `fast` feature): one byte per value while the set has fewer than 256 moves (two below 2^16),
//! and the excluded values of each heap found the cheapest way for the set: pushed ahead of time
//! as shifted bitmaps when it has many moves for its largest one ([`Ahead`]; the core table
//! has no room for them in a submission), else marked move by move, in one 128-bit register
//! while it has fewer than 128 moves. Safe Rust; the tests check it against the core table and
//! the brute force.

use super::{last_window_period, Period};

/// A table entry: one Grundy value in as few bytes as the set allows.
trait Cell: Copy + Eq {
    fn get(self) -> u32;
    /// `value` fits: it is at most the number of moves, which chose the type.
    fn new(value: u32) -> Self;
}

impl Cell for u8 {
    fn get(self) -> u32 {
        self.into()
    }
    fn new(value: u32) -> Self {
        debug_assert!(value <= u8::MAX.into());
        value as u8
    }
}

impl Cell for u16 {
    fn get(self) -> u32 {
        self.into()
    }
    fn new(value: u32) -> Self {
        debug_assert!(value <= u16::MAX.into());
        value as u16
    }
}

impl Cell for u32 {
    fn get(self) -> u32 {
        self
    }
    fn new(value: u32) -> Self {
        value
    }
}

/// The Grundy values `g(0..len)`, in the narrowest type that holds every value, and the bitmaps
/// pushed ahead from them.
pub struct Table {
    pub values: Values,
    pub ahead: Ahead,
}

pub enum Values {
    Bytes(Vec<u8>),
    Halves(Vec<u16>),
    Words(Vec<u32>),
}

impl Table {
    /// An empty table for a set of `moves` moves (values are at most `moves`).
    pub fn new(moves: usize) -> Table {
        let values = if moves <= u8::MAX.into() {
            Values::Bytes(Vec::new())
        } else if moves <= u16::MAX.into() {
            Values::Halves(Vec::new())
        } else {
            Values::Words(Vec::new())
        };
        Table {
            values,
            ahead: Ahead::default(),
        }
    }

    pub fn len(&self) -> usize {
        match &self.values {
            Values::Bytes(g) => g.len(),
            Values::Halves(g) => g.len(),
            Values::Words(g) => g.len(),
        }
    }

    pub fn get(&self, heap: usize) -> u32 {
        match &self.values {
            Values::Bytes(g) => g[heap].get(),
            Values::Halves(g) => g[heap].get(),
            Values::Words(g) => g[heap].get(),
        }
    }

    /// Appends `g(len..to)` for the increasing distinct `moves`, the same on every call.
    pub fn extend(&mut self, moves: &[usize], to: usize) {
        let ahead = &mut self.ahead;
        match &mut self.values {
            Values::Bytes(g) => extend_table(g, ahead, moves, to),
            Values::Halves(g) => extend_table(g, ahead, moves, to),
            Values::Words(g) => extend_table(g, ahead, moves, to),
        }
    }

    pub fn period(&self, max_move: usize) -> Option<Period> {
        match &self.values {
            Values::Bytes(g) => last_window_period(g, max_move),
            Values::Halves(g) => last_window_period(g, max_move),
            Values::Words(g) => last_window_period(g, max_move),
        }
    }
}

/// The values excluded at one heap: cleared, marked once per legal move, then asked for their
/// mex. `heap` makes each heap's marks distinct where that saves clearing.
trait Excluded {
    fn clear(&mut self, heap: usize);
    fn mark(&mut self, value: u32);
    fn mex(&self) -> u32;
}

/// `1 << v` for every `v < 128`: a load instead of a two-word variable shift.
const BIT: [u128; 128] = {
    let mut bits = [0u128; 128];
    let mut v = 0;
    while v < 128 {
        bits[v] = 1 << v;
        v += 1;
    }
    bits
};

/// Fewer than 128 moves: every value is below 128, and the excluded set is one register.
struct Register(u128);

impl Excluded for Register {
    fn clear(&mut self, _: usize) {
        self.0 = 0;
    }
    fn mark(&mut self, value: u32) {
        self.0 |= BIT[value as usize];
    }
    fn mex(&self) -> u32 {
        (!self.0).trailing_zeros()
    }
}

/// Any number of moves: `stamps[v]` holds the stamp of the last heap that excluded `v`, so
/// nothing is cleared between heaps and marking is a plain store.
struct Stamps {
    stamps: Vec<usize>,
    stamp: usize,
}

impl Excluded for Stamps {
    fn clear(&mut self, heap: usize) {
        // A heap is below the table's length, so below usize::MAX: each has its own non-zero
        // stamp.
        self.stamp = heap + 1;
    }
    fn mark(&mut self, value: u32) {
        self.stamps[value as usize] = self.stamp;
    }
    fn mex(&self) -> u32 {
        // At most stamps.len() - 1 values are marked, so the marked prefix ends inside.
        self.stamps.iter().take_while(|&&s| s == self.stamp).count() as u32
    }
}

/// Appends `g(len..to)` to the table `g` of the game with the increasing distinct `moves`
/// (values are at most `moves.len()`), with `excluded` sized for them.
fn extend<T: Cell, E: Excluded>(g: &mut Vec<T>, moves: &[usize], to: usize, excluded: &mut E) {
    g.reserve(to.saturating_sub(g.len()));
    let top = moves.last().copied().unwrap_or(0);
    // Below the largest move the legal moves are a prefix of `moves`, growing with the heap.
    let mut legal = moves.partition_point(|&s| s <= g.len());
    for x in g.len()..to.min(top) {
        while moves[legal] <= x {
            legal += 1;
        }
        excluded.clear(x);
        for &s in &moves[..legal] {
            excluded.mark(g[x - s].get());
        }
        g.push(T::new(excluded.mex()));
    }
    // From the largest move on every move is legal, and the values they reach are the window
    // of `top` values before the heap, at fixed offsets.
    let offsets: Vec<usize> = moves.iter().map(|&s| top - s).collect();
    for x in g.len()..to {
        let window = &g[x - top..x];
        excluded.clear(x);
        for &offset in &offsets {
            excluded.mark(window[offset].get());
        }
        g.push(T::new(excluded.mex()));
    }
}

/// Values pushed ahead, for cells of any width: for each value, a bitmap of the heaps ahead that
/// exclude it, and the copies of `S` that the values push into them, kept from one extension to
/// the next (empty before the first).
///
/// Heap `x` excludes `v` exactly when some `y = x - s` (`s` in `S`) has `g(y) = v`. So once
/// `g(y)` is known, the bitmap of the heaps that exclude `v` takes the set `y + S` at once: a
/// copy of `S` shifted by `y`, `span` words ORed in instead of `|S|` marks, the better way when
/// `|S| > span`. The bitmaps only need the heaps from `x` to `x + max(S)`: a ring of words of 64
/// heaps, each holding one `u64` per value, cleared as its heaps are done. A word's heaps then
/// take their values together, value by value (see `extend`).
#[derive(Default)]
pub struct Ahead {
    /// `masks[r * span + j]`, bit `b`: heap `64 j + b` is a move away from heap `r`.
    masks: Vec<u64>,
    /// `bits[k * rows + v]`, bit `b`: heap `64 w + b` excludes `v`, for the word `w` at ring
    /// position `k`.
    bits: Vec<u64>,
}

impl Ahead {
    /// Whether pushing ahead suits the increasing distinct `moves`: more of them than the words
    /// a value pushes (`span`), and bitmaps of 16 MB at most.
    /// (Measured on sets up to 1000 and 10000: marking costs about the same at that size.)
    fn suits(moves: &[usize]) -> bool {
        let span = moves.last().map_or(0, |&top| top / 64 + 2);
        moves.len() > span && moves.len() * span <= 1 << 20
    }

    /// Appends `g(len..to)` to the table `g` of the game with the increasing distinct `moves`
    /// that [`Ahead::suits`], the same on every call and the only one to append to `g`.
    ///
    /// # Complexity
    /// O((to - len) * (max(S) / 64 + misses)) time (values are at most `|S| <= max(S)`), where
    /// a miss is a value a heap lacks from the heaps before its word but not from those in it
    /// (at most the moves below 64); O(|S| * max(S) / 64) memory.
    fn extend<T: Cell>(&mut self, g: &mut Vec<T>, moves: &[usize], to: usize) {
        // Heap y's moves reach the words y / 64 to (y + max(S)) / 64: span words at most. A
        // ring of a power of two words, so the ring position is a mask.
        let span = moves[moves.len() - 1] / 64 + 2;
        let (ring, rows) = (span.next_power_of_two(), moves.len() + 1);
        let Ahead { masks, bits } = self;
        if masks.is_empty() {
            *masks = vec![0; 64 * span];
            for r in 0..64 {
                for &s in moves {
                    masks[r * span + (r + s) / 64] |= 1 << ((r + s) % 64);
                }
            }
            *bits = vec![0; ring * rows];
        }
        let (mut values, from) = ([0; 64], g.len());
        g.reserve(to.saturating_sub(from));
        for x in from..to {
            let (word, r) = (((x / 64) & (ring - 1)) * rows, x % 64);
            if r == 0 || x == from {
                // Heap b of the word takes the least v it lacks from the heaps before the word
                // such that no earlier heap of the word a move away (masks[0]: the moves below
                // 64) took v.
                let (mut open, mut v) = (!0u64 << r, 0);
                while open != 0 {
                    let (mut free, mut barred) = (open & !bits[word + v], 0u64);
                    while free != 0 {
                        let b = free.trailing_zeros();
                        if barred >> b & 1 == 0 {
                            values[b as usize] = v;
                            open ^= 1 << b;
                            barred |= masks[0] << b;
                        }
                        free &= free - 1;
                    }
                    v += 1;
                }
            }
            g.push(T::new(values[r] as u32));
            for j in 0..span {
                bits[((x / 64 + j) & (ring - 1)) * rows + values[r]] |= masks[r * span + j];
            }
            if r == 63 {
                bits[word..word + rows].fill(0);
            }
        }
    }
}

/// Appends `g(len..to)`, choosing how to find each heap's excluded values by the set's shape:
/// ahead of time when that [suits](Ahead::suits) the set; otherwise move by move, in a register
/// below 128 moves.
fn extend_table<T: Cell>(g: &mut Vec<T>, ahead: &mut Ahead, moves: &[usize], to: usize) {
    if Ahead::suits(moves) {
        ahead.extend(g, moves, to);
    } else if moves.len() < 128 {
        extend(g, moves, to, &mut Register(0));
    } else {
        let mut stamps = Stamps {
            stamps: vec![0; moves.len() + 1],
            stamp: 0,
        };
        extend(g, moves, to, &mut stamps);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every way of the fast table (pushed ahead, in a register, with stamps) agrees with values
    /// marked move by move, extended in uneven steps (from anywhere in a word), for sets from
    /// sparse to dense, in each width their values fit.
    #[test]
    fn every_width_and_way_agrees_with_values_marked() {
        let sets: Vec<Vec<usize>> = vec![
            vec![1],
            vec![2, 5],
            vec![63, 64, 65],
            (1..=40).collect(),
            (1..=63).chain([100, 640, 1000]).collect(),
            (1..=130).map(|i| i * 3 % 401 + 1).collect(),
            (1..=300).map(|i| i * 7 % 613 + 1).collect(),
            (1..=200).map(|i| i * 37 % 9973 + 1).collect(),
            (1..=700).filter(|s| s % 3 != 0).collect(),
            vec![1, 100, 127, 128, 129, 1000],
        ];
        for mut moves in sets {
            moves.sort_unstable();
            moves.dedup();
            let mut tables = vec![Values::Words(vec![])];
            if moves.len() < 256 {
                tables.push(Values::Bytes(vec![]));
            }
            if moves.len() < 1 << 16 {
                tables.push(Values::Halves(vec![]));
            }
            let mut tables: Vec<Table> = tables
                .into_iter()
                .map(|values| Table {
                    values,
                    ahead: Ahead::default(),
                })
                .collect();
            let mut marked = Vec::new();
            let mut to = 0;
            for step in [1, 1, 62, 1, 64, 65, 200, 1, 999, 3000, 127, 5000] {
                to += step;
                crate::grundy::extend_subtraction_table(&mut marked, &moves, to);
                for table in &mut tables {
                    table.extend(&moves, to);
                    assert!((0..to).all(|x| table.get(x) == marked[x]), "{:?}", moves);
                }
            }
        }
    }

    #[test]
    fn the_narrowest_width_holds_every_value() {
        assert!(matches!(Table::new(255).values, Values::Bytes(_)));
        assert!(matches!(Table::new(256).values, Values::Halves(_)));
        assert!(matches!(Table::new(65_535).values, Values::Halves(_)));
        assert!(matches!(Table::new(65_536).values, Values::Words(_)));
    }
}
