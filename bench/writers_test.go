package bench

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

func sampleRows() []Row {
	rows := []Row{
		{Workload: "queens-one N=8", Kind: "queens", Family: "queens-one", Param: 8, Axis: AMO,
			Encoding: "pairwise", Baseline: "pairwise", Solver: Gophersat, Status: StatusOK, Items: 1, Runs: 3,
			Vars: 64, Clauses: 728, Conflicts: 3, Decisions: 10, Encode: time.Millisecond, Solve: 3 * time.Millisecond},
		{Workload: "queens-one N=8", Kind: "queens", Family: "queens-one", Param: 8, Axis: AMO,
			Encoding: "sequential", Baseline: "pairwise", Solver: Gophersat, Status: StatusOK, Items: 1, Runs: 3,
			Vars: 200, Clauses: 364, Conflicts: 2, Decisions: 8, Encode: time.Millisecond, Solve: time.Millisecond},
		{Workload: "queens-one N=8", Kind: "queens", Family: "queens-one", Param: 8, Axis: AMO,
			Encoding: "product", Baseline: "pairwise", Solver: Gophersat, Status: StatusTimeout, Note: "time limit reached",
			Items: 1, Vars: 150, Clauses: 300},
	}
	SetRatios(rows)
	return rows
}

func TestWriteCSV(t *testing.T) {
	var b bytes.Buffer
	if err := WriteCSV(&b, sampleRows()); err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(&b).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 4 || len(recs[0]) != len(csvHeader) {
		t.Fatalf("%d records of %d fields, want 4 of %d", len(recs), len(recs[0]), len(csvHeader))
	}
	col := map[string]int{}
	for i, h := range recs[0] {
		col[h] = i
	}
	seq := recs[2]
	for name, want := range map[string]string{
		"encoding": "sequential", "clauses": "364", "solve_ms": "1.000", "total_ms": "2.000",
		"ratio": "0.500", "size_ratio": "0.500", "status": "ok",
	} {
		if got := seq[col[name]]; got != want {
			t.Errorf("sequential %s = %q, want %q", name, got, want)
		}
	}
	if got := recs[3][col["status"]]; got != StatusTimeout {
		t.Errorf("timed-out row has status %q: it must be kept and marked", got)
	}
}

func TestWriteJSON(t *testing.T) {
	var b bytes.Buffer
	rep := &Report{Command: "puzzlesat bench --quick", Repeat: 3, Rows: sampleRows()}
	if err := WriteJSON(&b, rep); err != nil {
		t.Fatal(err)
	}
	var back Report
	if err := json.Unmarshal(b.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	if len(back.Rows) != 3 || back.Rows[1].Solve != time.Millisecond || back.Rows[1].Ratio != 0.5 {
		t.Errorf("read back %+v", back.Rows)
	}
}

func TestWriteMarkdown(t *testing.T) {
	var b bytes.Buffer
	rep := &Report{Command: "puzzlesat bench --quick", Repeat: 3, Timeout: "10s", Rows: sampleRows()}
	if err := WriteMarkdown(&b, rep, []Chart{{Title: "queens", File: "charts/q.svg"}}); err != nil {
		t.Fatal(err)
	}
	md := b.String()
	for _, want := range []string{
		"`puzzlesat bench --quick`",
		"### queens · amo · gophersat (baseline pairwise)",
		"| sequential | 0.50× | 1 | 1 | 0 | 0.50× |", // summary: fastest, half the time
		"| product | — | 0 | 0 | 1 | 0.41× |",
		"![queens](charts/q.svg)",
		"### queens-one N=8 · amo",
		"| sequential | gophersat | ok | 200 | 364 | 2 | 8 | 1 ms | 1 ms | 0.50× | 0.50× |",
		"| product | gophersat | timeout (time limit reached) |",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q:\n%s", want, md)
		}
	}
	// The summary ranks sequential before pairwise, and product last.
	if i, j, k := strings.Index(md, "| sequential | 0.50×"), strings.Index(md, "| pairwise | 1.00×"), strings.Index(md, "| product | —"); !(i < j && j < k) {
		t.Errorf("summary order wrong: sequential %d, pairwise %d, product %d", i, j, k)
	}
}

