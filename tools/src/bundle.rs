//! The bundler behind `make bundle`: writes `submit/<bin>.rs`, one self-contained source file per
//! judge binary, ready to paste into a judge that takes a single file.
//!
//! Usage: `bundle [--fast] [--sizes] [PROBLEM]` (from `make bundle [P=poj1067] [FAST=1]`).
//!
//! A bundle is the binary's source followed by `mod impartial { ... }`: the library as one tree
//! (`src/lib.rs` with every `mod x;` replaced by the module file's contents, at any depth; see
//! `files`), cut down to the items the binary uses ([`shake`]). Two tiers, one behaviour: the
//! default bundle carries the core tier (the `fast` feature off: safe Rust only) and
//! `--fast` the accelerated one (the feature on), written to `submit/fast/<bin>.rs`; the feature
//! is resolved in [`strip`], which also removes doc comments, the library's plain comments and
//! everything under `#[cfg(test)]`. Inside the library `crate::` becomes `crate::impartial::`.
//! Traits that edition 2021 added to the prelude (`TryFrom`, `TryInto`, `FromIterator`) are
//! imported in each module that calls their methods without naming them, so a bundle compiles
//! on editions 2018, 2021 and 2024 alike. The result is formatted with `rustfmt --edition 2021`
//! when rustfmt is available.
//!
//! A binary with an `impl Solution { ... }` block (a LeetCode problem) also gets
//! `submit/<bin>-solution.rs`: that block and the library it needs, what LeetCode's editor takes
//! (`leetcode`).
//!
//! Everything works on Rust tokens (`tokens`), never lines, and anything the bundler does not
//! understand is an error rather than a silently wrong bundle.

mod files;
mod leetcode;
pub mod rustc;
mod shake;
mod strip;
mod tokens;

pub use files::inline_module;
pub use shake::{modules, roots, shake, Module};
pub use strip::{strip, Tier};
pub use tokens::{render, tokenize, Kind, RustToken};

use std::collections::BTreeSet;
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};

/// What a bundle of `tier` should weigh at most (the tests hold every bundle to it): the core
/// tier fits every judge with room to spare (SPOJ and CodeChef take 50,000 bytes), the
/// accelerated one fits Codeforces' 64 KiB.
pub fn size_limit(tier: Tier) -> usize {
    match tier {
        Tier::Core => 16 * 1024,
        Tier::Fast => JUDGE_LIMIT,
    }
}

/// Codeforces' source limit, the largest any judge here takes: a bundle above it is an error,
/// one only above its tier's [`size_limit`] a warning.
pub const JUDGE_LIMIT: usize = 64 * 1024;

/// Lints silenced on the inlined library: shaking is conservative (a name used anywhere keeps
/// every item of that name), so some kept items and imports go unused.
const LIBRARY_ALLOWS: &str = "#[allow(dead_code, unused_imports, unused_macros)]";

/// `io{error, reader, writer}, bash`; with `sizes`, each module's own bytes (its child modules'
/// not counted) after its name.
pub fn module_list(modules: &[Module], sizes: bool) -> String {
    let list: Vec<String> = modules
        .iter()
        .map(|m| {
            let size = if sizes {
                format!(" {}", m.bytes)
            } else {
                String::new()
            };
            match m.children.is_empty() {
                true => format!("{}{}", m.name, size),
                false => format!("{}{}{{{}}}", m.name, size, module_list(&m.children, sizes)),
            }
        })
        .collect();
    list.join(", ")
}

/// A bundled program.
pub struct Bundle {
    pub tier: Tier,
    /// The single-file source.
    pub source: String,
    /// The library modules it holds.
    pub modules: Vec<Module>,
    /// Whether rustfmt formatted it.
    pub formatted: bool,
    /// For a binary with `impl Solution`: the LeetCode file and the modules it holds.
    pub solution: Option<(String, Vec<Module>)>,
}

impl Bundle {
    /// The files to write, relative to the project root: `submit/[fast/]<name>.rs`, and
    /// `submit/[fast/]<name>-solution.rs` for LeetCode.
    pub fn files(&self, name: &str) -> Vec<(String, &str, &[Module])> {
        let folder = match self.tier {
            Tier::Core => "submit/".to_string(),
            Tier::Fast => "submit/fast/".to_string(),
        };
        let mut files = vec![(
            format!("{}{}.rs", folder, name),
            self.source.as_str(),
            &self.modules[..],
        )];
        if let Some((source, modules)) = &self.solution {
            files.push((
                format!("{}{}-solution.rs", folder, name),
                source.as_str(),
                &modules[..],
            ));
        }
        files
    }
}

