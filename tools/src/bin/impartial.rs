//! `impartial`: the workshop's one command (`cargo install --path tools`). Its subcommands and
//! their option tables are `impartial_tools::cli`'s; this only hands them the arguments.

fn main() {
    // A copy of this program started as `impartial --measure ...` is the measuring helper of
    // `judge` and `bench` (impartial_tools::measure).
    impartial_tools::measure::serve("impartial");
    let args: Result<Vec<String>, _> = std::env::args_os()
        .skip(1)
        .map(|a| a.into_string())
        .collect();
    let status = match args {
        Ok(args) => impartial_tools::cli::main(&args),
        Err(word) => {
            eprintln!("impartial: {:?}: not UTF-8", word);
            2
        }
    };
    std::process::exit(status);
}
