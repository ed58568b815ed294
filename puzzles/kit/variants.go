package kit

import "github.com/puzzlesat/puzzlesat/solve"

// variants returns the genre's workloads, one a variant (Bench.Variants),
// each of every file of Bench.Files.
func (g *Genre[P, S]) variants(axes []solve.Axis) func(src solve.BenchSource) ([]*solve.Workload, []string) {
	return func(src solve.BenchSource) ([]*solve.Workload, []string) {
		var files, notes []string
		for _, pattern := range g.Bench.Files {
			fs, note := src.Files(pattern)
			if note != "" {
				notes = append(notes, note)
			}
			files = append(files, fs...)
		}
		var out []*solve.Workload
		for _, v := range g.Bench.Variants {
			load := func(path string) ([]solve.BenchPuzzle, error) { return g.benchLoadAs(path, v.Apply) }
			out, notes = g.addWorkload(out, notes, src, v.Name, files, axes, load)
		}
		return out, notes
	}
}
