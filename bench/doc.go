// Package bench measures the encodings of package encode on real puzzles.
//
// A Workload is a puzzle kind at one size (a sample of Sudoku grids, the
// Star Battle puzzles of one size, N-Queens at one N, a single cardinality
// constraint) that can be encoded under any encode.Config. Run encodes and
// solves every workload under every encoding, repeating each measurement and
// interleaving the encodings so that a slow moment of a shared machine falls
// on all of them alike, and returns one Row per workload, axis and encoding:
// the sizes, the search counts, and the median encoding and solving times,
// with the ratio to a baseline encoding measured in the same run.
//
// Two axes are compared apart: the at-most-one encoding (Config.AMO, with
// the cardinality encoding left to Auto; baseline pairwise) and the
// cardinality encoding (Config.Card, with at-most-one left to Auto; baseline
// seqcounter). The writers give CSV, JSON, a Markdown report and charts.
//
// Searches run one at a time in the calling process: gophersat cannot run
// two at once (see the README's "Layout"), and sequential runs are fairer for timing.
package bench
