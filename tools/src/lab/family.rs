//! Families of games (issue 34): a game's text with placeholders `{K}`, integer arithmetic in
//! them (`{K-1}`, `{2*(K+1)}`), ranges in subtraction and all-but sets (`sub:3..5`,
//! `allbut:{L}..{R}`) and a code digit repeated a parameter's number of times (`0.0^{L-1}7^{R-L+1}`:
//! remove `L` to `R` consecutive cards from a row). Bound with `K=5` it is one game; `lab sweep`
//! runs it over `K=3..40`.
//!
//! The language:
//! - `{EXPR}` anywhere in the text (a code, a set, a program's command) is replaced by the
//!   value of `EXPR`: decimal numbers, names (`K`, `L1`, `rows`), `+`, `-`, `*` and
//!   parentheses. Every intermediate is exact (128 bits); a result below 0 or past 2^64 - 1 is
//!   an error, not a wrap. `{{` and `}}` are a brace itself (for a program's command).
//! - `D^{EXPR}` in a code repeats the digit `D` (one character, or `&N;`, with its `!`)
//!   `EXPR` times, zero included: `0.0^{2}7^{3}` is `0.00777`.
//! - `sub:` and `allbut:` take items `A` or `A..B` (both ends included, `A <= B`), each from 1
//!   to [`SET_LIMIT`].
//!
//! A binding is `NAME=VALUE` or, for a sweep, `NAME=LOW..HIGH`; its ends are expressions in the
//! same language over the names bound before it (`L=1..20 R=L..20`).
//!
//! The API other commands join on:
//! ```
//! use impartial_tools::lab::family::{Family, Binding, tuples};
//! use impartial_tools::lab::Game;
//! let f = Family::parse("sub:1,{K}").unwrap();
//! assert_eq!(f.params(), ["K"]);
//! assert_eq!(f.bind_text(&[("K".into(), 6)]).unwrap(), "sub:1,6");
//! assert!(matches!(f.bind(&[("K".into(), 6)]), Ok(Game::Heap(_))));
//! let ranges = [Binding::parse("K=3..5").unwrap().unwrap()];
//! assert_eq!(tuples(&ranges).unwrap().len(), 3);
//! assert!(f.bind(&[]).unwrap_err().contains("never bound"));
//! ```

use super::Game;
use impartial_lab::{Code, CodeError, Digit};

/// The largest value a `sub:` or `allbut:` set takes, and the most digits a repetition makes.
///
/// Not the engine's table: heaps are counted in 32 bits there, and a removal past the table's
/// length is simply never made. The limit is the code itself: it keeps one digit (8 bytes) for
/// every removal up to the largest, so `sub:1,{K}` at K = 2^27 already holds 1 GiB before a
/// value is computed.
pub const SET_LIMIT: u64 = 1 << 27;

/// How [`SET_LIMIT`] is written in errors.
const SET_LIMIT_TEXT: &str = "a number from 1 to 2^27";

/// The most parameter tuples a sweep enumerates.
pub const TUPLE_LIMIT: u64 = 1_000_000;

/// Beyond this many characters a game's name is written short (the form as given).
const LONG_NAME: usize = 64;

/// An integer expression.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expr {
    /// A decimal number.
    Num(i128),
    /// A parameter.
    Var(String),
    /// `a + b`, `a - b`, `a * b`.
    Op(char, Box<Expr>, Box<Expr>),
}

/// How deep parentheses may nest (the parser recurses once a level).
const MAX_DEPTH: usize = 32;

