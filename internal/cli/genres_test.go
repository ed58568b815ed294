package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/solve"
)

// The listing, the help and the commands come from one registry: every
// registered genre is listed with its formats and flags, is in the help,
// and runs as a command.
func TestGenresListing(t *testing.T) {
	out, errs, code := runCLI(t, "", "genres", "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	// The docs hold '<' (Futoshiki's signs), written as it is, as the
	// answers' JSON lines write theirs (solve.JSONEncoder).
	if !strings.Contains(out, "<") || strings.Contains(out, `\u003c`) {
		t.Errorf("the listing escapes '<' for HTML, or holds none")
	}
	listed := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var g struct {
			Name    string
			Inputs  []string
			Outputs []string
			Flags   []struct{ Name, Type, Default, Usage string }
		}
		if err := json.Unmarshal([]byte(line), &g); err != nil {
			t.Fatalf("%v: %s", err, line)
		}
		if !strings.Contains(line, `"aliases":[`) { // a list, empty for none (QA: null)
			t.Errorf("%s: aliases not a list: %.80s", g.Name, line)
		}
		if len(g.Inputs) == 0 || len(g.Outputs) < 2 || g.Outputs[0] != "text" {
			t.Errorf("%s: inputs %v, outputs %v", g.Name, g.Inputs, g.Outputs)
		}
		for _, f := range g.Flags {
			if f.Name == "" || f.Usage == "" {
				t.Errorf("%s: flag %+v without a name or usage", g.Name, f)
			}
		}
		listed[g.Name] = true
	}
	help, _, _ := runCLI(t, "", "--help")
	text, _, _ := runCLI(t, "", "genres")
	for _, g := range solve.Genres() {
		if !listed[g.Name] {
			t.Errorf("%s: not in the JSON listing", g.Name)
		}
		if !strings.Contains(help, "  "+g.Name+" ") || !strings.Contains(text, g.Name+": ") {
			t.Errorf("%s: not in the help or the text listing", g.Name)
		}
		for _, f := range genreFlags(g) {
			if !strings.Contains(text, "--"+f.Name) {
				t.Errorf("%s: flag --%s not in the text listing", g.Name, f.Name)
			}
		}
		if _, errs, code := runCLI(t, "", g.Name, "--help"); code != 0 || errs != "" {
			t.Errorf("%s --help: exit %d, %s", g.Name, code, errs)
		}
	}
	for _, want := range []string{"queens", "sudoku", "starbattle", "calendar"} {
		if !listed[want] {
			t.Errorf("genre %s missing", want)
		}
	}
	if _, errs, code := runCLI(t, "", "genres", "--format", "xml"); code != 2 || !strings.Contains(errs, "--format") {
		t.Errorf("--format xml: exit %d, %s", code, errs)
	}
}

// TestGenresDefaultOn: the listing says which of a genre's switches are on
// unless turned off (QA: slitherlink's --inside read "add the redundant
// colouring", as if it had to be asked for).
func TestGenresDefaultOn(t *testing.T) {
	on := 0
	for _, g := range solve.Genres() {
		out, _, code := runCLI(t, "", "genres", g.Name)
		if code != 0 {
			t.Fatalf("genres %s: exit %d", g.Name, code)
		}
		for _, f := range genreFlags(g) {
			var line string
			for _, l := range strings.Split(out, "\n") {
				if strings.HasPrefix(strings.TrimSpace(l), "--"+f.Name+" ") {
					line = l
				}
			}
			said := strings.Contains(line, "on by default; --"+f.Name+"=false turns it off")
			if want := f.Type == "bool" && f.Default == "true"; said != want {
				t.Errorf("genres %s: %q (default %s): says on by default %v", g.Name, line, f.Default, said)
			}
			if said {
				on++
			}
		}
	}
	if on == 0 {
		t.Fatal("no switch on by default (slitherlink's --inside is)")
	}
}
