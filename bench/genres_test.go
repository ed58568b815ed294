package bench

// The benchmark's tests run every genre's workloads.
import _ "github.com/puzzlesat/puzzlesat/puzzles/all"