impl Expr {
    /// Reads an expression; the error names the column (1-based) within `text`.
    ///
    /// ```
    /// use impartial_tools::lab::family::Expr;
    /// let e = Expr::parse("2*(K+1)-L").unwrap();
    /// assert_eq!(e.eval(&[("K".into(), 5), ("L".into(), 3)]), Ok(9));
    /// assert!(Expr::parse("K+").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Expr, (usize, String)> {
        let chars: Vec<char> = text.chars().collect();
        let mut p = ExprParser { chars, i: 0 };
        let e = p.sum(0)?;
        p.skip();
        if p.i < p.chars.len() {
            return Err(p.fault("'+', '-', '*', ')' or the end"));
        }
        Ok(e)
    }

    /// The names in the expression, in order of first appearance.
    pub fn names(&self, into: &mut Vec<String>) {
        let mut stack = vec![self];
        let mut seen = Vec::new();
        while let Some(e) = stack.pop() {
            match e {
                Expr::Num(_) => {}
                Expr::Var(v) => seen.push(v.clone()),
                Expr::Op(_, a, b) => {
                    stack.push(b);
                    stack.push(a);
                }
            }
        }
        for v in seen {
            if !into.contains(&v) {
                into.push(v);
            }
        }
    }

    /// The value under `env`, checked: a name not bound, a negative result or one past
    /// 2^64 - 1 is an error (intermediates are exact in 128 bits).
    pub fn eval(&self, env: &[(String, u64)]) -> Result<u64, String> {
        let v = self.eval_wide(env)?;
        u64::try_from(v).map_err(|_| {
            if v < 0 {
                format!("is {}, a negative number", v)
            } else {
                format!("is {}, past 2^64 - 1", v)
            }
        })
    }

    fn eval_wide(&self, env: &[(String, u64)]) -> Result<i128, String> {
        Ok(match self {
            Expr::Num(n) => *n,
            Expr::Var(v) => env
                .iter()
                .find(|(name, _)| name == v)
                .map(|&(_, x)| i128::from(x))
                .ok_or_else(|| format!("names {}, which is never bound (give {}=VALUE)", v, v))?,
            Expr::Op(op, a, b) => {
                let (a, b) = (a.eval_wide(env)?, b.eval_wide(env)?);
                match op {
                    '+' => a.checked_add(b),
                    '-' => a.checked_sub(b),
                    _ => a.checked_mul(b),
                }
                .ok_or_else(|| "overflows 128 bits".to_string())?
            }
        })
    }
}

struct ExprParser {
    chars: Vec<char>,
    i: usize,
}

impl ExprParser {
    fn skip(&mut self) {
        while self.chars.get(self.i).is_some_and(|c| c.is_whitespace()) {
            self.i += 1;
        }
    }

    fn fault(&self, expected: &str) -> (usize, String) {
        let found = self
            .chars
            .get(self.i)
            .map_or("the end".to_string(), |c| format!("\"{}\"", c));
        (
            self.i + 1,
            format!("expected {}, found {}", expected, found),
        )
    }

    fn sum(&mut self, depth: usize) -> Result<Expr, (usize, String)> {
        let mut e = self.product(depth)?;
        loop {
            self.skip();
            match self.chars.get(self.i) {
                Some(&op @ ('+' | '-')) => {
                    self.i += 1;
                    let r = self.product(depth)?;
                    e = Expr::Op(op, Box::new(e), Box::new(r));
                }
                _ => return Ok(e),
            }
        }
    }

    fn product(&mut self, depth: usize) -> Result<Expr, (usize, String)> {
        let mut e = self.atom(depth)?;
        loop {
            self.skip();
            if self.chars.get(self.i) == Some(&'*') {
                self.i += 1;
                let r = self.atom(depth)?;
                e = Expr::Op('*', Box::new(e), Box::new(r));
            } else {
                return Ok(e);
            }
        }
    }

    fn atom(&mut self, depth: usize) -> Result<Expr, (usize, String)> {
        self.skip();
        let start = self.i;
        match self.chars.get(self.i) {
            Some('(') => {
                if depth >= MAX_DEPTH {
                    return Err((self.i + 1, format!("parentheses nest past {}", MAX_DEPTH)));
                }
                self.i += 1;
                let e = self.sum(depth + 1)?;
                self.skip();
                if self.chars.get(self.i) != Some(&')') {
                    return Err(self.fault("')'"));
                }
                self.i += 1;
                Ok(e)
            }
            Some(c) if c.is_ascii_digit() => {
                while self
                    .chars
                    .get(self.i)
                    .is_some_and(|c| c.is_ascii_digit() || *c == '_')
                {
                    self.i += 1;
                }
                let digits: String = self.chars[start..self.i]
                    .iter()
                    .filter(|&&c| c != '_')
                    .collect();
                digits
                    .parse::<u64>()
                    .map(|n| Expr::Num(i128::from(n)))
                    .map_err(|_| (start + 1, "a number past 2^64 - 1".to_string()))
            }
            Some(c) if c.is_ascii_alphabetic() || *c == '_' => {
                while self
                    .chars
                    .get(self.i)
                    .is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_')
                {
                    self.i += 1;
                }
                Ok(Expr::Var(self.chars[start..self.i].iter().collect()))
            }
            _ => Err(self.fault("a number, a name or '('")),
        }
    }
}

