package web_test

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// top95 #1, and it without the 4 of r1c1 and the 8 of r1c7 (several
// solutions).
const (
	top95 = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
	many  = "......8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
)

// An example of a genre: what is pasted in the page, and the command
// line's arguments after the genre for the same puzzle.
type example struct {
	input, genre string // genre: picked by hand, "" when recognised
	args         []string
	stdin        string
}

// exampleOf returns a genre's example: the first Tatham game ID of its
// test data, else its smallest puzzle file; for the genres of no file,
// their arguments.
func exampleOf(t *testing.T, genre string) (example, bool) {
	switch genre {
	case "queens":
		return example{input: "8", genre: "queens", args: []string{"8"}}, true
	case "calendar":
		return example{input: "2026-07-23", genre: "calendar", args: []string{"2026-07-23"}}, true
	}
	dir := filepath.Join("..", "testdata", genre)
	if b, err := os.ReadFile(filepath.Join(dir, "tatham.tsv")); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if f := strings.Split(line, "\t"); !strings.HasPrefix(line, "#") && len(f) > 1 {
				return example{input: f[1], args: []string{f[1]}}, true
			}
		}
	}
	entries, _ := os.ReadDir(dir)
	best, size := "", int64(-1)
	for _, e := range entries {
		n := e.Name()
		if !strings.HasSuffix(n, ".txt") && !strings.HasSuffix(n, ".json") || strings.Contains(n, "many") || strings.Contains(n, "contradiction") {
			continue
		}
		if info, err := e.Info(); err == nil && (size < 0 || info.Size() < size) {
			best, size = n, info.Size()
		}
	}
	if best == "" {
		return example{}, false
	}
	b, err := os.ReadFile(filepath.Join(dir, best))
	if err != nil {
		t.Fatal(err)
	}
	return example{input: string(b), stdin: string(b)}, true
}

// genres lists the page's genres.
func (tb *tab) genres() []string {
	var out []string
	tb.eval(`[...document.querySelectorAll('#genre option')].map(o => o.value).filter(v => v)`, &out)
	return out
}

// (1) Each genre's example, pasted and solved: the answer drawn is the
// command line's JSON answer for the same input.
func TestSolveEveryGenre(t *testing.T) {
	tb := open(t)
	genres := tb.genres()
	if len(genres) < 10 {
		t.Fatalf("the page lists %d genres: %v", len(genres), genres)
	}
	for _, g := range genres {
		ex, ok := exampleOf(t, g)
		if !ok {
			t.Errorf("%s: no example in testdata/%s", g, g)
			continue
		}
		t.Run(g, func(t *testing.T) {
			tb.t = t
			if msg := tb.read(ex.input, ex.genre); msg != "" {
				t.Fatalf("read: %s", msg)
			}
			var got string
			tb.eval(`document.getElementById('about').textContent`, &got)
			if !strings.HasPrefix(got, g+",") && !strings.HasPrefix(got, g+":") {
				// Read as another genre's: this one must be offered.
				var also []string
				tb.eval(`[...document.querySelectorAll('#about button.link')].map(b => b.textContent)`, &also)
				if !contains(also, g) {
					t.Fatalf("the input was read as %q, and %s is not offered (%v)", got, g, also)
				}
				t.Logf("read as %q; %s offered", got, g)
				v := tb.version()
				tb.run(chromedp.Click(chromedp.CSS(fmt.Sprintf(`#about button.link[data-genre=%s]`, g))))
				tb.wait(fmt.Sprintf(`Number(document.getElementById('board').dataset.version) !== %d`, v))
			}
			tb.ask("solve")
			kind, drawn := tb.drawn()
			if kind != "solution" {
				t.Fatalf("drawn: %q, want a solution", kind)
			}
			native := tb.h.nativeJSON(t, ex.stdin, append([]string{g, "-j", "1", "--format", "json"}, ex.args...)...)
			compare(t, g, native, drawn)
			if dir := os.Getenv("PUZZLESAT_SHOTS"); dir != "" {
				// Each genre's board, to look at.
				png, err := chromedp.Run(tb.ctx, chromedp.Screenshot(chromedp.ID("board")))
				if err == nil {
					err = os.WriteFile(filepath.Join(dir, g+".png"), png, 0o644)
				}
				if err != nil {
					t.Error(err)
				}
			}
		})
	}
}

// (2) The forced cells of puzzles with several solutions are --forced's.
func TestForced(t *testing.T) {
	tb := open(t)
	for _, ex := range []struct{ genre, input string }{
		{"sudoku", many},
		{"akari", ". . . .\n. 1 . .\n. . . #\n. . . .\n"},
		{"binox", ". . . .\n. . . .\nX . . .\n. . . .\n"},
		// Six solutions that share pieces of the loop: every forced edge
		// is drawn (the loop traced from one end held one piece).
		{"masyu", ". . B . W .\n. . . . . .\n. . . . . B\n. . W . . .\n. . . . . W\n. . W B . .\n"},
	} {
		t.Run(ex.genre, func(t *testing.T) {
			tb.t = t
			if msg := tb.read(ex.input, ex.genre); msg != "" {
				t.Fatal(msg)
			}
			tb.ask("forced")
			kind, drawn := tb.drawn()
			if kind != "forced" {
				t.Fatalf("drawn: %q, want forced", kind)
			}
			native := tb.h.nativeJSON(t, ex.input, ex.genre, "--forced", "-j", "1", "--format", "json")
			forced, ok := native["forced"].(map[string]any)
			if !ok {
				forced = map[string]any{"grid": native["forced"]}
			}
			compare(t, ex.genre+" --forced", forced, drawn)
		})
	}
}

