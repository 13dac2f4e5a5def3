//! A heap's options under a take-and-break code, enumerated as the code says: remove `k`
//! tokens and leave `j` heaps that digit `k` allows (different heaps under `!`; a split that
//! removes nothing leaves two or more), each list of heaps once, in increasing order. A heap of
//! `n` has `O(n^(j - 1))` options per removal. The lab's queries ([`super::query`]) and the
//! heap judge ([`crate::interactive::heaps`]) walk them.

use impartial_lab::Code;

/// Calls `f` on every option of a heap of `n` under `code` (module docs): the heaps it leaves,
/// increasing (strictly under `!`), each list once.
///
/// ```
/// use impartial_lab::Code;
/// use impartial_tools::lab::splits::for_each_split;
/// let mut all = Vec::new();
/// for_each_split(&Code::parse("0.77").unwrap(), 4, &mut |h| all.push(h.to_vec()));
/// assert_eq!(all, vec![vec![3], vec![1, 2], vec![2], vec![1, 1]]);
/// ```
pub fn for_each_split(code: &Code, n: u64, f: &mut dyn FnMut(&[u64])) {
    // A finite code removes at most its length; a tail removes anything up to n.
    let most = match code.max_removal() {
        Some(t) => (t as u64).min(n),
        None => n,
    };
    let mut parts = Vec::new();
    for k in 0..=most {
        let digit = code.digit(k as usize);
        if digit.heaps == 0 {
            continue;
        }
        for j in 0..=digit.max_heaps() {
            if digit.allows(j) && (k > 0 || j >= 2) {
                partitions(n - k, j as usize, digit.distinct, &mut parts, f);
            }
        }
    }
}

/// Calls `f` on every way to write `total` as `count` positive parts, non-decreasing
/// (increasing when `distinct`), by counting through them like an odometer.
fn partitions(
    total: u64,
    count: usize,
    distinct: bool,
    p: &mut Vec<u64>,
    f: &mut dyn FnMut(&[u64]),
) {
    let step = u64::from(distinct);
    // The least sum of `m` parts from `start` on.
    let least = |start: u64, m: u64| m * start + step * (m * m.saturating_sub(1) / 2);
    match count {
        0 => {
            if total == 0 {
                f(&[]);
            }
            return;
        }
        1 => {
            if total >= 1 {
                f(&[total]);
            }
            return;
        }
        _ => {}
    }
    if least(1, count as u64) > total {
        return;
    }
    p.clear();
    p.resize(count, 0);
    // Parts i.. filled with the smallest they may be from `start`, the last taking the rest.
    let fill = |p: &mut Vec<u64>, i: usize, start: u64| {
        let mut sum: u64 = p[..i].iter().sum();
        for (offset, slot) in p[i..count - 1].iter_mut().enumerate() {
            *slot = start + offset as u64 * step;
            sum += *slot;
        }
        p[count - 1] = total - sum;
    };
    fill(p, 0, 1);
    loop {
        f(p);
        // The rightmost part but the last that can grow by one, the rest refilled after it.
        let mut advanced = false;
        for i in (0..count - 1).rev() {
            let before: u64 = p[..i].iter().sum();
            let start = p[i] + 1;
            if least(start, (count - i) as u64) <= total - before {
                p[i] = start;
                fill(p, i + 1, start + step);
                advanced = true;
                break;
            }
        }
        if !advanced {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use impartial_lab::HeapRules;

    #[test]
    fn splits_are_the_codes_literal_options() {
        for (name, top) in crate::lab::query::tests::CODES {
            let code = Code::parse(name).unwrap();
            for n in 0..=(top * 3) {
                let mut mine = Vec::new();
                for_each_split(&code, n as u64, &mut |h| {
                    mine.push(h.iter().map(|&x| x as usize).collect::<Vec<_>>())
                });
                let mut theirs = Vec::new();
                code.options(n, &mut theirs);
                mine.sort();
                theirs.sort();
                assert_eq!(mine, theirs, "{} heap {}", name, n);
            }
        }
    }
}
