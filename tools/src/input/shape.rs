//! What a problem's inputs look like, as the tools that make and shrink inputs need to know it:
//! the [`Shape`] trait. The registry's entries are shapes through an adapter (`registry`), and
//! a format written by a user is one the same way; the stress tester's shrinker
//! ([`crate::stress::shrink`]) and [`Shape::admits`] work on any of them.

use super::{Cut, Ending, Framing, Input, Token};

/// A problem's input shape.
///
/// ```
/// use impartial_tools::input::{numbers, Framing, Input, Shape, Token};
///
/// /// Records `a b` with `a <= b <= 100`, to the end of input.
/// struct Ordered;
///
/// impl Shape for Ordered {
///     fn framing(&self) -> &Framing {
///         &Framing::ToEof
///     }
///     fn valid(&self, record: &[Token]) -> bool {
///         match record {
///             [Token::Number(a), Token::Number(b)] => a <= b && *b <= 100,
///             _ => false,
///         }
///     }
/// }
///
/// assert!(Ordered.admits(&Input::one(numbers(&[3, 7]))));
/// assert!(!Ordered.admits(&Input::one(numbers(&[7, 3]))));
/// assert_eq!(Ordered.render(&Input::one(numbers(&[3, 7]))), "3 7\n");
/// ```
pub trait Shape {
    /// How the records follow each other.
    fn framing(&self) -> &Framing;

    /// Whether `record` is a valid record: the bounds, the order, the distinctness and the
    /// counts inside it that the contract asks for, and not a terminator. What keeps a shrunk
    /// input inside the contract.
    fn valid(&self, record: &[Token]) -> bool;

    /// The cuts that make `record` smaller ([`Cut`]), largest first; none by default (a record
    /// of fixed shape).
    fn cuts(&self, _record: &[Token]) -> Vec<Cut> {
        Vec::new()
    }

    /// Where a valid record's answered parts end, for a record holding queries answered as
    /// they arrive: after each offset listed (below the record's length) the answers to the
    /// tokens before it come out before anything more is read. None by default.
    fn parts(&self, _record: &[Token]) -> Vec<usize> {
        Vec::new()
    }

    /// The input's text.
    fn render(&self, input: &Input) -> String {
        input.render(self.framing())
    }

    /// Whether `input` is a valid whole input: at least one record (exactly one for
    /// [`Framing::Single`]), every record valid, and so is every record after the end.
    fn admits(&self, input: &Input) -> bool {
        let count_fits = match self.framing() {
            Framing::Single => input.records.len() == 1,
            _ => !input.records.is_empty(),
        };
        let after_valid = match &input.ending {
            Ending::After(after) => after.iter().all(|r| self.valid(r)),
            _ => true,
        };
        count_fits && after_valid && input.records.iter().all(|r| self.valid(r))
    }
}

/// Small shapes for the tests of the tools that work on any shape (no registry entry in them,
/// so that a change of an entry cannot change what these tests check).
#[cfg(test)]
pub(crate) mod fixtures {
    use super::*;
    use crate::input::{counted_list, group_cuts, numbers, Record};

    fn all_numbers(record: &[Token]) -> Option<Vec<u64>> {
        record.iter().map(Token::number).collect()
    }

    /// Pairs `a b`, both at most `max`, to the end of input.
    pub struct Pairs {
        pub max: u64,
    }

    impl Shape for Pairs {
        fn framing(&self) -> &Framing {
            &Framing::ToEof
        }
        fn valid(&self, record: &[Token]) -> bool {
            all_numbers(record).is_some_and(|r| r.len() == 2 && r.iter().all(|&v| v <= self.max))
        }
    }

    /// A count of cases, then cases `N p_1..p_N` of distinct positions `1..=10^4`, `N >= 1`.
    pub struct Positions {
        framing: Framing,
    }

    impl Positions {
        pub fn new() -> Positions {
            Positions {
                framing: Framing::Counted,
            }
        }
    }

    impl Shape for Positions {
        fn framing(&self) -> &Framing {
            &self.framing
        }
        fn valid(&self, record: &[Token]) -> bool {
            let Some(r) = all_numbers(record) else {
                return false;
            };
            let distinct = (1..r.len()).all(|i| !r[i + 1..].contains(&r[i]));
            r.len() >= 2
                && r[0] as usize == r.len() - 1
                && r[1..].iter().all(|&p| (1..=10_000).contains(&p))
                && distinct
        }
        fn cuts(&self, record: &[Token]) -> Vec<Cut> {
            counted_list(record)
        }
    }

    /// Piles `N a_1..a_N` (`N >= 1`, piles `1..=10^9`) up to a terminator `0`.
    pub struct Piles {
        framing: Framing,
    }

    impl Piles {
        pub fn new() -> Piles {
            Piles {
                framing: Framing::Terminated(numbers(&[0])),
            }
        }
    }

