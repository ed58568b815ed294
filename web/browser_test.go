package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/puzzlesat/puzzlesat/web"
)

// The tests drive the page in headless Chromium, through the DevTools
// protocol (chromedp), and compare what it draws with what the command
// line answers. They skip when no Chromium is installed (Debian's
// package chromium; PUZZLESAT_CHROMIUM names another binary).

// harness is the page served, one browser, and the native command.
type harness struct {
	url     string
	browser context.Context
	native  string // the puzzlesat binary
	build   *web.Build
	close   func()
}

var (
	once   sync.Once
	shared *harness
	setup  error
	skip   string
)

func TestMain(m *testing.M) {
	code := m.Run()
	if shared != nil {
		shared.close()
	}
	os.Exit(code)
}

// chromium returns the browser's path, or "".
func chromium() string {
	if p := os.Getenv("PUZZLESAT_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// start builds the WebAssembly and the command, serves the page and
// starts the browser, once for the package's tests.
func start(t testing.TB) *harness {
	t.Helper()
	once.Do(func() {
		path := chromium()
		if path == "" {
			skip = "no Chromium (install Debian's chromium, or set PUZZLESAT_CHROMIUM): the page's tests need a browser"
			return
		}
		ctx := context.Background()
		b, err := web.BuildWasm(ctx, web.BuildOptions{Source: "..", Log: os.Stderr})
		if err != nil {
			setup = err
			return
		}
		dir, err := os.MkdirTemp("", "puzzlesat-web-test")
		if err != nil {
			setup = err
			return
		}
		native := filepath.Join(dir, "puzzlesat")
		cmd := exec.Command("go", "build", "-o", native, "./cmd/puzzlesat")
		cmd.Dir = ".."
		if out, err := cmd.CombinedOutput(); err != nil {
			setup = fmt.Errorf("building the command: %v\n%s", err, out)
			return
		}
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			setup = err
			return
		}
		go web.NewServer(b).Serve(ln)
		alloc, cancelAlloc := chromedp.NewExecAllocator(ctx,
			chromedp.ExecPath(path),
			chromedp.Headless,
			chromedp.NoSandbox,
			chromedp.DisableGPU,
			chromedp.NoFirstRun,
			chromedp.NoDefaultBrowserCheck,
			chromedp.Flag("disable-quic", true),
			chromedp.Flag("disable-background-networking", true),
			chromedp.Flag("disable-component-update", true),
			chromedp.Flag("disable-sync", true),
			chromedp.Flag("disable-dev-shm-usage", true),
			chromedp.Flag("disable-renderer-backgrounding", true),
			chromedp.Flag("disable-background-timer-throttling", true),
			chromedp.UserDataDir(filepath.Join(dir, "profile")),
			chromedp.WindowSize(1280, 900),
		)
		browser, cancelBrowser := chromedp.NewContext(alloc)
		if err := chromedp.Do(browser); err != nil {
			cancelBrowser()
			cancelAlloc()
			ln.Close()
			setup = fmt.Errorf("starting %s: %v", path, err)
			return
		}
		shared = &harness{url: "http://" + ln.Addr().String() + "/", browser: browser, native: native, build: b, close: func() {
			cancelBrowser()
			cancelAlloc()
			ln.Close()
			os.RemoveAll(dir)
		}}
	})
	if skip != "" {
		t.Skip(skip)
	}
	if setup != nil {
		t.Fatal(setup)
	}
	return shared
}

// tab is a fresh tab with the page loaded and its solver ready.
type tab struct {
	t   testing.TB
	ctx context.Context
	h   *harness
}

// open opens the page in a new tab and waits for its genres.
func open(t testing.TB) *tab {
	tb := newTab(t)
	tb.run(chromedp.Navigate(tb.h.url), chromedp.WaitVisible(chromedp.CSS(`body[data-genres]`)))
	return tb
}

// newTab opens a tab of the test's browser, at no page yet.
func newTab(t testing.TB) *tab {
	h := start(t)
	ctx, cancel := chromedp.NewContext(h.browser)
	t.Cleanup(cancel)
	ctx, cancelT := context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(cancelT)
	return &tab{t: t, ctx: ctx, h: h}
}

func (tb *tab) run(steps ...chromedp.Action[chromedp.Void]) {
	tb.t.Helper()
	if err := chromedp.Do(tb.ctx, steps...); err != nil {
		tb.t.Fatal(err)
	}
}

// eval evaluates a JavaScript expression into out.
func (tb *tab) eval(expr string, out any) {
	tb.t.Helper()
	b, err := chromedp.Run(tb.ctx, chromedp.Evaluate[[]byte](expr))
	if err != nil {
		tb.t.Fatalf("%s: %v", expr, err)
	}
	if out != nil {
		if err := json.Unmarshal(b, out); err != nil {
			tb.t.Fatalf("%s: %s: %v", expr, b, err)
		}
	}
}

// wait waits until a JavaScript expression is true.
func (tb *tab) wait(expr string) {
	tb.t.Helper()
	tb.run(chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingInterval(5*time.Millisecond), chromedp.WithPollingTimeout(60*time.Second)))
}