// checked waits for the setter's status of the puzzle shown and its
// forced cells, and returns the status: "none", "one" or "several".
func (tb *tab) checked() string {
	tb.t.Helper()
	s := tb.verdict()
	tb.wait(fmt.Sprintf(`document.body.dataset.forcedVersion === '%d'`, tb.version()))
	return s
}

// verdict waits for the setter's status of the puzzle shown, which comes
// before its forced cells, and returns it.
func (tb *tab) verdict() string {
	tb.t.Helper()
	v := tb.version()
	tb.wait(fmt.Sprintf(`document.body.dataset.checkedVersion === '%d' && document.body.dataset.checked !== ''`, v))
	var s string
	tb.eval(`document.body.dataset.checked`, &s)
	return s
}

// (3b) Setter's mode on an empty 25×25 Fillomino, where the count takes a
// second or two and the forced cells over a minute: the verdict shows
// before them, and edits typed meanwhile show at once, all of them. The
// verdict waited for the forced cells; an edit waited for the check, and
// quick edits each started from the grid shown, so only the last stayed.
func TestSetterEditsWhileBusy(t *testing.T) {
	tb := open(t)
	if msg := tb.start("blank", "genre", "fillomino", "rows", "25", "cols", "25"); msg != "" {
		t.Fatal(msg)
	}
	tb.run(chromedp.Click(chromedp.ID("setter")))
	if s := tb.verdict(); s != "several" {
		t.Fatalf("an empty 25x25: %q, want several", s)
	}
	var status, forced string
	tb.eval(`document.getElementById('status').textContent`, &status)
	tb.eval(`document.body.dataset.forcedVersion || ''`, &forced)
	if !strings.HasPrefix(status, "Several solutions. Finding the forced cells") || forced == fmt.Sprint(tb.version()) {
		t.Fatalf("status %q, forced cells of version %q: the forced cells were not still to come", status, forced)
	}
	tb.run(chromedp.Focus(chromedp.ID("board")),
		chromedp.KeyEvent("3"), chromedp.KeyEvent(kb.ArrowRight),
		chromedp.KeyEvent("4"), chromedp.KeyEvent(kb.ArrowRight),
		chromedp.KeyEvent("5"))
	// Well within the forced cells' minute.
	tb.run(chromedp.Poll[chromedp.Void](`/^\s*3\s+4\s+5\s/.test(document.getElementById('out-text').value)`,
		chromedp.WithPollingInterval(5*time.Millisecond), chromedp.WithPollingTimeout(20*time.Second)))
	if s := tb.verdict(); s != "several" {
		t.Errorf("after three edits: %q, want several", s)
	}
	tb.run(chromedp.Click(chromedp.ID("stop")))
}

// (3c) Unique? on an input of two puzzles answers for the first: here it
// has no solution. The second's solutions were taken too, and the page
// said the first was unique, drawing the second's solution on it.
func TestUniqueFirstOfSeveral(t *testing.T) {
	tb := open(t)
	if msg := tb.read("1 1\n---\n. 5 . . .\n. . 2 . .\n. . . . .\n. . 1 . .\n. . . 3 .\n", "nurikabe"); msg != "" {
		t.Fatal(msg)
	}
	tb.ask("unique")
	var answer string
	tb.eval(`document.getElementById('answer').textContent`, &answer)
	if kind, _ := tb.drawn(); !strings.HasPrefix(answer, "No solution") || kind != "" {
		t.Errorf("answer %q, drawn %q; want no solution, nothing drawn", answer, kind)
	}
}

// (3) Setter's mode on a unique Sudoku: a given removed makes it
// "several", put back "one"; the forced cells follow.
func TestSetterSudoku(t *testing.T) {
	tb := open(t)
	if msg := tb.read(top95, ""); msg != "" {
		t.Fatal(msg)
	}
	tb.run(chromedp.Click(chromedp.ID("setter")))
	if s := tb.checked(); s != "one" {
		t.Fatalf("top95 #1: %q, want one", s)
	}
	// Keyboard: the board's focus puts the cursor on r1c1; Delete
	// clears it.
	v := tb.version()
	tb.run(chromedp.Focus(chromedp.ID("board")), chromedp.KeyEvent("\u007f")) // Delete
	tb.wait(fmt.Sprintf(`Number(document.getElementById('board').dataset.version) > %d`, v))
	if s := tb.checked(); s != "several" {
		t.Fatalf("without r1c1: %q, want several", s)
	}
	kind, drawn := tb.drawn()
	native := tb.h.nativeJSON(t, "."+top95[1:], "sudoku", "--forced", "-j", "1", "--format", "json")
	if kind != "forced" {
		t.Fatalf("drawn %q, want forced", kind)
	}
	compare(t, "forced without r1c1", map[string]any{"grid": native["forced"]}, drawn)
	v = tb.version()
	tb.run(chromedp.KeyEvent("4"))
	tb.wait(fmt.Sprintf(`Number(document.getElementById('board').dataset.version) > %d`, v))
	if s := tb.checked(); s != "one" {
		t.Fatalf("r1c1 back: %q, want one", s)
	}
	var text string
	tb.eval(`document.getElementById('out-text').value`, &text)
	if !strings.HasPrefix(text, "4 . . | . . . | 8 . 5") {
		t.Errorf("the puzzle as text:\n%s", text)
	}
	// The mouse: a click on r9c9 moves the cursor there; typing a digit
	// that clashes leaves no solution.
	var box struct{ X, Y, W, H float64 }
	tb.eval(`(() => { const r = document.getElementById('board').getBoundingClientRect(); return {X: r.x, Y: r.y, W: r.width, H: r.height}; })()`, &box)
	var vb []float64
	tb.eval(`document.getElementById('board').getAttribute('viewBox').split(' ').map(Number)`, &vb)
	at := func(x, y float64) (float64, float64) {
		return box.X + (x-vb[0])/vb[2]*box.W, box.Y + (y-vb[1])/vb[3]*box.H
	}
	x, y := at(8.5, 8.5)
	tb.run(chromedp.MouseClickXY(x, y))
	var cursor string
	tb.eval(`document.getElementById('cursor-info').textContent`, &cursor)
	if cursor != "r9c9: ." {
		t.Errorf("after the click: %q, want r9c9: .", cursor)
	}
	v = tb.version()
	tb.run(chromedp.KeyEvent("4")) // r9c3 is a 4
	tb.wait(fmt.Sprintf(`Number(document.getElementById('board').dataset.version) > %d`, v))
	if s := tb.checked(); s != "none" {
		t.Fatalf("a 4 in r9c9: %q, want none", s)
	}
}

