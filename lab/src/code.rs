//! Take-and-break codes in CGSuite's notation, read and written.
//!
//! A code is `d0.d1 d2 d3 ...`: digit `dk` says what a move that removes `k` tokens from one heap
//! may leave, bit `j` of it (value `2^j`) allowing exactly `j` non-empty heaps. So `1` is "take
//! the whole heap", `2` "leave one heap", `3` both (plain subtraction), `4` "leave two heaps",
//! `7` any of those, and a hexadecimal digit's bit 8 "leave three heaps". Digits go up to `V`
//! (31: base 32, case-insensitive) and any value as `&N;`. The digit before the dot removes
//! nothing: it may only split (bits 2 and up; `4.` splits a heap in two). A `!` after a digit
//! asks the heaps that move leaves to be pairwise different (`4!.0` is Grundy's game). A tail in
//! brackets repeats for ever (`0.[3]` is Nim: remove any number). The shorthands `sub:1,3,4`
//! (remove exactly 1, 3 or 4) and `allbut:2,3,7` (remove any number but 2, 3 or 7) are the codes
//! `0.3033` and `0.3003330[3]`.

use std::fmt;

/// One digit of a code: which numbers of heaps a move may leave, and whether they must differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Digit {
    /// Bit `j`: the move may leave exactly `j` non-empty heaps.
    pub heaps: u32,
    /// `!`: the heaps left must be pairwise different.
    pub distinct: bool,
}

impl Digit {
    /// Whether the move may leave exactly `j` heaps.
    ///
    /// ```
    /// use impartial_lab::Digit;
    /// let d = Digit { heaps: 6, distinct: false };
    /// assert!(d.allows(1) && d.allows(2) && !d.allows(0) && !d.allows(40));
    /// ```
    pub fn allows(self, j: u32) -> bool {
        j < 32 && self.heaps >> j & 1 == 1
    }

    /// The largest number of heaps the digit allows (0 for the digit 0 or 1).
    ///
    /// ```
    /// use impartial_lab::Digit;
    /// assert_eq!(Digit { heaps: 15, distinct: false }.max_heaps(), 3);
    /// ```
    pub fn max_heaps(self) -> u32 {
        31u32.saturating_sub(self.heaps.leading_zeros())
    }
}

/// A take-and-break game read from its code (module docs), with the text it was read from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Code {
    /// The name the game was given (`0.77`, `sub:1,3,4`, `4!.0`).
    pub name: String,
    /// The digit before the dot: splits that remove nothing.
    pub split: Digit,
    /// `digits[k - 1]` is the digit for removing `k` tokens, before any repeating tail.
    pub digits: Vec<Digit>,
    /// The repeating tail (empty for a finite code): digit `len + 1 + i` is `tail[i % tail.len()]`.
    pub tail: Vec<Digit>,
}

/// Why a code could not be read: the column (1-based, in characters) and what was found there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CodeError {
    /// The code as given.
    pub text: String,
    /// 1-based column of the fault.
    pub column: usize,
    /// What was expected there.
    pub expected: &'static str,
    /// What was found (empty at the end of the text).
    pub found: String,
}

/// One line: `game "0.8": column 3: expected ..., found "8"`.
///
/// ```
/// use impartial_lab::Code;
/// let e = Code::parse("0.7x").unwrap_err();
/// assert_eq!(
///     e.to_string(),
///     "game \"0.7x\": column 4: expected a digit 0-9 or A-V, '&N;', '!', '[' or the end, found \"x\""
/// );
/// ```
impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let found = if self.found.is_empty() {
            "the end".to_string()
        } else {
            format!("\"{}\"", self.found)
        };
        write!(
            f,
            "game \"{}\": column {}: expected {}, found {}",
            self.text, self.column, self.expected, found
        )
    }
}

impl std::error::Error for CodeError {}

