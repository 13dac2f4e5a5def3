//! Northcott's game: a partizan game that is Nim in disguise.
//!
//! A board of rows; each row holds one piece of each player. A player moves one of his own pieces
//! along its row, either way, to any empty cell, without jumping over the opponent's piece in
//! that row; whoever cannot move loses. Retreats make the game loopy, and each player moves only
//! his own pieces, so Sprague-Grundy does not apply as it stands.
//!
//! **Theorem.** Let the *gap* of a row be the number of empty cells between its two pieces. The
//! player to move loses exactly when the xor of the gaps is 0, whichever player that is, and
//! there are no draws ([`gap`]). *Proof sketch:* a move toward the opponent's piece shrinks a
//! gap, by any amount the player likes, as a Nim move does; a retreat grows one. The player
//! facing a non-zero xor answers every advance with a Nim move back to xor 0, and every retreat
//! by following it: moving his own piece of that row the same distance, which the retreat has
//! just emptied the cells for, restores the gap. His own pieces therefore only ever move toward
//! the opponent's, each one way along a finite row, so after finitely many of his moves the game
//! is over, and it is never over on his turn: he always has the Nim move or the follow. Judge
//! problem: HDU 1730 (Northcott Game).

/// The gap of a row whose pieces stand on cells `a` and `b`: the number of cells strictly
/// between them, `|a - b| - 1`; `None` when both are on one cell, which is no position.
///
/// ```
/// use impartial::northcott::gap;
/// assert_eq!(gap(4, 5), Some(0));
/// assert_eq!(gap(9, 5), Some(3));
/// assert_eq!(gap(1, u64::MAX), Some(u64::MAX - 2));
/// assert_eq!(gap(7, 7), None);
/// ```
pub fn gap(a: u64, b: u64) -> Option<u64> {
    a.abs_diff(b).checked_sub(1)
}