// longSearch reads a 25×25 Sudoku whose uniqueness takes long, asks
// Unique?, and checks after a while that the search still runs.
func (tb *tab) longSearch() {
	tb.t.Helper()
	tb.readFile("../testdata/sudoku/frisch25_9.txt", "sudoku")
	tb.run(chromedp.Click(chromedp.CSS(`[data-q=unique]`)))
	time.Sleep(300 * time.Millisecond)
	var busy string
	tb.eval(`document.body.dataset.busy`, &busy)
	if busy != "true" {
		tb.t.Fatalf("the search ended within 300 ms")
	}
}

// (4) Stop ends a long search; the next one works.
func TestStop(t *testing.T) {
	tb := open(t)
	tb.longSearch()
	start := time.Now()
	tb.run(chromedp.Click(chromedp.ID("stop")))
	tb.wait(`document.body.dataset.busy === '' && document.getElementById('status').textContent.startsWith('Stopped')`)
	var spawn float64
	tb.wait(`window.puzzlesatPage.spawns === 2`)
	tb.eval(`window.puzzlesatPage.spawnMs`, &spawn)
	t.Logf("Stop to a fresh worker ready: %.0f ms (the page's own measure; %v as the test saw it)", spawn, time.Since(start))
	if msg := tb.read(top95, ""); msg != "" {
		t.Fatal(msg)
	}
	tb.ask("solve")
	t.Logf("Stop to the next puzzle solved: %v", time.Since(start))
	_, drawn := tb.drawn()
	native := tb.h.nativeJSON(t, top95, "sudoku", "-j", "1", "--format", "json")
	compare(t, "after Stop", native, drawn)
}

// (3d) Two quick steps of a cell's cycle (Space) step twice: the second
// read the grid shown, not the first's edit on its way, and one of the
// two was lost.
func TestQuickSteps(t *testing.T) {
	tb := open(t)
	if msg := tb.read(". . .\n. . .\n. . .\n", "akari"); msg != "" {
		t.Fatal(msg)
	}
	// r1c1 is '.'; the cycle is . # 0 1 ...: two steps make it 0.
	tb.run(chromedp.Focus(chromedp.ID("board")), chromedp.KeyEvent(" "), chromedp.KeyEvent(" "))
	tb.wait(`document.getElementById('out-text').value.startsWith('0')`)
	var text string
	tb.eval(`document.getElementById('out-text').value`, &text)
	if !strings.HasPrefix(text, "0 . .") {
		t.Errorf("after two steps:\n%s", text)
	}
}

// (3f) A Sudoku's 0 typed in a cell is an empty cell, and the page says
// so ("r1c1 is now 0", it said).
func TestZeroIsEmpty(t *testing.T) {
	tb := open(t)
	if msg := tb.read(top95, ""); msg != "" {
		t.Fatal(msg)
	}
	v := tb.version()
	tb.run(chromedp.Focus(chromedp.ID("board")), chromedp.KeyEvent("0"))
	tb.wait(fmt.Sprintf(`Number(document.getElementById('board').dataset.version) > %d`, v))
	var answer string
	tb.eval(`document.getElementById('answer').textContent`, &answer)
	if answer != "sudoku: r1c1 is now empty." {
		t.Errorf("after a 0 in r1c1: %q", answer)
	}
}

// (3e) The puzzle shown is in the page's address (#g=GENRE&p=PUZZLE): a
// reload brings it back, and another address reads its puzzle. The
// address was read once at load and never written.
func TestAddress(t *testing.T) {
	tb := open(t)
	masyu := "6x6:gWWWWeWaBfWcWbWc" // Pearl's, which Galaxies reads too
	if msg := tb.read(masyu, "masyu"); msg != "" {
		t.Fatal(msg)
	}
	var hash, about string
	tb.eval(`location.hash`, &hash)
	if !strings.Contains(hash, "g=masyu") || !strings.Contains(hash, "&p=") {
		t.Fatalf("address #%s, want the genre and the puzzle", hash)
	}
	v := tb.version()
	tb.run(chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS(`body[data-genres]`)))
	tb.wait(`Number(document.getElementById('board').dataset.version) > 0`)
	tb.eval(`document.getElementById('about').textContent`, &about)
	if !strings.HasPrefix(about, "masyu, 6×6") {
		t.Errorf("after a reload (version %d before): %q, want the masyu", v, about)
	}
	// The address's genre was for its read: the menu stays as it was, and
	// a puzzle pasted next is recognised (it was read as a masyu).
	var picked string
	tb.eval(`document.getElementById('genre').value`, &picked)
	if msg := tb.read("7x7:a2i0a2aBqBaBa2i2a", ""); msg != "" || picked != "" {
		t.Errorf("a Light Up ID pasted after the reload: %q (the menu held %q)", msg, picked)
	}
	v = tb.version()
	tb.eval(`location.hash = '#p=' + encodeURIComponent('`+strings.TrimSpace(top95)+`'); true`, nil)
	tb.wait(fmt.Sprintf(`Number(document.getElementById('board').dataset.version) > %d`, v))
	tb.eval(`document.getElementById('about').textContent`, &about)
	if !strings.HasPrefix(about, "sudoku, 9×9") {
		t.Errorf("another address: %q, want the sudoku", about)
	}
}

