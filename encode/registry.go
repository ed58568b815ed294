package encode

import (
	"sort"
	"strings"

	"github.com/puzzlesat/puzzlesat/sat"
)

// Encoding names an encoding, as on the command line.
type Encoding string

// The encodings. Auto picks one by the size of the constraint (see AutoAMO
// and AutoCard).
const (
	Auto       Encoding = "auto"
	Pairwise   Encoding = "pairwise"
	Sequential Encoding = "sequential"
	Commander  Encoding = "commander"
	Product    Encoding = "product"
	Binary     Encoding = "binary"
	Bimander   Encoding = "bimander"
	SeqCounter Encoding = "seqcounter"
	Totalizer  Encoding = "totalizer"
	CardNet    Encoding = "cardnet"
	Native     Encoding = "native"
)

// Info describes a registered encoding.
type Info struct {
	Name    Encoding
	AMOOnly bool   // encodes at-most-one (and exactly-one) only
	Vars    string // auxiliary variables, as a formula in n (and k)
	Clauses string // clauses, as a formula in n (and k)
	Ref     string // where the encoding comes from
	// Size returns the exact number of auxiliary variables and clauses the
	// encoding adds for Σ n literals ≤ k (k = 1 for at-most-one encodings),
	// when it is known in closed form; nil otherwise.
	Size func(n, k int) (vars, clauses int)

	// encode adds Σ lits op k to f, for 1 ≤ k < len(lits) and op LE or EQ
	// (k = 1 and op LE only, for AMOOnly encodings, except Native).
	encode func(f *sat.Formula, lits []sat.Lit, k int, op Op)
}

var registry = map[Encoding]*Info{}

// register adds an encoding; each encoding's file calls it from init.
func register(info *Info) {
	if _, dup := registry[info.Name]; dup {
		panic("encode: encoding registered twice: " + string(info.Name))
	}
	registry[info.Name] = info
}

// Lookup returns the encoding with the given name.
func Lookup(name string) (*Info, bool) {
	info, ok := registry[Encoding(name)]
	return info, ok
}

// Encodings returns every registered encoding: the at-most-one-only ones
// first, then the cardinality ones, each group by name.
func Encodings() []*Info {
	out := make([]*Info, 0, len(registry))
	for _, info := range registry {
		out = append(out, info)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].AMOOnly != out[j].AMOOnly {
			return out[i].AMOOnly
		}
		return out[i].Name < out[j].Name
	})
	return out
}

// namesOf lists the names usable for at-most-one (cardOnly false: every
// encoding) or for any bound (cardOnly true), with auto.
func namesOf(cardOnly bool) string {
	names := []string{string(Auto)}
	for _, info := range Encodings() {
		if !cardOnly || !info.AMOOnly {
			names = append(names, string(info.Name))
		}
	}
	return strings.Join(names, ", ")
}

// AutoAMO returns the at-most-one encoding Auto uses for n literals.
func AutoAMO(n int) Encoding { return autoAMO(n) }

// AutoCard returns the cardinality encoding Auto uses for Σ n literals ≤ k.
func AutoCard(n, k int) Encoding { return autoCard(n, k) }

// autoAMO is the at-most-one encoding Auto uses for n literals: pairwise
// while it is small (no auxiliary variable, full propagation; counting
// 12-queens ran 3.5 times faster than with the sequential encoding), then
// bimander, the linear-size encoding that scaled best for one solution of
// large N-Queens (N = 300: 9.8 s against commander's timeouts and
// sequential's minutes; native cardinality constraints are fastest up to
// N = 200 but fall off above). See docs/bench/REPORT.md.
func autoAMO(n int) Encoding {
	if n <= 16 {
		return Pairwise
	}
	return Bimander
}

// autoCard is the cardinality encoding Auto uses for Σ n literals ≤ k.
func autoCard(n, k int) Encoding {
	return SeqCounter
}
