package bench

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
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
	save := func(p *plot.Plot, name, title string, w vg.Length) error {
		file := filepath.Join(sub, name+".svg")
		if err := p.Save(w, 4*vg.Inch, filepath.Join(dir, file)); err != nil {
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
			p, err := ratioPlot(g, m.what, m.val)
			if err != nil {
				return charts, err
			}
			if p == nil {
				continue
			}
			name := strings.ReplaceAll(fmt.Sprintf("%s-%s-%s", g.kind, g.axis, m.what), " ", "_")
			title := fmt.Sprintf("%s, %s: %s relative to %s", g.kind, g.axis, m.what, Baselines[g.axis])
			if err := save(p, name, title, 7*vg.Inch); err != nil {
				return charts, err
			}
		}
	}
	for _, fam := range families(gs) {
		p, err := scalingPlot(gs, fam)
		if err != nil {
			return charts, err
		}
		if p == nil {
			continue
		}
		name := strings.NewReplacer(" ", "_", "/", "_", "=", "").Replace(fam.family + "-scaling")
		if err := save(p, name, fam.family+": "+fam.what+" by size", 6*vg.Inch); err != nil {
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
func ratioPlot(g *chartGroup, what string, val func(Row) float64) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = fmt.Sprintf("%s (%s): %s / %s's", g.kind, g.axis, what, Baselines[g.axis])
	p.Y.Label.Text = what + " ratio (log scale; below 1 is better)"
	p.Y.Scale = plot.LogScale{}
	p.Y.Tick.Marker = plot.LogTicks{Prec: -1}
	p.NominalX(g.encodings...)
	p.Legend.Top = true
	p.Legend.TextStyle.Font.Size = vg.Points(7)
	any := false
	for i, w := range g.workloads {
		var pts plotter.XYs
		for j, enc := range g.encodings {
			for _, r := range g.rows {
				if r.Workload == w && r.Encoding == enc && val(r) > 0 {
					// Spread the workloads a little around the encoding.
					dx := 0.5 * (float64(i)/float64(max(len(g.workloads)-1, 1)) - 0.5)
					pts = append(pts, plotter.XY{X: float64(j) + dx, Y: val(r)})
				}
			}
		}
		if len(pts) == 0 {
			continue
		}
		s, err := plotter.NewScatter(pts)
		if err != nil {
			return nil, err
		}
		s.GlyphStyle.Color = plotutil.Color(i)
		s.GlyphStyle.Shape = plotutil.Shape(i)
		s.GlyphStyle.Radius = vg.Points(3)
		p.Add(s)
		p.Legend.Add(w, s)
		any = true
	}
	if !any {
		return nil, nil
	}
	one, err := plotter.NewLine(plotter.XYs{{X: -0.5, Y: 1}, {X: float64(len(g.encodings)) - 0.5, Y: 1}})
	if err != nil {
		return nil, err
	}
	one.Dashes = []vg.Length{vg.Points(3), vg.Points(3)}
	p.Add(one)
	return p, nil
}

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
// scales. Runs that did not finish are left out.
func scalingPlot(rows []Row, fam family) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = fam.family + ": " + fam.what
	p.X.Label.Text = "size (N or n)"
	p.Y.Label.Text = fam.what
	p.X.Scale, p.Y.Scale = plot.LogScale{}, plot.LogScale{}
	p.X.Tick.Marker, p.Y.Tick.Marker = plot.LogTicks{Prec: -1}, plot.LogTicks{Prec: -1}
	p.Legend.Top, p.Legend.Left = true, true
	p.Legend.TextStyle.Font.Size = vg.Points(7)
	series := map[string]plotter.XYs{}
	var encs []string
	for _, r := range rows {
		if r.Family != fam.family || r.Status != StatusOK || fam.val(r) <= 0 {
			continue
		}
		if _, ok := series[r.Encoding]; !ok {
			encs = append(encs, r.Encoding)
		}
		series[r.Encoding] = append(series[r.Encoding], plotter.XY{X: float64(r.Param), Y: fam.val(r)})
	}
	if len(encs) == 0 {
		return nil, nil
	}
	for i, enc := range encs {
		pts := series[enc]
		slices.SortFunc(pts, func(a, b plotter.XY) int { return cmp.Compare(a.X, b.X) })
		l, s, err := plotter.NewLinePoints(pts)
		if err != nil {
			return nil, err
		}
		l.Color, s.Color = plotutil.Color(i), plotutil.Color(i)
		l.Dashes = plotutil.Dashes(i / 7)
		s.Shape = plotutil.Shape(i)
		p.Add(l, s)
		p.Legend.Add(enc, l, s)
	}
	return p, nil
}
