//! Item-level tree shaking: a binary uses a few functions of each module, so the inlined library
//! keeps only the items that kept code names.
//!
//! It works on names, conservatively: the roots are every identifier of the binary; an item is
//! kept when its name appears as an identifier in kept code (or inside a format string, for
//! `"{NAME}"`), so a name used anywhere keeps every item of that name. From there:
//! - a module's items are looked at only when its name is live (nothing outside it can name
//!   them otherwise); a module whose name is not live is still kept for an `impl` or a
//!   `macro_rules!` of it that is kept, as those work without naming their module;
//! - a trait is kept when its name or a member's name is live (a method call need not name it);
//! - `impl X` and `impl Trait for X` are kept when a local type named in `X` is live, or, when
//!   `X` names no local type, when the trait is kept or foreign; every member of a trait impl
//!   stays, and a kept inherent impl drops the functions and constants no kept code names;
//! - a `use` stays when a name it brings in is live or a kept trait, and always for `*` and
//!   `as _`; so does a `use` of a `std`/`core`/`alloc` trait whose methods code may call without
//!   naming it (see [`STD_METHOD_TRAITS`]);
//! - anything else at item level (macro calls, `const _`, extern blocks) stays with its module.
//!
//! Kept code makes more names live (except path segments after `std::`, `core::`, `alloc::`,
//! which never name local items), so this repeats to a fixed point.

use super::tokens::{render, tokenize, Code, Kind, RustToken};
use std::collections::BTreeSet;

type Names = BTreeSet<String>;

/// An item of a module, impl, or trait body, by code indices (attributes included).
struct Item {
    start: usize,
    end: usize,
    what: What,
}

/// What an item is, as far as shaking goes.
enum What {
    /// fn, const, static, struct, enum, union, type alias: kept when its name is live.
    Named {
        keyword: String,
        name: String,
    },
    Macro(String),
    Trait {
        name: String,
        members: Vec<String>,
    },
    Mod {
        name: String,
        open: usize,
        items: Vec<Item>,
    },
    /// The local-type candidates of the self type and of the trait (`None`: inherent).
    Impl {
        self_names: Vec<String>,
        trait_names: Option<Vec<String>>,
        open: usize,
        items: Vec<Item>,
    },
    /// The `{` of its top-level group, if any, and the group's elements (the whole tree
    /// without one).
    Use {
        open: Option<usize>,
        parts: Vec<Part>,
    },
    Other,
}

/// An element of a `use` group and the names it brings in; `always` for `*`, `as _` and
/// foreign traits of [`STD_METHOD_TRAITS`].
struct Part {
    start: usize,
    end: usize,
    names: Vec<String>,
    always: bool,
}

/// What becomes of an item.
enum Fate {
    Drop,
    Keep,
    /// A kept inherent impl or `use` group: which of its members or elements stay.
    Members(Vec<bool>),
    /// A module, with the fates of its items; not emitted means dropped whole.
    Module {
        emitted: bool,
        items: Vec<Fate>,
    },
}

/// A module of a bundle, for the size report.
#[derive(Debug, Clone)]
pub struct Module {
    pub name: String,
    /// Its own bytes, its child modules' not counted.
    pub bytes: usize,
    pub children: Vec<Module>,
}

/// Shakes the library `tokens` (the body of `mod impartial`) for code whose identifiers are
/// `roots`; returns the kept code rendered.
pub fn shake(tokens: &[RustToken], roots: &Names) -> Result<String, String> {
    let code = Code::new(tokens);
    let items = parse_items(&code, 0, code.len())?;
    let mut types = Names::new();
    local_types(&items, &mut types);
    let mut live = roots.clone();
    loop {
        let context = Context::new(&items, &live, &types);
        let fates = context.fates(&items, true).0;
        let mut next = roots.clone();
        contributions(&code, &items, &fates, &mut next);
        if next == live {
            return Ok(emit(&code, &items, &fates));
        }
        live = next;
    }
}

/// The identifiers (and format-string names) of `code` tokens `from..=to` that can name a
/// local item, into `names`.
pub fn collect(code: &Code, from: usize, to: usize, names: &mut Names) {
    let mut k = from;
    while k <= to && k < code.len() {
        let text = code.text(k);
        match code.kind(k) {
            Some(Kind::Ident) if matches!(text, "std" | "core" | "alloc") => {
                k = after_std_path(code, k);
                continue;
            }
            Some(Kind::Ident) => {
                names.insert(text.trim_start_matches("r#").to_string());
            }
            Some(Kind::Literal) => format_names(text, names),
            _ => {}
        }
        k += 1;
    }
}

