package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

// generate starbattle makes layouts that the solver proves unique, in the
// region grid format, as JSON and as puzz.link URLs, the same for a seed
// with one worker or two; bad flags get one line and exit 2.
func TestStarbattleGenerate(t *testing.T) {
	out, errs, code := runCLI(t, "", "generate", "starbattle", "--seed", "7", "--size", "8")
	if code != 0 || !strings.HasPrefix(out, "8 8 1\n") || strings.Count(out, "\n") != 9 {
		t.Fatalf("exit %d: %q %s", code, out, errs)
	}
	res, errs, code := runCLI(t, out, "starbattle", "-j1", "--unique")
	if code != 0 || !strings.Contains(errs, ": unique") || strings.Count(res, "★") != 8 {
		t.Fatalf("generated layout not unique: exit %d, %s%s\n%s", code, res, errs, out)
	}
	again, _, _ := runCLI(t, "", "generate", "starbattle", "--seed", "7", "--size", "8")
	if again != out {
		t.Fatalf("--seed 7 gave two layouts:\n%s\n%s", out, again)
	}
	// The usual size: 10×10 with 2 stars.
	out, errs, code = runCLI(t, "", "generate", "starbattle", "--seed", "3")
	if code != 0 || !strings.HasPrefix(out, "10 10 2\n") {
		t.Fatalf("default size: exit %d, %q %s", code, out, errs)
	}
	// A batch as URLs, the same with two workers.
	one, errs, code := runCLI(t, "", "generate", "starbattle", "--seed", "5", "--size", "9", "--count", "3", "--format", "url")
	if code != 0 || strings.Count(one, "https://puzz.link/p?starbattle/9/9/2/") != 3 {
		t.Fatalf("--format url: exit %d, %q %s", code, one, errs)
	}
	two, _, code := runCLI(t, "", "generate", "starbattle", "--seed", "5", "--size", "9", "--count", "3", "--format", "url", "-j", "2")
	if code != 0 || two != one {
		t.Fatalf("-j 2 gave other layouts (exit %d):\n%s\nagainst\n%s", code, two, one)
	}
	res, errs, code = runCLI(t, one, "starbattle", "-j1", "--unique")
	if code != 0 || strings.Count(errs, ": unique") != 3 {
		t.Fatalf("generated URLs not unique: exit %d, %s%s", code, res, errs)
	}
	// JSON: the puzzle in the genre's JSON form, which the solver reads.
	out, errs, code = runCLI(t, "", "generate", "starbattle", "--seed", "2", "--size", "6", "--stars", "1", "--format", "json")
	var obj struct {
		Input    json.RawMessage
		Solution struct{ Stars [][2]int }
		Link     string
		Givens   int
		Layouts  int
	}
	if code != 0 || json.Unmarshal([]byte(out), &obj) != nil || len(obj.Solution.Stars) != 6 || obj.Layouts < 1 || !strings.HasPrefix(obj.Link, "https://puzz.link/p?starbattle/6/6/1/") {
		t.Fatalf("--format json: exit %d, %q %s", code, out, errs)
	}
	res, errs, code = runCLI(t, string(obj.Input), "starbattle", "-j1", "--unique", "--format", "json")
	var sol struct{ Stars [][2]int }
	if code != 0 || json.Unmarshal([]byte(res), &sol) != nil || len(sol.Stars) != 6 {
		t.Fatalf("the JSON input: exit %d, %s%s", code, res, errs)
	}
	for i := range sol.Stars {
		if sol.Stars[i] != obj.Solution.Stars[i] {
			t.Fatalf("the solver's stars %v, the generator's %v", sol.Stars, obj.Solution.Stars)
		}
	}
	for _, bad := range [][]string{
		{"generate", "starbattle", "--size", "8", "--stars", "3"},
		{"generate", "starbattle", "--size", "3"},
		{"generate", "starbattle", "--size", "31"},
		{"generate", "starbattle", "--stars", "-1"},
		{"generate", "starbattle", "--stars", "two"},
		{"generate", "starbattle", "--symmetric"},
		{"generate", "starbattle", "extra"},
	} {
		_, errs, code := runCLI(t, "", bad...)
		if code != 2 || strings.Count(strings.TrimSpace(errs), "\n") != 0 || errs == "" {
			t.Errorf("%v: exit %d, %q", bad, code, errs)
		}
	}
	// A negative count is told as such (QA: "expected 1 to 1 … 2×-1 stars").
	if _, errs, _ := runCLI(t, "", "generate", "starbattle", "--size", "5", "--stars", "-1"); !strings.Contains(errs, "--stars -1: expected 1 or more") {
		t.Errorf("--stars -1: %q", errs)
	}
}
