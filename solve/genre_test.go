package solve

import (
	"context"
	"strings"
	"testing"

	"github.com/spf13/pflag"
)

func TestRegistry(t *testing.T) {
	g := &Genre{Name: "zz-test", Outputs: []string{"text", "json"}, Flags: func(*pflag.FlagSet) Command {
		return func(context.Context, *Env) (Source, error) { return nil, nil }
	}}
	Register(g)
	defer func() {
		registryMu.Lock()
		delete(registry, g.Name)
		registryMu.Unlock()
	}()
	if got, ok := Lookup("zz-test"); !ok || got != g {
		t.Fatal("a registered genre is not found")
	}
	if _, ok := Lookup("zz-none"); ok {
		t.Fatal("an unknown genre is found")
	}
	gs := Genres()
	for i := 1; i < len(gs); i++ {
		if gs[i-1].Name >= gs[i].Name {
			t.Fatalf("genres not sorted by name: %s before %s", gs[i-1].Name, gs[i].Name)
		}
	}
	for _, bad := range []*Genre{g, {Name: "", Outputs: g.Outputs, Flags: g.Flags}, {Name: "zz-noflags", Outputs: g.Outputs}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Register(%q) did not panic", bad.Name)
				}
			}()
			Register(bad)
		}()
	}
}

// A lazy genre is built on its first lookup, once, and never for the
// list of names and summaries that the help prints.
func TestRegisterLazy(t *testing.T) {
	builds := 0
	flags := func(*pflag.FlagSet) Command { return nil }
	RegisterLazy("zz-lazy", []string{"zz-idle"}, "a lazy genre", func() *Genre {
		builds++
		return &Genre{Name: "zz-lazy", Summary: "a lazy genre", Outputs: []string{"text"}, Flags: flags}
	})
	defer func() {
		registryMu.Lock()
		delete(registry, "zz-lazy")
		delete(aliases, "zz-lazy")
		delete(aliases, "zz-idle")
		registryMu.Unlock()
	}()
	listed := false
	for _, l := range List() {
		listed = listed || l == Listed{"zz-lazy", "a lazy genre"}
	}
	if !listed || builds != 0 {
		t.Fatalf("List: listed %v, built %d times; expected listed, never built", listed, builds)
	}
	g1, ok1 := Lookup("zz-idle")
	g2, ok2 := Lookup("zz-lazy")
	if !ok1 || !ok2 || g1 != g2 || g1.Name != "zz-lazy" || builds != 1 {
		t.Fatalf("Lookup: %v %v, the same genre %v, built %d times; expected one genre built once", ok1, ok2, g1 == g2, builds)
	}
	Genres()
	if builds != 1 {
		t.Fatalf("built %d times after Genres; expected once", builds)
	}
	defer func() {
		if recover() == nil {
			t.Error("a lazy genre under a name taken did not panic")
		}
	}()
	RegisterLazy("zz-other", []string{"zz-idle"}, "", func() *Genre { return nil })
}

func TestWriteJSONLine(t *testing.T) {
	var b strings.Builder
	if err := WriteJSONLine(&b, `a "b"`, "sat", map[string]any{"z": 1, "a": []int{1, 2}}); err != nil {
		t.Fatal(err)
	}
	if want := `{"puzzle":"a \"b\"","status":"sat","a":[1,2],"z":1}` + "\n"; b.String() != want {
		t.Fatalf("got %s, want %s", b.String(), want)
	}
	// Names and fields are written as they are, not escaped for HTML.
	b.Reset()
	if err := WriteJSONLine(&b, "<stdin>:1", "sat", map[string]any{"grid": []string{"1<2 & 3>2"}}); err != nil {
		t.Fatal(err)
	}
	if want := `{"puzzle":"<stdin>:1","status":"sat","grid":["1<2 & 3>2"]}` + "\n"; b.String() != want {
		t.Fatalf("got %s, want %s", b.String(), want)
	}
	b.Reset()
	if err := WriteJSONLine(&b, "x", "sat", map[string]any{"f": func() {}}); err == nil || b.Len() > 0 {
		t.Fatalf("a field JSON cannot hold: error %v, wrote %q", err, b.String())
	}
}
