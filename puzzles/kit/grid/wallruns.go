package grid

// Run is a maximal run of cells between walls, as WallRuns returns it.
type Run struct {
	Cells []int // in order: left to right, or top to bottom
	Down  bool  // a run of a column
	// Before is the wall just before the first cell (left of it, or
	// above it), -1 at the edge of the grid: where Kakuro writes the sum
	// of the run.
	Before int
}

// WallRuns returns the maximal runs of cells that are not walls, as Runs
// does (the rows' first, runs of one cell included), each with its
// direction and the wall before it.
func (s Shape) WallRuns(wall func(i int) bool) []Run {
	var out []Run
	for k, line := range s.Lines() {
		for j := 0; j < len(line); j++ {
			if wall(line[j]) {
				continue
			}
			r := Run{Down: k >= s.Rows, Before: -1}
			if j > 0 {
				r.Before = line[j-1]
			}
			for ; j < len(line) && !wall(line[j]); j++ {
				r.Cells = append(r.Cells, line[j])
			}
			out = append(out, r)
		}
	}
	return out
}
