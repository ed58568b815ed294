package web_test

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/puzzlesat/puzzlesat/internal/cli"
	_ "github.com/puzzlesat/puzzlesat/puzzles/all" // the genres, for cli.Main in this process
)

// The page's targets, measured in headless Chromium (reported, not
// asserted: the machine is shared):
//
//	go test -run XXX -bench Page -benchtime 5x ./web/
//
// Each benchmark reports milliseconds as the page measured them (from the
// click to the answer drawn, window.puzzlesatPage.last.ms) and, where it
// compares, the native command's time on the same puzzle.

// BenchmarkPageReady: a fresh tab until the WebAssembly is started and
// answers (the page's data-ready), and the bytes the page loads.
func BenchmarkPageReady(b *testing.B) {
	h := start(b)
	var total, compile, worker float64
	for i := 0; i < b.N; i++ {
		tb := open(b)
		var s struct{ ReadyMs, CompiledMs, WorkerMs float64 }
		tb.wait(`window.puzzlesatPage && window.puzzlesatPage.ready`)
		tb.eval(`({ReadyMs: window.puzzlesatPage.readyMs, CompiledMs: window.puzzlesatPage.compiledMs, WorkerMs: window.puzzlesatPage.workerMs})`, &s)
		total += s.ReadyMs
		compile += s.CompiledMs
		worker += s.WorkerMs
	}
	n := float64(b.N)
	b.ReportMetric(total/n, "ready-ms")
	b.ReportMetric(compile/n, "fetch+compile-ms")
	b.ReportMetric(worker/n, "worker-start-ms")
	raw, gz := loadSize(b, h)
	b.ReportMetric(float64(raw)/1e6, "raw-MB")
	b.ReportMetric(float64(gz)/1e6, "gzip-MB")
}

// loadSize returns the bytes of what the page loads, raw and gzipped.
func loadSize(b *testing.B, h *harness) (raw, gz int64) {
	for _, name := range []string{"index.html", "style.css", "app.js", "board.js", "worker.js"} {
		f, err := os.Open(filepath.Join("static", name))
		if err != nil {
			b.Fatal(err)
		}
		n, z := sizes(b, f)
		raw, gz = raw+n, gz+z
	}
	for _, name := range []string{"puzzlesat.wasm", "wasm_exec.js"} {
		f, err := os.Open(filepath.Join(h.build.Dir, name))
		if err != nil {
			b.Fatal(err)
		}
		n, z := sizes(b, f)
		raw, gz = raw+n, gz+z
	}
	return raw, gz
}

func sizes(b *testing.B, f *os.File) (int64, int64) {
	defer f.Close()
	pr, pw := io.Pipe()
	go func() {
		zw, _ := gzip.NewWriterLevel(pw, gzip.BestCompression)
		_, err := io.Copy(zw, f)
		zw.Close()
		pw.CloseWithError(err)
	}()
	var cw countWriter
	z, err := io.Copy(&cw, pr)
	if err != nil {
		b.Fatal(err)
	}
	st, _ := f.Stat()
	return st.Size(), z
}

type countWriter struct{}

func (countWriter) Write(p []byte) (int, error) { return len(p), nil }

// answerMs clicks q and returns the page's time from the click to the
// answer drawn, and the command's time in the worker.
func (tb *tab) answerMs(q string) (float64, float64) {
	tb.ask(q)
	var last struct{ Ms, SolveMs, WaitMs, RoundMs, WorkerMs float64 }
	tb.eval(`({Ms: window.puzzlesatPage.last.ms, SolveMs: window.puzzlesatPage.last.solveMs, WaitMs: window.puzzlesatPage.last.waitMs, RoundMs: window.puzzlesatPage.last.roundMs, WorkerMs: window.puzzlesatPage.last.workerMs})`, &last)
	if os.Getenv("PUZZLESAT_BENCH_VERBOSE") != "" {
		fmt.Fprintf(os.Stderr, "%s: %.1f ms: wait %.1f, round trip %.1f, in the worker %.1f, Go %.1f\n", q, last.Ms, last.WaitMs, last.RoundMs, last.WorkerMs, last.SolveMs)
	}
	return last.Ms, last.SolveMs
}

