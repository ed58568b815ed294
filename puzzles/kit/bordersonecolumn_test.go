package kit

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

// TestOpenBordersOneColumn: an open border (--forced) between the cells
// of one column is drawn dotted across, not as a dotted line down the
// left side beside a solid one (it was taken for a vertical border when
// the cells' indexes differ by one, as on one column they always do).
func TestOpenBordersOneColumn(t *testing.T) {
	s := grid.Shape{Rows: 3, Cols: 1}
	text := ShowBorders(s, []int{Unknown, 1}, func(int) string { return "" }, false).Text
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	if len(lines) != 7 || lines[2] != "├┄┄┄┤" || lines[4] != "├───┤" || strings.Contains(text, "┆") {
		t.Errorf("one column, the first border open, the second on:\n%s", text)
	}
}
