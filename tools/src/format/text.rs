//! A spec's lines as the other parts read them: LaTeX and Unicode spellings brought to one
//! plain form (`\leq` and `≤` to `<=`, `\ldots` and `…` to `...`, `\vdots` and `⋮` to `:`,
//! `\mathrm{case}` to `case`, `2 \times 10^{5}` to `2 * 10^{5}`, `200{,}000` to `200000`), and
//! that form cut into tokens.

/// Replacements, longest spelling first where one is a prefix of another (`\left` before `\le`,
/// `\neq` before `\ne`).
const SPELLINGS: &[(&str, &str)] = &[
    ("\\left", ""),
    ("\\right", ""),
    ("\\leqq", "<="),
    ("\\leq", "<="),
    ("\\le", "<="),
    ("\\geqq", ">="),
    ("\\geq", ">="),
    ("\\ge", ">="),
    ("\\lt", "<"),
    ("\\gt", ">"),
    ("\\neq", "!="),
    ("\\ne", "!="),
    ("\\times", "*"),
    ("\\cdots", "..."),
    ("\\cdot", "*"),
    ("\\ldots", "..."),
    ("\\dots", "..."),
    ("\\vdots", ":"),
    ("\\lvert", "|"),
    ("\\rvert", "|"),
    ("\\vert", "|"),
    ("\\mid", "|"),
    ("\\min", "min"),
    ("\\max", "max"),
    ("\\{", "{"),
    ("\\}", "}"),
    ("\\,", ""),
    ("\\;", " "),
    ("\\!", ""),
    ("\\ ", " "),
    ("{,}", ""),
    ("≤", "<="),
    ("≦", "<="),
    ("≥", ">="),
    ("≧", ">="),
    ("≠", "!="),
    ("×", "*"),
    ("·", "*"),
    ("…", "..."),
    ("⋯", "..."),
    ("⋮", ":"),
    ("︙", ":"),
    ("−", "-"),
    ("$", ""),
    ("~", " "),
];

/// Font and text commands whose argument is kept as it is: `\mathrm{case}_1` is `case_1`.
const WRAPPERS: &[&str] = &[
    "\\mathrm", "\\text", "\\textrm", "\\mathit", "\\mathtt", "\\texttt", "\\mathbf", "\\rm",
];

/// `line` in the plain form: the spellings replaced, wrappers dropped, a trailing `\\` and
/// spaces at both ends removed, runs of spaces made one, and no spaces inside braces
/// (`A_{i, 1}` is `A_{i,1}`).
pub fn normalise(line: &str) -> String {
    let mut s = line.trim().trim_end_matches("\\\\").to_string();
    for wrapper in WRAPPERS {
        // `\mathrm{x}` -> `x`; `\rm x` -> `x`.
        while let Some(at) = s.find(wrapper) {
            let rest = &s[at + wrapper.len()..];
            if rest.starts_with(|c: char| c.is_ascii_alphabetic()) {
                // A longer command (`\rmfamily`): leave it for the reader to refuse.
                break;
            }
            let mut out = s[..at].to_string();
            if let Some(inner) = rest.strip_prefix('{') {
                match matching_brace(inner) {
                    Some(end) => {
                        out.push_str(&inner[..end]);
                        out.push_str(&inner[end + 1..]);
                    }
                    None => out.push_str(rest),
                }
            } else {
                out.push_str(rest.trim_start());
            }
            s = out;
        }
    }
    for (from, to) in SPELLINGS {
        s = s.replace(from, to);
    }
    // No spaces inside braces.
    let mut out = String::with_capacity(s.len());
    let mut depth = 0usize;
    for c in s.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            _ => {}
        }
        if depth > 0 && c.is_whitespace() {
            continue;
        }
        out.push(c);
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The offset of the `}` closing a brace opened just before `text`.
fn matching_brace(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => return Some(i),
            '}' => depth -= 1,
            _ => {}
        }
    }
    None
}

/// Whether a (normalised) layout line is a vertical ellipsis: the rows between the lines
/// above and below it are left out (`:`, `\vdots`, `⋮`, `...`, `.`).
pub fn is_vertical_ellipsis(line: &str) -> bool {
    matches!(line, ":" | "..." | "." | "︙" | ": :" | ":  :")
        || (!line.is_empty() && line.chars().all(|c| c == ':' || c == ' '))
}

/// A token of a constraint or of a subscript.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    Num(i128),
    /// A name, with the subscript after `_` if it has one (`A_i`: `("A", Some("i"))`,
    /// `A_{N-1}`: `("A", Some("N-1"))`).
    Name(String, Option<String>),
    /// `<=`, `<`, `>=`, `>`, `=`, `!=`, `+`, `-`, `*`, `/`, `^`, `(`, `)`, `,`, `|`, `...`.
    Op(&'static str),
}

