//! The bundler behind `make bundle`: writes `submit/<bin>.rs`, one self-contained source file per
//! judge binary, ready to paste into a judge that takes a single file.
//!
//! Usage: `bundle [PROBLEM]` (from `make bundle` or `make bundle P=poj1067`).
//!
//! A bundle is the binary's source followed by `mod impartial { pub mod io { ... } ... }` holding
//! only the library modules the binary uses, found by following paths transitively: the binary's
//! `impartial::x...` paths (including `use impartial::{x, y}` groups), and inside the library
//! `crate::x...` and `super::x...` paths. Inside the inlined library `crate::` becomes
//! `crate::impartial::`, so sibling references keep working. Doc comments (`///`, `//!`, `/** */`,
//! `/*! */`, `#[doc = ...]`) and items under `#[cfg(test)]` are removed, and so are the library's
//! plain comments (the binary's stay).
//! Traits that edition 2021 added to the prelude (`TryFrom`, `TryInto`, `FromIterator`) are
//! imported where their methods are called without the trait being named, so a bundle compiles
//! on editions 2018, 2021 and 2024 alike. The result is formatted with `rustfmt --edition 2021`
//! when rustfmt is available.
//!
//! The transformation works on Rust tokens, not lines: a small lexer knows strings, raw strings,
//! byte strings, char literals versus lifetimes, and nested block comments, so a brace or a
//! `crate::` inside a string or a comment is never mistaken for code.
//!
//! The library layout it accepts is the one this crate keeps: `src/lib.rs` holds only
//! `[pub] mod x;` declarations (and doc comments), module `x` is `src/x.rs` or `src/x/mod.rs`,
//! and a module file has no `mod y;` declarations of its own (inline `mod y { ... }` is fine).
//! Anything else is an error rather than a silently wrong bundle.

#[path = "problems.rs"]
mod problems;

use std::collections::BTreeSet;
use std::fs;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Codeforces' source size limit; a bundle above it is an error.
pub const SIZE_LIMIT: usize = 64 * 1024;

/// Lints silenced on the inlined library: a binary uses a few functions of each module it
/// includes, and imports that only other functions need.
const LIBRARY_ALLOWS: &str = "#[allow(dead_code, unused_imports, unused_macros)]";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Err(message) = run(&args) {
        eprintln!("bundle: {}", message);
        std::process::exit(2);
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let root = project_root();
    let selected = problems::select(&root, args, "bundle")?;
    let out_dir = root.join("submit");
    fs::create_dir_all(&out_dir).map_err(|e| format!("{}: {}", out_dir.display(), e))?;
    let mut unformatted = false;
    for name in &selected {
        let bundle = bundle(&root, name)?;
        let path = out_dir.join(format!("{}.rs", name));
        fs::write(&path, &bundle.source).map_err(|e| format!("{}: {}", path.display(), e))?;
        unformatted |= !bundle.formatted;
        println!(
            "submit/{}.rs  {:>6} bytes  (impartial::{{{}}})",
            name,
            bundle.source.len(),
            bundle.modules.join(", ")
        );
    }
    if unformatted {
        eprintln!("bundle: rustfmt is not available or failed: bundles are valid but unformatted");
    }
    Ok(())
}

/// The project root: the directory this tool was built from.
pub fn project_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The binary names: the stems of `bin/*.rs`, sorted.
pub fn binaries(root: &Path) -> Result<Vec<String>, String> {
    problems::problems(root)
}

/// A bundled program.
pub struct Bundle {
    /// The single-file source.
    pub source: String,
    /// The library modules inlined, in `lib.rs` order.
    pub modules: Vec<String>,
    /// Whether rustfmt formatted it.
    pub formatted: bool,
}

/// Bundles binary `name` of the project at `root`, formatted by rustfmt if it is available.
pub fn bundle(root: &Path, name: &str) -> Result<Bundle, String> {
    bundle_with(root, name, true)
}

