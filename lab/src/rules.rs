//! Heap games given by their moves: the [`HeapRules`] trait for a game of one's own, and the plain
//! mex over every option, the brute force the fast engine is checked against.
//!
//! A heap game's position is a heap of `n` tokens; a move replaces it by a list of smaller heaps
//! (none, one or several), played on as a sum. By Sprague-Grundy ([`impartial::grundy`]) the heap's
//! value is `G(n) = mex { G(a) xor G(b) xor ... }` over its options `a + b + ...`.

use super::code::Code;

/// The rules of a heap game: the options of each heap.
///
/// ```
/// use impartial_lab::{grundy_values, HeapRules};
/// /// Take one token, or split a heap of at least 3 into two equal ones.
/// struct Halving;
/// impl HeapRules for Halving {
///     fn options(&self, n: usize, out: &mut Vec<Vec<usize>>) {
///         if n >= 1 {
///             out.push(vec![n - 1]);
///         }
///         if n >= 3 && n % 2 == 0 {
///             out.push(vec![n / 2, n / 2]);
///         }
///     }
/// }
/// assert_eq!(grundy_values(&Halving, 7).unwrap(), vec![0, 1, 0, 1, 2, 0, 1]);
/// ```
pub trait HeapRules {
    /// Appends every option of a heap of `n` tokens to `out`: each option is the list of heaps
    /// the move leaves (empty when it leaves none; a heap of 0 is no heap). Every heap must be
    /// smaller than `n`, so the values can be computed in order.
    fn options(&self, n: usize, out: &mut Vec<Vec<usize>>);
}

/// A move that does not make the game smaller: an option of heap `heap` holds a heap `option`
/// at least as large, so the values cannot be computed in order (a loop, if it comes back).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotSmaller {
    /// The heap whose option it is.
    pub heap: usize,
    /// The heap in the option that is not smaller.
    pub option: usize,
}

/// ```
/// use impartial_lab::NotSmaller;
/// let e = NotSmaller { heap: 4, option: 4 };
/// assert_eq!(e.to_string(), "heap 4: expected options of smaller heaps, found a heap of 4");
/// ```
impl std::fmt::Display for NotSmaller {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(
            f,
            "heap {}: expected options of smaller heaps, found a heap of {}",
            self.heap, self.option
        )
    }
}

impl std::error::Error for NotSmaller {}

/// `G(0..len)` of a heap game by the plain mex over every option it lists.
///
/// # Complexity
/// The size of all the options of heaps below `len`, plus O(len) for each heap's mex.
///
/// ```
/// use impartial_lab::{grundy_values, Code};
/// let kayles = Code::parse("0.77").unwrap();
/// assert_eq!(grundy_values(&kayles, 8).unwrap(), vec![0, 1, 2, 3, 1, 4, 3, 2]);
/// ```
pub fn grundy_values<R: HeapRules + ?Sized>(rules: &R, len: usize) -> Result<Vec<u32>, NotSmaller> {
    let mut values: Vec<u32> = Vec::with_capacity(len);
    let mut options = Vec::new();
    for n in 0..len {
        options.clear();
        rules.options(n, &mut options);
        let mut reached = Vec::with_capacity(options.len());
        for option in &options {
            let mut x = 0;
            for &h in option {
                if h >= n && h > 0 {
                    return Err(NotSmaller { heap: n, option: h });
                }
                x ^= values[h];
            }
            reached.push(x);
        }
        values.push(impartial::grundy::mex(reached));
    }
    Ok(values)
}

/// The literal moves of a code: every way to remove `k` tokens and leave `j` heaps that digit
/// `k` allows, each list of heaps once (in increasing order).
impl HeapRules for Code {
    fn options(&self, n: usize, out: &mut Vec<Vec<usize>>) {
        for k in 0..=n {
            let digit = self.digit(k);
            let rest = n - k;
            for j in 0..=digit.max_heaps() {
                if !digit.allows(j) || (k == 0 && j < 2) {
                    continue;
                }
                for_each_partition(rest, j as usize, digit.distinct, |p| out.push(p.to_vec()));
            }
        }
    }
}

