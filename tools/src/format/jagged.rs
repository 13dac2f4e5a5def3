//! Jagged rows (`K_i A_{i,1} ... A_{i,K_i}`) and a matrix's rows (`A_{i,1} ... A_{i,M}`, the
//! same rows with lengths not written) under the shrinker's cuts. The elements are held one
//! after another, row by row, and the lengths say where each row starts: a removed row takes
//! its elements with it, a removed element lowers its row's length, and a matrix's removed
//! column takes that position out of every row.

use super::instance::{Env, Value};

/// The lengths of `count` and the elements of `elems` in `env`, mutable.
fn parts(env: &mut Env, count: usize, elems: usize) -> Option<(Vec<i128>, Vec<i128>)> {
    let ks = match env.values.get(count)? {
        Some(Value::Ints(ks)) => ks.clone(),
        _ => return None,
    };
    let xs = match env.values.get(elems)? {
        Some(Value::Ints(xs)) => xs.clone(),
        _ => return None,
    };
    let total: i128 = ks.iter().sum();
    (ks.iter().all(|&k| k >= 0) && total == xs.len() as i128).then_some((ks, xs))
}

/// Removes the elements of rows `rows` (ascending) from `elems`; the lengths in `count` are
/// left for the caller, which removes those rows from every sequence of that length.
pub fn drop_rows(env: &mut Env, count: usize, elems: usize, rows: &[usize]) -> Option<()> {
    let (ks, xs) = parts(env, count, elems)?;
    let mut kept = Vec::with_capacity(xs.len());
    let mut at = 0;
    for (r, &k) in ks.iter().enumerate() {
        let k = k as usize;
        if rows.binary_search(&r).is_err() {
            kept.extend_from_slice(&xs[at..at + k]);
        }
        at += k;
    }
    env.values[elems] = Some(Value::Ints(kept));
    Some(())
}

/// Removes elements `at` (ascending positions over all rows) and lowers their rows' lengths.
pub fn drop_elems(env: &mut Env, count: usize, elems: usize, at: &[usize]) -> Option<()> {
    let (mut ks, xs) = parts(env, count, elems)?;
    let mut row = 0;
    let mut row_end = 0;
    let mut kept = Vec::with_capacity(xs.len());
    let mut gone = at.iter().peekable();
    for (p, &x) in xs.iter().enumerate() {
        while p >= row_end {
            row_end += ks[row] as usize;
            row += 1;
        }
        if gone.peek() == Some(&&p) {
            gone.next();
            ks[row - 1] -= 1;
        } else {
            kept.push(x);
        }
    }
    env.values[count] = Some(Value::Ints(ks));
    env.values[elems] = Some(Value::Ints(kept));
    Some(())
}

/// Removes columns `at` (ascending positions within a row) from every row, lowering each
/// row's length by the columns it had.
pub fn drop_columns(env: &mut Env, count: usize, elems: usize, at: &[usize]) -> Option<()> {
    let (mut ks, xs) = parts(env, count, elems)?;
    let mut kept = Vec::with_capacity(xs.len());
    let mut start = 0;
    for k in ks.iter_mut() {
        let len = *k as usize;
        let row = &xs[start..start + len];
        kept.extend(
            row.iter()
                .enumerate()
                .filter(|(p, _)| at.binary_search(p).is_err())
                .map(|(_, &x)| x),
        );
        *k -= at.iter().filter(|&&p| p < len).count() as i128;
        start += len;
    }
    env.values[count] = Some(Value::Ints(ks));
    env.values[elems] = Some(Value::Ints(kept));
    Some(())
}

/// A sum over a sequence written as statements write it, `\sum_{i=1}^{N} K_i`, `\sum K_i`
/// or `K_1 + K_2 + ... + K_N`, as `sum(K_i)`; any other text as it is.
pub fn sum_notation(text: &str) -> String {
    let mut s = text.to_string();
    while let Some(at) = s.find("\\sum") {
        let mut rest = s[at + 4..].trim_start();
        for mark in ['_', '^'] {
            if let Some(r) = rest.strip_prefix(mark) {
                rest = match r.strip_prefix('{') {
                    Some(r) => r.split_once('}').map_or("", |(_, after)| after),
                    None => r
                        .get(r.chars().next().map_or(0, char::len_utf8)..)
                        .unwrap_or(""),
                };
                rest = rest.trim_start();
            }
        }
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '{' || c == '}'))
            .unwrap_or(rest.len());
        let (term, after) = rest.split_at(end);
        let head = s[..at].to_string();
        s = format!("{}sum({}){}", head, term, after);
    }
    // `X_1 + X_2 + ... + X_N`.
    let words: Vec<&str> = s.split(' ').collect();
    let base = |w: &str| w.split_once('_').map(|(name, _)| name.to_string());
    for start in 0..words.len() {
        let Some(name) = base(words[start]).filter(|_| words[start].ends_with("_1")) else {
            continue;
        };
        let mut j = start + 1;
        if words.get(j) == Some(&"+") && words.get(j + 1) == Some(&format!("{}_2", name).as_str()) {
            j += 2;
        }
        let tail = (
            words.get(j),
            words.get(j + 1),
            words.get(j + 2),
            words.get(j + 3),
        );
        if let (Some(&"+"), Some(&"..."), Some(&"+"), Some(last)) = tail {
            if base(last).as_deref() == Some(&name) {
                let mut out: Vec<String> = words[..start].iter().map(|w| w.to_string()).collect();
                out.push(format!("sum({}_i)", name));
                out.extend(words[j + 4..].iter().map(|w| w.to_string()));
                return out.join(" ");
            }
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(ks: &[i128], xs: &[i128]) -> Env {
        Env {
            values: vec![
                Some(Value::Ints(ks.to_vec())),
                Some(Value::Ints(xs.to_vec())),
            ],
            records: Vec::new(),
        }
    }

    #[test]
    fn rows_take_their_elements_and_elements_lower_their_rows() {
        let mut e = env(&[2, 0, 3], &[1, 2, 3, 4, 5]);
        drop_rows(&mut e, 0, 1, &[0, 1]).unwrap();
        assert_eq!(e.values[1], Some(Value::Ints(vec![3, 4, 5])));
        let mut e = env(&[2, 0, 3], &[1, 2, 3, 4, 5]);
        drop_elems(&mut e, 0, 1, &[1, 2, 4]).unwrap();
        assert_eq!(e, env(&[1, 0, 1], &[1, 4]));
        // A matrix's column goes from every row.
        let mut e = env(&[3, 3], &[1, 2, 3, 4, 5, 6]);
        drop_columns(&mut e, 0, 1, &[0, 2]).unwrap();
        assert_eq!(e, env(&[1, 1], &[2, 5]));
        // Lengths that do not add up are not cut.
        assert!(drop_elems(&mut env(&[2], &[1]), 0, 1, &[0]).is_none());
    }

    #[test]
    fn sums_as_statements_write_them() {
        for text in [
            "\\sum_{i=1}^{N} K_i <= 2 * 10^5",
            "\\sum_{i=1}^N K_i <= 2 * 10^5",
            "\\sum K_i <= 2 * 10^5",
            "K_1 + K_2 + ... + K_N <= 2 * 10^5",
            "K_1 + ... + K_N <= 2 * 10^5",
        ] {
            assert_eq!(sum_notation(text), "sum(K_i) <= 2 * 10^5", "{}", text);
        }
        assert_eq!(sum_notation("1 <= A_1 + B <= 3"), "1 <= A_1 + B <= 3");
    }
}