/// Bundles binary `name`; `format` says whether to try rustfmt (without it the output is valid
/// Rust too, as on a machine without rustfmt).
pub fn bundle_with(root: &Path, name: &str, format: bool) -> Result<Bundle, String> {
    let bin_path = root.join("bin").join(format!("{}.rs", name));
    let bin_source = read(&bin_path)?;
    let (bin, excluded) =
        strip(&tokenize(&bin_source).map_err(|e| format!("{}: {}", bin_path.display(), e))?)
            .map_err(|e| format!("{}: {}", bin_path.display(), e))?;
    if excluded {
        return Err(format!(
            "{}: the binary is #![cfg(test)]",
            bin_path.display()
        ));
    }

    // Every library module, stripped, with the modules it refers to.
    let declared = library_modules(root)?;
    let names: Vec<String> = declared.iter().map(|m| m.name.clone()).collect();
    let mut modules = Vec::new();
    for declaration in &declared {
        let path = module_path(root, &declaration.name)?;
        let source = read(&path)?;
        let located = |e: String| format!("{}: {}", path.display(), e);
        let (tokens, excluded) =
            strip(&library_tokens(&source).map_err(located)?).map_err(located)?;
        if excluded {
            continue;
        }
        if let Some(child) = out_of_line_module(&tokens) {
            return Err(format!(
                "{}: `mod {};` declares a module in another file, which the bundler does not \
                 follow; write it inline or as a module of its own in src/lib.rs",
                path.display(),
                child
            ));
        }
        let uses = referenced_modules(&tokens, &["crate", "super"], &names);
        modules.push((declaration, rewrite_crate_paths(tokens), uses));
    }

    // The modules the binary needs, transitively.
    let mut needed = referenced_modules(&bin, &["impartial"], &names);
    loop {
        let before = needed.len();
        for (declaration, _, uses) in &modules {
            if needed.contains(&declaration.name) {
                needed.extend(uses.iter().cloned());
            }
        }
        if needed.len() == before {
            break;
        }
    }
    let available: BTreeSet<&String> = modules.iter().map(|(d, _, _)| &d.name).collect();
    if let Some(missing) = needed.iter().find(|n| !available.contains(n)) {
        return Err(format!(
            "{} uses module {}, which exists only under cfg(test)",
            name, missing
        ));
    }

    let mut out = String::new();
    if let Some(title) = first_doc_line(&bin_source) {
        out.push_str(&format!("// {}\n", title));
    }
    out.push_str(&format!(
        "// Bundled by `make bundle` from bin/{}.rs and the impartial library:\n\
         // the library modules this program uses are inlined below as `mod impartial`.\n\n",
        name
    ));
    out.push_str(render(&bin).trim());
    out.push('\n');
    out.push_str(&prelude_2021_imports(&bin, "#[allow(unused_imports)]\n"));
    out.push('\n');
    out.push_str(LIBRARY_ALLOWS);
    out.push_str("\nmod impartial {\n");
    let mut inlined = Vec::new();
    for (declaration, tokens, _) in &modules {
        if !needed.contains(&declaration.name) {
            continue;
        }
        inlined.push(declaration.name.clone());
        out.push_str(&format!(
            "{}mod {} {{\n",
            declaration.visibility, declaration.name
        ));
        out.push_str(render(tokens).trim());
        out.push('\n');
        out.push_str(&prelude_2021_imports(tokens, ""));
        out.push_str("}\n");
    }
    out.push_str("}\n");

    let formatted = if format { rustfmt(root, &out) } else { None };
    let (source, formatted) = match formatted {
        Some(formatted) => (formatted, true),
        None => (out, false),
    };
    if source.len() > SIZE_LIMIT {
        return Err(format!(
            "{}: the bundle is {} bytes, above the {} byte limit of some judges",
            name,
            source.len(),
            SIZE_LIMIT
        ));
    }
    Ok(Bundle {
        source,
        modules: inlined,
        formatted,
    })
}

fn read(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|e| format!("{}: {}", path.display(), e))
}

/// The traits the 2021 prelude added, the methods that need them in scope, and their paths.
const PRELUDE_2021: [(&str, &str, &str); 3] = [
    ("TryFrom", "try_from", "std::convert::TryFrom"),
    ("TryInto", "try_into", "std::convert::TryInto"),
    ("FromIterator", "from_iter", "std::iter::FromIterator"),
];

/// `use` lines for the traits that edition 2021 brought into the prelude and that `tokens` call
/// without naming (`x.try_into()`): without them the code does not compile on edition 2018.
/// A module that names the trait anywhere imports it itself (a second import would clash).
/// Each line gets `attribute`, as the trait is already in scope on 2021.
pub fn prelude_2021_imports(tokens: &[Token], attribute: &str) -> String {
    let idents: BTreeSet<&str> = tokens
        .iter()
        .filter(|t| t.kind == Kind::Ident)
        .map(|t| t.text.as_str())
        .collect();
    let mut out = String::new();
    for (name, method, path) in PRELUDE_2021 {
        if idents.contains(method) && !idents.contains(name) {
            out.push_str(&format!(
                "{}use {}; // in the prelude from edition 2021 on\n",
                attribute, path
            ));
        }
    }
    out
}