const OPS: &[&str] = &[
    "...", "<=", ">=", "!=", "==", "<", ">", "=", "+", "-", "*", "/", "^", "(", ")", ",", "|",
];

/// The tokens of a normalised line: numbers, names with their subscripts, operators; braces
/// group (`10^{18}`: `10`, `^`, `(`, `18`, `)`). `Err` names the first character it cannot read.
pub fn tokens(line: &str) -> Result<Vec<Tok>, String> {
    let chars: Vec<char> = line.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            let text: String = chars[start..i].iter().collect();
            let n = text
                .parse::<i128>()
                .ok()
                .filter(|n| *n <= 1i128 << 100)
                .ok_or_else(|| format!("the number {} is too large", text))?;
            out.push(Tok::Num(n));
        } else if c.is_ascii_alphabetic() {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '\'') {
                i += 1;
            }
            let name: String = chars[start..i].iter().collect();
            let mut sub = None;
            if i < chars.len() && chars[i] == '_' {
                i += 1;
                if i < chars.len() && chars[i] == '{' {
                    let rest: String = chars[i + 1..].iter().collect();
                    let end = matching_brace(&rest)
                        .ok_or_else(|| format!("no closing brace after {}_", name))?;
                    sub = Some(rest[..end].to_string());
                    i += 1 + rest[..end].chars().count() + 1;
                } else {
                    let start = i;
                    while i < chars.len() && chars[i].is_ascii_alphanumeric() {
                        i += 1;
                    }
                    if start == i {
                        return Err(format!("nothing after {}_", name));
                    }
                    sub = Some(chars[start..i].iter().collect());
                }
            }
            out.push(Tok::Name(name, sub));
        } else if c == '{' {
            out.push(Tok::Op("("));
            i += 1;
        } else if c == '}' {
            out.push(Tok::Op(")"));
            i += 1;
        } else {
            let rest: String = chars[i..].iter().take(3).collect();
            match OPS.iter().find(|op| rest.starts_with(**op)) {
                Some(&"==") => {
                    out.push(Tok::Op("="));
                    i += 2;
                }
                Some(op) => {
                    out.push(Tok::Op(op));
                    i += op.len();
                }
                None => return Err(format!("cannot read {:?}", c)),
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latex_and_unicode_spellings_become_one_form() {
        assert_eq!(
            normalise("$1 \\leq N \\leq 2 \\times 10^{5}$"),
            "1 <= N <= 2 * 10^{5}"
        );
        assert_eq!(normalise("1 ≤ A_i ≤ 10^9"), "1 <= A_i <= 10^9");
        assert_eq!(normalise("A_1\\ A_2\\ \\ldots\\ A_N"), "A_1 A_2 ... A_N");
        assert_eq!(normalise("\\mathrm{case}_1"), "case_1");
        assert_eq!(normalise("\\vdots"), ":");
        assert_eq!(normalise("1 \\le N \\le 200{,}000"), "1 <= N <= 200000");
        assert_eq!(normalise("A_{i, 1}  A_{i,2}"), "A_{i,1} A_{i,2}");
        assert_eq!(normalise("u_i \\neq v_i"), "u_i != v_i");
        assert_eq!(normalise("\\left( a \\right)"), "( a )");
        assert_eq!(normalise("−10^9 ≦ x ≦ 10^9"), "-10^9 <= x <= 10^9");
    }

    #[test]
    fn tokens_read_names_subscripts_numbers_and_operators() {
        let t = tokens("1 <= A_{N-1}, u_i < 2*10^{5}").unwrap();
        assert_eq!(
            t,
            vec![
                Tok::Num(1),
                Tok::Op("<="),
                Tok::Name("A".into(), Some("N-1".into())),
                Tok::Op(","),
                Tok::Name("u".into(), Some("i".into())),
                Tok::Op("<"),
                Tok::Num(2),
                Tok::Op("*"),
                Tok::Num(10),
                Tok::Op("^"),
                Tok::Op("("),
                Tok::Num(5),
                Tok::Op(")"),
            ]
        );
        assert_eq!(
            tokens("|S|").unwrap(),
            vec![Tok::Op("|"), Tok::Name("S".into(), None), Tok::Op("|")]
        );
        assert!(tokens("N ≈ 3").is_err());
        assert!(tokens("A_").is_err());
    }

    #[test]
    fn vertical_ellipses() {
        for line in [":", "...", ".", ": :"] {
            assert!(is_vertical_ellipsis(line), "{}", line);
        }
        assert!(!is_vertical_ellipsis("A_1"));
        assert!(!is_vertical_ellipsis(""));
    }
}