/// Whether the player to move loses, for rows given as the cells of the two pieces (either
/// order): the xor of the gaps is 0. `None` if a row has both pieces on one cell.
///
/// # Complexity
/// O(n).
///
/// ```
/// use impartial::northcott::is_p_position;
/// // HDU 1730's sample: gaps 0 0 0 lose; gaps 0 1 0 win.
/// assert_eq!(is_p_position(&[(4, 5), (1, 2), (1, 2)]), Some(true));
/// assert_eq!(is_p_position(&[(4, 5), (1, 3), (1, 2)]), Some(false));
/// // Gaps 1 and 3: their parities cancel, their xor does not.
/// assert_eq!(is_p_position(&[(1, 3), (9, 5)]), Some(false));
/// assert_eq!(is_p_position(&[(2, 2)]), None);
/// ```
pub fn is_p_position(rows: &[(u64, u64)]) -> Option<bool> {
    rows.iter()
        .try_fold(0, |x, &(a, b)| Some(x ^ gap(a, b)?))
        .map(|x| x == 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::VecDeque;

    /// A board of `rows` rows and cells `1..=cols`, every placement of the pieces and both
    /// players to move, solved by retrograde analysis of the real two-sided rules (loopy play
    /// allowed): a state with no move is lost, one with a move to a lost state is won, one whose
    /// moves all reach won states is lost; what the passes never decide is a draw.
    struct Board {
        rows: usize,
        cols: u64,
        /// Every placement of one row, `(first player's cell, second player's cell)`.
        placements: Vec<(u64, u64)>,
    }

    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    enum Outcome {
        Draw,
        Won,
        Lost,
    }

    impl Board {
        fn new(rows: usize, cols: u64) -> Self {
            let placements = (1..=cols)
                .flat_map(|a| (1..=cols).filter(move |&b| b != a).map(move |b| (a, b)))
                .collect();
            Board {
                rows,
                cols,
                placements,
            }
        }

        fn states(&self) -> usize {
            2 * self.placements.len().pow(self.rows as u32)
        }

        /// The rows of a state, and whether the second player is to move.
        fn decode(&self, state: usize) -> (Vec<(u64, u64)>, bool) {
            let k = self.placements.len();
            let mut code = state / 2;
            let rows = (0..self.rows)
                .map(|_| {
                    let row = self.placements[code % k];
                    code /= k;
                    row
                })
                .collect();
            (rows, state % 2 == 1)
        }

        fn encode(&self, rows: &[(u64, u64)], second: bool) -> usize {
            let k = self.placements.len();
            let code = rows.iter().rev().fold(0, |code, row| {
                code * k + self.placements.iter().position(|p| p == row).unwrap()
            });
            2 * code + usize::from(second)
        }

        /// Every state one move away: the player to move takes one of his pieces to any empty
        /// cell on his side of the opponent's piece in that row, toward it or away.
        fn moves(&self, state: usize) -> Vec<usize> {
            let (rows, second) = self.decode(state);
            let mut v = Vec::new();
            for i in 0..rows.len() {
                let (mine, theirs) = if second {
                    (rows[i].1, rows[i].0)
                } else {
                    rows[i]
                };
                let cells = if mine < theirs {
                    1..theirs
                } else {
                    theirs + 1..self.cols + 1
                };
                for cell in cells.filter(|&c| c != mine) {
                    let mut next = rows.clone();
                    next[i] = if second {
                        (theirs, cell)
                    } else {
                        (cell, theirs)
                    };
                    v.push(self.encode(&next, !second));
                }
            }
            v
        }

        fn solve(&self) -> Vec<Outcome> {
            retrograde(
                &(0..self.states())
                    .map(|s| self.moves(s))
                    .collect::<Vec<_>>(),
            )
        }
    }

    /// Retrograde analysis of any finite game graph, loops allowed (`moves[s]`: the states one
    /// move from `s`): start from the states without a move, lost for the player to move, and
    /// work backwards; a state whose outcome never follows is a draw.
    fn retrograde(moves: &[Vec<usize>]) -> Vec<Outcome> {
        let n = moves.len();
        let mut predecessors: Vec<Vec<usize>> = vec![Vec::new(); n];
        let mut undecided_moves: Vec<usize> = moves.iter().map(Vec::len).collect();
        for (s, next) in moves.iter().enumerate() {
            for &t in next {
                predecessors[t].push(s);
            }
        }
        let mut outcome = vec![Outcome::Draw; n];
        let mut queue: VecDeque<usize> = (0..n).filter(|&s| moves[s].is_empty()).collect();
        for &s in &queue {
            outcome[s] = Outcome::Lost;
        }
        while let Some(t) = queue.pop_front() {
            for &s in &predecessors[t] {
                if outcome[s] != Outcome::Draw {
                    continue;
                }
                if outcome[t] == Outcome::Lost {
                    outcome[s] = Outcome::Won;
                    queue.push_back(s);
                } else {
                    undecided_moves[s] -= 1;
                    if undecided_moves[s] == 0 {
                        outcome[s] = Outcome::Lost;
                        queue.push_back(s);
                    }
                }
            }
        }
        outcome
    }

    #[test]
    fn nim_on_the_gaps_solves_the_real_game_without_draws() {
        let mut total = 0;
        for &(rows, cols) in &[(1, 2), (1, 9), (2, 3), (2, 8), (3, 4), (3, 6), (4, 4)] {
            let board = Board::new(rows, cols);
            let outcome = board.solve();
            let mut lost = 0;
            for (state, &o) in outcome.iter().enumerate() {
                let (cells, _) = board.decode(state);
                assert_ne!(o, Outcome::Draw, "{}x{}: {:?}", rows, cols, cells);
                let wins = !is_p_position(&cells).unwrap();
                assert_eq!(o == Outcome::Won, wins, "{}x{}: {:?}", rows, cols, cells);
                lost += usize::from(o == Outcome::Lost);
            }
            assert!(lost > 0);
            total += outcome.len();
        }
        assert!(total > 100_000, "{}", total);
    }

    #[test]
    fn the_analysis_reports_the_draws_of_a_loopy_game() {
        // 0 and 1 may shuttle forever, 2 can only enter that loop, 3 has no move, 4 may move
        // to 3 or into the loop, 5 only to 4.
        let moves = vec![vec![1], vec![0], vec![0], vec![], vec![0, 3], vec![4]];
        use Outcome::*;
        assert_eq!(retrograde(&moves), [Draw, Draw, Draw, Lost, Won, Lost]);
    }

    #[test]
    fn parities_of_the_gaps_do_not_decide() {
        // Gaps 1 and 3: even count of odd gaps, yet the xor is 2.
        assert_eq!(is_p_position(&[(1, 3), (9, 5)]), Some(false));
        assert_eq!(is_p_position(&[(1, 4), (9, 5)]), Some(false));
        assert_eq!(is_p_position(&[(1, 5), (9, 5)]), Some(true));
        assert_eq!(is_p_position(&[]), Some(true));
        let m = u64::MAX;
        assert_eq!(is_p_position(&[(1, m), (m, 1)]), Some(true));
        assert_eq!(is_p_position(&[(m - 1, m)]), Some(true));
        assert_eq!(is_p_position(&[(1, m), (m, m)]), None);
    }
}
