//! Interactive problems: the binary plays a game against the judge ([`Problem::interactive`]);
//! the record is the instance the judge opens with.

use super::*;
use crate::interactive::abc278g;

/// abc278g's instance `N L R`, `1 <= L <= R <= N`: the judge's N <= 2000; beyond it N up to
/// 10^6 where the mirror wins and 10^5 where only the values decide (the contract).
fn abc278g_valid(r: &[u64], d: Domain) -> bool {
    let &[n, l, r] = r else {
        return false;
    };
    let mirror = impartial::generalized_subtraction::mirror_wins(n, l, r);
    let most = bound(d, 2000, if mirror { 1_000_000 } else { 100_000 });
    1 <= l && l <= r && r <= n && n <= most
}

/// A row of small N first, the judge's largest at the end of a run; a third each of the table
/// case (L = R, N - L odd), L = R with N - L even, and L < R.
fn abc278g_record(g: &mut Gen) -> Vec<u64> {
    let hi = (g.size * 40).clamp(8, 2000);
    let n = g.value(1, hi);
    let l = g.value(1, n);
    match g.rng.below(3) {
        0 if (n - l) % 2 == 0 && l > 1 => vec![n, l - 1, l - 1],
        0 | 1 => vec![n, l, l],
        _ => vec![n, l, g.value(l, n)],
    }
}

pub(super) const ABC278G: Problem = Problem {
    name: "abc278g",
    judge: "AtCoder ABC278 G",
    title: "Generalized Subtraction Game",
    game: "remove L..R consecutive cards (interactive)",
    theorem: "mirror for L < R or N - L even; else XOR of the octal game's values",
    framing: Framing::Single,
    record: abc278g_record,
    traps: || vec![1, 2, 3, 1999, 2000],
    valid: abc278g_valid,
    max_records: 1,
    interactive: Some(Interactive {
        judge: |record, seed| {
            let judge = abc278g::Judge::new(record, seed)?;
            Ok(Box::new(judge))
        },
        max_lines: |record| record[0] / record[1].max(1) + 2,
    }),
    ..DEFAULTS
};
