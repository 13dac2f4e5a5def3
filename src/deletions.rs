//! Digital Deletions: lower a digit, or erase a zero and everything after it.
//!
//! **Rules.** A position is a string of decimal digits. A move either changes one digit to a
//! smaller digit, or erases a `0` together with every digit to its right. Whoever removes the
//! last digit wins: the player facing the empty string has lost.
//!
//! **Theorem.** (1) A string that starts with `0` is a first-player win: erase that zero and
//! everything after it. (2) Among the strings without a leading zero, read as numbers `1..10^6`
//! (at most 6 digits), every move lowers the number or makes a leading zero: lowering a digit
//! lowers the value at the same length, erasing from an inner zero leaves a shorter prefix, and
//! lowering the leading digit to 0 gives a string of kind (1), a win for the player who then
//! moves, so never a good move. Hence `n` is a P-position exactly when no smaller P-position
//! is one move away, and increasing order decides them all: from each P-position `i`, mark as
//! wins every number with a move to `i`, namely `i` with one digit raised, and `i` followed by
//! `0` and any digits (up to 6 in all). *Proof sketch:* the marked numbers have a move to a
//! P-position; an unmarked one has moves only to marked numbers or to strings of kind (1). The
//! string must never be read as a number with its leading zeros dropped: `0`, `00` and
//! `000123` are three wins, while `123` is decided by the table. The tests check the table
//! against a search of the real moves on every string of up to 6 digits, leading zeros and all.
//!
//! Of the 100,000 five-digit strings 7,397 are second-player wins; of the six-digit ones about
//! 7%. Nothing is claimed beyond 6 digits: the table would grow tenfold per digit.
//!
//! Judge problem: HDU 1404 (= ZOJ 1104, Digital Deletions).

use std::sync::OnceLock;

/// The longest string answered.
pub const MAX_DIGITS: usize = 6;

/// Who wins every string of 1 to [`MAX_DIGITS`] digits.
pub struct Table {
    /// `winning[n]`: the number `n` (no leading zero) is a first-player win; `n = 0` unused.
    winning: Vec<bool>,
}

impl Table {
    /// Decides every number below `10^MAX_DIGITS` by forward marking from the P-positions.
    ///
    /// # Complexity
    /// O(10^6 + P * 54 + appended strings) steps, about 10^7 in all; 1 MB.
    ///
    /// ```
    /// use impartial::deletions::Table;
    /// let t = Table::new();
    /// assert_eq!(t.is_p_position(b"1"), Some(true));
    /// ```
    #[allow(clippy::new_without_default)]
    pub fn new() -> Table {
        let end = 10usize.pow(MAX_DIGITS as u32);
        let mut winning = vec![false; end];
        for i in 1..end {
            if winning[i] {
                continue;
            }
            // i is a P-position: a move to it wins.
            let mut place = 1;
            while place <= i {
                let digit = i / place % 10;
                for raised in 1..=9 - digit {
                    winning[i + raised * place] = true;
                }
                place *= 10;
            }
            // i, then a 0, then k more digits: [i * 10^(k+1), i * 10^(k+1) + 10^k).
            let (mut start, mut count) = (i * 10, 1);
            while start < end {
                winning[start..start + count].fill(true);
                start *= 10;
                count *= 10;
            }
        }
        Table { winning }
    }

