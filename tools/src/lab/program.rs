//! A game of the user's own, given as a program in any language that prints the options of every
//! position up to `N` in one run (docs/lab.md has the protocol with a C++ and a Python example).
//!
//! **Protocol.** The program reads `N` (one line on standard input) and prints one line per
//! position, `POSITION: OPTION OPTION ...`, where a position is a number (`12`, a heap game) or
//! two numbers with a comma (`3,4`, a game on the plane), and an option is a position or a sum of
//! positions joined by `+` (a move that splits the game: `1+5`). A position with no options
//! prints `POSITION:` alone. Every position an option names must have its own line. A line
//! `POSITION: LEFT ... | RIGHT ...` gives each player moves of their own (a partizan game:
//! outcomes only, [`super::loopy::partizan`]). For a heap
//! game the positions `0 .. N-1` must all be there, for the plane every `x,y` with `x, y < N`.
//!
//! The values come from the listed options by the mex rule, position by position in an order
//! found by an iterative depth-first search; a position reachable from itself is a loop and an
//! error, as are a crash, a hang past the time limit, Ctrl-C, and any malformed line — each one
//! line that says where.

use crate::child::{self, Ended, Spec, Stdin};
use crate::interrupt;
use std::collections::HashMap;
use std::ffi::OsString;
use std::time::Duration;

/// A position's name: one coordinate, two, any other number of them (`1,2,3`), or a kind with
/// its arguments (`pair:3,4`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Position {
    /// A heap.
    Heap(u64),
    /// A point of the plane.
    Point(u64, u64),
    /// A tuple of three or more numbers.
    Tuple(Vec<u64>),
    /// A typed position `kind:a,b,...` (one argument or more).
    Typed(String, Vec<u64>),
}

impl std::fmt::Display for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Position::Heap(n) => write!(f, "{}", n),
            Position::Point(x, y) => write!(f, "{},{}", x, y),
            Position::Tuple(t) => write!(f, "{}", join(t)),
            Position::Typed(kind, t) => write!(f, "{}:{}", kind, join(t)),
        }
    }
}

/// The options a program listed: `options[i]` of position `names[i]`, each option the indices
/// of its parts.
#[derive(Debug, Clone, Default)]
pub struct Listing {
    /// The positions, in the order printed.
    pub names: Vec<Position>,
    /// Their options (Left's, in a partizan game).
    pub options: Vec<Vec<Vec<usize>>>,
    /// A partizan game (`POSITION: LEFT | RIGHT`): Right's options of each position, `None`
    /// where the line has no `|` (both players have the same moves). Empty for an impartial game.
    pub right: Vec<Option<Vec<Vec<usize>>>>,
}

impl Listing {
    /// Whether some line gives each player moves of their own.
    pub fn is_partizan(&self) -> bool {
        !self.right.is_empty()
    }
}

fn join(t: &[u64]) -> String {
    t.iter().map(u64::to_string).collect::<Vec<_>>().join(",")
}

impl Position {
    /// The kind of a typed position.
    pub fn kind(&self) -> Option<&str> {
        match self {
            Position::Typed(kind, _) => Some(kind),
            _ => None,
        }
    }
}

/// Reads `12`, `3,4`, `1,2,3` or `kind:1,2` (a kind is a letter, then letters, digits or `_`).
pub fn position(token: &str) -> Option<Position> {
    let (kind, numbers) = match token.split_once(':') {
        Some((kind, args)) => {
            let mut c = kind.chars();
            if !c.next()?.is_ascii_alphabetic() || !c.all(|c| c.is_ascii_alphanumeric() || c == '_')
            {
                return None;
            }
            (Some(kind), args)
        }
        None => (None, token),
    };
    let t: Vec<u64> = numbers
        .split(',')
        .map(|x| x.parse().ok())
        .collect::<Option<Vec<u64>>>()?;
    Some(match (kind, &t[..]) {
        (Some(kind), _) => Position::Typed(kind.to_string(), t),
        (None, [n]) => Position::Heap(*n),
        (None, [x, y]) => Position::Point(*x, *y),
        (None, _) => Position::Tuple(t),
    })
}

