package mirrormaze

import (
	"fmt"
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/solve"
)

// MaxSide is the largest number of rows or columns accepted, to keep a
// typo from asking for millions of variables.
const MaxSide = 100

// MaxClue is the largest clue or total accepted. A line of sight crosses
// each cell at most twice, so no clue above 2·MaxSide² can be met.
const MaxClue = 2 * MaxSide * MaxSide

// NoClue marks an edge position without a clue, and a total not given.
const NoClue = -1

// Cell is what a cell of the grid holds: a mirror, a monster, or (in a
// puzzle) a monster still to find.
type Cell byte

// The cells.
const (
	Unknown   Cell = iota // a monster not given: '.'
	Ghost                 // 'G': counted only when seen in a mirror
	Vampire               // 'V': counted only when seen head-on
	Zombie                // 'Z': counted always
	Slash                 // the mirror '/'
	Backslash             // the mirror '\'
)

// Monsters are the three kinds of monster, in the order of Puzzle.Totals.
var Monsters = [3]Cell{Ghost, Vampire, Zombie}

// monsterName is the plural name of Monsters[i], for messages and rules.
var monsterName = [3]string{"ghosts", "vampires", "zombies"}

// String returns the character that stands for the cell in every format:
// ".", "G", "V", "Z", "/" or "\".
func (c Cell) String() string { return `.GVZ/\`[c : c+1] }

// IsMirror reports whether the cell is a mirror.
func (c Cell) IsMirror() bool { return c == Slash || c == Backslash }

// IsMonster reports whether the cell is a ghost, a vampire or a zombie.
func (c Cell) IsMonster() bool { return c == Ghost || c == Vampire || c == Zombie }

// index returns the monster's index in Monsters.
func (c Cell) index() int { return int(c - Ghost) }

// monsterOf returns the monster of a letter G, V or Z (either case), or
// Unknown.
func monsterOf(s string) Cell {
	if len(s) == 1 {
		if i := strings.IndexByte("GVZ", s[0]&^0x20); i >= 0 {
			return Monsters[i]
		}
	}
	return Unknown
}

// Side is a side of the grid where clues stand (grid.Margin).
type Side = grid.Margin

// The sides, in the order of Puzzle.Clues.
const (
	Top    = grid.MarginTop
	Bottom = grid.MarginBottom
	Left   = grid.MarginLeft
	Right  = grid.MarginRight
)

// Sides lists the four sides.
var Sides = grid.Margins

// Pos is a cell's place, 0-based: row 0 is the top, column 0 the left.
type Pos struct{ Row, Col int }

// Puzzle is a haunted mirror maze: a grid of mirrors and monsters, clues
// around it, and optional totals and groups of cells that hold the same
// monster.
type Puzzle struct {
	grid.Shape
	// Grid holds a mirror, a monster given, or Unknown, row-major.
	Grid []Cell
	// Clues[s][k] is the clue of line k on side s: how many monsters the
	// line of sight entering the grid there sees; NoClue where none is
	// given (0 is a real clue).
	Clues [4][]int
	// Totals are the numbers of ghosts, vampires and zombies, NoClue
	// where not given.
	Totals [3]int
	// Same holds groups of cells that all hold the same monster.
	Same [][]Pos
}

// Solution is a filled grid, row-major: the puzzle's mirrors, and a
// monster in every other cell (Unknown where --forced leaves it open).
type Solution []Cell

// NewPuzzle returns a rows×cols puzzle without mirrors, clues or totals.
func NewPuzzle(rows, cols int) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, fmt.Errorf("grid of %d×%d cells: expected 1 to %d rows and columns", rows, cols, MaxSide)
	}
	p := &Puzzle{Shape: grid.Shape{Rows: rows, Cols: cols}, Grid: make([]Cell, rows*cols), Totals: [3]int{NoClue, NoClue, NoClue}}
	for _, s := range Sides {
		p.Clues[s] = make([]int, p.MarginLen(s))
		for i := range p.Clues[s] {
			p.Clues[s][i] = NoClue
		}
	}
	return p, nil
}

// At returns the cell at (r, c).
func (p *Puzzle) At(r, c int) Cell { return p.Grid[p.Index(r, c)] }

// Genre is the mirror maze as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Solution]{
	Name:    "mirrormaze",
	Aliases: []string{"undead"}, // Simon Tatham's name
	Summary: "Haunted Mirror Maze (Undead, Spukschloss): ghosts, vampires and zombies among the mirrors, each edge number the monsters its line of sight meets; typed grids, the series' JSON, Tatham IDs",
	Text:    kit.TextFormat[*Puzzle]{Parse: func(data []byte, name string) (*Puzzle, error) { return ParseText(string(data), name) }, Write: func(p *Puzzle) string { return Text(p, nil) }, Comment: "#"},
	JSON:    &kit.JSONFormat[*Puzzle]{Read: readJSON, Write: writeJSON, Keys: jsonKeys},
	Links:   []kit.Link[*Puzzle]{{Format: "tatham", Is: IsTatham, Read: readTatham, Write: (*Puzzle).Tatham, Example: "4x4:0,2,6,LLaRLaRaRaRdL,2,1,1,1,2,2,2,2,2,2,3,3,3,0,0,1"}},
	// gophersat's native constraints up to nativeCells (see there).
	OptionsFor: func(p *Puzzle, o *solve.Options) {
		if p.N() <= nativeCells {
			o.PreferNativeCard()
		}
	},
	Model:      model,
	Verify:     Verify,
	Show:       func(p *Puzzle, s Solution, _ bool) solve.Answer { return show(p, s, "grid") },
	ShowForced: func(p *Puzzle, s Solution, _ bool) solve.Answer { return show(p, s, "forced") },
	NoSolution: infeasible,
	Bench:      &kit.Bench[*Puzzle]{Files: []string{"mirrormaze/*.json"}, Axes: []string{"amo", "card"}, Facts: facts},
}

// nativeCells is the most cells of a puzzle whose cardinality
// constraints are gophersat's native ones; larger ones get Auto's clauses
// (the sequential counter). The benchmark's card axis
// (docs/bench/REPORT.md) had native at 0.22× the sequential counter's
// time on the shared puzzles, 4×4 to 8×8. On generated ones (seeds 1 to
// 3, --unique, one run each, 2026-12-07) native stays ahead to 10×10
// (0.02 s against 0.05 to 0.09 s) and falls behind past it: 12×12 0.49,
// 0.06, 0.08 s against 0.15, 0.17, 0.13 s; 15×15 7.5, 2.4, 30.5 s
// against 0.49, 0.42, 0.66 s.
const nativeCells = 100

func init() {
	Genre.Doc = readme
	Genre.Generate = generator
	kit.Register(Genre)
}

// Parse reads the puzzles of an input as the command line does: a JSON
// object, Undead game IDs one a line, or text grids separated by "---"
// lines.
func Parse(r io.Reader, name string) ([]*Puzzle, error) {
	data, err := io.ReadAll(io.LimitReader(r, kit.MaxInput))
	if err != nil {
		return nil, err
	}
	ps, err := Genre.Parse(data, name)
	out := make([]*Puzzle, len(ps))
	for i, p := range ps {
		out[i] = p.P
	}
	return out, err
}
