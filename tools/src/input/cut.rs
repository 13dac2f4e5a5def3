//! Cutting a record smaller: groups of tokens removed together with the count that announces
//! them (heaps with their `N`, a position `l h_1..h_l` with the `m` before it), so the record
//! stays well formed. A [`Shape`](super::Shape) says which cuts a record has; the shrinker tries
//! them in order, largest first.
//!
//! The cuts work on a record's tokens and on the registry's records of numbers alike ([`Count`]).
//!
//! ```
//! use impartial_tools::input::{counted_list, Cut};
//! let record = [3u64, 7, 8, 9];
//! let cuts = counted_list(&record);
//! assert_eq!(cuts[0].apply(&record), Some(vec![0]));
//! assert_eq!(cuts[1].apply(&record), Some(vec![1, 9]));
//! ```

use super::Token;

/// Something a count can be: a number, which a cut lowers.
pub trait Count: Clone {
    /// The count as a number, if it is one.
    fn count(&self) -> Option<u64>;
    /// The count lowered by `by`; `None` if it is not a number or would go below 0.
    fn lowered(&self, by: u64) -> Option<Self>;
}

impl Count for u64 {
    fn count(&self) -> Option<u64> {
        Some(*self)
    }

    fn lowered(&self, by: u64) -> Option<u64> {
        self.checked_sub(by)
    }
}

impl Count for Token {
    fn count(&self) -> Option<u64> {
        self.number()
    }

    fn lowered(&self, by: u64) -> Option<Token> {
        Some(Token::Number(self.number()?.checked_sub(by)?))
    }
}

/// A smaller record: `record[start..end]` deleted and `record[count]` (the count announcing
/// what was deleted, before it) lowered by `by`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cut {
    pub start: usize,
    pub end: usize,
    pub count: usize,
    pub by: u64,
}

impl Cut {
    /// The record with the cut made; `None` when it does not fit the record.
    pub fn apply<T: Count>(&self, record: &[T]) -> Option<Vec<T>> {
        if self.count >= self.start || self.start > self.end || self.end > record.len() {
            return None;
        }
        let mut smaller = Vec::with_capacity(record.len() - (self.end - self.start));
        smaller.extend_from_slice(&record[..self.start]);
        smaller.extend_from_slice(&record[self.end..]);
        smaller[self.count] = smaller[self.count].lowered(self.by)?;
        Some(smaller)
    }
}

/// A record `N v_1 .. v_N`: runs of values removed with `N` lowered.
pub fn counted_list<T: Count>(record: &[T]) -> Vec<Cut> {
    counted_groups(record, 1, 1)
}

/// A record of `head` tokens, the first of them the count `N`, then `N` groups of `width`
/// tokens (hdu3595's `N (p q)*N`: head 1, width 2): runs of groups removed with `N` lowered.
/// Nothing when the record does not have that shape.
pub fn counted_groups<T: Count>(record: &[T], head: usize, width: usize) -> Vec<Cut> {
    let fits = record.first().and_then(T::count).is_some_and(|n| {
        usize::try_from(n)
            .ok()
            .and_then(|n| n.checked_mul(width))
            .and_then(|w| w.checked_add(head))
            == Some(record.len())
    });
    if !fits || head == 0 {
        return Vec::new();
    }
    let spans: Vec<(usize, usize)> = (head..record.len())
        .step_by(width.max(1))
        .map(|start| (start, start + width))
        .collect();
    group_cuts(0, &spans)
}

/// Cuts removing runs of consecutive groups (`spans`, each a `start..end` of the record, in
/// order and adjacent) announced by the count at `count`: all of them, then halves, quarters,
/// ..., single groups (halves rounded up).
pub fn group_cuts(count: usize, spans: &[(usize, usize)]) -> Vec<Cut> {
    let n = spans.len();
    let mut cuts = Vec::new();
    let mut chunk = n;
    while chunk >= 1 {
        for first in (0..n).step_by(chunk) {
            let last = (first + chunk).min(n);
            cuts.push(Cut {
                start: spans[first].0,
                end: spans[last - 1].1,
                count,
                by: (last - first) as u64,
            });
        }
        if chunk == 1 {
            break;
        }
        chunk = (chunk + 1) / 2;
    }
    cuts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::numbers;

    fn apply_all<T: Count>(record: &[T], cuts: &[Cut]) -> Vec<Vec<T>> {
        cuts.iter().map(|c| c.apply(record).unwrap()).collect()
    }

    #[test]
    fn a_counted_list_loses_runs_with_its_count() {
        let r = [3u64, 7, 8, 9];
        assert_eq!(
            apply_all(&r, &counted_list(&r)),
            [
                vec![0],
                vec![1, 9],
                vec![2, 7, 8],
                vec![2, 8, 9],
                vec![2, 7, 9],
                vec![2, 7, 8]
            ]
        );
        // A record of another shape has no cuts.
        assert!(counted_list(&[3u64, 7, 8]).is_empty());
        assert!(counted_list::<u64>(&[]).is_empty());
    }

    #[test]
    fn groups_are_cut_whole() {
        let r = [2u64, 10, 1, 3, 4, 9];
        let smaller = apply_all(&r, &counted_groups(&r, 2, 2));
        assert_eq!(smaller, [vec![0, 10], vec![1, 10, 4, 9], vec![1, 10, 1, 3]]);
        assert!(counted_groups(&[2u64, 10, 1, 3, 4], 2, 2).is_empty());
        assert!(counted_groups(&[u64::MAX, 1], 1, 2).is_empty());
    }

    #[test]
    fn tokens_cut_as_numbers_do_and_a_word_is_no_count() {
        let r = numbers(&[2, 5, 6]);
        assert_eq!(
            apply_all(&r, &counted_list(&r)),
            [numbers(&[0]), numbers(&[1, 6]), numbers(&[1, 5])]
        );
        let word = vec![Token::text("2"), Token::Number(5), Token::Number(6)];
        assert!(counted_list(&word).is_empty());
        let cut = Cut {
            start: 1,
            end: 2,
            count: 0,
            by: 1,
        };
        assert_eq!(cut.apply(&word), None);
    }

    #[test]
    fn a_cut_that_does_not_fit_is_refused() {
        let cut = Cut {
            start: 1,
            end: 3,
            count: 0,
            by: 2,
        };
        assert_eq!(cut.apply(&[2u64, 4, 5]), Some(vec![0]));
        assert_eq!(cut.apply(&[1u64, 4, 5]), None);
        assert_eq!(cut.apply(&[2u64, 4]), None);
    }
}
