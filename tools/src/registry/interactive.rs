//! Interactive problems: the binary plays a game against the judge ([`Problem::interactive`]);
//! the record is the instance the judge opens with.

use super::*;
use crate::input::numbers;
use crate::interactive::abc278g;

/// A row of small N first, the judge's largest at the end of a run; a third each of the table
/// case (L = R, N - L odd), L = R with N - L even, and L < R.
fn abc278g_record(g: &mut Gen) -> crate::input::Record {
    let hi = (g.size * 40).clamp(8, 2000);
    let n = g.value(1, hi);
    let l = g.value(1, n);
    match g.rng.below(3) {
        0 if (n - l) % 2 == 0 && l > 1 => numbers(&[n, l - 1, l - 1]),
        0 | 1 => numbers(&[n, l, l]),
        _ => numbers(&[n, l, g.value(l, n)]),
    }
}

pub(super) const ABC278G: Problem = Problem {
    name: "abc278g",
    judge: "AtCoder ABC278 G",
    title: "Generalized Subtraction Game",
    game: "remove L..R consecutive cards (interactive)",
    theorem: "mirror for L < R or N - L even; else XOR of the octal game's values",
    draw: Some(abc278g_record),
    traps: || vec![1, 2, 3, 1999, 2000],
    spec: "N L R
---
1 <= N <= 2000
1 <= L <= R
R <= N",
    // Beyond the judge: N up to 10^6 where the mirror wins, up to 10^5 where only the values
    // decide (the contract).
    beyond: "1 <= N <= 10^6
1 <= L <= R
R <= N",
    checks: |v, _| {
        v.each(|r| {
            let (n, l, r) = (r.int("N") as u64, r.int("L") as u64, r.int("R") as u64);
            let mirror = impartial::generalized_subtraction::mirror_wins(n, l, r);
            match mirror || n <= 100_000 {
                true => Ok(()),
                false => Err(format!("N = {} above 10^5 where the values decide", n)),
            }
        })
    },
    interactive: Some(Interactive {
        judge: |record, seed| {
            let judge = abc278g::Judge::new(record, seed)?;
            Ok(Box::new(judge))
        },
        max_lines: |record| record[0] / record[1].max(1) + 2,
    }),
    ..DEFAULTS
};
