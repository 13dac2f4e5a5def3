//! The cutting game: cut a sheet of grid paper; whoever cuts out a 1 x 1 piece wins.
//!
//! **Rules.** The game starts with one `w x h` sheet of grid paper. A move takes one piece and
//! cuts it along a grid line, horizontally or vertically, into two pieces. Whoever first cuts
//! out a `1 x 1` piece wins.
//!
//! **Theorem (reduction to normal play).** A piece of width or height 1 and length at least 2
//! (a *strip*) lets the player to move cut a `1 x 1` off its end and win. So the player who
//! creates a strip loses unless that very cut made a `1 x 1`, and a position with no strip is
//! won exactly as the normal-play game on pieces of at least `2 x 2`, where a cut must leave
//! both parts at least 2 wide and 2 high and whoever cannot cut loses:
//! `g(w, h) = mex ({g(i, h) xor g(w - i, h) : 2 <= i <= w - 2} union
//! {g(w, j) xor g(w, h - j) : 2 <= j <= h - 2})`, and a set of pieces has the xor of their
//! values (Sprague-Grundy, [`crate::grundy`]). *Proof sketch:* in a position whose pieces are
//! all at least `2 x 2`, a cut is either one of the reduced game's, or leaves a piece of side 1:
//! a `1 x 1` comes only from a piece with a side of 1, none here, so it is a strip, and the
//! opponent wins at once. So the player to move wins exactly when the reduced game has a move to a
//! P-position, and with no reduced move left every cut loses. `1 x 1` pieces never move and do
//! not count. The tests check all this against a search of the real rules (a cut making a
//! `1 x 1` wins at once) on every sheet up to `9 x 9` and on sets of up to three small pieces.
//!
//! **The values.** No closed form is known. [`Table::new`] tabulates every sheet up to a side
//! in `O(side^3)` steps (about `7 * 10^6` for side 300, using `g(w, h) = g(h, w)` and the
//! symmetry of each cut); every value up to `300 x 300` is at most 9, so one byte holds each.
//! A `1 x k` strip with `k >= 2` is a first-player win; `1 x 1` has no cut at all, so nobody
//! can win, and is not answered.
//!
//! Judge problem: POJ 2311 (Cutting Game).

use std::sync::OnceLock;

/// The largest side the judge solution answers (the judge's own bound is 200).
pub const MAX_SIDE: usize = 300;

/// The Grundy values of the reduced game on every sheet of sides `2..=side`.
pub struct Table {
    side: usize,
    /// `values[w * (side + 1) + h]` for `2 <= w, h <= side`.
    values: Vec<u8>,
}

impl Table {
    /// Tabulates every sheet of sides at most `side`.
    ///
    /// # Complexity
    /// O(side^3) time (`side^3 / 4` xors), O(side^2) memory.
    ///
    /// ```
    /// use impartial::cutting::Table;
    /// let t = Table::new(4);
    /// assert_eq!(t.grundy(2, 2), Some(0));
    /// assert_eq!(t.grundy(4, 2), Some(1)); // the one cut leaves two 2 x 2 pieces
    /// assert_eq!(t.grundy(5, 2), None);
    /// ```
    pub fn new(side: usize) -> Table {
        let stride = side + 1;
        let mut values = vec![0u8; stride * stride];
        // seen[v] == stamp: the current sheet has an option of value v. Values stay below 16
        // far beyond side 300; a larger one would be a bug this table reports by panicking.
        let mut seen = [0usize; 256];
        let mut stamp = 0;
        for w in 2..=side {
            for h in w..=side {
                stamp += 1;
                let at = |a: usize, b: usize| values[a * stride + b];
                for i in 2..=w / 2 {
                    seen[usize::from(at(i, h) ^ at(w - i, h))] = stamp;
                }
                for j in 2..=h / 2 {
                    seen[usize::from(at(w, j) ^ at(w, h - j))] = stamp;
                }
                let value = seen.iter().take_while(|&&s| s == stamp).count();
                let value = u8::try_from(value).expect("Grundy values of sheets fit a byte");
                values[w * stride + h] = value;
                values[h * stride + w] = value;
            }
        }
        Table { side, values }
    }