/// A piece of a family's text.
#[derive(Debug, Clone)]
enum Piece {
    Text(String),
    /// `{EXPR}`: its expression and source text.
    Hole(Expr, String),
    /// `D^{EXPR}`: the digit as written (with its `!`), the count and its source.
    Repeat(String, Expr, String),
}

/// A game's text with placeholders (module docs).
#[derive(Debug, Clone)]
pub struct Family {
    text: String,
    pieces: Vec<Piece>,
    params: Vec<String>,
}

impl Family {
    /// Reads a family; a text without `{`, `}` or `^` is a family of one game.
    pub fn parse(text: &str) -> Result<Family, String> {
        let program = text.starts_with("prog:");
        let chars: Vec<char> = text.chars().collect();
        let fault =
            |column: usize, why: String| format!("game \"{}\": column {}: {}", text, column, why);
        let mut pieces: Vec<Piece> = Vec::new();
        let mut literal = String::new();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if (c == '{' || c == '}') && chars.get(i + 1) == Some(&c) {
                literal.push(c);
                i += 2;
                continue;
            }
            match c {
                '}' => {
                    return Err(fault(
                        i + 1,
                        "a '}' closes no placeholder (write }} for the brace itself)".into(),
                    ))
                }
                '{' => {
                    let (expr, source, next) = hole(&chars, i).map_err(|(c, e)| fault(c, e))?;
                    if !literal.is_empty() {
                        pieces.push(Piece::Text(std::mem::take(&mut literal)));
                    }
                    pieces.push(Piece::Hole(expr, source));
                    i = next;
                }
                '^' if !program => {
                    if chars.get(i + 1) != Some(&'{') {
                        return Err(fault(
                            i + 2,
                            "expected '{' after '^' (a repeated digit is D^{COUNT})".into(),
                        ));
                    }
                    let digit = last_digit(&literal).ok_or_else(|| {
                        fault(
                            i + 1,
                            "'^' repeats the digit before it, and there is none (D^{COUNT}: D is 0-9, A-V or &N;, with its '!')".into(),
                        )
                    })?;
                    literal.truncate(literal.len() - digit.len());
                    let (expr, source, next) = hole(&chars, i + 1).map_err(|(c, e)| fault(c, e))?;
                    if !literal.is_empty() {
                        pieces.push(Piece::Text(std::mem::take(&mut literal)));
                    }
                    pieces.push(Piece::Repeat(digit, expr, source));
                    i = next;
                }
                _ => {
                    literal.push(c);
                    i += 1;
                }
            }
        }
        if !literal.is_empty() {
            pieces.push(Piece::Text(literal));
        }
        let mut params = Vec::new();
        for p in &pieces {
            if let Piece::Hole(e, _) | Piece::Repeat(_, e, _) = p {
                e.names(&mut params);
            }
        }
        Ok(Family {
            text: text.to_string(),
            pieces,
            params,
        })
    }

    /// The text as given.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The parameters, in order of first appearance.
    pub fn params(&self) -> &[String] {
        &self.params
    }

    /// The game's text with `values` put in, repetitions written out. Values for names the
    /// family does not have are ignored here ([`Family::check_names`] refuses them).
    pub fn bind_text(&self, values: &[(String, u64)]) -> Result<String, String> {
        Ok(self.expand(values)?.0)
    }

    /// The text and the short name: repetitions left as `D^{count}`.
    fn expand(&self, values: &[(String, u64)]) -> Result<(String, String), String> {
        if let Some(p) = self
            .params
            .iter()
            .find(|p| !values.iter().any(|(n, _)| n == *p))
        {
            return Err(format!(
                "game \"{}\": the placeholder {} is never bound (give {}=VALUE, or {}=LOW..HIGH to lab sweep)",
                self.text, p, p, p
            ));
        }
        let bound = || {
            values
                .iter()
                .filter(|(n, _)| self.params.contains(n))
                .map(|(n, v)| format!("{}={}", n, v))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let value = |e: &Expr, source: &str| {
            e.eval(values).map_err(|why| {
                format!(
                    "game \"{}\" with {}: {{{}}} {}",
                    self.text,
                    bound(),
                    source,
                    why
                )
            })
        };
        let mut text = String::new();
        let mut short = String::new();
        for p in &self.pieces {
            match p {
                Piece::Text(t) => {
                    text += t;
                    short += t;
                }
                Piece::Hole(e, source) => {
                    let v = value(e, source)?.to_string();
                    text += &v;
                    short += &v;
                }
                Piece::Repeat(digit, e, source) => {
                    let count = value(e, source)?;
                    if count > SET_LIMIT {
                        return Err(format!(
                            "game \"{}\" with {}: {}^{{{}}} repeats a digit {} times, more than the 2^27 a code holds",
                            self.text,
                            bound(),
                            digit,
                            source,
                            count
                        ));
                    }
                    text += &digit.repeat(count as usize);
                    short += &format!("{}^{{{}}}", digit, count);
                }
            }
        }
        Ok((text, short))
    }

    /// The game for `values` (every parameter bound). Its name is the text with the values put
    /// in, written short where that is long (`0.7^{5000}` rather than five thousand 7s).
    pub fn bind(&self, values: &[(String, u64)]) -> Result<Game, String> {
        let (text, short) = self.expand(values)?;
        if let Some(command) = text.strip_prefix("prog:") {
            if command.trim().is_empty() {
                return Err(format!(
                    "game \"{}\": expected a command after prog:",
                    self.text
                ));
            }
            return Ok(Game::Program(command.to_string()));
        }
        let mut game = Game::parse(&text)?;
        if let Game::Heap(code) = &mut game {
            if text.len() > LONG_NAME && short.len() < code.name.len() {
                code.name = short;
            }
        }
        Ok(game)
    }

    /// Refuses a binding that names no parameter of the family (`K=5` for `sub:1,3`): a word
    /// on the command line is never ignored.
    pub fn check_names(&self, names: &[String]) -> Result<(), String> {
        match names.iter().find(|n| !self.params.contains(n)) {
            Some(n) => Err(format!(
                "{}=...: the game \"{}\" has no placeholder {{{}}}{}",
                n,
                self.text,
                n,
                if self.params.is_empty() {
                    String::new()
                } else {
                    format!(" (its parameters: {})", self.params.join(", "))
                }
            )),
            None => Ok(()),
        }
    }
}