/// A `mod x;` line of `src/lib.rs`.
struct Declaration {
    /// `pub ` or `pub(crate) ` or empty, as declared.
    visibility: String,
    name: String,
}

/// The modules `src/lib.rs` declares, in order. Anything in `lib.rs` besides module declarations
/// and doc comments is an error: it would be silently missing from the bundles.
fn library_modules(root: &Path) -> Result<Vec<Declaration>, String> {
    let path = root.join("src").join("lib.rs");
    let source = read(&path)?;
    let located = |e: String| format!("{}: {}", path.display(), e);
    let (tokens, _) = strip(&tokenize(&source).map_err(located)?).map_err(located)?;
    let sig = significant(&tokens);
    let text = |k: usize| sig.get(k).map(|&i| tokens[i].text.as_str()).unwrap_or("");
    let mut declarations = Vec::new();
    let mut k = 0;
    while k < sig.len() {
        let start = k;
        let mut visibility = String::new();
        if text(k) == "pub" {
            visibility.push_str("pub");
            k += 1;
            if text(k) == "(" {
                while k < sig.len() && text(k) != ")" {
                    visibility.push_str(text(k));
                    k += 1;
                }
                visibility.push(')');
                k += 1;
            }
            visibility.push(' ');
        }
        let named = sig
            .get(k + 1)
            .is_some_and(|&i| tokens[i].kind == Kind::Ident);
        if text(k) == "mod" && named && text(k + 2) == ";" {
            declarations.push(Declaration {
                visibility,
                name: text(k + 1).to_string(),
            });
            k += 3;
        } else {
            let rest: Vec<&str> = (start..sig.len().min(start + 8)).map(text).collect();
            return Err(located(format!(
                "only `pub mod x;` declarations can be bundled, found `{}`",
                rest.join(" ")
            )));
        }
    }
    Ok(declarations)
}

fn module_path(root: &Path, name: &str) -> Result<PathBuf, String> {
    let flat = root.join("src").join(format!("{}.rs", name));
    let nested = root.join("src").join(name).join("mod.rs");
    if flat.is_file() {
        Ok(flat)
    } else if nested.is_file() {
        Ok(nested)
    } else {
        Err(format!(
            "module {}: neither {} nor {} exists",
            name,
            flat.display(),
            nested.display()
        ))
    }
}

/// The first line of a file's `//!` doc comment, to title the bundle.
fn first_doc_line(source: &str) -> Option<String> {
    let first = source.lines().map(str::trim).find(|l| !l.is_empty())?;
    let text = first.strip_prefix("//!")?.trim();
    (!text.is_empty()).then(|| text.to_string())
}

/// Formats `source` with `rustfmt --edition 2021`; `None` if rustfmt is missing or fails.
fn rustfmt(root: &Path, source: &str) -> Option<String> {
    let mut child = Command::new("rustfmt")
        .args(["--edition", "2021"])
        .current_dir(root)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut stdin = child.stdin.take()?;
    let input = source.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let mut formatted = String::new();
    let read = child.stdout.take()?.read_to_string(&mut formatted);
    let written = writer.join().ok()?;
    let status = child.wait().ok()?;
    (read.is_ok() && written.is_ok() && status.success() && !formatted.trim().is_empty())
        .then_some(formatted)
}

// ---------------------------------------------------------------------------------------------
// The lexer.

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
    /// Where [`strip`] removed something: renders as a space at most.
    Removed,
}

/// A token and its exact source text: concatenating the texts gives the source back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    pub kind: Kind,
    pub text: String,
}

fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_' || b >= 0x80
}

fn is_ident_continue(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80
}

