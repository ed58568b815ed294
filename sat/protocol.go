package sat

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
)

// The worker protocol is line-based text on the worker's stdin and stdout.
//
// Parent to worker:
//
//	f VARS CLAUSES CARDS     a new formula; CLAUSES lines "l1 l2 ... 0" and
//	                         CARDS lines "k l1 l2 ... 0" follow
//	h v1 v2 ... 0            the variables the solver tries true first
//	t l1 l2 ... 0            the formula's hope (Formula.Hope): a query
//	                         for one solution tries them first
//	k KIND a1 a2 ...         a lazy check of the formula (see Check), rebuilt
//	                         by KIND's registered decoder from a1 ...
//	p TRUEONLY v1 v2 ... 0   the projection (TRUEONLY is 0 or 1); "p all" for
//	                         every variable
//	s SEED                   the next query searches with this seed (a racer
//	                         of a portfolio, see Job.Race); 0 or no line: none
//	q LIMIT MODELS l1 ... 0  enumerate under the cube l1 ...: at most LIMIT
//	                         solutions (0: all); MODELS 1 sends each one back
//	b                        write a b line when the next query's search
//	                         begins (its formula read, its solver set up):
//	                         the parent times a search against its budget
//	                         from then (Job.Budget), not from a fresh
//	                         worker's start; not inside a group
//	g N                      the next N queries are one task: their answers
//	                         are held until the last is answered, then
//	                         written together (in parts, when they outgrow
//	                         the worker's buffer); no f or g line comes
//	                         before the N queries have
//
// Worker to parent, for each q line:
//
//	b                        its search begins (after a b line only)
//	m v1 v2 ... 0            a solution: its true projected variables
//	r COUNT COMPLETE CONFLICTS DECISIONS NANOSECONDS LAZY ELIMINATED
//	e MESSAGE                the worker could not read its input
//
// The same lines would carry cubes to solvers on other machines.

type protoWriter struct {
	w   *bufio.Writer
	buf []byte
}

func newProtoWriter(w io.Writer) *protoWriter {
	return &protoWriter{w: bufio.NewWriterSize(w, 1<<16)}
}

func (p *protoWriter) line(tag string, nums []int64, lits []Lit, zero bool) {
	b := append(p.buf[:0], tag...)
	for _, n := range nums {
		b = append(b, ' ')
		b = strconv.AppendInt(b, n, 10)
	}
	for _, l := range lits {
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(l), 10)
	}
	if zero {
		b = append(b, " 0"...)
	}
	b = append(b, '\n')
	p.w.Write(b)
	p.buf = b
}

func (p *protoWriter) formula(f *Formula, proj Projection) {
	p.line("f", []int64{int64(f.nvars), int64(len(f.ends)), int64(len(f.cards))}, nil, false)
	f.Clauses(func(c []Lit) { p.line("", nil, c, true) })
	for _, c := range f.cards {
		p.line("", []int64{int64(c.AtLeast)}, c.Lits, true)
	}
	var prefer []Lit
	for v, t := range f.prefer {
		if t {
			prefer = append(prefer, Lit(v))
		}
	}
	if len(prefer) > 0 {
		p.line("h", nil, prefer, true)
	}
	if len(f.hope) > 0 {
		p.line("t", nil, f.hope, true)
	}
	for _, c := range f.checks {
		p.line("k "+c.Kind(), c.Args(), nil, false)
	}
	if proj.Vars == nil {
		p.w.WriteString("p all\n")
		return
	}
	t := int64(0)
	if proj.TrueOnly {
		t = 1
	}
	p.line("p", []int64{t}, Lits(proj.Vars), true)
}

// group says that the next n queries are one task (the g line); one
// query a task needs none.
func (p *protoWriter) group(n int) {
	if n > 1 {
		p.line("g", []int64{int64(n)}, nil, false)
	}
}

// begins asks the worker to say when the next query's search begins.
func (p *protoWriter) begins() { p.line("b", nil, nil, false) }

func (p *protoWriter) query(limit int64, models bool, cube []Lit, seed int64) {
	if seed != 0 {
		p.line("s", []int64{seed}, nil, false)
	}
	m := int64(0)
	if models {
		m = 1
	}
	p.line("q", []int64{limit, m}, cube, true)
}

// readInts parses the space-separated integers of line after its tag.
func readInts(line []byte) ([]int64, error) { return appendNums(nil, afterTag(line)) }

// afterTag returns line from the end of its first word, its tag.
func afterTag(line []byte) []byte {
	i := 0
	for i < len(line) && line[i] != ' ' {
		i++
	}
	return line[i:]
}

// appendNums appends the space-separated integers of line to dst. On a
// well-formed line it allocates nothing but dst's growth (an error, or a
// number of 19 digits or more, goes through strconv): a worker reads every clause of every
// formula it is sent through it (24,000 clause lines for a 25×25 Star
// Battle).
func appendNums(dst []int64, line []byte) ([]int64, error) {
	i := 0
	for {
		for i < len(line) && line[i] == ' ' {
			i++
		}
		if i == len(line) {
			return dst, nil
		}
		j := i
		for j < len(line) && line[j] != ' ' {
			j++
		}
		n, err := parseNum(line[i:j])
		if err != nil {
			return nil, err
		}
		dst = append(dst, n)
		i = j
	}
}

// parseNum parses a decimal integer with an optional sign, as
// strconv.ParseInt does, without making a string of it.
func parseNum(b []byte) (int64, error) {
	digits := b
	if len(digits) > 0 && (digits[0] == '-' || digits[0] == '+') {
		digits = digits[1:]
	}
	if len(digits) == 0 || len(digits) > 18 {
		// Empty, or long enough to overflow: strconv says which.
		n, err := strconv.ParseInt(string(b), 10, 64)
		if err != nil {
			return 0, fmt.Errorf("bad number %q", b)
		}
		return n, nil
	}
	var n int64
	for _, c := range digits {
		if c < '0' || c > '9' {
			return 0, fmt.Errorf("bad number %q", b)
		}
		n = n*10 + int64(c-'0')
	}
	if b[0] == '-' {
		n = -n
	}
	return n, nil
}

func toLits(ns []int64) []Lit { return appendLits(nil, ns) }

// appendLits appends the numbers as literals to dst.
func appendLits(dst []Lit, ns []int64) []Lit {
	for _, n := range ns {
		dst = append(dst, Lit(n))
	}
	return dst
}

// readZeroList parses the numbers of line after its tag, which must end
// with a 0, and returns them without it.
func readZeroList(line []byte) ([]int64, error) { return appendZeroList(nil, afterTag(line)) }

// appendZeroList appends the numbers of line, which must end with a 0, to
// dst, and returns them without the 0 (its room stays in the slice's
// capacity, for a caller that reuses it).
func appendZeroList(dst []int64, line []byte) ([]int64, error) {
	ns, err := appendNums(dst, line)
	if err != nil {
		return nil, err
	}
	if len(ns) == len(dst) || ns[len(ns)-1] != 0 {
		return nil, fmt.Errorf("list does not end with 0")
	}
	return ns[:len(ns)-1], nil
}

// litInRange reports whether n is a literal of a formula of nvars
// variables: not 0, and its variable at most nvars (tested without
// negating n, which for the most negative int64 is n itself).
func litInRange(n int64, nvars int) bool {
	return n != 0 && n <= int64(nvars) && n >= -int64(nvars)
}