/// The most copies one `x*k` may ask for.
const MOST_COPIES: usize = 10_000;

/// Reads a program's output (module docs); an error names the line and column.
///
/// ```
/// use impartial_tools::lab::program::parse;
/// let listing = parse("0:\n1: 0\n2: 1 0+1\n").unwrap();
/// assert_eq!(listing.options[2], vec![vec![1], vec![0, 1]]);
/// let e = parse("1: 0\n").unwrap_err();
/// assert_eq!(e, "program output line 1, column 4: option names position 0, which has no line");
/// let e = parse("1:\n").unwrap_err();
/// assert_eq!(e, "program output: position 0 has no line");
/// ```
pub fn parse(text: &str) -> Result<Listing, String> {
    let mut index: HashMap<Position, usize> = HashMap::new();
    let mut raw: Vec<Vec<Vec<(Position, usize, usize)>>> = Vec::new();
    // Where a line's `|` falls among its options (Left's before, Right's after).
    let mut bars: Vec<Option<usize>> = Vec::new();
    let mut listing = Listing::default();
    let found = |t: &str| {
        if t.is_empty() {
            "the end of the line".to_string()
        } else {
            format!("\"{}\"", t.chars().take(40).collect::<String>())
        }
    };
    for (l, line) in text.lines().enumerate() {
        let line_no = l + 1;
        if line.trim().is_empty() {
            continue;
        }
        // A typed position's own ':' comes first (`pair:3,4: ...`).
        let split = if line.starts_with(|c: char| c.is_ascii_alphabetic()) {
            line.find(':')
                .and_then(|i| {
                    line[i + 1..]
                        .find(':')
                        .map(|j| (&line[..i + 1 + j], &line[i + 2 + j..]))
                })
                .or_else(|| line.split_once(':'))
        } else {
            line.split_once(':')
        };
        let (head, rest) = split.ok_or_else(|| {
            format!(
                "program output line {}, column 1: expected \"POSITION: OPTIONS\", found {}",
                line_no,
                found(line)
            )
        })?;
        let here = position(head.trim()).ok_or_else(|| {
            format!(
                "program output line {}, column 1: expected a position (12, 3,4, 1,2,3 or kind:1,2), found {}",
                line_no,
                found(head.trim())
            )
        })?;
        if index.insert(here.clone(), listing.names.len()).is_some() {
            return Err(format!(
                "program output line {}: position {} is listed twice",
                line_no, here
            ));
        }
        listing.names.push(here);
        let mut options = Vec::new();
        let mut column = head.len() + 2;
        let mut bar = None;
        for word in rest.split(' ') {
            if word.is_empty() {
                column += 1;
                continue;
            }
            if word == "|" && bar.is_none() {
                bar = Some(options.len());
                column += 2;
                continue;
            }
            let mut parts = Vec::new();
            for part in word.split('+') {
                let bad = || {
                    format!(
                        "program output line {}, column {}: expected an option (a position, or positions joined by +, x*k for k copies of x), found {}",
                        line_no,
                        column,
                        found(word)
                    )
                };
                let (part, copies) = match part.rsplit_once('*') {
                    Some((p, k)) => (
                        p,
                        k.parse::<usize>()
                            .ok()
                            .filter(|&k| k <= MOST_COPIES)
                            .ok_or_else(bad)?,
                    ),
                    None => (part, 1),
                };
                let p = position(part).ok_or_else(bad)?;
                for _ in 0..copies {
                    parts.push((p.clone(), line_no, column));
                }
            }
            options.push(parts);
            column += word.len() + 1;
        }
        raw.push(options);
        bars.push(bar);
    }
    let partizan = bars.iter().any(Option::is_some);
    for (options, bar) in raw.into_iter().zip(bars) {
        let mut resolved = Vec::with_capacity(options.len());
        for parts in options {
            let mut ids = Vec::with_capacity(parts.len());
            for (p, line, column) in parts {
                let id = *index.get(&p).ok_or_else(|| match p.kind() {
                    Some(kind) if !listing.names.iter().any(|q| q.kind() == Some(kind)) => {
                        let mut kinds: Vec<&str> =
                            listing.names.iter().filter_map(Position::kind).collect();
                        kinds.sort_unstable();
                        kinds.dedup();
                        format!(
                            "program output line {}, column {}: option names position {}, of the kind {}, which has no rule (no line lists a {} position; the kinds listed: {})",
                            line,
                            column,
                            p,
                            kind,
                            kind,
                            if kinds.is_empty() { "none".to_string() } else { kinds.join(", ") }
                        )
                    }
                    _ => format!(
                        "program output line {}, column {}: option names position {}, which has no line",
                        line, column, p
                    ),
                })?;
                ids.push(id);
            }
            resolved.push(ids);
        }
        if partizan {
            listing.right.push(bar.map(|b| resolved.split_off(b)));
        }
        listing.options.push(resolved);
    }
    // Heap games count from 0: a missing small heap is a missing line.
    if listing.names.iter().all(|p| matches!(p, Position::Heap(_))) {
        let largest = listing.names.len() as u64;
        if let Some(missing) = (0..largest).find(|&n| !index.contains_key(&Position::Heap(n))) {
            return Err(format!("program output: position {} has no line", missing));
        }
    }
    Ok(listing)
}

