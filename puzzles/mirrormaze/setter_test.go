package mirrormaze

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
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// This file checks the setter's and player's questions (--forced,
// --explain, --suggest) on the genre's problems against second methods:
// the intersection of the enumerated solutions, puzzles rebuilt with only
// the givens named, and the backtracking counter.

// configNames returns the names of configs(), sorted, so that the trials
// take turns over the encodings in a fixed order.
func configNames() []string {
	var out []string
	for name := range configs() {
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}

// cellName is "r3c4", 1-based.
func cellName(c Pos) string { return fmt.Sprintf("r%dc%d", c.Row+1, c.Col+1) }

// parts returns what each given of p is called, as the test names them
// itself (1-based: a fixed monster, a clue by its side and line, a total,
// a group of same cells), with the change that puts it into a puzzle.
func parts(p *Puzzle) map[string]func(q *Puzzle) {
	out := map[string]func(q *Puzzle){}
	for _, s := range Sides {
		for i, k := range p.Clues[s] {
			if k != NoClue {
				out[fmt.Sprintf("%s %d=%d", s, i+1, k)] = func(q *Puzzle) { q.Clues[s][i] = k }
			}
		}
	}
	for t, k := range p.Totals {
		if k != NoClue {
			out[fmt.Sprintf("%s=%d", []string{"ghosts", "vampires", "zombies"}[t], k)] = func(q *Puzzle) { q.Totals[t] = k }
		}
	}
	for i, c := range p.Grid {
		if c.IsMonster() {
			out[fmt.Sprintf("%s=%c", cellName(Pos{i / p.Cols, i % p.Cols}), c.String()[0])] = func(q *Puzzle) { q.Grid[i] = c }
		}
	}
	for _, g := range p.Same {
		if len(g) < 2 {
			continue
		}
		name := "same"
		for _, c := range g {
			name += " " + cellName(c)
		}
		out[name] = func(q *Puzzle) { q.Same = append(q.Same, g) }
	}
	return out
}

// only returns p with its mirrors and only the named givens.
func only(t *testing.T, p *Puzzle, names []string) *Puzzle {
	t.Helper()
	q, err := NewPuzzle(p.Rows, p.Cols)
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range p.Grid {
		if c.IsMirror() {
			q.Grid[i] = c
		}
	}
	all := parts(p)
	for _, name := range names {
		put, ok := all[name]
		if !ok {
			t.Fatalf("%q names no given of\n%s", name, Text(p, nil))
		}
		put(q)
	}
	return q
}

// solvable reports whether p has a solution, by the model.
func solvable(t *testing.T, p *Puzzle) bool {
	t.Helper()
	sols, _ := solveAll(t, p, encode.Default, 1)
	return len(sols) > 0
}

// TestForcedIsTheIntersection: on random puzzles with several solutions,
// with one and with none, the forced board the genre draws is the
// intersection of every solution enumerated.
func TestForcedIsTheIntersection(t *testing.T) {
	rng := rand.New(rand.NewSource(31))
	ctx := context.Background()
	cfgs, names := configs(), configNames()
	kinds := map[string]int{}
	for trial := 0; trial < 80; trial++ {
		p := randomPuzzle(rng)
		cfg := cfgs[names[trial%len(names)]]
		sols, complete := solveAll(t, p, cfg, 3000)
		if !complete {
			continue
		}
		pr := problem(p, cfg)
		values, found, _, err := solve.Forced(ctx, pr)
		if err != nil {
			t.Fatal(err)
		}
		if found != (len(sols) > 0) {
			t.Fatalf("trial %d: found %v with %d solutions\n%s", trial, found, len(sols), Text(p, nil))
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
		want := append(Solution(nil), sols[0]...)
		for _, s := range sols[1:] {
			for i := range want {
				if s[i] != want[i] {
					want[i] = Unknown
				}
			}
		}
		a, err := pr.ShowForced(values)
		if err != nil {
			t.Fatal(err)
		}
		if got, rows := a.Fields["forced"], show(p, want, "forced").Fields["forced"]; !reflect.DeepEqual(got, rows) {
			t.Fatalf("trial %d: forced %v, the %d solutions agree on %v\n%s", trial, got, len(sols), rows, Text(p, nil))
		}
		if a.Text != Text(p, want) {
			t.Fatalf("trial %d: drawn\n%s\nexpected\n%s", trial, a.Text, Text(p, want))
		}
	}
	t.Logf("puzzles: %v", kinds)
	if kinds["several"] < 20 || kinds["one"] < 3 || kinds["none"] < 3 {
		t.Errorf("too few of a kind: %v", kinds)
	}
}

// unsolvable returns a random puzzle without a solution (as the
// backtracking counter finds), from a solvable one with a clue, a total
// or a fixed monster changed, or a group of same cells over different
// monsters.
func unsolvable(rng *rand.Rand) *Puzzle {
	for {
		p := randomPuzzle(rng)
		switch rng.Intn(4) {
		case 0:
			s := Sides[rng.Intn(4)]
			i := rng.Intn(len(p.Clues[s]))
			p.Clues[s][i] = max(0, p.Clues[s][i]+1-2*rng.Intn(2))
		case 1:
			t := rng.Intn(3)
			p.Totals[t] = max(0, p.Totals[t]+1-2*rng.Intn(2))
		case 2:
			i := rng.Intn(len(p.Grid))
			if !p.Grid[i].IsMirror() {
				p.Grid[i] = Monsters[rng.Intn(3)]
			}
		case 3:
			var g []Pos
			for i, c := range p.Grid {
				if !c.IsMirror() && rng.Intn(3) == 0 {
					g = append(g, Pos{i / p.Cols, i % p.Cols})
				}
			}
			if len(g) > 1 {
				p.Same = append(p.Same, g)
			}
		}
		if bruteCount(p) == 0 {
			return p
		}
	}
}

// TestExplain: on random puzzles without a solution, the conflict named
// is a set of givens that has no solution on its own (a puzzle rebuilt
// with those alone and the mirrors, counted with the model), and without
// any one of them has one.
func TestExplain(t *testing.T) {
	rng := rand.New(rand.NewSource(32))
	ctx := context.Background()
	cfgs, names := configs(), configNames()
	sizes, kinds := map[int]int{}, map[string]int{}
	for trial := 0; trial < 60; trial++ {
		p := unsolvable(rng)
		cfg := cfgs[names[trial%len(names)]]
		cfg.Select = encode.SelectAll
		c, _, err := solve.Explain(ctx, problem(p, cfg))
		if err != nil {
			t.Fatalf("trial %d: %v\n%s", trial, err, Text(p, nil))
		}
		if c.Rules || len(c.Names) == 0 {
			t.Fatalf("trial %d: %+v: expected givens (one monster a cell always fits)", trial, c)
		}
		sizes[len(c.Names)]++
		for _, n := range c.Names {
			kinds[strings.FieldsFunc(n, func(r rune) bool { return r == ' ' || r == '=' })[0]]++
		}
		if q := only(t, p, c.Names); solvable(t, q) {
			t.Fatalf("trial %d: %v has a solution:\n%s", trial, c.Names, Text(q, nil))
		}
		for i := range c.Names {
			rest := append(append([]string(nil), c.Names[:i]...), c.Names[i+1:]...)
			if q := only(t, p, rest); !solvable(t, q) {
				t.Fatalf("trial %d: %v still conflicts without %s: not minimal\n%s", trial, c.Names, c.Names[i], Text(q, nil))
			}
		}
	}
	t.Logf("conflicts by size: %v; their members: %v", sizes, kinds)
	if len(sizes) < 3 || kinds["same"] == 0 || kinds["ghosts"]+kinds["vampires"]+kinds["zombies"] == 0 {
		t.Errorf("conflicts of too few kinds: %v, %v", sizes, kinds)
	}
}

// TestExplainNames: under Select the formula has one group per given and
// rule instance, named as people name them, a group of same cells one
// group whatever its size; without Select none.
func TestExplainNames(t *testing.T) {
	// Without the total, r1c2 = r2c1 = Z and r2c2 = V meet every other
	// given; without the fixed zombie, r1c2 = r2c1 = V and r2c2 = Z; without
	// the same cells, Z, G and V: the one conflict is these three.
	p, err := ParseText("Z 1\n0 2\n0 / Z .\n. . . .\n. .\nsame 0,1 1,0\n", "names")
	if err != nil {
		t.Fatal(err)
	}
	pr := problem(p, encode.Config{Select: encode.SelectAll})
	var got []string
	for _, s := range pr.Formula.Selectors() {
		got = append(got, fmt.Sprintf("%s/%v", s.Name, s.Given))
	}
	want := []string{
		"zombies=1/true", "top 1=0/true", "top 2=2/true", "left 1=0/true",
		"r1c2=Z/true", "same r1c2 r2c1/true",
		"cell r1c2/false", "cell r2c1/false", "cell r2c2/false",
	}
	sort.Strings(got)
	sort.Strings(want)
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("groups\n%v\nexpected\n%v", got, want)
	}
	if ss := problem(p, encode.Default).Formula.Selectors(); len(ss) != 0 {
		t.Fatalf("%d groups without Select", len(ss))
	}
	c, _, err := solve.Explain(context.Background(), pr)
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(c.Names)
	if c.Rules || strings.Join(c.Names, ", ") != "r1c2=Z, same r1c2 r2c1, zombies=1" {
		t.Fatalf("%+v", c)
	}
}

// readSuggestion reads a suggested given, "r3c4=Z", into q.
func readSuggestion(t *testing.T, q *Puzzle, name string) {
	t.Helper()
	var r, c int
	var m string
	if _, err := fmt.Sscanf(name, "r%dc%d=%s", &r, &c, &m); err != nil || fmt.Sprintf("r%dc%d=%s", r, c, m) != name {
		t.Fatalf("suggestion %q: expected r<row>c<col>=<monster>", name)
	}
	i := strings.Index("GVZ", m)
	if r < 1 || r > q.Rows || c < 1 || c > q.Cols || len(m) != 1 || i < 0 {
		t.Fatalf("suggestion %q: off the %d×%d grid or no monster", name, q.Rows, q.Cols)
	}
	if q.At(r-1, c-1).IsMirror() {
		t.Fatalf("suggestion %q on a mirror", name)
	}
	q.Grid[(r-1)*q.Cols+c-1] = Monsters[i]
}

// TestSuggest: on random puzzles with several solutions, the monsters
// suggested, fixed in the puzzle, leave one solution (the backtracking
// counter says), and without any one of them two or more; they are those
// of the solution Suggest started from.
func TestSuggest(t *testing.T) {
	rng := rand.New(rand.NewSource(33))
	ctx := context.Background()
	cfgs, names := configs(), configNames()
	tried, sizes := 0, map[int]int{}
	for trial := 0; trial < 80; trial++ {
		p := randomPuzzle(rng)
		count := bruteCount(p)
		cfg := cfgs[names[trial%len(names)]]
		pr := problem(p, cfg)
		extra, first, _, err := solve.Suggest(ctx, pr)
		switch {
		case count == 0:
			if !errors.Is(err, solve.ErrUnsolvable) {
				t.Fatalf("trial %d: no solution, error %v", trial, err)
			}
			continue
		case count == 1:
			if !errors.Is(err, solve.ErrUnique) {
				t.Fatalf("trial %d: unique, error %v", trial, err)
			}
			continue
		case err != nil:
			t.Fatal(err)
		}
		tried++
		sizes[len(extra)]++
		sol := decode(p, cfg, first)
		if err := Verify(p, sol); err != nil {
			t.Fatalf("trial %d: the first solution: %v", trial, err)
		}
		q := clone(p)
		suggested := make([]string, len(extra))
		for i, l := range extra {
			suggested[i] = pr.NameOf(l)
			readSuggestion(t, q, suggested[i])
		}
		for i, c := range q.Grid {
			if c != sol[i] && c != Unknown {
				t.Fatalf("trial %d: %s is not the first solution's %s", trial, Text(q, nil), Text(p, sol))
			}
		}
		if got := bruteCount(q); got != 1 {
			t.Fatalf("trial %d: %d solutions with %v\n%s", trial, got, suggested, Text(q, nil))
		}
		for i := range suggested {
			q := clone(p)
			for j, name := range suggested {
				if j != i {
					readSuggestion(t, q, name)
				}
			}
			if got := bruteCount(q); got < 2 {
				t.Fatalf("trial %d: %s is not needed in %v (%d solutions without it)", trial, suggested[i], suggested, got)
			}
		}
	}
	t.Logf("%d puzzles with several solutions; suggestions by size: %v", tried, sizes)
	if tried < 30 {
		t.Errorf("only %d puzzles with several solutions", tried)
	}
}

// TestLitName names the monster literals, negated ones too, and nothing
// else: the projection is a variable per monster of each cell free of
// mirrors.
func TestLitName(t *testing.T) {
	p, err := ParseText(". . .\n. / . .\n. . \\ .\n. .\n", "lit")
	if err != nil {
		t.Fatal(err)
	}
	pr := problem(p, encode.Default)
	byName := map[string]sat.Var{}
	for _, v := range pr.Projection.Vars {
		byName[pr.NameOf(v.Pos())] = v
	}
	var names []string
	for name := range byName {
		names = append(names, name)
	}
	sort.Strings(names)
	if got := strings.Join(names, " "); got != "r1c2=G r1c2=V r1c2=Z r2c1=G r2c1=V r2c1=Z" {
		t.Fatalf("the projection's names: %s", got)
	}
	if got := pr.NameOf(byName["r1c2=Z"].Neg()); got != "r1c2≠Z" {
		t.Errorf("the negation of r1c2=Z: %q", got)
	}
	if got := pr.NameOf(sat.Var(pr.Formula.NumVars() + 1).Pos()); got != "?" {
		t.Errorf("a variable past the formula: %q", got)
	}
}