/// Calls `f` on every way to write `total` as `parts` positive non-decreasing parts (increasing
/// when `distinct`), in increasing lexicographic order, by counting through them like an
/// odometer.
///
/// # Complexity
/// O(parts) per way.
pub(crate) fn for_each_partition(
    total: usize,
    parts: usize,
    distinct: bool,
    mut f: impl FnMut(&[usize]),
) {
    if parts == 0 {
        if total == 0 {
            f(&[]);
        }
        return;
    }
    // The least sum of `m` parts from `start` on.
    let least = |start: usize, m: usize| {
        if distinct {
            m * start + m * (m - 1) / 2
        } else {
            m * start
        }
    };
    if least(1, parts) > total {
        return;
    }
    let step = usize::from(distinct);
    // Fill positions i.. from `start` with the smallest parts, the last taking what remains.
    let fill = |p: &mut Vec<usize>, i: usize, start: usize| {
        let mut sum: usize = p[..i].iter().sum();
        for (offset, slot) in (i..parts - 1).enumerate() {
            p[slot] = start + offset * step;
            sum += p[slot];
        }
        p[parts - 1] = total - sum;
    };
    let mut p = vec![0; parts];
    fill(&mut p, 0, 1);
    loop {
        f(&p);
        // The rightmost part but the last that can grow by one, the rest refilled after it.
        let mut advanced = false;
        for i in (0..parts - 1).rev() {
            let before: usize = p[..i].iter().sum();
            let start = p[i] + 1;
            let remaining = total - before;
            if least(start, parts - i) <= remaining {
                p[i] = start;
                fill(&mut p, i + 1, start + step);
                advanced = true;
                break;
            }
        }
        if !advanced {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partitions_are_every_sorted_split() {
        for total in 0..=14 {
            for parts in 0..=5 {
                for distinct in [false, true] {
                    let mut got: Vec<Vec<usize>> = Vec::new();
                    for_each_partition(total, parts, distinct, |p| got.push(p.to_vec()));
                    // Every tuple of parts in 1..=total, kept when sorted (and different).
                    let mut want = Vec::new();
                    let mut t = vec![1; parts];
                    'all: loop {
                        let sorted = t
                            .windows(2)
                            .all(|w| w[0] < w[1] || (!distinct && w[0] == w[1]));
                        if sorted && t.iter().sum::<usize>() == total {
                            want.push(t.clone());
                        }
                        for i in (0..parts).rev() {
                            if t[i] < total.max(1) {
                                t[i] += 1;
                                continue 'all;
                            }
                            t[i] = 1;
                        }
                        break;
                    }
                    if parts == 0 && total == 0 {
                        want = vec![vec![]];
                    }
                    assert_eq!(got, want, "{} into {} {}", total, parts, distinct);
                }
            }
        }
    }

    #[test]
    fn known_games_by_their_moves() {
        let first =
            |code: &str, len: usize| grundy_values(&Code::parse(code).unwrap(), len).unwrap();
        // Nim: G(n) = n. Lasker's Nim: 3 and 4 swapped in each block of 4.
        assert_eq!(first("0.[3]", 9), (0..9).collect::<Vec<u32>>());
        assert_eq!(first("4.[3]", 9), vec![0, 1, 2, 4, 3, 5, 6, 8, 7]);
        // Grundy's game: 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0.
        assert_eq!(
            first("4!.0", 21),
            vec![0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]
        );
        assert_eq!(first("0.77", 13), impartial::kayles::grundy_table(12));
        assert_eq!(
            first("0.007", 40),
            impartial::octal::grundy_table(&[0, 0, 7], 39)
        );
    }

    #[test]
    fn a_move_to_a_larger_heap_is_refused() {
        struct Up;
        impl HeapRules for Up {
            fn options(&self, n: usize, out: &mut Vec<Vec<usize>>) {
                if n == 3 {
                    out.push(vec![1, 5]);
                }
            }
        }
        assert_eq!(
            grundy_values(&Up, 10),
            Err(NotSmaller { heap: 3, option: 5 })
        );
    }
}
