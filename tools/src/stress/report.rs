//! What the stress tester leaves behind and shows: the failing input saved as a test case
//! ([`save`]), and the reference's output beside the candidate's ([`side_by_side`]).

use crate::diff;

/// The next free `hack-NNN` in `dir` (created if needed): writes `hack-NNN.in` and `.out` and
/// returns the two paths.
pub fn save(
    dir: &std::path::Path,
    input: &str,
    output: &[u8],
) -> Result<(std::path::PathBuf, std::path::PathBuf), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {}", dir.display(), e))?;
    for n in 0.. {
        let stem = format!("hack-{:03}", n);
        let (i, o) = (
            dir.join(format!("{}.in", stem)),
            dir.join(format!("{}.out", stem)),
        );
        if i.exists() || o.exists() {
            continue;
        }
        std::fs::write(&i, input).map_err(|e| format!("{}: {}", i.display(), e))?;
        std::fs::write(&o, output).map_err(|e| format!("{}: {}", o.display(), e))?;
        return Ok((i, o));
    }
    unreachable!("some number is free")
}

/// Reference and program output side by side, at most `max` lines.
pub fn side_by_side(reference: &[u8], got: &[u8], max: usize) -> Vec<String> {
    let want: Vec<String> = diff::split_lines(reference)
        .into_iter()
        .map(|l| diff::visible(Some(l), 0))
        .collect();
    let have: Vec<String> = diff::split_lines(got)
        .into_iter()
        .map(|l| diff::visible(Some(l), 0))
        .collect();
    let width = want
        .iter()
        .map(|l| l.chars().count())
        .max()
        .unwrap_or(0)
        .max("reference".len());
    let mut lines = vec![format!(
        "{:<width$} | {}",
        "reference",
        "yours",
        width = width
    )];
    let n = want.len().max(have.len());
    for i in 0..n.min(max) {
        let a = want.get(i).map_or("", String::as_str);
        let b = have.get(i).map_or("", String::as_str);
        let mark = if a == b { ' ' } else { '≠' };
        lines.push(format!("{:<width$} {} {}", a, mark, b, width = width));
    }
    if n > max {
        lines.push(format!("... {} more lines", n - max));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saving_takes_the_next_free_number() {
        let dir = std::env::temp_dir().join(format!("impartial-save-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let (i, o) = save(&dir, "1 2\n", b"0\n").unwrap();
        assert_eq!(
            (i.file_name().unwrap(), o.file_name().unwrap()),
            ("hack-000.in".as_ref(), "hack-000.out".as_ref())
        );
        let (i, _) = save(&dir, "3 5\n", b"1\n").unwrap();
        assert!(i.ends_with("hack-001.in"));
        assert_eq!(std::fs::read_to_string(&i).unwrap(), "3 5\n");
    }

    #[test]
    fn differing_lines_are_marked() {
        let lines = side_by_side(b"0\n1\n", b"0\n0\n2\n", 2);
        assert_eq!(
            lines,
            [
                "reference | yours",
                "0⏎          0⏎",
                "1⏎        ≠ 0⏎",
                "... 1 more lines"
            ]
        );
    }
}
