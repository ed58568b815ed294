package web_test

import (
	"cmp"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The page's edges that a tester found (2026-12-06): each test fails on
// the page before its fix.

// (12) "also reads as" reads the input as that genre this once: the
// menu stays on "recognise it", so the next paste is recognised (it was
// set, and a Masyu link was then refused as a Shikaku).
func TestAlsoReadsAsOnce(t *testing.T) {
	tb := open(t)
	if msg := tb.read("9x6:a6h8c6d6f3_14f11d9c5h9a", ""); msg != "" {
		t.Fatal(msg)
	}
	v := tb.version()
	tb.run(chromedp.Click(chromedp.CSS(`#about button[data-genre=shikaku]`)))
	tb.wait(fmt.Sprintf(`Number(document.getElementById('board').dataset.version) !== %d`, v))
	if about := tb.text("about"); !strings.HasPrefix(about, "shikaku,") {
		t.Fatalf("after the click: %q", about)
	}
	if g := tb.text("genre"); g != "" {
		t.Fatalf("the menu became %q", g)
	}
	// The menu is checked above: reading with it as it is, unset.
	if msg := tb.read("https://puzz.link/p?mashu/6/6/1063000i3000", ""); msg != "" {
		t.Fatal(msg)
	}
	if about := tb.text("about"); !strings.HasPrefix(about, "masyu,") {
		t.Fatalf("the next paste: %q", about)
	}
}

// (4d) A puzzle read just after a long question was asked (100 ms, less
// than the 200 ms a question is given to end) stops that question once
// its time is up: the new puzzle waited behind it for minutes.
func TestReadJustAfterQuestion(t *testing.T) {
	tb := open(t)
	tb.readFile("../testdata/sudoku/frisch25_9.txt", "sudoku")
	tb.run(chromedp.Click(chromedp.CSS(`[data-q=unique]`)))
	time.Sleep(100 * time.Millisecond)
	start := time.Now()
	if msg := tb.read("2x2:4c1f4c3", ""); msg != "" {
		t.Fatal(msg)
	}
	if about := tb.text("about"); !strings.Contains(about, "4×4") {
		t.Fatalf("shown %q, want the 4×4", about)
	}
	if d := time.Since(start); d > 20*time.Second {
		t.Fatalf("the read took %v", d)
	}
}

// (4e) Stop pressed the moment the solver is ready ended the request for
// the genres: the menu stayed empty and the address was never read.
func TestStopAsReady(t *testing.T) {
	tb := newTab(t)
	tb.run(chromedp.Navigate(tb.h.url + "#g=akari&p=7x7%3Aa2i0a2aBqBaBa2i2a"))
	// Polled each millisecond in the page: Stop comes right after the
	// ready handler has sent the genres request.
	tb.eval(`new Promise(done => { const t = setInterval(() => { if (document.body.dataset.ready === 'true') { clearInterval(t); document.getElementById('stop').click(); done(true); } }, 1); })`, nil)
	tb.wait(`Number(document.body.dataset.genres) > 30`)
	tb.wait(`document.getElementById('about').textContent.startsWith('akari, 7×7')`)
}

// (13) Setter's mode on a genre without a drawing of forced cells (the
// calendar) keeps its verdict: the refusal of --forced replaced it.
func TestSetterWithoutForced(t *testing.T) {
	tb := open(t)
	tb.run(chromedp.Click(chromedp.ID("setter")))
	if msg := tb.read("calendar Jul 23", ""); msg != "" {
		t.Fatal(msg)
	}
	if s := tb.checked(); s != "several" {
		t.Fatalf("verdict %q, want several", s)
	}
	if st := tb.text("status"); !strings.HasPrefix(st, "Several solutions.") || !strings.Contains(st, "No forced cells") {
		t.Fatalf("status %q", st)
	}
	if m := tb.message(); m != "" {
		t.Fatalf("message %q", m)
	}
}

// (14) A size that is no whole number gets the message every bad size
// gets, not Go's JSON error.
func TestBlankFractionalSize(t *testing.T) {
	tb := open(t)
	tb.run(chromedp.SetValue(chromedp.ID("genre"), "akari"))
	msg := tb.start("blank", "rows", "2.5", "cols", "5")
	if !strings.Contains(msg, "a blank grid: expected 1 to 200 rows and columns") {
		t.Fatalf("message %q", msg)
	}
}

// (15) Suggest shows the command line's note with its suggestions: that
// no clue of a solution would do, so these are values of cells.
func TestSuggestNote(t *testing.T) {
	tb := open(t)
	if msg := tb.read(". . . . .\n. . 1 . .\n. . . . .\n. . . . .\n. . . . .\n", "akari"); msg != "" {
		t.Fatal(msg)
	}
	tb.ask("suggest")
	if a := tb.text("answer"); !strings.HasPrefix(a, "Add ") || !strings.Contains(a, "No clues of a solution make it unique") {
		t.Fatalf("answer %q", a)
	}
}

// (4f) A read that fails leaves the puzzle shown as it was, and says
// nothing of a question that the read stopped (it waited behind it): the
// page stayed at "Working…" with nothing running (a review).
func TestFailedReadAfterQuestion(t *testing.T) {
	tb := open(t)
	tb.readFile("../testdata/sudoku/frisch25_9.txt", "sudoku")
	tb.eval(`(() => {
		document.querySelector('[data-q=unique]').click();
		document.getElementById('in').value = 'https://puzz.link/p?akari/3/3/zz';
		document.getElementById('genre').value = 'akari';
		document.getElementById('read').click();
		return true;
	})()`, nil)
	tb.wait(`document.getElementById('message').textContent !== ''`)
	if st := tb.text("status"); strings.HasPrefix(st, "Working") {
		t.Fatalf("status %q after the read failed", st)
	}
	if about := tb.text("about"); !strings.HasPrefix(about, "sudoku, 25×25") {
		t.Fatalf("shown %q", about)
	}
	var busy string
	tb.eval(`document.body.dataset.busy`, &busy)
	if busy != "" {
		t.Fatalf("busy %q after the read failed", busy)
	}
}

// (16) A question's answer leaves setter's verdict in the status line: it
// cleared it (a tester).
func TestVerdictStaysAfterQuestion(t *testing.T) {
	tb := open(t)
	tb.run(chromedp.Click(chromedp.ID("setter")))
	if msg := tb.read(top95, ""); msg != "" {
		t.Fatal(msg)
	}
	if s := tb.checked(); s != "one" {
		t.Fatalf("verdict %q, want one", s)
	}
	tb.ask("solve")
	if st := tb.text("status"); !strings.HasPrefix(st, "One solution: unique.") {
		t.Fatalf("status %q after Solve", st)
	}
}

// A window 400 pixels wide keeps the setter's checkbox beside its label,
// the label's text wrapping there: the label went down a line, alone,
// under its box.
func TestSetterLabelNarrow(t *testing.T) {
	tb := open(t)
	tb.run(chromedp.EmulateViewport(400, 800))
	var pos struct{ BoxRight, BoxTop, BoxBottom, LabelLeft, LabelTop float64 }
	tb.eval(`(() => {
		const b = document.getElementById('setter').getBoundingClientRect();
		const l = document.querySelector('label[for=setter]').getBoundingClientRect();
		return {BoxRight: b.right, BoxTop: b.top, BoxBottom: b.bottom, LabelLeft: l.left, LabelTop: l.top};
	})()`, &pos)
	if pos.LabelLeft < pos.BoxRight || pos.LabelTop > pos.BoxBottom {
		t.Errorf("at 400 px the label starts at (%.0f, %.0f), the box ends at (%.0f, %.0f): expected beside it", pos.LabelLeft, pos.LabelTop, pos.BoxRight, pos.BoxBottom)
	}
}

// The page's edges that a second tester found (2026-12-07): each test
// fails on the page before its fix.

// Galaxies' forced cells are regions: the cells every solution puts in
// one galaxy are painted as Solve paints them, a cell the solutions
// disagree on (-1) left open. The rows were drawn as numbers, "-1" among
// them, and galaxy 0 as nothing.
func TestGalaxiesForced(t *testing.T) {
	tb := open(t)
	data := tb.readFile("../testdata/galaxies/many_3x6.txt", "galaxies")
	tb.ask("forced")
	kind, drawn := tb.drawn()
	if kind != "forced" {
		t.Fatalf("drawn: %q, want forced", kind)
	}
	native := tb.h.nativeJSON(t, data, "galaxies", "--forced", "-j", "1", "--format", "json")
	rows, _ := native["forced"].([]any)
	compare(t, "galaxies --forced", map[string]any{"regions": rows}, drawn)
	decided := 0
	for _, r := range rows {
		for _, id := range r.([]any) {
			if id.(float64) >= 0 {
				decided++
			}
		}
	}
	var fills int
	var labels []string
	tb.eval(`document.querySelectorAll('#board .region-fill').length`, &fills)
	tb.eval(`[...document.querySelectorAll('#board .answer text')].map(t => t.textContent)`, &labels)
	if decided == 0 || decided == len(rows)*len(rows[0].([]any)) || fills != decided || len(labels) != 0 {
		t.Fatalf("%d cells painted, %d decided; labels %q", fills, decided, labels)
	}
}

// A typed grid below a line that is no option (the mirror maze's totals)
// is edited as a grid, its side clues drawn, and the line shown above the
// board as typed. It was edited as text alone, and drew no clue.
func TestHeadLine(t *testing.T) {
	tb := open(t)
	tb.readFile("../testdata/mirrormaze/janko_001_4x4.txt", "mirrormaze")
	var margins int
	tb.eval(`document.querySelectorAll('#board .clues text.margin').length`, &margins)
	if head := tb.text("head"); head != "G 0 V 2 Z 6" || margins != 16 {
		t.Fatalf("head %q, %d side clues drawn (want 16)", head, margins)
	}
	if about := tb.text("about"); strings.Contains(about, "as text") {
		t.Fatalf("about %q", about)
	}
	tb.ask("solve")
	if head := tb.text("head"); head != "G 0 V 2 Z 6" {
		t.Fatalf("head %q after Solve", head)
	}
}

// The command line's error is the answer to a question: the answer shown
// before it goes (the board's and its text), as from a terminal.
func TestErrorClearsAnswer(t *testing.T) {
	tb := open(t)
	if msg := tb.read("calendar 2026-07-23", ""); msg != "" {
		t.Fatal(msg)
	}
	tb.ask("unique")
	if kind, _ := tb.drawn(); kind != "solution" {
		t.Fatalf("drawn %q after Unique?", kind)
	}
	// The calendar's Forced cells button is disabled (Genre.Unasked):
	// pressed all the same, the command line's refusal is the error.
	tb.eval(`document.querySelector('[data-q=forced]').disabled = false`, nil)
	tb.run(chromedp.Click(chromedp.CSS(`[data-q=forced]`)))
	tb.wait(`document.getElementById('message').textContent !== ''`)
	kind, _ := tb.drawn()
	var second bool
	tb.eval(`document.querySelector('[data-q=second]').disabled`, &second)
	if answer := tb.text("answer"); answer != "" || kind != "" || !second {
		t.Fatalf("after %q: answer %q, drawn %q, second solution disabled %v", tb.message(), answer, kind, second)
	}
}

// An address that does not read leaves the puzzle shown, and goes back to
// that puzzle's address: a reload brought the error back.
func TestBadAddressGoesBack(t *testing.T) {
	tb := open(t)
	if msg := tb.read(strings.TrimSpace(top95), ""); msg != "" {
		t.Fatal(msg)
	}
	var before, after string
	tb.eval(`location.hash`, &before)
	tb.eval(`location.hash = '#g=akari&p=garbage'; true`, nil)
	tb.wait(`document.getElementById('message').textContent !== ''`)
	tb.waitFor(`location.hash !== '#g=akari&p=garbage'`, 10*time.Second)
	tb.eval(`location.hash`, &after)
	if after != before || !strings.HasPrefix(tb.text("about"), "sudoku, 9×9") {
		t.Fatalf("address %q, was %q; shown %q", after, before, tb.text("about"))
	}
}

// Galaxies' centres are drawn, on cells, sides and corners alike: the
// board showed an empty grid.
func TestGalaxiesCentres(t *testing.T) {
	tb := open(t)
	data := tb.readFile("../testdata/galaxies/janko_001_7x7.json", "galaxies")
	var drawn [][2]float64
	tb.eval(`[...document.querySelectorAll('#board .clues circle.pointclue')].map(c => [Number(c.getAttribute('cy')), Number(c.getAttribute('cx'))])`, &drawn)
	// The file names each centre by the cells around it: its place is
	// their middles' mean.
	var file struct {
		Galaxies [][]struct{ Row, Col float64 }
	}
	if err := json.Unmarshal([]byte(data), &file); err != nil {
		t.Fatal(err)
	}
	var want [][2]float64
	for _, cells := range file.Galaxies {
		var y, x float64
		for _, c := range cells {
			y, x = y+c.Row+0.5, x+c.Col+0.5
		}
		want = append(want, [2]float64{y / float64(len(cells)), x / float64(len(cells))})
	}
	order := func(a, b [2]float64) int {
		if a[0] != b[0] {
			return cmp.Compare(a[0], b[0])
		}
		return cmp.Compare(a[1], b[1])
	}
	slices.SortFunc(drawn, order)
	slices.SortFunc(want, order)
	if len(want) < 5 || !slices.Equal(drawn, want) {
		t.Fatalf("centres drawn at %v, want %v", drawn, want)
	}
}

// An edit of an input of several puzzles keeps the first alone, and says
// that the others are left out: they went without a word.
func TestEditFirstOfSeveral(t *testing.T) {
	tb := open(t)
	two := top95 + "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....\n"
	if msg := tb.read(two, "sudoku"); msg != "" {
		t.Fatal(msg)
	}
	if about := tb.text("about"); !strings.Contains(about, "the first of 2 puzzles") {
		t.Fatalf("about %q", about)
	}
	v := tb.version()
	tb.run(chromedp.Focus(chromedp.ID("board")), chromedp.KeyEvent("\u007f")) // Delete r1c1
	tb.wait(fmt.Sprintf(`Number(document.getElementById('board').dataset.version) > %d`, v))
	if answer := tb.text("answer"); !strings.Contains(answer, "other 1 puzzle is left out") {
		t.Fatalf("after an edit: %q", answer)
	}
	if about := tb.text("about"); strings.Contains(about, "first of") {
		t.Fatalf("about %q after the edit", about)
	}
}

// The questions a genre does not answer (the calendar's --forced,
// --explain, --hint and --rate) have their buttons disabled, and the next
// genre's enabled again (review: the page offered them, and each was
// refused).
func TestUnaskedButtons(t *testing.T) {
	tb := open(t)
	disabled := func() string {
		var out string
		tb.eval(`[...document.querySelectorAll('button[data-q]')].filter(b => b.disabled && b.dataset.q !== 'second').map(b => b.dataset.q).join(' ')`, &out)
		return out
	}
	if msg := tb.read("calendar 2026-07-23", ""); msg != "" {
		t.Fatal(msg)
	}
	if d := disabled(); d != "forced explain hint rate" {
		t.Fatalf("calendar: disabled %q, want forced explain hint rate", d)
	}
	if msg := tb.read("queens 8", ""); msg != "" {
		t.Fatal(msg)
	}
	if d := disabled(); d != "" {
		t.Fatalf("queens: disabled %q, want none", d)
	}
}
