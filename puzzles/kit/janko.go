package kit

import (
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

// JankoFormat reads the genre's puzzles from Otto Janko's data blocks
// (janko.at; grid.Janko): the block's problem grid and areas become the
// genre's typed grid, a cell of it per cell, which Text.Read reads, so
// that its messages point into the block.
type JankoFormat struct {
	// Names are the block's "puzzle" names of the genre ("hakyuu" for
	// Ripple Effect); a block of another puzzle is refused.
	Names []string
	// Cell makes a cell of the typed grid from the problem's token ("-"
	// when the block has no problem; a number of the block's labels grid
	// before it, where it has one) and the cell's area, a letter label
	// ("" when the block has no areas). Nil takes the problem's token.
	Cell func(problem, area string) string
	// Solved, when set, makes the typed grid's cells (row by row) of a
	// block that gives the solution alone (Janko's Kakuro: the sums
	// follow from the digits).
	Solved func(s grid.Shape, solution []string) []string
	// Holes says that '@' or '#' in the areas is a cell in no area,
	// grid.NoRoom in the typed grid (LITS).
	Holes bool
	// Problem is the layout of the problem grid, which the typed grid
	// has too: the zero value, grid.JankoCells, a token a cell; Janko's
	// Gokigen is on the corners, his Futoshiki has signs between the
	// cells (Laid).
	Problem grid.JankoLayout
}

// Laid returns f, reading problem grids laid out as l.
func (f *JankoFormat) Laid(l grid.JankoLayout) *JankoFormat {
	f.Problem = l
	return f
}

// Janko reads blocks named names whose problem tokens are the genre's
// typed cells as they are ("-" for an empty cell, numbers).
func Janko(names ...string) *JankoFormat { return &JankoFormat{Names: names} }

// JankoTokens reads blocks of the one name whose problem tokens are the
// genre's typed cells once replaced by pairs: old, new, old, new...; a
// token that is no old is left as it is.
func JankoTokens(name string, pairs ...string) *JankoFormat {
	return &JankoFormat{Names: []string{name}, Cell: func(problem, _ string) string {
		for k := 0; k+1 < len(pairs); k += 2 {
			if problem == pairs[k] {
				return pairs[k+1]
			}
		}
		return problem
	}}
}

// JankoDigits reads blocks of the one name whose clues are numbers of one
// digit written together, 9 for a number not told ("129" is 1, 2 and an
// unknown), as Janko writes Tapa's: the typed cell joins them by commas.
func JankoDigits(name string) *JankoFormat {
	return &JankoFormat{Names: []string{name}, Cell: func(problem, _ string) string {
		if problem == "-" {
			return "."
		}
		return strings.Join(strings.Split(strings.ReplaceAll(problem, "9", "?"), ""), ",")
	}}
}

// JankoSums reads Janko's Kakuro blocks. A problem grid's clue cell is
// its sums as DOWN×100+ACROSS ("1716": 17 down, 16 across), "x" a black
// cell without one, "-" a white cell. A block without a problem gives
// the solution alone ("-" black, digits), and its runs' sums are the
// clues. The typed cells are ".", "#" and "DOWN\ACROSS".
func JankoSums(name string) *JankoFormat {
	return &JankoFormat{Names: []string{name},
		Cell: func(problem, _ string) string {
			n, err := strconv.Atoi(problem)
			switch {
			case problem == "-":
				return "."
			case problem == "x":
				return "#"
			case err != nil || n < 0 || problem[0] == '+':
				return problem // for the typed grid's reader to refuse
			}
			return sumsCell(n/100, n%100)
		},
		Solved: func(s grid.Shape, sol []string) []string {
			digit := func(i int) int {
				if len(sol[i]) == 1 {
					return strings.IndexByte("0123456789", sol[i][0])
				}
				return -1
			}
			cells := slices.Clone(sol) // a token of neither kind stays, to be refused
			for i := range cells {
				if sol[i] == "-" {
					var sums [2]int
					for k, d := range [2]grid.Dir{grid.Down, grid.Right} {
						for j, ok := s.Step(i, d); ok && digit(j) > 0; j, ok = s.Step(j, d) {
							sums[k] += digit(j)
						}
					}
					cells[i] = sumsCell(sums[0], sums[1])
				} else if digit(i) > 0 {
					cells[i] = "."
				}
			}
			return cells
		}}
}

// sumsCell is a Kakuro clue cell in the typed grid; a sum of 0 is none.
func sumsCell(down, across int) string {
	if down == 0 && across == 0 {
		return "#"
	}
	sum := func(v int) string { return strings.TrimPrefix(strconv.Itoa(v), "0") }
	return sum(down) + `\` + sum(across)
}

// JankoAreas reads blocks whose areas are the genre's regions and whose
// problem numbers, if any, follow the region's label in the typed grid
// ("a3"), as in Heyawake, Ripple Effect, LITS, Norinori and Kendoku
// (KenKen, "a24*").
func JankoAreas(names ...string) *JankoFormat {
	return &JankoFormat{Names: names, Cell: func(problem, area string) string {
		if problem == "-" || problem == "." { // Kendoku writes "." for none
			return area
		}
		return area + problem
	}}
}

// parseJanko reads the Janko blocks of data: with an error, the puzzles
// of the blocks before it too, named as a batch's.
func (g *Genre[P, S]) parseJanko(data []byte, name string) ([]*Named[P], error) {
	blocks, err := grid.ReadJankoAs(data, name, g.Janko.Problem)
	lines := make([]int, len(blocks))
	for k, b := range blocks {
		lines[k] = b.Begin.Line
	}
	return named(name, lines, func(k int) (P, error) { return g.fromJanko(blocks[k]) }, err)
}

// fromJanko reads one block as the genre's typed grid.
func (g *Genre[P, S]) fromJanko(b *grid.Janko) (P, error) {
	var none P
	f := g.Janko
	if kind, ok := b.Props["puzzle"]; ok && !slices.Contains(f.Names, strings.ToLower(kind.Text)) {
		return none, kind.Errorf("a Janko block of %q: expected %s", kind.Text, strings.Join(f.Names, " or "))
	}
	problem, areas, solved, labels := b.Grids["problem"], b.Grids["areas"], b.Grids["solution"], b.Grids["labels"]
	// The block's grids are of its size (grid.ReadJankoAs); the problem's
	// is the typed grid's, its corners or its cells with signs between
	// them where the genre's layout has them.
	s := grid.Shape{Rows: b.Rows, Cols: b.Cols}
	if problem != nil {
		s = grid.Shape{Rows: len(problem), Cols: len(problem[0])}
	}
	for _, other := range [][][]grid.Token{areas, labels} {
		if other != nil && (len(other) != s.Rows || len(other[0]) != s.Cols) {
			// Areas or labels beside a problem on the cells' corners.
			return none, other[0][0].Errorf("a grid of %dx%d: expected %s, the problem's", len(other), len(other[0]), s)
		}
	}
	if problem == nil && areas == nil && solved != nil && f.Solved != nil {
		if len(solved) != s.Rows || len(solved[0]) != s.Cols {
			return none, solved[0][0].Errorf("a solution of %dx%d: expected %s, the block's size", len(solved), len(solved[0]), s)
		}
		var sol []string
		for i := range s.N() {
			sol = append(sol, solved[i/s.Cols][i%s.Cols].Text)
		}
		cells := f.Solved(s, sol)
		t := &grid.Text{Where: b.Begin.Where}
		for r, row := range solved {
			t.Rows = append(t.Rows, slices.Clone(row))
			for c := range row {
				t.Rows[r][c].Text = cells[s.Index(r, c)]
			}
		}
		return g.Text.Read(t)
	}
	if problem == nil && areas == nil {
		return none, b.Begin.Errorf("a Janko block without its problem (or areas) grid")
	}
	// An area is a piece of equal labels: a label may name two apart.
	var label []int
	if areas != nil {
		ids := map[string]int{}
		for i := range s.N() {
			tok := areas[i/s.Cols][i%s.Cols].Text
			if _, ok := ids[tok]; !ok {
				ids[tok] = len(ids)
			}
			label = append(label, ids[tok])
		}
		label = s.Labels(s.Regions(label))
	}
	t := &grid.Text{Where: b.Begin.Where}
	for r := 0; r < s.Rows; r++ {
		var row []grid.Token
		for c := 0; c < s.Cols; c++ {
			var tok grid.Token
			area := ""
			if areas != nil {
				tok, area = areas[r][c], grid.RoomLabel(label[s.Index(r, c)])
				if f.Holes && (tok.Text == "@" || tok.Text == "#") {
					area = grid.NoRoom
				}
				tok.Text = "-"
			}
			if problem != nil {
				tok = problem[r][c]
				if labels != nil && labels[r][c].Text != "-" {
					var err error
					if tok.Text, err = labelled(labels[r][c], tok, s.Name(s.Index(r, c))); err != nil {
						return none, err
					}
				}
			}
			if f.Cell != nil {
				tok.Text = f.Cell(tok.Text, area)
			}
			row = append(row, tok)
		}
		t.Rows = append(t.Rows, row)
	}
	return g.Text.Read(t)
}

// labelled returns the problem's token of a cell with its number from the
// labels grid before it, a number given apart (Pfeilpfad: "1" and "e" are
// "1e"). A problem's token that gives a number too is taken as it is when
// the two numbers agree, and refused when they do not: joined, they were
// another number ("1" and "1e" read as 11).
func labelled(label, problem grid.Token, cell string) (string, error) {
	digits := len(problem.Text) - len(strings.TrimLeft(problem.Text, "0123456789"))
	if digits == 0 {
		return label.Text + problem.Text, nil
	}
	if a, err := strconv.Atoi(label.Text); err != nil || a != atoi(problem.Text[:digits]) {
		return "", label.Errorf("label %q of %s, but its problem %q (line %d) gives %s: expected a number in one of them, or the same in both", label.Text, cell, problem.Text, problem.Line, problem.Text[:digits])
	}
	return problem.Text, nil
}

// atoi is the number of digits, -1 when too long to be one.
func atoi(digits string) int {
	n, err := strconv.Atoi(digits)
	if err != nil {
		return -1
	}
	return n
}