/// Every identifier of the code tokens `tokens`, the roots of a shake.
pub fn roots(tokens: &[RustToken]) -> Names {
    let code = Code::new(tokens);
    let mut names = Names::new();
    if code.len() > 0 {
        collect(&code, 0, code.len() - 1, &mut names);
    }
    names
}

/// Past `std::a::b`, `std::{...}` at code index `k` (the segments name no local item); stops
/// at generic arguments (`std::mem::size_of::<Local>`), which may.
fn after_std_path(code: &Code, k: usize) -> usize {
    let mut j = k + 1;
    while code.is_path_separator(j) {
        if code.is_ident(j + 2) {
            j += 3;
        } else if code.text(j + 2) == "{" {
            return code.matching(j + 2).map_or(j + 2, |close| close + 1);
        } else {
            break;
        }
    }
    j
}

/// The names a format string captures (`"{count}"`, `"{count:>5}"`).
fn format_names(literal: &str, names: &mut Names) {
    if !literal.ends_with('"') {
        return;
    }
    let b = literal.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'{' && b.get(i + 1) == Some(&b'{') {
            i += 2;
            continue;
        }
        if b[i] == b'{' {
            let start = i + 1;
            let mut j = start;
            while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'_' || b[j] >= 0x80) {
                j += 1;
            }
            if j > start && !b[start].is_ascii_digit() {
                names.insert(literal[start..j].to_string());
            }
        }
        i += 1;
    }
}

// ---------------------------------------------------------------------------------------------
// Items.

/// The items of code `from..to` (a module, impl or trait body).
fn parse_items(code: &Code, from: usize, to: usize) -> Result<Vec<Item>, String> {
    code.items(from, to)?
        .into_iter()
        .map(|span| {
            let what = match span.keyword {
                Some(keyword) => describe(code, keyword, span.end)?,
                None => What::Other,
            };
            Ok(Item {
                start: span.start,
                end: span.end,
                what,
            })
        })
        .collect()
}

/// What the item whose keyword is at code index `keyword` and which ends at `end` is.
fn describe(code: &Code, keyword: usize, end: usize) -> Result<What, String> {
    let name = |k: usize| code.text(k).trim_start_matches("r#").to_string();
    let braced = code.text(end) == "}";
    Ok(match code.text(keyword) {
        "const" | "static" if code.text(keyword + 1) == "_" => What::Other,
        "static" if code.text(keyword + 1) == "mut" => What::Named {
            keyword: "static".to_string(),
            name: name(keyword + 2),
        },
        "fn" | "const" | "static" | "struct" | "enum" | "union" | "type" => What::Named {
            keyword: code.text(keyword).to_string(),
            name: name(keyword + 1),
        },
        "macro_rules" => What::Macro(name(keyword + 2)),
        "trait" if braced => {
            let open = code.opening(end)?;
            let members = parse_items(code, open + 1, end)?;
            What::Trait {
                name: name(keyword + 1),
                members: members.iter().filter_map(item_name).collect(),
            }
        }
        "mod" if braced => What::Mod {
            name: name(keyword + 1),
            open: keyword + 2,
            items: parse_items(code, keyword + 3, end)?,
        },
        "impl" if braced => impl_item(code, keyword, end)?,
        "use" => use_item(code, keyword, end)?,
        _ => What::Other,
    })
}

fn item_name(item: &Item) -> Option<String> {
    match &item.what {
        What::Named { name, .. } | What::Macro(name) => Some(name.clone()),
        _ => None,
    }
}

