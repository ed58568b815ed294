package sat

import (
	"bytes"
	"context"
	"math/rand"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestHope: on random small formulas with a random hope, a search for one
// model finds one exactly when brute force says the formula has one; the
// model keeps the formula, and keeps the hope whenever some model does,
// in this process and through the worker protocol; a search for more than
// one model counts as it would without the hope. Each search is under a
// random cube, which the model must keep. Both cases (the hope
// kept, and the hope left for the whole formula) must occur.
func TestHope(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	ctx := context.Background()
	kept, left := 0, 0
	for trial := 0; trial < 500; trial++ {
		f, x := randomFormula(rng, trial)
		n := len(x)
		randLit := func() Lit { return x[rng.Intn(n)].Lit(rng.Intn(2) == 0) }
		plain := f.Clone()
		hope := []Lit{randLit(), randLit()}
		if trial%3 == 0 {
			hope = append(hope, randLit())
		}
		f.Hope(hope...)
		var units []Lit // the cube searched
		for len(units) < rng.Intn(3) {
			units = append(units, randLit())
		}
		solvable, hoped := bruteSat(n, f, units), bruteSat(n, f, append(slices.Clone(units), hope...))
		check := func(route string, count int64, m []bool) {
			t.Helper()
			if (count == 1) != solvable || count > 1 {
				t.Fatalf("trial %d (%s): %d models of one asked, brute force says solvable %v", trial, route, count, solvable)
			}
			if count == 0 {
				return
			}
			var as []Lit
			for _, v := range x {
				as = append(as, v.Lit(m[v]))
			}
			if !bruteSat(n, f, as) {
				t.Fatalf("trial %d (%s): the model %v breaks the formula", trial, route, as)
			}
			for _, l := range units {
				if m[l.Var()] != l.IsPos() {
					t.Fatalf("trial %d (%s): the model breaks the cube's %d", trial, route, l)
				}
			}
			for _, l := range hope {
				if hoped && m[l.Var()] != l.IsPos() {
					t.Fatalf("trial %d (%s): a model keeps the hope %v, but the one found breaks %d", trial, route, hope, l)
				}
			}
		}
		var model []bool
		res, err := Enumerate(ctx, f, Projection{}, units, 1, func(m []bool) bool { model = append([]bool(nil), m...); return true })
		if err != nil {
			t.Fatal(err)
		}
		check("in this process", res.Count, model)
		count, model := hopeByWorker(t, f, units)
		check("by the worker protocol", count, model)

		all, _ := Enumerate(ctx, f, Projection{}, nil, 0, nil)
		want, _ := Enumerate(ctx, plain, Projection{}, nil, 0, nil)
		if all.Count != want.Count || !all.Complete {
			t.Fatalf("trial %d: %d models with a hope, %d without", trial, all.Count, want.Count)
		}
		if two, _ := Enumerate(ctx, f, Projection{}, nil, 2, nil); two.Count != min(want.Count, 2) {
			t.Fatalf("trial %d: %d models of two asked with a hope, %d in all", trial, two.Count, want.Count)
		}
		switch {
		case hoped:
			kept++
		case solvable:
			left++
		}
	}
	if kept < 50 || left < 50 {
		t.Errorf("%d formulas whose model kept the hope, %d whose hope had none: the test shows little", kept, left)
	}
	t.Logf("%d formulas whose model kept the hope, %d whose hope had none", kept, left)
}

// hopeByWorker asks ServeWorker for one model of f under the cube units,
// the formula sent as a parent sends it, and returns the count and the
// model; the worker must say once that its search begins.
func hopeByWorker(t *testing.T, f *Formula, units []Lit) (int64, []bool) {
	t.Helper()
	var in, out bytes.Buffer
	pw := newProtoWriter(&in)
	pw.formula(f, Projection{})
	pw.begins()
	pw.query(1, true, units, 0)
	pw.w.Flush()
	if !strings.Contains(in.String(), "\nt ") {
		t.Fatalf("the hope is not sent: %q", in.String())
	}
	ServeWorker(&in, &out)
	model := make([]bool, f.NumVars()+1)
	if b := strings.Count(out.String(), "b\n"); b != 1 {
		t.Fatalf("the worker said %d times that its search begins: %q", b, out.String())
	}
	for _, line := range strings.Split(out.String(), "\n") {
		fields := strings.Fields(line)
		switch {
		case len(fields) > 0 && fields[0] == "m":
			for _, s := range fields[1:] {
				if v, _ := strconv.Atoi(s); v > 0 {
					model[v] = true
				}
			}
		case len(fields) > 1 && fields[0] == "r":
			c, _ := strconv.ParseInt(fields[1], 10, 64)
			return c, model
		case len(fields) > 0 && fields[0] == "e":
			t.Fatalf("the worker refused its input: %s", line)
		}
	}
	t.Fatalf("no r line from the worker: %q", out.String())
	return 0, nil
}
