//! HDU 1079 — Calendar Game.
//!
//! A date; Adam and Eve alternately move it to the next day, or to the same day of the next
//! month when that date exists; whoever reaches 2001-11-04 wins, moving past it loses; Adam
//! moves first. The player to move wins exactly when month + day is even, or the date is
//! September 30 or November 30 ([`impartial::calendar::is_p_position`], checked on every date
//! from 0001-01-01). Input: `T`, then `T` dates `YYYY MM DD`. Output: `YES` if Adam wins, else
//! `NO`. Beyond the judge: every date of the proleptic Gregorian calendar from 0001-01-01 to the
//! target (on 2001-11-04 itself the game is over: `NO`); any `T`. A date that does not exist or
//! lies after the target is reported at the first token that shows it (the year, the month or
//! the day); anything after the `T`-th date is not read.
use impartial::calendar::{self, TARGET};
use impartial::io::{self, Error};
use std::io::{Read, Write};

/// Answers each of the `T` dates of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let Some(cases) = input.value_or_end()? else {
            return Ok(());
        };
        let (last_year, last_month, last_day) = TARGET;
        for _ in 0..cases {
            let year = input.value("a year")?;
            if year == 0 || year > last_year {
                let expected = format!("a year from 1 to {}", last_year);
                return Err(input.domain_error(expected, year));
            }
            let month = input.value("a month")?;
            let months = if year == last_year { last_month } else { 12 };
            if month == 0 || month > months {
                let expected = format!("a month of {} from 1 to {}", year, months);
                return Err(input.domain_error(expected, month));
            }
            let day = input.value("a day")?;
            let days = if (year, month) == (last_year, last_month) {
                last_day
            } else {
                calendar::month_length(year, month)
            };
            match calendar::is_p_position(year, month, day) {
                Some(lost) => output.text(if lost { "NO\n" } else { "YES\n" })?,
                None => {
                    let expected = format!("a day of {}-{:02} from 1 to {}", year, month, days);
                    return Err(input.domain_error(expected, day));
                }
            }
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu1079",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