/// `impl<G> Trait for Type where ... { items }`, with `impl` at code index `keyword`.
fn impl_item(code: &Code, keyword: usize, end: usize) -> Result<What, String> {
    let open = code.opening(end)?;
    let mut k = keyword + 1;
    let mut generics = Names::new();
    if code.text(k) == "<" {
        let close = angle_end(code, k)?;
        collect(code, k, close, &mut generics);
        k = close + 1;
    }
    let stop = at_angle_depth_zero(code, k, open, |t, _| t == "where").unwrap_or(open);
    let for_keyword = at_angle_depth_zero(code, k, stop, |t, next| t == "for" && next != "<");
    let candidates = |from: usize, to: usize| local_type_candidates(code, from, to, &generics);
    let (self_names, trait_names) = match for_keyword {
        Some(f) => (candidates(f + 1, stop), Some(candidates(k, f))),
        None => (candidates(k, stop), None),
    };
    Ok(What::Impl {
        self_names,
        trait_names,
        open,
        items: parse_items(code, open + 1, end)?,
    })
}

/// The code index of the `>` closing the `<` at `open` (a `->` inside is not one).
fn angle_end(code: &Code, open: usize) -> Result<usize, String> {
    let mut depth = 0usize;
    for k in open..code.len() {
        match code.text(k) {
            "<" => depth += 1,
            ">" if code.text(k - 1) != "-" => {
                depth -= 1;
                if depth == 0 {
                    return Ok(k);
                }
            }
            _ => {}
        }
    }
    Err("unbalanced `<` in an impl".to_string())
}

/// The first code index in `from..to` outside angle brackets whose text (and the next one's)
/// satisfies `wanted`.
fn at_angle_depth_zero(
    code: &Code,
    from: usize,
    to: usize,
    wanted: impl Fn(&str, &str) -> bool,
) -> Option<usize> {
    let mut depth = 0i32;
    for k in from..to {
        match code.text(k) {
            "<" => depth += 1,
            ">" if code.text(k - 1) != "-" => depth -= 1,
            t if depth == 0 && code.is_ident(k) && wanted(t, code.text(k + 1)) => return Some(k),
            _ => {}
        }
    }
    None
}

/// The identifiers of a type or trait path in `from..to` that may name a local type: not a
/// path prefix (`io` of `io::Error`), not a generic parameter, not under `std::`.
fn local_type_candidates(code: &Code, from: usize, to: usize, generics: &Names) -> Vec<String> {
    let mut names = Names::new();
    if from < to {
        collect(code, from, to - 1, &mut names);
    }
    let prefixes: Names = (from..to)
        .filter(|&k| code.is_ident(k) && code.is_path_separator(k + 1))
        .map(|k| code.text(k).to_string())
        .collect();
    names
        .into_iter()
        .filter(|n| !prefixes.contains(n) && !generics.contains(n))
        .collect()
}

/// `use ...;` from `use` at code index `keyword` to `;` at `end`: the elements of its top-level
/// group (or the whole tree, without one), each with the names it brings in.
fn use_item(code: &Code, keyword: usize, end: usize) -> Result<What, String> {
    let mut first = keyword + 1;
    if code.is_path_separator(first) {
        first += 2;
    }
    let foreign = matches!(code.text(first), "std" | "core" | "alloc");
    let Some(open) = (first..end).find(|&k| code.text(k) == "{") else {
        let part = use_part(code, first, end - 1, "", foreign);
        return Ok(What::Use {
            open: None,
            parts: vec![part],
        });
    };
    let close = code.matching(open)?;
    // The segment before `::{`, which a `self` in the group names.
    let segment = match code.is_path_separator(open.saturating_sub(2)) && open >= 3 {
        true => code.text(open - 3),
        false => "",
    };
    let mut parts = Vec::new();
    let (mut from, mut depth) = (open + 1, 0);
    for k in open + 1..close {
        match code.text(k) {
            "{" => depth += 1,
            "}" => depth -= 1,
            "," if depth == 0 => {
                parts.push(use_part(code, from, k, segment, foreign));
                from = k + 1;
            }
            _ => {}
        }
    }
    if from < close {
        parts.push(use_part(code, from, close - 1, segment, foreign));
    }
    Ok(What::Use {
        open: Some(open),
        parts,
    })
}