func (tb *tab) version() int {
	var v int
	tb.eval(`Number(document.getElementById('board').dataset.version || 0)`, &v)
	return v
}

func (tb *tab) message() string {
	var s string
	tb.eval(`document.getElementById('message').textContent`, &s)
	return s
}

// readFile reads a file of the test data into the page as genre, and
// fails the test when it cannot; it returns the file's text.
func (tb *tab) readFile(path, genre string) string {
	tb.t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		tb.t.Fatal(err)
	}
	if msg := tb.read(string(b), genre); msg != "" {
		tb.t.Fatal(msg)
	}
	return string(b)
}

// read pastes an input, picks a genre ("" to have it recognised), reads
// it, and returns the message shown ("" when it read).
func (tb *tab) read(input, genre string) string {
	tb.t.Helper()
	v := tb.version()
	tb.run(
		chromedp.SetValue(chromedp.ID("in"), input),
		chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`document.getElementById('genre').value = %q; document.getElementById('message').textContent = ''`, genre)),
		chromedp.Click(chromedp.ID("read")),
	)
	tb.wait(fmt.Sprintf(`Number(document.getElementById('board').dataset.version) !== %d || document.getElementById('message').textContent !== ''`, v))
	return tb.message()
}

// start sets the form's fields (pairs of id and value), clicks a button
// that makes a puzzle ("blank", "generate"), waits for the puzzle or a
// message, and returns the message ("" when the puzzle came).
func (tb *tab) start(button string, fields ...string) string {
	tb.t.Helper()
	v := tb.version()
	var steps []chromedp.Action[chromedp.Void]
	for k := 0; k+1 < len(fields); k += 2 {
		steps = append(steps, chromedp.SetValue(chromedp.ID(fields[k]), fields[k+1]))
	}
	tb.run(append(steps, chromedp.Click(chromedp.ID(button)))...)
	tb.wait(fmt.Sprintf(`Number(document.getElementById('board').dataset.version) !== %d || document.getElementById('message').textContent !== ''`, v))
	return tb.message()
}

// ask clicks an answer's button and waits for the answer, or a message.
func (tb *tab) ask(q string) {
	tb.t.Helper()
	var n int
	tb.eval(`window.puzzlesatPage.answers`, &n)
	tb.run(chromedp.Click(chromedp.CSS(fmt.Sprintf(`[data-q=%s]`, q))))
	tb.wait(fmt.Sprintf(`window.puzzlesatPage.answers > %d || document.getElementById('message').textContent !== ''`, n))
	if m := tb.message(); m != "" {
		tb.t.Fatalf("%s: %s", q, m)
	}
}

// mark is one drawn value of an answer, as the board holds it.
type mark struct {
	Key    string  `json:"key"`
	V      string  `json:"v"`
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	Points string  `json:"points"`
	Off    float64 `json:"off"`
	K      int     `json:"k"`
}

// drawn reads the answer drawn on the board back into JSON fields.
func (tb *tab) drawn() (string, map[string]any) {
	tb.t.Helper()
	var kind string
	var marks []mark
	tb.eval(`document.getElementById('board').dataset.answer`, &kind)
	tb.eval(`[...document.querySelectorAll('#board .answer [data-key]')].map(m => ({
		key: m.dataset.key, v: m.dataset.v || '', x: Number(m.dataset.x || 0), y: Number(m.dataset.y || 0),
		points: m.getAttribute('points') || '', off: Number(m.dataset.off || 0), k: Number(m.dataset.k || 0)}))`, &marks)
	return kind, fromMarks(marks)
}