// nativeMs times the command as a process, the median of runs.
func (h *harness) nativeMs(b *testing.B, stdin string, runs int, args ...string) float64 {
	var ts []float64
	for i := 0; i < runs; i++ {
		cmd := exec.Command(h.native, args...)
		cmd.Stdin = strings.NewReader(stdin)
		start := time.Now()
		if out, err := cmd.CombinedOutput(); err != nil && cmd.ProcessState.ExitCode() != 1 {
			b.Fatalf("puzzlesat %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		ts = append(ts, float64(time.Since(start).Microseconds())/1000)
	}
	sort.Float64s(ts)
	return ts[len(ts)/2]
}

// warm opens a tab and waits for the page's warm-up (app.js, warmUp),
// as a user who pastes a puzzle after the page is ready finds it.
func warm(b *testing.B) *tab {
	tb := open(b)
	tb.wait(`document.body.dataset.warm === 'true'`)
	return tb
}

// BenchmarkPageTop95: top95 #1 read, solved and drawn.
func BenchmarkPageTop95(b *testing.B) {
	tb := warm(b)
	if msg := tb.read(top95, ""); msg != "" {
		b.Fatal(msg)
	}
	first, _ := tb.answerMs("solve")
	b.ReportMetric(first, "first-page-ms")
	var sum, solve float64
	for i := 0; i < b.N; i++ {
		ms, s := tb.answerMs("solve")
		sum, solve = sum+ms, solve+s
	}
	b.ReportMetric(sum/float64(b.N), "page-ms")
	b.ReportMetric(solve/float64(b.N), "in-page-ms")
	b.ReportMetric(tb.h.nativeMs(b, top95, 5, "sudoku", "-j", "1"), "process-ms")
	b.ReportMetric(inProcessMs(top95, "sudoku", "-j", "1"), "in-process-ms")
}

// BenchmarkPageStarBattle: the 25×25 6★ psb_kr11 solved, proven unique
// and drawn, against the native command (default -j, and -j 1).
func BenchmarkPageStarBattle(b *testing.B) {
	tb := warm(b)
	tb.readFile("../testdata/starbattle/psb_kr11_25x25_6.txt", "starbattle")
	first, _ := tb.answerMs("unique")
	var sum, in, proc, proc1, inproc float64
	file := "../testdata/starbattle/psb_kr11_25x25_6.txt"
	for i := 0; i < b.N; i++ {
		// Alternated, so that both see the same load.
		ms, goMs := tb.answerMs("unique")
		sum, in = sum+ms, in+goMs
		proc += tb.h.nativeMs(b, "", 1, "starbattle", "--unique", file)
		proc1 += tb.h.nativeMs(b, "", 1, "starbattle", "--unique", "-j", "1", file)
		inproc += inProcessMs("", "starbattle", "--unique", "-j", "1", file)
	}
	n := float64(b.N)
	b.ReportMetric(first, "first-page-ms")
	b.ReportMetric(sum/n, "page-ms")
	b.ReportMetric(in/n, "in-page-ms")
	b.ReportMetric(proc/n, "process-ms")
	b.ReportMetric(proc1/n, "process-j1-ms")
	b.ReportMetric(inproc/n, "in-process-ms")
}

// BenchmarkPageSetter: setter's mode on a 9×9 Sudoku: from a given
// removed or put back to the status and the forced cells drawn.
func BenchmarkPageSetter(b *testing.B) {
	tb := warm(b)
	if msg := tb.read(top95, ""); msg != "" {
		b.Fatal(msg)
	}
	tb.run(chromedp.Click(chromedp.ID("setter")))
	tb.checked()
	tb.run(chromedp.Focus(chromedp.ID("board")))
	var sum float64
	for i := 0; i < b.N; i++ {
		key := "\u007f"
		if i%2 == 1 {
			key = "4"
		}
		v := tb.version()
		start := time.Now()
		tb.run(chromedp.KeyEvent(key))
		tb.wait(fmt.Sprintf(`Number(document.getElementById('board').dataset.version) > %d`, v))
		tb.checked()
		var last struct{ Q string }
		tb.eval(`({Q: window.puzzlesatPage.last.q})`, &last)
		sum += float64(time.Since(start).Microseconds()) / 1000
	}
	b.ReportMetric(sum/float64(b.N), "edit-to-status-ms")
}

// BenchmarkPageRatio: 20 puzzles across genres, each proven unique, the
// page against the native command, both -j 1, alternated, medians of
// b.N runs each: the page from the click to the answer drawn (after one
// answer, which compiles the code), against the command as a whole
// process; and the command line's run inside the page's worker against
// the same run in this process (cli.Main), which leaves out the process
// start and the page's drawing.
func BenchmarkPageRatio(b *testing.B) {
	tb := warm(b)
	type puzzle struct {
		name string
		ex   example
	}
	var puzzles []puzzle
	add := func(genre string, files ...string) {
		for _, f := range files {
			data, err := os.ReadFile(filepath.Join("..", "testdata", genre, f))
			if err != nil {
				b.Fatal(err)
			}
			puzzles = append(puzzles, puzzle{genre + "/" + f, example{input: string(data), genre: genre, stdin: string(data)}})
		}
	}
	add("sudoku", "ints_rows.txt", "grid_seps.txt")
	add("starbattle", "psb_kr05_10x10_2.txt", "psb_kr07_14x14_3.txt", "psb_kr09_17x17_4.txt", "psb_kr10_21x21_5.txt")
	add("binox", "janko_tohu_137_12x12.json", "tatham_unruly_14x14.json")
	add("troix", "puzzle_3.json")
	add("skyscraper", "janko_004_7x7.json", "tatham_8x8.json")
	add("mirrormaze", "janko_014_5x8.json", "puzzle_1.json")
	add("slitherlink", "janko_0061_10x10.json", "puzzleloop_560388_20x20.json", "janko_0068_12x16.json")
	add("galaxies", "janko_045_15x15.json", "tatham_15x15.json", "janko_017_14x24.json")
	add("akari", "small.txt")
	median := func(v []float64) float64 {
		sort.Float64s(v)
		return v[len(v)/2]
	}
	fmt.Fprintf(os.Stderr, "%-42s %9s %9s %7s %9s %9s %7s\n", "puzzle (--unique -j 1)", "page", "process", "ratio", "in page", "in proc.", "ratio")
	var ratios, engine []float64
	for _, p := range puzzles {
		if msg := tb.read(p.ex.input, p.ex.genre); msg != "" {
			b.Fatalf("%s: %s", p.name, msg)
		}
		tb.answerMs("unique")
		var page, pageGo, proc, inproc []float64
		for i := 0; i < b.N; i++ {
			ms, goMs := tb.answerMs("unique")
			page, pageGo = append(page, ms), append(pageGo, goMs)
			proc = append(proc, tb.h.nativeMs(b, p.ex.stdin, 1, p.ex.genre, "--unique", "-j", "1"))
			inproc = append(inproc, inProcessMs(p.ex.stdin, p.ex.genre, "--unique", "-j", "1"))
		}
		r := []float64{median(page), median(proc), median(pageGo), median(inproc)}
		ratios, engine = append(ratios, r[0]/r[1]), append(engine, r[2]/r[3])
		fmt.Fprintf(os.Stderr, "%-42s %9.1f %9.1f %7.2f %9.1f %9.1f %7.2f\n", p.name, r[0], r[1], r[0]/r[1], r[2], r[3], r[2]/r[3])
	}
	b.ReportMetric(median(ratios), "median-page/process")
	b.ReportMetric(median(engine), "median-inpage/inprocess")
	b.ReportMetric(engine[len(engine)-1], "max-inpage/inprocess")
}

// inProcessMs times the command line run in this process (cli.Main).
func inProcessMs(stdin string, args ...string) float64 {
	var out, errb bytes.Buffer
	start := time.Now()
	cli.Main(args, strings.NewReader(stdin), &out, &errb)
	return float64(time.Since(start).Microseconds()) / 1000
}
