package starbattle

import (
	"fmt"
	"strings"
)

// The puzz.link format (pzprjs): https://puzz.link/p?starbattle/cols/rows/k/borders,
// where borders is base-32 digits (0-9a-v, five bits each, most significant
// first): first the (cols-1)·rows borders between horizontal neighbours, row
// by row, then the cols·(rows-1) borders between vertical neighbours, each
// part padded to whole digits. A 1 bit separates two regions; regions are the
// 4-connected areas between borders. See testdata/starbattle/SOURCES.md.

// URLHost is the start of the URLs that URL writes.
const URLHost = "https://puzz.link/p?"

// IsURL reports whether s looks like a puzz.link Star Battle URL (with or
// without its host).
func IsURL(s string) bool {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '?'); i >= 0 {
		s = s[i+1:]
	}
	return strings.HasPrefix(s, "starbattle/")
}

// ParseURL reads a puzz.link Star Battle URL. Errors give the column (from
// 1) of the offending part of s.
func ParseURL(s string) (*Puzzle, error) {
	p, col, err := parseURL(s)
	if err != nil {
		return nil, fmt.Errorf("column %d: %v", col, err)
	}
	return p, nil
}

// ParseURLs reads URLs one per line, as in a list of puzzles: blank lines,
// lines starting with '#' and a first line without a URL (a header) are
// skipped. A line may start with a name and a tab (name, tab, URL), which
// names the puzzle.
func ParseURLs(text, name string) ([]*Puzzle, error) {
	var out []*Puzzle
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimRight(line, " \t\r")
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		label, u, tab := strings.Cut(line, "\t")
		start := len(label) + 1
		if !tab {
			label, u, start = "", line, 0
		}
		if !IsURL(u) {
			if i == 0 || len(out) == 0 && tab && !strings.Contains(u, "starbattle") {
				continue // a header
			}
			return nil, fmt.Errorf("%s:%d:%d: %q: expected a puzz.link URL such as %s6/6/1/4ilbhgdnmhou", name, i+1, start+1, clip(u), URLHost+"starbattle/")
		}
		p, col, err := parseURL(u)
		if err != nil {
			return nil, fmt.Errorf("%s:%d:%d: %v", name, i+1, start+col, err)
		}
		p.Name = strings.TrimSpace(label)
		out = append(out, p)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s:1:1: no puzz.link URL found", name)
	}
	return out, nil
}

// parseURL returns the puzzle, or an error and the column (from 1) where it
// was found.
func parseURL(s string) (*Puzzle, int, error) {
	lead := len(s) - len(strings.TrimLeft(s, " \t"))
	s = strings.TrimSpace(s)
	q := strings.IndexByte(s, '?') + 1 // 0 when there is no '?'
	body := s[q:]
	if i := strings.IndexAny(body, "#&"); i >= 0 {
		body = body[:i]
	}
	parts := strings.Split(body, "/")
	if len(parts) > 1 && parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	// Column of each part.
	cols := make([]int, len(parts))
	at := lead + q + 1
	for i, p := range parts {
		cols[i] = at
		at += len(p) + 1
	}
	if len(parts) == 0 || parts[0] != "starbattle" {
		return nil, lead + q + 1, fmt.Errorf("expected starbattle/cols/rows/stars/borders after the '?'")
	}
	i := 1
	if i < len(parts) && strings.HasPrefix(parts[i], "v:") {
		i++ // a variant: starbattle has none, pzprjs skips it
	}
	if i < len(parts) {
		if _, ok := atoi(parts[i]); !ok && parts[i] != "" && (parts[i][0] < '0' || parts[i][0] > '9') {
			i++ // a pflag
		}
	}
	if len(parts)-i == 3 {
		parts = append(parts, "") // no borders: one region, as in pzprjs
		cols = append(cols, at)
	}
	if len(parts)-i < 4 {
		return nil, at, fmt.Errorf("%d parts after starbattle/: expected cols/rows/stars/borders", len(parts)-i)
	}
	var nums [3]int
	for j, what := range []string{"columns", "rows", "stars"} {
		v, ok := atoi(parts[i+j])
		if !ok {
			return nil, cols[i+j], fmt.Errorf("%q: expected the number of %s", clip(parts[i+j]), what)
		}
		nums[j] = v
	}
	nc, nr, k := nums[0], nums[1], nums[2]
	if nr < 1 || nc < 1 || nr > MaxSide || nc > MaxSide {
		return nil, cols[i], fmt.Errorf("grid of %d×%d cells: expected 1 to %d rows and columns", nr, nc, MaxSide)
	}
	if k < 1 {
		return nil, cols[i+2], fmt.Errorf("%d stars: expected 1 or more per row, column and region", k)
	}
	if len(parts)-i > 4 {
		return nil, cols[i+4], fmt.Errorf("unexpected %q after the borders", clip(parts[i+4]))
	}
	bstr, bcol := parts[i+3], cols[i+3]
	nv, nh := (nc-1)*nr, nc*(nr-1)
	dv, dh := (nv+4)/5, (nh+4)/5
	if len(bstr) > dv+dh {
		return nil, bcol + dv + dh, fmt.Errorf("%d border digits: expected %d for a %d×%d grid", len(bstr), dv+dh, nr, nc)
	}
	bits := make([]bool, 0, 5*(dv+dh))
	for j := 0; j < len(bstr); j++ {
		v := digit32(bstr[j])
		if v < 0 {
			return nil, bcol + j, fmt.Errorf("unexpected %q in the borders: expected base-32 digits 0-9 a-v", bstr[j])
		}
		for b := 4; b >= 0; b-- {
			bits = append(bits, v>>b&1 == 1)
		}
	}
	// Missing digits mean no border, as in pzprjs.
	for len(bits) < 5*(dv+dh) {
		bits = append(bits, false)
	}
	vb, hb := bits[:nv], bits[5*dv:5*dv+nh]
	p, err := New(nr, nc, k, regionsFromBorders(nr, nc,
		func(r, c int) bool { return vb[r*(nc-1)+c] },
		func(r, c int) bool { return hb[r*nc+c] }))
	if err != nil {
		return nil, cols[i], err
	}
	return p, 0, nil
}

