package encode

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/sat"
)

// Op is the relation of a constraint.
type Op int

const (
	// LE is Σ lits ≤ k.
	LE Op = iota
	// GE is Σ lits ≥ k.
	GE
	// EQ is Σ lits = k.
	EQ
)

// String returns "atmost", "atleast" or "exactly", the names the command
// line uses.
func (o Op) String() string {
	switch o {
	case LE:
		return "atmost"
	case GE:
		return "atleast"
	case EQ:
		return "exactly"
	}
	return fmt.Sprintf("Op(%d)", int(o))
}

// ParseOp reads "atmost", "atleast" or "exactly" (or "<=", ">=", "=").
func ParseOp(s string) (Op, error) {
	switch s {
	case "atmost", "<=", "le":
		return LE, nil
	case "atleast", ">=", "ge":
		return GE, nil
	case "exactly", "=", "==", "eq":
		return EQ, nil
	}
	return 0, fmt.Errorf("unknown relation %q: expected atmost, atleast or exactly", s)
}

// Constraint is Σ Lits Op K: how many of the literals are true.
type Constraint struct {
	Lits []sat.Lit
	Op   Op
	K    int
	// Name, when set, names the given or rule instance the constraint
	// states, as people name it ("r3c4=7", "top 3=2", "row 3", "region C");
	// constraints of one name form one group. Under Config.Select the group
	// gets a selector (sat.Formula.Selector), so that the driver can drop
	// it to find which givens conflict.
	Name string
	// Given says the constraint states a given or clue of the puzzle,
	// rather than one of its rules.
	Given bool
	// Tag identifies the given among the puzzle's (its index, say) for a
	// generator that keeps some givens: the selector of the group takes
	// it (sat.Selector.Tag). 0 when unused.
	Tag int
}

// units returns the literals that c fixes on its own: all of them when
// it asks every literal true, their negations when it asks none true.
func (c Constraint) units() []sat.Lit {
	switch {
	case (c.Op == GE || c.Op == EQ) && c.K == len(c.Lits) && c.K > 0:
		return c.Lits
	case (c.Op == LE || c.Op == EQ) && c.K == 0:
		return sat.Not(c.Lits)
	}
	return nil
}

// Selection says which named constraints get selectors (Config.Select).
type Selection int

const (
	// SelectNone gives no constraint a selector: the usual formula.
	SelectNone Selection = iota
	// SelectGivens gives the named givens and clues selectors.
	SelectGivens
	// SelectAll gives every named constraint a selector, rules too.
	SelectAll
)

// String writes the constraint the way a modeller would.
func (c Constraint) String() string {
	rel := map[Op]string{LE: "≤", GE: "≥", EQ: "="}[c.Op]
	return fmt.Sprintf("Σ%v %s %d", c.Lits, rel, c.K)
}

// Holds reports whether the constraint is met when the literals have the
// given values (value(l) is the truth of literal l).
func (c Constraint) Holds(value func(sat.Lit) bool) bool {
	n := 0
	for _, l := range c.Lits {
		if value(l) {
			n++
		}
	}
	switch c.Op {
	case LE:
		return n <= c.K
	case GE:
		return n >= c.K
	}
	return n == c.K
}

// Config names the encodings to use. The zero Config uses the defaults.
type Config struct {
	AMO     Encoding // for bounds of one (at most one, exactly one)
	Card    Encoding // for larger bounds
	Connect Encoding // for connectivity (Connected): Lazy, Tree, Reach or Auto
	// Select gives named constraints selectors (see Constraint.Name).
	// Selected constraints are encoded as clauses: gophersat's native
	// constraints cannot be switched off.
	Select Selection
}

// selects reports whether c gets a selector under cfg.
func (cfg Config) selects(c Constraint) bool {
	return c.Name != "" && (cfg.Select == SelectAll || cfg.Select == SelectGivens && c.Given)
}

// clauses returns cfg with the native encodings replaced by Auto's
// clauses.
func (cfg Config) clauses() Config {
	if cfg.AMO == Native {
		cfg.AMO = Auto
	}
	if cfg.Card == Native {
		cfg.Card = Auto
	}
	return cfg
}

// Default is the configuration used when none is named: see Auto.
var Default = Config{AMO: Auto, Card: Auto, Connect: Auto}

func (cfg Config) amo(n int) *Info {
	name := cfg.AMO
	if name == "" || name == Auto {
		name = autoAMO(n)
	}
	return mustLookup(name)
}

func (cfg Config) card(n, k int) *Info {
	name := cfg.Card
	if name == "" || name == Auto {
		name = autoCard(n, k)
	}
	info := mustLookup(name)
	if info.AMOOnly {
		panic(fmt.Sprintf("encode: %s encodes at most one only; it cannot encode a bound of %d (check with Config.Validate)", name, k))
	}
	return info
}

func mustLookup(name Encoding) *Info {
	info, ok := Lookup(string(name))
	if !ok {
		panic(fmt.Sprintf("encode: unknown encoding %q (check names with Lookup first)", name))
	}
	return info
}