/// Reads `{EXPR}` at `chars[i] == '{'`: the expression, its source and the index after `}`.
fn hole(chars: &[char], i: usize) -> Result<(Expr, String, usize), (usize, String)> {
    let end = chars[i..]
        .iter()
        .position(|&c| c == '}')
        .map(|k| k + i)
        .ok_or((i + 1, "a '{' without its '}'".to_string()))?;
    let source: String = chars[i + 1..end].iter().collect();
    let expr = Expr::parse(&source)
        .map_err(|(column, why)| (i + 1 + column, format!("in {{{}}}: {}", source, why)))?;
    Ok((expr, source, end + 1))
}

/// The code digit at the end of `text` (`7`, `7!`, `&12;`), as written.
fn last_digit(text: &str) -> Option<String> {
    let body = text.strip_suffix('!').unwrap_or(text);
    let bang = if body.len() < text.len() { "!" } else { "" };
    let digit = if let Some(inner) = body.strip_suffix(';') {
        let amp = inner.rfind('&')?;
        inner[amp + 1..]
            .chars()
            .all(|c| c.is_ascii_digit())
            .then(|| format!("{};", &inner[amp..]))?
    } else {
        let c = body.chars().last()?;
        c.is_digit(32).then(|| c.to_string())?
    };
    Some(format!("{}{}", digit, bang))
}

/// A binding on the command line: `NAME=VALUE` or `NAME=LOW..HIGH`, its ends expressions over
/// the names bound before it.
#[derive(Debug, Clone)]
pub struct Binding {
    /// The parameter.
    pub name: String,
    /// The lowest value.
    pub low: Expr,
    /// The highest (the same as `low` for one value).
    pub high: Expr,
    /// The word as given.
    pub text: String,
}

impl Binding {
    /// Reads a word: `Ok(None)` when it is no binding (no `NAME=` in front), an error when it
    /// starts like one and is malformed.
    pub fn parse(word: &str) -> Result<Option<Binding>, String> {
        let Some((name, value)) = word.split_once('=') else {
            return Ok(None);
        };
        let is_name = name
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !is_name {
            return Ok(None);
        }
        let fault = |(column, why): (usize, String), offset: usize| {
            format!(
                "binding \"{}\": column {}: {}",
                word,
                name.len() + 1 + offset + column,
                why
            )
        };
        let (low_text, high_text, offset) = match value.split_once("..") {
            Some((a, b)) => (a, b, a.len() + 2),
            None => (value, value, 0),
        };
        let low = Expr::parse(low_text).map_err(|e| fault(e, 0))?;
        let high = Expr::parse(high_text).map_err(|e| fault(e, offset))?;
        Ok(Some(Binding {
            name: name.to_string(),
            low,
            high,
            text: word.to_string(),
        }))
    }