/// Splits Rust source into tokens. Errors on an unterminated string, char or block comment.
pub fn tokenize(source: &str) -> Result<Vec<Token>, String> {
    let b = source.as_bytes();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let (kind, end) = next_token(b, i).map_err(|e| {
            let line = source[..i].matches('\n').count() + 1;
            format!("line {}: {}", line, e)
        })?;
        tokens.push(Token {
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

// ---------------------------------------------------------------------------------------------
// Transformations on tokens.

/// The indices of the tokens that are code (not whitespace or comments).
fn significant(tokens: &[Token]) -> Vec<usize> {
    tokens
        .iter()
        .enumerate()
        .filter(|(_, t)| {
            !matches!(
                t.kind,
                Kind::Whitespace | Kind::Comment | Kind::DocComment | Kind::Removed
            )
        })
        .map(|(i, _)| i)
        .collect()
}

/// Removes doc comments, `doc` attributes and items (or statements, fields) under
/// `#[cfg(test)]`. The second value is true when the whole file is `#![cfg(test)]`.
/// A removed stretch becomes a [`Kind::Removed`] token, so no two tokens are glued together.
pub fn strip(tokens: &[Token]) -> Result<(Vec<Token>, bool), String> {
    let sig = significant(tokens);
    let text = |k: usize| sig.get(k).map(|&i| tokens[i].text.as_str()).unwrap_or("");
    let mut delete = vec![false; tokens.len()];
    for (i, t) in tokens.iter().enumerate() {
        if t.kind == Kind::DocComment {
            delete[i] = true;
        }
    }
    let mut remove = |from: usize, to: usize| {
        for d in &mut delete[sig[from]..=sig[to]] {
            *d = true;
        }
    };
    let mut k = 0;
    // Inner attributes before the first item apply to the whole file.
    let mut file_header = true;
    while k < sig.len() {
        let inner = text(k) == "#" && text(k + 1) == "!" && text(k + 2) == "[";
        file_header &= inner;
        if text(k) != "#" {
            k += 1;
            continue;
        }
        if inner {
            let close = matching(tokens, &sig, k + 2)?;
            let body: String = (k + 3..close).map(text).collect();
            if body == "cfg(test)" {
                if file_header {
                    return Ok((Vec::new(), true));
                }
                return Err(
                    "#![cfg(test)] inside a module: put #[cfg(test)] on the module \
                            instead, which the bundler removes"
                        .to_string(),
                );
            }
            if text(k + 3) == "doc" {
                remove(k, close);
            }
            k = close + 1;
            continue;
        }
        if text(k + 1) != "[" {
            k += 1;
            continue;
        }
        // A run of outer attributes, then the thing they apply to.
        let first = k;
        let mut test_only = false;
        let mut docs = Vec::new();
        while text(k) == "#" && text(k + 1) == "[" {
            let close = matching(tokens, &sig, k + 1)?;
            let body: String = (k + 2..close).map(text).collect();
            test_only |= body == "cfg(test)";
            if text(k + 2) == "doc" {
                docs.push((k, close));
            }
            k = close + 1;
        }
        if test_only {
            let end = item_end(tokens, &sig, k)?;
            remove(first, end);
            k = end + 1;
        } else {
            for (from, to) in docs {
                remove(from, to);
            }
        }
    }
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        if delete[i] {
            while i < tokens.len() && delete[i] {
                i += 1;
            }
            out.push(Token {
                kind: Kind::Whitespace,
                text: " ".to_string(),
            });
        } else {
            out.push(tokens[i].clone());
            i += 1;
        }
    }
    Ok((out, false))
}

fn is_open(s: &str) -> bool {
    matches!(s, "(" | "[" | "{")
}

fn is_close(s: &str) -> bool {
    matches!(s, ")" | "]" | "}")
}

/// The significant index of the bracket closing the one at significant index `open`.
fn matching(tokens: &[Token], sig: &[usize], open: usize) -> Result<usize, String> {
    let mut depth = 0usize;
    for (k, &i) in sig.iter().enumerate().skip(open) {
        let t = tokens[i].text.as_str();
        if is_open(t) {
            depth += 1;
        } else if is_close(t) {
            depth -= 1;
            if depth == 0 {
                return Ok(k);
            }
        }
    }
    Err(format!("unbalanced {:?}", tokens[sig[open]].text))
}

/// The significant index of the last token of the item (or statement, field, match arm) that
/// starts at significant index `start`.
fn item_end(tokens: &[Token], sig: &[usize], start: usize) -> Result<usize, String> {
    let text = |k: usize| sig.get(k).map(|&i| tokens[i].text.as_str()).unwrap_or("");
    if start >= sig.len() {
        return Err("#[cfg(test)] on nothing".to_string());
    }
    // Skip visibility and qualifiers to the keyword that says what the item is.
    let mut k = start;
    loop {
        match text(k) {
            "pub" if text(k + 1) == "(" => k = matching(tokens, sig, k + 1)? + 1,
            "pub" | "unsafe" | "async" | "default" => k += 1,
            "extern" if text(k + 1) != "crate" => {
                k += 1;
                if sig.get(k).is_some_and(|&i| tokens[i].kind == Kind::Literal) {
                    k += 1;
                }
            }
            "const" if matches!(text(k + 1), "fn" | "unsafe" | "async" | "extern") => k += 1,
            _ => break,
        }
    }
    let keyword = text(k);
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
    for j in start..sig.len() {
        let t = text(j);
        if is_open(t) {
            depth += 1;
        } else if is_close(t) {
            if depth == 0 {
                // The closing bracket of what contains the item: it ended just before.
                return Ok(j.saturating_sub(1).max(start));
            }
            depth -= 1;
            if depth == 0 && t == "}" && !ends_at_semicolon {
                return Ok(j);
            }
        } else if depth == 0 && (t == ";" || (t == "," && !is_item)) {
            return Ok(j);
        }
    }
    Ok(sig.len() - 1)
}

/// The first out-of-line `mod x;` declaration in a stripped module file, if any.
fn out_of_line_module(tokens: &[Token]) -> Option<String> {
    let sig = significant(tokens);
    let text = |k: usize| sig.get(k).map(|&i| tokens[i].text.as_str()).unwrap_or("");
    (0..sig.len())
        .find(|&k| text(k) == "mod" && text(k + 2) == ";")
        .map(|k| text(k + 1).to_string())
}

/// The library modules (among `known`) named by paths `root::x...` for a root in `roots`,
/// including `use root::{x, y::z}` groups; `root::*` names them all.
pub fn referenced_modules(tokens: &[Token], roots: &[&str], known: &[String]) -> BTreeSet<String> {
    let sig = significant(tokens);
    let text = |k: usize| sig.get(k).map(|&i| tokens[i].text.as_str()).unwrap_or("");
    let mut found = BTreeSet::new();
    let mut add = |name: &str| {
        if name == "*" {
            found.extend(known.iter().cloned());
        } else if known.iter().any(|k| k == name) {
            found.insert(name.to_string());
        }
    };
    for k in 0..sig.len() {
        let is_root = tokens[sig[k]].kind == Kind::Ident && roots.contains(&text(k));
        if !is_root || text(k + 1) != ":" || text(k + 2) != ":" {
            continue;
        }
        if text(k + 3) != "{" {
            add(text(k + 3));
            continue;
        }
        // A group: the first name of each top-level element.
        let mut depth = 0usize;
        let mut j = k + 3;
        let mut element_start = true;
        while j < sig.len() {
            let t = text(j);
            if is_open(t) {
                depth += 1;
                element_start = depth == 1;
            } else if is_close(t) {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            } else if depth == 1 && t == "," {
                element_start = true;
            } else if element_start {
                add(t);
                element_start = false;
            }
            j += 1;
        }
    }
    found
}

/// Rewrites `crate::` paths (and `$crate::`) to `crate::impartial::`, for a module inlined into
/// `mod impartial`.
pub fn rewrite_crate_paths(mut tokens: Vec<Token>) -> Vec<Token> {
    let sig = significant(&tokens);
    for k in 0..sig.len() {
        let at = |j: usize| sig.get(j).map(|&i| tokens[i].text.as_str()).unwrap_or("");
        if tokens[sig[k]].kind == Kind::Ident
            && at(k) == "crate"
            && at(k + 1) == ":"
            && at(k + 2) == ":"
        {
            tokens[sig[k]].text = "crate::impartial".to_string();
        }
    }
    tokens
}

/// Joins tokens back into source. Runs of whitespace keep their last line's indentation and at
/// most one blank line, so removed items leave no gaps or trailing spaces.
pub fn render(tokens: &[Token]) -> String {
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

/// A library module's tokens as the bundle takes them: its plain comments marked to go with
/// the doc comments (the judge needs none, and the library's vector kernels would otherwise
/// bring poj1704's bundle within 2 KB of the 64 KiB limit); the binary's own comments stay, and
/// the library's are in its source.
pub fn library_tokens(source: &str) -> Result<Vec<Token>, String> {
    Ok(tokenize(source)?
        .into_iter()
        .map(|t| match t.kind {
            Kind::Comment => Token {
                kind: Kind::DocComment,
                ..t
            },
            _ => t,
        })
        .collect())
}

/// One library module's source as it is inlined: stripped, `crate::` rewritten, rendered.
pub fn inline_module(source: &str) -> Result<String, String> {
    let (tokens, excluded) = strip(&library_tokens(source)?)?;
    if excluded {
        return Ok(String::new());
    }
    Ok(render(&rewrite_crate_paths(tokens)))
}