/// The Grundy value of every listed position, or the loop that prevents it.
///
/// # Complexity
/// O(positions + option parts), iteratively (no recursion).
///
/// ```
/// use impartial_tools::lab::program::{grundy, parse};
/// let listing = parse("0:\n1: 0\n2: 1 0\n3: 2 1+1\n").unwrap();
/// // 3 moves to 2 (value 2) or to two heaps of 1 (1 xor 1 = 0): mex {2, 0} = 1.
/// assert_eq!(grundy(&listing).unwrap(), vec![0, 1, 2, 1]);
/// let looped = parse("0: 1\n1: 0\n").unwrap();
/// assert!(grundy(&looped).unwrap_err().contains("loop"));
/// ```
pub fn grundy(listing: &Listing) -> Result<Vec<u32>, String> {
    if let Some(i) = listing.right.iter().position(Option::is_some) {
        return Err(format!(
            "position {} gives each player moves of their own (|): a partizan game has outcomes only (lab outcomes GAME N --loopy)",
            listing.names[i]
        ));
    }
    let n = listing.names.len();
    // 0: not seen, 1: on the stack, 2: done.
    let mut state = vec![0u8; n];
    let mut value = vec![0u32; n];
    for root in 0..n {
        if state[root] != 0 {
            continue;
        }
        // (position, next option, next part)
        let mut stack = vec![(root, 0usize, 0usize)];
        state[root] = 1;
        while let Some(&mut (v, ref mut o, ref mut p)) = stack.last_mut() {
            let options = &listing.options[v];
            if *o == options.len() {
                let reached = options
                    .iter()
                    .map(|parts| parts.iter().fold(0, |x, &c| x ^ value[c]));
                value[v] = impartial::grundy::mex(reached);
                state[v] = 2;
                stack.pop();
                continue;
            }
            let child = options[*o][*p];
            *p += 1;
            if *p == options[*o].len() {
                *o += 1;
                *p = 0;
            }
            match state[child] {
                0 => {
                    state[child] = 1;
                    stack.push((child, 0, 0));
                }
                1 => {
                    return Err(format!(
                        "a loop in the rules: position {} is reachable from itself (give --loopy for a game whose positions may repeat)",
                        listing.names[child]
                    ))
                }
                _ => {}
            }
        }
    }
    Ok(value)
}

