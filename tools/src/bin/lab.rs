//! lab: the game lab's command line (`make lab GAME=... [N=...]`); everything is in
//! `impartial_tools::cli::lab` (the command line) and `impartial_tools::lab` (the lab, whose
//! docs list the subcommands); docs/lab.md is the guide.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(impartial_tools::cli::lab::main(&args));
}
