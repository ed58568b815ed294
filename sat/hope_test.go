package sat

import (
	"bytes"
	"context"
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

// TestHope: on random small formulas with a random hope, a search for one
// model finds one exactly when brute force says the formula has one; the
// model keeps the formula, and keeps the hope whenever some model does,
// in this process and through the worker protocol; a search for more than
// one model counts as it would without the hope. Both cases (the hope
// kept, and the hope left for the whole formula) must occur.
func TestHope(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	ctx := context.Background()
	kept, left := 0, 0
	for trial := 0; trial < 500; trial++ {
		n := 3 + rng.Intn(7)
		f := NewFormula()
		x := f.NewVars(n)
		randLit := func() Lit { return x[rng.Intn(n)].Lit(rng.Intn(2) == 0) }
		for i := 0; i < n+rng.Intn(3*n); i++ {
			f.AddClause(randLit(), randLit(), randLit())
		}
		plain := f.Clone()
		hope := []Lit{randLit(), randLit()}
		if trial%3 == 0 {
			hope = append(hope, randLit())
		}
		f.Hope(hope...)
		solvable, hoped := bruteSat(n, f, nil), bruteSat(n, f, hope)
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
			for _, l := range hope {
				if hoped && m[l.Var()] != l.IsPos() {
					t.Fatalf("trial %d (%s): a model keeps the hope %v, but the one found breaks %d", trial, route, hope, l)
				}
			}
		}
		var model []bool
		res, err := Enumerate(ctx, f, Projection{}, nil, 1, func(m []bool) bool { model = append([]bool(nil), m...); return true })
		if err != nil {
			t.Fatal(err)
		}
		check("in this process", res.Count, model)
		count, model := hopeByWorker(t, f)
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
}

// hopeByWorker asks ServeWorker for one model of f, the formula sent as a
// parent sends it, and returns the count and the model.
func hopeByWorker(t *testing.T, f *Formula) (int64, []bool) {
	t.Helper()
	var in, out bytes.Buffer
	pw := newProtoWriter(&in)
	pw.formula(f, Projection{})
	pw.query(1, true, nil, 0)
	pw.w.Flush()
	if !strings.Contains(in.String(), "\nt ") {
		t.Fatalf("the hope is not sent: %q", in.String())
	}
	ServeWorker(&in, &out)
	model := make([]bool, f.NumVars()+1)
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
