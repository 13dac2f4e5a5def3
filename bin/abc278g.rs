//! AtCoder ABC278 G — Generalized Subtraction Game (interactive).
//!
//! Cards 1..N lie in a row; a move removes `y` consecutive cards still there with
//! `L <= y <= R`, and whoever cannot move loses. The program reads `N L R`, chooses `First` or
//! `Second`, then prints its moves `x y` and reads the judge's `a b` (`0 0`: the judge cannot
//! move; `-1 -1`: our last line was refused), flushing every line. Theorem
//! ([`impartial::generalized_subtraction`]): where the mirror wins (`L < R`, or `N - L` even) we
//! go first, take the middle block and answer `x y` with `N + 2 - x - y, y`; else only `y = L`
//! is possible and we go first iff `G(N) != 0`, always answering with a move to XOR 0, searched
//! in every run. Beyond the judge: N up to 10^6 where the mirror wins, 10^5 otherwise; a judge
//! move that is not legal is reported at its first token.
use impartial::generalized_subtraction::{self as game, mirror_opening, mirror_reply};
use impartial::io::{self, quote, Error, Reader};
use std::io::{Read, Write};

/// The largest N played with the mirror, and with the table of values.
const MIRROR_MAX: u64 = 1_000_000;
const TABLE_MAX: u64 = 100_000;

/// What the judge said on its turn.
enum Heard {
    /// The game is over (`0 0` or `-1 -1`).
    Over,
    /// The judge removed cards `x..x + y` (1-based).
    Move(u64, u64),
}

/// The next number, read by token (`-1` is `None`: the judge refused our move), `what` naming
/// it at the end of input. Read here rather than with `Reader::value`, which the judge's `-1`
/// would not pass, so the submission carries one number parser.
fn read_number<R: Read>(input: &mut Reader<R>, what: &str) -> Result<Option<u64>, Error> {
    let token = match input.token()? {
        Some(t) => t,
        None => return Err(input.cut_off(what)),
    };
    if token == b"-1" {
        return Ok(None);
    }
    let digits = token.iter().all(u8::is_ascii_digit);
    let parsed = token.iter().try_fold(0u64, |v, &b| {
        v.checked_mul(10)?
            .checked_add(u64::from(b.wrapping_sub(b'0')))
    });
    match (digits, parsed) {
        (true, Some(v)) => Ok(Some(v)),
        (true, None) => {
            let found = quote(token);
            let expected = format!("an unsigned integer at most {}", u64::MAX);
            Err(input.domain_error(expected, found))
        }
        (false, _) => {
            let found = quote(token);
            Err(input.domain_error("an unsigned integer or -1", found))
        }
    }
}

/// One of `N L R`: a number, `-1` included in what is refused.
fn instance<R: Read>(input: &mut Reader<R>, what: &str) -> Result<u64, Error> {
    match read_number(input, what)? {
        Some(v) => Ok(v),
        None => Err(input.domain_error("an unsigned integer", "\"-1\"")),
    }
}

/// Reads the judge's line and removes its block from `present`, refusing an illegal one.
fn hear<R: Read>(
    input: &mut Reader<R>,
    present: &mut [bool],
    l: u64,
    r: u64,
) -> Result<Heard, Error> {
    let Some(x) = read_number(input, "the judge's move")? else {
        return Ok(Heard::Over);
    };
    let at = input.last_token();
    let Some(y) = read_number(input, "the judge's move")? else {
        return Ok(Heard::Over);
    };
    if x == 0 && y == 0 {
        return Ok(Heard::Over);
    }
    let n = present.len() as u64;
    let fits = x >= 1 && l <= y && y <= r && y <= n && x - 1 <= n - y;
    if !fits
        || !present[(x - 1) as usize..(x - 1 + y) as usize]
            .iter()
            .all(|&c| c)
    {
        let found = format!("\"{} {}\"", x, y);
        return Err(at.error(
            "a legal move (y cards, L <= y <= R, all still there)",
            found,
        ));
    }
    present[(x - 1) as usize..(x - 1 + y) as usize].fill(false);
    Ok(Heard::Move(x, y))
}

/// Plays one game from `N L R` on `input`, every line flushed as it is written.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let n = instance(input, "N")?;
        if !(1..=MIRROR_MAX).contains(&n) {
            return Err(input.domain_error(format!("1 <= N <= {}", MIRROR_MAX), n));
        }
        let n_at = input.last_token();
        let l = instance(input, "L")?;
        if l == 0 || l > n {
            return Err(input.domain_error("1 <= L <= N", l));
        }
        let r = instance(input, "R")?;
        if r < l || r > n {
            return Err(input.domain_error("L <= R <= N", r));
        }
        let mirror = mirror_opening(n, l, r);
        if mirror.is_none() && n > TABLE_MAX {
            let expected = format!("N <= {} where L = R and N - L is odd", TABLE_MAX);
            return Err(n_at.error(expected, n));
        }
        let mut present = vec![true; n as usize];
        let play = |output: &mut io::Writer<W>, present: &mut [bool], (x, y): (u64, u64)| {
            present[(x - 1) as usize..(x - 1 + y) as usize].fill(false);
            // Plain formatting: the writer's digit routines would not fit the 16 KiB bundle.
            output.text(&format!("{} {}\n", x, y))?;
            output.flush()
        };
        if let Some(opening) = mirror {
            output.text("First\n")?;
            output.flush()?;
            play(output, &mut present, opening)?;
            // The symmetry keeps every mirror image legal (see the module's theorem).
            while let Heard::Move(x, y) = hear(input, &mut present, l, r)? {
                play(output, &mut present, mirror_reply(n, x, y))?;
            }
            return Ok(());
        }
        let g = game::grundy_values(l as usize, r as usize, n as usize);
        let first = g[n as usize] != 0;
        output.text(if first { "First\n" } else { "Second\n" })?;
        output.flush()?;
        if !first && matches!(hear(input, &mut present, l, r)?, Heard::Over) {
            return Ok(());
        }
        loop {
            match game::winning_move(&present, l as usize, r as usize, &g) {
                Some(best) => play(output, &mut present, best)?,
                None => {
                    // Only a judge that broke its promise of perfect play gets here: any legal
                    // move, or `0 0` when there is none.
                    let any = game::runs(&present)
                        .into_iter()
                        .find(|&(_, m)| m as u64 >= l);
                    match any {
                        Some((start, _)) => play(output, &mut present, (start as u64 + 1, l))?,
                        None => {
                            output.text("0 0\n")?;
                            return output.flush().map_err(Error::Io);
                        }
                    }
                }
            }
            if let Heard::Over = hear(input, &mut present, l, r)? {
                return Ok(());
            }
        }
    })
}

fn main() {
    io::exit_on_error(
        "abc278g",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
