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

/// One answer: its status line (`0` or `1`, `No` or `Yes`) and the moves under it.
type Answer = (String, Vec<(u64, u64)>);

/// An output cut into answers: a status line, then the lines `x y` under it, which only the
/// status `yes` may have.
fn answers(output: &[u8], what: &str, yes: &str) -> Result<Vec<Answer>, String> {
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
                    Some((status, moves)) if status == yes => moves.push((x, y)),
                    _ => {
                        return Err(format!(
                            "{} line {}: a move under no `{}`",
                            what,
                            i + 1,
                            yes
                        ))
                    }
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
    let want = answers(expected, "reference", "1")?;
    let have = answers(got, "output", "1")?;
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

/// HDU 2176 (Nim with the winning moves). The statement fixes no order for the moves, and
/// accepted solutions differ: some print them for the piles in input order, equal piles
/// repeated, others sort the piles and print each move once. Per record: the first line
/// (`Yes` or `No`) must match; every printed move `a b` must be a winning move of the record
/// (a pile a, left with b = a xor the piles' xor < a); every winning move must be printed,
/// in any order, once or as many times as the reference prints it; each line is written
/// exactly `a b`, up to the trailing spaces and final newline judges forgive.
pub fn hdu2176(input: &[u8], expected: &[u8], got: &[u8]) -> Result<(), String> {
    let numbers = numbers(input);
    let mut records: Vec<&[u64]> = Vec::new();
    let mut at = 0;
    while let Some(&m) = numbers.get(at) {
        if m == 0 || numbers.len() - at - 1 < m as usize {
            break;
        }
        records.push(&numbers[at + 1..at + 1 + m as usize]);
        at += 1 + m as usize;
    }
    let want = answers(expected, "reference", "Yes")?;
    let have = answers(got, "output", "Yes")?;
    if have.len() < want.len() {
        return Err(format!("{} answers, expected {}", have.len(), want.len()));
    }
    if have.len() > want.len() {
        return Err(format!("extra output after {} answers", want.len()));
    }
    for (i, ((piles, (want_status, want_moves)), (status, moves))) in
        records.iter().zip(&want).zip(&have).enumerate()
    {
        let at = format!("record {}", i + 1);
        if status != want_status {
            return Err(format!("{}: expected {}, got {}", at, want_status, status));
        }
        let xor = piles.iter().fold(0, |x, &p| x ^ p);
        for &(a, b) in moves {
            // That a is one of the piles follows from the comparison with the reference below.
            if b != a ^ xor || b >= a {
                return Err(format!("{}: {} {} is not a winning move", at, a, b));
            }
        }
        let tally = |all: &[(u64, u64)]| {
            let mut counts = std::collections::BTreeMap::new();
            for &m in all {
                *counts.entry(m).or_insert(0usize) += 1;
            }
            counts
        };
        let (wanted, printed) = (tally(want_moves), tally(moves));
        for (m, &n) in &wanted {
            let times = printed.get(m).copied().unwrap_or(0);
            if times == 0 {
                return Err(format!(
                    "{}: the winning move {} {} is missing",
                    at, m.0, m.1
                ));
            }
            if times != 1 && times != n {
                return Err(format!(
                    "{}: the move {} {} printed {} times, expected once or {} times",
                    at, m.0, m.1, times, n
                ));
            }
        }
        if let Some(m) = printed.keys().find(|m| !wanted.contains_key(m)) {
            return Err(format!("{}: {} {} is not a winning move", at, m.0, m.1));
        }
    }
    // Each line written exactly, but for what judges forgive: trailing spaces, a `\r` before
    // the newline, a missing final newline.
    let text = String::from_utf8_lossy(got);
    let written = |line: &str| {
        let line = line.trim_end_matches([' ', '\r']);
        matches!(line, "Yes" | "No") || {
            let words: Vec<&str> = line.split(' ').collect();
            words.len() == 2
                && words
                    .iter()
                    .all(|w| w.parse::<u64>().is_ok_and(|v| v.to_string() == *w))
        }
    };
    if !text.lines().all(written) {
        return Err(
            "the answers agree but their lines are not written as `Yes`, `No` or `a b`, one \
             per line"
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
    fn hdu2176_accepts_input_order_and_sorted_order() {
        let input = b"3\n2147483630 18 2147483646\n2\n5 5\n3\n7 3 7\n0\n";
        let reference =
            b"Yes\n2147483630 2147483628\n18 16\n2147483646 2147483644\nNo\nYes\n7 4\n7 4\n";
        assert_eq!(hdu2176(input, reference, reference), Ok(()));
        let sorted = b"Yes\n18 16\n2147483630 2147483628\n2147483646 2147483644\nNo\nYes\n7 4\n";
        assert_eq!(hdu2176(input, reference, sorted), Ok(()));
        let forgiven =
            b"Yes \r\n2147483630 2147483628\n18 16  \n2147483646 2147483644\nNo\nYes\n7 4";
        assert_eq!(hdu2176(input, reference, forgiven), Ok(()));
    }

    #[test]
    fn hdu2176_rejects_what_is_wrong() {
        let input = b"2\n2 3\n3\n7 3 7\n0\n";
        let reference = b"Yes\n3 2\nYes\n7 4\n7 4\n";
        for (bad, why) in [
            (&b"Yes\nYes\n7 4\n7 4\n"[..], "dropped the only move"),
            (b"No\nYes\n7 4\n", "status"),
            (b"Yes\n3 2\nYes\n7 4\n7 4\n7 4\n", "a move three times"),
            (b"Yes\n3 2\n2 3\nYes\n7 4\n", "not a move"),
            (b"Yes\n3  2\nYes\n7 4\n", "spacing"),
            (b"Yes\n3 2\nYes\n4 7\n", "the move reversed"),
            (b"Yes\n3 2\n", "an answer missing"),
            (b"", "nothing"),
        ] {
            assert!(hdu2176(input, reference, bad).is_err(), "{}", why);
        }
    }

    #[test]
    fn exact_compares_bytes() {
        assert!(exact(b"", b"1\n", b"1\n").is_ok());
        let reason = exact(b"", b"1\n", b"1").unwrap_err();
        assert!(reason.contains("line 1"), "{}", reason);
    }
}