// (4b) Reading another puzzle while a long search runs stops that search:
// the new puzzle came only when the search ended (minutes), and a Stop
// meant for the search dropped it. The new one shows at once, without the
// old search's message, and solves.
func TestReadWhileBusy(t *testing.T) {
	tb := open(t)
	tb.longSearch()
	start := time.Now()
	if msg := tb.read(top95, ""); msg != "" {
		t.Fatalf("read while busy: %s", msg)
	}
	t.Logf("read while a search ran: %v", time.Since(start))
	var about string
	tb.eval(`document.getElementById('about').textContent`, &about)
	if !strings.HasPrefix(about, "sudoku, 9×9") {
		t.Fatalf("shown %q, want the 9×9", about)
	}
	tb.ask("solve")
	_, drawn := tb.drawn()
	compare(t, "after the read", tb.h.nativeJSON(t, top95, "sudoku", "-j", "1", "--format", "json"), drawn)
}

// (4c) "Solution as text" of an input of several puzzles, one of them
// without a solution (the command line's exit 1): it stayed empty.
func TestSolutionTextOfSeveral(t *testing.T) {
	tb := open(t)
	if msg := tb.read(". 5 . . .\n. . 2 . .\n. . . . .\n. . 1 . .\n. . . 3 .\n---\n1 1\n", "nurikabe"); msg != "" {
		t.Fatal(msg)
	}
	tb.ask("unique")
	tb.wait(`document.getElementById('out-solution').value !== ''`)
	var text string
	tb.eval(`document.getElementById('out-solution').value`, &text)
	if !strings.Contains(text, ". 5 # # #") {
		t.Errorf("solution as text:\n%s", text)
	}
}

// (4d) A large search within the browser's memory: Janko's 50×50
// Nurikabe (testdata/nurikabe/slow; the command line: 13 s, 430 MB) ran
// the page's WebAssembly out of its 4 GB after 30 s ("the solver stopped
// unexpectedly"). It takes a minute or more, so it runs when
// PUZZLESAT_SLOW is set.
func TestLargePuzzleMemory(t *testing.T) {
	if os.Getenv("PUZZLESAT_SLOW") == "" {
		t.Skip("PUZZLESAT_SLOW=1 runs it (a minute or more)")
	}
	tb := open(t)
	text := tb.readFile("../testdata/nurikabe/slow/janko-0690.x-janko", "nurikabe")
	start := time.Now()
	var n int
	tb.eval(`window.puzzlesatPage.answers`, &n)
	tb.run(chromedp.Click(chromedp.CSS(`[data-q=solve]`)))
	tb.run(chromedp.Poll[chromedp.Void](fmt.Sprintf(`window.puzzlesatPage.answers > %d || document.getElementById('message').textContent !== ''`, n),
		chromedp.WithPollingInterval(100*time.Millisecond), chromedp.WithPollingTimeout(10*time.Minute)))
	if m := tb.message(); m != "" {
		t.Fatalf("after %v: %s", time.Since(start), m)
	}
	t.Logf("solved in the page in %v", time.Since(start))
	_, drawn := tb.drawn()
	compare(t, "the 50×50", tb.h.nativeJSON(t, text, "nurikabe", "-j", "1", "--format", "json"), drawn)
}

// (5) A bad URL gets the command line's message; the next good one
// solves.
func TestBadURL(t *testing.T) {
	tb := open(t)
	for _, bad := range []struct{ url, genre string }{
		{"https://puzz.link/p?akari/5/5/h.bj.i.l1.!", "akari"},
		{"https://puzz.link/p?akari/5/x/h.bj", "akari"},
		{"https://puzz.link/p?sudoku/8/8/", "sudoku"},
	} {
		msg := tb.read(bad.url, "")
		out, _ := exec.Command(tb.h.native, bad.genre, bad.url).CombinedOutput()
		if want := strings.TrimSpace(string(out)); msg != want {
			t.Errorf("%s: the page says\n  %s\nthe command line\n  %s", bad.url, msg, want)
		}
	}
	if msg := tb.read("https://puzz.link/p?akari/5/5/h.bj.i.l1.h", ""); msg != "" {
		t.Fatal(msg)
	}
	tb.ask("solve")
	_, drawn := tb.drawn()
	native := tb.h.nativeJSON(t, "", "akari", "-j", "1", "--format", "json", "https://puzz.link/p?akari/5/5/h.bj.i.l1.h")
	compare(t, "after the bad URL", native, drawn)
}

func contains(l []string, s string) bool {
	for _, e := range l {
		if e == s {
			return true
		}
	}
	return false
}

