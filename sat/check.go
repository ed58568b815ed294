package sat

import (
	"fmt"
	"sort"
	"sync"
)

// Check is a rule that the solver checks on each model instead of stating
// it as clauses up front (a connectivity rule, whose clauses would be many):
// a lazy constraint. Enumerate and Solve call it on every model they find;
// a model that breaks the rule is never counted or returned, and the
// clauses the check returns are added before the search goes on.
//
// A check must be sound and complete: the clauses it returns are false
// under the model it was given (so that the search moves on) and true in
// every model that keeps the rule (so that no solution is lost); it
// returns none exactly when the model keeps the rule.
//
// A formula's checks travel to worker processes as a kind and a list of
// integers (Kind and Args), which the worker turns back into a check with
// the decoder registered for the kind (RegisterCheck).
type Check interface {
	// Check returns clauses the model breaks and every solution keeps,
	// or none when the model keeps the rule. model is indexed by variable.
	Check(model []bool) [][]Lit
	// Vars are the variables the check reads and its clauses name.
	Vars() []Var
	// Kind names the check's decoder (see RegisterCheck).
	Kind() string
	// Args are the integers the decoder rebuilds the check from.
	Args() []int64
}

// PartialCheck is a Check that also judges an assignment that is not
// whole, for reasoning by propagation (Propagator): Conflict returns
// literals, all true under value, that no model keeping the rule makes
// true together, at least two of them; or nil when it sees no such
// conflict. value gives 1 for a true literal, −1 for a false one and 0
// for one not assigned. It may miss conflicts, but under a whole
// assignment it finds one exactly when Check returns clauses.
type PartialCheck interface {
	Check
	Conflict(value func(Lit) int8) []Lit
}

// Stater is a Check that can also be stated as clauses up front, its
// eager form. A search whose lazy cuts do not end it (a half-entered
// Nurikabe: ten thousand models cut off, each a new way to wall off the
// shaded cells) states the checks after lazyBudget models cut off, and
// goes on without them (Formula.Eager).
type Stater interface {
	Check
	// CanState reports whether the rule's clauses are few enough to
	// pay.
	CanState() bool
	// State adds the rule to f as clauses, with variables of its own.
	State(f *Formula)
}

// lazyBudget is how many models a search cuts off by lazy checks before it
// states them eagerly. The real puzzles of the test data need at most 129
// (a Tapa of noqx's; Yajilin, LITS and Fillomino about 70, most under
// 30), and a Nurikabe of few clues thousands. A variable for the tests.
var lazyBudget = 500

// cutsPerFound is how many models a search must cut off for each solution
// it found before it states its checks (see EagerAfter). A variable for
// the tests.
var cutsPerFound int64 = 4

// Eager returns a copy of f with its checks stated as clauses (Stater) in
// place of the checks, or false when one of them cannot be, or f has none.
func (f *Formula) Eager() (*Formula, bool) {
	if !f.statable() {
		return nil, false
	}
	g := f.Clone()
	g.checks = nil
	for _, c := range f.checks {
		c.(Stater).State(g)
	}
	return g, true
}

// statable reports whether f has checks and each can be stated.
func (f *Formula) statable() bool {
	for _, c := range f.checks {
		if st, ok := c.(Stater); !ok || !st.CanState() {
			return false
		}
	}
	return len(f.checks) > 0
}

// EagerAfter is Eager for a search that has cut off cuts models by f's
// checks and found found solutions: false until cuts reaches the budget
// (lazyBudget) and cutsPerFound times found, then Eager's answer. Enumerate
// and Solve call it after each model cut off, and so must a loop of
// another package (an oracle under assumptions). A refusal costs a look at
// the checks, no copy; after a switch the formula has no checks, and no
// model is cut off again. A count that finds solutions as fast as it cuts
// models off goes on lazily: a Slitherlink of 18,034 solutions, counted
// in seconds with 208 cuts, took minutes under the stated rule.
func (f *Formula) EagerAfter(cuts int, found int64) (*Formula, bool) {
	if cuts < lazyBudget || int64(cuts) < cutsPerFound*found {
		return nil, false
	}
	return f.Eager()
}

var (
	checkMu    sync.Mutex
	checkKinds = map[string]func(args []int64) (Check, error){}
)

// RegisterCheck makes decode the decoder of checks of kind, for worker
// processes: the package that defines a check registers it from init. It
// panics when kind is taken, a programming error.
func RegisterCheck(kind string, decode func(args []int64) (Check, error)) {
	checkMu.Lock()
	defer checkMu.Unlock()
	if _, dup := checkKinds[kind]; dup {
		panic("sat: check kind registered twice: " + kind)
	}
	checkKinds[kind] = decode
}

// decodeCheck rebuilds a check of kind from its args.
func decodeCheck(kind string, args []int64) (Check, error) {
	checkMu.Lock()
	decode, ok := checkKinds[kind]
	checkMu.Unlock()
	if !ok {
		return nil, fmt.Errorf("unknown check kind %q: the worker program must link the package that registers it (RegisterCheck), as importing encode or puzzles/kit does", kind)
	}
	return decode(args)
}

// AddCheck adds a check that every model must pass. Formulas with checks
// have no DIMACS CNF form.
func (f *Formula) AddCheck(c Check) {
	for _, v := range c.Vars() {
		f.check(v.Pos())
	}
	f.checks = append(f.checks, c)
}

// Checks returns the checks of f. The slice must not be changed.
func (f *Formula) Checks() []Check { return f.checks }

// checkVars returns the variables that f's checks name, sorted, without
// repeats.
func (f *Formula) checkVars() []Var {
	seen := map[Var]bool{}
	var out []Var
	for _, c := range f.checks {
		for _, v := range c.Vars() {
			if !seen[v] {
				seen[v] = true
				out = append(out, v)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// runChecks returns the clauses that f's checks add for model, or none
// when the model keeps every rule.
func (f *Formula) runChecks(model []bool) [][]Lit {
	var cuts [][]Lit
	for _, c := range f.checks {
		cuts = append(cuts, c.Check(model)...)
	}
	return cuts
}
