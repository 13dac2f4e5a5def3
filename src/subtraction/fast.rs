//! The accelerated twin of [`plain`](super::plain)'s table, for the local binaries (with the
//! `fast` feature): one byte per value while the set has fewer than 256 moves (two below 2^16),
//! and the excluded values of a heap in one 128-bit register while it has fewer than 128.
//! Safe Rust; the tests check it against the plain table and the brute force.

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

/// The Grundy values `g(0..len)`, in the narrowest type that holds every value.
#[derive(Debug, Clone)]
pub enum Table {
    Bytes(Vec<u8>),
    Halves(Vec<u16>),
    Words(Vec<u32>),
}

impl Table {
    /// An empty table for a set of `moves` moves (values are at most `moves`).
    pub fn new(moves: usize) -> Table {
        if moves <= u8::MAX.into() {
            Table::Bytes(Vec::new())
        } else if moves <= u16::MAX.into() {
            Table::Halves(Vec::new())
        } else {
            Table::Words(Vec::new())
        }
    }

    pub fn len(&self) -> usize {
        match self {
            Table::Bytes(g) => g.len(),
            Table::Halves(g) => g.len(),
            Table::Words(g) => g.len(),
        }
    }

    pub fn get(&self, heap: usize) -> u32 {
        match self {
            Table::Bytes(g) => g[heap].get(),
            Table::Halves(g) => g[heap].get(),
            Table::Words(g) => g[heap].get(),
        }
    }

    pub fn extend(&mut self, moves: &[usize], to: usize) {
        match self {
            Table::Bytes(g) => extend_table(g, moves, to),
            Table::Halves(g) => extend_table(g, moves, to),
            Table::Words(g) => extend_table(g, moves, to),
        }
    }

    pub fn period(&self, max_move: usize) -> Option<Period> {
        match self {
            Table::Bytes(g) => last_window_period(g, max_move),
            Table::Halves(g) => last_window_period(g, max_move),
            Table::Words(g) => last_window_period(g, max_move),
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
    stamps: Vec<u32>,
    stamp: u32,
}

impl Excluded for Stamps {
    fn clear(&mut self, heap: usize) {
        // Heaps are below the limit, at most u32::MAX - 1: each has its own non-zero stamp.
        self.stamp = heap as u32 + 1;
    }
    fn mark(&mut self, value: u32) {
        self.stamps[value as usize] = self.stamp;
    }
    fn mex(&self) -> u32 {
        // At most stamps.len() - 1 values are marked, so some entry is older.
        self.stamps
            .iter()
            .position(|&s| s != self.stamp)
            .unwrap_or(self.stamps.len()) as u32
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

/// Appends `g(len..to)`, choosing the excluded-set representation by the number of moves.
fn extend_table<T: Cell>(g: &mut Vec<T>, moves: &[usize], to: usize) {
    if moves.len() < 128 {
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

    #[test]
    fn the_narrowest_width_holds_every_value() {
        assert!(matches!(Table::new(255), Table::Bytes(_)));
        assert!(matches!(Table::new(256), Table::Halves(_)));
        assert!(matches!(Table::new(65_535), Table::Halves(_)));
        assert!(matches!(Table::new(65_536), Table::Words(_)));
    }
}
