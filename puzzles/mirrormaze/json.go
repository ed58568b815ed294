package mirrormaze

import (
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/jsonpos"
)

// ParseJSON reads the series' JSON form of a puzzle (see readJSON).
func ParseJSON(data []byte, name string) (*Puzzle, error) {
	v, err := jsonpos.Parse(data, name)
	if err == nil {
		err = v.Only("the puzzle", jsonKeys...)
	}
	if err != nil {
		return nil, err
	}
	return readJSON(v)
}

// jsonKeys are the keys of the JSON form (kit.JSONFormat.Keys).
var jsonKeys = []string{"shape", "visibility", "mirrors", "fixed_cells", "monster_number", "same_cells"}

// readJSON reads the series' JSON: {"shape": [rows, cols], "visibility":
// {"top", "bottom", "left", "right"} (a clue per column or row, null for
// none), "mirrors", "fixed_cells" ({"row", "col", "val"}), "monster_number"
// ({"name", "val"}, may be empty) and "same_cells" (one group of cells).
// All but shape and visibility may be left out or null.
func readJSON(root *jsonpos.Value) (*Puzzle, error) {
	rows, cols, err := root.Shape(MaxSide)
	if err != nil {
		return nil, err
	}
	p, _ := NewPuzzle(rows, cols)
	vis, err := root.Need("visibility", "the puzzle")
	if err != nil {
		return nil, err
	}
	keys, err := vis.Keys("visibility")
	if err != nil {
		return nil, err
	}
	for _, k := range keys {
		v, s := vis.Field(k), Side(-1)
		for _, m := range Sides {
			if k == m.String() {
				s = m
			}
		}
		if s < 0 {
			return nil, v.Errorf("unknown side %q in visibility: expected top, bottom, left and right", k)
		}
		clues, err := v.Elems(k + " clues")
		if err != nil {
			return nil, err
		}
		if len(clues) != p.MarginLen(s) {
			return nil, v.Errorf("%d %s clues: expected %d (one per %s), null for no clue", len(clues), s, p.MarginLen(s), s.Line())
		}
		for i, cv := range clues {
			if !cv.IsNull() {
				if p.Clues[s][i], err = cv.IntIn("a clue", 0, MaxClue); err != nil {
					return nil, err
				}
			}
		}
	}
	for _, s := range Sides {
		if vis.Field(s.String()) == nil {
			return nil, vis.Errorf("visibility: no %q: expected top, bottom, left and right (null for no clue)", s.String())
		}
	}
	// list reads an optional array of cells {"row", "col"}, with their
	// "val" (one of vals) when vals is not empty.
	list := func(key, what, vals string, each func(e *jsonpos.Value, at *Cell, c Pos, val string) error) error {
		es, err := root.List(key)
		for _, e := range es {
			r, c, err := e.Cell(what, rows, cols)
			if err != nil {
				return err
			}
			var val string
			if vals != "" {
				valV, err := e.Need("val", what)
				if err != nil {
					return err
				}
				if val, err = valV.Str("the value"); err != nil {
					return err
				}
				if !strings.Contains(vals, val) || len(val) != 1 {
					return valV.Errorf("%q: expected one of %s", val, strings.Join(strings.Split(vals, ""), " "))
				}
			}
			if err := each(e, &p.Grid[p.Index(r, c)], Pos{r, c}, val); err != nil {
				return err
			}
		}
		return err
	}
	err = list("mirrors", "a mirror", `/\`, func(e *jsonpos.Value, at *Cell, c Pos, val string) error {
		if *at != Unknown {
			return e.Errorf("mirror at %d,%d given twice", c.Row, c.Col)
		}
		*at = map[string]Cell{"/": Slash, `\`: Backslash}[val]
		return nil
	})
	if err == nil {
		err = list("fixed_cells", "a fixed cell", "GVZ", func(e *jsonpos.Value, at *Cell, c Pos, val string) error {
			switch {
			case at.IsMirror():
				return e.Errorf("fixed cell %d,%d is a mirror: a mirror holds no monster", c.Row, c.Col)
			case *at != Unknown:
				return e.Errorf("fixed cell %d,%d given twice", c.Row, c.Col)
			}
			*at = monsterOf(val)
			return nil
		})
	}
	var group []Pos
	if err == nil {
		err = list("same_cells", "a same cell", "", func(e *jsonpos.Value, at *Cell, c Pos, _ string) error {
			if at.IsMirror() {
				return e.Errorf("same cell %d,%d is a mirror: a mirror holds no monster", c.Row, c.Col)
			}
			group = append(group, c)
			return nil
		})
	}
	if err != nil {
		return nil, err
	}
	if len(group) > 1 {
		p.Same = [][]Pos{group}
	}
	if mv := root.Field("monster_number"); !mv.IsNull() {
		es, err := mv.Elems("monster_number")
		if err != nil {
			return nil, err
		}
		for _, e := range es {
			nv, err := e.Need("name", "a monster number")
			if err != nil {
				return nil, err
			}
			n, err := nv.Str("the monster's name")
			if err != nil {
				return nil, err
			}
			m := monsterOf(n)
			if !m.IsMonster() {
				return nil, nv.Errorf("monster %q: expected G, V or Z", n)
			}
			vv, err := e.Need("val", "a monster number")
			if err != nil {
				return nil, err
			}
			k, err := vv.IntIn("the number of monsters", 0, MaxClue)
			if err != nil {
				return nil, err
			}
			if p.Totals[m.index()] != NoClue {
				return nil, nv.Errorf("the number of %s given twice", monsterName[m.index()])
			}
			p.Totals[m.index()] = k
		}
	}
	return p, nil
}

// writeJSON writes the series' JSON form, as generate gives it (a list
// with nothing in it is null, as it was); its same_cells is the first
// group.
func writeJSON(p *Puzzle) any {
	clues := map[string]any{}
	for _, s := range Sides {
		vs := make([]any, len(p.Clues[s]))
		for i, k := range p.Clues[s] {
			if k != NoClue {
				vs[i] = k
			}
		}
		clues[s.String()] = vs
	}
	var mirrors, fixed, totals []map[string]any
	for i, c := range p.Grid {
		if c != Unknown {
			cell := map[string]any{"row": i / p.Cols, "col": i % p.Cols, "val": c.String()}
			if c.IsMirror() {
				mirrors = append(mirrors, cell)
			} else {
				fixed = append(fixed, cell)
			}
		}
	}
	for t, k := range p.Totals {
		if k != NoClue {
			totals = append(totals, map[string]any{"name": Monsters[t].String(), "val": k})
		}
	}
	same := []any{}
	if len(p.Same) > 0 {
		for _, c := range p.Same[0] {
			same = append(same, map[string]any{"row": c.Row, "col": c.Col})
		}
	}
	return map[string]any{"shape": []int{p.Rows, p.Cols}, "visibility": clues, "mirrors": mirrors,
		"monster_number": totals, "fixed_cells": fixed, "same_cells": same}
}
