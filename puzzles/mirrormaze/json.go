package mirrormaze

import (
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/jsonpos"
)

// ParseJSON reads the series' JSON form of a puzzle:
//
//	{"shape": [rows, cols],
//	 "visibility": {"top": [...], "bottom": [...], "left": [...], "right": [...]},
//	 "mirrors": [{"row": 0, "col": 1, "val": "/"}, {"row": 1, "col": 1, "val": "\\"}, ...],
//	 "monster_number": [{"name": "V", "val": 7}, {"name": "G", "val": 7}, {"name": "Z", "val": 7}],
//	 "fixed_cells": [{"row": 5, "col": 3, "val": "Z"}],
//	 "same_cells": [{"row": 1, "col": 2}, {"row": 4, "col": 5}]}
//
// top and bottom hold a clue per column, left and right one per row;
// null is no clue (0 is a real clue). monster_number may be empty (totals
// unknown) or name some of the monsters; mirrors, monster_number,
// fixed_cells and same_cells may be left out. same_cells is one group of
// cells that all hold the same monster. Other keys are ignored. Errors
// name the line and column of the offending value.
func ParseJSON(data []byte, name string) (*Puzzle, error) {
	root, err := jsonpos.Parse(data, name)
	if err != nil {
		return nil, err
	}
	if _, err := root.Keys("the puzzle"); err != nil {
		return nil, err
	}
	shapeV, err := root.Need("shape", "the puzzle")
	if err != nil {
		return nil, err
	}
	shape, err := shapeV.Elems("shape")
	if err != nil {
		return nil, err
	}
	if len(shape) != 2 {
		return nil, shapeV.Errorf("shape of %d numbers: expected [rows, cols]", len(shape))
	}
	rows, err := shape[0].IntIn("the number of rows", 1, MaxSide)
	if err != nil {
		return nil, err
	}
	cols, err := shape[1].IntIn("the number of columns", 1, MaxSide)
	if err != nil {
		return nil, err
	}
	p, err := NewPuzzle(rows, cols)
	if err != nil {
		return nil, shapeV.Errorf("%v", err)
	}

	vis, err := root.Need("visibility", "the puzzle")
	if err != nil {
		return nil, err
	}
	keys, err := vis.Keys("visibility")
	if err != nil {
		return nil, err
	}
	for _, k := range keys {
		side := -1
		for _, s := range Sides {
			if k == s.String() {
				side = int(s)
			}
		}
		v := vis.Field(k)
		if side < 0 {
			return nil, v.Errorf("unknown side %q in visibility: expected top, bottom, left and right", k)
		}
		s := Side(side)
		clues, err := v.Elems(s.String() + " clues")
		if err != nil {
			return nil, err
		}
		if len(clues) != p.SideLen(s) {
			return nil, v.Errorf("%d %s clues: expected %d (one per %s), null for no clue", len(clues), s, p.SideLen(s), lineName(s))
		}
		for i, cv := range clues {
			if cv.IsNull() {
				continue
			}
			if p.Clues[s][i], err = cv.IntIn("a clue", 0, MaxClue); err != nil {
				return nil, err
			}
		}
	}
	for _, s := range Sides {
		if vis.Field(s.String()) == nil {
			return nil, vis.Errorf("visibility: no %q: expected top, bottom, left and right (null for no clue)", s.String())
		}
	}

	// cell reads {"row": r, "col": c} on the grid.
	cell := func(v *jsonpos.Value, what string) (Pos, error) {
		rv, err := v.Need("row", what)
		if err != nil {
			return Pos{}, err
		}
		r, err := rv.IntIn("the row", 0, rows-1)
		if err != nil {
			return Pos{}, err
		}
		cv, err := v.Need("col", what)
		if err != nil {
			return Pos{}, err
		}
		c, err := cv.IntIn("the column", 0, cols-1)
		return Pos{r, c}, err
	}
	// list reads an optional array of cells, with their "val" when named.
	list := func(key, what, vals string, each func(v *jsonpos.Value, at Pos, val string, valV *jsonpos.Value) error) error {
		lv := root.Field(key)
		if lv == nil {
			return nil
		}
		es, err := lv.Elems(key)
		if err != nil {
			return err
		}
		for _, e := range es {
			at, err := cell(e, what)
			if err != nil {
				return err
			}
			var val string
			var valV *jsonpos.Value
			if vals != "" {
				if valV, err = e.Need("val", what); err != nil {
					return err
				}
				if val, err = valV.Str("the value"); err != nil {
					return err
				}
				if !strings.Contains(vals, val) || len(val) != 1 {
					return valV.Errorf("%q: expected one of %s", val, strings.Join(strings.Split(vals, ""), " "))
				}
			}
			if err := each(e, at, val, valV); err != nil {
				return err
			}
		}
		return nil
	}
	at := func(c Pos) *Cell { return &p.Grid[c.Row*cols+c.Col] }
	err = list("mirrors", "a mirror", `/\`, func(e *jsonpos.Value, c Pos, val string, _ *jsonpos.Value) error {
		if *at(c) != Unknown {
			return e.Errorf("mirror at %d,%d given twice", c.Row, c.Col)
		}
		*at(c) = Slash
		if val == `\` {
			*at(c) = Backslash
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	err = list("fixed_cells", "a fixed cell", "GVZ", func(e *jsonpos.Value, c Pos, val string, _ *jsonpos.Value) error {
		switch {
		case at(c).IsMirror():
			return e.Errorf("fixed cell %d,%d is a mirror: a mirror holds no monster", c.Row, c.Col)
		case *at(c) != Unknown:
			return e.Errorf("fixed cell %d,%d given twice", c.Row, c.Col)
		}
		*at(c) = monsterOf(val[0])
		return nil
	})
	if err != nil {
		return nil, err
	}
	var group []Pos
	err = list("same_cells", "a same cell", "", func(e *jsonpos.Value, c Pos, _ string, _ *jsonpos.Value) error {
		if at(c).IsMirror() {
			return e.Errorf("same cell %d,%d is a mirror: a mirror holds no monster", c.Row, c.Col)
		}
		group = append(group, c)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(group) > 1 {
		p.Same = [][]Pos{group}
	}
	if mv := root.Field("monster_number"); mv != nil {
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
			m := Unknown
			if len(n) == 1 {
				m = monsterOf(n[0])
			}
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
	if err := p.Check(); err != nil {
		return nil, root.Errorf("%v", err)
	}
	return p, nil
}

// monsterOf returns the monster of a letter G, V or Z (either case), or
// Unknown.
func monsterOf(b byte) Cell {
	switch b {
	case 'G', 'g':
		return Ghost
	case 'V', 'v':
		return Vampire
	case 'Z', 'z':
		return Zombie
	}
	return Unknown
}
