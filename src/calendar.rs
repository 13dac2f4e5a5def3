//! The Calendar Game: move a date forward by a day or a month, towards 2001-11-04.
//!
//! **Rules.** A date of the proleptic Gregorian calendar is given; a move takes it to the next
//! day, or to the same day of the next month when that date exists; whoever reaches
//! 2001-11-04 ([`TARGET`]) wins, and moving past it loses. From any earlier date the next day
//! never passes the target, so a move past it is never the better choice: the game is played on
//! the dates up to the target, and on the target the player to move has lost.
//!
//! **Theorem.** From a date `y-m-d` up to the target the player to move loses exactly when
//! `m + d` is odd and the date is neither September 30 nor November 30 ([`is_p_position`]);
//! the year does not matter. *Proof sketch.* Call a date odd when `m + d` is. A move to the
//! same day of the next month changes the parity (`m -> m + 1`, and `12 -> 1`); the next day
//! changes it too, except at the end of a month of even length, where `m + 28` or `m + 30`
//! goes to `(m + 1) + 1`, of the same parity. The month ends that are odd and keep their
//! parity are 9-30 and 11-30: those two odd dates can move to an odd date (10-1, 12-1), and
//! the others cannot. So from a losing date (odd, not 9-30 or 11-30) every move reaches an
//! even date or one of the two exceptions. From an even date the next day is odd, except at
//! 2-28 (of a common year), 4-30 and 6-30, where the next month is (3-28, 5-30, 7-30); and at
//! 9-29 and 11-29, whose next days are the exceptions, the next months 10-29 and 12-29 are
//! odd. None of those next
//! months passes the target (the latest is 2001-09-29 -> 2001-10-29), and the next day never
//! does from a date before it. From 9-30 and 11-30 the next day (10-1, 12-1) is odd and plain.
//! The target, 11-4, is odd and lost, so the claim holds by induction backwards from it; the
//! tests search every date from 0001-01-01 with the real moves.
//!
//! Judge problem: HDU 1079 (Calendar Game).

/// The date that ends the game: whoever moves onto it wins.
pub const TARGET: (u64, u64, u64) = (2001, 11, 4);

/// Whether `year` is a leap year of the Gregorian calendar: divisible by 4, and not by 100
/// unless by 400.
///
/// ```
/// use impartial::calendar::is_leap_year;
/// assert!(is_leap_year(2000) && is_leap_year(1996));
/// assert!(!is_leap_year(1900) && !is_leap_year(2001));
/// ```
pub fn is_leap_year(year: u64) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

/// The number of days of `month` (1 to 12) in `year`; 0 for a month outside 1..=12.
///
/// ```
/// use impartial::calendar::month_length;
/// assert_eq!(month_length(1900, 2), 28);
/// assert_eq!(month_length(2000, 2), 29);
/// assert_eq!(month_length(2001, 4), 30);
/// assert_eq!(month_length(2001, 13), 0);
/// ```
pub fn month_length(year: u64, month: u64) -> u64 {
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if is_leap_year(year) => 29,
        2 => 28,
        _ => 0,
    }
}

/// Whether the date `year-month-day` exists and lies from 0001-01-01 to the target.
///
/// ```
/// use impartial::calendar::is_in_game;
/// assert!(is_in_game(1, 1, 1) && is_in_game(2001, 11, 4) && is_in_game(2000, 2, 29));
/// assert!(!is_in_game(2001, 11, 5) && !is_in_game(1900, 2, 29) && !is_in_game(0, 1, 1));
/// ```
pub fn is_in_game(year: u64, month: u64, day: u64) -> bool {
    year >= 1 && day >= 1 && day <= month_length(year, month) && (year, month, day) <= TARGET
}

