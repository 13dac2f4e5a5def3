//! The lists of problems kept in other files, written from the registry by `make registry`.

use super::PROBLEMS;

/// The blocks of other files that are written from the registry (`make registry`), with the
/// file each belongs in: the README's table of problems and the judge binaries' `[[bin]]`
/// entries in `Cargo.toml`.
pub fn generated_blocks() -> Vec<(&'static str, String)> {
    let mut table = String::from(
        "| Judge problem | Title | Game | Theorem | Binary |\n|---|---|---|---|---|\n",
    );
    for p in PROBLEMS {
        table.push_str(&format!(
            "| {} | {} | {} | {} | [`{}`](docs/problems.md#{}) |\n",
            p.judge, p.title, p.game, p.theorem, p.name, p.name
        ));
    }
    let mut bins =
        String::from("# Judge problems: one binary each (written by `make registry`).\n");
    for p in PROBLEMS {
        bins.push_str(&format!(
            "[[bin]]\nname = \"{}\"\npath = \"bin/{}.rs\"\ntest = false\n\n",
            p.name, p.name
        ));
    }
    bins.push_str("# End of the judge problems.\n");
    vec![("README.md", table), ("Cargo.toml", bins)]
}