    /// Whether it is one value (`K=5`), not a range.
    pub fn is_single(&self) -> bool {
        self.low == self.high
    }
}

/// Splits a command line's words into the others and the bindings, in order.
pub fn split_bindings(words: &[String]) -> Result<(Vec<String>, Vec<Binding>), String> {
    let mut rest = Vec::new();
    let mut bindings: Vec<Binding> = Vec::new();
    for w in words {
        match Binding::parse(w)? {
            Some(b) => {
                if bindings.iter().any(|o| o.name == b.name) {
                    return Err(format!("{} is bound twice ({})", b.name, b.text));
                }
                bindings.push(b)
            }
            None => rest.push(w.clone()),
        }
    }
    Ok((rest, bindings))
}

/// Every tuple of values the bindings take, the first binding outermost (each end evaluated
/// with the values of the bindings before it). An empty range is an error, as is a sweep past
/// [`TUPLE_LIMIT`] tuples.
pub fn tuples(bindings: &[Binding]) -> Result<Vec<Vec<(String, u64)>>, String> {
    let mut done: Vec<Vec<(String, u64)>> = vec![Vec::new()];
    for b in bindings {
        let mut next = Vec::new();
        for t in &done {
            let end = |e: &Expr| {
                e.eval(t)
                    .map_err(|why| format!("binding \"{}\": an end {}", b.text, why))
            };
            let (low, high) = (end(&b.low)?, end(&b.high)?);
            if low > high {
                let at = if t.is_empty() {
                    String::new()
                } else {
                    format!(
                        " at {}",
                        t.iter()
                            .map(|(n, v)| format!("{}={}", n, v))
                            .collect::<Vec<_>>()
                            .join(" ")
                    )
                };
                return Err(format!(
                    "binding \"{}\": the range {}..{}{} is empty",
                    b.text, low, high, at
                ));
            }
            if (next.len() as u64).saturating_add(high - low + 1) > TUPLE_LIMIT {
                return Err(format!(
                    "binding \"{}\": more than {} parameter tuples",
                    b.text, TUPLE_LIMIT
                ));
            }
            for v in low..=high {
                let mut t = t.clone();
                t.push((b.name.clone(), v));
                next.push(t);
            }
        }
        done = next;
    }
    Ok(done)
}

/// A `sub:` or `allbut:` set with ranges (`sub:1,5..9`), read to its code; `None` for another
/// form. The name is the text as given, or its ranges written short (`sub:1000..3000`) where
/// the given text is long.
pub fn set_code(text: &str) -> Option<Result<Code, String>> {
    let (prefix, all_but) = [("sub:", false), ("allbut:", true)]
        .into_iter()
        .find(|(p, _)| text.starts_with(p))?;
    Some(read_set(text, prefix, all_but))
}

