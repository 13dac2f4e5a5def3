//! Rust source as tokens: a small lexer that knows strings, raw strings, byte strings, char
//! literals versus lifetimes and nested block comments (so a brace or a `crate::` inside a string
//! or a comment is never mistaken for code), the little syntax the bundler needs on top of it
//! (matching brackets, where an item ends), and rendering tokens back into source.

/// What a token is, as far as the bundler cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Whitespace,
    /// A `//` or `/* */` comment that is not documentation.
    Comment,
    /// `///`, `//!`, `/** */` or `/*! */`.
    DocComment,
    /// An identifier or keyword, including raw identifiers (`r#type`).
    Ident,
    /// `'a`, `'static`, a loop label.
    Lifetime,
    /// A string, raw string, byte string, char, byte or number literal.
    Literal,
    /// One punctuation character.
    Punct,
    /// Where [`crate::bundle::strip`] removed something: renders as a space at most.
    Removed,
}

/// A token and its exact source text: concatenating the texts gives the source back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RustToken {
    pub kind: Kind,
    pub text: String,
}

impl RustToken {
    pub fn new(kind: Kind, text: &str) -> Self {
        RustToken {
            kind,
            text: text.to_string(),
        }
    }

    /// What a removed stretch becomes: a space at most, so no two tokens are glued together.
    pub fn removed() -> Self {
        RustToken::new(Kind::Removed, "")
    }
}

fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_' || b >= 0x80
}

fn is_ident_continue(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80
}

/// Splits Rust source into tokens. Errors on an unterminated string, char or block comment.
pub fn tokenize(source: &str) -> Result<Vec<RustToken>, String> {
    let b = source.as_bytes();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let (kind, end) = next_token(b, i).map_err(|e| {
            let line = source[..i].matches('\n').count() + 1;
            format!("line {}: {}", line, e)
        })?;
        tokens.push(RustToken {
            kind,
            text: source[i..end].to_string(),
        });
        i = end;
    }
    Ok(tokens)
}

/// The token starting at `b[i]`: its kind and end offset.
fn next_token(b: &[u8], i: usize) -> Result<(Kind, usize), String> {
    let at = |j: usize| b.get(j).copied().unwrap_or(0);
    let c = b[i];
    if c.is_ascii_whitespace() || c == 0x0b {
        let mut j = i;
        while j < b.len() && (b[j].is_ascii_whitespace() || b[j] == 0x0b) {
            j += 1;
        }
        return Ok((Kind::Whitespace, j));
    }
    if c == b'/' && at(i + 1) == b'/' {
        let end = b[i..]
            .iter()
            .position(|&x| x == b'\n')
            .map_or(b.len(), |p| i + p);
        let text = &b[i..end];
        let doc =
            (text.starts_with(b"///") && !text.starts_with(b"////")) || text.starts_with(b"//!");
        return Ok((if doc { Kind::DocComment } else { Kind::Comment }, end));
    }
    if c == b'/' && at(i + 1) == b'*' {
        let mut depth = 0usize;
        let mut j = i;
        loop {
            if j + 1 >= b.len() {
                return Err("unterminated block comment".to_string());
            }
            if b[j] == b'/' && b[j + 1] == b'*' {
                depth += 1;
                j += 2;
            } else if b[j] == b'*' && b[j + 1] == b'/' {
                depth -= 1;
                j += 2;
                if depth == 0 {
                    break;
                }
            } else {
                j += 1;
            }
        }
        let text = &b[i..j];
        let doc = (text.starts_with(b"/**") && !text.starts_with(b"/***") && text != b"/**/")
            || text.starts_with(b"/*!");
        return Ok((if doc { Kind::DocComment } else { Kind::Comment }, j));
    }
    if c == b'"' {
        return Ok((Kind::Literal, quoted_string_end(b, i)?));
    }
    if c == b'\'' {
        return Ok(quote_token(b, i));
    }
    if c.is_ascii_digit() {
        let mut j = i;
        while j < b.len()
            && (is_ident_continue(b[j]) || (b[j] == b'.' && at(j + 1).is_ascii_digit()))
        {
            j += 1;
        }
        return Ok((Kind::Literal, j));
    }
    if is_ident_start(c) {
        // Literal prefixes: b"..", b'..', c"..", r".." / r#".."#, br, cr; raw identifiers r#x.
        let prefix_len = match (c, at(i + 1)) {
            (b'b', b'r') | (b'c', b'r') => 2,
            (b'r', _) => 1,
            (b'b', _) | (b'c', _) => 1,
            _ => 0,
        };
        if prefix_len > 0 {
            let p = i + prefix_len;
            let raw = b[i..p].ends_with(b"r");
            if raw {
                let mut hashes = 0;
                while at(p + hashes) == b'#' {
                    hashes += 1;
                }
                if at(p + hashes) == b'"' {
                    return Ok((Kind::Literal, raw_string_end(b, p + hashes + 1, hashes)?));
                }
                if prefix_len == 1 && hashes == 1 && is_ident_start(at(p + 1)) {
                    let mut j = p + 1;
                    while j < b.len() && is_ident_continue(b[j]) {
                        j += 1;
                    }
                    return Ok((Kind::Ident, j));
                }
            } else if at(p) == b'"' {
                return Ok((Kind::Literal, quoted_string_end(b, p)?));
            } else if c == b'b' && at(p) == b'\'' {
                let (_, end) = quote_token(b, p);
                return Ok((Kind::Literal, end));
            }
        }
        let mut j = i;
        while j < b.len() && is_ident_continue(b[j]) {
            j += 1;
        }
        return Ok((Kind::Ident, j));
    }
    // One punctuation character (a multi-byte character counts as one).
    let mut j = i + 1;
    while j < b.len() && (b[j] & 0xc0) == 0x80 {
        j += 1;
    }
    Ok((Kind::Punct, j))
}

