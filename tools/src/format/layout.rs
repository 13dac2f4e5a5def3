//! The Input section of a spec: which variables the input holds and how they are laid out in
//! lines. Forms understood (after [`normalise`](super::text::normalise)):
//!
//! - scalars on a line: `N K`;
//! - a sequence on a line, alone or after scalars: `A_1 A_2 ... A_N`, `A_1 ... A_N`,
//!   `N p_2 ... p_N` (any first index, any last index expression);
//! - rows, one or more columns, one row per line: `u_1 v_1`, optionally `u_2 v_2`, a vertical
//!   ellipsis (`:`, `\vdots`, `⋮`, `...`), `u_M v_M`; a single column is a sequence one per
//!   line (`A_1` / `:` / `A_N`) or a grid's rows (`S_1` / `:` / `S_H`);
//! - jagged rows (proconio's `[[T]]`), one per line, each its length then its elements:
//!   `K_1 A_{1,1} ... A_{1,K_1}`, optionally the second row, `:`, `K_N A_{N,1} ... A_{N,K_N}`;
//! - a matrix (proconio's `[[T; m]; n]`), one row per line, each of the same length, an
//!   expression: `A_{1,1} A_{1,2} ... A_{1,M}`, optionally the second row, `:`,
//!   `A_{N,1} ... A_{N,M}`; held as jagged rows whose lengths are not written;
//! - AtCoder's multi-case form: `T`, `case_1`, `:`, `case_T`, then "Each case is given in the
//!   following format:" and the case's own lines (`\mathrm{case}`, `test` and `testcase` too);
//! - records until the end of the input: a sentence "Process to the end of file." (or "... until
//!   the end of input", "EOF") anywhere in the section; the case's lines are those after "Each
//!   case is given in the following format:" (or all of the lines, without that line); lines
//!   before it are given once, and `case_1`, `case_2`, `:` and prose "The input consists of
//!   several test cases" are skipped;
//! - records until a terminator: a sentence "The input ends with a line `0 0`." ("is terminated
//!   by", "the end of input is indicated by a line ..."; the tokens in backquotes, or the
//!   numbers closing the sentence), laid out as the records until the end of the input.
//!
//! - records nested in a case (a case's trees, pictures, queries): the case's rows
//!   `tree_1`, `:`, `tree_N` (counted by the case's `N`) or `query_1`, `query_2`, `:` (until a
//!   terminator line), then "Each tree is given in the following format:" and the nested
//!   record's lines, last in the case; for the terminated form a sentence among those lines
//!   says where they end ("The queries end with a line `0`."). A sentence after the nested
//!   format that speaks of the input ("Process to the end of file.") is still the input's.
//!   One level deep, inside a case.
//!
//! A one-column row named like a case (`case_1`, `:`, `case_T`) is the multi-case form only
//! when the case's format follows; otherwise it is a variable like any other.
//!
//! Anything else is refused with its line.

use super::text::is_vertical_ellipsis;
use super::SpecError;