// The README's picture of the page: written where PUZZLESAT_SCREENSHOT
// says (docs/page.png), so that a normal run leaves the file alone.
func TestScreenshot(t *testing.T) {
	path := os.Getenv("PUZZLESAT_SCREENSHOT")
	if path == "" {
		t.Skip("PUZZLESAT_SCREENSHOT names the PNG to write")
	}
	tb := open(t)
	b, err := os.ReadFile("../testdata/akari/tatham.tsv")
	if err != nil {
		t.Fatal(err)
	}
	var id string
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Split(line, "\t"); len(f) > 1 && strings.HasPrefix(f[1], "10x10") {
			id = f[1]
			break
		}
	}
	if msg := tb.read(id, ""); msg != "" {
		t.Fatal(msg)
	}
	tb.ask("solve")
	png, err := chromedp.Run(tb.ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// The other questions, each drawn or said as the command line answers
// it: explain marks the givens in conflict, suggest the givens to add,
// hint its cell and reasons; rate says the level; "Unique?" on a puzzle
// of several solutions shows the second on request; generate shows the
// puzzle of its seed.
func TestQuestions(t *testing.T) {
	tb := open(t)
	names := func(cls string) []string {
		var out []string
		tb.eval(fmt.Sprintf(`[...document.querySelectorAll('#board .marks .%s')].map(m => m.dataset.name)`, cls), &out)
		return out
	}
	answer := func() string {
		var s string
		tb.eval(`document.getElementById('answer').textContent`, &s)
		return s
	}
	list := func(v any) []string {
		var out []string
		for _, e := range v.([]any) {
			out = append(out, e.(string))
		}
		return out
	}
	bad := "5" + top95[1:]
	if msg := tb.read(bad, ""); msg != "" {
		t.Fatal(msg)
	}
	tb.ask("explain")
	native := tb.h.nativeJSON(t, bad, "sudoku", "--explain", "-j", "1", "--format", "json")
	if got, want := names("conflict"), list(native["conflict"]); !slices.Equal(got, want) || len(got) == 0 {
		t.Errorf("explain marks %v, the command line says %v", got, want)
	}
	if msg := tb.read(many, ""); msg != "" {
		t.Fatal(msg)
	}
	tb.ask("suggest")
	native = tb.h.nativeJSON(t, many, "sudoku", "--suggest", "-j", "1", "--format", "json")
	if got, want := names("suggest"), list(native["suggest"]); !slices.Equal(got, want) || len(got) == 0 {
		t.Errorf("suggest marks %v, the command line says %v", got, want)
	}
	tb.ask("unique")
	var disabled bool
	tb.eval(`document.querySelector('[data-q=second]').disabled`, &disabled)
	if disabled || !strings.HasPrefix(answer(), "Several solutions") {
		t.Fatalf("Unique? on several solutions: %q, the second's button disabled %v", answer(), disabled)
	}
	tb.ask("second")
	kind, drawn := tb.drawn()
	cmd := exec.Command(tb.h.native, "sudoku", "--unique", "-j", "1", "--format", "json")
	cmd.Stdin = strings.NewReader(many)
	out, _ := cmd.Output()
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if kind != "second" || len(lines) != 2 {
		t.Fatalf("drawn %q; the command line printed %d solutions", kind, len(lines))
	}
	var second map[string]any
	if err := json.Unmarshal([]byte(lines[1]), &second); err != nil {
		t.Fatal(err)
	}
	compare(t, "the second solution", second, drawn)

	if msg := tb.read(top95, ""); msg != "" {
		t.Fatal(msg)
	}
	tb.ask("hint")
	native = tb.h.nativeJSON(t, top95, "sudoku", "--hint", "-j", "1", "--format", "json")
	hint := native["hint"].(map[string]any)
	if got := names("hint"); len(got) != 1 || got[0] != hint["cell"] || !strings.Contains(answer(), strings.Join(list(hint["reason"]), ", ")) {
		t.Errorf("hint marks %v and says %q; the command line: %v", got, answer(), hint)
	}
	tb.ask("rate")
	if !strings.HasPrefix(answer(), "Level 2 (steps: 47 at level 0, 15 at level 1, 2 at level 2)") {
		t.Errorf("rate: %q", answer())
	}

	// Generate: the seed's puzzle, shown and said.
	if m := tb.start("generate", "genre", "sudoku", "seed", "7", "size", "0"); m != "" {
		t.Fatal(m)
	}
	var text string
	tb.eval(`document.getElementById('out-text').value`, &text)
	gen, err := exec.Command(tb.h.native, "generate", "sudoku", "--seed", "7", "-j", "1").Output()
	if err != nil {
		t.Fatal(err)
	}
	cells := strings.Map(func(r rune) rune {
		if r == '.' || r >= '1' && r <= '9' {
			return r
		}
		return -1
	}, text)
	if cells != strings.TrimSpace(string(gen)) || !strings.Contains(answer(), "seed 7") {
		t.Errorf("generated %s (%q), the command line %s", cells, answer(), gen)
	}
}

// waitFor waits until a JavaScript expression is true, for at most d,
// and says whether it became true.
func (tb *tab) waitFor(expr string, d time.Duration) bool {
	tb.t.Helper()
	err := chromedp.Do(tb.ctx, chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingInterval(5*time.Millisecond), chromedp.WithPollingTimeout(d)))
	if err != nil && tb.ctx.Err() != nil {
		tb.t.Fatal(err)
	}
	return err == nil
}

func (tb *tab) text(id string) string {
	tb.t.Helper()
	var s string
	tb.eval(fmt.Sprintf(`(() => { const e = document.getElementById(%q); return e ? (e.value !== undefined ? e.value : e.textContent) : '(no #%s)'; })()`, id, id), &s)
	return s
}

// tamper has the page's next workers answer through change, a JavaScript
// function of a worker's message ({id, resp} for an answer) that returns
// the message the page gets: an answer of a shape the command line does
// not give today. Stop starts such a worker.
func (tb *tab) tamper(change string) {
	tb.t.Helper()
	var spawns int
	tb.eval(`window.puzzlesatPage.spawns`, &spawns)
	tb.eval(`(() => {
		window.puzzlesatChange = `+change+`;
		const W = window.Worker;
		window.Worker = class extends W {
			set onmessage(f) { super.onmessage = (e) => f({data: window.puzzlesatChange(e.data)}); }
		};
		return true;
	})()`, nil)
	tb.run(chromedp.Click(chromedp.ID("stop")))
	tb.wait(fmt.Sprintf(`window.puzzlesatPage.spawns > %d`, spawns))
}