/// Whether the player to move from `year-month-day` loses; `None` for a date that does not
/// exist or lies after the target (or before 0001-01-01).
///
/// ```
/// use impartial::calendar::is_p_position;
/// // HDU 1079's sample: Adam wins from 2001-11-03 and loses from 2001-11-02 and 2001-10-03.
/// assert_eq!(is_p_position(2001, 11, 3), Some(false));
/// assert_eq!(is_p_position(2001, 11, 2), Some(true));
/// assert_eq!(is_p_position(2001, 10, 3), Some(true));
/// // The exceptions: 9 + 30 is odd, yet the next day 10-1 is lost for the opponent.
/// assert_eq!(is_p_position(1999, 9, 30), Some(false));
/// assert_eq!(is_p_position(2001, 11, 4), Some(true));
/// assert_eq!(is_p_position(2001, 11, 5), None);
/// ```
pub fn is_p_position(year: u64, month: u64, day: u64) -> Option<bool> {
    if !is_in_game(year, month, day) {
        return None;
    }
    let exception = day == 30 && (month == 9 || month == 11);
    Some((month + day) % 2 == 1 && !exception)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every date from 0001-01-01 to the target, in order.
    fn dates() -> Vec<(u64, u64, u64)> {
        let mut all = Vec::new();
        for year in 1..=TARGET.0 {
            for month in 1..=12 {
                for day in 1..=month_length(year, month) {
                    if (year, month, day) <= TARGET {
                        all.push((year, month, day));
                    }
                }
            }
        }
        all
    }

    /// Days from 0001-01-01 (day 0) to `y-m-d`, by Hinnant's `days_from_civil` (a year that
    /// starts in March, so February's length enters only through `y / 4 - y / 100 + y / 400`):
    /// a calendar of its own to check the month lengths against.
    fn day_number(y: u64, m: u64, d: u64) -> i64 {
        let (y, m, d) = (y as i64 - i64::from(m <= 2), m as i64, d as i64);
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + d - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        // Day 0 of the count is 0000-03-01, and 0001-01-01 is 306 days later.
        era * 146_097 + doe - 306
    }

    #[test]
    fn the_calendar_counts_its_days() {
        let all = dates();
        assert_eq!(all.len(), 730_793);
        for (i, &(y, m, d)) in all.iter().enumerate() {
            assert_eq!(day_number(y, m, d), i as i64, "{}-{}-{}", y, m, d);
        }
        let leap_years = (1..=2000).filter(|&y| is_leap_year(y)).count();
        assert_eq!(leap_years, 2000 / 4 - 2000 / 100 + 2000 / 400);
        assert!(!is_in_game(1900, 2, 29) && is_in_game(2000, 2, 29));
        assert!(!is_in_game(2001, 4, 31) && !is_in_game(2001, 12, 1));
        assert!(!is_in_game(2002, 1, 1) && !is_in_game(1, 0, 1) && !is_in_game(1, 1, 0));
    }

    #[test]
    fn backward_search_over_every_date_from_year_1() {
        // win[i]: the player to move from the i-th date wins. The target's index is the last; a
        // move onto it wins, and a move past it loses for the mover, which is the same as a move
        // to a position won by the opponent.
        let all = dates();
        let target = all.len() - 1;
        let mut first_of_month = std::collections::HashMap::new();
        for (i, &(y, m, d)) in all.iter().enumerate() {
            if d == 1 {
                first_of_month.insert((y, m), i);
            }
        }
        let mut win = vec![false; all.len()];
        let (mut won, mut exceptions) = (0, 0);
        for i in (0..target).rev() {
            let (y, m, d) = all[i];
            let next_month = if m == 12 { (y + 1, 1) } else { (y, m + 1) };
            // The next day is the next index (never past the target from before it).
            let mut moves = vec![win[i + 1]];
            if d <= month_length(next_month.0, next_month.1) {
                moves.push(match first_of_month.get(&next_month) {
                    Some(&start) if start + (d as usize - 1) <= target => {
                        win[start + d as usize - 1]
                    }
                    _ => true, // past the target: the mover loses
                });
            }
            win[i] = moves.iter().any(|&w| !w);
        }
        for (i, &(y, m, d)) in all.iter().enumerate() {
            assert_eq!(is_p_position(y, m, d), Some(!win[i]), "{}-{}-{}", y, m, d);
            won += usize::from(win[i]);
            exceptions += usize::from(win[i] && (m + d) % 2 == 1);
        }
        // The rule is not the plain parity: the exceptions happen every year.
        assert_eq!(exceptions, 2 * 2000 + 1);
        assert!(won > 300_000);
    }
}