    impl Shape for Piles {
        fn framing(&self) -> &Framing {
            &self.framing
        }
        fn valid(&self, record: &[Token]) -> bool {
            all_numbers(record).is_some_and(|r| {
                r.len() >= 2
                    && r[0] as usize == r.len() - 1
                    && r[1..].iter().all(|&a| (1..=1_000_000_000).contains(&a))
            })
        }
        fn cuts(&self, record: &[Token]) -> Vec<Cut> {
            counted_list(record)
        }
    }

    /// A nested record, as S-Nim's: `k s_1..s_k m (l h_1..h_l)*m` with `k, m, l >= 1`, moves
    /// `s >= 1` and every number at most 10^4, one record to the end of input.
    pub struct Nested;

    impl Nested {
        /// Where the groups are: the moves `s` (announced by `k` at 0), and each position
        /// `(l h..)` (announced by `m`), with the heaps inside each (announced by its `l`).
        fn groups(r: &[u64]) -> Option<(usize, Vec<(usize, usize)>)> {
            let k = *r.first()? as usize;
            let m_at = 1 + k;
            let m = *r.get(m_at)? as usize;
            let mut positions = Vec::new();
            let mut at = m_at + 1;
            for _ in 0..m {
                let l = *r.get(at)? as usize;
                positions.push((at, at + 1 + l));
                at += 1 + l;
            }
            (at == r.len()).then_some((m_at, positions))
        }
    }

    impl Shape for Nested {
        fn framing(&self) -> &Framing {
            &Framing::ToEof
        }
        fn valid(&self, record: &[Token]) -> bool {
            let Some(r) = all_numbers(record) else {
                return false;
            };
            let Some((m_at, positions)) = Nested::groups(&r) else {
                return false;
            };
            r[0] >= 1
                && r[1..m_at].iter().all(|&s| s >= 1)
                && r[m_at] >= 1
                && positions.iter().all(|&(l, _)| r[l] >= 1)
                && r.iter().all(|&v| v <= 10_000)
        }
        fn cuts(&self, record: &[Token]) -> Vec<Cut> {
            let Some(r) = all_numbers(record) else {
                return Vec::new();
            };
            let Some((m_at, positions)) = Nested::groups(&r) else {
                return Vec::new();
            };
            let mut cuts = group_cuts(m_at, &positions);
            for &(l, end) in &positions {
                let heaps: Vec<(usize, usize)> = (l + 1..end).map(|h| (h, h + 1)).collect();
                cuts.extend(group_cuts(l, &heaps));
            }
            let moves: Vec<(usize, usize)> = (1..m_at).map(|s| (s, s + 1)).collect();
            cuts.extend(group_cuts(0, &moves));
            cuts
        }
    }

    /// Digit strings of 1 to 6 digits, one per record, to the end of input: words, not numbers.
    pub struct Digits;

    impl Shape for Digits {
        fn framing(&self) -> &Framing {
            &Framing::ToEof
        }
        fn valid(&self, record: &[Token]) -> bool {
            matches!(record, [Token::Text(s)]
                if (1..=6).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_digit()))
        }
    }

    /// One record of numbers (a whole input of one value, say), each at most `u64::MAX`.
    pub struct Single;

    impl Shape for Single {
        fn framing(&self) -> &Framing {
            &Framing::Single
        }
        fn valid(&self, record: &[Token]) -> bool {
            record.len() == 1 && record[0].number().is_some()
        }
    }

    /// `records` of numbers, ended normally.
    pub fn input(records: &[&[u64]]) -> Input {
        Input {
            records: records.iter().map(|r| numbers(r)).collect::<Vec<Record>>(),
            ending: Ending::Normal,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::fixtures::*;
    use super::*;
    use crate::input::numbers;

    #[test]
    fn a_whole_input_is_admitted_when_every_record_is_valid() {
        let piles = Piles::new();
        assert!(piles.admits(&input(&[&[2, 1, 1], &[1, 5]])));
        assert!(!piles.admits(&input(&[&[2, 1, 1], &[2, 5]])));
        assert!(!piles.admits(&input(&[])));
        let mut after = input(&[&[1, 5]]);
        after.ending = Ending::After(vec![numbers(&[1, 2_000_000_000])]);
        assert!(!piles.admits(&after));
        assert_eq!(piles.render(&input(&[&[1, 5]])), "1 5\n0\n");
        assert!(Single.admits(&input(&[&[7]])));
        assert!(!Single.admits(&input(&[&[7], &[8]])));
    }

    #[test]
    fn the_nested_fixture_cuts_whole_positions_heaps_and_moves() {
        // S = {2, 5}; positions (5 12) and (7).
        let r = numbers(&[2, 2, 5, 2, 2, 5, 12, 1, 7]);
        assert!(Nested.valid(&r));
        let smaller: Vec<Vec<Token>> = Nested.cuts(&r).iter().filter_map(|c| c.apply(&r)).collect();
        for want in [
            numbers(&[2, 2, 5, 1, 1, 7]),
            numbers(&[2, 2, 5, 1, 2, 5, 12]),
            numbers(&[2, 2, 5, 2, 1, 12, 1, 7]),
            numbers(&[1, 5, 2, 2, 5, 12, 1, 7]),
        ] {
            assert!(smaller.contains(&want), "{:?}", want);
        }
    }
}
