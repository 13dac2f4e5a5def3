//! lab: the game lab's command line (`make lab GAME=... [N=...]`); everything is in
//! `impartial_tools::lab`, whose docs list the subcommands, and docs/lab.md is the guide.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(impartial_tools::lab::main(&args));
}
