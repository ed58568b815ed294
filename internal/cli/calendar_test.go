package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/sat"
)

const (
	weekdayBoard  = "../../testdata/calendar/weekday-board.txt"
	weekdayPieces = "../../testdata/calendar/weekday-pieces.txt"
)

func TestCalendarOneDate(t *testing.T) {
	out, errs, code := runCLI(t, "", "calendar", "2026-07-23")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if lines[0] != "Jul 23" || len(lines) != 8 {
		t.Errorf("output:\n%s", out)
	}
	if strings.Contains(out, "\x1b[") {
		t.Error("colour codes written to a buffer, not a terminal")
	}
}

func TestCalendarToday(t *testing.T) {
	defer func(f func() time.Time) { now = f }(now)
	now = func() time.Time { return time.Date(2026, 10, 6, 8, 0, 0, 0, time.Local) }
	out, errs, code := runCLI(t, "", "calendar", "--count")
	if code != 0 || lastLine(out) != "7" {
		t.Errorf("calendar --count on Oct 6: exit %d, %q %s; want 7", code, out, errs)
	}
}

func TestCalendarCounts(t *testing.T) {
	for _, args := range [][]string{
		{"calendar", "Jul", "23", "--count"},
		{"calendar", "23 July", "--count", "-j", "2"},
		{"calendar", "7/23", "--count", "--amo", "sequential", "-j", "1"},
		{"calendar", "jul 23", "--count", "--pieces", "../../testdata/calendar/dragonfjord-pieces.txt", "--board", "../../testdata/calendar/dragonfjord-board.txt"},
	} {
		out, errs, code := runCLI(t, "", args...)
		if code != 0 || lastLine(out) != "78" {
			t.Errorf("%v: exit %d, last line %q (%s), want 78", args, code, lastLine(out), errs)
		}
	}
}

func TestCalendarAllJSON(t *testing.T) {
	out, errs, code := runCLI(t, "", "calendar", "Oct 6", "--all", "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 7 {
		t.Fatalf("%d tilings, want 7:\n%s", len(lines), out)
	}
	seen := map[string]bool{}
	for _, l := range lines {
		var v struct {
			Status string
			Pieces map[string][][2]int
		}
		if err := json.Unmarshal([]byte(l), &v); err != nil {
			t.Fatal(err)
		}
		cells := 0
		for _, cs := range v.Pieces {
			cells += len(cs)
		}
		if v.Status != "sat" || len(v.Pieces) != 8 || cells != 41 {
			t.Errorf("bad tiling: %s", l)
		}
		seen[l] = true
	}
	if len(seen) != 7 {
		t.Errorf("repeated tilings")
	}
	out, _, _ = runCLI(t, "", "calendar", "Oct 6", "--all", "--limit", "3")
	if strings.Count(out, "Oct 6") != 3 {
		t.Errorf("--limit 3 printed %d tilings", strings.Count(out, "Oct 6"))
	}
}

func TestCalendarNoFlip(t *testing.T) {
	out, errs, code := runCLI(t, "", "calendar", "Jul 23", "--no-flip", "--count")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if n := lastLine(out); n == "78" || n == "" {
		t.Errorf("--no-flip count %q: want fewer than 78", n)
	}
}

func TestCalendarWeekday(t *testing.T) {
	out, errs, code := runCLI(t, "", "calendar", "--board", weekdayBoard, "--pieces", weekdayPieces, "Thu Apr 8")
	if code != 0 || !strings.HasPrefix(out, "Thu Apr 8\n") || strings.Count(out, "*") != 3 {
		t.Errorf("exit %d: %s %s", code, out, errs)
	}
	_, errs, code = runCLI(t, "", "calendar", "--board", weekdayBoard, "--pieces", weekdayPieces, "Apr 8")
	if code != 2 || !strings.Contains(errs, "weekday") {
		t.Errorf("no weekday: exit %d, %q", code, errs)
	}
}

func TestCalendarBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"calendar", "Feb", "30"}, "February has no day 30"},
		{[]string{"calendar", "Apr 31"}, "April has no day 31"},
		{[]string{"calendar", "13/1"}, "month 13"},
		{[]string{"calendar", "banana"}, "expected a date"},
		{[]string{"calendar", "--format", "csv", "Jul 23"}, "--format csv"},
		{[]string{"calendar", "--letters", "greek"}, "--letters"},
		{[]string{"calendar", "--board", "/nonexistent/board"}, "--board"},
		{[]string{"calendar", "--pieces", "-", "Jul 23"}, "<stdin>:1:2"},
		{[]string{"calendar", "--all-dates", "--all"}, "--all-dates"},
		{[]string{"calendar", "--all-dates", "--limit", "5"}, "--limit"},
	} {
		out, errs, code := runCLI(t, "A?\n", c.args...)
		if code != 2 || !strings.Contains(errs, c.want) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%v: exit %d, stderr %q, stdout %q; want exit 2 and one line with %q", c.args, code, errs, out, c.want)
		}
	}
}

// TestCalendarYear runs the year's table and checks its shape and the
// published extremes (Oct 6: 7 tilings, Jan 25: 216).
func TestCalendarYear(t *testing.T) {
	if testing.Short() {
		t.Skip("the year's table takes a while")
	}
	out, errs, code := runCLI(t, "", "calendar", "--all-dates", "--count", "--format", "csv")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if lines[0] != "month,day,solutions" || len(lines) != 367 {
		t.Fatalf("header %q, %d lines", lines[0], len(lines))
	}
	want := map[string]bool{"10,6,7": true, "1,25,216": true, "7,23,78": true, "2,29,64": true}
	for _, l := range lines {
		delete(want, l)
	}
	if len(want) != 0 {
		t.Errorf("rows missing: %v", want)
	}
}

// TestCalendarYearJSON: a date of the year's table without a tiling is
// "unsat", as the date alone answers (the table said "sat" with count 0),
// and the year's line has "partial" only when it is true, as every
// answer.
func TestCalendarYearJSON(t *testing.T) {
	out, errs, code := runCLI(t, "", "calendar", "--all-dates", "--count", "--no-flip", "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	none := 0
	for _, line := range lines {
		var obj struct {
			Puzzle, Status string
			Count          *int
			Partial        *bool
		}
		if err := json.Unmarshal([]byte(line), &obj); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		switch {
		case obj.Puzzle == "calendar year":
			if obj.Status != "sat" || obj.Partial != nil {
				t.Errorf("the year's line: %s", line)
			}
		case obj.Count == nil || (*obj.Count == 0) != (obj.Status == "unsat"):
			t.Errorf("a date: %s", line)
		case *obj.Count == 0:
			none++
		}
	}
	if len(lines) != 367 || none == 0 {
		t.Errorf("%d lines, %d dates without a tiling", len(lines), none)
	}
	if out, _, code := runCLI(t, "", "calendar", "Jan 8", "--no-flip", "--count", "--format", "json"); code != 0 || !strings.Contains(out, `"status":"unsat"`) {
		t.Errorf("Jan 8 alone: exit %d, %s", code, out)
	}
}

// TestCalendarDIMACS: the calendar's default native constraints have no
// CNF, so --dimacs with the default encodings writes the CNF of auto's
// encodings (it used to fail with exit 2): clauses only, read back by
// sat.ReadDIMACS, and the run still counts.
func TestCalendarDIMACS(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cal.cnf")
	out, errs, code := runCLI(t, "", "calendar", "2026-07-23", "--count", "--dimacs", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	f, err := sat.ReadDIMACS(fh)
	if err != nil {
		t.Fatal(err)
	}
	if f.NumClauses() == 0 || f.NumCards() != 0 {
		t.Fatalf("%d clauses, %d native constraints", f.NumClauses(), f.NumCards())
	}
	if strings.TrimSpace(lastLine(out)) == "" {
		t.Fatalf("no count in %q", out)
	}
}
