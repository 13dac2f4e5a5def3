//! One-dimensional tables inside a game that has no single one: the positions `kind:n` of one
//! kind of a program with typed positions, and the rows, columns and diagonals of a plane. Each
//! is a sequence `G(0), G(1), ...` that the one-dimensional machinery (periods, saltus, the
//! recognizers of [`super::recognize`]) reads as it reads a heap game.
//!
//! **Lines of the plane.** Row `x` is `G(x, t)`, column `y` is `G(t, y)`, diagonal `d` (the
//! cells with `x - y = d`) is `G(d + t, t)` for `d >= 0` and `G(t, t - d)` for `d < 0`; `t`
//! counts from 0 along the line. Nothing is proved of a line: what a table of `N` shows on it is
//! observed to `N`, since no theorem here bounds how far a line's pattern must be checked.

use super::program::{Listing, Position};
use std::collections::BTreeMap;
use std::fmt;

/// A one-dimensional table of a game: a kind's, or a line of the plane.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// The positions `kind:n` of one kind.
    Kind(String),
    /// Row `x`: `G(x, t)`.
    Row(u64),
    /// Column `y`: `G(t, y)`.
    Column(u64),
    /// The diagonal `x - y = d`.
    Diagonal(i64),
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Line::Kind(k) => write!(f, "kind {}", k),
            Line::Row(x) => write!(f, "row {}", x),
            Line::Column(y) => write!(f, "column {}", y),
            Line::Diagonal(d) => write!(f, "diagonal {}", d),
        }
    }
}

impl Line {
    /// Splits a claim about one line, `kind heap period 3`, `row 2 in 1 mod 2 value 0`,
    /// `diagonal -1 period 2 saltus 2`, into the line and the claim about it; `None` when the
    /// text names no line (its first word is not `kind`, `row`, `column` or `diagonal`), an
    /// error of one line when it names one badly.
    ///
    /// ```
    /// use impartial_tools::lab::lines::Line;
    /// let (line, rest) = Line::split_claim("diagonal -1 period 2").unwrap().unwrap();
    /// assert_eq!((line, rest.as_str()), (Line::Diagonal(-1), "period 2"));
    /// let (line, rest) = Line::split_claim("kind heap: period 3").unwrap().unwrap();
    /// assert_eq!((line, rest.as_str()), (Line::Kind("heap".into()), "period 3"));
    /// assert!(Line::split_claim("period 3").is_none());
    /// assert!(Line::split_claim("row x period 3").unwrap().is_err());
    /// ```
    pub fn split_claim(text: &str) -> Option<Result<(Line, String), String>> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let first = *words.first()?;
        if !matches!(first, "kind" | "row" | "column" | "diagonal") {
            return None;
        }
        let bad = |what: &str| {
            Err(format!(
                "claim \"{}\": expected {} after {}, found {}",
                text,
                what,
                first,
                words
                    .get(1)
                    .map_or("the end".to_string(), |w| format!("\"{}\"", w))
            ))
        };
        let Some(arg) = words.get(1).map(|w| w.trim_end_matches(':')) else {
            return Some(bad("a name or a number"));
        };
        let line = match first {
            "kind" => {
                let mut c = arg.chars();
                if !c.next().is_some_and(|c| c.is_ascii_alphabetic())
                    || !c.all(|c| c.is_ascii_alphanumeric() || c == '_')
                {
                    return Some(bad("a kind (a letter, then letters, digits or _)"));
                }
                Line::Kind(arg.to_string())
            }
            "diagonal" => match arg.parse::<i64>() {
                Ok(d) => Line::Diagonal(d),
                Err(_) => return Some(bad("a difference x - y (-2, 0, 3)")),
            },
            _ => match arg.parse::<u64>() {
                Ok(i) if first == "row" => Line::Row(i),
                Ok(i) => Line::Column(i),
                Err(_) => return Some(bad("a number")),
            },
        };
        if words.len() < 3 {
            return Some(Err(format!(
                "claim \"{}\": expected a claim about {} after it (period 3, in 1 mod 2 value 0)",
                text, line
            )));
        }
        Some(Ok((line, words[2..].join(" "))))
    }

    /// The cell `t` of a line of the plane, `(x, y)`; `None` for a kind.
    ///
    /// ```
    /// use impartial_tools::lab::lines::Line;
    /// assert_eq!(Line::Diagonal(2).cell(1), Some((3, 1)));
    /// assert_eq!(Line::Diagonal(-2).cell(1), Some((1, 3)));
    /// assert_eq!(Line::Column(5).cell(0), Some((0, 5)));
    /// ```
    pub fn cell(&self, t: u64) -> Option<(u64, u64)> {
        match *self {
            Line::Kind(_) => None,
            Line::Row(x) => Some((x, t)),
            Line::Column(y) => Some((t, y)),
            Line::Diagonal(d) if d >= 0 => Some((d as u64 + t, t)),
            Line::Diagonal(d) => Some((t, t + d.unsigned_abs())),
        }
    }

    /// The values along a line of an `n x n` table (row `x` first), as far as the table
    /// goes; `None` for a kind or a line outside it.
    ///
    /// ```
    /// use impartial_tools::lab::lines::Line;
    /// let g = vec![vec![0, 1, 2], vec![1, 2, 0], vec![2, 0, 1]];
    /// assert_eq!(Line::Row(1).values(&g), Some(vec![1, 2, 0]));
    /// assert_eq!(Line::Diagonal(-1).values(&g), Some(vec![1, 0]));
    /// assert_eq!(Line::Column(3).values(&g), None);
    /// ```
    pub fn values(&self, g: &[Vec<u32>]) -> Option<Vec<u32>> {
        let n = g.len() as u64;
        let len = match *self {
            Line::Kind(_) => return None,
            Line::Row(i) | Line::Column(i) if i < n => n,
            Line::Diagonal(d) if d.unsigned_abs() < n => n - d.unsigned_abs(),
            _ => return None,
        };
        Some(
            (0..len)
                .map(|t| {
                    let (x, y) = self.cell(t).expect("a line of the plane");
                    g[x as usize][y as usize]
                })
                .collect(),
        )
    }
}