impl Code {
    /// Reads a game: a code (`0.77`, `.137`, `4!.0`, `0.[3]`, `0.3F`, `0.&16;`), `sub:S` or
    /// `allbut:S` for a comma-separated set `S` of positive integers.
    ///
    /// # Complexity
    /// O(length of the text + largest element of a set).
    ///
    /// ```
    /// use impartial_lab::Code;
    /// let kayles = Code::parse("0.77").unwrap();
    /// assert_eq!(kayles.max_removal(), Some(2));
    /// assert_eq!(kayles.max_heaps(), 2);
    /// let grundy = Code::parse("4!.0").unwrap();
    /// assert!(grundy.split.distinct && grundy.split.allows(2));
    /// assert_eq!(Code::parse("allbut:2,3,7").unwrap().to_string(), "0.3003330[3]");
    /// assert!(Code::parse("0.8").is_ok()); // 8: leave three heaps
    /// assert!(Code::parse("2.7").is_err()); // a split that removes nothing must leave two heaps
    /// ```
    pub fn parse(text: &str) -> Result<Code, CodeError> {
        let error = |column: usize, expected: &'static str, found: &str| CodeError {
            text: text.to_string(),
            column,
            expected,
            found: found.to_string(),
        };
        for (prefix, all_but) in [("sub:", false), ("allbut:", true)] {
            if let Some(list) = text.strip_prefix(prefix) {
                let mut set = Vec::new();
                let mut column = prefix.len() + 1;
                for item in list.split(',') {
                    let value = item
                        .trim()
                        .parse::<u32>()
                        .ok()
                        .filter(|&v| (1..=1 << 24).contains(&v))
                        .ok_or_else(|| error(column, "a number from 1 to 2^24", item))?;
                    set.push(value as usize);
                    column += item.chars().count() + 1;
                }
                let mut code = Code::subtraction(&set, all_but);
                code.name = text.to_string();
                return Ok(code);
            }
        }
        let chars: Vec<char> = text.chars().collect();
        let mut i = 0;
        // The part before the dot: one digit at most (CGSuite's further "additive" digits add
        // tokens, which these games never do).
        let mut split = Digit::default();
        if i < chars.len() && chars[i] != '.' {
            let (digit, next) = read_digit(&chars, i)
                .ok_or_else(|| error(i + 1, "a digit before '.', or '.'", &chars[i].to_string()))?;
            if digit.heaps & 3 != 0 {
                let found: String = chars[i..next].iter().collect();
                return Err(error(
                    i + 1,
                    "a digit before '.' that only splits (no 1, 2 or 3 bits)",
                    &found,
                ));
            }
            split = digit;
            i = next;
        }
        if i >= chars.len() || chars[i] != '.' {
            let found = chars.get(i).map(|c| c.to_string()).unwrap_or_default();
            return Err(error(i + 1, "'.'", &found));
        }
        i += 1;
        let mut digits = Vec::new();
        let mut tail = Vec::new();
        let mut in_tail = false;
        let expected = "a digit 0-9 or A-V, '&N;', '!', '[' or the end";
        while i < chars.len() {
            match chars[i] {
                '[' if !in_tail => {
                    in_tail = true;
                    i += 1;
                }
                ']' if in_tail => {
                    if tail.is_empty() || i + 1 != chars.len() {
                        let found = chars.get(i + 1).map(|c| c.to_string()).unwrap_or_default();
                        return Err(error(
                            i + 1 + usize::from(!tail.is_empty()),
                            "a non-empty tail in brackets at the end",
                            if tail.is_empty() { "]" } else { &found },
                        ));
                    }
                    in_tail = false;
                    i += 1;
                }
                _ => {
                    let (digit, next) = read_digit(&chars, i)
                        .ok_or_else(|| error(i + 1, expected, &chars[i].to_string()))?;
                    if in_tail { &mut tail } else { &mut digits }.push(digit);
                    i = next;
                }
            }
        }
        if in_tail {
            return Err(error(i + 1, "']'", ""));
        }
        // A tail of zeros is no tail; trailing zero digits mean nothing.
        if tail.iter().all(|d| d.heaps == 0) {
            tail.clear();
        }
        if tail.is_empty() {
            while digits.last().is_some_and(|d| d.heaps == 0) {
                digits.pop();
            }
        }
        Ok(Code {
            name: text.to_string(),
            split,
            digits,
            tail,
        })
    }

    /// The subtraction game removing exactly `k` tokens for `k` in `set` (`all_but`: for every
    /// `k >= 1` not in `set`), leaving at most one heap (digit 3).
    ///
    /// ```
    /// use impartial_lab::Code;
    /// assert_eq!(Code::subtraction(&[1, 3, 4], false).to_string(), "0.3033");
    /// assert_eq!(Code::subtraction(&[], true).to_string(), "0.[3]");
    /// ```
    pub fn subtraction(set: &[usize], all_but: bool) -> Code {
        let three = Digit {
            heaps: 3,
            distinct: false,
        };
        let top = set.iter().copied().max().unwrap_or(0);
        let mut digits: Vec<Digit> = (1..=top)
            .map(|k| {
                if set.contains(&k) != all_but {
                    three
                } else {
                    Digit::default()
                }
            })
            .collect();
        let tail = if all_but { vec![three] } else { Vec::new() };
        if !all_but {
            while digits.last().is_some_and(|d| d.heaps == 0) {
                digits.pop();
            }
        }
        let mut code = Code {
            name: String::new(),
            split: Digit::default(),
            digits,
            tail,
        };
        code.name = code.to_string();
        code
    }

    /// The digit for removing `k` tokens (`k = 0`: the split digit before the dot).
    ///
    /// ```
    /// use impartial_lab::Code;
    /// let nim = Code::parse("0.[3]").unwrap();
    /// assert_eq!(nim.digit(1_000_000).heaps, 3);
    /// assert_eq!(Code::parse("0.07").unwrap().digit(3).heaps, 0);
    /// ```
    pub fn digit(&self, k: usize) -> Digit {
        if k == 0 {
            self.split
        } else if k <= self.digits.len() {
            self.digits[k - 1]
        } else if self.tail.is_empty() {
            Digit::default()
        } else {
            self.tail[(k - 1 - self.digits.len()) % self.tail.len()]
        }
    }

    /// The most tokens a move removes (`t`), `None` when a tail repeats for ever.
    pub fn max_removal(&self) -> Option<usize> {
        self.tail.is_empty().then_some(self.digits.len())
    }

    /// The most heaps a move leaves (`J`): 0 or 1 for a subtraction game, 2 for an octal game
    /// with splits, 3 for a hexadecimal one.
    pub fn max_heaps(&self) -> u32 {
        std::iter::once(&self.split)
            .chain(&self.digits)
            .chain(&self.tail)
            .map(|d| d.max_heaps())
            .max()
            .unwrap_or(0)
    }

    /// Whether some digit asks for different heaps where it may leave two or more.
    pub fn has_distinct_splits(&self) -> bool {
        std::iter::once(&self.split)
            .chain(&self.digits)
            .chain(&self.tail)
            .any(|d| d.distinct && d.max_heaps() >= 2)
    }

    /// Whether every digit is 0 or 3: a plain subtraction game (finite or all-but).
    pub fn is_subtraction(&self) -> bool {
        self.split.heaps == 0
            && self
                .digits
                .iter()
                .chain(&self.tail)
                .all(|d| d.heaps == 0 || d.heaps == 3)
    }
}

