package cli

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/solve"
)

// TestGenerateSizeRefused: a --size far past any genre's largest is
// refused at once, in one line naming --size and its range (the genres
// share kit.GenerateSize, or say the same in their own words), or the
// grid it asks for, where --rows and --cols may set each side.
func TestGenerateSizeRefused(t *testing.T) {
	n := 0
	for _, g := range solve.Genres() {
		if g.Generate == nil {
			continue
		}
		n++
		_, errs, code := runCLI(t, "", "generate", g.Name, "--size", "5000", "--seed", "1")
		if code != 2 || !strings.Contains(errs, "--size 5000") && !strings.Contains(errs, "a 5000×5000 grid") || !strings.Contains(errs, "expected") || strings.Count(strings.TrimSpace(errs), "\n") > 0 {
			t.Errorf("generate %s --size 5000: exit %d, %q", g.Name, code, errs)
		}
	}
	if n < 30 {
		t.Fatalf("%d genres generate, expected 30 or more", n)
	}
}
