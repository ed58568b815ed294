package sat

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
)

// TestReadModel reads both forms of answer, and refuses what is none, at
// the line and column of the fault.
func TestReadModel(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		want     string // the model as signs of 1..3, "unsat", or the error
	}{
		{"competition", "c by a solver\ns SATISFIABLE\nv 1 -2\nv 3 0\n", "+-+"},
		{"minisat", "SAT\n-1 2 -3 0\n", "-+-"},
		{"clasp: v lines first", "c clasp\nc Answer: 1\nv -1 2\nv 3 0\ns SATISFIABLE\nc Models : 1+\n", "-++"},
		{"v lines, no s line", "v 1 2 3 0\n", "2:1: \"v\" lines without \"s SATISFIABLE\""},
		{"s line twice", "s SATISFIABLE\nv 1 0\ns SATISFIABLE\n", "3:1: \"s SATISFIABLE\": expected a \"v\" line"},
		{"v lines, then unsat", "v 1 0\ns UNSATISFIABLE\n", "2:1: \"s UNSATISFIABLE\": expected a \"v\" line"},
		{"left out is false", "s SATISFIABLE\nv 2 0\n", "-+-"},
		{"CR LF", "s SATISFIABLE\r\nv 1 2 3 0\r\n", "+++"},
		{"unsat", "s UNSATISFIABLE\n", "unsat"},
		{"minisat unsat", "UNSAT\n", "unsat"},
		{"unknown", "s UNKNOWN\n", "1:1: \"s UNKNOWN\": the solver found no answer"},
		{"empty", "", "1:1: no answer"},
		{"a CNF, not an answer", "p cnf 3 1\n1 2 0\n", "1:1: \"p cnf 3 1\": expected"},
		{"beyond the formula", "s SATISFIABLE\nv 1 -4 0\n", "2:5: literal -4: the formula has 3 variables"},
		{"both values", "SAT\n1 -1 0\n", "2:3: literal -1: variable 1 is given both values"},
		{"not a literal", "s SATISFIABLE\nv 1 x 0\n", "2:5: expected a literal"},
		{"not a v line", "s SATISFIABLE\n1 2 0\n", "2:1: \"1 2 0\": expected a \"v\" line"},
		{"after the end", "s SATISFIABLE\nv 1 0 2\n", "2:7: \"2\" after the 0"},
		{"cut short", "s SATISFIABLE\nv 1 -2\n", "3:1: the model does not end with 0"},
		{"no literals", "s SATISFIABLE\n", "2:1: the model does not end with 0"},
		{"minisat indeterminate", "INDET\n", "1:1: \"INDET\": the solver found no answer"},
		{"the smallest integer", "s SATISFIABLE\nv -9223372036854775808 0\n", "2:3: literal -9223372036854775808: the formula has 3"},
	} {
		m, sat, err := ReadModel(strings.NewReader(tc.in), 3)
		got := ""
		switch {
		case err != nil:
			got = err.Error()
		case !sat:
			got = "unsat"
		default:
			for _, b := range m[1:] {
				got += map[bool]string{true: "+", false: "-"}[b]
			}
		}
		var pe *ParseError
		if !strings.HasPrefix(got, tc.want) || err != nil && !errors.As(err, &pe) {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestFalsified: the models Solve finds falsify nothing; each model with
// one variable flipped falsifies the clause that says so, numbered as
// WriteDIMACS writes it (checked against the file read back).
func TestFalsified(t *testing.T) {
	f, _ := queensCNF(5)
	s := NewSolver(f)
	if s.Solve(context.Background()) != Sat {
		t.Fatal("5-queens: no model")
	}
	model := append([]bool(nil), s.Model()...)
	if i := f.Falsified(model); i != 0 {
		t.Fatalf("a model falsifies clause %d", i)
	}
	var buf bytes.Buffer
	WriteDIMACS(&buf, f)
	g, err := ReadDIMACS(&buf)
	if err != nil {
		t.Fatal(err)
	}
	for v := 1; v < len(model); v++ {
		model[v] = !model[v]
		if i := f.Falsified(model); i > 0 {
			sat := false
			for _, l := range g.Clause(i - 1) {
				sat = sat || model[l.Var()] == (l > 0)
			}
			if sat {
				t.Errorf("flipped %d: clause %d of the file holds", v, i)
			}
		} else if n := countFalse(g, model); n != 0 {
			t.Errorf("flipped %d: nothing falsified, but %d clauses of the file are false", v, n)
		}
		model[v] = !model[v]
	}
}

// countFalse counts the clauses of f that model makes false.
func countFalse(f *Formula, model []bool) int {
	n := 0
	f.Clauses(func(c []Lit) {
		for _, l := range c {
			if model[l.Var()] == (l > 0) {
				return
			}
		}
		n++
	})
	return n
}

// FuzzReadModel: whatever the answer, ReadModel returns a model of the
// formula's size, no model, or a *ParseError; never a panic.
func FuzzReadModel(f *testing.F) {
	f.Add([]byte("s SATISFIABLE\nv 1 -2 3 0\n"))
	f.Add([]byte("SAT\n1 -2 0\n"))
	f.Add([]byte("s UNSATISFIABLE\n"))
	f.Add([]byte("v 1\ns SATISFIABLE\n"))
	f.Add([]byte("s SATISFIABLE\nv -9223372036854775808 0\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, sat, err := ReadModel(bytes.NewReader(data), 4)
		var pe *ParseError
		switch {
		case err != nil && !errors.As(err, &pe):
			if !strings.Contains(err.Error(), "token too long") {
				t.Fatalf("not a ParseError: %v", err)
			}
		case err != nil:
			if pe.Line < 1 || pe.Col < 1 {
				t.Fatalf("no place: %v", fmt.Sprint(pe))
			}
		case sat && len(m) != 5, !sat && m != nil:
			t.Fatalf("sat %v with a model of %d", sat, len(m))
		}
	})
}
