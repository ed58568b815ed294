// Package prefault maps the program's machine code into its address space
// in one step, when the program starts, instead of a page fault at a time.
//
// The puzzlesat binary holds about 3.6 MB of code for its 37 genres, and
// every command runs the package initialisers spread across it: starting
// touched some 50 pages of code far apart, each a page fault, and on the
// virtual machines that run CI a fault costs about 10 microseconds. One
// madvise(MADV_POPULATE_READ) over the code segment maps it whole. How
// much that saves depends on how the binary's file sits in the page cache
// (2026-12-05, static builds, alternated with a Go hello world, medians):
//   - built a minute before, 400 runs: `puzzlesat --help` 1.49 times the
//     hello world against 1.52 without, `puzzlesat calendar 2026-07-23`
//     1.98 against 2.02;
//   - built an hour before, 300 runs: `--help` 1.57 against 1.73.
//
// The same code measured 1.50 to 1.73 times the hello world as its file
// aged, more than this saves. The read-only data (4.3 MB, mostly tables a
// command never reads) and the writable data are left to fault as they
// are used: populating them as well cost more than it saved.
//
// Importing the package is all it takes (cmd/puzzlesat does, blank); its
// initialiser depends on nothing but syscall, so it runs before most of
// the initialisers it speeds up. It finds the code in the ELF program
// headers at the start of /proc/self/exe, placed where /proc/self/auxv
// says the kernel loaded them. Elsewhere than on Linux, for a program
// that is not 64-bit ELF, and on a kernel older than 5.14 (without
// MADV_POPULATE_READ), it does nothing.
//
// Heap does the same for the heap a solver is about to fill, once a
// process (package sat calls it for a formula of 8,192 clauses or more).
// A fresh process writes each page of its heap for the first time, a
// fault each: a 25×25 Star Battle proven unique allocates 12.7 MB and
// took some 3,000 faults, where 40 runs in one process, on a heap mapped
// already, took half its time. Mapping 8 MB in one call made the whole
// process 0.86 times as long (sat has the figures). Mapping more than a
// run allocates costs the zeroing of pages never used: a calendar date,
// which allocates little, took 1.2 to 1.4 times as long with 4 to 16 MB
// mapped.
package prefault