func TestWriteCharts(t *testing.T) {
	dir := t.TempDir()
	rows := sampleRows()
	rows = append(rows, rows[0], rows[1])
	// A workload name with markup in it must come out as text.
	const odd = `queens-one <N=9> & "co"`
	rows[3].Workload, rows[3].Param, rows[4].Workload, rows[4].Param = odd, 9, odd, 9
	rows[4].Solve = 3 * time.Millisecond // N=9: sequential takes 4 ms, pairwise 4 ms too
	SetRatios(rows)
	charts, err := WriteCharts(dir, "charts", rows)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range charts {
		names = append(names, c.File)
	}
	got := strings.Join(names, " ")
	for _, want := range []string{"charts/queens-amo-time.svg", "charts/queens-amo-clauses.svg", "charts/queens-one-scaling.svg"} {
		if !strings.Contains(got, want) {
			t.Errorf("charts %v lack %s", names, want)
		}
	}

	// Every point that has a value is a mark inside the frame, with its
	// value in its tooltip; the legend names every series.
	for _, c := range []struct {
		file  string
		marks []string // the tooltips, in the order drawn
		lines int      // polylines joining a series
	}{
		{"queens-amo-time.svg", []string{
			"queens-one N=8, pairwise: time 1×", "queens-one N=8, sequential: time 0.5×",
			odd + ", pairwise: time 1×", odd + ", sequential: time 1×"}, 0},
		{"queens-amo-clauses.svg", []string{
			"queens-one N=8, pairwise: clauses 1×", "queens-one N=8, sequential: clauses 0.5×", "queens-one N=8, product: clauses 0.412×",
			odd + ", pairwise: clauses 1×", odd + ", sequential: clauses 0.5×"}, 0},
		{"queens-one-scaling.svg", []string{
			"pairwise, size 8: 0.004", "pairwise, size 9: 0.004",
			"sequential, size 8: 0.002", "sequential, size 9: 0.004"}, 2},
	} {
		root := readSVG(t, filepath.Join(dir, "charts", c.file))
		var marks []svgNode
		var frame *svgNode
		var texts []string
		lines := 0
		root.walk(func(n *svgNode) {
			switch {
			case n.attr("class") == "mark":
				marks = append(marks, *n)
			case n.attr("class") == "frame":
				frame = n
			case n.attr("class") == "series":
				lines++
			case n.XMLName.Local == "text":
				texts = append(texts, n.Text)
			}
		})
		if frame == nil {
			t.Fatalf("%s: no frame", c.file)
		}
		var tips []string
		for _, m := range marks {
			tips = append(tips, m.child("title").Text)
			x, y := m.translate(t)
			fx, fy, fw, fh := frame.num(t, "x"), frame.num(t, "y"), frame.num(t, "width"), frame.num(t, "height")
			if x <= fx || x >= fx+fw || y <= fy || y >= fy+fh {
				t.Errorf("%s: mark %q at (%g, %g) outside the frame %g,%g %gx%g", c.file, tips[len(tips)-1], x, y, fx, fy, fw, fh)
			}
		}
		slices.Sort(tips)
		slices.Sort(c.marks)
		if !slices.Equal(tips, c.marks) {
			t.Errorf("%s: marks\n%q\nwant\n%q", c.file, tips, c.marks)
		}
		if lines != c.lines {
			t.Errorf("%s: %d lines, want %d", c.file, lines, c.lines)
		}
		if !slices.Contains(texts, odd) && c.lines == 0 {
			t.Errorf("%s: legend lacks %q: %q", c.file, odd, texts)
		}
	}

	// On the time chart the baseline runs through the marks at 1, and the
	// mark at 0.5 is below it.
	root := readSVG(t, filepath.Join(dir, "charts", "queens-amo-time.svg"))
	var base *svgNode
	ys := map[string]float64{}
	root.walk(func(n *svgNode) {
		if n.attr("class") == "baseline" {
			base = n
		}
		if n.attr("class") == "mark" {
			_, ys[n.child("title").Text] = n.translate(t)
		}
	})
	if base == nil {
		t.Fatal("time chart: no baseline")
	}
	one := base.num(t, "y1")
	if y := ys["queens-one N=8, pairwise: time 1×"]; math.Abs(y-one) > 0.01 {
		t.Errorf("time chart: baseline at y=%g, mark for 1 at %g", one, y)
	}
	if y := ys["queens-one N=8, sequential: time 0.5×"]; y <= one+10 {
		t.Errorf("time chart: mark for 0.5 at y=%g, not below the baseline at %g", y, one)
	}
}

// svgNode is an element of an SVG file, read back by tests.
type svgNode struct {
	XMLName xml.Name
	Attrs   []xml.Attr `xml:",any,attr"`
	Text    string     `xml:",chardata"`
	Nodes   []svgNode  `xml:",any"`
}

// readSVG checks that file is one well-formed XML svg element and returns it.
func readSVG(t *testing.T, file string) *svgNode {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	d := xml.NewDecoder(bytes.NewReader(data))
	roots := 0
	for depth := 0; ; {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("%s: not well-formed XML: %v", file, err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if depth == 0 {
				roots++
				if tok.Name.Local != "svg" || tok.Name.Space != "http://www.w3.org/2000/svg" {
					t.Errorf("%s: root element %v, want svg", file, tok.Name)
				}
			}
			depth++
		case xml.EndElement:
			depth--
		}
	}
	if roots != 1 {
		t.Fatalf("%s: %d root elements", file, roots)
	}
	var root svgNode
	if err := xml.Unmarshal(data, &root); err != nil {
		t.Fatal(err)
	}
	return &root
}

func (n *svgNode) walk(f func(*svgNode)) {
	f(n)
	for i := range n.Nodes {
		n.Nodes[i].walk(f)
	}
}

func (n *svgNode) attr(name string) string {
	for _, a := range n.Attrs {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func (n *svgNode) child(name string) svgNode {
	for _, c := range n.Nodes {
		if c.XMLName.Local == name {
			return c
		}
	}
	return svgNode{}
}

func (n *svgNode) num(t *testing.T, name string) float64 {
	t.Helper()
	v, err := strconv.ParseFloat(n.attr(name), 64)
	if err != nil {
		t.Fatalf("%s %s: %v", n.XMLName.Local, name, err)
	}
	return v
}

// translate reads the x, y of a transform="translate(x y)".
func (n *svgNode) translate(t *testing.T) (x, y float64) {
	t.Helper()
	if _, err := fmt.Sscanf(n.attr("transform"), "translate(%g %g)", &x, &y); err != nil {
		t.Fatalf("transform %q: %v", n.attr("transform"), err)
	}
	return x, y
}
