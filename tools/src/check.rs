//! Checkers: whether an output is right for an input when the contract allows more than one
//! right output, given the reference output. A problem names its checker in the registry
//! ([`crate::registry::Problem::check`]); the others are compared byte for byte ([`exact`]).
//! The stress tester judges with them, and the `check` command runs them in testlib's argument
//! order (`check PROBLEM INPUT OUTPUT ANSWER`) for `oj test --judge-command`.

use crate::diff;
use impartial::wythoff;

/// Byte-for-byte comparison, with the runner's first-difference view as the reason.
pub fn exact(_input: &[u8], expected: &[u8], got: &[u8]) -> Result<(), String> {
    match diff::first_difference(expected, got) {
        None => Ok(()),
        Some(d) => Err(format!(
            "line {}, byte {}: expected {}, got {}",
            d.line, d.column, d.expected, d.got
        )),
    }
}

/// The whitespace-separated numbers of `bytes` (a token that is not a `u64` ends them).
fn numbers(bytes: &[u8]) -> Vec<u64> {
    String::from_utf8_lossy(bytes)
        .split_ascii_whitespace()
        .map_while(|t| t.parse().ok())
        .collect()
}

/// One answer: its status line (`0` or `1`) and the moves under it.
type Answer = (String, Vec<(u64, u64)>);

/// An output cut into answers: a line `0` or `1`, then the lines `x y` under it.
fn answers(output: &[u8], what: &str) -> Result<Vec<Answer>, String> {
    let mut all: Vec<Answer> = Vec::new();
    for (i, line) in String::from_utf8_lossy(output).lines().enumerate() {
        let words: Vec<&str> = line.split_ascii_whitespace().collect();
        match words[..] {
            [status] => all.push((status.to_string(), Vec::new())),
            [x, y] => {
                let parse = |w: &str| {
                    w.parse::<u64>()
                        .map_err(|_| format!("{} line {}: {:?} is not a number", what, i + 1, w))
                };
                let (x, y) = (parse(x)?, parse(y)?);
                match all.last_mut() {
                    Some((status, moves)) if status == "1" => moves.push((x, y)),
                    _ => return Err(format!("{} line {}: a move under no `1`", what, i + 1)),
                }
            }
            _ => {
                return Err(format!(
                    "{} line {}: {:?} is not an answer line",
                    what,
                    i + 1,
                    line
                ))
            }
        }
    }
    Ok(all)
}

/// HDU 2177 (Wythoff with the winning moves). Per record: the first line (`0` or `1`) must
/// match; the move taking the same number from both piles, when it wins, must come first; the
/// other moves are compared with the reference's as a multiset, and each printed move must be a
/// legal move from the record's position (`x <= y`) to a P-position.
pub fn hdu2177(input: &[u8], expected: &[u8], got: &[u8]) -> Result<(), String> {
    let mut records = Vec::new();
    for pair in numbers(input).chunks_exact(2) {
        if pair == [0, 0] {
            break;
        }
        records.push((pair[0].min(pair[1]), pair[0].max(pair[1])));
    }
    let want = answers(expected, "reference")?;
    let have = answers(got, "output")?;
    if have.len() < want.len() {
        return Err(format!("{} answers, expected {}", have.len(), want.len()));
    }
    if have.len() > want.len() {
        return Err(format!("extra output after {} answers", want.len()));
    }
    for (i, (((a, b), (want_status, want_moves)), (status, moves))) in
        records.iter().zip(&want).zip(&have).enumerate()
    {
        let at = format!("record {} ({} {})", i + 1, a, b);
        if status != want_status {
            return Err(format!("{}: expected {}, got {}", at, want_status, status));
        }
        for &(x, y) in moves {
            // Reducing the smaller pile, the larger pile (above or below the smaller one) or
            // both by the same amount; positions written sorted.
            let legal = x <= y
                && ((x < *a && y == *b)
                    || (x == *a && y < *b)
                    || (x < *a && y == *a)
                    || (x < *a && a - x == b - y));
            if !legal {
                return Err(format!("{}: {} {} is not a move from it", at, x, y));
            }
            if !wythoff::is_p_position(x, y) {
                return Err(format!("{}: {} {} is not a losing position", at, x, y));
            }
        }
        let equal_take = |&(x, y): &(u64, u64)| x < *a && a - x == b - y;
        let mut want_rest = want_moves.clone();
        let mut rest = moves.clone();
        if let Some(e) = want_moves.first().filter(|m| equal_take(m)) {
            if moves.first() != Some(e) {
                return Err(format!(
                    "{}: the move taking from both piles ({} {}) must come first",
                    at, e.0, e.1
                ));
            }
            want_rest.remove(0);
            rest.remove(0);
        }
        want_rest.sort_unstable();
        rest.sort_unstable();
        if rest != want_rest {
            return Err(format!(
                "{}: {} winning moves, expected {}",
                at,
                moves.len(),
                want_moves.len()
            ));
        }
    }
    // The lines must also be written exactly (`x y`, no stray spaces): compare the text once
    // the answers agree, line by line, ignoring only the order checked above.
    let canonical = |bytes: &[u8]| {
        let text = String::from_utf8_lossy(bytes).into_owned();
        let mut lines: Vec<String> = text.lines().map(String::from).collect();
        lines.sort();
        (lines, text.ends_with('\n') || text.is_empty())
    };
    let (want_lines, want_end) = canonical(expected);
    let (got_lines, got_end) = canonical(got);
    if want_lines != got_lines || want_end != got_end {
        return Err(
            "the answers agree but their lines are not written as `x y`, one per line, \
                    each ending in a newline"
                .into(),
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hdu2177_accepts_the_one_pile_moves_in_any_order() {
        let input = b"5 7\n1 2\n2 2\n0 0\n";
        let reference = b"1\n3 5\n3 5\n4 7\n0\n1\n0 0\n1 2\n";
        assert_eq!(hdu2177(input, reference, reference), Ok(()));
        let swapped = b"1\n3 5\n4 7\n3 5\n0\n1\n0 0\n1 2\n";
        assert_eq!(hdu2177(input, reference, swapped), Ok(()));
    }

    #[test]
    fn hdu2177_rejects_what_is_wrong() {
        let input = b"5 7\n0 0\n";
        let reference = b"1\n3 5\n3 5\n4 7\n";
        for (bad, why) in [
            (&b"1\n3 5\n4 7\n"[..], "dropped a move"),
            (b"1\n4 7\n3 5\n3 5\n", "E not first"),
            (b"0\n", "status"),
            (b"1\n3 5\n3 5\n4 7\n2 2\n", "extra move"),
            (b"1\n3 5\n3 5\n1 2\n", "not a move"),
            (b"1\n3 5\n3 5\n4  7\n", "spacing"),
            (b"1\n3 5\n3 5\n4 7", "no final newline"),
            (b"", "nothing"),
        ] {
            assert!(hdu2177(input, reference, bad).is_err(), "{}", why);
        }
        // The equal-take move first also when the one-pile move reaches the same place.
        assert!(hdu2177(b"2 3\n", b"1\n1 2\n1 2\n", b"1\n1 2\n1 2\n").is_ok());
    }

    #[test]
    fn exact_compares_bytes() {
        assert!(exact(b"", b"1\n", b"1\n").is_ok());
        let reason = exact(b"", b"1\n", b"1").unwrap_err();
        assert!(reason.contains("line 1"), "{}", reason);
    }
}
