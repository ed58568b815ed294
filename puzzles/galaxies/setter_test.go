package galaxies

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// This file checks the setter's and player's questions (--forced,
// --explain, --suggest, --hint, --rate) on the genre's problems against
// second methods written here: the backtracking counter of counts_test.go
// (the intersection of its solutions, its solutions that hold the cells
// suggested or hinted) and, for conflicts, a backtracking search of the
// puzzle with only some centres and rules switched on (relaxedSolvable).

// problem returns the genre's problem of p under cfg and the model
// options opts, as the command builds it.
func problem(p *Puzzle, cfg encode.Config, opts Options) *solve.Problem {
	return Genre.Problem(withOptions(p, opts), "test", &solve.Options{Encoding: cfg}, false)
}

// setterConfigs are the encodings the trials take turns over.
var setterConfigs = []encode.Config{
	{Connect: encode.Lazy},
	{Connect: encode.Tree, AMO: encode.Sequential, Card: encode.Totalizer},
	{Connect: encode.Reach, AMO: encode.Native, Card: encode.Native},
	{Connect: encode.Auto, AMO: encode.Pairwise, Card: encode.SeqCounter},
}

// setterOptions are the model options the trials take turns over.
var setterOptions = []Options{Default, {}, {Quotient: true, Neighbours: true}}

// small returns the puzzles of randomPuzzles of at most cells cells, and
// their counts.
func small(rng *rand.Rand, perKind, cells int) ([]*Puzzle, []int) {
	ps, counts := randomPuzzles(rng, perKind)
	var outP []*Puzzle
	var outC []int
	for i, p := range ps {
		if p.Rows*p.Cols <= cells {
			outP = append(outP, p)
			outC = append(outC, counts[i])
		}
	}
	return outP, outC
}

// TestForcedIsTheIntersection: on random puzzles with several solutions,
// one or none, what --forced gives is the intersection of the
// backtracking counter's solutions (-1 where they differ), drawn as Text
// draws a partly solved board, the solution itself when there is one.
func TestForcedIsTheIntersection(t *testing.T) {
	rng := rand.New(rand.NewSource(51))
	ctx := context.Background()
	puzzles, _ := randomPuzzles(rng, 2)
	kinds := map[string]int{}
	for trial, p := range puzzles {
		sols := bruteSolutions(p)
		cfg, opts := setterConfigs[trial%len(setterConfigs)], setterOptions[trial%len(setterOptions)]
		pr := problem(p, cfg, opts)
		values, found, _, err := solve.Forced(ctx, pr)
		if err != nil {
			t.Fatal(err)
		}
		if found != (len(sols) > 0) {
			t.Fatalf("trial %d: found %v with %d solutions\n%s", trial, found, len(sols), writeText(p))
		}
		switch {
		case len(sols) == 0:
			kinds["none"]++
			continue
		case len(sols) == 1:
			kinds["one"]++
		default:
			kinds["several"]++
		}
		want := append(Regions(nil), sols[0]...)
		for _, s := range sols[1:] {
			for i := range want {
				if s[i] != want[i] {
					want[i] = -1
				}
			}
		}
		a, err := pr.ShowForced(values)
		if err != nil {
			t.Fatal(err)
		}
		if got := a.Fields["forced"]; !reflect.DeepEqual(got, rowsOf(want, p.Cols)) {
			t.Fatalf("trial %d: forced %v, the %d solutions agree on %v\n%s", trial, got, len(sols), rowsOf(want, p.Cols), writeText(p))
		}
		if a.Text != text(p, want, false) {
			t.Fatalf("trial %d: drawn\n%s\nexpected\n%s", trial, a.Text, text(p, want, false))
		}
	}
	t.Logf("puzzles: %v", kinds)
	if kinds["several"] < 10 || kinds["one"] < 10 || kinds["none"] < 10 {
		t.Errorf("too few of a kind: %v", kinds)
	}
}

// centreName is what the test calls a centre: the cells touching it,
// 1-based, the first and the last when there are several.
func centreName(pt Point) string {
	r0, c0, r1, c1 := (pt.Y-1)/2, (pt.X-1)/2, pt.Y/2, pt.X/2
	if r0 == r1 && c0 == c1 {
		return fmt.Sprintf("centre r%dc%d", r0+1, c0+1)
	}
	return fmt.Sprintf("centre r%dc%d-r%dc%d", r0+1, c0+1, r1+1, c1+1)
}