// recordStatus has the page keep every text of #status from now on in
// window.puzzlesatStatuses.
func (tb *tab) recordStatus() {
	tb.t.Helper()
	tb.eval(`(() => {
		window.puzzlesatStatuses = [];
		if (!window.puzzlesatObserver) {
			const s = document.getElementById('status');
			window.puzzlesatObserver = new MutationObserver(() => window.puzzlesatStatuses.push(s.textContent));
			window.puzzlesatObserver.observe(s, {childList: true, characterData: true, subtree: true});
		}
		return true;
	})()`, nil)
}

func (tb *tab) statuses() []string {
	tb.t.Helper()
	var out []string
	tb.eval(`window.puzzlesatStatuses`, &out)
	return out
}

// (6a) Queens' forced cells are a column a row, -1 where the solutions
// differ ({"forced": [-1, ...]}): the queens every solution places, on
// the board of N. They were read as rows of a grid: a TypeError
// ("cellsOf(...).forEach is not a function") and a board of NaN cells.
func TestQueensForced(t *testing.T) {
	tb := open(t)
	for _, n := range []string{"1", "8"} {
		if msg := tb.read(n, "queens"); msg != "" {
			t.Fatal(msg)
		}
		tb.ask("forced")
		native := tb.h.nativeJSON(t, "", "queens", "--forced", "-j", "1", "--format", "json", n)
		var want [][2]int
		for r, c := range native["forced"].([]any) {
			if c := int(c.(float64)); c >= 0 {
				want = append(want, [2]int{r, c})
			}
		}
		var got [][2]int
		tb.eval(`[...document.querySelectorAll('#board .answer [data-key=queens]')].map(m => [Number(m.dataset.y), Number(m.dataset.x)])`, &got)
		var size []string
		tb.eval(`[document.getElementById('board').dataset.rows, document.getElementById('board').dataset.cols]`, &size)
		kind, _ := tb.drawn()
		if kind != "forced" || fmt.Sprint(got) != fmt.Sprint(want) || size[0] != n || size[1] != n {
			t.Errorf("queens %s: drawn %q %v on %v; the command line's forced queens %v on %s×%s", n, kind, got, size, want, n, n)
		}
	}
}

// (6b) An answer of a shape the board does not draw gets a message of the
// page's, and the rest of the answer is drawn: a TypeError halfway left
// the question unanswered, or showed as "puzzlesat: cellsOf(...)...",
// the command line's prefix.
func TestAnswerOfUnknownShape(t *testing.T) {
	tb := open(t)
	if msg := tb.read(akari, "akari"); msg != "" {
		t.Fatal(msg)
	}
	tb.tamper(`(m) => {
		if (m.resp && /"status":"sat"/.test(m.resp.stdout || '')) {
			const o = JSON.parse(m.resp.stdout.split('\n')[0]);
			o.loop = 'no loop';
			o.stars = [[1]];
			m.resp.stdout = JSON.stringify(o) + '\n';
		}
		return m;
	}`)
	tb.run(chromedp.Click(chromedp.CSS(`[data-q=solve]`)))
	tb.waitFor(`document.getElementById('message').textContent !== ''`, 20*time.Second)
	msg := tb.message()
	if strings.HasPrefix(msg, "puzzlesat:") || !strings.Contains(msg, "loop") || !strings.Contains(msg, "stars") || !strings.Contains(msg, "cannot draw") {
		t.Errorf("message %q, want the page's: the loop and stars cannot be drawn", msg)
	}
	kind, drawn := tb.drawn()
	compare(t, "the grid beside them", tb.h.nativeJSON(t, akari, "akari", "-j", "1", "--format", "json"), map[string]any{"grid": drawn["grid"]})
	if kind != "solution" {
		t.Errorf("drawn %q, want the solution's grid", kind)
	}
}

const akari = ". . # 1 .\n. . . . .\n# . . . #\n. . . . .\n. 1 # . .\n"

// (7) Setter's mode: a key refused while the check runs leaves the
// puzzle and its check as they were: the check, stopped for the edit,
// runs again. It said "Stopped: the solver was restarted." and never
// checked the puzzle again. An edit that holds shows the new puzzle's
// "Checking…", without "Stopped" in between.
func TestSetterRefusedKey(t *testing.T) {
	tb := open(t)
	tb.readFile("../testdata/sudoku/frisch25_9.txt", "sudoku")
	tb.recordStatus()
	tb.run(chromedp.Click(chromedp.ID("setter")))
	tb.wait(`document.getElementById('status').textContent === 'Checking…'`)
	var checks int
	tb.eval(`window.puzzlesatPage.checks || 0`, &checks)
	v := tb.version()
	tb.run(chromedp.Focus(chromedp.ID("board")), chromedp.KeyEvent("Z"))
	if !tb.waitFor(`document.getElementById('message').textContent !== ''`, 20*time.Second) {
		t.Fatal("the key Z was not refused")
	}
	t.Logf("Z refused: %s", tb.message())
	if !tb.waitFor(fmt.Sprintf(`(window.puzzlesatPage.checks || 0) > %d`, checks), 10*time.Second) {
		t.Errorf("the check was not run again (status %q)", tb.text("status"))
	}
	time.Sleep(500 * time.Millisecond)
	if s := tb.text("status"); s != "Checking…" || tb.version() != v {
		t.Errorf("after the refused key: status %q, version %d (was %d); want the check of the puzzle as it was", s, tb.version(), v)
	}
	for _, s := range tb.statuses() {
		if strings.HasPrefix(s, "Stopped") {
			t.Errorf("the statuses shown: %q", tb.statuses())
			break
		}
	}
	// An edit that holds, while a check runs.
	if tb.text("status") != "Checking…" {
		tb.run(chromedp.Click(chromedp.ID("setter")), chromedp.Click(chromedp.ID("setter")))
		tb.wait(`document.getElementById('status').textContent === 'Checking…'`)
		time.Sleep(300 * time.Millisecond)
		tb.run(chromedp.Focus(chromedp.ID("board")))
	}
	tb.recordStatus()
	tb.run(chromedp.KeyEvent("1"))
	if !tb.waitFor(fmt.Sprintf(`Number(document.getElementById('board').dataset.version) > %d`, v), 20*time.Second) {
		t.Fatalf("the edit did not show: %q", tb.message())
	}
	time.Sleep(1500 * time.Millisecond)
	statuses := tb.statuses()
	if len(statuses) == 0 || statuses[len(statuses)-1] != "Checking…" && !strings.Contains(statuses[len(statuses)-1], "olution") {
		t.Errorf("after the edit: statuses %q, want the new puzzle's check", statuses)
	}
	for _, s := range statuses {
		if strings.HasPrefix(s, "Stopped") {
			t.Errorf("after the edit, the statuses shown: %q", statuses)
			break
		}
	}
	tb.run(chromedp.Click(chromedp.ID("stop")))
}