    /// The table, built on the first call and shared by every later one in the process: a
    /// judge run builds it once, and so do tests that run a solution thousands of times.
    ///
    /// # Complexity
    /// As [`Table::new`] on the first call, O(1) after it.
    ///
    /// ```
    /// use impartial::deletions::Table;
    /// assert_eq!(Table::shared().is_p_position(b"000123"), Some(false));
    /// ```
    pub fn shared() -> &'static Table {
        static TABLE: OnceLock<Table> = OnceLock::new();
        TABLE.get_or_init(Table::new)
    }

    /// Whether `digits`, a string of 1 to [`MAX_DIGITS`] ASCII digits, is a P-position (the
    /// first player loses); `None` for anything else: empty, longer, or with another byte.
    ///
    /// ```
    /// use impartial::deletions::Table;
    /// let t = Table::new();
    /// assert_eq!(t.is_p_position(b"0"), Some(false));
    /// assert_eq!(t.is_p_position(b"00"), Some(false));
    /// assert_eq!(t.is_p_position(b"20"), Some(true));
    /// assert_eq!(t.is_p_position(b"1234567"), None);
    /// assert_eq!(t.is_p_position(b"+1"), None);
    /// ```
    pub fn is_p_position(&self, digits: &[u8]) -> Option<bool> {
        if !(1..=MAX_DIGITS).contains(&digits.len()) || !digits.iter().all(u8::is_ascii_digit) {
            return None;
        }
        let n = digits
            .iter()
            .fold(0, |n, &d| n * 10 + usize::from(d - b'0'));
        Some(digits[0] != b'0' && !self.winning[n])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_agrees_with_search_over_every_real_string() {
        // Strings of length `len` and value `v` (leading zeros kept) get the index
        // `start[len] + v`. Every real move lowers the index (a lowered digit keeps the length
        // and lowers the value; an erased zero shortens the string), checked below, so one pass
        // in index order sees every option decided before the string itself.
        let mut start = [0usize; MAX_DIGITS + 2];
        for len in 0..=MAX_DIGITS {
            start[len + 1] = start[len] + 10usize.pow(len as u32);
        }
        let total = start[MAX_DIGITS + 1];
        let mut p_position = vec![false; total];
        let mut digits = Vec::with_capacity(MAX_DIGITS);
        for len in 0..=MAX_DIGITS {
            for v in 0..10usize.pow(len as u32) {
                let id = start[len] + v;
                digits.clear();
                digits.extend(
                    (0..len)
                        .rev()
                        .map(|k| (v / 10usize.pow(k as u32) % 10) as u8),
                );
                let mut options = Vec::new();
                for (at, &d) in digits.iter().enumerate() {
                    let place = 10usize.pow((len - 1 - at) as u32);
                    options.extend((0..d).map(|e| id - usize::from(d - e) * place));
                    if d == 0 {
                        // Erase this zero and the `len - at - 1` digits after it.
                        options.push(start[at] + v / (place * 10));
                    }
                }
                assert!(options.iter().all(|&o| o < id), "{:?}", digits);
                p_position[id] = options.iter().all(|&o| !p_position[o]);
                if len == 0 {
                    continue;
                }
                let text: Vec<u8> = digits.iter().map(|&d| b'0' + d).collect();
                assert_eq!(
                    Table::shared().is_p_position(&text),
                    Some(p_position[id]),
                    "{}",
                    String::from_utf8_lossy(&text)
                );
            }
        }
        assert!(
            p_position[0],
            "the empty string is lost for the player to move"
        );
        let losing = |len: usize| {
            (start[len]..start[len + 1])
                .filter(|&i| p_position[i])
                .count()
        };
        assert_eq!(losing(5), 7397);
        // "About 7%" of the six-digit strings.
        assert!((65_000..75_000).contains(&losing(6)), "{}", losing(6));
    }

    #[test]
    fn sample_and_refused_strings() {
        let t = Table::new();
        let answers: Vec<_> = ["0", "00", "1", "20"]
            .iter()
            .map(|s| t.is_p_position(s.as_bytes()))
            .collect();
        assert_eq!(answers, [Some(false), Some(false), Some(true), Some(true)]);
        for bad in ["", "1234567", "+1", "-0", "1e3", "12 3", "١"] {
            assert_eq!(t.is_p_position(bad.as_bytes()), None, "{:?}", bad);
        }
        assert_eq!(t.is_p_position(b"000123"), Some(false));
    }
}