/// End of a `"..."` string starting at `b[i] == '"'`, escapes included.
fn quoted_string_end(b: &[u8], i: usize) -> Result<usize, String> {
    let mut j = i + 1;
    while j < b.len() {
        match b[j] {
            b'\\' => j += 2,
            b'"' => return Ok(j + 1),
            _ => j += 1,
        }
    }
    Err("unterminated string".to_string())
}

/// End of a raw string whose body starts at `b[j]`, closed by `"` and `hashes` `#`s.
fn raw_string_end(b: &[u8], mut j: usize, hashes: usize) -> Result<usize, String> {
    while j < b.len() {
        if b[j] == b'"'
            && b[j + 1..]
                .iter()
                .take(hashes)
                .filter(|&&h| h == b'#')
                .count()
                == hashes
        {
            return Ok(j + 1 + hashes);
        }
        j += 1;
    }
    Err("unterminated raw string".to_string())
}

/// A token starting with `'`: a char literal (`'x'`, `'\n'`, `'\u{7f}'`, `'\''`) or a lifetime
/// or label (`'a`, `'static`). A char literal is one character (or one escape) and a closing
/// quote; anything else after the quote is a lifetime.
fn quote_token(b: &[u8], i: usize) -> (Kind, usize) {
    let at = |j: usize| b.get(j).copied().unwrap_or(0);
    if at(i + 1) == b'\\' {
        let mut j = i + 3;
        while j < b.len() && b[j] != b'\'' && b[j] != b'\n' {
            j += 1;
        }
        return (Kind::Literal, (j + 1).min(b.len()));
    }
    let first = at(i + 1);
    let width = match first {
        0xf0..=0xff => 4,
        0xe0..=0xef => 3,
        0xc0..=0xdf => 2,
        _ => 1,
    };
    if at(i + 1 + width) == b'\'' {
        return (Kind::Literal, i + 2 + width);
    }
    let mut j = i + 1;
    while j < b.len() && is_ident_continue(b[j]) {
        j += 1;
    }
    (Kind::Lifetime, j)
}

