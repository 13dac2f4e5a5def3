//! The table a submission carries: one `u32` per value, safe and short. Sets with many moves
//! for their largest one push each value ahead as a shifted bitmap and find a whole word of
//! heaps' values in one pass; others mark each heap's excluded values move by move
//! ([`crate::grundy::extend_subtraction_table`]). The `fast` twin stores fewer bytes per value;
//! the tests check the two against each other and against the brute force.

use super::{last_window_period, Period};
use crate::grundy::extend_subtraction_table;

/// The Grundy values `g(0..len)`, and, when they are pushed ahead (empty before the first
/// extension and when they are marked), the copies of `S` they push and the bitmaps they push
/// them into.
pub struct Table(Vec<u32>, Vec<u64>, Vec<u64>);

impl Table {
    pub fn new(_moves: usize) -> Table {
        Table(Vec::new(), Vec::new(), Vec::new())
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn get(&self, heap: usize) -> u32 {
        self.0[heap]
    }

    /// Appends `g(len..to)` for the increasing distinct `moves`, the same on every call.
    ///
    /// Heap `x` excludes `v` exactly when some `y = x - s` (`s` in `S`) has `g(y) = v`. So once
    /// `g(y)` is known, the bitmap of the heaps that exclude `v` takes the set `y + S` at once:
    /// a copy of `S` shifted by `y`, `span` words ORed in instead of `|S|` marks, the better way
    /// when `|S| > span`. The bitmaps only need the heaps from `x` to `x + max(S)`: a ring of
    /// words of 64 heaps, each holding one `u64` per value, cleared as its heaps are done. A
    /// word's heaps then take their values together, value by value (see below).
    ///
    /// # Complexity
    /// O((to - len) * (max(S) / 64 + misses)) time pushed ahead (values are at most
    /// `|S| <= max(S)`), where a miss is a value a heap lacks from the heaps before its word but
    /// not from those in it (at most the moves below 64); O(|S| * max(S) / 64) memory. Marked:
    /// O((to - len) * |S|).
    pub fn extend(&mut self, moves: &[usize], to: usize) {
        let Table(g, masks, ahead) = self;
        // Heap y's moves reach the words y / 64 to (y + max(S)) / 64: span words at most.
        let span = moves.last().map_or(0, |&top| top / 64 + 2);
        if moves.len() <= span || moves.len() * span > 1 << 20 {
            // Few moves for the largest one, or bitmaps above 16 MB.
            return extend_subtraction_table(g, moves, to);
        }
        // A power of two, so the ring position is a mask.
        let (ring, rows) = (span.next_power_of_two(), moves.len() + 1);
        if masks.is_empty() {
            // masks[r * span + j], bit b: heap 64 j + b is a move away from heap r.
            *masks = vec![0; 64 * span];
            for r in 0..64 {
                for &s in moves {
                    masks[r * span + (r + s) / 64] |= 1 << ((r + s) % 64);
                }
            }
            // ahead[k * rows + v], bit b: heap 64 w + b excludes v, for the word w at ring
            // position k.
            *ahead = vec![0; ring * rows];
        }
        let (mut values, from) = ([0; 64], g.len());
        for x in from..to {
            let (word, r) = (((x / 64) & (ring - 1)) * rows, x % 64);
            if r == 0 || x == from {
                // Heap b of the word takes the least v it lacks from the heaps before the word
                // such that no earlier heap of the word a move away took v: masks[0] holds the
                // moves below 64. Each heap has at most |S| excluded values, so some row < rows
                // lacks it.
                let (mut open, mut v) = (!0u64 << r, 0);
                while open != 0 {
                    let (mut free, mut barred) = (open & !ahead[word + v], 0u64);
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
            g.push(values[r] as u32);
            for j in 0..span {
                ahead[((x / 64 + j) & (ring - 1)) * rows + values[r]] |= masks[r * span + j];
            }
            if r == 63 {
                ahead[word..word + rows].fill(0);
            }
        }
    }

    pub fn period(&self, max_move: usize) -> Option<Period> {
        last_window_period(&self.0, max_move)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Values pushed ahead agree with values marked move by move, extended in uneven steps (each
    /// one rebuilds the bitmaps from the values before it, from anywhere in a word), for sets
    /// from sparse to dense, with no moves below 64 and with every one (the heaps of a word bar
    /// each other's values).
    #[test]
    fn values_pushed_ahead_agree_with_values_marked() {
        let sets: Vec<Vec<usize>> = vec![
            vec![1, 2, 3],
            vec![2, 5, 7, 9],
            (1..=40).collect(),
            (1..=63).chain([100, 640, 1000]).collect(),
            (64..=200).collect(),
            (1..=130).map(|i| i * 3 % 401 + 1).collect(),
            (1..=700).filter(|s| s % 3 != 0).collect(),
            (1..=1000).filter(|s| s % 7 != 3).collect(),
        ];
        for mut moves in sets {
            moves.sort_unstable();
            moves.dedup();
            let (mut marked, mut table) = (Vec::new(), Table::new(moves.len()));
            let mut to = 0;
            for step in [1, 1, 62, 1, 64, 65, 200, 1, 999, 3000, 127, 5000] {
                to += step;
                extend_subtraction_table(&mut marked, &moves, to);
                table.extend(&moves, to);
                assert_eq!(table.0, marked, "{:?}", moves);
            }
        }
    }
}
