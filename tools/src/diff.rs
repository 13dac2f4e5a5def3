//! Comparing a program's output with the expected one, as the runner (`judge`) and the stress
//! tester show it: the first difference with its whitespace made visible, and a hint when only
//! whitespace differs. The verdicts built on it are [`crate::verdict`]'s.

/// How many bytes of a line a diff shows around the first difference.
pub const SHOWN_BYTES: usize = 80;

/// The first line of `bytes` (without its `\n`), `None` when there are no bytes.
pub fn first_line(bytes: &[u8]) -> Option<String> {
    let line = bytes.split(|&b| b == b'\n').next()?;
    if line.is_empty() && bytes.is_empty() {
        return None;
    }
    Some(String::from_utf8_lossy(line).into_owned())
}

/// The lines describing how `got` differs from `want` on a stream (empty if equal).
pub fn describe_stream_difference(stream: &str, want: &[u8], got: &[u8]) -> Vec<String> {
    let Some(diff) = first_difference(want, got) else {
        return Vec::new();
    };
    let mut lines = vec![format!(
        "{} differs at line {}, byte {}:",
        stream, diff.line, diff.column
    )];
    lines.push(format!("  expected: {}", diff.expected));
    lines.push(format!("  got:      {}", diff.got));
    if same_tokens(want, got) {
        lines.push(
            "  hint: the outputs differ only in whitespace (spaces, tabs, \\r, line ends)".into(),
        );
    }
    lines
}

/// Where two outputs first differ: the 1-based line and byte column, and both lines made
/// visible around that column.
#[derive(Debug, PartialEq, Eq)]
pub struct Difference {
    pub line: usize,
    pub column: usize,
    pub expected: String,
    pub got: String,
}

/// The lines of `bytes`, each with its `\n` if it has one; the last may lack it.
pub fn split_lines(bytes: &[u8]) -> Vec<&[u8]> {
    let mut lines = Vec::new();
    let mut start = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'\n' {
            lines.push(&bytes[start..=i]);
            start = i + 1;
        }
    }
    if start < bytes.len() {
        lines.push(&bytes[start..]);
    }
    lines
}

/// The first difference between `expected` and `got`, or `None` if they are equal.
pub fn first_difference(expected: &[u8], got: &[u8]) -> Option<Difference> {
    if expected == got {
        return None;
    }
    let want_lines = split_lines(expected);
    let got_lines = split_lines(got);
    let mut index = 0;
    while index < want_lines.len()
        && index < got_lines.len()
        && want_lines[index] == got_lines[index]
    {
        index += 1;
    }
    let want = want_lines.get(index).copied();
    let have = got_lines.get(index).copied();
    let a = want.unwrap_or_default();
    let b = have.unwrap_or_default();
    let column = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    // Show the lines from a little before the difference, so long lines stay readable.
    let from = column.saturating_sub(SHOWN_BYTES / 2);
    Some(Difference {
        line: index + 1,
        column: column + 1,
        expected: visible(want, from),
        got: visible(have, from),
    })
}

/// A line with its whitespace made visible: `␠` for a space, `\t`, `\r`, other control and
/// non-ASCII bytes as `\xNN`, `⏎` for the line's `\n`, `<EOF, no final newline>` when the line
/// ends without one, and `<EOF>` for a line that is not there at all. Starts at byte `from`
/// (marked `…`) and stops after [`SHOWN_BYTES`] bytes (marked `…`).
pub fn visible(line: Option<&[u8]>, from: usize) -> String {
    let Some(line) = line else {
        return "<EOF>".to_string();
    };
    let mut s = String::new();
    let from = from.min(line.len());
    if from > 0 {
        s.push('…');
    }
    let shown = &line[from..];
    for (i, &b) in shown.iter().enumerate() {
        if i == SHOWN_BYTES && i + 1 < shown.len() {
            s.push('…');
            return s;
        }
        match b {
            b' ' => s.push('␠'),
            b'\t' => s.push_str("\\t"),
            b'\r' => s.push_str("\\r"),
            b'\\' => s.push_str("\\\\"),
            b'\n' if i + 1 == shown.len() => s.push('⏎'),
            0x21..=0x7e => s.push(b as char),
            _ => s.push_str(&format!("\\x{:02x}", b)),
        }
    }
    if line.last() != Some(&b'\n') {
        s.push_str("<EOF, no final newline>");
    }
    s
}