/// Tokens with the indices of their code tokens (not whitespace or comments): the bundler reads
/// code through these "significant" indices and edits the tokens they point at.
pub struct Code<'a> {
    pub tokens: &'a [RustToken],
    /// `sig[k]` is the index in `tokens` of the `k`-th code token.
    pub sig: Vec<usize>,
}

impl<'a> Code<'a> {
    pub fn new(tokens: &'a [RustToken]) -> Self {
        let sig = tokens
            .iter()
            .enumerate()
            .filter(|(_, t)| {
                !matches!(
                    t.kind,
                    Kind::Whitespace | Kind::Comment | Kind::DocComment | Kind::Removed
                )
            })
            .map(|(i, _)| i)
            .collect();
        Code { tokens, sig }
    }

    /// The number of code tokens.
    pub fn len(&self) -> usize {
        self.sig.len()
    }

    /// The text of code token `k`, or `""` past the end.
    pub fn text(&self, k: usize) -> &'a str {
        self.sig
            .get(k)
            .map(|&i| self.tokens[i].text.as_str())
            .unwrap_or("")
    }

    pub fn kind(&self, k: usize) -> Option<Kind> {
        self.sig.get(k).map(|&i| self.tokens[i].kind)
    }

    pub fn is_ident(&self, k: usize) -> bool {
        self.kind(k) == Some(Kind::Ident)
    }

    /// Whether code tokens `k` and `k + 1` are `::`.
    pub fn is_path_separator(&self, k: usize) -> bool {
        self.text(k) == ":" && self.text(k + 1) == ":"
    }

    /// The texts of code tokens `from..to`, concatenated.
    pub fn joined(&self, from: usize, to: usize) -> String {
        (from..to).map(|k| self.text(k)).collect()
    }

    /// The code index of the bracket closing the one at code index `open`.
    pub fn matching(&self, open: usize) -> Result<usize, String> {
        self.partner(open, &mut (open..self.len()), is_open, is_close)
    }

    /// The code index of the bracket opening the one at code index `close`.
    pub fn opening(&self, close: usize) -> Result<usize, String> {
        self.partner(close, &mut (0..=close).rev(), is_close, is_open)
    }

    /// The partner of the bracket at `at`, walking `steps` from it: `deeper` brackets nest,
    /// `shallower` ones unnest.
    fn partner(
        &self,
        at: usize,
        steps: &mut dyn Iterator<Item = usize>,
        deeper: fn(&str) -> bool,
        shallower: fn(&str) -> bool,
    ) -> Result<usize, String> {
        let mut depth = 0usize;
        for k in steps {
            let t = self.text(k);
            if deeper(t) {
                depth += 1;
            } else if shallower(t) {
                depth -= 1;
                if depth == 0 {
                    return Ok(k);
                }
            }
        }
        Err(format!("unbalanced {:?}", self.text(at)))
    }

    /// The end of a run of outer attributes (`#[...]`) starting at `k`: the first code index
    /// after them.
    pub fn after_attributes(&self, mut k: usize) -> Result<usize, String> {
        while self.text(k) == "#" && self.text(k + 1) == "[" {
            k = self.matching(k + 1)? + 1;
        }
        Ok(k)
    }

    /// The code index of the keyword that says what the item starting at `start` (after its
    /// attributes) is, past visibility and qualifiers (`pub(crate) const unsafe fn` -> `fn`).
    pub fn item_keyword(&self, start: usize) -> Result<usize, String> {
        let mut k = start;
        loop {
            match self.text(k) {
                "pub" if self.text(k + 1) == "(" => k = self.matching(k + 1)? + 1,
                "pub" | "unsafe" | "async" | "default" => k += 1,
                "extern" if self.text(k + 1) != "crate" => {
                    k += 1;
                    if self.kind(k) == Some(Kind::Literal) {
                        k += 1;
                    }
                }
                "const" if matches!(self.text(k + 1), "fn" | "unsafe" | "async" | "extern") => {
                    k += 1
                }
                _ => return Ok(k),
            }
        }
    }

    /// The items (or statements) of code `from..to`, a module or block body, in order.
    pub fn items(&self, from: usize, to: usize) -> Result<Vec<Span>, String> {
        let mut items = Vec::new();
        let mut k = from;
        while k < to {
            if self.text(k) == ";" {
                k += 1;
            } else if self.text(k) == "#" && self.text(k + 1) == "!" {
                let end = self.matching(k + 2)?;
                items.push(Span {
                    start: k,
                    keyword: None,
                    end,
                });
                k = end + 1;
            } else {
                let body = self.after_attributes(k)?;
                let end = self.item_end(body)?;
                items.push(Span {
                    start: k,
                    keyword: Some(self.item_keyword(body)?),
                    end,
                });
                k = end + 1;
            }
        }
        Ok(items)
    }

    /// The code index of the last token of the item (or statement, field, match arm, enum
    /// variant) that starts at code index `start`, after its attributes.
    pub fn item_end(&self, start: usize) -> Result<usize, String> {
        if start >= self.len() {
            return Err("an attribute on nothing".to_string());
        }
        let keyword = self.text(self.item_keyword(start)?);
        // These end at `;` even after a `{ ... }` (a struct literal or block in an initialiser).
        let ends_at_semicolon = matches!(
            keyword,
            "use" | "const" | "static" | "type" | "let" | "extern"
        );
        let is_item = ends_at_semicolon
            || matches!(
                keyword,
                "fn" | "mod" | "struct" | "enum" | "union" | "impl" | "trait" | "macro_rules"
            );
        let mut depth = 0usize;
        for j in start..self.len() {
            let t = self.text(j);
            if is_open(t) {
                depth += 1;
            } else if is_close(t) {
                if depth == 0 {
                    // The closing bracket of what contains the item: it ended just before.
                    return Ok(j.saturating_sub(1).max(start));
                }
                depth -= 1;
                if depth == 0 && t == "}" && !ends_at_semicolon {
                    // A braced variant or match arm takes its separating comma along.
                    let comma = !is_item && self.text(j + 1) == ",";
                    return Ok(if comma { j + 1 } else { j });
                }
            } else if depth == 0 && (t == ";" || (t == "," && !is_item)) {
                return Ok(j);
            }
        }
        Ok(self.len() - 1)
    }
}

