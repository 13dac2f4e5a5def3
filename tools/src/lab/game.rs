//! The games the lab takes, read from their names, and how far a run goes by default.

use impartial_lab::Code;

/// The default number of values a heap game's pattern search may compute.
pub const DEFAULT_LIMIT: usize = 1 << 20;

/// How many values a pattern search computes by default: [`DEFAULT_LIMIT`], but 2,000 for
/// codes whose moves leave three or more heaps (each heap costs `O(n^2)` there) and 20,000 for
/// tails with splits anywhere (`4.[3]`: values that grow with `n` leave no value rare).
pub fn default_limit(code: &Code) -> usize {
    if code.max_heaps() >= 3 {
        2_000
    } else if !code.tail.is_empty() && code.max_heaps() >= 2 {
        20_000
    } else {
        DEFAULT_LIMIT
    }
}

/// The most values a claim without `N` computes to test itself.
pub const CLAIM_LIMIT: usize = 1 << 28;

/// The `N` a game's run takes when none is given: [`default_limit`] for a code, a 40 x 40
/// plane for r-Wythoff, 100 positions for a program.
pub fn default_n(game: &Game) -> usize {
    match game {
        Game::Heap(code) => default_limit(code),
        Game::Wythoff(_) => 40,
        Game::Program(_) => 100,
    }
}

/// A game the lab takes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Game {
    /// A take-and-break code (subtraction sets included).
    Heap(Code),
    /// r-Wythoff (`r = 1`: Wythoff).
    Wythoff(u64),
    /// A user's program.
    Program(String),
}

impl Game {
    /// Reads a game's name (module docs).
    pub fn parse(text: &str) -> Result<Game, String> {
        if let Some(command) = text.strip_prefix("prog:") {
            if command.trim().is_empty() {
                return Err("game \"prog:\": expected a command after prog:".into());
            }
            return Ok(Game::Program(command.to_string()));
        }
        if text == "wythoff" {
            return Ok(Game::Wythoff(1));
        }
        if let Some(r) = text.strip_prefix("wythoff:") {
            return match r.parse::<u64>() {
                Ok(r) if (1..=1000).contains(&r) => Ok(Game::Wythoff(r)),
                _ => Err(format!(
                    "game \"{}\": column 9: expected r from 1 to 1000, found \"{}\"",
                    text, r
                )),
            };
        }
        // Ranges, placeholders and repeated digits: the family language (issue 34).
        if text.contains(['{', '}', '^']) {
            return super::family::Family::parse(text)?.bind(&[]);
        }
        if let Some(code) = super::family::set_code(text) {
            return code.map(Game::Heap);
        }
        let code = Code::parse(text).map_err(|e| e.to_string())?;
        if let Some(typo) = typo(text) {
            return Err(typo);
        }
        Ok(Game::Heap(code))
    }
}

/// A code that parses but is almost surely not what was meant: the letter `O` where the digit
/// `0` looks the same (`O.07` reads as a split into three or four heaps), or a `!` after a digit
/// that never leaves two heaps (`4!.0!`: nothing to keep different). The error says what to
/// write instead, and how to write the unusual reading on purpose.
fn typo(text: &str) -> Option<String> {
    if let Some(i) = text.find('O') {
        let meant = text.replace('O', "0");
        if Code::parse(&meant).is_ok() {
            return Some(format!(
                "game \"{}\": column {}: the letter O, read as the digit 24 (three or four heaps); did you mean {}? (write &24; for the digit)",
                text,
                i + 1,
                meant
            ));
        }
    }
    // The digit before each `!`: one character (0-9, A-V) or `&N;`. (A trailing `0!` leaves
    // no digit in the code at all, so the text is read, not the code.)
    for (i, _) in text.char_indices().filter(|&(_, c)| c == '!') {
        let before = &text[..i];
        let value = if let Some(body) = before.strip_suffix(';') {
            body.rsplit_once('&')
                .and_then(|(_, n)| n.parse::<u32>().ok())
        } else {
            before.chars().last().and_then(|c| c.to_digit(32))
        };
        if value.is_some_and(|v| v < 4) {
            let meant = format!("{}{}", before, &text[i + 1..]);
            return Some(format!(
                "game \"{}\": column {}: '!' after a digit that never leaves two heaps does nothing; did you mean {}?",
                text,
                i + 1,
                meant
            ));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typos_are_refused_with_a_suggestion() {
        let e = Game::parse("O.07").unwrap_err();
        assert_eq!(
            e,
            "game \"O.07\": column 1: the letter O, read as the digit 24 (three or four heaps); did you mean 0.07? (write &24; for the digit)"
        );
        let e = Game::parse("0.7O").unwrap_err();
        assert!(e.contains("did you mean 0.70?"), "{}", e);
        let e = Game::parse("4!.0!").unwrap_err();
        assert_eq!(
            e,
            "game \"4!.0!\": column 5: '!' after a digit that never leaves two heaps does nothing; did you mean 4!.0?"
        );
        assert!(Game::parse("0.3!")
            .unwrap_err()
            .contains("did you mean 0.3?"));
        // What is meant stays accepted: the digit 24 written out, '!' where it counts.
        for good in ["&24;.07", "4!.0", "0.37!", "0.[7!]", "0.3F", "sub:1,3,4"] {
            assert!(Game::parse(good).is_ok(), "{}", good);
        }
    }
}