// Validate reports an error naming an unknown encoding, or a cardinality
// encoding slot given an at-most-one-only encoding.
func (cfg Config) Validate() error {
	if cfg.AMO != "" && cfg.AMO != Auto {
		if _, ok := Lookup(string(cfg.AMO)); !ok {
			return fmt.Errorf("unknown at-most-one encoding %q: expected one of %s", cfg.AMO, namesOf(false))
		}
	}
	if cfg.Card != "" && cfg.Card != Auto {
		info, ok := Lookup(string(cfg.Card))
		if !ok || info.AMOOnly {
			return fmt.Errorf("unknown cardinality encoding %q: expected one of %s", cfg.Card, namesOf(true))
		}
	}
	if !validConnect(cfg.Connect) {
		return fmt.Errorf("unknown connectivity encoding %q: expected one of auto, lazy, tree, reach", cfg.Connect)
	}
	return nil
}

// Add encodes each constraint into f. A named constraint that cfg.Select
// selects holds only when its group's selector is true.
func Add(f *sat.Formula, cfg Config, cs ...Constraint) {
	for _, c := range cs {
		ccfg := cfg
		if cfg.selects(c) {
			sel := f.TaggedSelector(c.Name, c.Given, c.Tag)
			f.SetGuard(sel)
			ccfg = cfg.clauses()
			if units := c.units(); len(units) > 0 {
				f.AddUnits(sel, units...)
			}
		}
		switch c.Op {
		case LE:
			AtMost(f, c.Lits, c.K, ccfg)
		case GE:
			AtLeast(f, c.Lits, c.K, ccfg)
		case EQ:
			Exactly(f, c.Lits, c.K, ccfg)
		default:
			panic(fmt.Sprintf("encode: bad relation %v", c.Op))
		}
		f.SetGuard(0)
	}
}

// AtMost adds Σ lits ≤ k to f. The slice is not changed. A literal may be
// repeated (it then counts as often as it appears) and may appear with its
// negation (the two always add up to one).
func AtMost(f *sat.Formula, lits []sat.Lit, k int, cfg Config) {
	lits, k = distinctLits(f, lits, k)
	n := len(lits)
	switch {
	case k < 0:
		f.AddClause()
	case k >= n:
	case k == 0:
		for _, l := range lits {
			f.AddClause(l.Not())
		}
	case k == n-1:
		// Not all of them: one clause, whatever the encoding.
		f.AddClause(sat.Not(lits)...)
	case k == 1:
		cfg.amo(n).encode(f, lits, 1, LE)
	default:
		cfg.card(n, k).encode(f, lits, k, LE)
	}
}

// AtLeast adds Σ lits ≥ k to f. The slice is not changed. Literals may
// repeat, as in AtMost.
func AtLeast(f *sat.Formula, lits []sat.Lit, k int, cfg Config) {
	lits, k = distinctLits(f, lits, k)
	n := len(lits)
	switch {
	case k <= 0:
	case k > n:
		f.AddClause()
	case k == n:
		for _, l := range lits {
			f.AddClause(l)
		}
	case k == 1:
		f.AddClause(lits...)
	default:
		AtMost(f, sat.Not(lits), n-k, cfg)
	}
}

// Exactly adds Σ lits = k to f. The slice is not changed. Encodings that
// count share one counter between the two bounds. Literals may repeat, as
// in AtMost.
func Exactly(f *sat.Formula, lits []sat.Lit, k int, cfg Config) {
	lits, k = distinctLits(f, lits, k)
	n := len(lits)
	switch {
	case k < 0 || k > n:
		f.AddClause()
	case k == 0:
		AtMost(f, lits, 0, cfg)
	case k == n:
		AtLeast(f, lits, n, cfg)
	case k == 1:
		ExactlyOne(f, lits, cfg)
	case k == n-1:
		// Exactly one of the negations is true.
		ExactlyOne(f, sat.Not(lits), cfg)
	default:
		cfg.card(n, k).encode(f, lits, k, EQ)
	}
}

// AtMostOne adds Σ lits ≤ 1 to f with cfg.AMO.
func AtMostOne(f *sat.Formula, lits []sat.Lit, cfg Config) { AtMost(f, lits, 1, cfg) }

// ExactlyOne adds Σ lits = 1 to f: the clause of all the literals and
// cfg.AMO's at-most-one. Literals may repeat, as in AtMost.
func ExactlyOne(f *sat.Formula, lits []sat.Lit, cfg Config) {
	if lits, k := distinctLits(f, lits, 1); k != 1 {
		Exactly(f, lits, k, cfg)
		return
	}
	switch len(lits) {
	case 0:
		f.AddClause()
	case 1:
		f.AddClause(lits[0])
	default:
		info := cfg.amo(len(lits))
		if info.Name == Native {
			info.encode(f, lits, 1, EQ)
			return
		}
		f.AddClause(lits...)
		info.encode(f, lits, 1, LE)
	}
}