    /// The table of every sheet up to [`MAX_SIDE`], built on the first call and shared by every
    /// later one in the process: a judge run builds it once, and so do tests that run a
    /// solution thousands of times.
    ///
    /// # Complexity
    /// O(MAX_SIDE^3) on the first call (about 7 * 10^6 xors), O(1) after it.
    ///
    /// ```
    /// use impartial::cutting::Table;
    /// assert_eq!(Table::shared().grundy(300, 300), Table::shared().grundy(300, 300));
    /// assert_eq!(Table::shared().is_p_position(2, 299), Some(true));
    /// ```
    pub fn shared() -> &'static Table {
        static TABLE: OnceLock<Table> = OnceLock::new();
        TABLE.get_or_init(|| Table::new(MAX_SIDE))
    }

    /// The Grundy value of a `w x h` sheet in the reduced game, for `2 <= w, h <= side`.
    ///
    /// ```
    /// use impartial::cutting::Table;
    /// let t = Table::new(6);
    /// assert_eq!(t.grundy(3, 2), Some(0));
    /// assert_eq!(t.grundy(1, 5), None);
    /// ```
    pub fn grundy(&self, w: usize, h: usize) -> Option<u8> {
        let inside = |x: usize| (2..=self.side).contains(&x);
        (inside(w) && inside(h)).then(|| self.values[w * (self.side + 1) + h])
    }

    /// Whether a `w x h` sheet is a P-position (the first player loses): never for a strip
    /// (`1 x k`, `k >= 2`), for a larger sheet when its value is 0. `None` for a side of 0 or
    /// above the table's, and for `1 x 1`, which has no cut.
    ///
    /// ```
    /// use impartial::cutting::Table;
    /// let t = Table::new(10);
    /// assert_eq!(t.is_p_position(2, 2), Some(true));
    /// assert_eq!(t.is_p_position(4, 2), Some(false));
    /// assert_eq!(t.is_p_position(1, 7), Some(false));
    /// assert_eq!(t.is_p_position(1, 1), None);
    /// assert_eq!(t.is_p_position(11, 3), None);
    /// ```
    pub fn is_p_position(&self, w: u64, h: u64) -> Option<bool> {
        let (w, h) = (usize::try_from(w).ok()?, usize::try_from(h).ok()?);
        match (w.min(h), w.max(h)) {
            (1, long) if (2..=self.side).contains(&long) => Some(false),
            _ => self.grundy(w, h).map(|g| g == 0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// A piece as (shorter side, longer side); a position is a sorted list of pieces.
    type Piece = (u8, u8);

    fn piece(a: u8, b: u8) -> Piece {
        (a.min(b), a.max(b))
    }

    /// Every cut of the real game from `pieces`: `Err(())` for a cut that makes a `1 x 1` (the
    /// mover wins on the spot), else the position after it.
    fn real_cuts(pieces: &[Piece]) -> Vec<Result<Vec<Piece>, ()>> {
        let mut out = Vec::new();
        for (k, &(a, b)) in pieces.iter().enumerate() {
            if k > 0 && pieces[k - 1] == (a, b) {
                continue;
            }
            let mut halves = Vec::new();
            halves.extend((1..a).map(|i| (piece(i, b), piece(a - i, b))));
            halves.extend((1..b).map(|j| (piece(a, j), piece(a, b - j))));
            for (x, y) in halves {
                if x == (1, 1) || y == (1, 1) {
                    out.push(Err(()));
                    continue;
                }
                let mut next = pieces.to_vec();
                next[k] = x;
                next.push(y);
                next.sort_unstable();
                out.push(Ok(next));
            }
        }
        out
    }

    /// Whether the player to move wins the real game from `start` (no `1 x 1` pieces, at least
    /// one piece): an iterative search that stops at the first winning cut.
    fn wins_by_search(start: Vec<Piece>, memo: &mut HashMap<Vec<Piece>, bool>) -> bool {
        // Each frame: a position and its cuts still to try.
        let mut stack: Vec<(Vec<Piece>, Vec<Vec<Piece>>)> = Vec::new();
        let open = |position: Vec<Piece>, memo: &mut HashMap<Vec<Piece>, bool>| {
            let cuts: Result<Vec<_>, ()> = real_cuts(&position).into_iter().collect();
            match cuts {
                Err(()) => {
                    memo.insert(position, true);
                    None
                }
                Ok(cuts) => Some((position, cuts)),
            }
        };
        if let Some(frame) = open(start.clone(), memo) {
            stack.push(frame);
        }
        while let Some((_, cuts)) = stack.last_mut() {
            match cuts.pop() {
                None => {
                    // No cut leads to a lost position for the opponent.
                    let (position, _) = stack.pop().unwrap();
                    memo.insert(position, false);
                }
                Some(next) => match memo.get(&next) {
                    Some(true) => {}
                    Some(false) => {
                        let (position, _) = stack.pop().unwrap();
                        memo.insert(position, true);
                    }
                    None => {
                        cuts.push(next.clone());
                        if let Some(frame) = open(next, memo) {
                            stack.push(frame);
                        }
                    }
                },
            }
        }
        memo[&start]
    }

    /// The reduction's answer for a set of pieces: a strip wins at once, else the xor.
    fn wins_by_table(t: &Table, pieces: &[Piece]) -> bool {
        pieces.iter().any(|&(a, b)| a == 1 && b >= 2)
            || pieces
                .iter()
                .map(|&(a, b)| t.grundy(a as usize, b as usize).unwrap())
                .fold(0, |x, g| x ^ g)
                != 0
    }

    #[test]
    fn reduction_agrees_with_search_over_real_sheets() {
        let t = Table::new(9);
        let mut memo = HashMap::new();
        for w in 1..=9u8 {
            for h in 1..=9u8 {
                if (w, h) == (1, 1) {
                    continue;
                }
                let real = wins_by_search(vec![piece(w, h)], &mut memo);
                assert_eq!(
                    t.is_p_position(w.into(), h.into()),
                    Some(!real),
                    "{} x {}",
                    w,
                    h
                );
                assert_eq!(wins_by_table(&t, &[piece(w, h)]), real);
            }
        }
    }

    #[test]
    fn reduction_agrees_with_search_over_sets_of_pieces() {
        let t = Table::new(5);
        let mut memo = HashMap::new();
        let pieces: Vec<Piece> = (1..=5u8)
            .flat_map(|a| (a..=5).map(move |b| (a, b)))
            .filter(|&p| p != (1, 1))
            .collect();
        let mut sets: Vec<Vec<Piece>> = Vec::new();
        for (i, &x) in pieces.iter().enumerate() {
            for (j, &y) in pieces.iter().enumerate().skip(i) {
                sets.push(vec![x, y]);
                if x.0 * x.1 + y.0 * y.1 <= 20 {
                    sets.extend(pieces[j..].iter().map(|&z| vec![x, y, z]));
                }
            }
        }
        for mut set in sets {
            set.sort_unstable();
            let real = wins_by_search(set.clone(), &mut memo);
            assert_eq!(wins_by_table(&t, &set), real, "{:?}", set);
        }
    }

    #[test]
    fn judge_range_values_are_small_and_symmetric() {
        let t = Table::shared();
        let mut largest = 0;
        for w in 2..=MAX_SIDE {
            for h in 2..=MAX_SIDE {
                let g = t.grundy(w, h).unwrap();
                assert_eq!(Some(g), t.grundy(h, w));
                largest = largest.max(g);
            }
        }
        assert_eq!(largest, 9);
        // A smaller table agrees with the larger one where both are defined.
        let small = Table::new(40);
        assert!((2..=40).all(|w| (2..=40).all(|h| small.grundy(w, h) == t.grundy(w, h))));
        // The sample, and the domain's edges.
        assert_eq!(t.is_p_position(2, 2), Some(true));
        assert_eq!(t.is_p_position(3, 2), Some(true));
        assert_eq!(t.is_p_position(4, 2), Some(false));
        assert_eq!(t.is_p_position(300, 1), Some(false));
        assert_eq!(t.is_p_position(0, 5), None);
        assert_eq!(t.is_p_position(5, 0), None);
        assert_eq!(t.is_p_position(301, 2), None);
        assert_eq!(t.is_p_position(1, 301), None);
        assert_eq!(t.is_p_position(u64::MAX, 2), None);
    }
}
