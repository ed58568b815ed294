package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/queens"
)

func TestQueensCount(t *testing.T) {
	// OEIS A000170.
	want := map[int]string{1: "1", 2: "0", 3: "0", 6: "4", 8: "92", 10: "724", 11: "2680"}
	for n, count := range want {
		for _, j := range []string{"1", "2"} {
			out, errs, code := runCLI(t, "", "queens", strconv.Itoa(n), "--count", "-j", j)
			if code != 0 || lastLine(out) != count {
				t.Errorf("queens %d --count -j %s: %q (exit %d, stderr %q), want %s", n, j, lastLine(out), code, errs, count)
			}
		}
	}
}

func TestQueensSolveAndJSON(t *testing.T) {
	out, _, code := runCLI(t, "", "queens", "8")
	if code != 0 || strings.Count(out, "Q") != 8 || strings.Count(out, "\n") != 8 {
		t.Errorf("queens 8: exit %d\n%s", code, out)
	}
	out, _, code = runCLI(t, "", "queens", "6", "--all", "--format", "json")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 4 {
		t.Fatalf("queens 6 --all --format json: exit %d, %d lines", code, len(lines))
	}
	p, _ := queens.New(6)
	for _, line := range lines {
		var obj struct {
			Puzzle string `json:"puzzle"`
			Status string `json:"status"`
			Queens []int  `json:"queens"`
		}
		if err := json.Unmarshal([]byte(line), &obj); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		if obj.Status != "sat" || obj.Puzzle != "queens 6" {
			t.Errorf("%s: wrong fields", line)
		}
		if err := queens.Verify(p, obj.Queens); err != nil {
			t.Errorf("%s: %v", line, err)
		}
	}
	out, _, _ = runCLI(t, "", "queens", "8", "--count", "--format", "json")
	if strings.TrimSpace(out) != `{"puzzle":"queens 8","status":"sat","count":92}` {
		t.Errorf("queens 8 --count --format json: %s", out)
	}
}

func TestQueensLimitAndUnique(t *testing.T) {
	out, _, code := runCLI(t, "", "queens", "8", "--all", "--limit", "5", "--format", "json")
	if code != 0 || strings.Count(out, "\n") != 5 {
		t.Errorf("--all --limit 5: exit %d, %d lines", code, strings.Count(out, "\n"))
	}
	out, _, code = runCLI(t, "", "queens", "8", "--count", "--limit", "10")
	if code != 0 || lastLine(out) != "10" {
		t.Errorf("--count --limit 10: %q exit %d", lastLine(out), code)
	}
	// --limit alone lists up to N, as --all does: 6-queens has 4
	// solutions (OEIS A000170), so 3 stop at the limit and 10 do not.
	for _, tc := range []struct {
		limit string
		want  int
		note  string
	}{{"3", 3, "queens 6: 3 solutions (stopped at --limit)"}, {"10", 4, "queens 6: 4 solutions\n"}, {"0", 4, "queens 6: 4 solutions\n"}} { // 0: no limit (it printed one)
		out, _, code := runCLI(t, "", "queens", "6", "--limit", tc.limit, "--format", "json")
		seen := map[string]bool{}
		for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
			var obj struct{ Queens []int }
			if err := json.Unmarshal([]byte(line), &obj); err != nil || !queensValid(obj.Queens, 6) {
				t.Errorf("--limit %s: not a solution: %s", tc.limit, line)
			}
			seen[fmt.Sprint(obj.Queens)] = true
		}
		if code != 0 || len(seen) != tc.want {
			t.Errorf("--limit %s: exit %d, %d distinct solutions, want %d", tc.limit, code, len(seen), tc.want)
		}
		if _, errs, _ := runCLI(t, "", "queens", "6", "--limit", tc.limit); !strings.Contains(errs, tc.note) {
			t.Errorf("--limit %s: stderr %q, want %q", tc.limit, errs, tc.note)
		}
	}
	if _, errs, code := runCLI(t, "", "queens", "6", "--limit", "2", "--unique"); code != 2 || !strings.Contains(errs, "--limit") {
		t.Errorf("--unique --limit: exit %d, %q", code, errs)
	}
	// 4-queens has two solutions; with a queen at (0,1) only one remains.
	if _, _, code := runCLI(t, "", "queens", "4", "--unique"); code != 1 {
		t.Errorf("queens 4 --unique: exit %d, want 1", code)
	}
	if _, _, code := runCLI(t, "", "queens", "4", "--unique", "--place", "0,1"); code != 0 {
		t.Errorf("queens 4 --unique --place 0,1: exit %d, want 0", code)
	}
}

func TestQueensCompletion(t *testing.T) {
	out, _, code := runCLI(t, "", "queens", "8", "--place", "0,3", "--place", "5,1", "--count")
	p, _ := queens.New(8)
	p.Place(0, 3)
	p.Place(5, 1)
	if code != 0 || lastLine(out) == "0" {
		t.Errorf("completion count: %q, exit %d", out, code)
	}
	// Two queens on one diagonal cannot be completed: no solution, exit 1.
	_, errs, code := runCLI(t, "", "queens", "8", "--place", "0,0", "--place", "1,1")
	if code != 1 || !strings.Contains(errs, "no solution") {
		t.Errorf("attacking placement: exit %d, stderr %q", code, errs)
	}
	board := filepath.Join(t.TempDir(), "board.txt")
	os.WriteFile(board, []byte("...Q....\n........\n........\n........\n........\n.Q......\n........\n........\n"), 0o644)
	out2, _, code := runCLI(t, "", "queens", "--board", board, "--count")
	if code != 0 || lastLine(out2) != lastLine(out) {
		t.Errorf("--board: %q, --place: %q", lastLine(out2), lastLine(out))
	}
	out3, _, code := runCLI(t, "...Q....\n........\n........\n........\n........\n.Q......\n........\n........\n", "queens", "--board", "-")
	if code != 0 || !strings.HasPrefix(out3, ". . . Q") {
		t.Errorf("--board - : exit %d\n%s", code, out3)
	}
}

func TestQueensBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"queens", "0"}, "board size 0"},
		{[]string{"queens", "abc"}, `N "abc"`},
		{[]string{"queens"}, "expected the board size"},
		{[]string{"queens", "8", "--amo", "nosuch"}, "--amo"},
		{[]string{"queens", "8", "--card", "pairwise"}, "--card"},
		{[]string{"queens", "8", "--limit", "-1"}, "--limit -1"},
		{[]string{"queens", "8", "--format", "xml"}, "--format"},
		{[]string{"queens", "8", "--place", "9,9"}, "--place"},
		{[]string{"queens", "8", "--place", "x"}, "--place"},
		{[]string{"queens", "8", "--nosuchflag"}, "unknown flag"},
		{[]string{"queens", "--board", "/nonexistent/board"}, "--board"},
		{[]string{"nosuchcommand"}, `unknown command "nosuchcommand"`},
		{[]string{"card", "--n", "5", "--k", "2", "--op", "sometimes"}, "--op"},
		{[]string{"card", "--n", "0", "--k", "0"}, "--n 0"},
		{[]string{"card", "--n", "5", "--k", "9"}, "--k 9"},
		{[]string{"card", "--n", "5", "--k", "2", "--encoding", "nosuch"}, "--encoding"},
	} {
		_, errs, code := runCLI(t, "", tc.args...)
		if code != 2 || !strings.Contains(errs, tc.want) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and one line with %q", tc.args, code, errs, tc.want)
		}
	}
}

func TestQueensTimeoutIsPartial(t *testing.T) {
	out, errs, code := runCLI(t, "", "queens", "14", "--count", "--timeout", "300ms", "-j", "2")
	if code != 3 || !strings.HasSuffix(lastLine(out), "(partial)") || !strings.Contains(errs, "--timeout") {
		t.Errorf("timeout: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	out, _, code = runCLI(t, "", "queens", "14", "--count", "--timeout", "300ms", "-j", "1", "--format", "json")
	if code != 3 || !strings.Contains(out, `"status":"timeout"`) || !strings.Contains(out, `"partial":true`) {
		t.Errorf("timeout json: exit %d, %q", code, out)
	}
}

// TestQueensStoppedListIsPartial: solutions shown when --timeout stops
// a run are marked partial in JSON, each a solution all the same: a
// list cut short (and, under --unique, a solution not proven unique, on
// whose "unique": false a reader must not act).
func TestQueensStoppedListIsPartial(t *testing.T) {
	out, _, code := runCLI(t, "", "queens", "30", "--all", "--cube-depth", "1", "--timeout", "200ms", "-j", "1", "--format", "json")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 3 || out == "" {
		t.Fatalf("exit %d, %q", code, out)
	}
	for _, line := range lines {
		var got struct {
			Status  string
			Queens  []int
			Partial bool
		}
		if err := json.Unmarshal([]byte(line), &got); err != nil || got.Status != "timeout" || !got.Partial || !queensValid(got.Queens, 30) {
			t.Fatalf("%q: %v", line, err)
		}
	}
}

// TestQueensStoppedWhileSplitting: a run stopped while it makes its cubes
// (30-queens' of five rows for --all take seconds) still answers the
// puzzle in JSON, stopped with nothing found.
func TestQueensStoppedWhileSplitting(t *testing.T) {
	out, errs, code := runCLI(t, "", "queens", "30", "--all", "--timeout", "100ms", "-j", "1", "--format", "json")
	var got struct {
		Puzzle, Status string
		Count          *int
		Partial        bool
	}
	if err := json.Unmarshal([]byte(out), &got); code != 3 || err != nil || got.Status != "timeout" || !got.Partial || got.Count == nil || *got.Count != 0 {
		t.Fatalf("exit %d, %q %q", code, out, errs)
	}
}

func TestQueensDIMACSAndStats(t *testing.T) {
	path := filepath.Join(t.TempDir(), "q.cnf")
	_, errs, code := runCLI(t, "", "queens", "6", "--dimacs", path, "--stats")
	data, err := os.ReadFile(path)
	if code != 0 || err != nil || !strings.Contains(string(data), "p cnf 36 ") {
		t.Errorf("--dimacs: exit %d, %v, %.80q", code, err, data)
	}
	if !strings.Contains(errs, "variables") || !strings.Contains(errs, "conflicts") {
		t.Errorf("--stats: %q", errs)
	}
}

// queensValid reports whether cols (the column of the queen in each row)
// places n queens that do not attack each other: read from the board
// alone.
func queensValid(cols []int, n int) bool {
	if len(cols) != n {
		return false
	}
	for r1, c1 := range cols {
		if c1 < 0 || c1 >= n {
			return false
		}
		for r2 := r1 + 1; r2 < n; r2++ {
			c2 := cols[r2]
			if c1 == c2 || c1-c2 == r1-r2 || c1-c2 == r2-r1 {
				return false
			}
		}
	}
	return true
}