// domains returns the cells each galaxy may hold, as the test works them
// out (the model's candidates, found again): a cell whose image about the
// centre lies on the grid, that touches no other centre unless it touches
// this one too, and whose image is such a cell, and that cells of the
// same kind join to a cell touching the centre, the last two conditions
// repeated until nothing changes.
func domains(p *Puzzle) [][]bool {
	rows, cols := p.Rows, p.Cols
	owner := map[int][]int{} // the centres each cell touches
	for g, pt := range p.Centres {
		for r := (pt.Y - 1) / 2; r <= pt.Y/2; r++ {
			for c := (pt.X - 1) / 2; c <= pt.X/2; c++ {
				owner[r*cols+c] = append(owner[r*cols+c], g)
			}
		}
	}
	// only reports whether cell i touches no centre but g's, if any.
	only := func(i, g int) bool {
		for _, h := range owner[i] {
			if h == g {
				return true
			}
		}
		return len(owner[i]) == 0
	}
	out := make([][]bool, len(p.Centres))
	for g, pt := range p.Centres {
		d := make([]bool, rows*cols)
		image := func(i int) int {
			r, c := pt.Y-1-i/cols, pt.X-1-i%cols
			if r < 0 || r >= rows || c < 0 || c >= cols {
				return -1
			}
			return r*cols + c
		}
		for i := range d {
			j := image(i)
			d[i] = j >= 0 && only(i, g) && only(j, g)
		}
		for changed := true; changed; {
			changed = false
			seen := make([]bool, len(d))
			var stack []int
			for r := (pt.Y - 1) / 2; r <= pt.Y/2; r++ {
				for c := (pt.X - 1) / 2; c <= pt.X/2; c++ {
					if i := r*cols + c; d[i] && !seen[i] {
						seen[i] = true
						stack = append(stack, i)
					}
				}
			}
			for len(stack) > 0 {
				i := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				r, c := i/cols, i%cols
				for _, dd := range [4][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} {
					rr, cc := r+dd[0], c+dd[1]
					if rr >= 0 && rr < rows && cc >= 0 && cc < cols && d[rr*cols+cc] && !seen[rr*cols+cc] {
						seen[rr*cols+cc] = true
						stack = append(stack, rr*cols+cc)
					}
				}
			}
			for i := range d {
				if d[i] && (!seen[i] || !d[image(i)]) {
					d[i] = false
					changed = true
				}
			}
		}
		out[g] = d
	}
	return out
}

