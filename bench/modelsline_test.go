package bench

import (
	"regexp"
	"strconv"
	"testing"
)

// TestModelsLineAsRegexp checks modelsLine against the regular expression
// of the line it reads, clingo's summary line "Models : N" with perhaps
// '+' (clasp's printSummary writes it so, alone on its line), on clingo's
// own output and every line of up to five of the pieces that its scan
// tells apart. (The expression it replaced also took a count followed by
// more on its line, or a colon on the next line: clingo writes neither.)
func TestModelsLineAsRegexp(t *testing.T) {
	re := regexp.MustCompile(`(?m)^Models[ \t]*:[ \t]*(\d+)(\+?)[ \t]*$`)
	check := func(out string) {
		n, more, ok := modelsLine(out)
		m := re.FindStringSubmatch(out)
		if ok != (m != nil) {
			t.Errorf("modelsLine(%q) = %d, %v, %v; the expression finds %q", out, n, more, ok, m)
			return
		}
		if ok {
			want, _ := strconv.Atoi(m[1])
			if n != want || more != (m[2] != "") {
				t.Errorf("modelsLine(%q) = %d, %v; want %d, %v", out, n, more, want, m[2] != "")
			}
		}
	}
	check("clingo version 5.7.1\nSolving...\nSATISFIABLE\n\nModels       : 2+\nCalls        : 1\n")
	check("UNSATISFIABLE\n\nModels       : 0\nCalls        : 1\n")
	pieces := []string{"Models", " ", ":", "7", "+", "-", "\n", "x"}
	var walk func(s string, depth int)
	walk = func(s string, depth int) {
		check(s)
		check("Calls : 1\n" + s + "\n")
		if depth < 5 {
			for _, p := range pieces {
				walk(s+p, depth+1)
			}
		}
	}
	walk("", 0)
}
