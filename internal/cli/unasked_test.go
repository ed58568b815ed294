package cli

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/solve"
)

// TestUnasked: a question a genre cannot answer is left out of its help
// and of its line in the listing, and asking it is refused (QA: the
// calendar's help offered --forced, --explain, --hint and --rate, and each
// was refused).
func TestUnasked(t *testing.T) {
	asked := 0
	for _, g := range solve.Genres() {
		if len(g.Unasked) == 0 {
			continue
		}
		help, _, code := runCLI(t, "", g.Name, "--help")
		if code != 0 {
			t.Fatalf("%s --help: exit %d", g.Name, code)
		}
		listing, _, _ := runCLI(t, "", "genres", g.Name)
		footer := listing[strings.LastIndex(strings.TrimSpace(listing), "\n")+1:]
		for _, q := range g.Unasked {
			asked++
			if strings.Contains(help, "--"+q+" ") {
				t.Errorf("%s --help offers --%s", g.Name, q)
			}
			if strings.Contains(footer+" ", "--"+q+" ") {
				t.Errorf("genres %s: %q offers --%s", g.Name, footer, q)
			}
			if _, errs, code := runCLI(t, "", g.Name, "--"+q); code != 2 || !strings.Contains(errs, "--"+q) {
				t.Errorf("%s --%s: exit %d, %q; want 2 and a line naming the flag", g.Name, q, code, errs)
			}
		}
		js, _, _ := runCLI(t, "", "genres", "--format", "json", g.Name)
		if want := `"unasked":["` + strings.Join(g.Unasked, `","`) + `"]`; !strings.Contains(js, want) {
			t.Errorf("genres --format json %s: %.200s, want %s", g.Name, js, want)
		}
		if !strings.Contains(help, "--count") || !strings.Contains(footer, "--count") {
			t.Errorf("%s: the other common flags are gone too", g.Name)
		}
	}
	if asked == 0 {
		t.Fatal("no genre leaves a question out (the calendar did)")
	}
}