/// Bundles binary `name` of the project at `root` in `tier`, formatted by rustfmt if it is
/// available.
pub fn bundle(root: &Path, name: &str, tier: Tier) -> Result<Bundle, String> {
    bundle_with(root, name, tier, true)
}

/// Bundles binary `name` in `tier`; `format` says whether to try rustfmt (without it the output
/// is valid Rust too, as on a machine without rustfmt).
pub fn bundle_with(root: &Path, name: &str, tier: Tier, format: bool) -> Result<Bundle, String> {
    let bin_path = root.join("bin").join(format!("{}.rs", name));
    let bin_source = files::read(&bin_path)?;
    let located = |e: String| format!("{}: {}", bin_path.display(), e);
    let (bin, excluded) = strip(&tokenize(&bin_source).map_err(located)?, tier).map_err(located)?;
    if excluded {
        return Err(located("the binary is left out whole".to_string()));
    }
    if let Some(child) = out_of_line_module(&bin) {
        return Err(located(format!(
            "`mod {};`: a binary's code must be in its own file",
            child
        )));
    }
    let library = files::library(root, tier)?;
    let title = first_doc_line(&bin_source);
    let header = format!(
        "// bin/{}.rs and, as `mod impartial`, the library items it uses ({} tier; `make bundle`).\n",
        name,
        tier.name()
    );
    let whole = program(&title, &header, &bin, &library)?;
    let (source, modules, formatted) = finish(root, whole, format)?;
    let solution = match leetcode::solution(&bin).map_err(located)? {
        None => None,
        Some(block) => {
            let header = format!(
                "// Bundled by `make bundle` from bin/{}.rs for LeetCode's editor, which supplies\n\
                 // `struct Solution;`: the method, then the library items it uses.\n",
                name
            );
            let (source, modules, _) =
                finish(root, program(&title, &header, &block, &library)?, format)?;
            Some((source, modules))
        }
    };
    Ok(Bundle {
        tier,
        source,
        modules,
        formatted,
        solution,
    })
}

/// A program: `code`, then the `library` items it uses as `mod impartial`.
fn program(
    title: &Option<String>,
    header: &str,
    code: &[RustToken],
    library: &[RustToken],
) -> Result<String, String> {
    let shaken = shake(library, &shake::roots(code))?;
    let mut out = String::new();
    if let Some(title) = title {
        out.push_str(&format!("// {}\n", title));
    }
    out.push_str(header);
    out.push('\n');
    out.push_str(render(code).trim());
    out.push('\n');
    out.push_str(&prelude_2021_imports(code, "#[allow(unused_imports)]\n"));
    if !shaken.trim().is_empty() {
        out.push('\n');
        out.push_str(LIBRARY_ALLOWS);
        out.push_str("\nmod impartial {\n");
        out.push_str(shaken.trim());
        out.push_str("\n}\n");
    }
    Ok(out)
}

/// `source` formatted if `format` and rustfmt can, the library modules in it with their sizes,
/// and whether it was formatted.
fn finish(
    root: &Path,
    source: String,
    format: bool,
) -> Result<(String, Vec<Module>, bool), String> {
    let (source, formatted) = match format.then(|| rustfmt(root, &source)).flatten() {
        Some(formatted) => (unindent_library(&formatted)?, true),
        None => (source, false),
    };
    let library = shake::modules(&source)?
        .into_iter()
        .find(|m| m.name == "impartial");
    let modules = library.map(|m| m.children).unwrap_or_default();
    Ok((source, modules, formatted))
}

