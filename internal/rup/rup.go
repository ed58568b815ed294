// Package rup checks DRUP proofs of unsatisfiability: each line of the
// proof must follow from the formula and the lines before it by unit
// propagation (reverse unit propagation), and the last must be the empty
// clause. It is written apart from the solver and from package sat's
// propagation, for the tests to check the proofs puzzlesat writes (the
// tests also run drat-trim where it is installed). Deletion lines ("d ...")
// are skipped: they only speed a checker up.
package rup

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// checker holds clauses with two watched literals each.
type checker struct {
	clauses [][]int
	watch   map[int][]int // literal → clauses watching it
	val     map[int]int8  // variable → 1 / −1
	trail   []int
	units   []int // literals of one-literal clauses, asserted before each check
	empty   bool  // the formula holds the empty clause
}

func newChecker() *checker {
	return &checker{watch: map[int][]int{}, val: map[int]int8{}}
}

func (c *checker) value(l int) int8 {
	v := l
	if v < 0 {
		v = -v
	}
	x := c.val[v]
	if l < 0 {
		return -x
	}
	return x
}

func (c *checker) set(l int) {
	v := l
	if v < 0 {
		v = -v
	}
	if l > 0 {
		c.val[v] = 1
	} else {
		c.val[v] = -1
	}
	c.trail = append(c.trail, l)
}

// add adds a clause (without repeated literals).
func (c *checker) add(cl []int) {
	seen := map[int]bool{}
	var out []int
	for _, l := range cl {
		if seen[-l] {
			return // always true
		}
		if !seen[l] {
			seen[l] = true
			out = append(out, l)
		}
	}
	switch len(out) {
	case 0:
		c.empty = true
	case 1:
		c.units = append(c.units, out[0])
	default:
		i := len(c.clauses)
		c.clauses = append(c.clauses, out)
		c.watch[out[0]] = append(c.watch[out[0]], i)
		c.watch[out[1]] = append(c.watch[out[1]], i)
	}
}

// conflicts reports whether unit propagation from the units and assume
// reaches a conflict. It leaves no assignment behind.
func (c *checker) conflicts(assume []int) bool {
	defer func() {
		for _, l := range c.trail {
			v := l
			if v < 0 {
				v = -v
			}
			delete(c.val, v)
		}
		c.trail = c.trail[:0]
	}()
	if c.empty {
		return true
	}
	for _, l := range append(append([]int(nil), c.units...), assume...) {
		switch c.value(l) {
		case -1:
			return true
		case 0:
			c.set(l)
		}
	}
	for head := 0; head < len(c.trail); head++ {
		f := -c.trail[head] // a literal now false
		ws := c.watch[f]
		for k := 0; k < len(ws); k++ {
			ci := ws[k]
			cl := c.clauses[ci]
			// Keep the false literal second.
			if cl[0] == f {
				cl[0], cl[1] = cl[1], cl[0]
			}
			if c.value(cl[0]) == 1 {
				continue
			}
			moved := false
			for j := 2; j < len(cl); j++ {
				if c.value(cl[j]) != -1 {
					cl[1], cl[j] = cl[j], cl[1]
					c.watch[cl[1]] = append(c.watch[cl[1]], ci)
					ws = append(ws[:k], ws[k+1:]...)
					k--
					moved = true
					break
				}
			}
			if moved {
				continue
			}
			switch c.value(cl[0]) {
			case -1:
				c.watch[f] = ws
				return true
			case 0:
				c.set(cl[0])
			}
		}
		c.watch[f] = ws
	}
	return false
}

// readClauses reads DIMACS clauses (skipping comments and the header).
func readClauses(r io.Reader, fn func(cl []int, line string) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 1<<16), 1<<26)
	var cur []int
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == 'c' || line[0] == 'p' {
			continue
		}
		if line[0] == 'd' {
			continue // a deletion
		}
		for _, fld := range strings.Fields(line) {
			n, err := strconv.Atoi(fld)
			if err != nil {
				return fmt.Errorf("bad number %q in %q", fld, line)
			}
			if n == 0 {
				if err := fn(cur, line); err != nil {
					return err
				}
				cur = nil
				continue
			}
			cur = append(cur, n)
		}
	}
	return sc.Err()
}

// Check checks the DRUP proof against the DIMACS CNF: every lemma is RUP
// and the proof derives the empty clause. It returns the number of lemmas.
func Check(cnf, proof io.Reader) (int, error) {
	c := newChecker()
	if err := readClauses(cnf, func(cl []int, _ string) error { c.add(cl); return nil }); err != nil {
		return 0, fmt.Errorf("cnf: %v", err)
	}
	n := 0
	empty := false
	err := readClauses(proof, func(cl []int, line string) error {
		n++
		neg := make([]int, len(cl))
		for i, l := range cl {
			neg[i] = -l
		}
		if !c.conflicts(neg) {
			return fmt.Errorf("lemma %d (%s) does not follow by unit propagation", n, line)
		}
		if len(cl) == 0 {
			empty = true
		}
		c.add(cl)
		return nil
	})
	if err != nil {
		return n, err
	}
	if !empty {
		return n, fmt.Errorf("the proof does not end with the empty clause")
	}
	return n, nil
}