/// Reads one digit (with its `!`) at `chars[i]`: the digit and the index after it.
fn read_digit(chars: &[char], i: usize) -> Option<(Digit, usize)> {
    let (heaps, mut next) = if chars[i] == '&' {
        let end = chars[i..].iter().position(|&c| c == ';')? + i;
        let number: String = chars[i + 1..end].iter().collect();
        (number.parse::<u32>().ok()?, end + 1)
    } else {
        (chars[i].to_digit(32)?, i + 1)
    };
    let distinct = chars.get(next) == Some(&'!');
    if distinct {
        next += 1;
    }
    Some((Digit { heaps, distinct }, next))
}

/// The code in CGSuite's notation (`4!.0`, `0.3003330[3]`, `0.&40;`), whatever name it was
/// given.
///
/// ```
/// use impartial_lab::Code;
/// assert_eq!(Code::parse(".137").unwrap().to_string(), "0.137");
/// assert_eq!(Code::parse("4!.0").unwrap().to_string(), "4!.0");
/// assert_eq!(Code::parse("0.&40;").unwrap().to_string(), "0.&40;");
/// ```
impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        fn digit(f: &mut fmt::Formatter, d: Digit) -> fmt::Result {
            match char::from_digit(d.heaps, 32) {
                Some(c) => write!(f, "{}", c.to_ascii_uppercase())?,
                None => write!(f, "&{};", d.heaps)?,
            }
            if d.distinct {
                f.write_str("!")?;
            }
            Ok(())
        }
        digit(f, self.split)?;
        f.write_str(".")?;
        for &d in &self.digits {
            digit(f, d)?;
        }
        if self.digits.is_empty() && self.tail.is_empty() {
            f.write_str("0")?;
        }
        if !self.tail.is_empty() {
            f.write_str("[")?;
            for &d in &self.tail {
                digit(f, d)?;
            }
            f.write_str("]")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for text in [
            "0.77", "0.137", "4!.0", "0.[3]", "4.[3]", "0.3F", "0.&40;", "0.1[37]", "8.0", "0.7!7",
        ] {
            assert_eq!(Code::parse(text).unwrap().to_string(), text, "{}", text);
        }
        assert_eq!(Code::parse(".07").unwrap().to_string(), "0.07");
        assert_eq!(Code::parse("0.770").unwrap().to_string(), "0.77");
        assert_eq!(Code::parse("0.7[0]").unwrap().to_string(), "0.7");
        assert_eq!(Code::parse("0.f").unwrap().to_string(), "0.F");
    }

    #[test]
    fn bad_codes_say_where() {
        let cases = [
            ("", 1, "the end"),
            ("077", 2, "\"7\""),
            ("0.7x", 4, "\"x\""),
            ("0.[3", 5, "the end"),
            ("0.[]", 4, "\"]\""),
            ("0.[3]7", 6, "\"7\""),
            ("3.7", 1, "\"3\""),
            ("0.&x;", 3, "\"&\""),
            ("0.W", 3, "\"W\""),
            ("sub:1,0", 7, "\"0\""),
            ("sub:", 5, "the end"),
            ("allbut:2,,3", 10, "the end"),
        ];
        for (text, column, found) in cases {
            let e = Code::parse(text).unwrap_err();
            assert_eq!(e.column, column, "{}: {}", text, e);
            let line = e.to_string();
            assert!(line.ends_with(&format!("found {}", found)), "{}", line);
            assert!(!line.contains('\n'));
        }
    }

    #[test]
    fn digits_and_shorthands() {
        let c = Code::parse("allbut:2,3,7").unwrap();
        assert_eq!(c.name, "allbut:2,3,7");
        let removable: Vec<usize> = (1..=12).filter(|&k| c.digit(k).heaps == 3).collect();
        assert_eq!(removable, vec![1, 4, 5, 6, 8, 9, 10, 11, 12]);
        assert_eq!(c.max_removal(), None);
        assert!(c.is_subtraction());
        let s = Code::parse("sub:4,1,3").unwrap();
        assert_eq!(s.max_removal(), Some(4));
        assert_eq!(s.digit(2).heaps, 0);
        assert_eq!(Code::parse("0.3F").unwrap().max_heaps(), 3);
        assert_eq!(Code::parse("0.[3]").unwrap().max_heaps(), 1);
        assert!(Code::parse("4!.0").unwrap().has_distinct_splits());
        assert!(Code::parse("0.7!").unwrap().has_distinct_splits());
        assert!(!Code::parse("0.3!").unwrap().has_distinct_splits());
    }
}
