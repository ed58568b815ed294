package sat

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math"
	"strings"
)

// ServeWorker answers the worker protocol (see protocol.go) on r and w until
// r ends. A program becomes a pool worker by calling it on its standard input
// and output. It must link the packages whose formulas it is sent: a
// formula's lazy checks (Check) are decoded by the kinds that those
// packages register as they start (RegisterCheck: encode's connectivity,
// puzzles/kit's regions), so a worker for every genre imports
// puzzles/all, as puzzlesat's own does.
func ServeWorker(r io.Reader, w io.Writer) error {
	br := bufio.NewReaderSize(r, 1<<16)
	pw := newProtoWriter(w)
	var f *Formula
	var proj Projection
	var mask []bool   // mask[v]: v is projected; built for each query's formula
	var seed int64    // the next query's (an s line)
	var held int64    // queries of the task under way still to answer before a write (a g line)
	var announce bool // a b line came: say when the next query begins
	var stamp []int64
	readLine := func() ([]byte, error) {
		line, err := br.ReadSlice('\n')
		if err == bufio.ErrBufferFull {
			long := append([]byte(nil), line...)
			for err == bufio.ErrBufferFull {
				line, err = br.ReadSlice('\n')
				long = append(long, line...)
			}
			line = long
		}
		if err != nil {
			return nil, err
		}
		return line[:len(line)-1], nil
	}
	// readList reads a line of numbers ending in 0: skip leading numbers
	// (a bound), then literals of variables 1..nvars.
	var nums []int64 // readList's, reused from line to line: what it returns lasts until its next call
	var lits []Lit   // a clause or cardinality line's literals, reused
	readList := func(nvars, skip int) ([]int64, error) {
		l, err := readLine()
		if err != nil {
			return nil, err
		}
		c, err := appendZeroList(nums[:0], l)
		if c != nil {
			nums = c
		}
		if err == nil && len(c) < skip {
			err = fmt.Errorf("short line %q", l)
		}
		if err != nil {
			return nil, err
		}
		for _, n := range c[skip:] {
			if !litInRange(n, nvars) {
				return nil, fmt.Errorf("literal %d out of range in %q", n, l)
			}
		}
		return c, nil
	}
	fail := func(err error) error {
		pw.w.WriteString("e " + err.Error() + "\n")
		pw.w.Flush()
		return err
	}
	for {
		line, err := readLine()
		if err == io.EOF {
			return pw.w.Flush() // answers a short group held
		}
		if err != nil {
			return err
		}
		if len(line) == 0 {
			continue
		}
		switch line[0] {
		case 'f':
			if held > 0 {
				return fail(fmt.Errorf("formula line %q inside a group of queries, %d still to come", line, held))
			}
			ns, err := readInts(line)
			if err != nil || len(ns) != 3 || ns[0] < 0 || ns[0] > math.MaxInt32 || ns[1] < 0 || ns[2] < 0 {
				// A literal is an int32: more variables could not be
				// named, and their negations would overflow.
				return fail(fmt.Errorf("bad formula header %q", line))
			}
			f = NewFormula()
			f.nvars = int(ns[0])
			clear(stamp)
			mask = nil
			for i := int64(0); i < ns[1]; i++ {
				c, err := readList(f.nvars, 0)
				if err != nil {
					return fail(err)
				}
				lits = appendLits(lits[:0], c)
				f.AddClause(lits...)
			}
			for i := int64(0); i < ns[2]; i++ {
				c, err := readList(f.nvars, 1)
				if err != nil {
					return fail(fmt.Errorf("bad cardinality line: %v", err))
				}
				// stamp[v] == i+1: v is in cardinality line i already
				// (a slice, not a map per line: a calendar year's
				// formulas read 36,000 of them).
				if len(stamp) <= f.nvars {
					stamp = make([]int64, f.nvars+1)
				}
				for _, l := range c[1:] {
					v := max(l, -l)
					if stamp[v] == i+1 {
						return fail(fmt.Errorf("bad cardinality line: variable %d twice", v))
					}
					stamp[v] = i + 1
				}
				lits = appendLits(lits[:0], c[1:])
				f.AddCard(lits, int(c[0]))
			}
		case 'k':
			if f == nil {
				return fail(fmt.Errorf("check line before the formula: %q", line))
			}
			fields := strings.SplitN(string(line), " ", 3)
			if len(fields) < 2 || fields[0] != "k" {
				return fail(fmt.Errorf("bad check line %q", line))
			}
			ns, err := readInts(line[len(fields[0])+1:])
			if err != nil {
				return fail(fmt.Errorf("bad check line %q: %v", line, err))
			}
			c, err := decodeCheck(fields[1], ns)
			if err != nil {
				return fail(fmt.Errorf("bad check line: %v", err))
			}
			for _, v := range c.Vars() {
				if v < 1 || int(v) > f.nvars {
					return fail(fmt.Errorf("bad check line: variable %d out of range", v))
				}
			}
			f.checks = append(f.checks, c)
		case 'h':
			ns, err := readZeroList(line)
			if err != nil || f == nil {
				return fail(fmt.Errorf("bad preference line %q", line))
			}
			for _, v := range ns {
				if v < 1 || int(v) > f.nvars {
					return fail(fmt.Errorf("bad preference line %q", line))
				}
				f.PreferTrue(Var(v))
			}
		case 't':
			ns, err := readZeroList(line)
			if err != nil || f == nil {
				return fail(fmt.Errorf("bad hope line %q", line))
			}
			for _, l := range ns {
				if !litInRange(l, f.nvars) {
					return fail(fmt.Errorf("bad hope line %q", line))
				}
				f.Hope(Lit(l))
			}
		case 'p':
			if string(line) == "p all" {
				proj = Projection{}
				mask = nil
				continue
			}
			ns, err := readZeroList(line)
			if err != nil || len(ns) == 0 {
				return fail(fmt.Errorf("bad projection %q", line))
			}
			mask = nil
			proj = Projection{TrueOnly: ns[0] == 1, Vars: make([]Var, len(ns)-1)}
			for i, n := range ns[1:] {
				if f == nil || n < 1 || n > int64(f.nvars) {
					return fail(fmt.Errorf("bad projection %q: variable %d", line, n))
				}
				proj.Vars[i] = Var(n)
			}
		case 's':
			ns, err := readInts(line)
			if err != nil || len(ns) != 1 {
				return fail(fmt.Errorf("bad seed line %q", line))
			}
			seed = ns[0]
		case 'g':
			ns, err := readInts(line)
			if err != nil || len(ns) != 1 || ns[0] < 1 {
				return fail(fmt.Errorf("bad group line %q", line))
			}
			if held > 0 {
				return fail(fmt.Errorf("group line %q inside a group of queries, %d still to come", line, held))
			}
			held = ns[0] - 1
		case 'b':
			if len(line) != 1 {
				return fail(fmt.Errorf("bad line %q: expected b alone", line))
			}
			if held > 0 {
				return fail(fmt.Errorf("b line inside a group of queries, %d still to come", held))
			}
			announce = true
		case 'q':
			ns, err := readZeroList(line)
			if err != nil || len(ns) < 2 || f == nil || ns[0] < 0 {
				return fail(fmt.Errorf("bad query %q", line))
			}
			for _, n := range ns[2:] {
				if !litInRange(n, f.nvars) {
					return fail(fmt.Errorf("bad query %q: literal %d out of range", line, n))
				}
			}
			limit, models := ns[0], ns[1] == 1
			if mask == nil {
				mask = projectionMask(proj, f.nvars)
			}
			var trueVars []Lit
			var begins func()
			if announce {
				announce = false
				begins = func() {
					pw.line("b", nil, nil, false)
					pw.w.Flush() // a failed write shows at the answer's
				}
			}
			res, _ := enumerate(context.Background(), f, proj, toLits(ns[2:]), limit, seed, begins, func(m []bool) bool {
				if models {
					trueVars = trueVars[:0]
					for v := 1; v < len(m); v++ {
						if m[v] && v < len(mask) && mask[v] {
							trueVars = append(trueVars, Lit(v))
						}
					}
					pw.line("m", nil, trueVars, true)
				}
				return true
			})
			seed = 0
			c := int64(0)
			if res.Complete {
				c = 1
			}
			pw.line("r", []int64{res.Count, c, int64(res.Stats.Conflicts), int64(res.Stats.Decisions), int64(res.Stats.Time), int64(res.Stats.Lazy), int64(res.Stats.Eliminated)}, nil, false)
			if held > 0 {
				held--
				continue // the task's last answer writes them all
			}
			if err := pw.w.Flush(); err != nil {
				return err
			}
		default:
			return fail(fmt.Errorf("unknown line %q", line))
		}
	}
}

// projectionMask returns mask[v] true for every projected variable v.
func projectionMask(p Projection, nvars int) []bool {
	mask := make([]bool, nvars+1)
	if p.Vars == nil {
		for v := 1; v <= nvars; v++ {
			mask[v] = true
		}
		return mask
	}
	for _, v := range p.Vars {
		if int(v) <= nvars {
			mask[v] = true
		}
	}
	return mask
}