/// Whether two outputs have the same whitespace-separated tokens.
pub fn same_tokens(a: &[u8], b: &[u8]) -> bool {
    let tokens = |s: &[u8]| -> Vec<Vec<u8>> {
        s.split(|c| c.is_ascii_whitespace() || *c == 0x0b)
            .filter(|t| !t.is_empty())
            .map(|t| t.to_vec())
            .collect()
    };
    tokens(a) == tokens(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_outputs_have_no_difference() {
        assert_eq!(first_difference(b"1\n0\n", b"1\n0\n"), None);
        assert_eq!(first_difference(b"", b""), None);
    }

    #[test]
    fn the_first_differing_line_is_shown_with_visible_whitespace() {
        let d = first_difference(b"1\nBob will win\n0\n", b"1\nBob  will win\n1\n").unwrap();
        assert_eq!(d.line, 2);
        assert_eq!(d.column, 5);
        assert_eq!(d.expected, "Bob␠will␠win⏎");
        assert_eq!(d.got, "Bob␠␠will␠win⏎");
    }

    #[test]
    fn line_ends_and_the_end_of_file_are_visible() {
        let d = first_difference(b"0\n1\n", b"0\n1").unwrap();
        assert_eq!(
            (d.line, d.expected.as_str(), d.got.as_str()),
            (2, "1⏎", "1<EOF, no final newline>")
        );
        let d = first_difference(b"0\n1\n", b"0\r\n1\r\n").unwrap();
        assert_eq!(
            (d.line, d.expected.as_str(), d.got.as_str()),
            (1, "0⏎", "0\\r⏎")
        );
        let d = first_difference(b"0\n1\n", b"0\n").unwrap();
        assert_eq!(
            (d.line, d.expected.as_str(), d.got.as_str()),
            (2, "1⏎", "<EOF>")
        );
        let d = first_difference(b"", b"\t1\n").unwrap();
        assert_eq!(
            (d.line, d.expected.as_str(), d.got.as_str()),
            (1, "<EOF>", "\\t1⏎")
        );
    }

    #[test]
    fn odd_bytes_are_escaped_and_long_lines_cut_around_the_difference() {
        assert_eq!(visible(Some(b"a\\b\x00\xff\n"), 0), "a\\\\b\\x00\\xff⏎");
        let mut want = vec![b'7'; 500];
        want.push(b'\n');
        let mut got = want.clone();
        got[300] = b'8';
        let d = first_difference(&want, &got).unwrap();
        assert_eq!(d.column, 301);
        assert!(
            d.expected.starts_with('…') && d.expected.ends_with('…'),
            "{}",
            d.expected
        );
        assert_eq!(d.got.chars().filter(|&c| c == '8').count(), 1);
        assert!(d.got.chars().count() <= SHOWN_BYTES + 2);
    }

    #[test]
    fn whitespace_only_differences_are_recognised() {
        assert!(same_tokens(b"1 2\n3\n", b"1  2\r\n3"));
        assert!(!same_tokens(b"1 2\n", b"12\n"));
        assert!(!same_tokens(b"Kiki\n", b"Cici\n"));
        let lines = describe_stream_difference("stdout", b"1\n", b"1");
        assert!(lines.iter().any(|l| l.contains("hint")), "{:?}", lines);
        let lines = describe_stream_difference("stdout", b"1\n", b"0\n");
        assert!(!lines.iter().any(|l| l.contains("hint")), "{:?}", lines);
        assert!(describe_stream_difference("stdout", b"1\n", b"1\n").is_empty());
    }

    #[test]
    fn the_first_stderr_line_is_quoted() {
        assert_eq!(
            first_line(b"poj1067: line 1\nmore\n").as_deref(),
            Some("poj1067: line 1")
        );
        assert_eq!(first_line(b""), None);
    }
}