/// The use tree in code `from..=to` (inside a group whose path ends in `outer`, if any).
fn use_part(code: &Code, from: usize, to: usize, outer: &str, foreign: bool) -> Part {
    let mut names: Vec<String> = Vec::new();
    let mut always = false;
    // The last path segment before each open group, for `self` in it.
    let mut groups: Vec<&str> = vec![outer];
    let mut segment = "";
    for k in from..=to {
        let t = code.text(k);
        match t {
            "{" => groups.push(segment),
            "}" => {
                groups.pop();
            }
            "*" => always = true,
            "as" => {}
            _ if !code.is_ident(k) || code.text(k + 1) == "as" => {}
            _ if code.is_path_separator(k + 1) => segment = t,
            "_" => always = true,
            "self" => names.push(groups.last().copied().unwrap_or("").to_string()),
            _ => names.push(t.trim_start_matches("r#").to_string()),
        }
    }
    always |= foreign
        && names
            .iter()
            .any(|n| STD_METHOD_TRAITS.contains(&n.as_str()));
    Part {
        start: from,
        end: to,
        names,
        always,
    }
}

/// The standard library's traits whose methods code calls without naming the trait (`r.read(..)`,
/// `x.hash(..)`), so that an import of one stays even when its name is not live. Any other
/// import from `std`, `core` or `alloc` goes when nothing kept names what it brings in; a trait
/// missing from this list shows as a bundle that does not compile, which the tests catch.
const STD_METHOD_TRAITS: [&str; 14] = [
    "Read",
    "Write",
    "BufRead",
    "Seek",
    "Hash",
    "Hasher",
    "BuildHasher",
    "FromStr",
    "TryFrom",
    "TryInto",
    "FromIterator",
    "Extend",
    "Iterator",
    "IntoIterator",
];

/// The names a `use` item (`use` at code index `keyword`, `;` at `end`) brings in.
pub fn use_names(code: &Code, keyword: usize, end: usize) -> Vec<String> {
    match use_item(code, keyword, end) {
        Ok(What::Use { parts, .. }) => parts.into_iter().flat_map(|p| p.names).collect(),
        _ => Vec::new(),
    }
}

/// The name of a type or trait item.
fn type_name(what: &What) -> Option<&String> {
    match what {
        What::Named { keyword, name }
            if matches!(keyword.as_str(), "struct" | "enum" | "union" | "type") =>
        {
            Some(name)
        }
        What::Trait { name, .. } => Some(name),
        _ => None,
    }
}