/// A line's piece before the variables are numbered.
#[derive(Clone, Debug, PartialEq)]
pub enum RawAtom {
    Scalar(String),
    /// `name` from index `from` to index `to` (subscript texts).
    Seq {
        name: String,
        from: String,
        to: String,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub enum RawItem {
    Line {
        line: usize,
        atoms: Vec<RawAtom>,
    },
    /// Rows of `names`, indexed `from..=to`.
    Rows {
        line: usize,
        names: Vec<String>,
        from: String,
        to: String,
    },
    /// Jagged rows, one per line: `count_r elems_{r,1} ... elems_{r,count_r}` for `r` in
    /// `from..=to` (proconio's `[[T]]`); or, with a `width`, a matrix: rows
    /// `elems_{r,1} ... elems_{r,width}` of that many elements each, no length on the line
    /// (proconio's `[[T; m]; n]`), `count` then empty.
    Jagged {
        line: usize,
        count: String,
        elems: String,
        from: String,
        to: String,
        width: Option<String>,
    },
    /// Records nested in a case.
    Records(RawRecords),
    /// Records laid out as `body`, as many as `until` says.
    Cases {
        line: usize,
        until: RawUntil,
        body: Vec<RawItem>,
    },
}

/// Records nested in a case's records (a case's pictures, trees, queries): the case's rows
/// `X_1`, `:`, `X_N` (counted) or `X_1`, `:` (until a terminator line), then "Each X is given
/// in the following format:" and the nested record's lines; a sentence among them saying
/// where they end ("The queries end with a line `0`.").
#[derive(Clone, Debug, PartialEq)]
pub struct RawRecords {
    pub line: usize,
    pub until: RawUntil,
    pub body: Vec<RawItem>,
}

/// How the records end, before the variables are numbered.
#[derive(Clone, Debug, PartialEq)]
pub enum RawUntil {
    /// `case_1` ... `case_T`: the count's text.
    Count(String),
    /// At the end of the input.
    End,
    /// At a line of these tokens.
    Line(Vec<String>),
}

/// Whether a line is the sentence that says where the records end, and how.
fn end_sentence(line: &str) -> Option<RawUntil> {
    let l = line.to_ascii_lowercase();
    let says_line = [
        "ends with",
        "terminated by",
        "terminated with",
        "indicated by",
        "end of input is",
        "end of the input is",
        "followed by a line",
        "last line",
        "end with",
    ]
    .iter()
    .any(|w| l.contains(w));
    if says_line {
        let quoted = line
            .split('`')
            .nth(1)
            .filter(|_| line.matches('`').count() >= 2);
        let tokens: Vec<String> = match quoted {
            Some(q) => q.split_whitespace().map(str::to_string).collect(),
            None => {
                let words: Vec<&str> = line
                    .trim_end_matches(['.', ')'])
                    .split_whitespace()
                    .collect();
                let numeric = |w: &&&str| super::instance::parse_int(w).is_some();
                let n = words.iter().rev().take_while(numeric).count();
                words[words.len() - n..]
                    .iter()
                    .map(|w| w.to_string())
                    .collect()
            }
        };
        if !tokens.is_empty() {
            return Some(RawUntil::Line(tokens));
        }
    }
    let end = [
        "end of file",
        "end of the file",
        "end of input",
        "end of the input",
        "eof",
    ]
    .iter()
    .any(|w| l.contains(w));
    end.then_some(RawUntil::End)
}

/// A sentence of prose about the cases that says nothing of the layout.
fn is_prose(line: &str) -> bool {
    let l = line.to_ascii_lowercase();
    (l.starts_with("the input ") || l.starts_with("there are ")) && l.contains("case")
}

/// A layout token `name_sub` split; `None` for a token with no subscript.
fn split_sub(token: &str) -> Option<(String, String)> {
    let (name, sub) = token.split_once('_')?;
    let sub = sub
        .strip_prefix('{')
        .and_then(|s| s.strip_suffix('}'))
        .unwrap_or(sub);
    if name.is_empty() || sub.is_empty() || !is_name(name) {
        return None;
    }
    Some((name.to_string(), sub.to_string()))
}

fn is_name(s: &str) -> bool {
    s.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '\'')
}

/// The subscript that follows `sub` (`1` -> `2`), for the optional second row or element.
fn next_sub(sub: &str) -> Option<String> {
    sub.parse::<i64>().ok().map(|n| (n + 1).to_string())
}

/// The row template of a line: its column names and the one subscript they share.
fn row_of(line: &str) -> Option<(Vec<String>, String)> {
    let mut names = Vec::new();
    let mut shared: Option<String> = None;
    for token in line.split(' ') {
        let (name, sub) = split_sub(token)?;
        match &shared {
            None => shared = Some(sub),
            Some(s) if *s == sub => {}
            Some(_) => return None,
        }
        names.push(name);
    }
    Some((names, shared?))
}

/// The template of a jagged row, `K_r A_{r,1} ... A_{r,K_r}` (or with `A_{r,2}` too): the
/// count's name, the elements' name and the row's subscript.
fn jagged_row(line: &str) -> Option<(String, String, String)> {
    let t: Vec<&str> = line.split(' ').collect();
    let (count, r) = split_sub(t.first()?)?;
    let (elems, first) = split_sub(t.get(1)?)?;
    if first != format!("{},1", r) {
        return None;
    }
    let mut j = 2;
    if let Some((e2, second)) = t.get(2).and_then(|x| split_sub(x)) {
        if e2 == elems && second == format!("{},2", r) {
            j = 3;
        }
    }
    let (e3, last) = split_sub(t.get(j + 1)?)?;
    let ends = [
        format!("{},{}_{}", r, count, r),
        format!("{},{}_{{{}}}", r, count, r),
    ];
    (t.get(j) == Some(&"...") && t.len() == j + 2 && e3 == elems && ends.contains(&last))
        .then_some((count, elems, r))
}

/// The template of a matrix row, `A_{r,1} ... A_{r,W}` (or with `A_{r,2}` too): the
/// elements' name, the row's subscript and the width's text `W`.
fn matrix_row(line: &str) -> Option<(String, String, String)> {
    let t: Vec<&str> = line.split(' ').collect();
    let (elems, first) = split_sub(t.first()?)?;
    let (r, one) = first.split_once(',')?;
    if one != "1" || r.is_empty() {
        return None;
    }
    let mut j = 1;
    if let Some((e2, second)) = t.get(1).and_then(|x| split_sub(x)) {
        if e2 == elems && second == format!("{},2", r) {
            j = 2;
        }
    }
    let (e3, last) = split_sub(t.get(j + 1)?)?;
    let width = last.strip_prefix(&format!("{},", r))?;
    (t.get(j) == Some(&"...") && t.len() == j + 2 && e3 == elems && !width.is_empty())
        .then(|| (elems, r.to_string(), width.to_string()))
}

/// What a row of elements is, `(count, elems, width)`: jagged (its count's name) or a
/// matrix's (its width's text).
type ElemRow = (Option<String>, String, Option<String>);

/// A line that is a jagged row or a matrix row: its kind and its row's subscript.
fn elem_row(line: &str) -> Option<(ElemRow, String)> {
    if let Some((count, elems, r)) = jagged_row(line) {
        return Some(((Some(count), elems, None), r));
    }
    let (elems, r, width) = matrix_row(line)?;
    Some(((None, elems, Some(width)), r))
}

/// Whether line `k` introduces nested records: a record format after the rows that name
/// them (`picture_N`, or the ellipsis of `query_1`, `:`), not after `case_T`.
fn is_nested_intro(lines: &[(usize, String)], k: usize) -> bool {
    let named = |k: usize| {
        row_of(&lines[k].1).is_some_and(|(names, _)| names.len() == 1 && !is_case_name(&names[0]))
    };
    let after_rows = match k {
        0 => false,
        1 => named(0),
        _ => named(k - 1) || (is_vertical_ellipsis(&lines[k - 1].1) && named(k - 2)),
    };
    is_case_intro(&lines[k].1) && after_rows
}

/// Whether an end sentence speaks of the whole input ("The input ends with", "end of file").
fn speaks_of_the_input(line: &str) -> bool {
    let l = line.to_ascii_lowercase();
    ["input", "file", "eof"].iter().any(|w| l.contains(w))
}

/// The nested records whose format starts after line `intro`: their lines to the end, a
/// sentence among them saying where they end unless `count` (the last row's subscript)
/// counts them.
fn nested_records(
    lines: &[(usize, String)],
    line: usize,
    intro: usize,
    count: Option<String>,
) -> Result<RawRecords, SpecError> {
    let (no, text) = (&lines[intro].0, lines[intro].1.as_str());
    let err = |m: &str| Err(SpecError::at(*no, text, m));
    let mut sentence = None;
    let mut body_lines = Vec::new();
    for (n, t) in &lines[intro + 1..] {
        match end_sentence(t) {
            Some(u) if sentence.is_none() => sentence = Some((u, *n, t.clone())),
            Some(_) => {
                return Err(SpecError::at(
                    *n,
                    t,
                    "a second sentence saying where the nested records end",
                ))
            }
            None => body_lines.push((*n, t.clone())),
        }
    }
    let until = match (count, sentence) {
        (Some(c), None) => RawUntil::Count(c),
        (None, Some((u @ RawUntil::Line(_), _, _))) => u,
        (Some(_), Some((_, n, t))) => {
            return Err(SpecError::at(
                n,
                &t,
                "nested records counted by their last row and ended by a line too",
            ))
        }
        (None, Some((_, n, t))) => {
            return Err(SpecError::at(
                n,
                &t,
                "nested records end with a line (\"The queries end with a line `0`.\"), not with the input",
            ))
        }
        (None, None) => {
            return err("nested records with no last row (`X_N`) and no sentence saying where they end")
        }
    };
    let body = parse_items(&body_lines)?;
    if body.is_empty() {
        return err("no format for the nested records after this line");
    }
    if body
        .iter()
        .any(|i| matches!(i, RawItem::Cases { .. } | RawItem::Records(_)))
    {
        return err("records nested two levels deep");
    }
    Ok(RawRecords { line, until, body })
}

fn is_case_name(name: &str) -> bool {
    matches!(
        name.to_ascii_lowercase().as_str(),
        "case" | "test" | "testcase" | "cases" | "tests"
    )
}

/// Whether a line introduces the case's format ("Each case is given in the following
/// format:", "Each query", "Each dataset").
pub fn is_case_intro(line: &str) -> bool {
    let l = line.to_ascii_lowercase();
    // "Each case", "each test case", "each query", "each dataset" ...
    l.starts_with("each ") && l.contains("format")
}

/// Parses the Input section: `lines` are (spec line number, normalised text), blank lines left
/// out.
pub fn parse(lines: &[(usize, String)]) -> Result<Vec<RawItem>, SpecError> {
    // A sentence among nested records' lines is theirs, unless it speaks of the input.
    let nested = (0..lines.len())
        .find(|&k| is_nested_intro(lines, k))
        .unwrap_or(lines.len());
    let ends: Vec<(usize, RawUntil)> = lines
        .iter()
        .enumerate()
        .filter(|(k, (_, t))| *k < nested || speaks_of_the_input(t))
        .filter_map(|(k, (_, t))| end_sentence(t).map(|u| (k, u)))
        .collect();
    let Some((at, until)) = ends.first().cloned() else {
        return parse_items(lines);
    };
    if let Some((second, _)) = ends.get(1) {
        let (no, text) = &lines[*second];
        return Err(SpecError::at(
            *no,
            text,
            "a second sentence saying where the input ends",
        ));
    }
    let line = lines[at].0;
    let rest: Vec<(usize, String)> = lines
        .iter()
        .enumerate()
        .filter(|(k, (_, t))| *k != at && !is_prose(t))
        .map(|(_, l)| l.clone())
        .collect();
    let record_intro =
        (0..rest.len()).find(|&k| is_case_intro(&rest[k].1) && !is_nested_intro(&rest, k));
    let (head, body) = match record_intro {
        Some(p) => (&rest[..p], &rest[p + 1..]),
        None => (&rest[..0], &rest[..]),
    };
    let head: Vec<(usize, String)> = head
        .iter()
        .filter(|(_, t)| {
            let case_row =
                row_of(t).is_some_and(|(names, _)| names.len() == 1 && is_case_name(&names[0]));
            !case_row && !is_vertical_ellipsis(t)
        })
        .cloned()
        .collect();
    let mut items = parse_items(&head)?;
    let body = parse_items(body)?;
    if body.is_empty() {
        return Err(SpecError::at(
            line,
            &lines[at].1,
            "no record format in the section",
        ));
    }
    if items
        .iter()
        .chain(&body)
        .any(|i| matches!(i, RawItem::Cases { .. }))
        || items.iter().any(|i| matches!(i, RawItem::Records { .. }))
    {
        return Err(SpecError::at(
            line,
            &lines[at].1,
            "records until the end inside or beside counted cases",
        ));
    }
    items.push(RawItem::Cases { line, until, body });
    Ok(items)
}

fn parse_items(lines: &[(usize, String)]) -> Result<Vec<RawItem>, SpecError> {
    let mut items = Vec::new();
    let mut k = 0;
    while k < lines.len() {
        let (no, text) = (&lines[k].0, lines[k].1.as_str());
        let no = *no;
        if is_vertical_ellipsis(text) {
            return Err(SpecError::at(
                no,
                text,
                "a vertical ellipsis with no row above it (write the first row, `:`, then the last)",
            ));
        }
        if is_case_intro(text) {
            return Err(SpecError::at(
                no,
                text,
                "a case format with no `T`, `case_1`, `:`, `case_T` lines before it",
            ));
        }
        // Jagged rows or a matrix: the first, maybe the second, an ellipsis, the last.
        if let Some((kind, first)) = elem_row(text) {
            let mut e = k + 1;
            if let Some((kind2, second)) = lines.get(e).and_then(|(_, t)| elem_row(t)) {
                if kind2 == kind && Some(second) == next_sub(&first) {
                    e += 1;
                }
            }
            let last = lines
                .get(e + 1)
                .filter(|_| lines.get(e).is_some_and(|(_, t)| is_vertical_ellipsis(t)))
                .and_then(|(_, t)| elem_row(t))
                .filter(|(kind3, _)| *kind3 == kind);
            let (count, elems, width) = kind;
            let Some((_, to)) = last else {
                let last = match (&count, &width) {
                    (Some(c), _) => {
                        format!("{}_N {}_{{N,1}} ... {}_{{N,{}_N}}", c, elems, elems, c)
                    }
                    (None, w) => format!(
                        "{}_{{N,1}} ... {}_{{N,{}}}",
                        elems,
                        elems,
                        w.as_deref().unwrap_or("M")
                    ),
                };
                return Err(SpecError::at(
                    no,
                    text,
                    &format!(
                        "rows of elements must end with `:` and the last row, {}",
                        last
                    ),
                ));
            };
            items.push(RawItem::Jagged {
                line: no,
                count: count.unwrap_or_default(),
                elems,
                from: first,
                to,
                width,
            });
            k = e + 2;
            continue;
        }
        // Rows: this line, maybe the second row, an ellipsis, the last row.
        if let Some((names, first)) = row_of(text) {
            let mut e = k + 1;
            if let Some((names2, second)) = lines.get(e).and_then(|(_, t)| row_of(t)) {
                if names2 == names && Some(second) == next_sub(&first) {
                    e += 1;
                }
            }
            let ellipsis = lines.get(e).is_some_and(|(_, t)| is_vertical_ellipsis(t));
            let one_name = names.len() == 1 && !is_case_name(&names[0]);
            // `query_1`, `:`, then their format: nested records until a terminator.
            if ellipsis && one_name && is_nested_intro(lines, e + 1) {
                items.push(RawItem::Records(nested_records(lines, no, e + 1, None)?));
                return Ok(items);
            }
            if ellipsis {
                let Some((_, last_text)) = lines.get(e + 1) else {
                    return Err(SpecError::at(
                        no,
                        text,
                        "rows with no last row after the ellipsis",
                    ));
                };
                let Some((last_names, last)) = row_of(last_text) else {
                    return Err(SpecError::at(
                        lines[e + 1].0,
                        last_text,
                        &format!("expected the last row, {}", template(&names, "N")),
                    ));
                };
                if last_names != names {
                    return Err(SpecError::at(
                        lines[e + 1].0,
                        last_text,
                        &format!(
                            "the last row names {} but the first names {}",
                            last_names.join(" "),
                            names.join(" ")
                        ),
                    ));
                }
                let intro = lines.get(e + 2).is_some_and(|(_, t)| is_case_intro(t));
                // `picture_1`, `:`, `picture_N`, then their format: N nested records.
                if one_name && intro {
                    let counted = nested_records(lines, no, e + 2, Some(last))?;
                    items.push(RawItem::Records(counted));
                    return Ok(items);
                }
                if names.len() == 1 && is_case_name(&names[0]) && intro {
                    let body = parse_items(&lines[e + 3..])?;
                    if body.is_empty() {
                        return Err(SpecError::at(
                            lines[e + 2].0,
                            &lines[e + 2].1,
                            "no case format after this line",
                        ));
                    }
                    if body.iter().any(|i| matches!(i, RawItem::Cases { .. })) {
                        return Err(SpecError::at(no, text, "cases inside cases"));
                    }
                    if body.iter().any(|i| matches!(i, RawItem::Records(_))) {
                        return Err(SpecError::at(no, text, "records nested two levels deep"));
                    }
                    items.push(RawItem::Cases {
                        line: no,
                        until: RawUntil::Count(last),
                        body,
                    });
                    return Ok(items);
                }
                items.push(RawItem::Rows {
                    line: no,
                    names,
                    from: first,
                    to: last,
                });
                k = e + 2;
                continue;
            }
        }
        items.push(RawItem::Line {
            line: no,
            atoms: line_atoms(no, text)?,
        });
        k += 1;
    }
    Ok(items)
}

fn template(names: &[String], sub: &str) -> String {
    names
        .iter()
        .map(|n| format!("{}_{}", n, sub))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The scalars and sequences of one line.
fn line_atoms(no: usize, text: &str) -> Result<Vec<RawAtom>, SpecError> {
    let tokens: Vec<&str> = text.split(' ').collect();
    let mut atoms = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let t = tokens[i];
        if t == "..." {
            return Err(SpecError::at(
                no,
                text,
                "`...` must stand between the first elements and the last: A_1 A_2 ... A_N",
            ));
        }
        if t.contains("...") {
            return Err(SpecError::at(
                no,
                text,
                &format!(
                    "{:?}: elements written without spaces between them are not understood; write the row as one string S_i (\"S_i is a string of length W consisting of ...\")",
                    t
                ),
            ));
        }
        if is_name(t) {
            atoms.push(RawAtom::Scalar(t.to_string()));
            i += 1;
            continue;
        }
        let Some((name, from)) = split_sub(t) else {
            return Err(SpecError::at(
                no,
                text,
                &format!(
                    "{:?} is neither a variable's name nor one of a sequence's elements",
                    t
                ),
            ));
        };
        // `A_1 ... A_N` or `A_1 A_2 ... A_N`.
        let mut j = i + 1;
        if let Some((n2, s2)) = tokens.get(j).and_then(|t| split_sub(t)) {
            if n2 == name && Some(s2) == next_sub(&from) {
                j += 1;
            }
        }
        let last = tokens.get(j + 1).and_then(|t| split_sub(t));
        match (tokens.get(j), last) {
            (Some(&"..."), Some((n3, to))) if n3 == name => {
                atoms.push(RawAtom::Seq { name, from, to });
                i = j + 2;
            }
            _ => {
                return Err(SpecError::at(
                    no,
                    text,
                    &format!(
                        "{} is not part of a sequence written as {}_1 {}_2 ... {}_N",
                        t, name, name, name
                    ),
                ))
            }
        }
    }
    Ok(atoms)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &str) -> Vec<(usize, String)> {
        text.lines()
            .enumerate()
            .map(|(i, l)| (i + 1, super::super::text::normalise(l)))
            .filter(|(_, l)| !l.is_empty())
            .collect()
    }

