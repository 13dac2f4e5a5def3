//! The shape of an input that nothing describes but a generator and perhaps a validator: its
//! lines, each a record of tokens ([`Lines`]). What the shrinker can do without knowing more:
//!
//! - remove lines (the records, halves first), and within a line a run of values with the count
//!   before them when the line's first number counts the rest (`3 1 5 9` to `2 1 9`);
//! - remove lines together with the count that announces them ([`Shape::smaller`]): a number
//!   `c` of a short line followed by `c` groups of `w` lines (`Q` then `Q` query lines; `T` then
//!   `T` cases of one shape; `N M` then `M` edges), groups removed and `c` lowered;
//! - lower numbers and shorten words (the shrinker's own token phase).
//!
//! What keeps a candidate valid is the user's validator ([`Lines::new`]); without one, only
//! the reference's accepting it (the driver's rule).

use super::{counted_list, Cut, Ending, Framing, Input, Shape, Token, Validator};

/// Lines of tokens, held to a validator if there is one.
pub struct Lines<'a> {
    validator: Option<&'a Validator<'a>>,
}

/// The most tokens a line may hold to be taken for a header whose numbers may count the lines
/// after it.
const HEADER: usize = 3;

impl<'a> Lines<'a> {
    pub fn new(validator: Option<&'a Validator<'a>>) -> Lines<'a> {
        Lines { validator }
    }

    /// `text` as lines of tokens: a number where a word is a `u64` written as one (no sign, no
    /// leading zero), else the word as written. Blank lines stay (as empty records).
    ///
    /// ```
    /// use impartial_tools::input::{lines::Lines, Token};
    /// let input = Lines::input("2\n1 x\n007\n");
    /// assert_eq!(input.records[1], [Token::Number(1), Token::text("x")]);
    /// assert_eq!(input.records[2], [Token::text("007")]);
    /// ```
    pub fn input(text: &str) -> Input {
        let word = |w: &str| match w.parse::<u64>() {
            Ok(n) if n.to_string() == w => Token::Number(n),
            _ => Token::text(w),
        };
        let mut records: Vec<Vec<Token>> = text
            .split('\n')
            .map(|line| line.split_whitespace().map(word).collect())
            .collect();
        // The newline ending the last line makes no line of its own.
        if text.ends_with('\n') {
            records.pop();
        }
        Input {
            records,
            ending: Ending::Normal,
        }
    }
}

impl Shape for Lines<'_> {
    fn framing(&self) -> &Framing {
        &Framing::ToEof
    }

    fn valid(&self, _record: &[Token]) -> bool {
        true
    }

    /// A line whose first number is the count of the tokens after it.
    fn cuts(&self, record: &[Token]) -> Vec<Cut> {
        counted_list(record)
    }

    fn admits(&self, input: &Input) -> bool {
        !input.records.is_empty()
            && input.records.iter().any(|r| !r.is_empty())
            && self
                .validator
                .map_or(true, |valid| valid(&self.render(input)))
    }

    fn smaller<'b>(&'b self, input: &'b Input) -> Box<dyn Iterator<Item = Input> + 'b> {
        let n = input.records.len();
        let counts = (0..n).flat_map(move |line| {
            let record = &input.records[line];
            let header = record.len() <= HEADER;
            (0..record.len()).filter_map(move |at| match record[at] {
                Token::Number(c) if header && c >= 1 => Some((line, at, c as usize)),
                _ => None,
            })
        });
        let removals = counts.flat_map(move |(line, at, c)| {
            let after = n - line - 1;
            // Groups of one line, or of as many as divide the rest evenly.
            let mut widths = vec![1];
            if after % c == 0 && after / c > 1 {
                widths.push(after / c);
            }
            widths
                .into_iter()
                .filter(move |&w| c * w <= after)
                .flat_map(move |w| {
                    group_runs(c).map(move |(first, groups)| {
                        let mut smaller = input.clone();
                        let start = line + 1 + first * w;
                        smaller.records.drain(start..start + groups * w);
                        smaller.records[line][at] = Token::Number((c - groups) as u64);
                        smaller
                    })
                })
        });
        Box::new(removals.chain(together(input)))
    }
}

