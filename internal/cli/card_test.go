package cli

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

func binomial(n, k int) int64 {
	if k < 0 || k > n {
		return 0
	}
	r := int64(1)
	for i := 1; i <= k; i++ {
		r = r * int64(n-k+i) / int64(i)
	}
	return r
}

// TestCardCNFCountsModels reads back the DIMACS that card prints and counts
// its models projected onto x1..xN: the count must be the binomial sum.
func TestCardCNFCountsModels(t *testing.T) {
	n := 7
	for _, info := range encode.Encodings() {
		if info.Name == encode.Native {
			continue
		}
		for _, op := range []string{"atmost", "atleast", "exactly"} {
			for k := 0; k <= n; k++ {
				if info.AMOOnly && !(op == "atmost" && k == 1 || op == "exactly" && k == 1) {
					continue
				}
				out, errs, code := runCLI(t, "", "card", "--n", strconv.Itoa(n), "--k", strconv.Itoa(k), "--op", op, "--encoding", string(info.Name))
				if code != 0 {
					t.Fatalf("%s %s %d: exit %d: %s", info.Name, op, k, code, errs)
				}
				if !strings.Contains(out, "encoding "+string(info.Name)) {
					t.Errorf("%s: no comment naming the encoding", info.Name)
				}
				f, err := sat.ReadDIMACS(strings.NewReader(out))
				if err != nil {
					t.Fatalf("%s %s %d: %v", info.Name, op, k, err)
				}
				x := make([]sat.Var, n)
				for i := range x {
					x[i] = sat.Var(i + 1)
				}
				res, _ := sat.Enumerate(context.Background(), f, sat.Projection{Vars: x}, nil, 0, nil)
				var want int64
				for j := 0; j <= n; j++ {
					if op == "atmost" && j <= k || op == "atleast" && j >= k || op == "exactly" && j == k {
						want += binomial(n, j)
					}
				}
				if res.Count != want {
					t.Errorf("card --n %d --k %d --op %s --encoding %s: %d models on x1..x%d, want %d", n, k, op, info.Name, res.Count, n, want)
				}
			}
		}
	}
}

func TestCardNativeAndAMOOnlyMisuse(t *testing.T) {
	if _, _, code := runCLI(t, "", "card", "--n", "5", "--k", "2", "--encoding", "native"); code != 2 {
		t.Errorf("native: exit %d, want 2 (no CNF form)", code)
	}
	if _, _, code := runCLI(t, "", "card", "--n", "5", "--k", "3", "--encoding", "bimander"); code != 2 {
		t.Errorf("bimander with k=3: exit %d, want 2", code)
	}
}

func TestEncodingsJSON(t *testing.T) {
	out, _, code := runCLI(t, "", "encodings", "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if want := len(encode.Encodings()) + len(encode.ConnectEncodings()); len(lines) != want {
		t.Fatalf("%d lines for %d encodings", len(lines), want)
	}
	amoOnly, connect := 0, 0
	for _, line := range lines {
		var obj map[string]any
		if err := json.Unmarshal([]byte(line), &obj); err != nil {
			t.Fatal(err)
		}
		if obj["kind"] == "connectivity" {
			connect++
			continue
		}
		name, ok1 := obj["name"].(string)
		a, ok2 := obj["amo_only"].(bool)
		info, ok3 := encode.Lookup(name)
		if !ok1 || !ok2 || !ok3 || info.AMOOnly != a {
			t.Errorf("bad line %s", line)
		}
		if a {
			amoOnly++
		}
	}
	if amoOnly < 6 {
		t.Errorf("%d at-most-one-only encodings listed, want the six of the issue", amoOnly)
	}
	if connect != 3 {
		t.Errorf("%d connectivity encodings listed, want lazy, tree and reach", connect)
	}
	out, _, _ = runCLI(t, "", "encodings")
	for _, name := range []string{"pairwise", "sequential", "commander", "product", "binary", "bimander", "seqcounter", "totalizer", "cardnet", "native", "lazy", "tree", "reach"} {
		if !strings.Contains(out, name) {
			t.Errorf("text listing lacks %s", name)
		}
	}
}

// card refuses a constraint whose CNF would not fit in memory, in one line
// (it died out of memory with a stack trace): cardSize bounds the clauses,
// checked here against the clauses written, within a factor of 8, for
// every CNF encoding on a few sizes.
func TestCardTooLarge(t *testing.T) {
	for _, args := range [][]string{
		{"--n", "1048576", "--k", "1", "--encoding", "pairwise"},
		{"--n", "1048576", "--k", "524288", "--encoding", "seqcounter"},
		{"--n", "1048576", "--k", "524288"},
	} {
		out, errs, code := runCLI(t, "", append([]string{"card", "--op", "atmost"}, args...)...)
		if code != 2 || out != "" || !strings.Contains(errs, "clauses; expected at most") || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%v: exit %d, %q %q", args, code, out, errs)
		}
	}
	for _, name := range []encode.Encoding{encode.Auto, encode.Pairwise, encode.SeqCounter, encode.Totalizer, encode.CardNet, encode.Sequential, encode.Product, encode.Commander, encode.Bimander} {
		for _, nk := range [][2]int{{50, 1}, {200, 1}, {200, 20}, {300, 150}, {1000, 3}} {
			n, k := nk[0], nk[1]
			cfg := encode.Default
			if name != encode.Auto {
				cfg = encode.Config{AMO: name, Card: name}
				if info, _ := encode.Lookup(string(name)); info.AMOOnly {
					if k > 1 {
						continue
					}
					cfg.Card = encode.Auto
				}
			}
			f := sat.NewFormula()
			encode.Add(f, cfg, encode.Constraint{Lits: sat.Lits(f.NewVars(n)), Op: encode.LE, K: k})
			if got, bound := f.NumClauses(), cardSize(cfg, n, k); got > bound || bound > 8*got+100 {
				t.Errorf("%s, n %d, k %d: %d clauses, bound %d", name, n, k, got, bound)
			}
		}
	}
}

// card without --k asks for it, rather than naming the default -1 that the
// user never typed.
func TestCardWithoutK(t *testing.T) {
	if _, errs, code := runCLI(t, "", "card", "--n", "5", "--op", "atmost", "--encoding", "pairwise"); code != 2 || !strings.Contains(errs, "--k: expected the bound") {
		t.Errorf("exit %d, %q", code, errs)
	}
}
