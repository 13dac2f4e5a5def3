//! Nullify the matrix: a start cell is lowered and a monotone path from it is rewritten.
//!
//! **Rules.** An `n x m` matrix of non-negative integers. A move picks a start cell with a
//! non-zero value and a finish cell weakly below and to the right of it, lowers the start by a
//! positive amount, and then changes every cell of one shortest (right and down) path from the
//! start to the finish, except the start and including the finish, to any non-negative values.
//! Whoever faces the all-zero matrix cannot move and loses.
//!
//! **Theorem.** The player to move loses exactly when every anti-diagonal (the cells with one
//! value of `i + j`) xors to 0. *Proof sketch:* a shortest path steps from diagonal `d` to
//! `d + 1` at each cell, so it meets each diagonal at most once, and the start is the cell it
//! meets first. From a position whose diagonals all xor to 0, a move changes exactly one cell of
//! the start's diagonal, so that diagonal's xor becomes non-zero. From any other position, let
//! `d` be the first diagonal with a non-zero xor `x` and pick a cell of it whose value `v` has
//! the highest bit of `x` (as in Nim, `v xor x < v`): lower it to `v xor x`, and walk down the
//! rows until the path reaches the last row, then right, which meets every later diagonal of
//! the matrix; on each of them whose xor `y` is non-zero, set the cell met to `value xor y`
//! (the other cells of the path keep their values). Every diagonal then xors to 0. The game
//! ends: the start's diagonal loses value and only later diagonals change, so the sums of the
//! diagonals decrease lexicographically. The tests search the real moves on every small matrix
//! (values kept below a power of two, where the strategy above stays).
//!
//! Judge problem: Codeforces 1451 F (Nullify The Matrix).

/// The xor of each anti-diagonal of a matrix whose cells arrive in row-major order, keeping only
/// the diagonals a later cell may still reach: at most `m` values, and never more than the
/// cells pushed so far, whatever `m` is.
///
/// ```
/// use impartial::nullify::Diagonals;
/// // 1 2 / 3 0: the diagonals are 1, 2 ^ 3 and 0.
/// let mut d = Diagonals::new(2);
/// for v in [1, 2, 3, 0] {
///     d.push(v);
/// }
/// assert!(!d.is_p_position());
/// ```
#[derive(Clone, Debug)]
pub struct Diagonals {
    width: u64,
    /// The open diagonals `row..row + width`, diagonal `d` at `d % width` (filled as row 0 is
    /// read, so a huge `width` costs only the cells read).
    ring: Vec<u64>,
    row: u64,
    column: u64,
    /// Some finished diagonal has a non-zero xor.
    any_non_zero: bool,
}

impl Diagonals {
    /// An empty matrix of rows `width` cells wide (a width of 0 takes no cells).
    pub fn new(width: u64) -> Self {
        Diagonals {
            width,
            ring: Vec::new(),
            row: 0,
            column: 0,
            any_non_zero: false,
        }
    }

    /// Adds the next cell in row-major order (`width` must be at least 1).
    pub fn push(&mut self, value: u64) {
        if self.row == 0 {
            self.ring.push(value);
        } else {
            // row >= 1: the whole first row is in the ring, so width fits in usize.
            let width = self.ring.len() as u64;
            let slot = (self.row % width + self.column) % width;
            self.ring[slot as usize] ^= value;
        }
        self.column += 1;
        if self.column == self.width {
            // Diagonal `row` has no cell in a later row: it is complete.
            let slot = (self.row % self.width) as usize;
            self.any_non_zero |= self.ring[slot] != 0;
            self.ring[slot] = 0;
            self.column = 0;
            self.row += 1;
        }
    }

    /// Whether the matrix pushed so far (whole rows) is a P-position: every anti-diagonal xors
    /// to 0 (module docs).
    ///
    /// # Complexity
    /// O(m) for the diagonals still open.
    ///
    /// ```
    /// use impartial::nullify::Diagonals;
    /// // 0 1 / 1 0: rows and columns xor to 1, but the diagonals are 0, 1 ^ 1 and 0.
    /// let mut d = Diagonals::new(2);
    /// for v in [0, 1, 1, 0] {
    ///     d.push(v);
    /// }
    /// assert!(d.is_p_position());
    /// assert!(Diagonals::new(0).is_p_position());
    /// ```
    pub fn is_p_position(&self) -> bool {
        !self.any_non_zero && self.ring.iter().all(|&x| x == 0)
    }
}