/// The lines of an `n x n` plane the lab reads: the rows, columns and diagonals of index below
/// `n / 4` (at least one of each). A line's values change their way where the line meets the
/// rest of the table's edge effects, about where it crosses the main diagonal: in the tests'
/// random planes a column `y` was periodic up to `t = y` and then had another period, which a
/// table of `N` barely past `y` cannot see; a line read only in tables four times its index
/// long left the tests nothing to refute. With `symmetric` (`G(x, y) = G(y, x)`) the columns
/// and the diagonals below the main one are left out, being the rows and those above.
///
/// ```
/// use impartial_tools::lab::lines::{plane_lines, Line};
/// assert_eq!(plane_lines(8, true), [Line::Row(0), Line::Row(1), Line::Diagonal(0), Line::Diagonal(1)]);
/// assert_eq!(plane_lines(8, false).len(), 2 + 2 + 3);
/// assert_eq!(plane_lines(2, false), [Line::Row(0), Line::Column(0), Line::Diagonal(0)]);
/// ```
pub fn plane_lines(n: usize, symmetric: bool) -> Vec<Line> {
    let reach = (n as u64 / 4).max(1);
    let mut lines: Vec<Line> = (0..reach).map(Line::Row).collect();
    if !symmetric {
        lines.extend((0..reach).map(Line::Column));
    }
    let reach = reach as i64;
    let low = if symmetric { 0 } else { 1 - reach };
    lines.extend((low..reach).map(Line::Diagonal));
    lines
}

/// Whether `G(x, y) = G(y, x)` throughout a square table.
///
/// ```
/// use impartial_tools::lab::lines::symmetric;
/// assert!(symmetric(&[vec![0, 1], vec![1, 0]]));
/// assert!(!symmetric(&[vec![0, 1], vec![2, 0]]));
/// ```
pub fn symmetric(g: &[Vec<u32>]) -> bool {
    (0..g.len()).all(|x| (0..x).all(|y| g[x][y] == g[y][x]))
}

/// One kind's table: `G(kind:0), G(kind:1), ...`, or the one line that says why it has none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KindTable {
    /// The kind (`heap`), or `-` for the positions listed without one.
    pub kind: String,
    /// The values from `kind:0` on, as far as they are listed without a gap.
    pub table: Result<Vec<u32>, String>,
}

/// The tables of a listing's kinds, in the order of the kinds' names: a kind of one number
/// gets `G(kind:0 .. kind:m)`, `m` the first `n` not listed (positions listed past a gap are
/// left out: the table is what is listed without one); a kind of two numbers or more, or positions without a kind beside
/// typed ones, get a line that says so.
///
/// ```
/// use impartial_tools::lab::lines::kinds;
/// use impartial_tools::lab::program::{grundy, parse};
/// let listing = parse("a:0:\na:1: a:0\nb:0,1: a:1\n").unwrap();
/// let t = kinds(&listing, &grundy(&listing).unwrap());
/// assert_eq!((t[0].kind.as_str(), t[0].table.clone()), ("a", Ok(vec![0, 1])));
/// assert!(t[1].table.as_ref().unwrap_err().contains("two numbers or more"));
/// ```
pub fn kinds(listing: &Listing, values: &[u32]) -> Vec<KindTable> {
    let mut by_kind: BTreeMap<&str, BTreeMap<u64, u32>> = BTreeMap::new();
    let mut wide: BTreeMap<&str, &Position> = BTreeMap::new();
    let mut untyped = None;
    for (p, &v) in listing.names.iter().zip(values) {
        match p {
            Position::Typed(kind, args) if args.len() == 1 => {
                by_kind.entry(kind).or_default().insert(args[0], v);
            }
            Position::Typed(kind, _) => {
                wide.entry(kind).or_insert(p);
            }
            _ => {
                untyped.get_or_insert(p);
            }
        }
    }
    let mut out = Vec::new();
    let mut names: Vec<&str> = by_kind.keys().chain(wide.keys()).copied().collect();
    names.sort_unstable();
    names.dedup();
    for kind in names {
        let table = match (by_kind.get(kind), wide.get(kind)) {
            (_, Some(p)) => Err(format!(
                "positions of two numbers or more ({}): no table of one number to read a pattern in; lab outcomes GAME N lists them",
                p
            )),
            (Some(cells), None) => {
                let len = (0..).find(|n| !cells.contains_key(n)).unwrap_or(0);
                if len == 0 {
                    Err(format!(
                        "{}:0 is not listed, and a table starts at 0 (the first listed: {}:{})",
                        kind,
                        kind,
                        cells.keys().next().expect("a kind has a position")
                    ))
                } else {
                    Ok((0..len).map(|n| cells[&n]).collect())
                }
            }
            (None, None) => unreachable!("every name is a kind's"),
        };
        out.push(KindTable {
            kind: kind.to_string(),
            table,
        });
    }
    if let Some(p) = untyped {
        out.push(KindTable {
            kind: "-".to_string(),
            table: Err(format!(
                "positions without a kind ({}) beside typed ones: no table; give them a kind (heap:{})",
                p, p
            )),
        });
    }
    out
}
