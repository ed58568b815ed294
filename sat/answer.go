package sat

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/clip"
)

// ReadModel reads another SAT solver's answer for a formula of nvars
// variables, in either of the two forms solvers write: the SAT
// competition's ("s SATISFIABLE" then "v" lines of literals, as CaDiCaL,
// Kissat and most solvers print, or the "v" lines first, as clasp prints
// them), or MiniSat's result file ("SAT" then
// the literals, as minisat writes with a second file name); the model
// ends with a 0. Lines starting with 'c' are comments. The model is indexed by variable (index 0
// unused); a variable the answer leaves out is false. For an answer of no
// model ("s UNSATISFIABLE", "UNSAT") it returns sat false and no model.
// Errors are *ParseError, at the line and column of the fault.
func ReadModel(r io.Reader, nvars int) (model []bool, sat bool, err error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<26)
	const (
		none = iota
		competition
		minisat
	)
	form, line, ended, said := none, 0, false, false // said: "s SATISFIABLE" read
	set := make([]int8, nvars+1)                     // +1 true, -1 false, 0 left out
	for sc.Scan() {
		line++
		text := sc.Text()
		trimmed := strings.TrimSpace(text)
		lits := text
		switch {
		case trimmed == "" || trimmed[0] == 'c':
			continue
		case trimmed == "s SATISFIABLE" && form != minisat && !said: // before the "v" lines, or after them as clasp prints it
			form, said = competition, true
			continue
		case form == none && trimmed == "SAT":
			form = minisat
			continue
		case form == none && (trimmed == "s UNSATISFIABLE" || trimmed == "UNSAT"):
			return nil, false, nil
		case form == none && (strings.HasPrefix(trimmed, "s ") || trimmed == "INDET"):
			return nil, false, &ParseError{line, 1, fmt.Sprintf("%q: the solver found no answer", trimmed)}
		case form == none && !vLine(trimmed):
			return nil, false, &ParseError{line, 1, fmt.Sprintf("%q: expected \"s SATISFIABLE\" (or \"s UNSATISFIABLE\") as solvers print, or MiniSat's \"SAT\"", clip.Text(trimmed, 20))}
		case form != minisat:
			form = competition
			if !vLine(trimmed) {
				return nil, false, &ParseError{line, 1, fmt.Sprintf("%q: expected a \"v\" line of literals", clip.Text(trimmed, 20))}
			}
			i := strings.IndexByte(text, 'v')
			lits = strings.Repeat(" ", i+1) + text[i+1:] // the literals, in their columns
		}
		for _, tok := range fields(lits) {
			if ended {
				return nil, false, &ParseError{line, tok.col, fmt.Sprintf("%q after the 0 that ends the model", tok.text)}
			}
			n, err := strconv.ParseInt(tok.text, 10, 64)
			if err != nil {
				return nil, false, &ParseError{line, tok.col, fmt.Sprintf("expected a literal, found %q", clip.Text(tok.text, 20))}
			}
			if n == 0 {
				ended = true
				continue
			}
			if n > int64(nvars) || n < -int64(nvars) {
				return nil, false, &ParseError{line, tok.col, fmt.Sprintf("literal %d: the formula has %d variables (an answer for another CNF?)", n, nvars)}
			}
			v, val := n, int8(1)
			if n < 0 {
				v, val = -n, -1
			}
			if set[v] == -val {
				return nil, false, &ParseError{line, tok.col, fmt.Sprintf("literal %d: variable %d is given both values", n, v)}
			}
			set[v] = val
		}
	}
	if err := sc.Err(); err != nil {
		return nil, false, err
	}
	if form == none {
		return nil, false, &ParseError{line + 1, 1, "no answer: expected \"s SATISFIABLE\" and \"v\" lines, or MiniSat's \"SAT\" and a line of literals"}
	}
	if !ended {
		return nil, false, &ParseError{line + 1, 1, "the model does not end with 0 (an answer cut short?)"}
	}
	if form == competition && !said {
		return nil, false, &ParseError{line + 1, 1, "\"v\" lines without \"s SATISFIABLE\" (an answer cut short?)"}
	}
	model = make([]bool, nvars+1)
	for v := 1; v <= nvars; v++ {
		model[v] = set[v] > 0
	}
	return model, true, nil
}

// vLine reports whether a line, blanks trimmed, is a "v" line of the SAT
// competition's form.
func vLine(trimmed string) bool {
	return trimmed[0] == 'v' && (len(trimmed) == 1 || trimmed[1] == ' ' || trimmed[1] == '\t')
}

// Falsified returns the number (from 1, in the order WriteDIMACS writes
// them) of the first clause of f that model makes false, or 0 when model
// satisfies every clause. f must be CNF: no native constraints, no checks.
func (f *Formula) Falsified(model []bool) int {
	for i := range f.ends {
		sat := false
		for _, l := range f.Clause(i) {
			if v := int(l.Var()); v < len(model) && model[v] == (l > 0) {
				sat = true
				break
			}
		}
		if !sat {
			return i + 1
		}
	}
	return 0
}