/// Whether the matrix `rows` (all of one length) is a P-position: every anti-diagonal `i + j`
/// xors to 0.
///
/// # Complexity
/// O(n m) time, O(m) memory.
///
/// ```
/// use impartial::nullify::is_p_position;
/// assert!(!is_p_position(&[vec![0, 0, 5]]));
/// assert!(!is_p_position(&[vec![1, 2, 3], vec![4, 5, 6], vec![7, 8, 9]]));
/// assert!(is_p_position(&[vec![0, 5], vec![5, 0]]));
/// ```
pub fn is_p_position(rows: &[Vec<u64>]) -> bool {
    let width = rows.first().map_or(0, |r| r.len() as u64);
    let mut diagonals = Diagonals::new(width);
    for &v in rows.iter().flatten() {
        diagonals.push(v);
    }
    diagonals.is_p_position()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy::is_p_position_by_search;
    use std::collections::HashMap;

    /// A matrix of `rows x cols` cells, values below `limit`, as a flat row-major list.
    #[derive(Clone, Copy)]
    struct Board {
        rows: usize,
        cols: usize,
        limit: u64,
    }

    impl Board {
        /// Every position one real move from `cells`, values kept below `limit`.
        fn moves(&self, cells: &[u64]) -> Vec<Vec<u64>> {
            let mut out = Vec::new();
            for (r1, c1) in self.cells() {
                let start = cells[r1 * self.cols + c1];
                for (r2, c2) in self.cells().filter(|&(r, c)| r >= r1 && c >= c1) {
                    for path in paths(r1, c1, r2, c2) {
                        for lowered in 0..start {
                            let mut next = cells.to_vec();
                            next[r1 * self.cols + c1] = lowered;
                            self.rewrite(&mut next, &path, &mut out);
                        }
                    }
                }
            }
            out
        }

        fn cells(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
            (0..self.rows).flat_map(move |r| (0..self.cols).map(move |c| (r, c)))
        }

        /// Every assignment of values below `limit` to the cells of `path` in `cells`.
        fn rewrite(&self, cells: &mut [u64], path: &[(usize, usize)], out: &mut Vec<Vec<u64>>) {
            let Some((&(r, c), rest)) = path.split_first() else {
                out.push(cells.to_vec());
                return;
            };
            for v in 0..self.limit {
                cells[r * self.cols + c] = v;
                self.rewrite(cells, rest, out);
            }
        }
    }

    /// The cells after the start of every shortest path from `(r1, c1)` to `(r2, c2)`.
    fn paths(r1: usize, c1: usize, r2: usize, c2: usize) -> Vec<Vec<(usize, usize)>> {
        if (r1, c1) == (r2, c2) {
            return vec![Vec::new()];
        }
        let mut all = Vec::new();
        for (r, c) in [(r1 + 1, c1), (r1, c1 + 1)] {
            if r <= r2 && c <= c2 {
                for mut rest in paths(r, c, r2, c2) {
                    rest.insert(0, (r, c));
                    all.push(rest);
                }
            }
        }
        all
    }

    /// Checks the theorem on every `rows x cols` matrix with values below `limit`; returns how
    /// many matrices were searched.
    fn check(rows: usize, cols: usize, limit: u64) -> usize {
        let board = Board { rows, cols, limit };
        let mut memo = HashMap::new();
        let total = (limit as usize).pow((rows * cols) as u32);
        for code in 0..total {
            let cells: Vec<u64> = (0..rows * cols)
                .map(|k| (code / (limit as usize).pow(k as u32) % limit as usize) as u64)
                .collect();
            let lost = is_p_position_by_search(cells.clone(), |p| board.moves(p), &mut memo);
            let matrix: Vec<Vec<u64>> = cells.chunks(cols).map(<[u64]>::to_vec).collect();
            assert_eq!(is_p_position(&matrix), lost, "{:?}", matrix);
        }
        total
    }

    #[test]
    fn theorem_agrees_with_search_over_real_moves() {
        let mut searched = 0;
        for rows in 1..=3 {
            for cols in 1..=3 {
                searched += check(rows, cols, 2);
            }
        }
        for (rows, cols) in [(1, 1), (1, 2), (2, 1), (1, 3), (3, 1), (2, 2)] {
            searched += check(rows, cols, 4);
        }
        assert_eq!(searched, 682 + 4 + 16 + 16 + 64 + 64 + 256);
    }

    #[test]
    fn rows_columns_and_the_other_diagonals_do_not_decide() {
        // Rows, columns, i - j diagonals and the total all xor to 0; diagonal 0 is 3.
        let m = [vec![3, 3, 0], vec![3, 0, 3], vec![0, 3, 3]];
        let xor = |cells: &mut dyn Iterator<Item = u64>| cells.fold(0, |a, v| a ^ v);
        assert_eq!(xor(&mut m.iter().flatten().copied()), 0);
        assert!(m.iter().all(|r| xor(&mut r.iter().copied()) == 0));
        assert!((0..3).all(|c| xor(&mut m.iter().map(|r| r[c])) == 0));
        for d in 0..5usize {
            let cells = (0..3).filter(|&i| i + 2 >= d && i + 2 - d < 3);
            assert_eq!(xor(&mut cells.map(|i| m[i][i + 2 - d])), 0, "i - j = {}", d);
        }
        assert!(!is_p_position(&m));
    }

    #[test]
    fn streaming_agrees_with_the_diagonal_sums() {
        // Every shape to 5 x 5 with pseudo-random values, some of them equal to cancel.
        let mut seed = 7u64;
        for rows in 1..=5usize {
            for cols in 1..=5usize {
                for _ in 0..50 {
                    let mut xor = vec![0u64; rows + cols];
                    let mut d = Diagonals::new(cols as u64);
                    for i in 0..rows {
                        for j in 0..cols {
                            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
                            let v = [0, 1, 3, u64::MAX][(seed >> 60) as usize % 4];
                            xor[i + j] ^= v;
                            d.push(v);
                        }
                    }
                    assert_eq!(d.is_p_position(), xor.iter().all(|&x| x == 0));
                    assert!(d.ring.len() <= cols);
                }
            }
        }
    }
}