/// Runs `command` (with `sh -c`, through [`crate::child`], the tools' one runner: the shell and
/// all it starts are one process group, which a time-out or Ctrl-C ends whole), gives it `n` on
/// standard input and returns what it printed; a crash, a time-out, Ctrl-C, output past
/// [`child::MAX_OUTPUT`] or non-UTF-8 output is an error of one line.
pub fn run(command: &str, n: usize, limit: Duration) -> Result<String, String> {
    let program: Vec<OsString> = vec!["sh".into(), "-c".into(), command.into()];
    let input = format!("{}\n", n);
    let mut spec = Spec::new(&program, Stdin::Bytes(input.as_bytes()));
    spec.time_limit = Some(limit);
    spec.interrupt = Some(interrupt::flag());
    let outcome = child::run(&spec);
    let why = match outcome.ended {
        Ended::Exit(0) => {
            return String::from_utf8(outcome.stdout)
                .map_err(|_| format!("program '{}' printed bytes that are not UTF-8", command))
        }
        Ended::TimedOut => format!("did not finish within {} s", limit.as_secs_f64()),
        Ended::Interrupted => "was stopped by Ctrl-C".to_string(),
        Ended::CouldNotStart(why) => format!("could not start: {}", why),
        ended => {
            let first = String::from_utf8_lossy(&outcome.stderr);
            let first = first.lines().next().unwrap_or("").trim();
            let said = if first.is_empty() {
                String::new()
            } else {
                format!(" (its stderr: {})", first)
            };
            format!("failed with {}{}", ended, said)
        }
    };
    Err(format!("program '{}' {}", command, why))
}

/// Lays the values out: for a heap game `G(0 .. n)`, for the plane an `n x n` table (row `x`).
pub fn layout(listing: &Listing, values: &[u32], n: usize) -> Result<ProgramValues, String> {
    let mut by_name = HashMap::new();
    for (i, p) in listing.names.iter().enumerate() {
        by_name.insert(p.clone(), values[i]);
    }
    if let Some(p) = listing
        .names
        .iter()
        .find(|p| matches!(p, Position::Tuple(_) | Position::Typed(..)))
    {
        return Err(format!(
            "position {}: positions of several kinds or tuples have no table; lab outcomes GAME N lists each position's value",
            p
        ));
    }
    let get = |p: Position| {
        by_name
            .get(&p)
            .copied()
            .ok_or_else(|| format!("program output: position {} has no line", p))
    };
    if listing
        .names
        .iter()
        .any(|p| matches!(p, Position::Point(..)))
    {
        let mut rows = Vec::with_capacity(n);
        for x in 0..n as u64 {
            rows.push(
                (0..n as u64)
                    .map(|y| get(Position::Point(x, y)))
                    .collect::<Result<Vec<u32>, String>>()?,
            );
        }
        Ok(ProgramValues::Plane(rows))
    } else {
        Ok(ProgramValues::Heaps(
            (0..n as u64)
                .map(|h| get(Position::Heap(h)))
                .collect::<Result<Vec<u32>, String>>()?,
        ))
    }
}

/// A program's heap game as heap rules ([`impartial_lab::HeapRules`]): the options of heap `n`
/// are the sums its line lists, each a list of heaps. Misère play reads a game this way
/// ([`super::misere`]), since there a sum's value is not found from its parts'.
#[derive(Debug, Clone)]
pub struct HeapListing {
    /// `options[n]`: the heaps each option of heap `n` leaves (heaps of 0 left out).
    options: Vec<Vec<Vec<usize>>>,
}

