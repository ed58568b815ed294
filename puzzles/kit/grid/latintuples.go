package grid

// LatinTuples returns the ways to fill cells of a Latin square on s with
// values 1 to the side, no value twice in a row or a column among them,
// that ok accepts, in increasing order (the first cell's value counting
// most). ok sees each tuple as it grows, v[:1] to v[:len(cells)], and a
// beginning it refuses is not extended. It stops with false as soon as
// there are more than limit.
func (s Shape) LatinTuples(cells []int, limit int, ok func(v []int) bool) ([][]int, bool) {
	var out [][]int
	v := make([]int, len(cells))
	var rec func(i int) bool
	rec = func(i int) bool {
		if i == len(cells) {
			out = append(out, append([]int(nil), v...))
			return len(out) <= limit
		}
	next:
		for v[i] = 1; v[i] <= s.Cols; v[i]++ {
			r, c := s.RC(cells[i])
			for j := 0; j < i; j++ {
				if r2, c2 := s.RC(cells[j]); v[j] == v[i] && (r == r2 || c == c2) {
					continue next
				}
			}
			if ok(v[:i+1]) && !rec(i+1) {
				return false
			}
		}
		return true
	}
	done := rec(0)
	return out, done
}