/// `source` with the body of its `mod impartial`, and of every module inside it, one level less
/// indented for each module around it, the way C++ leaves a namespace's body unindented: a
/// module's body starts at the left margin as its file did, and only the blocks inside its
/// items are indented. The levels say nothing a `mod x {` line does not, and each costs a tab
/// on every line below it (`mod impartial` alone about 5% of a bundle; a library module split
/// one algorithm per file, as `graph` is, would pay one more). Only whitespace tokens change,
/// so no literal does.
pub fn unindent_library(source: &str) -> Result<String, String> {
    let tokens = tokenize(source)?;
    let is = |k: usize, kind: Kind, text: &str| {
        tokens
            .get(k)
            .is_some_and(|t| t.kind == kind && t.text == text)
    };
    // The tokens `mod impartial`: code, so a string or comment that spells them does not count.
    let Some(start) = (0..tokens.len()).find(|&k| {
        is(k, Kind::Ident, "mod")
            && tokens
                .get(k + 1)
                .is_some_and(|t| t.kind == Kind::Whitespace)
            && is(k + 2, Kind::Ident, "impartial")
    }) else {
        return Ok(source.to_string());
    };
    // The braces open at each token, each with whether it is a module's body (`mod x {`).
    let mut open: Vec<bool> = Vec::new();
    // The last two code tokens before the current one, to see `mod x` before a `{`.
    let mut before: [&str; 2] = ["", ""];
    let modules = |open: &[bool]| open.iter().filter(|&&m| m).count();
    let mut out = String::with_capacity(source.len());
    for (k, token) in tokens.iter().enumerate() {
        if k < start {
            out.push_str(&token.text);
            continue;
        }
        match token.kind {
            Kind::Whitespace => {
                // The levels to drop are those of the modules around the next token: a `}` that
                // closes a module stands outside it.
                let next = tokens.get(k + 1);
                let closes_module = next.is_some_and(|t| t.kind == Kind::Punct && t.text == "}")
                    && open.last() == Some(&true);
                let levels = modules(&open) - usize::from(closes_module);
                out.push_str(&unindent(&token.text, levels));
                continue;
            }
            Kind::Punct if token.text == "{" => open.push(before == ["mod", "ident"]),
            Kind::Punct if token.text == "}" => {
                open.pop();
            }
            _ => {}
        }
        out.push_str(&token.text);
        if !matches!(token.kind, Kind::Comment | Kind::DocComment) {
            before = [
                before[1],
                match token.kind {
                    Kind::Ident if before[1] == "mod" => "ident",
                    Kind::Ident if token.text == "mod" => "mod",
                    _ => "",
                },
            ];
        }
    }
    Ok(out)
}

/// `whitespace` with up to `levels` tabs removed after each line break.
fn unindent(whitespace: &str, levels: usize) -> String {
    let mut lines = whitespace.split('\n');
    let mut out = lines.next().unwrap_or_default().to_string();
    for line in lines {
        out.push('\n');
        let tabs = line.len() - line.trim_start_matches('\t').len();
        out.push_str(&line[tabs.min(levels)..]);
    }
    out
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
pub fn prelude_2021_imports(tokens: &[RustToken], attribute: &str) -> String {
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

/// The first out-of-line `mod x;` declaration in stripped tokens, if any.
fn out_of_line_module(tokens: &[RustToken]) -> Option<String> {
    let code = tokens::Code::new(tokens);
    (0..code.len())
        .find(|&k| code.text(k) == "mod" && code.is_ident(k + 1) && code.text(k + 2) == ";")
        .map(|k| code.text(k + 1).to_string())
}

/// The first line of a file's `//!` doc comment, to title the bundle.
fn first_doc_line(source: &str) -> Option<String> {
    let first = source.lines().map(str::trim).find(|l| !l.is_empty())?;
    // Markdown's escaped brackets (`\[SBCOI2020\]`, which rustdoc would read as a link
    // otherwise) as a reader of the plain comment wants them.
    let text = first
        .strip_prefix("//!")?
        .trim()
        .replace("\\[", "[")
        .replace("\\]", "]");
    (!text.is_empty()).then_some(text)
}

/// Formats `source` with `rustfmt --edition 2021`, indenting with tabs: the library sits three
/// and four modules deep, and spaces there cost about a third of a bundle's bytes. Short
/// struct literals, calls and chains stay on one line up to the full width
/// (`use_small_heuristics=Max`), as they would in a contest file. `None` if
/// rustfmt is missing or fails.
fn rustfmt(root: &Path, source: &str) -> Option<String> {
    let mut child = Command::new("rustfmt")
        .args(["--edition", "2021", "--config"])
        .arg("hard_tabs=true,use_small_heuristics=Max")
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_title_is_the_first_doc_line_with_its_brackets_unescaped() {
        let source = "\n//! Luogu P6560 — \\[SBCOI2020\\] 时光的流逝.\n//! More.\n";
        assert_eq!(
            first_doc_line(source).as_deref(),
            Some("Luogu P6560 — [SBCOI2020] 时光的流逝.")
        );
        assert_eq!(first_doc_line("fn main() {}\n"), None);
        assert_eq!(first_doc_line("//!\n"), None);
    }
}