// (8) Setter's mode: a question of the user's goes before the check's
// search for the forced cells, which on an empty 15×15 Fillomino runs
// for more than 30 s (the command line solves it in under a second): the
// answer waited for it. The check runs again after the answer, and does
// not draw over it.
func TestQuestionBeforeCheck(t *testing.T) {
	tb := open(t)
	if msg := tb.start("blank", "genre", "fillomino", "rows", "15", "cols", "15"); msg != "" {
		t.Fatal(msg)
	}
	tb.run(chromedp.Click(chromedp.ID("setter")))
	if s := tb.verdict(); s != "several" {
		t.Fatalf("an empty 15×15: %q, want several", s)
	}
	if s := tb.text("status"); !strings.HasPrefix(s, "Several solutions. Finding the forced cells") {
		t.Fatalf("status %q: the forced cells were not still to come", s)
	}
	var checks, n int
	tb.eval(`window.puzzlesatPage.checks || 0`, &checks)
	tb.eval(`window.puzzlesatPage.answers`, &n)
	start := time.Now()
	tb.run(chromedp.Click(chromedp.CSS(`[data-q=solve]`)))
	if !tb.waitFor(fmt.Sprintf(`window.puzzlesatPage.last && window.puzzlesatPage.last.q === 'solve' && window.puzzlesatPage.answers > %d || document.getElementById('message').textContent !== ''`, n), 15*time.Second) {
		tb.run(chromedp.Click(chromedp.ID("stop")))
		t.Fatalf("no answer after %v: it waited for the check's forced cells", time.Since(start))
	}
	t.Logf("solved in %v while the check ran", time.Since(start))
	if m := tb.message(); m != "" {
		t.Fatal(m)
	}
	// The check again, of the same puzzle; the solution stays drawn.
	if !tb.waitFor(fmt.Sprintf(`(window.puzzlesatPage.checks || 0) > %d`, checks), 10*time.Second) {
		t.Fatalf("the check was not run again (status %q)", tb.text("status"))
	}
	if s := tb.verdict(); s != "several" {
		t.Errorf("the check after the answer: %q, want several", s)
	}
	if kind, _ := tb.drawn(); kind != "solution" {
		t.Errorf("drawn %q after the check's verdict, want the solution asked for", kind)
	}
	tb.run(chromedp.Click(chromedp.ID("stop")))
}

// (9) "GENRE ARGS" recognised is read as the command line reads its
// arguments: a bad one gets the command line's line at Read, not at
// Solve, and is not written in the address; flags are refused. "queens 8
// --format text" was passed on, and Solve said "Unexpected token".
func TestGenreArgs(t *testing.T) {
	tb := open(t)
	for _, args := range [][]string{{"queens", "x"}, {"queens", "0"}, {"calendar", "2026-02-30"}} {
		msg := tb.read(strings.Join(args, " "), "")
		out, _ := exec.Command(tb.h.native, args...).CombinedOutput()
		if want := strings.TrimSpace(string(out)); msg != want {
			t.Errorf("%s: the page says\n  %s\nthe command line\n  %s", args, msg, want)
		}
		if about := tb.text("about"); strings.Contains(about, "queens") || strings.Contains(about, "calendar") {
			t.Errorf("%s: shown as %q", args, about)
		}
	}
	var hash string
	tb.eval(`location.hash`, &hash)
	if hash != "" {
		t.Errorf("the address after bad arguments: %q", hash)
	}
	for _, in := range []string{"queens 8 --format text", "queens 8 --help", "queens 8 --count"} {
		if msg := tb.read(in, ""); !strings.Contains(msg, "the page takes no flags") {
			t.Errorf("%q: %q, want the flag refused", in, msg)
		}
	}
	if msg := tb.read("queens 8", ""); msg != "" {
		t.Fatal(msg)
	}
	tb.ask("solve")
	if kind, _ := tb.drawn(); kind != "solution" {
		t.Errorf("queens 8: drawn %q", kind)
	}
}

// (9b) Output that is not JSON (what a flag such as --format text made)
// gets a message of the page's, not JSON.parse's "Unexpected token".
func TestAnswerNotJSON(t *testing.T) {
	tb := open(t)
	if msg := tb.read("8", "queens"); msg != "" {
		t.Fatal(msg)
	}
	tb.tamper(`(m) => {
		if (m.resp && /"status"/.test(m.resp.stdout || '')) m.resp.stdout = '. Q . . . . . .\n';
		return m;
	}`)
	tb.run(chromedp.Click(chromedp.CSS(`[data-q=solve]`)))
	tb.waitFor(`document.getElementById('message').textContent !== ''`, 20*time.Second)
	if msg := tb.message(); msg == "" || strings.HasPrefix(msg, "puzzlesat:") || strings.Contains(msg, "Unexpected token") || !strings.Contains(msg, ". Q . .") {
		t.Errorf("message %q, want the page's, quoting the output", msg)
	}
}

