//! Games answered from computed tables: the cutting game, Digital Deletions, Treblecross.

use super::*;

/// A sheet of the cutting game (poj2311), `W H`: both sides in `2..=200` for the judge; beyond
/// it up to 300, with strips (`1 x k`, `k >= 2`) one time in five, never `1 x 1`.
pub(super) fn sheet_record(g: &mut Gen) -> Vec<u64> {
    let hi = g.bound(200, 300);
    let (w, h) = (g.value(2, hi), g.value(2, hi));
    if g.domain == Domain::Beyond && g.chance(20) {
        return if g.chance(50) { vec![1, h] } else { vec![w, 1] };
    }
    vec![w, h]
}

/// The digits of a Digital Deletions token (hdu1404) written as a record's number: `None` unless
/// `value` is `1` followed by 1 to 6 digits ([`Framing::DigitStrings`]).
pub(super) fn digit_string(value: u64) -> Option<String> {
    let text = value.to_string();
    (text.starts_with('1') && (2..=7).contains(&text.len())).then(|| text[1..].to_string())
}

/// A Digital Deletions string (hdu1404) of 1 to 6 digits, as its record's number: a leading
/// zero one time in four (a win however long, and no number), now and then a string where
/// solutions go wrong (zeros only, the sample's, the longest, a lost one).
pub(super) fn digit_string_record(g: &mut Gen) -> Vec<u64> {
    const TRAPS: [&str; 12] = [
        "0", "00", "000000", "000123", "01", "1", "11", "20", "100000", "999999", "010", "99999",
    ];
    let digits: String = if g.chance(15) {
        g.pick(&TRAPS).to_string()
    } else {
        let len = g.uniform(1, 6);
        let leading_zero = g.chance(25);
        (0..len)
            .map(|i| match (i, leading_zero) {
                (0, true) => '0',
                (0, false) => char::from(b'0' + g.uniform(1, 9) as u8),
                _ => char::from(b'0' + g.uniform(0, 9) as u8),
            })
            .collect()
    };
    vec![format!("1{}", digits).parse().expect("at most 7 digits")]
}

pub(super) const POJ2311: Problem = Problem {
    name: "poj2311",
    judge: "POJ 2311",
    title: "Cutting Game",
    game: "cut grid paper; cutting out a 1 × 1 wins",
    theorem: "normal play on pieces ≥ 2 × 2 (a strip loses at once): a table of g(w, h)",
    framing: Framing::ToEof,
    record: sheet_record,
    // The smallest sheets (2 x 2 and 2 x 3 lose), strips, and the largest sides.
    traps: || around([2, 3, 4, 199, 200, 299, 300]),
    valid: |r, d| fits(r, 2, bound(d, 2, 1), bound(d, 200, 300)) && r != [1, 1],
    ..DEFAULTS
};

pub(super) const HDU1404: Problem = Problem {
    name: "hdu1404",
    judge: "HDU 1404",
    title: "Digital Deletions",
    game: "lower a digit, or erase a 0 and all after it",
    theorem: "a leading 0 wins; else a P/N table of 1..10^6 by forward marking",
    framing: Framing::DigitStrings,
    record: digit_string_record,
    traps: Vec::new,
    valid: |r, _| r.len() == 1 && digit_string(r[0]).is_some(),
    ..DEFAULTS
};

pub(super) const POJ3537: Problem = Problem {
    name: "poj3537",
    judge: "POJ 3537",
    title: "Crosses and Crosses",
    game: "Treblecross: three crosses in a row win",
    theorem: "octal game 0.007 on n + 2; the 35 losing n ≤ 10^6 by a sparse-space table",
    framing: Framing::ToEof,
    // The copies of the statement differ on the lower bound (1 or 3): the judge's domain
    // is where both agree.
    record: |g| vec![g.value(g.bound(3, 0), g.bound(2000, impartial::crosses::N_MAX))],
    // Every losing strip and its neighbours, the strips too short for three, and the bounds.
    traps: || {
        let losing = impartial::crosses::LOSING.iter().map(|&n| u64::from(n));
        around(losing.chain([1, 2, 2000, impartial::crosses::N_MAX]))
    },
    valid: |r, d| {
        fits(
            r,
            1,
            bound(d, 3, 0),
            bound(d, 2000, impartial::crosses::N_MAX),
        )
    },
    max_records: 1,
    ..DEFAULTS
};
