//! The library as one token stream: `src/lib.rs` with each `mod x;` declaration, at any depth,
//! replaced by `mod x { ... }` holding the module file's stripped contents. A module's file is
//! found the way rustc finds it: `<dir>/x.rs` or `<dir>/x/mod.rs`, where `<dir>` is `src/` for
//! `lib.rs`, the file's own folder for a `mod.rs`, `src/a/` for `src/a.rs`, and one folder deeper
//! for each inline module around the declaration. Inside the library `crate::` becomes
//! `crate::impartial::`, as the library is inlined as `mod impartial`; `super::` paths keep
//! working as the nesting is kept.

use super::strip::{strip, Tier};
use super::tokens::{render, tokenize, Code, Kind, RustToken};
use std::fs;
use std::path::{Path, PathBuf};

pub fn read(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|e| format!("{}: {}", path.display(), e))
}

/// The library of the project at `root` for `tier`: `src/lib.rs` with its module files inlined,
/// stripped, `crate::` rewritten.
pub fn library(root: &Path, tier: Tier) -> Result<Vec<RustToken>, String> {
    let src = root.join("src");
    let lib = src.join("lib.rs");
    match load(&lib, &src, tier)? {
        Some(tokens) => Ok(rewrite_crate_paths(tokens)),
        None => Err(format!("{}: the whole library is left out", lib.display())),
    }
}

/// A module file's tokens for `tier` with its own `mod x;` declarations inlined; `dir` is where
/// its child modules' files are. `None` if the file is left out whole (`#![cfg(test)]`).
fn load(path: &Path, dir: &Path, tier: Tier) -> Result<Option<Vec<RustToken>>, String> {
    let source = read(path)?;
    let located = |e: String| format!("{}: {}", path.display(), e);
    let (tokens, excluded) =
        strip(&library_tokens(&source).map_err(located)?, tier).map_err(located)?;
    if excluded {
        return Ok(None);
    }
    let code = Code::new(&tokens);
    let declarations = out_of_line_modules(&code).map_err(located)?;
    let mut out = Vec::with_capacity(tokens.len());
    let mut next = 0;
    for declaration in declarations {
        let folder = declaration
            .inline_path
            .iter()
            .fold(dir.to_path_buf(), |d, m| d.join(m));
        let file = module_file(&folder, &declaration.name).map_err(located)?;
        let child = load(&file, &folder.join(&declaration.name), tier)?;
        let semicolon = code.sig[declaration.keyword + 2];
        match child {
            Some(child) => {
                out.extend_from_slice(&tokens[next..semicolon]);
                out.push(RustToken::new(Kind::Punct, "{"));
                out.push(RustToken::new(Kind::Whitespace, "\n"));
                out.extend(child);
                out.push(RustToken::new(Kind::Whitespace, "\n"));
                out.push(RustToken::new(Kind::Punct, "}"));
            }
            None => {
                out.extend_from_slice(&tokens[next..code.sig[declaration.start]]);
                out.push(RustToken::removed());
            }
        }
        next = semicolon + 1;
    }
    out.extend_from_slice(&tokens[next..]);
    Ok(Some(out))
}

/// A `mod x;` declaration in a file.
struct Declaration {
    /// Code index of its first token (attributes included) and of `mod`.
    start: usize,
    keyword: usize,
    name: String,
    /// The inline modules around it, outermost first.
    inline_path: Vec<String>,
}

/// The `mod x;` declarations of a stripped file, in order. One inside a function body is an
/// error (rustc would look for its file elsewhere).
fn out_of_line_modules(code: &Code) -> Result<Vec<Declaration>, String> {
    let mut declarations = Vec::new();
    // Inline modules around the current token, with the brace depth inside each.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0;
    for k in 0..code.len() {
        match code.text(k) {
            "{" => depth += 1,
            "}" => {
                if inline.last().is_some_and(|m| m.1 == depth) {
                    inline.pop();
                }
                depth -= 1;
            }
            "mod" if code.is_ident(k + 1) && code.text(k + 2) == "{" => {
                inline.push((code.text(k + 1).to_string(), depth + 1));
            }
            "mod" if code.is_ident(k + 1) && code.text(k + 2) == ";" => {
                let name = code.text(k + 1).to_string();
                if inline.last().map_or(0, |m| m.1) != depth {
                    return Err(format!("`mod {};` inside a block", name));
                }
                declarations.push(Declaration {
                    start: item_start(code, k)?,
                    keyword: k,
                    name,
                    inline_path: inline.iter().map(|m| m.0.clone()).collect(),
                });
            }
            _ => {}
        }
    }
    Ok(declarations)
}

/// The code index where the item whose keyword is at `k` starts: before its visibility and
/// outer attributes.
fn item_start(code: &Code, k: usize) -> Result<usize, String> {
    let mut start = k;
    loop {
        let before = start.checked_sub(1).map_or("", |b| code.text(b));
        let open = match before {
            "pub" => start - 1,
            ")" | "]" => code.opening(start - 1)?,
            _ => return Ok(start),
        };
        let owner = open.checked_sub(1).map_or("", |o| code.text(o));
        match (before, owner) {
            ("pub", _) => start = open,
            (")", "pub") | ("]", "#") => start = open - 1,
            _ => return Ok(start),
        }
    }
}

/// The file of module `name` declared with its files in `dir`.
fn module_file(dir: &Path, name: &str) -> Result<PathBuf, String> {
    let flat = dir.join(format!("{}.rs", name));
    let nested = dir.join(name).join("mod.rs");
    match (flat.is_file(), nested.is_file()) {
        (true, false) => Ok(flat),
        (false, true) => Ok(nested),
        (true, true) => Err(format!(
            "module {}: both {} and {} exist",
            name,
            flat.display(),
            nested.display()
        )),
        (false, false) => Err(format!(
            "module {}: neither {} nor {} exists",
            name,
            flat.display(),
            nested.display()
        )),
    }
}

/// Rewrites `crate::` paths (and `$crate::`) to `crate::impartial::`, for code inlined into
/// `mod impartial`.
pub fn rewrite_crate_paths(mut tokens: Vec<RustToken>) -> Vec<RustToken> {
    let code = Code::new(&tokens);
    let crate_paths: Vec<usize> = (0..code.len())
        .filter(|&k| code.is_ident(k) && code.text(k) == "crate" && code.is_path_separator(k + 1))
        .map(|k| code.sig[k])
        .collect();
    for i in crate_paths {
        tokens[i].text = "crate::impartial".to_string();
    }
    tokens
}

/// A library file's tokens as the bundle takes them: its plain comments marked to go with the
/// doc comments (the judge needs none); the binary's own comments stay, and the library's are
/// in its source.
pub fn library_tokens(source: &str) -> Result<Vec<RustToken>, String> {
    Ok(tokenize(source)?
        .into_iter()
        .map(|t| match t.kind {
            Kind::Comment => RustToken {
                kind: Kind::DocComment,
                ..t
            },
            _ => t,
        })
        .collect())
}

/// One library file's source as it is inlined in the core tier (without its child modules):
/// stripped, `crate::` rewritten, rendered.
pub fn inline_module(source: &str) -> Result<String, String> {
    let (tokens, excluded) = strip(&library_tokens(source)?, Tier::Core)?;
    if excluded {
        return Ok(String::new());
    }
    Ok(render(&rewrite_crate_paths(tokens)))
}
