package bench

import (
	"cmp"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// WriteCharts draws the charts of rows as SVG files in dir/sub and returns
// them, with paths relative to dir:
//
//   - per kind of puzzle and axis, the time ratio of each encoding to the
//     baseline, one mark per workload (log scale, 1 is the baseline);
//   - the same for the clause ratio;
//   - scaling curves: N-Queens N → time, card n → clauses, per encoding.
func WriteCharts(dir, sub string, rows []Row) ([]Chart, error) {
	if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
		return nil, err
	}
	var charts []Chart
	save := func(p *chartPlot, name, title string) error {
		file := filepath.Join(sub, name+".svg")
		if err := os.WriteFile(filepath.Join(dir, file), p.svg(), 0o644); err != nil {
			return err
		}
		charts = append(charts, Chart{Title: title, File: filepath.ToSlash(file)})
		return nil
	}
	gs := gophersatRows(rows)
	for _, g := range groupsOf(gs) {
		for _, m := range []struct {
			what string
			val  func(Row) float64
		}{
			{"time", func(r Row) float64 { return r.Ratio }},
			{"clauses", func(r Row) float64 { return r.SizeRatio }},
		} {
			if g.sizeOnly && m.what == "time" {
				continue
			}
			p := ratioPlot(g, m.what, m.val)
			if p == nil {
				continue
			}
			name := strings.ReplaceAll(fmt.Sprintf("%s-%s-%s", g.kind, g.axis, m.what), " ", "_")
			title := fmt.Sprintf("%s, %s: %s relative to %s", g.kind, g.axis, m.what, Baselines[g.axis])
			if err := save(p, name, title); err != nil {
				return charts, err
			}
		}
	}
	for _, fam := range families(gs) {
		p := scalingPlot(gs, fam)
		if p == nil {
			continue
		}
		name := strings.NewReplacer(" ", "_", "/", "_", "=", "").Replace(fam.family + "-scaling")
		if err := save(p, name, fam.family+": "+fam.what+" by size"); err != nil {
			return charts, err
		}
	}
	return charts, nil
}

// gophersatRows keeps the rows of the in-process solver.
func gophersatRows(rows []Row) []Row {
	var out []Row
	for _, r := range rows {
		if r.Solver == Gophersat {
			out = append(out, r)
		}
	}
	return out
}

// chartGroup is the rows of one kind and axis.
type chartGroup struct {
	kind      string
	axis      Axis
	sizeOnly  bool
	rows      []Row
	encodings []string // in first appearance order
	workloads []string
}

func groupsOf(rows []Row) []*chartGroup {
	var out []*chartGroup
	byKey := map[string]*chartGroup{}
	for _, r := range rows {
		k := r.Kind + "|" + string(r.Axis)
		g, ok := byKey[k]
		if !ok {
			g = &chartGroup{kind: r.Kind, axis: r.Axis, sizeOnly: r.Kind == "card"}
			byKey[k] = g
			out = append(out, g)
		}
		g.rows = append(g.rows, r)
		if !slices.Contains(g.encodings, r.Encoding) {
			g.encodings = append(g.encodings, r.Encoding)
		}
		if !slices.Contains(g.workloads, r.Workload) {
			g.workloads = append(g.workloads, r.Workload)
		}
	}
	return out
}

// ratioPlot marks val of each row of g at its encoding, one series per
// workload, on a log scale. It returns nil when there is nothing to draw.
func ratioPlot(g *chartGroup, what string, val func(Row) float64) *chartPlot {
	p := &chartPlot{
		title:    fmt.Sprintf("%s (%s): %s / %s's", g.kind, g.axis, what, Baselines[g.axis]),
		xLabel:   "encoding",
		yLabel:   what + " ratio (log scale; below 1 is better)",
		columns:  g.encodings,
		baseline: true,
		width:    480,
		legend:   "workload",
	}
	for i, w := range g.workloads {
		s := series{name: w}
		// Spread the workloads a little around the encoding.
		dx := 0.5 * (float64(i)/float64(max(len(g.workloads)-1, 1)) - 0.5)
		for j, enc := range g.encodings {
			for _, r := range g.rows {
				if v := val(r); r.Workload == w && r.Encoding == enc && drawable(v) {
					s.pts = append(s.pts, point{x: float64(j) + dx, y: v,
						tip: fmt.Sprintf("%s, %s: %s %.3g×", w, enc, what, v)})
				}
			}
		}
		if len(s.pts) > 0 {
			p.series = append(p.series, s)
		}
	}
	if len(p.series) == 0 {
		return nil
	}
	return p
}

// drawable reports whether v can go on a log scale.
func drawable(v float64) bool { return v > 0 && !math.IsInf(v, 1) }

// family is a scaling curve: the workloads of one family with a Param.
type family struct {
	kind, family, what string
	val                func(Row) float64
}

func families(rows []Row) []family {
	var out []family
	seen := map[string]bool{}
	for _, r := range rows {
		if r.Param == 0 || seen[r.Family] || (r.Kind != "queens" && r.Kind != "card") {
			continue
		}
		seen[r.Family] = true
		f := family{kind: r.Kind, family: r.Family, what: "median time (s)",
			val: func(r Row) float64 { return float64(r.Total()) / float64(time.Second) }}
		if r.Kind == "card" {
			f.what, f.val = "clauses", func(r Row) float64 { return float64(r.Clauses) }
		}
		out = append(out, f)
	}
	return out
}

// scalingPlot draws fam's value against Param, a line per encoding, on log
// scales. Runs that did not finish are left out. It returns nil when there
// is nothing to draw.
func scalingPlot(rows []Row, fam family) *chartPlot {
	p := &chartPlot{
		title:  fam.family + ": " + fam.what,
		xLabel: "size (N or n, log scale)",
		yLabel: fam.what + ", log scale",
		joined: true,
		width:  400,
		legend: "encoding",
	}
	idx := map[string]int{}
	for _, r := range rows {
		v := fam.val(r)
		if r.Family != fam.family || r.Status != StatusOK || !drawable(v) || r.Param <= 0 {
			continue // the x axis is logarithmic too
		}
		i, ok := idx[r.Encoding]
		if !ok {
			i = len(p.series)
			idx[r.Encoding] = i
			p.series = append(p.series, series{name: r.Encoding})
		}
		p.series[i].pts = append(p.series[i].pts, point{x: float64(r.Param), y: v,
			tip: fmt.Sprintf("%s, size %d: %.3g", r.Encoding, r.Param, v)})
	}
	if len(p.series) == 0 {
		return nil
	}
	sizes := map[float64]bool{}
	for _, s := range p.series {
		slices.SortFunc(s.pts, func(a, b point) int { return cmp.Compare(a.x, b.x) })
		for _, pt := range s.pts {
			sizes[pt.x] = true
		}
	}
	p.xAtData = len(sizes) <= 10
	return p
}