// relaxedSolvable reports whether p has a solution when only the centres
// and rules named in on hold, found by backtracking over the cells with
// no SAT. A galaxy holds only cells of its domain (domains). A centre
// switched on holds the cells that touch it; switched off, its galaxy
// holds no cell, and the cells of its domain may be in no galaxy. The
// rules: "cell rXcY", the cell is in at most one galaxy, and in one unless
// the centre of a galaxy whose domain holds it is off (switched off: any
// number, none too); "galaxy N symmetric", the galaxy's cells are
// symmetric about its centre; "galaxy N connected", its cells are
// connected (or none).
func relaxedSolvable(p *Puzzle, on map[string]bool) bool {
	rows, cols, k := p.Rows, p.Cols, len(p.Centres)
	n := rows * cols
	dom := domains(p)
	in := make([]uint32, n) // the galaxies of each cell, as bits
	mirror := func(g, i int) int {
		pt := p.Centres[g]
		r, c := pt.Y-1-i/cols, pt.X-1-i%cols
		if r < 0 || r >= rows || c < 0 || c >= cols {
			return -1
		}
		return r*cols + c
	}
	symmetric := make([]bool, k)
	connected := make([]bool, k)
	centreOn := make([]bool, k)
	must := make([]uint32, n)    // galaxies a cell must be in
	allowed := make([]uint32, n) // galaxies a cell may be in
	for g, pt := range p.Centres {
		symmetric[g] = on[fmt.Sprintf("galaxy %d symmetric", g+1)]
		connected[g] = on[fmt.Sprintf("galaxy %d connected", g+1)]
		centreOn[g] = on[centreName(pt)]
		if centreOn[g] {
			for r := (pt.Y - 1) / 2; r <= pt.Y/2; r++ {
				for c := (pt.X - 1) / 2; c <= pt.X/2; c++ {
					must[r*cols+c] |= 1 << g
				}
			}
		}
	}
	atMostOne := make([]bool, n)
	atLeastOne := make([]bool, n)
	for i := range atMostOne {
		atMostOne[i] = on[fmt.Sprintf("cell r%dc%d", i/cols+1, i%cols+1)]
		atLeastOne[i] = atMostOne[i]
		for g := 0; g < k; g++ {
			if dom[g][i] {
				if centreOn[g] {
					allowed[i] |= 1 << g
				} else {
					atLeastOne[i] = false // a hole the galaxy leaves
				}
			}
		}
	}
	// joined reports whether the cells decided to be in galaxy g lie in
	// one piece of the cells in g or not decided yet (before cell next).
	joined := func(g, next int) bool {
		start, total := -1, 0
		for i := 0; i < next; i++ {
			if in[i]&(1<<g) != 0 {
				total++
				if start < 0 {
					start = i
				}
			}
		}
		if start < 0 {
			return true
		}
		seen := make([]bool, n)
		seen[start] = true
		stack := []int{start}
		reached := 0
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if i < next {
				reached++
			}
			r, c := i/cols, i%cols
			for _, d := range [4][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} {
				rr, cc := r+d[0], c+d[1]
				if rr < 0 || rr >= rows || cc < 0 || cc >= cols {
					continue
				}
				j := rr*cols + cc
				if !seen[j] && (j >= next && allowed[j]&(1<<g) != 0 || j < next && in[j]&(1<<g) != 0) {
					seen[j] = true
					stack = append(stack, j)
				}
			}
		}
		return reached == total
	}
	var place func(i int) bool
	place = func(i int) bool {
		if i == n {
			for g := 0; g < k; g++ {
				if connected[g] && !joined(g, n) {
					return false
				}
			}
			return true
		}
		for set := uint32(0); set < 1<<k; set++ {
			switch {
			case set&^allowed[i] != 0, set&must[i] != must[i],
				atMostOne[i] && set&(set-1) != 0, atLeastOne[i] && set == 0:
				continue
			}
			ok := true
			for g := 0; g < k && ok; g++ {
				m := mirror(g, i)
				if symmetric[g] && m >= 0 && m < i && (in[m]&(1<<g) != 0) != (set&(1<<g) != 0) {
					ok = false
				}
			}
			if !ok {
				continue
			}
			in[i] = set
			good := true
			for g := 0; g < k && good; g++ {
				if connected[g] && set&(1<<g) != 0 {
					good = joined(g, i+1)
				}
			}
			if good && place(i+1) {
				return true
			}
			in[i] = 0
		}
		return false
	}
	return place(0)
}

// allNames returns the names of every centre and rule of p, as the test
// calls them, by whether they are centres.
func allNames(p *Puzzle) (centres, rules []string) {
	for g, pt := range p.Centres {
		centres = append(centres, centreName(pt))
		rules = append(rules, fmt.Sprintf("galaxy %d symmetric", g+1), fmt.Sprintf("galaxy %d connected", g+1))
	}
	for i := 0; i < p.Rows*p.Cols; i++ {
		rules = append(rules, fmt.Sprintf("cell r%dc%d", i/p.Cols+1, i%p.Cols+1))
	}
	return centres, rules
}

// TestRelaxed checks relaxedSolvable against the counter where every
// centre and rule is on, and on crafted cases.
func TestRelaxed(t *testing.T) {
	rng := rand.New(rand.NewSource(52))
	puzzles, counts := small(rng, 2, 12)
	for i, p := range puzzles {
		on := map[string]bool{}
		cs, rs := allNames(p)
		for _, name := range append(cs, rs...) {
			on[name] = true
		}
		if got := relaxedSolvable(p, on); got != (counts[i] > 0) {
			t.Fatalf("puzzle %d: solvable %v, %d solutions\n%s", i, got, counts[i], writeText(p))
		}
	}
	// A 1×3 strip with centres on its ends: the middle cell is in no
	// galaxy, whatever the centres; without its rule, solvable.
	p, _ := New(1, 3, []Point{{1, 1}, {1, 5}})
	cs, rs := allNames(p)
	on := map[string]bool{}
	for _, name := range append(cs, rs...) {
		on[name] = true
	}
	if relaxedSolvable(p, on) {
		t.Fatal("1×3: the middle cell found a galaxy")
	}
	on["cell r1c2"] = false
	if !relaxedSolvable(p, on) {
		t.Fatal("1×3 without the middle cell's rule: no solution")
	}
	// Centres on three cells of a 2×2 grid: r2c2 is in no galaxy's
	// domain; with r2c2's rule off, solvable; with a centre off, its cell
	// may stay empty.
	p, _ = New(2, 2, []Point{{1, 1}, {1, 3}, {3, 1}})
	if relaxedSolvable(p, map[string]bool{"cell r2c2": true}) {
		t.Fatal("2×2: r2c2 found a galaxy")
	}
	if !relaxedSolvable(p, map[string]bool{"cell r1c1": true, "cell r1c2": true, "cell r2c1": true}) {
		t.Fatal("2×2 without r2c2's rule: no solution")
	}
	if !relaxedSolvable(p, map[string]bool{"cell r1c1": true, "cell r1c2": true, "cell r2c1": true, "centre r1c2": true}) {
		t.Fatal("2×2 with one centre: no solution")
	}
}