    fn seq(name: &str, from: &str, to: &str) -> RawAtom {
        RawAtom::Seq {
            name: name.into(),
            from: from.into(),
            to: to.into(),
        }
    }

    #[test]
    fn scalars_and_sequences_on_lines() {
        let items = parse(&lines("N K\nA_1 A_2 \\ldots A_N\nQ p_2 ... p_{Q}")).unwrap();
        assert_eq!(
            items,
            vec![
                RawItem::Line {
                    line: 1,
                    atoms: vec![RawAtom::Scalar("N".into()), RawAtom::Scalar("K".into())]
                },
                RawItem::Line {
                    line: 2,
                    atoms: vec![seq("A", "1", "N")]
                },
                RawItem::Line {
                    line: 3,
                    atoms: vec![RawAtom::Scalar("Q".into()), seq("p", "2", "Q")]
                },
            ]
        );
    }

    #[test]
    fn rows_with_and_without_a_second_row() {
        let items = parse(&lines(
            "N M\nu_1 v_1\nu_2 v_2\n\\vdots\nu_M v_M\nA_1\n:\nA_{N-1}",
        ))
        .unwrap();
        assert_eq!(
            items[1],
            RawItem::Rows {
                line: 2,
                names: vec!["u".into(), "v".into()],
                from: "1".into(),
                to: "M".into()
            }
        );
        assert_eq!(
            items[2],
            RawItem::Rows {
                line: 6,
                names: vec!["A".into()],
                from: "1".into(),
                to: "N-1".into()
            }
        );
    }