/// A number that several lines hold, lowered in all of them at once (a value inserted, then
/// erased, then asked about): 0, 1, 2, then halves, smallest first.
fn together(input: &Input) -> impl Iterator<Item = Input> + '_ {
    let mut seen: Vec<(u64, usize)> = Vec::new();
    for record in &input.records {
        for t in record.iter().skip(usize::from(record.len() > 1)) {
            if let Token::Number(v) = t {
                match seen.iter_mut().find(|(x, _)| x == v) {
                    Some((_, lines)) => *lines += 1,
                    None => seen.push((*v, 1)),
                }
            }
        }
    }
    seen.retain(|&(v, lines)| lines >= 2 && v > 0);
    seen.into_iter().flat_map(move |(v, _)| {
        let mut lower: Vec<u64> = (0..3).chain((1..64).map(|b| v >> b)).collect();
        lower.retain(|&x| x < v);
        lower.sort_unstable();
        lower.dedup();
        lower.into_iter().map(move |x| {
            let mut smaller = input.clone();
            for record in &mut smaller.records {
                let skip = usize::from(record.len() > 1);
                for t in record.iter_mut().skip(skip) {
                    if *t == Token::Number(v) {
                        *t = Token::Number(x);
                    }
                }
            }
            smaller
        })
    })
}

/// Runs of groups out of `c`: all but one, halves, quarters, ..., single groups, as
/// (first group, groups).
fn group_runs(c: usize) -> impl Iterator<Item = (usize, usize)> {
    let mut sizes = Vec::new();
    let mut size = c / 2;
    while size >= 1 {
        sizes.push(size);
        size /= 2;
    }
    sizes.into_iter().flat_map(move |size| {
        (0..c)
            .step_by(size)
            .map(move |first| (first, size.min(c - first)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stress::shrink::shrink;
    use std::sync::atomic::AtomicBool;
    use std::time::{Duration, Instant};

    static GO: AtomicBool = AtomicBool::new(false);

    #[test]
    fn lines_become_records_and_back() {
        let text = "3\n1 5\n\n3\n";
        let input = Lines::input(text);
        assert_eq!(input.records.len(), 4);
        assert_eq!(Lines::new(None).render(&input), text);
    }

    #[test]
    fn queries_go_with_their_count_and_values_fall() {
        // Q then queries `1 x` / `2 x` / `3`; valid when Q counts the lines and every `2 x`
        // follows a `1 x`; fails while some value is inserted twice and erased once before a
        // query `3`.
        let valid = |text: &str| {
            let lines: Vec<&str> = text.lines().collect();
            let q: usize = lines[0].parse().unwrap_or(usize::MAX);
            if q != lines.len() - 1 {
                return false;
            }
            let mut held: Vec<&str> = Vec::new();
            lines[1..].iter().all(|l| match l.split_once(' ') {
                Some(("1", x)) => {
                    held.push(x);
                    true
                }
                Some(("2", x)) => match held.iter().position(|h| *h == x) {
                    Some(p) => {
                        held.remove(p);
                        true
                    }
                    None => false,
                },
                None => *l == "3" && !held.is_empty(),
                _ => false,
            })
        };
        let shape = Lines::new(Some(&valid));
        let fails = |input: &Input| {
            let text = shape.render(input);
            let mut count = std::collections::HashMap::new();
            text.lines().skip(1).any(|l| match l.split_once(' ') {
                Some(("1", x)) => {
                    *count.entry(x.to_string()).or_insert(0) += 1;
                    false
                }
                Some(("2", x)) => {
                    let c = count.entry(x.to_string()).or_insert(0);
                    *c -= 1;
                    *c >= 1
                }
                _ => false,
            })
        };
        let start = Lines::input("7\n1 9\n1 40\n3\n1 40\n1 8\n2 40\n3\n");
        assert!(shape.admits(&start) && fails(&start));
        let mut test = |input: &Input| fails(input);
        let later = Instant::now() + Duration::from_secs(30);
        let s = shrink(&shape, start, &mut test, later, &GO);
        assert_eq!(shape.render(&s.input), "3\n1 0\n1 0\n2 0\n");
    }
}
