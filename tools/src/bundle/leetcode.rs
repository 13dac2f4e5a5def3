//! The part of a binary that LeetCode takes: LeetCode runs no program on stdin but calls a method
//! of `impl Solution`, and supplies `struct Solution;` itself. So from a binary with an
//! `impl Solution { ... }` block the solution file takes that block, the binary's `use` items it
//! needs, and nothing else; the block using any other item of the binary is an error.

use super::shake::{roots, use_names};
use super::tokens::{Code, Kind, RustToken, Span};

/// The `impl Solution` block of a stripped binary, preceded by the `use` items it needs, or
/// `None` if the binary has no such block.
pub fn solution(tokens: &[RustToken]) -> Result<Option<Vec<RustToken>>, String> {
    let code = Code::new(tokens);
    let items: Vec<(Span, usize)> = code
        .items(0, code.len())?
        .into_iter()
        .filter_map(|span| span.keyword.map(|k| (span, k)))
        .collect();
    let is_block = |k: usize| {
        code.text(k) == "impl" && code.text(k + 1) == "Solution" && code.text(k + 2) == "{"
    };
    let Some(&(block, _)) = items.iter().find(|(_, k)| is_block(*k)) else {
        return Ok(None);
    };
    let span_tokens = |span: Span| &tokens[code.sig[span.start]..=code.sig[span.end]];
    let used = roots(span_tokens(block));
    let mut out = Vec::new();
    for &(item, keyword) in &items {
        let name = code.text(keyword + 1);
        match code.text(keyword) {
            "use" => {
                let names = use_names(&code, keyword, item.end);
                if names.iter().any(|n| used.contains(n)) {
                    out.extend_from_slice(span_tokens(item));
                    out.push(RustToken::new(Kind::Whitespace, "\n"));
                }
            }
            "impl" => {}
            _ if name != "Solution" && used.contains(name) => {
                return Err(format!(
                    "impl Solution uses `{}`, which LeetCode would not have: keep what the \
                     solution needs inside the block or in the library",
                    name
                ));
            }
            _ => {}
        }
    }
    if !out.is_empty() {
        out.push(RustToken::new(Kind::Whitespace, "\n"));
    }
    out.extend_from_slice(span_tokens(block));
    Ok(Some(out))
}
