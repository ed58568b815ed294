package binox

import (
	"context"
	"fmt"
	"math/rand"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/jsonpos"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// Genre is Binox as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Board]{
	Name:    "binox",
	Aliases: []string{"unruly"}, // Simon Tatham's name
	Summary: "Binox (Takuzu, Binairo, Unruly): X and O, no three in a row, balanced, distinct lines; typed grids, JSON, Tatham IDs",
	Text: kit.TextFormat[*Puzzle]{
		Parse:   func(data []byte, name string) (*Puzzle, error) { return ParseText(data, name, Symbols, true) },
		Write:   (*Puzzle).Text,
		Comment: "#",
	},
	JSON: &kit.JSONFormat[*Puzzle]{
		Read:  func(v *jsonpos.Value) (*Puzzle, error) { return ParseJSON(v, Symbols, true) },
		Write: func(p *Puzzle) any { return p.JSON() },
		Keys:  JSONKeys,
	},
	Links: []kit.Link[*Puzzle]{{Format: "tatham", Is: isGameID, Read: ParseUnruly, Write: func(p *Puzzle) (string, error) { return p.Unruly(), nil }, Example: "6x6u:AheaDEcCg"}},
	Flags: func(fs *pflag.FlagSet) func(*Puzzle) (*Puzzle, error) {
		noDistinct := fs.Bool("no-distinct", false, "drop the rule that all rows and all columns are distinct (as Unruly and Tohu-Wa-Vohu do)")
		return func(p *Puzzle) (*Puzzle, error) {
			p.Distinct = p.Distinct && !*noDistinct
			return p, nil
		}
	},
	// The benchmark's card axis (docs/bench/REPORT.md): gophersat's
	// native constraints took 0.68× the sequential counter's time on the
	// shared puzzles, the fastest encoding there.
	Options:    (*solve.Options).PreferNativeCard,
	Model:      Model,
	Verify:     Verify,
	Show:       Show,
	ShowForced: ShowForced,
	Bench:      &kit.Bench[*Puzzle]{Files: []string{"binox/*.json"}, Axes: []string{"card"}, Facts: Facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = &kit.Generator[*Puzzle]{
		Usage: "[--size N] [--symmetric] [--no-minimal] [--no-distinct] [flags]",
		Flags: func(fs *pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
			noDistinct := fs.Bool("no-distinct", false, "puzzles without the distinct-lines rule (Unruly, Tohu-Wa-Vohu)")
			return func(ctx context.Context, rng *rand.Rand, n int) (*Puzzle, error) {
				if n == 0 {
					n = 8
				}
				if n%2 != 0 || n < 2 || n > 30 {
					return nil, fmt.Errorf("--size %d: expected an even side from 2 to 30", n)
				}
				p, _ := NewOver(n, n, Symbols, 2, !*noDistinct)
				return Full(ctx, Genre, p, rng)
			}
		},
		Keep:    Keep,
		Partner: (*Puzzle).Turn,
	}
	kit.Register(Genre)
}

// Full returns p with every cell given from a random solution: the pool
// the generator removes givens from, each tagged with its cell.
func Full(ctx context.Context, g *kit.Genre[*Puzzle, Board], p *Puzzle, rng *rand.Rand) (*Puzzle, error) {
	b, ok, err := g.RandomSolution(ctx, p, rng)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fmt.Errorf("no %d×%d grid keeps the rules", p.Rows, p.Cols)
	}
	full := *p
	full.Given = b
	return &full, nil
}

// Keep returns full with only the givens of the cells kept.
func Keep(full *Puzzle, kept []int) *Puzzle {
	p := *full
	p.Given = make([]int, len(full.Given))
	for i := range p.Given {
		p.Given[i] = None
	}
	for _, i := range kept {
		p.Given[i] = full.Given[i]
	}
	return &p
}