func digit32(ch byte) int {
	switch {
	case ch >= '0' && ch <= '9':
		return int(ch - '0')
	case ch >= 'a' && ch <= 'v':
		return int(ch-'a') + 10
	}
	return -1
}

// regionsFromBorders labels the 4-connected areas: right(r, c) tells whether
// a border separates (r, c) from (r, c+1), down(r, c) from (r+1, c).
func regionsFromBorders(rows, cols int, right, down func(r, c int) bool) []int {
	region := make([]int, rows*cols)
	for i := range region {
		region[i] = -1
	}
	n := 0
	var stack []int
	for start := range region {
		if region[start] >= 0 {
			continue
		}
		region[start] = n
		stack = append(stack[:0], start)
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			r, c := i/cols, i%cols
			try := func(j int, open bool) {
				if open && region[j] < 0 {
					region[j] = n
					stack = append(stack, j)
				}
			}
			if c+1 < cols {
				try(i+1, !right(r, c))
			}
			if c > 0 {
				try(i-1, !right(r, c-1))
			}
			if r+1 < rows {
				try(i+cols, !down(r, c))
			}
			if r > 0 {
				try(i-cols, !down(r-1, c))
			}
		}
		n++
	}
	return region
}

// URL writes the puzzle as a puzz.link URL. Regions must be 4-connected,
// since the format draws borders and reads regions back as connected areas.
func (p *Puzzle) URL() (string, error) {
	for _, cells := range p.Cells() {
		if !connected(p, cells) {
			return "", fmt.Errorf("the region at %d,%d is in pieces: a puzz.link URL can only carry connected regions", cells[0].Row, cells[0].Col)
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%sstarbattle/%d/%d/%d/", URLHost, p.Cols, p.Rows, p.K)
	var bits []bool
	flush := func() {
		for len(bits)%5 != 0 {
			bits = append(bits, false)
		}
		for i := 0; i < len(bits); i += 5 {
			v := 0
			for _, bit := range bits[i : i+5] {
				v <<= 1
				if bit {
					v |= 1
				}
			}
			b.WriteByte("0123456789abcdefghijklmnopqrstuv"[v])
		}
		bits = bits[:0]
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c+1 < p.Cols; c++ {
			bits = append(bits, p.At(r, c) != p.At(r, c+1))
		}
	}
	flush()
	for r := 0; r+1 < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			bits = append(bits, p.At(r, c) != p.At(r+1, c))
		}
	}
	flush()
	return b.String(), nil
}

func connected(p *Puzzle, cells []Star) bool {
	g := p.At(cells[0].Row, cells[0].Col)
	seen := map[Star]bool{cells[0]: true}
	stack := []Star{cells[0]}
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, d := range [4]Star{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} {
			n := Star{s.Row + d.Row, s.Col + d.Col}
			if n.Row >= 0 && n.Row < p.Rows && n.Col >= 0 && n.Col < p.Cols && !seen[n] && p.At(n.Row, n.Col) == g {
				seen[n] = true
				stack = append(stack, n)
			}
		}
	}
	return len(seen) == len(cells)
}
