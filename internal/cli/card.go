package cli

import (
	"fmt"
	"io"
	"math/bits"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

func init() {
	commands["card"] = command{summary: "print the DIMACS CNF of one cardinality constraint over variables 1..N", run: runCard}
}

// maxCardN bounds --n so that a typo cannot ask for gigabytes of clauses.
const maxCardN = 1 << 20

// maxCardClauses bounds the clauses card writes (gigabytes in memory
// beyond it): pairwise over a million variables would be 5·10¹¹.
const maxCardClauses = 100_000_000

// cardSize is a bound, within a small factor, on the clauses of the
// constraint over n variables with bound k under cfg: quadratic for
// pairwise, n log n for the binary ones, n·k for the counters and the
// totalizer (k or n−k, whichever the encoding counts up to), n log² k for
// the sorting network, linear for the rest.
func cardSize(cfg encode.Config, n, k int) int {
	m := min(k, n-k) + 1
	amo, card := cfg.AMO, cfg.Card
	if amo == encode.Auto {
		amo = encode.AutoAMO(n)
	}
	if card == encode.Auto {
		card = encode.AutoCard(n, k)
	}
	switch {
	case m <= 2 && amo == encode.Pairwise:
		return n * (n - 1) / 2
	case m <= 2 && (amo == encode.Binary || amo == encode.Bimander):
		return n * (bits.Len(uint(n)) + 1)
	case m <= 2:
		return 5 * n
	case card == encode.SeqCounter || card == encode.Totalizer:
		return 2 * n * m
	case card == encode.CardNet:
		lg := bits.Len(uint(m))
		return 4 * n * lg * lg
	}
	return 40 * n
}

func runCard(args []string, _ io.Reader, stdout, _ io.Writer) error {
	fs := newFlagSet("card", "card --n N --k K --op atmost|atleast|exactly --encoding NAME", stdout)
	n := fs.Int("n", 0, "number of input variables (they are 1..N)")
	k := fs.Int("k", -1, "the bound")
	opName := fs.String("op", "atmost", "relation: atmost, atleast or exactly")
	enc := fs.String("encoding", "auto", "encoding (see puzzlesat encodings)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageErr("card: unexpected argument %q: the constraint is given by flags", fs.Arg(0))
	}
	if *n < 1 || *n > maxCardN {
		return usageErr("--n %d: expected a number of variables from 1 to %d", *n, maxCardN)
	}
	if !fs.Changed("k") {
		return usageErr("--k: expected the bound, from 0 to --n (%d)", *n) // it said "--k -1"
	}
	if *k < 0 || *k > *n {
		return usageErr("--k %d: expected a bound from 0 to --n (%d)", *k, *n)
	}
	op, err := encode.ParseOp(*opName)
	if err != nil {
		return usageErr("--op: %v", err)
	}
	name := encode.Encoding(*enc)
	var cfg encode.Config
	if name == encode.Auto {
		cfg = encode.Default
	} else {
		info, ok := encode.Lookup(*enc)
		if !ok {
			return usageErr("--encoding %q: unknown; see puzzlesat encodings", *enc)
		}
		if info.Name == encode.Native {
			return usageErr("--encoding native: gophersat's native constraints have no CNF; choose a CNF encoding")
		}
		if info.AMOOnly {
			// At-most-one encodings serve bounds that reduce to one:
			// at most 1, at least n−1, exactly 1 or n−1.
			if !(op == encode.LE && *k == 1 || op == encode.GE && *k == *n-1 || op == encode.EQ && (*k == 1 || *k == *n-1)) && !trivialBound(op, *k, *n) {
				return usageErr("--encoding %s encodes at most one only: use it with --op atmost --k 1 (or atleast N-1, exactly 1 or N-1), or choose a cardinality encoding", *enc)
			}
			cfg = encode.Config{AMO: name, Card: encode.Auto}
		} else {
			cfg = encode.Config{AMO: name, Card: name}
		}
	}
	if size := cardSize(cfg, *n, *k); size > maxCardClauses {
		return usageErr("--n %d, --k %d, --encoding %s: about %d clauses; expected at most %d (a smaller --n, or another encoding)", *n, *k, *enc, size, maxCardClauses)
	}
	f := sat.NewFormula()
	x := f.NewVars(*n)
	for i, v := range x {
		f.SetName(v, fmt.Sprintf("x%d", i+1))
	}
	encode.Add(f, cfg, encode.Constraint{Lits: sat.Lits(x), Op: op, K: *k})
	comment := fmt.Sprintf("puzzlesat card: sum of x1..x%d %s %d, encoding %s", *n, op, *k, *enc)
	if name == encode.Auto {
		comment += " (at most one: " + string(encode.AutoAMO(*n)) + "; larger bounds: " + string(encode.AutoCard(*n, *k)) + ")"
	}
	return sat.WriteDIMACS(stdout, f, comment)
}

// trivialBound reports whether the dispatcher settles the constraint
// without an encoding (units, nothing, or the empty clause).
func trivialBound(op encode.Op, k, n int) bool {
	switch op {
	case encode.LE:
		return k == 0 || k >= n
	case encode.GE:
		return k <= 1 || k >= n
	}
	return k == 0 || k == n
}
