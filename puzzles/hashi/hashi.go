package hashi

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// The cells of a puzzle: Empty, an island without a number (Unknown), or
// an island's number.
const (
	Empty   = 0
	Unknown = -1
)

// Puzzle is a Bridges grid and its rule options.
type Puzzle struct {
	grid.Shape
	Cells []int // Empty, Unknown or an island's number, row-major
	MaxB  int   // the most bridges a pair of islands may have: 1 to 4
	Tree  bool  // no loops: the bridges join the islands as a tree
	hide  bool  // the generator may take numbers away ('?' islands)
}

// Bridges is a solution: the bridges of each pair of islands that see
// each other (Puzzle.Pairs, in its order), kit.Unknown where --forced
// leaves a pair open.
type Bridges []int

// Pair is two islands that see each other along a row or a column, A
// before B in row-major order, and the cells between them.
type Pair = grid.Sight

// Genre is Bridges as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Bridges]{
	Name:    "hashi",
	Aliases: []string{"bridges", "hashikake", "hashiwokakero"},
	Summary: "Hashiwokakero (Bridges): bridges between islands, as many as each island's number, all joined; typed grids, JSON, puzz.link URLs, Tatham IDs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Janko:   kit.JankoTokens("hashi", "-", "."), // two bridges at most, as his depth 2 says
	Links: []kit.Link[*Puzzle]{
		kit.URL(readURL, writeURL, "https://puzz.link/p?hashi/3/3/2g3i1g2", urlNames...),
		kit.TathamID(readTatham, writeTatham, "3x3m2:2a3c1a2"),
	},
	Flags:   flags,
	Options: func(o *solve.Options) { o.PreferNativeCard() }, // the no-loop count is large
	Model:   model,
	Verify:  Verify,
	Show:    show,
	Bench:   &kit.Bench[*Puzzle]{Files: []string{"hashi/tatham.tsv"}, Axes: []string{"card", "connect"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = generator
	kit.Register(Genre)
}

func (p *Puzzle) island(i int) bool { return p.Cells[i] != Empty }

// Pairs returns the pairs of islands that see each other, by their first
// island in row-major order, the pair to its right before the one below.
func (p *Puzzle) Pairs() []Pair { return p.Sights(p.island) }

// model states the rules: a pair's bridges in unary (level j on when it
// has more than j), an island's number their sum, two pairs that cross
// not both bridged, the islands connected through the pairs bridged and,
// without loops, as many pairs bridged as islands less one.
func model(p *Puzzle, m *kit.Model) func(kit.Values) Bridges {
	pairs := p.Pairs()
	count := m.Unary(len(pairs), p.MaxB, func(q int) string { return p.SightName(pairs[q]) })
	at, first, links := make([][]sat.Lit, p.N()), make([]sat.Lit, len(pairs)), make([][2]int, len(pairs))
	for q, pr := range pairs {
		at[pr.A], at[pr.B] = append(at[pr.A], count.Levels(q)...), append(at[pr.B], count.Levels(q)...)
		first[q], links[q] = count.Any(q), [2]int{pr.A, pr.B}
	}
	across, down := p.Through(pairs)
	on, root, islands := make([]sat.Lit, p.N()), -1, 0
	for i, c := range p.Cells {
		if h, v := across[i], down[i]; h >= 0 && v >= 0 {
			m.Rule(encode.LE, 1, []sat.Lit{first[h], first[v]}, "no crossing at %s", p.Name(i))
		}
		if c != Empty {
			on[i], root, islands = m.True(), i, islands+1
		}
		if c > 0 {
			m.Given(i, encode.EQ, c, at[i], "%s=%d", p.Name(i), c)
		}
	}
	m.Connected(on, links, first, root, "connected")
	if p.Tree && islands > 0 {
		m.Rule(encode.EQ, islands-1, first, "no loop")
	}
	return func(v kit.Values) Bridges { return count.Decode(v) }
}

// Verify checks the bridges against the rules, reading the board only.
func Verify(p *Puzzle, b Bridges) error {
	return p.CheckBridges(p.Pairs(), b, p.Cells, p.MaxB, p.Tree)
}

// glyphs draw 1 to 4 bridges, across and down; '?' is a pair left open.
var glyphs = map[bool][]string{false: {"?", "─", "═", "≡", "≣"}, true: {"?", "│", "║", "┆", "┊"}}

// show draws each cell in w+2 characters: the glyphs of the bridges on
// either side of an island's number, across a cell that a bridge crosses,
// or in the middle of one it goes down through; '·' is an empty cell.
func show(p *Puzzle, b Bridges, _ bool) solve.Answer {
	pairs := p.Pairs()
	text := p.SightText(pairs, len(fmt.Sprint(4*p.MaxB)), func(i int) string {
		return grid.NumberText(p.Cells[i], map[int]string{Empty: "·", Unknown: "?"}[p.Cells[i]])
	}, func(q int) string {
		if b[q] == 0 {
			return ""
		}
		return glyphs[pairs[q].Down][max(b[q], 0)]
	})
	return solve.Answer{Text: text, Fields: map[string]any{"bridges": p.BridgeList(pairs, b)}}
}