// namedOn returns the names switched on for a conflict: every rule and
// the centres named (givens), or the rules named and no centre (rules).
func namedOn(p *Puzzle, c solve.Conflict, names []string) map[string]bool {
	on := map[string]bool{}
	if !c.Rules {
		_, rs := allNames(p)
		for _, name := range rs {
			on[name] = true
		}
	}
	for _, name := range names {
		on[name] = true
	}
	return on
}

// TestExplain: on random puzzles without a solution, the conflict named
// (centres, or rules when the rules alone cannot hold) has no solution on
// its own, by relaxedSolvable, and without any one of them has one. Each
// name is one of the puzzle's, as the test names them.
func TestExplain(t *testing.T) {
	rng := rand.New(rand.NewSource(53))
	ctx := context.Background()
	puzzles, counts := small(rng, 6, 12)
	kinds, sizes := map[string]int{}, map[int]int{}
	for trial, p := range puzzles {
		if counts[trial] != 0 || p.Infeasible() != "" && trial%2 == 0 {
			continue
		}
		cfg, opts := setterConfigs[trial%len(setterConfigs)], setterOptions[trial%len(setterOptions)]
		cfg.Select = encode.SelectAll
		c, _, err := solve.Explain(ctx, problem(p, cfg, opts))
		if err != nil {
			t.Fatalf("trial %d: %v\n%s", trial, err, writeText(p))
		}
		cs, rs := allNames(p)
		known := map[string]bool{}
		for _, name := range cs {
			known[name] = !c.Rules
		}
		for _, name := range rs {
			known[name] = c.Rules
		}
		for _, name := range c.Names {
			if !known[name] {
				t.Fatalf("trial %d: %q is not one of the puzzle's %s\n%s", trial, name, map[bool]string{false: "centres", true: "rules"}[c.Rules], writeText(p))
			}
		}
		if c.Rules {
			kinds["rules"]++
		} else {
			kinds["centres"]++
		}
		sizes[len(c.Names)]++
		if relaxedSolvable(p, namedOn(p, c, c.Names)) {
			t.Fatalf("trial %d (%s): %v (rules %v) has a solution\n%s", trial, cfg.Connect, c.Names, c.Rules, writeText(p))
		}
		for i := range c.Names {
			rest := append(append([]string(nil), c.Names[:i]...), c.Names[i+1:]...)
			if !relaxedSolvable(p, namedOn(p, c, rest)) {
				t.Fatalf("trial %d (%s): %v still conflicts without %s: not minimal\n%s", trial, cfg.Connect, c.Names, c.Names[i], writeText(p))
			}
		}
	}
	// Generated puzzles with one centre moved: conflicts of centres.
	for trial := 0; trial < 40; trial++ {
		rows, cols := 4+trial%2, 5
		p, _, _, err := Generate(ctx, rand.New(rand.NewSource(int64(trial))), rows, cols, false)
		if err != nil {
			t.Fatal(err)
		}
		k := rng.Intn(len(p.Centres))
		p.Centres[k] = Point{1 + rng.Intn(2*rows-1), 1 + rng.Intn(2*cols-1)}
		if q, err := New(rows, cols, p.Centres); err != nil || bruteCount(q) != 0 {
			continue
		}
		cfg := setterConfigs[trial%len(setterConfigs)]
		cfg.Select = encode.SelectAll
		c, _, err := solve.Explain(ctx, problem(p, cfg, setterOptions[trial%len(setterOptions)]))
		if err != nil {
			t.Fatal(err)
		}
		kinds["moved"]++
		sizes[len(c.Names)]++
		if relaxedSolvable(p, namedOn(p, c, c.Names)) {
			t.Fatalf("moved %d (%s): %v (rules %v) has a solution\n%s", trial, cfg.Connect, c.Names, c.Rules, writeText(p))
		}
		for i := range c.Names {
			rest := append(append([]string(nil), c.Names[:i]...), c.Names[i+1:]...)
			if !relaxedSolvable(p, namedOn(p, c, rest)) {
				t.Fatalf("moved %d (%s): %v still conflicts without %s: not minimal\n%s", trial, cfg.Connect, c.Names, c.Names[i], writeText(p))
			}
		}
	}
	t.Logf("conflicts: %v, by size %v", kinds, sizes)
	if kinds["centres"] < 10 || kinds["moved"] < 10 || len(sizes) < 2 {
		t.Errorf("too few conflicts: %v %v", kinds, sizes)
	}
}

