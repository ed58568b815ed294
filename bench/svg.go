package bench

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// svgWriter builds an SVG document element by element. Coordinates are in
// pixels from the top left corner. Text is always escaped; attribute values
// are only numbers and the constants of this package.
type svgWriter struct {
	b bytes.Buffer
}

// newSVG starts a document of width w and height h on a white background.
func newSVG(w, h float64) *svgWriter {
	s := &svgWriter{}
	fmt.Fprintf(&s.b, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"+
		"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%s\" height=\"%s\" viewBox=\"0 0 %s %s\" font-family=\"sans-serif\">\n",
		num(w), num(h), num(w), num(h))
	fmt.Fprintf(&s.b, "<rect width=\"%s\" height=\"%s\" fill=\"#fff\"/>\n", num(w), num(h))
	return s
}

// bytes ends the document and returns it.
func (s *svgWriter) bytes() []byte {
	s.b.WriteString("</svg>\n")
	return s.b.Bytes()
}

// num formats a coordinate with at most two decimals.
func num(v float64) string {
	t := strconv.FormatFloat(v, 'f', 2, 64)
	t = strings.TrimRight(t, "0")
	t = strings.TrimSuffix(t, ".")
	if t == "-0" {
		return "0"
	}
	return t
}

// escape writes t as XML character data: the five markup characters as
// entities, tab, newline and carriage return as character references,
// and a rune that XML forbids (another control character, or an invalid
// encoding) as U+FFFD.
// It is written here because encoding/xml's package initialisation (its
// table of HTML entities) cost every run of the program a tenth of a
// millisecond, --help included.
func (s *svgWriter) escape(t string) {
	for _, r := range t {
		switch {
		case r == '&':
			s.b.WriteString("&amp;")
		case r == '<':
			s.b.WriteString("&lt;")
		case r == '>':
			s.b.WriteString("&gt;")
		case r == '"':
			s.b.WriteString("&#34;")
		case r == '\'':
			s.b.WriteString("&#39;")
		case r == '\t' || r == '\n' || r == '\r':
			fmt.Fprintf(&s.b, "&#x%X;", r) // a parser would normalise a raw carriage return
		case r < 0x20, r == utf8.RuneError, r == 0xFFFE, r == 0xFFFF:
			s.b.WriteRune(utf8.RuneError)
		default:
			s.b.WriteRune(r)
		}
	}
}

// rect draws a rectangle with the given class (may be empty), fill and stroke
// ("none" for none).
func (s *svgWriter) rect(class string, x, y, w, h float64, fill, stroke string) {
	fmt.Fprintf(&s.b, "<rect%s x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\" fill=\"%s\" stroke=\"%s\"/>\n",
		classAttr(class), num(x), num(y), num(w), num(h), fill, stroke)
}

// line draws a straight line; dash is a stroke-dasharray, or "" for solid.
func (s *svgWriter) line(class string, x1, y1, x2, y2 float64, stroke string, width float64, dash string) {
	fmt.Fprintf(&s.b, "<line%s x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" stroke=\"%s\" stroke-width=\"%s\"%s/>\n",
		classAttr(class), num(x1), num(y1), num(x2), num(y2), stroke, num(width), dashAttr(dash))
}

// polyline joins the points (x0 y0 x1 y1 ...) with straight lines.
func (s *svgWriter) polyline(class string, xy []float64, stroke string, width float64, dash string) {
	fmt.Fprintf(&s.b, "<polyline%s fill=\"none\" stroke=\"%s\" stroke-width=\"%s\"%s points=\"", classAttr(class), stroke, num(width), dashAttr(dash))
	for i := 0; i+1 < len(xy); i += 2 {
		if i > 0 {
			s.b.WriteByte(' ')
		}
		fmt.Fprintf(&s.b, "%s,%s", num(xy[i]), num(xy[i+1]))
	}
	s.b.WriteString("\"/>\n")
}