fn read_set(text: &str, prefix: &str, all_but: bool) -> Result<Code, String> {
    let error = |column: usize, expected: &'static str, found: &str| {
        CodeError {
            text: text.to_string(),
            column,
            expected,
            found: found.to_string(),
        }
        .to_string()
    };
    let number = |item: &str, column: usize| -> Result<u64, String> {
        let t = item.trim();
        t.replace('_', "")
            .parse::<u64>()
            .ok()
            .filter(|&v| (1..=SET_LIMIT).contains(&v))
            .ok_or_else(|| {
                if t.parse::<u64>().is_ok_and(|v| v > SET_LIMIT) || t.len() > 18 {
                    format!(
                        "game \"{}\": column {}: {} is past 2^27, the largest removal a code holds (it keeps a digit, 8 bytes, for every removal up to the largest)",
                        text, column, t
                    )
                } else {
                    error(column, SET_LIMIT_TEXT, item)
                }
            })
    };
    let list = &text[prefix.len()..];
    let mut ranges: Vec<(u64, u64)> = Vec::new();
    let mut column = prefix.len() + 1;
    for item in list.split(',') {
        let range = match item.split_once("..") {
            Some((a, b)) => {
                let low = number(a, column)?;
                let high = number(b, column + a.chars().count() + 2)?;
                if low > high {
                    return Err(format!(
                        "game \"{}\": column {}: the range {}..{} is empty",
                        text,
                        column,
                        a.trim(),
                        b.trim()
                    ));
                }
                (low, high)
            }
            None => {
                let v = number(item, column)?;
                (v, v)
            }
        };
        ranges.push(range);
        column += item.chars().count() + 1;
    }
    let top = ranges.iter().map(|r| r.1).max().unwrap_or(0) as usize;
    let mut member = vec![false; top + 1];
    for &(a, b) in &ranges {
        member[a as usize..=b as usize].fill(true);
    }
    let three = Digit {
        heaps: 3,
        distinct: false,
    };
    let digits = (1..=top)
        .map(|k| {
            if member[k] != all_but {
                three
            } else {
                Digit::default()
            }
        })
        .collect();
    let name = if text.len() > LONG_NAME {
        let mut short = String::from(prefix);
        let mut k = 1;
        let mut items = Vec::new();
        while k <= top {
            if member[k] {
                let start = k;
                while k < top && member[k + 1] {
                    k += 1;
                }
                items.push(match k - start {
                    0 => start.to_string(),
                    1 => format!("{},{}", start, k),
                    _ => format!("{}..{}", start, k),
                });
            }
            k += 1;
        }
        short += &items.join(",");
        if short.len() < text.len() {
            short
        } else {
            text.to_string()
        }
    } else {
        text.to_string()
    };
    Ok(Code {
        name,
        split: Digit::default(),
        digits,
        tail: if all_but { vec![three] } else { Vec::new() },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use impartial_lab::Table;

    fn bind(text: &str, values: &[(&str, u64)]) -> Result<Game, String> {
        let values: Vec<(String, u64)> = values.iter().map(|&(n, v)| (n.into(), v)).collect();
        Family::parse(text)?.bind(&values)
    }

    fn code(text: &str, values: &[(&str, u64)]) -> Code {
        match bind(text, values) {
            Ok(Game::Heap(c)) => c,
            other => panic!("{}: {:?}", text, other),
        }
    }

    /// G(0..n) by the mex over the real moves of a subtraction set (the brute force).
    fn mex_subtraction(set: &[u64], all_but: bool, n: usize) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::new();
        for h in 0..n {
            let mut seen = vec![false; h + 2];
            for k in 1..=h {
                if set.contains(&(k as u64)) != all_but {
                    seen[g[h - k] as usize] = true;
                }
            }
            g.push(seen.iter().position(|&s| !s).unwrap() as u32);
        }
        g
    }

    fn values(c: &Code, n: usize) -> Vec<u32> {
        let mut t = Table::new(c);
        t.extend(n);
        (0..n).map(|i| t.values().get(i)).collect()
    }

    #[test]
    fn expressions_are_exact_and_checked() {
        let env = [("K".to_string(), 5u64), ("L".to_string(), 2)];
        for (text, want) in [
            ("K", 5),
            ("K-1", 4),
            ("2*K+1", 11),
            ("2*(K+1)", 12),
            ("K*K-L*L", 21),
            (" K - L - 3 ", 0),
            ("1_000*K", 5000),
            ("K-L+L-K", 0),
        ] {
            assert_eq!(Expr::parse(text).unwrap().eval(&env), Ok(want), "{}", text);
        }
        // An intermediate below zero is fine, a result below zero is not.
        assert_eq!(Expr::parse("L-K+3").unwrap().eval(&env), Ok(0));
        assert!(Expr::parse("L-K")
            .unwrap()
            .eval(&env)
            .unwrap_err()
            .contains("-3, a negative"));
        let big = Expr::parse("18446744073709551615+1").unwrap().eval(&env);
        assert!(big.unwrap_err().contains("past 2^64 - 1"));
        let huge = "18446744073709551615*18446744073709551615*18446744073709551615";
        assert!(Expr::parse(huge)
            .unwrap()
            .eval(&env)
            .unwrap_err()
            .contains("overflows"));
        for bad in [
            "",
            "K+",
            "(K",
            "K)",
            "2K",
            "K/2",
            "-K",
            "K**2",
            "99999999999999999999",
        ] {
            assert!(Expr::parse(bad).is_err(), "{}", bad);
        }
        let deep = format!("{}K{}", "(".repeat(40), ")".repeat(40));
        assert!(Expr::parse(&deep).unwrap_err().1.contains("nest"));
    }

    /// Every placeholder form against the brute force: sets with holes and ranges, codes with
    /// holes and repeated digits, programs' commands.
    #[test]
    fn placeholder_forms_match_the_brute_force() {
        for k in 2..12u64 {
            let c = code("sub:1,{K}", &[("K", k)]);
            assert_eq!(c.name, format!("sub:1,{}", k));
            assert_eq!(
                values(&c, 60),
                mex_subtraction(&[1, k], false, 60),
                "K={}",
                k
            );
            let c = code("sub:{K-1}..{2*K}", &[("K", k)]);
            let set: Vec<u64> = (k - 1..=2 * k).collect();
            assert_eq!(values(&c, 80), mex_subtraction(&set, false, 80), "K={}", k);
            let c = code("allbut:{K},{K+2}..{K+3}", &[("K", k)]);
            assert_eq!(
                values(&c, 60),
                mex_subtraction(&[k, k + 2, k + 3], true, 60),
                "K={}",
                k
            );
        }
        // A range without parameters, and ranges that touch or overlap.
        let c = code("sub:3..5", &[]);
        assert_eq!(values(&c, 40), mex_subtraction(&[3, 4, 5], false, 40));
        let c = code("sub:2..4,3..6,9", &[]);
        assert_eq!(
            values(&c, 40),
            mex_subtraction(&[2, 3, 4, 5, 6, 9], false, 40)
        );
        // The codes the shorthands stood for before.
        for text in ["sub:1,3,4", "allbut:2,3,7", "sub:4,1,3", "allbut:1"] {
            assert_eq!(code(text, &[]), Code::parse(text).unwrap(), "{}", text);
        }
        // Codes: a digit from a hole, repeated digits.
        assert_eq!(code("0.{K}7", &[("K", 7)]).to_string(), "0.77");
        assert_eq!(code("0.&{K*8};", &[("K", 5)]).to_string(), "0.&40;");
        assert_eq!(code("0.0^{2}7^{3}", &[]).to_string(), "0.00777");
        assert_eq!(code("0.7^{0}3", &[]).to_string(), "0.3");
        assert_eq!(code("0.&12;^{2}", &[]).to_string(), "0.CC");
        assert_eq!(code("0.7!^{2}", &[]).to_string(), "0.7!7!");
        assert_eq!(code("0.[3^{2}1]", &[]).to_string(), "0.[331]");
        // Remove L..R consecutive cards from a row: digit 7 at L..R, checked by making moves.
        for l in 1..4u64 {
            for r in l..6 {
                let c = code("0.0^{L-1}7^{R-L+1}", &[("L", l), ("R", r)]);
                let mut g: Vec<u32> = Vec::new();
                for n in 0..50usize {
                    let mut seen = [false; 64];
                    for y in l as usize..=(r as usize).min(n) {
                        for left in 0..=n - y {
                            seen[(g[left] ^ g[n - y - left]) as usize] = true;
                        }
                    }
                    g.push(seen.iter().position(|&s| !s).unwrap() as u32);
                }
                assert_eq!(values(&c, 50), g, "L={} R={}", l, r);
            }
        }
        // A program's command: placeholders, and braces written twice.
        match bind("prog:./rules {K+1} '{{print}}'", &[("K", 4)]) {
            Ok(Game::Program(cmd)) => assert_eq!(cmd, "./rules 5 '{print}'"),
            other => panic!("{:?}", other),
        }
        // `^` is no repetition in a command.
        match bind("prog:echo 2^3", &[]) {
            Ok(Game::Program(cmd)) => assert_eq!(cmd, "echo 2^3"),
            other => panic!("{:?}", other),
        }
    }

    #[test]
    fn long_names_are_short() {
        let c = code("sub:1000..3000", &[]);
        assert_eq!(c.name, "sub:1000..3000");
        assert_eq!(c.digits.len(), 3000);
        let list: Vec<String> = (1000..=3000).map(|v| v.to_string()).collect();
        let c = code(&format!("sub:{}", list.join(",")), &[]);
        assert_eq!(c.name, "sub:1000..3000");
        let c = code("sub:1,{K}..{K+2000}", &[("K", 7)]);
        assert_eq!(c.name, "sub:1,7..2007");
        let c = code("0.7^{K}", &[("K", 100)]);
        assert_eq!(c.name, "0.7^{100}");
        assert_eq!(c.digits.len(), 100);
        // A short code keeps its digits.
        assert_eq!(code("0.7^{K}", &[("K", 3)]).name, "0.777");
    }

    /// The old cap of 2^24 is gone: the code keeps a digit a removal, so 2^27 is the limit.
    #[test]
    fn large_set_values() {
        let c = code("sub:1,{K}", &[("K", (1 << 24) + 5)]);
        assert_eq!(c.digits.len(), (1 << 24) + 5);
        let e = bind("sub:1,{K}", &[("K", SET_LIMIT + 1)]).unwrap_err();
        assert!(e.contains("past 2^27"), "{}", e);
        assert!(!e.contains('\n'));
    }

    #[test]
    fn bad_families_are_one_line() {
        type Case<'a> = (&'a str, &'a [(&'a str, u64)], &'a str);
        let cases: [Case; 14] = [
            ("sub:1,{K}", &[], "the placeholder K is never bound"),
            ("sub:1,{K}", &[("L", 3)], "never bound"),
            ("sub:5..3", &[], "column 5: the range 5..3 is empty"),
            (
                "sub:{L}..{R}",
                &[("L", 5), ("R", 3)],
                "the range 5..3 is empty",
            ),
            (
                "sub:1,{K-}",
                &[("K", 3)],
                "column 10: in {K-}: expected a number, a name or '('",
            ),
            (
                "sub:1,{K-5}",
                &[("K", 3)],
                "with K=3: {K-5} is -2, a negative number",
            ),
            ("sub:1,{K", &[("K", 3)], "a '{' without its '}'"),
            ("sub:1,K}", &[("K", 3)], "a '}' closes no placeholder"),
            (
                "sub:{K-3}",
                &[("K", 3)],
                "expected a number from 1 to 2^27, found \"0\"",
            ),
            ("0.^{3}", &[], "'^' repeats the digit before it"),
            ("0.7^3", &[], "expected '{' after '^'"),
            ("0.7^{K}", &[("K", SET_LIMIT + 1)], "more than the 2^27"),
            ("wythoff:{K}", &[("K", 0)], "expected r from 1 to 1000"),
            ("prog:{K}", &[("K", 1)], ""),
        ];
        for (text, values, want) in cases {
            match bind(text, values) {
                Err(e) => {
                    assert!(e.contains(want), "{}: {}", text, e);
                    assert!(!e.contains('\n'), "{}", e);
                }
                Ok(g) if text.starts_with("prog:") => assert!(matches!(g, Game::Program(_))),
                Ok(g) => panic!("{}: {:?}", text, g),
            }
        }
        let f = Family::parse("sub:1,{K}").unwrap();
        assert!(f.check_names(&["K".into()]).is_ok());
        let e = f.check_names(&["L".into()]).unwrap_err();
        assert_eq!(
            e,
            "L=...: the game \"sub:1,{K}\" has no placeholder {L} (its parameters: K)"
        );
    }

    #[test]
    fn bindings_and_tuples() {
        let words: Vec<String> = ["sweep", "sub:{L}..{R}", "L=1..3", "R=L..3", "50"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let (rest, b) = split_bindings(&words).unwrap();
        assert_eq!(rest, ["sweep", "sub:{L}..{R}", "50"]);
        let t = tuples(&b).unwrap();
        let pairs: Vec<(u64, u64)> = t.iter().map(|t| (t[0].1, t[1].1)).collect();
        assert_eq!(pairs, [(1, 1), (1, 2), (1, 3), (2, 2), (2, 3), (3, 3)]);
        assert!(Binding::parse("K=5").unwrap().unwrap().is_single());
        assert!(Binding::parse("prog:env=1").unwrap().is_none());
        assert!(Binding::parse("period 3").unwrap().is_none());
        let e = Binding::parse("K=3..x+").unwrap_err();
        assert!(e.starts_with("binding \"K=3..x+\": column 8:"), "{}", e);
        let e = tuples(&[Binding::parse("K=5..3").unwrap().unwrap()]).unwrap_err();
        assert_eq!(e, "binding \"K=5..3\": the range 5..3 is empty");
        let e = tuples(&[Binding::parse("K=1..10000000").unwrap().unwrap()]).unwrap_err();
        assert!(e.contains("more than 1000000"), "{}", e);
        let twice: Vec<String> = vec!["K=1".into(), "K=2".into()];
        assert!(split_bindings(&twice).unwrap_err().contains("bound twice"));
    }
}