// TestExplainCases: crafted conflicts, and the groups the formula has.
func TestExplainCases(t *testing.T) {
	ctx := context.Background()
	explain := func(p *Puzzle) solve.Conflict {
		t.Helper()
		c, _, err := solve.Explain(ctx, problem(p, encode.Config{Select: encode.SelectAll}, Options{Quotient: true}))
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	// The middle of a 1×3 strip with centres on its ends is nobody's.
	p, _ := New(1, 3, []Point{{1, 1}, {1, 5}})
	if c := explain(p); !c.Rules || strings.Join(c.Names, ", ") != "cell r1c2" {
		t.Errorf("1×3: %+v", c)
	}
	// Two centres on one cell: either alone holds it.
	p, _ = New(2, 2, []Point{{1, 1}, {2, 2}})
	if c := explain(p); c.Rules || strings.Join(c.Names, ", ") != "centre r1c1, centre r1c1-r2c2" {
		t.Errorf("2×2: %+v", c)
	}
	// A 2×3 grid with centres on r1c1, r2c1 and the right column's edge:
	// r1c2 and r2c2 are each other's images about the last one, and
	// r1c3's about r1c1... whatever the conflict, it is one.
	p, _ = New(2, 3, []Point{{1, 1}, {3, 1}, {2, 5}})
	if c := explain(p); relaxedSolvable(p, namedOn(p, c, c.Names)) {
		t.Errorf("2×3: %+v has a solution", c)
	}
	p, _ = New(2, 2, []Point{{2, 2}})
	if _, _, err := solve.Explain(ctx, problem(p, encode.Config{Select: encode.SelectAll}, Options{})); !errors.Is(err, solve.ErrSolvable) {
		t.Errorf("solvable: %v", err)
	}
	groups := func(cfg encode.Config, opts Options) []string {
		var out []string
		for _, s := range problem(p, cfg, opts).Formula.Selectors() {
			out = append(out, fmt.Sprintf("%s/%v", s.Name, s.Given))
		}
		sort.Strings(out)
		return out
	}
	want := []string{"cell r1c1/false", "cell r1c2/false", "cell r2c1/false", "cell r2c2/false",
		"centre r1c1-r2c2/true", "galaxy 1 connected/false", "galaxy 1 symmetric/false"}
	for _, m := range methods {
		for _, opts := range setterOptions {
			if got := groups(encode.Config{Select: encode.SelectAll, Connect: m}, opts); !reflect.DeepEqual(got, want) {
				t.Errorf("%s, %+v: groups\n%v\nexpected\n%v", m, opts, got, want)
			}
		}
	}
	if got := groups(encode.Config{Select: encode.SelectGivens}, Default); !reflect.DeepEqual(got, []string{"centre r1c1-r2c2/true"}) {
		t.Errorf("givens: %v", got)
	}
	if got := groups(encode.Default, Default); len(got) != 0 {
		t.Errorf("without Select: %v", got)
	}
}

// TestNamedModels: the model with every centre and rule named, all of
// them switched on, has the backtracking counter's solutions, under every
// method and model option; so has the one with the centres named.
func TestNamedModels(t *testing.T) {
	rng := rand.New(rand.NewSource(54))
	puzzles, counts := small(rng, 2, 16)
	for trial, p := range puzzles {
		for _, sel := range []encode.Selection{encode.SelectGivens, encode.SelectAll} {
			cfg, opts := setterConfigs[trial%len(setterConfigs)], setterOptions[trial%len(setterOptions)]
			cfg.Select = sel
			pr := problem(p, cfg, opts)
			var units []sat.Lit
			for _, s := range pr.Formula.Selectors() {
				units = append(units, s.Lit)
			}
			n := 0
			_, decode := encoded(p, cfg, opts)
			res, err := sat.Enumerate(context.Background(), pr.Formula, pr.Projection, units, 0, func(model []bool) bool {
				if err := Verify(p, decode(kit.Solution(model))); err != nil {
					t.Fatalf("trial %d, select %v: %v", trial, sel, err)
				}
				n++
				return true
			})
			if err != nil || !res.Complete || n != counts[trial] {
				t.Fatalf("trial %d (%s, %+v): %d solutions, the counter %d (%v)\n%s", trial, cfg.Connect, opts, n, counts[trial], err, writeText(p))
			}
		}
	}
}

// readCell reads a suggested or hinted cell, "r3c4 in galaxy 5", as the
// cell's index and the galaxy's (0-based).
func readCell(t *testing.T, p *Puzzle, name string) (int, int) {
	t.Helper()
	var r, c, g int
	if _, err := fmt.Sscanf(name, "r%dc%d in galaxy %d", &r, &c, &g); err != nil || fmt.Sprintf("r%dc%d in galaxy %d", r, c, g) != name {
		t.Fatalf("%q: expected r<row>c<col> in galaxy <n>", name)
	}
	if r < 1 || r > p.Rows || c < 1 || c > p.Cols || g < 1 || g > len(p.Centres) {
		t.Fatalf("%q: off the %d×%d grid or its %d galaxies", name, p.Rows, p.Cols, len(p.Centres))
	}
	return (r-1)*p.Cols + c - 1, g - 1
}

// holding returns the solutions of sols that put each named cell in the
// named galaxy.
func holding(t *testing.T, p *Puzzle, sols []Regions, names []string) []Regions {
	t.Helper()
	var out []Regions
	for _, s := range sols {
		ok := true
		for _, name := range names {
			i, g := readCell(t, p, name)
			ok = ok && s[i] == g
		}
		if ok {
			out = append(out, s)
		}
	}
	return out
}

// TestSuggest: on random puzzles with several solutions, the cells
// suggested leave one of the counter's solutions (Suggest's first), and
// without any one of them two or more.
func TestSuggest(t *testing.T) {
	rng := rand.New(rand.NewSource(55))
	ctx := context.Background()
	puzzles, counts := randomPuzzles(rng, 3)
	tried, sizes := 0, map[int]int{}
	for trial, p := range puzzles {
		cfg, opts := setterConfigs[trial%len(setterConfigs)], setterOptions[trial%len(setterOptions)]
		pr := problem(p, cfg, opts)
		extra, first, _, err := solve.Suggest(ctx, pr)
		switch {
		case counts[trial] == 0:
			if !errors.Is(err, solve.ErrUnsolvable) {
				t.Fatalf("trial %d: no solution, error %v", trial, err)
			}
			continue
		case counts[trial] == 1:
			if !errors.Is(err, solve.ErrUnique) {
				t.Fatalf("trial %d: unique, error %v", trial, err)
			}
			continue
		case err != nil:
			t.Fatal(err)
		}
		tried++
		sizes[len(extra)]++
		sols := bruteSolutions(p)
		names := make([]string, len(extra))
		for i, l := range extra {
			names[i] = pr.NameOf(l)
		}
		left := holding(t, p, sols, names)
		_, decode := encoded(p, cfg, opts)
		if len(left) != 1 || key(left[0]) != key(decode(kit.Solution(first))) {
			t.Fatalf("trial %d: %d solutions with %v (the first solution among them: %v)\n%s", trial, len(left), names, len(left) == 1, writeText(p))
		}
		for i := range names {
			rest := append(append([]string(nil), names[:i]...), names[i+1:]...)
			if n := len(holding(t, p, sols, rest)); n < 2 {
				t.Fatalf("trial %d: %s is not needed in %v (%d solutions without it)", trial, names[i], names, n)
			}
		}
	}
	t.Logf("%d puzzles with several solutions; suggestions by size: %v", tried, sizes)
	if tried < 10 {
		t.Errorf("only %d puzzles with several solutions", tried)
	}
}

// TestHintsHold: each hint holds in every solution the counter finds (with
// the cell in another galaxy, none is left); a unique puzzle's rating
// decides every cell that touches no centre, one step each.
func TestHintsHold(t *testing.T) {
	rng := rand.New(rand.NewSource(56))
	ctx := context.Background()
	puzzles, counts := randomPuzzles(rng, 3)
	levels := map[int]int{}
	for trial, p := range puzzles {
		if counts[trial] == 0 {
			continue
		}
		cfg, opts := setterConfigs[trial%len(setterConfigs)], setterOptions[trial%len(setterOptions)]
		cfg.Select = encode.SelectAll
		pr := problem(p, cfg, opts)
		step, done, err := solve.Hint(ctx, pr)
		if err != nil {
			t.Fatalf("trial %d: %v", trial, err)
		}
		given := 0
		for _, pt := range p.Centres {
			given += len(p.touching(pt))
		}
		if done {
			if given != p.Rows*p.Cols {
				t.Fatalf("trial %d: done with %d of %d cells given", trial, given, p.Rows*p.Cols)
			}
			continue
		}
		levels[step.Level]++
		if step.Level == solve.Search {
			continue
		}
		name := pr.NameOf(step.Lit)
		i, g := readCell(t, p, name)
		for _, s := range bruteSolutions(p) {
			if s[i] != g {
				t.Fatalf("trial %d: hint %s (level %d, %v), yet a solution puts the cell in galaxy %d", trial, name, step.Level, step.Reason, s[i]+1)
			}
		}
		if counts[trial] != 1 {
			continue
		}
		r, err := solve.Rate(ctx, pr)
		if err != nil {
			t.Fatal(err)
		}
		total := 0
		for _, n := range r.Steps {
			total += n
		}
		if r.Level != solve.Search && total != p.Rows*p.Cols-given {
			t.Fatalf("trial %d: rated %+v: %d steps for %d cells not given", trial, r, total, p.Rows*p.Cols-given)
		}
	}
	t.Logf("hints by level: %v", levels)
}

// TestLitName names the cell literals, negated ones too, and nothing else;
// the cells of hints are each cell's variables.
func TestLitName(t *testing.T) {
	p, _ := New(2, 3, []Point{{1, 1}, {1, 4}, {3, 4}, {3, 1}})
	pr := problem(p, encode.Default, Default)
	vars := map[string]sat.Var{}
	for v := sat.Var(1); int(v) <= pr.Formula.NumVars(); v++ {
		if name := pr.LitName(v.Pos()); name != "?" {
			vars[name] = v
			if neg := pr.LitName(v.Neg()); neg != strings.Replace(name, " in ", " not in ", 1) {
				t.Errorf("%s negated: %q", name, neg)
			}
		}
	}
	for _, name := range []string{"r1c1 in galaxy 1", "r1c2 in galaxy 2", "r2c3 in galaxy 3"} {
		if vars[name] == 0 {
			t.Errorf("no variable %q", name)
		}
	}
	if got := pr.LitName(sat.Var(pr.Formula.NumVars() + 1).Pos()); got != "?" {
		t.Errorf("a variable of no cell: %q", got)
	}
	if len(pr.Cells) != 6 {
		t.Fatalf("%d cells", len(pr.Cells))
	}
	n := 0
	for i, vs := range pr.Cells {
		for _, v := range vs {
			n++
			if !strings.HasPrefix(pr.LitName(v.Pos()), fmt.Sprintf("r%dc%d in", i/3+1, i%3+1)) {
				t.Errorf("cell %d holds %s", i, pr.LitName(v.Pos()))
			}
		}
	}
	if n != len(vars) {
		t.Errorf("%d variables in cells, %d named", n, len(vars))
	}
	for _, pt := range []struct {
		pt   Point
		want string
	}{{Point{1, 1}, "r1c1"}, {Point{2, 4}, "r1c2-r2c3"}, {Point{3, 4}, "r2c2-r2c3"}, {Point{4, 3}, "r2c2-r3c2"}} {
		if got := pt.pt.Name(); got != pt.want {
			t.Errorf("%v: %q, expected %q", pt.pt, got, pt.want)
		}
	}
}