/// Where an item is, by code indices: its first token (attributes included), the keyword that
/// says what it is (`None` for an inner attribute), its last token.
#[derive(Debug, Clone, Copy)]
pub struct Span {
    pub start: usize,
    pub keyword: Option<usize>,
    pub end: usize,
}

fn is_open(s: &str) -> bool {
    matches!(s, "(" | "[" | "{")
}

fn is_close(s: &str) -> bool {
    matches!(s, ")" | "]" | "}")
}

/// Joins tokens back into source. Runs of whitespace keep their last line's indentation and at
/// most one blank line, so removed items leave no gaps or trailing spaces.
pub fn render(tokens: &[RustToken]) -> String {
    let mut out = String::new();
    let mut i = 0;
    while i < tokens.len() {
        if !matches!(tokens[i].kind, Kind::Whitespace | Kind::Removed) {
            out.push_str(&tokens[i].text);
            i += 1;
            continue;
        }
        // A run of whitespace, possibly with removed stretches in it.
        let mut segments = Vec::new();
        let mut removed = false;
        while i < tokens.len() && matches!(tokens[i].kind, Kind::Whitespace | Kind::Removed) {
            if tokens[i].kind == Kind::Removed {
                removed = true;
            } else {
                segments.push(tokens[i].text.as_str());
            }
            i += 1;
        }
        let space = segments.concat();
        if let Some(last) = space.rfind('\n') {
            // A blank line stays only where the source had one, not where a doc comment was.
            let blank = segments.iter().any(|s| s.matches('\n').count() >= 2);
            out.push_str(if blank { "\n\n" } else { "\n" });
            out.push_str(&space[last + 1..]);
        } else if space.is_empty() && removed {
            out.push(' ');
        } else {
            out.push_str(&space);
        }
    }
    out
}
