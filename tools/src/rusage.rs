//! What the kernel says about memory and time: for the children a process has waited for,
//! `getrusage` with `RUSAGE_CHILDREN`, whose `ru_maxrss` is the peak resident set of the
//! largest child waited for and whose user and system times are the sum over all of them (the
//! one place the tools ask for it: [`crate::child`] after a measured run); for the process
//! itself, its own peak ([`own_peak_kib`]).
//!
//! std has no binding for `getrusage`; it is declared here by hand, for 64-bit Linux. On any
//! other target [`children`] is `None` and the tools print `n/a`.

use std::time::Duration;

/// The peak resident set (KiB) of the largest child this process has waited for, and the CPU
/// time (user + system) of all of them.
///
/// ```
/// let usage = impartial_tools::rusage::children();
/// if cfg!(all(target_os = "linux", target_pointer_width = "64")) {
///     assert!(usage.is_some());
/// }
/// ```
#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
pub fn children() -> Option<(u64, Duration)> {
    use std::os::raw::{c_int, c_long};

    /// `struct rusage` of 64-bit Linux: two `struct timeval` (two longs each), then fourteen
    /// longs of which `ru_maxrss` (in KiB) is the first.
    #[repr(C)]
    struct RUsage {
        utime: [c_long; 2],
        stime: [c_long; 2],
        maxrss: c_long,
        rest: [c_long; 13],
    }

    extern "C" {
        fn getrusage(who: c_int, usage: *mut RUsage) -> c_int;
    }

    const RUSAGE_CHILDREN: c_int = -1;

    let mut usage = RUsage {
        utime: [0; 2],
        stime: [0; 2],
        maxrss: 0,
        rest: [0; 13],
    };
    // SAFETY: `usage` is a valid, writable `struct rusage` with the kernel's layout on this
    // target (64-bit Linux, checked by the cfg above), and getrusage writes nothing else.
    let status = unsafe { getrusage(RUSAGE_CHILDREN, &mut usage) };
    let time =
        |t: [c_long; 2]| Duration::from_secs(t[0] as u64) + Duration::from_micros(t[1] as u64);
    (status == 0).then(|| (usage.maxrss as u64, time(usage.utime) + time(usage.stime)))
}

/// Not available here.
#[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
pub fn children() -> Option<(u64, Duration)> {
    None
}

/// This process's own peak resident set in KiB, where the system tells it (`VmHWM` of
/// `/proc/self/status`, Linux): the table tools' progress lines.
pub fn own_peak_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}