impl HeapListing {
    /// The rules of a listing of heaps `0 .. len`; an error of one line when a position is not
    /// a heap, a line gives each player moves of their own, or heap 0 has a move (a misère
    /// position drops its heaps of 0, which must then be no game at all).
    ///
    /// ```
    /// use impartial_lab::HeapRules;
    /// use impartial_tools::lab::program::{parse, HeapListing};
    /// let rules = HeapListing::new(&parse("0:\n1: 0\n2: 1+1 0\n").unwrap()).unwrap();
    /// let mut out = Vec::new();
    /// rules.options(2, &mut out);
    /// assert_eq!(out, vec![vec![1, 1], vec![]]);
    /// assert!(HeapListing::new(&parse("0: 0\n").unwrap()).unwrap_err().contains("heap 0"));
    /// ```
    pub fn new(listing: &Listing) -> Result<HeapListing, String> {
        if listing.is_partizan() {
            return Err(
                "--misere: a partizan game (moves of each player's own, split by |) has outcomes only: lab outcomes GAME N --loopy".into(),
            );
        }
        let mut heap = Vec::with_capacity(listing.names.len());
        for p in &listing.names {
            match p {
                Position::Heap(h) => heap.push(*h as usize),
                _ => {
                    return Err(format!(
                        "--misere takes a program's heap game (positions 0, 1, 2, ...), and position {} is not a heap",
                        p
                    ))
                }
            }
        }
        let mut options = vec![Vec::new(); listing.names.len()];
        for (i, list) in listing.options.iter().enumerate() {
            options[heap[i]] = list
                .iter()
                .map(|parts| parts.iter().map(|&c| heap[c]).filter(|&h| h > 0).collect())
                .collect();
        }
        if options.first().is_some_and(|o| !o.is_empty()) {
            return Err(
                "--misere: heap 0 has a move, and a misère position drops its heaps of 0 (a heap of 0 must be no game)".into(),
            );
        }
        Ok(HeapListing { options })
    }

    /// The heaps listed: `0 .. len`.
    pub fn len(&self) -> usize {
        self.options.len()
    }

    /// Whether no heap is listed.
    pub fn is_empty(&self) -> bool {
        self.options.is_empty()
    }
}

impl impartial_lab::HeapRules for HeapListing {
    fn options(&self, n: usize, out: &mut Vec<Vec<usize>>) {
        // A heap past the listing has no line: the command line checks the heaps it is given.
        if let Some(list) = self.options.get(n) {
            out.extend(list.iter().cloned());
        }
    }
}