/// The names of the library's types and traits, into `types`.
fn local_types(items: &[Item], types: &mut Names) {
    for item in items {
        types.extend(type_name(&item.what).cloned());
        if let What::Mod { items, .. } = &item.what {
            local_types(items, types);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Deciding.

/// A module being decided: whether its name is live, and the types and traits it defines.
struct Scope {
    open: bool,
    types: Names,
    /// Whether the module is kept anyway, so code in it may use its own types: open, or kept
    /// for an impl or macro that does not need them.
    reachable: bool,
}

/// What one round of deciding knows.
struct Context<'a> {
    live: &'a Names,
    types: &'a Names,
    /// The traits kept: named, or with a member named.
    traits: Names,
}

impl<'a> Context<'a> {
    fn new(items: &[Item], live: &'a Names, types: &'a Names) -> Self {
        let mut context = Context {
            live,
            types,
            traits: Names::new(),
        };
        context.find_traits(items);
        context
    }

    fn find_traits(&mut self, items: &[Item]) {
        for item in items {
            match &item.what {
                What::Trait { name, members }
                    if self.live.contains(name)
                        || members.iter().any(|m| self.live.contains(m)) =>
                {
                    self.traits.insert(name.clone());
                }
                What::Mod { items, .. } => self.find_traits(items),
                _ => {}
            }
        }
    }

    fn alive(&self, name: &str) -> bool {
        self.live.contains(name) || self.traits.contains(name)
    }

    /// The fates of a module's items, and whether any kept impl or macro in them works without
    /// the module being named (which keeps the module). `open`: the module's name is live.
    fn fates(&self, items: &[Item], open: bool) -> (Vec<Fate>, bool) {
        let mut scope = Scope {
            open,
            types: items
                .iter()
                .filter_map(|i| type_name(&i.what))
                .cloned()
                .collect(),
            reachable: open,
        };
        let (fates, escapes) = self.fates_in(items, &scope);
        if open || !escapes {
            return (fates, escapes);
        }
        scope.reachable = true;
        self.fates_in(items, &scope)
    }

    fn fates_in(&self, items: &[Item], scope: &Scope) -> (Vec<Fate>, bool) {
        let mut escapes = false;
        let fates = items
            .iter()
            .map(|item| {
                let (fate, escaping) = self.fate(&item.what, scope);
                escapes |= escaping;
                fate
            })
            .collect();
        (fates, escapes)
    }

    fn fate(&self, what: &What, scope: &Scope) -> (Fate, bool) {
        let keep = |kept: bool| if kept { Fate::Keep } else { Fate::Drop };
        match what {
            What::Named { name, .. } => (keep(self.live.contains(name)), false),
            What::Macro(name) => (keep(self.live.contains(name)), self.live.contains(name)),
            What::Trait { name, .. } => (keep(self.traits.contains(name)), false),
            What::Use { parts, .. } => {
                let kept = parts
                    .iter()
                    .map(|p| p.always || p.names.iter().any(|n| self.alive(n)));
                (partly(kept.collect()), false)
            }
            What::Other => (Fate::Keep, false),
            What::Mod { name, items, .. } => {
                let open = scope.open && self.live.contains(name);
                let (items, escapes) = self.fates(items, open);
                let emitted = open || escapes;
                (Fate::Module { emitted, items }, escapes)
            }
            What::Impl {
                self_names,
                trait_names,
                items,
                ..
            } => {
                if !self.impl_kept(self_names, trait_names.as_deref(), scope) {
                    return (Fate::Drop, false);
                }
                if trait_names.is_some() {
                    return (Fate::Keep, true);
                }
                // An inherent impl with nothing named in it is of no use.
                let fate = partly(items.iter().map(|m| self.member_kept(m)).collect());
                let escapes = !matches!(fate, Fate::Drop);
                (fate, escapes)
            }
        }
    }

    /// Whether an impl in `scope` is kept: by the local types its self type names, or when it
    /// names none, by its trait's.
    fn impl_kept(
        &self,
        self_names: &[String],
        trait_names: Option<&[String]>,
        scope: &Scope,
    ) -> bool {
        let local = |names: &[String]| -> Vec<String> {
            names
                .iter()
                .filter(|n| self.types.contains(*n))
                .cloned()
                .collect()
        };
        // A type of the impl's own module is that one: outside code cannot reach it in a module
        // whose name is not live, so only code kept in the module itself can use the impl.
        let alive = |n: &String| match scope.types.contains(n) {
            true => scope.reachable && self.alive(n),
            false => self.alive(n),
        };
        let local_self = local(self_names);
        if !local_self.is_empty() {
            return local_self.iter().any(alive);
        }
        let local_trait = trait_names.map(local).unwrap_or_default();
        local_trait.is_empty() || local_trait.iter().any(alive)
    }

    /// Whether a member of a kept inherent impl stays: functions and constants only when named.
    fn member_kept(&self, member: &Item) -> bool {
        match &member.what {
            What::Named { keyword, name } if keyword == "fn" || keyword == "const" => {
                self.live.contains(name)
            }
            _ => true,
        }
    }
}

/// What keeps or drops some of its parts: where its header ends (the `{` of an impl or of a
/// `use` group) and the spans of its parts (members, group elements).
fn parts(what: &What) -> (usize, Vec<(usize, usize)>) {
    match what {
        What::Impl { open, items, .. } => (*open, items.iter().map(|i| (i.start, i.end)).collect()),
        What::Use {
            open: Some(open),
            parts,
        } => (*open, parts.iter().map(|p| (p.start, p.end)).collect()),
        _ => unreachable!("only impls and use groups keep some of their parts"),
    }
}

/// `Keep` if every part stays, `Drop` if none does, else which do.
fn partly(kept: Vec<bool>) -> Fate {
    if !kept.contains(&true) {
        Fate::Drop
    } else if !kept.contains(&false) {
        Fate::Keep
    } else {
        Fate::Members(kept)
    }
}

/// The names kept items make live, into `names`.
fn contributions(code: &Code, items: &[Item], fates: &[Fate], names: &mut Names) {
    for (item, fate) in items.iter().zip(fates) {
        match (fate, &item.what) {
            (Fate::Keep, _) => collect(code, item.start, item.end, names),
            (Fate::Members(kept), what) => {
                let (header, parts) = parts(what);
                collect(code, item.start, header, names);
                for (&(start, end), _) in parts.iter().zip(kept).filter(|(_, &k)| k) {
                    collect(code, start, end, names);
                }
            }
            (
                Fate::Module {
                    emitted: true,
                    items: fates,
                },
                What::Mod { open, items, .. },
            ) => {
                // Its attributes, not its name: a module kept for an impl stays unnamed.
                collect(code, item.start, open - 2, names);
                contributions(code, items, fates, names);
            }
            _ => {}
        }
    }
}

/// The modules declared at the top level of `source`, with their sizes as written.
pub fn modules(source: &str) -> Result<Vec<Module>, String> {
    let tokens = tokenize(source)?;
    let code = Code::new(&tokens);
    let mut offsets = vec![0];
    for token in &tokens {
        offsets.push(offsets[offsets.len() - 1] + token.text.len());
    }
    let bytes = |item: &Item| offsets[code.sig[item.end] + 1] - offsets[code.sig[item.start]];
    Ok(module_tree(&parse_items(&code, 0, code.len())?, &bytes))
}

fn module_tree(items: &[Item], bytes: &dyn Fn(&Item) -> usize) -> Vec<Module> {
    let modules = items.iter().filter_map(|item| match &item.what {
        What::Mod { name, items, .. } => Some((item, name, items)),
        _ => None,
    });
    modules
        .map(|(item, name, items)| {
            let children_bytes: usize = items
                .iter()
                .filter(|i| matches!(i.what, What::Mod { .. }))
                .map(bytes)
                .sum();
            Module {
                name: name.clone(),
                bytes: bytes(item) - children_bytes,
                children: module_tree(items, bytes),
            }
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Emitting.

/// The kept code rendered, each module with the 2021-prelude imports it needs.
fn emit(code: &Code, items: &[Item], fates: &[Fate]) -> String {
    let mut delete = vec![false; code.tokens.len()];
    mark_dropped(code, items, fates, &mut delete);
    let mut emitter = Emitter {
        code,
        delete: &delete,
        out: String::new(),
    };
    emitter.module(items, fates, 0, code.tokens.len());
    emitter.out
}

fn mark_dropped(code: &Code, items: &[Item], fates: &[Fate], delete: &mut [bool]) {
    let drop = |start: usize, end: usize, delete: &mut [bool]| {
        for d in &mut delete[code.sig[start]..=code.sig[end]] {
            *d = true;
        }
    };
    for (item, fate) in items.iter().zip(fates) {
        match (fate, &item.what) {
            (Fate::Drop, _) | (Fate::Module { emitted: false, .. }, _) => {
                drop(item.start, item.end, delete)
            }
            (Fate::Members(kept), what) => {
                for (&(start, end), _) in parts(what).1.iter().zip(kept).filter(|(_, &k)| !k) {
                    drop(start, end, delete);
                }
            }
            (Fate::Module { items: fates, .. }, What::Mod { items, .. }) => {
                mark_dropped(code, items, fates, delete)
            }
            _ => {}
        }
    }
}

/// Renders kept tokens module by module, adding each module's 2021-prelude imports at its end.
struct Emitter<'a, 'b> {
    code: &'a Code<'a>,
    delete: &'b [bool],
    out: String,
}

impl Emitter<'_, '_> {
    /// Renders tokens `from..to`, a module's body whose items are `items`.
    fn module(&mut self, items: &[Item], fates: &[Fate], from: usize, to: usize) {
        let mut own: Vec<RustToken> = Vec::new();
        let mut next = from;
        for (item, fate) in items.iter().zip(fates) {
            if let (
                Fate::Module {
                    emitted: true,
                    items: fates,
                },
                What::Mod { open, items, .. },
            ) = (fate, &item.what)
            {
                let body = self.code.sig[*open] + 1;
                let close = self.code.sig[item.end];
                self.tokens(next, body, &mut own);
                self.module(items, fates, body, close);
                next = close;
            }
        }
        self.tokens(next, to, &mut own);
        self.out.push_str(&super::prelude_2021_imports(&own, ""));
    }

    /// Renders the kept tokens `from..to`, remembering them in `own`.
    fn tokens(&mut self, from: usize, to: usize, own: &mut Vec<RustToken>) {
        let kept: Vec<RustToken> = (from..to)
            .map(|i| match self.delete[i] {
                true => RustToken::removed(),
                false => self.code.tokens[i].clone(),
            })
            .collect();
        self.out.push_str(&render(&kept));
        own.extend(kept);
    }
}