// (10) A fresh paste is recognised the same whatever was shown before: a
// Binox file read after a Troix one was read as a Troix ("No solution").
// The page's own Tatham ID of the puzzle shown still reads back as its
// genre (Pearl's, which Galaxies reads too).
func TestRecognisedAfterAnother(t *testing.T) {
	tb := open(t)
	for _, tc := range []struct{ file, genre string }{{"troix/puzzle_1.json", "troix"}, {"binox/puzzle_1.json", "binox"}, {"troix/puzzle_1.json", "troix"}} {
		tb.readFile("../testdata/"+tc.file, "")
		if about := tb.text("about"); !strings.HasPrefix(about, tc.genre+",") {
			t.Errorf("%s: read as %q", tc.file, about)
		}
	}
	if msg := tb.read("6x6:gWWWWeWaBfWcWbWc", "masyu"); msg != "" {
		t.Fatal(msg)
	}
	id := tb.text("out-tatham")
	if msg := tb.read(id, ""); msg != "" {
		t.Fatal(msg)
	}
	if about := tb.text("about"); !strings.HasPrefix(about, "masyu,") {
		t.Errorf("the page's own ID %s: read as %q", id, about)
	}
}

// (11) The cursor's words (#cursor-info, read by screen readers) follow
// an edit of its place: they still gave the token before it.
func TestCursorInfoAfterEdit(t *testing.T) {
	tb := open(t)
	if msg := tb.read(top95, ""); msg != "" {
		t.Fatal(msg)
	}
	tb.run(chromedp.Focus(chromedp.ID("board")))
	if s := tb.text("cursor-info"); s != "r1c1: 4" {
		t.Fatalf("the cursor on r1c1: %q", s)
	}
	v := tb.version()
	tb.run(chromedp.KeyEvent("\u007f")) // Delete
	tb.wait(fmt.Sprintf(`Number(document.getElementById('board').dataset.version) > %d`, v))
	if s := tb.text("cursor-info"); s != "r1c1: ." {
		t.Errorf("after Delete: %q, want r1c1: .", s)
	}
}

// (12) Two digits typed quickly at one place make one number only where
// it can be a value there: a Sudoku 9×9's 3 corrected to 5 made "35",
// refused, and Akari's "11" too; the edit was lost. Where the page does
// not know the largest value (Tapa), a number refused is its last digit.
func TestTwoDigits(t *testing.T) {
	tb := open(t)
	for _, tc := range []struct{ genre, input, keys, want string }{
		{"sudoku", top95, "35", "5 . . | . . . | 8 . 5"},
		{"akari", ". . .\n. . .\n. . .\n", "11", "1 . ."},
		{"tapa", ". . .\n. . .\n. . .\n", "12", "2 . ."},
	} {
		if msg := tb.read(tc.input, tc.genre); msg != "" {
			t.Fatal(msg)
		}
		steps := []chromedp.Action[chromedp.Void]{chromedp.Focus(chromedp.ID("board"))}
		for _, k := range tc.keys {
			steps = append(steps, chromedp.KeyEvent(string(k)))
		}
		tb.run(steps...)
		tb.waitFor(fmt.Sprintf(`document.getElementById('out-text').value.startsWith(%q) || document.getElementById('message').textContent !== ''`, tc.want), 10*time.Second)
		if text, msg := tb.text("out-text"), tb.message(); !strings.HasPrefix(text, tc.want) || msg != "" {
			t.Errorf("%s, keys %s: %q\n%s", tc.genre, tc.keys, msg, text)
		}
		tb.run(chromedp.Evaluate[chromedp.Void](`document.getElementById('board').blur()`))
	}
}

// (13) A puzzle too large for the page's address (over 4000 characters,
// no link) is not kept there, and the page says so: a reload lost it
// without a word. A puzzle that fits is in the address, and the notice
// goes.
func TestAddressTooLarge(t *testing.T) {
	tb := open(t)
	if msg := tb.start("blank", "genre", "lits", "rows", "50", "cols", "50"); msg != "" {
		t.Fatal(msg)
	}
	var hash string
	tb.eval(`location.hash`, &hash)
	if notice := tb.text("notice"); hash != "" || !strings.Contains(notice, "too large to keep in the page's address") {
		t.Errorf("a 50×50 LITS: address %q, notice %q", hash, notice)
	}
	if msg := tb.read(top95, ""); msg != "" {
		t.Fatal(msg)
	}
	tb.eval(`location.hash`, &hash)
	if notice := tb.text("notice"); !strings.Contains(hash, "g=sudoku") || notice != "" {
		t.Errorf("top95: address %q, notice %q", hash, notice)
	}
}

// (14) After Unique? and "Second solution", "Solution as text" is the
// second solution's: it held the first's.
func TestSecondSolutionText(t *testing.T) {
	tb := open(t)
	if msg := tb.read(many, ""); msg != "" {
		t.Fatal(msg)
	}
	tb.ask("unique")
	tb.wait(`document.getElementById('out-solution').value !== ''`)
	tb.ask("second")
	cmd := exec.Command(tb.h.native, "sudoku", "--all", "--limit", "2", "-j", "1")
	cmd.Stdin = strings.NewReader(many)
	out, _ := cmd.Output()
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != 2 {
		t.Fatalf("the command line: %q", out)
	}
	if !tb.waitFor(fmt.Sprintf(`document.getElementById('out-solution').value.trim() === %q`, lines[1]), 20*time.Second) {
		t.Errorf("solution as text: %q, want the second solution %s", tb.text("out-solution"), lines[1])
	}
}