    #[test]
    fn multi_case_form() {
        let spec = "T\n\\mathrm{case}_1\n\\mathrm{case}_2\n\\vdots\n\\mathrm{case}_T\nEach case is given in the following format:\nN\nA_1 \\ldots A_N";
        let items = parse(&lines(spec)).unwrap();
        assert_eq!(items.len(), 2);
        match &items[1] {
            RawItem::Cases { until, body, .. } => {
                assert_eq!(*until, RawUntil::Count("T".into()));
                assert_eq!(body.len(), 2);
            }
            other => panic!("{:?}", other),
        }
    }

    #[test]
    fn unknown_forms_name_their_line() {
        for (spec, line, says) in [
            ("N\nA_1 A_2 A_3", 2, "not part of a sequence"),
            ("N\n...", 2, "vertical ellipsis"),
            ("N ... M", 1, "`...` must stand"),
            ("N\n:\nA_N", 2, "vertical ellipsis"),
            ("H W\nc_{1,1}c_{1,2}...c_{1,W}", 2, "without spaces"),
            (
                "N\nEach case is given in the following format:\nA",
                2,
                "no `T`",
            ),
            (
                "N\nProcess to the end of file.\nUntil EOF.",
                3,
                "a second sentence",
            ),
            ("N\nu_1 v_1\n:\nu_N w_N", 4, "the last row names"),
            ("N #", 1, "neither a variable"),
        ] {
            let e = parse(&lines(spec)).unwrap_err();
            assert_eq!(e.line, line, "{}: {}", spec, e);
            assert!(e.to_string().contains(says), "{}: {}", spec, e);
        }
    }
}
