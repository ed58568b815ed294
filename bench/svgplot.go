package bench

import (
	"math"
	"slices"
	"strconv"
	"unicode/utf8"
)

// chartPlot is one chart: series of marks (optionally joined by lines) on a
// logarithmic Y axis against either named columns or a logarithmic X axis,
// with a title, axis labels and a legend to the right.
type chartPlot struct {
	title, xLabel, yLabel string
	// columns names the columns of a nominal X axis: a point's x is the
	// index of its column, plus an offset within ±0.5. Without columns X is
	// logarithmic.
	columns []string
	// xAtData puts the X ticks at the x values of the points rather than at
	// powers of ten (for a logarithmic X with a few sizes).
	xAtData  bool
	baseline bool // a dashed line at y = 1
	joined   bool // each series's points are joined by a line, in order
	width    float64
	legend   string // the legend's heading
	series   []series
}

// series is a named set of points drawn alike.
type series struct {
	name string
	pts  []point
}

// point is a mark at (x, y) with a tooltip.
type point struct {
	x, y float64
	tip  string
}

// Sizes, in pixels.
const (
	titleSize  = 14
	labelSize  = 12
	tickSize   = 10
	legendSize = 10
	plotHeight = 300
	legendRow  = 16
	tickLen    = 5
)

// textWidth estimates how wide t is at the given font size.
func textWidth(t string, size float64) float64 {
	return 0.6 * size * float64(utf8.RuneCountInString(t))
}

// svg draws the chart. It must have at least one point, and every
// coordinate on a logarithmic axis must be positive.
func (p *chartPlot) svg() []byte {
	var xs, ys []float64
	for _, s := range p.series {
		for _, pt := range s.pts {
			xs, ys = append(xs, pt.x), append(ys, pt.y)
		}
	}
	yAxis := newLogAxis(ys, p.baseline)
	yTicks := yAxis.ticks()
	var xAxis logAxis
	var xTicks []tick
	if p.columns == nil {
		xAxis = newLogAxis(xs, false)
		if p.xAtData {
			vs := slices.Clone(xs)
			slices.Sort(vs)
			for _, v := range slices.Compact(vs) {
				xTicks = append(xTicks, tick{v: v, label: strconv.FormatFloat(v, 'g', -1, 64)})
			}
		} else {
			xTicks = xAxis.ticks()
		}
	}

	// Layout: margins around a plot area of width p.width, legend at the right.
	yTickW := 0.0
	for _, t := range yTicks {
		yTickW = max(yTickW, textWidth(t.label, tickSize))
	}
	left := 10 + labelSize + 10 + yTickW + tickLen + 4
	top := 16 + titleSize + 12.0
	colW := 0.0
	if n := len(p.columns); n > 0 {
		colW = p.width / float64(n)
	}
	rotate := false // the column names are slanted when they would overlap
	xTickH := tickSize + 4.0
	for _, c := range p.columns {
		if w := textWidth(c, tickSize); w > colW-6 {
			rotate = true
			xTickH = max(xTickH, w*0.5+tickSize)
		}
	}
	bottom := tickLen + 4 + xTickH + 12 + labelSize + 10
	legendW := textWidth(p.legend, legendSize)
	for _, s := range p.series {
		legendW = max(legendW, 20+textWidth(s.name, legendSize))
	}
	legendX := left + p.width + 20
	legendH := float64(len(p.series)+1) * legendRow
	width := legendX + legendW + 10
	height := top + max(plotHeight, legendH) + bottom
	x0, y0, x1, y1 := left, top, left+p.width, top+plotHeight // the plot area

	xPos := func(x float64) float64 {
		if p.columns != nil {
			return x0 + (x+0.5)*colW
		}
		return x0 + xAxis.frac(x)*(x1-x0)
	}
	yPos := func(y float64) float64 { return y1 - yAxis.frac(y)*(y1-y0) }

	s := newSVG(math.Ceil(width), math.Ceil(height))
	s.text(x0+p.width/2, 16+titleSize, titleSize, anchorMiddle, 0, p.title)

	// Grid, frame and ticks.
	for _, t := range yTicks {
		y := yPos(t.v)
		if t.label != "" {
			s.line("", x0, y, x1, y, "#e4e4e4", 1, "")
			s.text(x0-tickLen-4, y+tickSize*0.35, tickSize, anchorEnd, 0, t.label)
		}
		s.line("", x0-tickLen*tickLenOf(t), y, x0, y, "#333", 1, "")
	}
	xTickY := y1 + tickLen + 4 + tickSize
	for i, c := range p.columns {
		x := xPos(float64(i))
		if i > 0 {
			s.line("", x-colW/2, y0, x-colW/2, y1, "#e4e4e4", 1, "")
		}
		s.line("", x, y1, x, y1+tickLen, "#333", 1, "")
		if rotate {
			s.text(x+3, xTickY-3, tickSize, anchorEnd, -30, c)
		} else {
			s.text(x, xTickY, tickSize, anchorMiddle, 0, c)
		}
	}
	for _, t := range xTicks {
		x := xPos(t.v)
		if t.label != "" {
			s.line("", x, y0, x, y1, "#e4e4e4", 1, "")
			s.text(x, xTickY, tickSize, anchorMiddle, 0, t.label)
		}
		s.line("", x, y1, x, y1+tickLen*tickLenOf(t), "#333", 1, "")
	}
	s.rect("frame", x0, y0, x1-x0, y1-y0, "none", "#333")
	s.text(x0+p.width/2, y1+tickLen+4+xTickH+12+labelSize, labelSize, anchorMiddle, 0, p.xLabel)
	s.text(10+labelSize, (y0+y1)/2, labelSize, anchorMiddle, -90, p.yLabel)
	if p.baseline {
		s.line("baseline", x0, yPos(1), x1, yPos(1), "#444", 1.2, "5 4")
	}

	// Series, then the legend.
	for i, sr := range p.series {
		color, _, dash := style(i)
		if p.joined && len(sr.pts) > 1 {
			var xy []float64
			for _, pt := range sr.pts {
				xy = append(xy, xPos(pt.x), yPos(pt.y))
			}
			s.polyline("series", xy, color, 1.5, dash)
		}
	}
	for i, sr := range p.series {
		color, shape, _ := style(i)
		for _, pt := range sr.pts {
			s.marker("mark", xPos(pt.x), yPos(pt.y), shape, color, pt.tip)
		}
	}
	s.text(legendX, y0+legendSize, legendSize, anchorStart, 0, p.legend)
	for i, sr := range p.series {
		color, shape, dash := style(i)
		y := y0 + float64(i+1)*legendRow + legendSize/2
		if p.joined {
			s.line("", legendX, y, legendX+14, y, color, 1.5, dash)
		}
		s.marker("key", legendX+7, y, shape, color, "")
		s.text(legendX+20, y+legendSize*0.35, legendSize, anchorStart, 0, sr.name)
	}
	return s.bytes()
}

// tickLenOf is how long a tick is relative to tickLen: labelled ticks are
// longer.
func tickLenOf(t tick) float64 {
	if t.label == "" {
		return 0.6
	}
	return 1
}