// Text anchors.
const (
	anchorStart  = "start"
	anchorMiddle = "middle"
	anchorEnd    = "end"
)

// text writes t with its baseline at (x, y), turned by rotate degrees
// (clockwise) around that point.
func (s *svgWriter) text(x, y float64, size float64, anchor string, rotate float64, t string) {
	fmt.Fprintf(&s.b, "<text transform=\"translate(%s %s)", num(x), num(y))
	if rotate != 0 {
		fmt.Fprintf(&s.b, " rotate(%s)", num(rotate))
	}
	fmt.Fprintf(&s.b, "\" font-size=\"%s\" text-anchor=\"%s\">", num(size), anchor)
	s.escape(t)
	s.b.WriteString("</text>\n")
}

// marker draws glyph number shape of the given colour centred on (x, y),
// in a group of the given class with tip as its tooltip (none when "").
func (s *svgWriter) marker(class string, x, y float64, shape int, color, tip string) {
	fmt.Fprintf(&s.b, "<g%s transform=\"translate(%s %s)\">", classAttr(class), num(x), num(y))
	if tip != "" {
		s.b.WriteString("<title>")
		s.escape(tip)
		s.b.WriteString("</title>")
	}
	const r = 3.5 // half the glyph's size
	switch shape % numShapes {
	case 0: // disc
		fmt.Fprintf(&s.b, "<circle r=\"%s\" fill=\"%s\"/>", num(r), color)
	case 1: // square
		fmt.Fprintf(&s.b, "<rect x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\" fill=\"%s\"/>", num(-r*0.9), num(-r*0.9), num(1.8*r), num(1.8*r), color)
	case 2: // triangle, point up
		fmt.Fprintf(&s.b, "<path d=\"M0,%s L%s,%s L%s,%s Z\" fill=\"%s\"/>", num(-1.2*r), num(1.1*r), num(0.8*r), num(-1.1*r), num(0.8*r), color)
	case 3: // diamond
		fmt.Fprintf(&s.b, "<path d=\"M0,%s L%s,0 L0,%s L%s,0 Z\" fill=\"%s\"/>", num(-1.25*r), num(1.25*r), num(1.25*r), num(-1.25*r), color)
	case 4: // triangle, point down
		fmt.Fprintf(&s.b, "<path d=\"M0,%s L%s,%s L%s,%s Z\" fill=\"%s\"/>", num(1.2*r), num(1.1*r), num(-0.8*r), num(-1.1*r), num(-0.8*r), color)
	case 5: // ring
		fmt.Fprintf(&s.b, "<circle r=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"1.5\"/>", num(r), color)
	case 6: // cross
		fmt.Fprintf(&s.b, "<path d=\"M%s,%s L%s,%s M%s,%s L%s,%s\" stroke=\"%s\" stroke-width=\"1.8\"/>",
			num(-r), num(-r), num(r), num(r), num(-r), num(r), num(r), num(-r), color)
	}
	s.b.WriteString("</g>\n")
}

// numShapes is how many marker glyphs there are.
const numShapes = 7

// palette is the series colours, in order of use.
var palette = []string{
	"#1f5fa8", "#d1432b", "#2e9b48", "#e69a1c", "#8a4fbf",
	"#8b5a3c", "#d45fa4", "#1aa3b5", "#6b6b6b", "#a8a51c",
}

// style gives series i a colour, a marker glyph and a line dash pattern, so
// that no two of the first len(palette)*numShapes series look alike.
func style(i int) (color string, shape int, dash string) {
	dashes := []string{"", "6 3", "2 2", "8 3 2 3"}
	return palette[i%len(palette)], i % numShapes, dashes[(i/len(palette))%len(dashes)]
}

func classAttr(class string) string {
	if class == "" {
		return ""
	}
	return " class=\"" + class + "\""
}

func dashAttr(dash string) string {
	if dash == "" {
		return ""
	}
	return " stroke-dasharray=\"" + dash + "\""
}