// fromMarks rebuilds the JSON fields of an answer from its marks: rows of
// cells (strings of one character a cell, or numbers), lists of places,
// lines of dots or cells.
func fromMarks(marks []mark) map[string]any {
	out := map[string]any{}
	cells := map[string]map[[2]int]string{}
	lists := map[string][]any{}
	paths := map[int][]any{}
	for _, m := range marks {
		switch m.Key {
		case "grid", "shaded", "regions", "queens":
			if cells[m.Key] == nil {
				cells[m.Key] = map[[2]int]string{}
			}
			cells[m.Key][[2]int{int(m.Y), int(m.X)}] = m.V
		case "loop", "path", "paths":
			var pts []any
			f := strings.Fields(m.Points)
			for i := 0; i+1 < len(f); i += 2 {
				var x, y float64
				fmt.Sscan(f[i], &x)
				fmt.Sscan(f[i+1], &y)
				pts = append(pts, []any{y - m.Off, x - m.Off})
			}
			if m.Key == "paths" {
				paths[m.K] = pts
			} else {
				out[m.Key] = pts
			}
		case "pieces":
			if out["pieces"] == nil {
				out["pieces"] = map[string]any{}
			}
			p := out["pieces"].(map[string]any)
			l, _ := p[m.V].([]any)
			p[m.V] = append(l, []any{m.Y, m.X})
		default: // stars, bridges, dominoes, forced_stars, forced_blanks, on
			var v any
			json.Unmarshal([]byte(m.V), &v)
			lists[m.Key] = append(lists[m.Key], v)
		}
	}
	for key, cs := range cells {
		rows, cols := 0, 0
		for rc := range cs {
			rows, cols = max(rows, rc[0]+1), max(cols, rc[1]+1)
		}
		if key == "queens" {
			q := make([]any, rows)
			for rc, v := range cs {
				var n float64
				fmt.Sscan(v, &n)
				q[rc[0]] = n
			}
			out[key] = q
			continue
		}
		var grid []any
		for r := 0; r < rows; r++ {
			var row []string
			for c := 0; c < cols; c++ {
				row = append(row, cs[[2]int{r, c}])
			}
			grid = append(grid, row)
		}
		out[key] = grid
	}
	for key, l := range lists {
		out[key] = l
	}
	if len(paths) > 0 {
		ps := make([]any, len(paths))
		for k, p := range paths {
			ps[k] = p
		}
		out["paths"] = ps
	}
	return out
}

// drawnKeys are the fields of an answer that the board draws.
var drawnKeys = []string{"grid", "shaded", "stars", "queens", "loop", "path", "paths", "on", "regions", "bridges", "dominoes", "pieces", "forced_stars", "forced_blanks"}

// canon writes a field's value in one form: rows of cells as lists of
// strings (a row string split into its characters, numbers written out),
// lists of places sorted when their order means nothing.
func canon(key string, v any) string {
	var norm func(v any) any
	norm = func(v any) any {
		switch x := v.(type) {
		case string:
			return x
		case float64:
			return fmt.Sprint(x)
		case []any:
			out := make([]any, len(x))
			for i, e := range x {
				out[i] = norm(e)
			}
			return out
		case map[string]any:
			out := map[string]any{}
			for k, e := range x {
				out[k] = norm(e)
			}
			return out
		}
		return v
	}
	v = norm(v)
	switch key {
	case "grid", "shaded", "regions":
		rows, _ := v.([]any)
		var out []any
		for _, r := range rows {
			switch row := r.(type) {
			case string:
				var cs []any
				for _, ch := range row {
					cs = append(cs, string(ch))
				}
				out = append(out, cs)
			default:
				out = append(out, row)
			}
		}
		v = out
	case "stars", "bridges", "dominoes", "forced_stars", "forced_blanks", "on":
		l, _ := v.([]any)
		sort.Slice(l, func(i, j int) bool { return fmt.Sprint(l[i]) < fmt.Sprint(l[j]) })
	case "pieces":
		m, _ := v.(map[string]any)
		for k, cells := range m {
			l, _ := cells.([]any)
			sort.Slice(l, func(i, j int) bool { return fmt.Sprint(l[i]) < fmt.Sprint(l[j]) })
			m[k] = l
		}
	}
	b, _ := json.Marshal(v)
	return string(b)
}

// nativeJSON runs the command and returns the fields of its first answer.
func (h *harness) nativeJSON(t testing.TB, stdin string, args ...string) map[string]any {
	t.Helper()
	cmd := exec.Command(h.native, args...)
	cmd.Stdin = strings.NewReader(stdin)
	out, err := cmd.Output()
	if err != nil && cmd.ProcessState.ExitCode() != 1 {
		t.Fatalf("puzzlesat %s: %v", strings.Join(args, " "), err)
	}
	line, _, _ := strings.Cut(string(out), "\n")
	var fields map[string]any
	if err := json.Unmarshal([]byte(line), &fields); err != nil {
		t.Fatalf("puzzlesat %s: %q: %v", strings.Join(args, " "), line, err)
	}
	return fields
}

// compare checks that the drawn fields are the command line's.
func compare(t testing.TB, what string, native, drawn map[string]any) {
	t.Helper()
	n := 0
	for _, key := range drawnKeys {
		v, ok := native[key]
		if !ok {
			continue
		}
		n++
		if got, want := canon(key, drawn[key]), canon(key, v); got != want {
			t.Errorf("%s: %s drawn\n  %s\nthe command line's\n  %s", what, key, got, want)
		}
	}
	for key := range native {
		if key == "forced" {
			t.Errorf("%s: the command line's forced answer was not unwrapped", what)
		}
	}
	if n == 0 {
		t.Errorf("%s: nothing to compare in the command line's answer %v", what, native)
	}
}
