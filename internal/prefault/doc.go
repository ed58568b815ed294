// Package prefault maps the program's machine code into its address space
// in one step, when the program starts, instead of a page fault at a time.
//
// The puzzlesat binary holds about 3.7 MB of code for its 37 genres, and
// every command runs the package initialisers spread across it: starting
// touched some 50 pages of code far apart, each a page fault, and on the
// virtual machines that run CI a fault costs tens of microseconds. One
// madvise(MADV_POPULATE_READ) over the code segment maps it whole: measured
// alternated with the build without it (300 runs each), `puzzlesat --help`
// took 1.50 times a static Go hello-world where it had taken 1.69, and
// `puzzlesat calendar 2026-07-23` 1.92 times where it had taken 2.09. The
// read-only data (4.3 MB, mostly tables a command never reads) and the
// writable data are left to fault as they are used: populating them as
// well cost more than it saved.
//
// Importing the package is all it takes (cmd/puzzlesat does, blank); its
// initialiser depends on nothing but syscall, so it runs before the
// initialisers it speeds up. Elsewhere than on 64-bit Linux, and on a
// kernel older than 5.14 (without MADV_POPULATE_READ), it does nothing.
package prefault
