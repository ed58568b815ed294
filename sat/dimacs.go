package sat

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// ErrNotCNF is returned when a formula with native cardinality constraints is
// written as DIMACS CNF, which has no way to say them.
var ErrNotCNF = errors.New("the formula has native cardinality constraints, which DIMACS CNF cannot express; choose a CNF encoding")

// ErrLazy is returned when a formula with lazy checks (Formula.AddCheck) is
// written as DIMACS: the rule they check has no clauses yet.
var ErrLazy = errors.New("the formula has a rule checked lazily (connectivity), which DIMACS CNF cannot express; choose an eager encoding of it")

// WriteDIMACS writes f in DIMACS CNF. Each comment line is written first, as
// "c " followed by the line, then a "c var N name" line for each named
// variable.
func WriteDIMACS(w io.Writer, f *Formula, comments ...string) error {
	if len(f.cards) > 0 {
		return ErrNotCNF
	}
	if len(f.checks) > 0 {
		return ErrLazy
	}
	bw := bufio.NewWriter(w)
	for _, c := range comments {
		for _, line := range strings.Split(c, "\n") {
			bw.WriteString("c " + line + "\n")
		}
	}
	for v, name := range f.names {
		if name != "" {
			fmt.Fprintf(bw, "c var %d %s\n", v, name)
		}
	}
	fmt.Fprintf(bw, "p cnf %d %d\n", f.nvars, len(f.ends))
	buf := make([]byte, 0, 64)
	f.Clauses(func(c []Lit) {
		buf = buf[:0]
		for _, l := range c {
			buf = strconv.AppendInt(buf, int64(l), 10)
			buf = append(buf, ' ')
		}
		buf = append(buf, '0', '\n')
		bw.Write(buf)
	})
	return bw.Flush()
}

// ParseError is a syntax error in DIMACS input, with its place.
type ParseError struct {
	Line, Col int
	Msg       string
}

// Error returns "LINE:COL: message".
func (e *ParseError) Error() string { return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg) }

// ReadDIMACS reads a DIMACS CNF formula. The header's variable count is the
// formula's; its clause count must match the clauses read.
func ReadDIMACS(r io.Reader) (*Formula, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<26)
	f := NewFormula()
	header := false
	nclauses := 0
	read := 0 // clauses read (AddClause drops tautologies)
	var cur []Lit
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		trimmed := strings.TrimSpace(text)
		if trimmed == "" || trimmed[0] == 'c' || trimmed[0] == '%' {
			continue
		}
		if trimmed[0] == 'p' {
			if header {
				return nil, &ParseError{line, 1, "a second \"p cnf\" header"}
			}
			fs := strings.Fields(trimmed)
			if len(fs) != 4 || fs[0] != "p" || fs[1] != "cnf" {
				return nil, &ParseError{line, 1, "expected \"p cnf VARS CLAUSES\""}
			}
			nv, err1 := strconv.Atoi(fs[2])
			nc, err2 := strconv.Atoi(fs[3])
			if err1 != nil || err2 != nil || nv < 0 || nc < 0 || nv > 1<<30 {
				return nil, &ParseError{line, 1, "expected two non-negative numbers after \"p cnf\""}
			}
			f.nvars = nv
			nclauses = nc
			header = true
			continue
		}
		if !header {
			return nil, &ParseError{line, 1, "expected the \"p cnf VARS CLAUSES\" header before the clauses"}
		}
		for _, tok := range fields(text) {
			field, col := tok.text, tok.col
			n, err := strconv.ParseInt(field, 10, 32)
			if err != nil {
				return nil, &ParseError{line, col, fmt.Sprintf("expected a literal, found %q", field)}
			}
			if n == 0 {
				read++
				f.AddClause(cur...)
				cur = cur[:0]
				continue
			}
			if v := n; v > int64(f.nvars) || -v > int64(f.nvars) {
				return nil, &ParseError{line, col, fmt.Sprintf("literal %d names a variable beyond the header's %d", n, f.nvars)}
			}
			cur = append(cur, Lit(n))
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if !header {
		return nil, &ParseError{line + 1, 1, "no \"p cnf\" header"}
	}
	if len(cur) > 0 {
		return nil, &ParseError{line, 1, "the last clause does not end with 0"}
	}
	if read != nclauses {
		return nil, &ParseError{line, 1, fmt.Sprintf("the header says %d clauses, found %d", nclauses, read)}
	}
	return f, nil
}

type token struct {
	text string
	col  int
}

// fields splits s at white space like strings.Fields, keeping each field's
// 1-based column.
func fields(s string) []token {
	var out []token
	start := -1
	for i := 0; i <= len(s); i++ {
		space := i == len(s) || s[i] == ' ' || s[i] == '\t' || s[i] == '\r'
		if space && start >= 0 {
			out = append(out, token{s[start:i], start + 1})
			start = -1
		} else if !space && start < 0 {
			start = i
		}
	}
	return out
}