// Facts writes the puzzle for bench/asp/binox.lp (and troix.lp).
func Facts(p *Puzzle) string {
	var b strings.Builder
	fmt.Fprintf(&b, "rows(%d). cols(%d). run(%d).\n", p.Rows, p.Cols, p.Run)
	for i, g := range p.Given {
		if g >= 0 {
			fmt.Fprintf(&b, "given(%d,%d,%c).\n", i/p.Cols, i%p.Cols, p.Symbols[g]+'a'-'A')
		}
	}
	if p.Distinct {
		b.WriteString("distinct.\n")
	}
	return b.String()
}

// isGameID reports whether text looks like an Unruly game ID: an optional
// address ending in '#', then digits, parameters and ':'.
func isGameID(text string) bool {
	text = strings.TrimSpace(text)
	if i := strings.LastIndexByte(text, '#'); i >= 0 && strings.Contains(text[:i], "://") {
		text = text[i+1:]
	}
	params, _, ok := strings.Cut(text, ":")
	return ok && params != "" && params[0] >= '0' && params[0] <= '9' && !strings.ContainsAny(params, " \n\t")
}

// ParseUnruly reads a Simon Tatham Unruly game ID, W[xH][u][dD]:DESC (the
// parameters and description of unruly.c), optionally after the address of
// the web player and '#'. W is the number of columns, H of rows (W when
// absent); 'u' asks for distinct rows and columns. DESC places the givens
// in row-major order: a letter a–y skips that many cells (a none, y 24),
// then gives white (lower case: O) or black (upper case: X); z or Z skips
// 25. It ends with one placement just past the grid. Errors are
// *tatham.Error, at a column of id.
func ParseUnruly(id string) (*Puzzle, error) {
	const what = "an Unruly game ID W[xH][u]:DESC (an ID W[xH]#SEED is a random seed, not a puzzle)"
	gid, w, h, rest, err := tatham.ParseSized(id, what, MaxSide)
	if err != nil {
		return nil, err
	}
	unique := false
	for i := 0; i < len(rest); i++ {
		switch rest[i] {
		case 'u':
			unique = true
		case 'd':
			i++ // the difficulty: one letter, not a rule
		default:
			return nil, gid.RestError(rest[i:], "unknown parameter %q: expected u or dD", rest[i:])
		}
	}
	p, err := NewOver(h, w, Symbols, 2, unique)
	if err != nil {
		return nil, &tatham.Error{Col: gid.ParamsCol, Msg: err.Error()}
	}
	d := gid.Reader()
	s, pos := w*h, 0
	for !d.Done() {
		col, ch := d.Col(), d.Next()
		switch {
		case ch == 'z' || ch == 'Z':
			pos += 25
		case ch >= 'a' && ch < 'z', ch >= 'A' && ch < 'Z':
			lower := ch >= 'a'
			pos += int(ch - 'A')
			if lower {
				pos += 'A' - 'a'
			}
			if pos < s {
				p.Given[pos] = 0 // black: X
				if lower {
					p.Given[pos] = 1 // white: O
				}
			}
			pos++
		default:
			return nil, &tatham.Error{Col: col, Msg: fmt.Sprintf("%q: expected letters", ch)}
		}
		if pos > s+1 {
			return nil, &tatham.Error{Col: col, Msg: fmt.Sprintf("the description covers more than the %d cells", s)}
		}
	}
	if pos != s+1 {
		return nil, d.Errorf("the description covers %d cells, expected %d and the end mark", min(pos, s), s)
	}
	return p, nil
}

// Unruly returns the puzzle as a Tatham Unruly game ID, with 'u' when rows
// and columns must be distinct.
func (p *Puzzle) Unruly() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%dx%d", p.Cols, p.Rows)
	if p.Distinct {
		sb.WriteByte('u')
	}
	sb.WriteByte(':')
	last := 0
	place := func(pos int, upper bool) {
		gap, base := pos-last, byte('a')
		if upper {
			base = 'A'
		}
		for ; gap >= 25; gap -= 25 {
			sb.WriteByte(base + 25) // 'z' or 'Z', in the case of the cell after, as the game writes it
		}
		sb.WriteByte(base + byte(gap))
		last = pos + 1
	}
	for i, g := range p.Given {
		if g >= 0 {
			place(i, g == 0)
		}
	}
	place(len(p.Given), false)
	return sb.String()
}