/// A program's values, as a line or as a plane.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProgramValues {
    /// `G(0 .. n)`.
    Heaps(Vec<u32>),
    /// `G(x, y)`, row `x`.
    Plane(Vec<Vec<u32>>),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn malformed_lines_say_where() {
        let cases = [
            ("0:\nx: 0\n", "line 2, column 1: expected a position"),
            (
                "0:\n1 0\n",
                "line 2, column 1: expected \"POSITION: OPTIONS\"",
            ),
            ("0:\n1: 0 a\n", "line 2, column 6: expected an option"),
            (
                "0:\n1: 0 7\n",
                "line 2, column 6: option names position 7, which has no line",
            ),
            ("0:\n0: \n", "line 2: position 0 is listed twice"),
            ("0:\n2: 0\n", "position 1 has no line"),
        ];
        for (text, want) in cases {
            let e = parse(text).unwrap_err();
            assert!(e.contains(want), "{:?}: {}", text, e);
            assert!(!e.contains('\n'));
        }
    }

    #[test]
    fn sums_and_planes() {
        // Kayles by its moves, as a program would list them.
        let mut text = String::new();
        for n in 0..20usize {
            text += &format!("{}:", n);
            for take in 1..=2.min(n) {
                for a in 0..=(n - take) / 2 {
                    text += &format!(" {}+{}", a, n - take - a);
                }
            }
            text += "\n";
        }
        let listing = parse(&text).unwrap();
        let g = grundy(&listing).unwrap();
        assert_eq!(g, impartial::kayles::grundy_table(19));
        // Wythoff on a 3 x 3 plane.
        let mut text = String::new();
        for x in 0..3 {
            for y in 0..3 {
                text += &format!("{},{}:", x, y);
                for k in 1..=x {
                    text += &format!(" {},{}", x - k, y);
                }
                for k in 1..=y {
                    text += &format!(" {},{}", x, y - k);
                }
                for k in 1..=x.min(y) {
                    text += &format!(" {},{}", x - k, y - k);
                }
                text += "\n";
            }
        }
        let listing = parse(&text).unwrap();
        let g = grundy(&listing).unwrap();
        let plane = layout(&listing, &g, 3).unwrap();
        assert_eq!(
            plane,
            ProgramValues::Plane(vec![vec![0, 1, 2], vec![1, 2, 0], vec![2, 0, 1]])
        );
    }

    /// Typed positions, tuples of any length and repeats, with the values they give, checked
    /// by hand: the Grundy value of a sum is the xor of its parts'.
    #[test]
    fn positions_of_several_kinds() {
        let text = "heap:0:\nheap:1: heap:0\nheap:2: heap:1 heap:0\n\
                    pair:1,2: heap:1+heap:2 heap:2*2\n0,0,0:\n1,0,0: 0,0,0*3 pair:1,2\n";
        let listing = parse(text).unwrap();
        assert_eq!(listing.names[3], Position::Typed("pair".into(), vec![1, 2]));
        assert_eq!(listing.names[5], Position::Tuple(vec![1, 0, 0]));
        assert_eq!(listing.options[3], vec![vec![1, 2], vec![2, 2]]);
        assert_eq!(listing.options[5], vec![vec![4, 4, 4], vec![3]]);
        // heap:n is Nim; pair:1,2 reaches 1 xor 2 = 3 and 2 xor 2 = 0: mex 1; 1,0,0 reaches
        // 0 and 1: mex 2.
        assert_eq!(grundy(&listing).unwrap(), vec![0, 1, 2, 1, 0, 2]);
        assert_eq!(listing.names[3].to_string(), "pair:1,2");
        assert_eq!(listing.names[5].to_string(), "1,0,0");
        for (text, want) in [
            (
                "heap:0:\nheap:1: heap:0 row:0\n",
                "line 2, column 16: option names position row:0, of the kind row, which has no rule (no line lists a row position; the kinds listed: heap)",
            ),
            (
                "heap:0:\nheap:1: heap:0 heap:5\n",
                "line 2, column 16: option names position heap:5, which has no line",
            ),
            ("heap:0:\nheap:1: heap:0*x\n", "line 2, column 9: expected an option"),
            ("heap:0:\nheap:1: 9z:0\n", "line 2, column 9: expected an option"),
            ("heap:0 heap:1\n", "line 1, column 1: expected a position"),
        ] {
            let e = parse(text).unwrap_err();
            assert!(e.contains(want), "{:?}: {}", text, e);
            assert!(!e.contains('\n'));
        }
        let e = layout(&listing, &grundy(&listing).unwrap(), 3).unwrap_err();
        assert!(e.contains("lab outcomes GAME N"), "{}", e);
    }

    #[cfg(unix)]
    #[test]
    fn crashes_hangs_and_output() {
        let ok = run(
            "read n; i=0; while [ $i -lt $n ]; do echo \"$i:\"; i=$((i+1)); done",
            3,
            Duration::from_secs(20),
        )
        .unwrap();
        assert_eq!(ok, "0:\n1:\n2:\n");
        let e = run("echo oops >&2; exit 3", 3, Duration::from_secs(20)).unwrap_err();
        assert!(e.contains("exit status 3") && e.contains("oops"), "{}", e);
        let e = run("sleep 5", 3, Duration::from_millis(300)).unwrap_err();
        assert!(e.contains("did not finish within 0.3 s"), "{}", e);
        let e = run("printf '\\377'", 3, Duration::from_secs(20)).unwrap_err();
        assert!(e.contains("not UTF-8"), "{}", e);
    }
}
