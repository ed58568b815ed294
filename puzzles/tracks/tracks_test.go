package tracks

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
)

func TestMain(m *testing.M) { kittest.Main(m) }

func tathamCases(t *testing.T) []kittest.Tatham {
	return kittest.TathamFile(t, "../../testdata/tracks/tatham.tsv", 28)
}

// tathamTrack decodes Tracks' SOLVE move: "T<dir>x,y" lays track from a
// cell toward R, U, L or D, on top of the pieces given; the other moves
// mark what has no track.
func tathamTrack(t *testing.T, p *Puzzle, move string) Track {
	tr := make(Track, p.N())
	copy(tr, p.Pieces)
	for _, mv := range strings.Split(move, ";")[1:] {
		var dir byte
		var x, y int
		if n, _ := fmt.Sscanf(mv[1:], "%c%d,%d", &dir, &x, &y); n != 3 {
			t.Fatalf("move %q", mv)
		}
		if d := strings.IndexByte("URDL", dir); mv[0] == 'T' && d >= 0 {
			tr[y*p.Cols+x] |= grid.Dirs[d].Bit()
		}
	}
	for i, m := range tr { // a piece's arms are its neighbours' too
		for _, d := range grid.Dirs {
			if j, ok := p.Step(i, d); ok && m&d.Bit() != 0 {
				tr[j] |= d.Opposite().Bit()
			}
		}
	}
	tr[p.from()] &^= grid.Left.Bit()
	tr[p.to()] &^= grid.Down.Bit()
	return tr
}

// Every puzzle of Tatham's generator, and the Times puzzles of his
// source's comment, have one solution: for the former, his.
func TestTathamSolutions(t *testing.T) {
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatalf("%s: %v", tc.Name, err)
		}
		want := tathamTrack(t, p, tc.Solve)
		if err := Verify(p, want); err != nil {
			t.Fatalf("%s: Tatham's solution fails the verifier: %v", tc.Name, err)
		}
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2)
		if len(boards) != 1 || !reflect.DeepEqual(boards[0], want) {
			t.Fatalf("%s: %d solutions, Tatham's first: %v", tc.Name, len(boards), len(boards) > 0 && reflect.DeepEqual(boards[0], want))
		}
	}
	for _, p := range kittest.Read(t, Genre, "../../testdata/tracks/times.txt") {
		if boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2); len(boards) != 1 {
			t.Fatalf("%s: %d solutions", writeText(p), len(boards))
		}
	}
}

func readAll(t *testing.T) []*Puzzle {
	var ps []*Puzzle
	for _, tc := range tathamCases(t) {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatal(err)
		}
		if p.N() <= 225 {
			ps = append(ps, p)
		}
	}
	return ps
}

func TestConform(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/tracks/*.txt")
	kittest.Conform(t, Genre, files, readAll(t)...)
}

// countTracks counts the tracks of p by walking every path from the entry that
// never meets itself until it reaches the exit, each checked by the
// verifier.
func countTracks(p *Puzzle) int {
	tr := make(Track, p.N())
	seen := make([]bool, p.N())
	var walk func(i int) int
	walk = func(i int) int {
		if i == p.to() {
			if Verify(p, tr) == nil {
				return 1
			}
			return 0
		}
		n := 0
		seen[i] = true
		for _, d := range grid.Dirs {
			if j, ok := p.Step(i, d); ok && !seen[j] {
				tr[i] |= d.Bit()
				tr[j] |= d.Opposite().Bit()
				n += walk(j)
				tr[i] &^= d.Bit()
				tr[j] &^= d.Opposite().Bit()
			}
		}
		seen[i] = false
		return n
	}
	return walk(p.from())
}

// randomPuzzle is a small puzzle with the counts of a random track, some
// left out or changed, and a random piece or two.
func randomPuzzle(rng *rand.Rand) *Puzzle {
	for {
		r, c := 2+rng.Intn(3), 2+rng.Intn(3)
		p := &Puzzle{Shape: grid.Shape{Rows: r, Cols: c}, Entry: rng.Intn(r), Exit: rng.Intn(c), Counts: make([]int, r+c), Pieces: make([]int, r*c)}
		if p.check() != "" {
			continue
		}
		var paths []Track
		tr, seen := make(Track, p.N()), make([]bool, p.N())
		var walk func(i int)
		walk = func(i int) {
			if i == p.to() {
				paths = append(paths, append(Track(nil), tr...))
				return
			}
			seen[i] = true
			for _, d := range grid.Dirs {
				if j, ok := p.Step(i, d); ok && !seen[j] {
					tr[i], tr[j] = tr[i]|d.Bit(), tr[j]|d.Opposite().Bit()
					walk(j)
					tr[i], tr[j] = tr[i]&^d.Bit(), tr[j]&^d.Opposite().Bit()
				}
			}
			seen[i] = false
		}
		walk(p.from())
		path := paths[rng.Intn(len(paths))]
		for k, line := range p.Lines() {
			for _, i := range line {
				p.Counts[k] += min(path[i], 1)
			}
			switch x := rng.Intn(10); {
			case x < 3:
				p.Counts[k] = kit.Unknown
			case x < 4:
				p.Counts[k] = rng.Intn(max(r, c) + 1)
			}
		}
		for k := rng.Intn(3); k > 0; k-- {
			i := rng.Intn(p.N())
			if m := full(p, path, i); grid.Degree(m) == 2 && rng.Intn(3) > 0 {
				p.Pieces[i] = m
			} else if i != p.from() && i != p.to() {
				p.Pieces[i] = []int{10, 5, 6, 12, 3, 9}[rng.Intn(6)]
			}
		}
		if p.check() == "" {
			return p
		}
	}
}

// Random small puzzles: the solver's count equals the backtracker's
// under several encodings and connectivity methods.
func TestCountsAgainstBacktracking(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	cfgs := []encode.Config{{}, {AMO: encode.Pairwise, Card: encode.SeqCounter, Connect: encode.Tree}, {AMO: encode.Sequential, Card: encode.Totalizer, Connect: encode.Reach}, {AMO: encode.Native, Card: encode.Native}}
	seen := map[int]int{}
	for trial := 0; trial < 300; trial++ {
		p := randomPuzzle(rng)
		want := countTracks(p)
		seen[min(want, 2)]++
		for _, cfg := range cfgs {
			boards, _, _ := kittest.Solutions(t, Genre, p, cfg, 0)
			if len(boards) != want {
				t.Fatalf("%s under %+v: %d solutions, backtracking %d", writeText(p), cfg, len(boards), want)
			}
		}
	}
	if seen[0] == 0 || seen[1] == 0 || seen[2] == 0 {
		t.Errorf("the random puzzles lack a kind: %v (none, one, several)", seen)
	}
	t.Logf("none, one, several: %v", seen)
}

func mustRead(t *testing.T, s string) *Puzzle {
	t.Helper()
	ps, err := Genre.Parse([]byte(s), "test")
	if err != nil {
		t.Fatal(err)
	}
	return ps[0].P
}

func TestVerify(t *testing.T) {
	for _, tc := range []struct {
		grid string
		tr   Track
		want string
	}{
		{"S. .\n. . S.\n. . .\n", Track{4, 0, 1, 0}, ""},
		{"S. .\n─ . S.\n. . .\n", Track{2, 12, 2, 9}, ""},
		{"S. .\n─ . S.\n. . .\n", Track{4, 0, 1, 0}, "r1c1: the track leaves the piece ─ given there"},
		{"S1 .\n. . S.\n. . .\n", Track{4, 0, 1, 0}, "column 1 holds 2 track cells, expected 1"},
		{"S. .\n. . S1\n. . .\n", Track{2, 12, 2, 9}, "row 1 holds 2 track cells, expected 1"},
		{"S. .\n. . S.\n. . .\n", Track{0, 0, 0, 0}, "r1c1: 0 lines, expected 1"},
		{"S. .\n. . S.\n. . .\n", Track{2, 8, 0, 0}, "r1c2: 1 lines, expected 2"},
		{"S. .\n. . S.\n. . .\n", Track{4, 0, 3, 8}, "r2c1: 2 lines, expected 1"},
		{"S. .\n. . S.\n. . .\n", Track{2, 0, 1, 0}, "r1c1: a line goes right to r1c2, which does not take it"},
		{"S. . . .\n. . . . S.\n. . . . .\n. . . . .\n. . . . .\n", Track{4, 0, 6, 12, 5, 0, 3, 9, 5, 0, 0, 0, 1, 0, 0, 0}, "the path falls apart"},
	} {
		err := Verify(mustRead(t, tc.grid), tc.tr)
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q %v: %v, want %q", tc.grid, tc.tr, err, tc.want)
		}
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"S2 1\n─ . S2\n. 1\n", "test:3:1: 1 cell in this row, 2 in the first (line 2)"},
		{"S2 1\nx . S2\n. . 1\n", `test:2:1: "x": expected . (no piece given) or a piece of track`},
		{"S2 9\n─ . S2\n. . 1\n", `test:1:4: "9": expected a count of track cells`},
		{"2 1\n─ . 2\n. . 1\n", "test:1:1: expected S before the count of the entry's row"},
		{"S2 S1\n─ . S2\n. . 1\n", `test:1:4: "S1": expected a count of track cells`},
		{"S. .\n. . .\n. . S.\n", "test:1:1: the entry and the exit are the same cell"},
		{"S. .\n. │ S.\n. . .\n", "test:1:1: r1c2: the piece │ leaves the grid up"},
		{"8x8:d9s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5", "test:1:47: expected ',' and the count of row 8"},
		{"8x8:d9s5c6zgAa,1,4,1,4,4,3,3,5,2,2,4,S5,3,3,5,1", "test:1:48: expected S before the count"},
		{"8x8:d9s5c6zgAa,1,4,1,4,4,3,S3,S5,2,2,4,S5,3,3,5,1", "test:1:33: a second S"},
		{"8x8:d7s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5,1", "test:1:6: '7': a piece of track has two arms"},
		{"8x8:d9s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5,1x", "test:1:49: \"x\" after the last cell"},
		{"8x8dz:d9s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5,1", "test:1:5: expected a difficulty"},
		{"8x8:d9s", "test:1:8: the description ends after 24 of 64 cells"},
		{"https://puzz.link/p?akari/3/3/g0h", "expected a game ID such as"},
		{`{"grid": ["S2 1", "─ . S2"]}`, "test:1:"},
		{`{"genre": "masyu", "grid": ["."]}`, "test:1:11: genre \"masyu\": expected tracks"},
	} {
		_, err := Genre.Parse([]byte(tc.in), "test")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
}

func TestCLI(t *testing.T) {
	out, _, code := kittest.CLI(t, "", "tracks", "--unique", "-j", "1", example)
	if code != 0 || !strings.Contains(out, "A─") {
		t.Fatalf("solve: exit %d\n%s", code, out)
	}
	out, _, code = kittest.CLI(t, "S. . .\n. . . S.\n. . . .\n. . . .\n", "tracks", "--count")
	if code != 0 || !strings.HasSuffix(out, "\n") || strings.TrimSpace(out) == "1" {
		t.Fatalf("--count without counts: exit %d %q", code, out)
	}
	out, _, code = kittest.CLI(t, "", "tracks", "--forced", example)
	if code != 0 || !strings.Contains(out, "│") {
		t.Fatalf("--forced: exit %d\n%s", code, out)
	}
	out, _, code = kittest.CLI(t, "", "tracks", "--format", "json", example)
	var ans map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &ans) != nil || ans["status"] != "sat" {
		t.Fatalf("--format json: exit %d %q", code, out)
	}
	if path, _ := ans["path"].([]any); len(path) == 0 || fmt.Sprint(path[0]) != "[3 0]" || fmt.Sprint(path[len(path)-1]) != "[7 6]" {
		t.Fatalf("--format json: path %v", ans["path"])
	}
	id, _, code := kittest.CLI(t, "", "tracks", "--format", "tatham", example)
	if code != 0 || strings.TrimSpace(id) != example {
		t.Fatalf("--format tatham: exit %d %q", code, id)
	}
	gen, _, code := kittest.CLI(t, "", "generate", "tracks", "--seed", "1", "--count", "2", "--size", "6")
	if code != 0 || strings.Count(gen, "---") != 1 {
		t.Fatalf("generate: exit %d\n%s", code, gen)
	}
	out, _, code = kittest.CLI(t, gen, "tracks", "--unique", "-j", "2")
	if code != 0 || strings.Count(out, "A─") != 2 {
		t.Fatalf("generated puzzles read back: exit %d\n%s", code, out)
	}
	_, errOut, code := kittest.CLI(t, "", "tracks", "8x8:d9s5")
	if code != 2 || strings.Count(strings.TrimSpace(errOut), "\n") != 0 || !strings.Contains(errOut, "column 9") {
		t.Fatalf("bad input: exit %d %q", code, errOut)
	}
}

// atoms writes a track as bench/asp/tracks.lp shows it.
func atoms(p *Puzzle, tr Track) string {
	var out []string
	for i, m := range tr {
		r, c := p.RC(i)
		if m&grid.Right.Bit() != 0 {
			out = append(out, fmt.Sprintf("on(%d,%d,%d,%d)", r, c, r, c+1))
		}
		if m&grid.Down.Bit() != 0 {
			out = append(out, fmt.Sprintf("on(%d,%d,%d,%d)", r, c, r+1, c))
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

// bench/asp/tracks.lp has the solutions puzzlesat has: on Tatham's
// puzzles up to 10×10 and small random ones, all of them.
func TestClingo(t *testing.T) {
	var ps []*Puzzle
	for _, p := range readAll(t) {
		if p.N() <= 100 {
			ps = append(ps, p)
		}
	}
	rng := rand.New(rand.NewSource(2))
	for k := 0; k < 40; k++ {
		ps = append(ps, randomPuzzle(rng))
	}
	kittest.SameAsClingo(t, Genre, "../../bench/asp/tracks.lp", ps, facts, atoms, writeText)
}

func FuzzParse(f *testing.F) {
	f.Add("S2 1\n─ . S2\n. . 1\n")
	f.Add(example)
	f.Add("4x4dto:aCb5h,S2,1,2,1,S1,2,2,1")
	f.Add(`{"grid": ["S2 1", "─ . S2", ". . 1"]}`)
	f.Fuzz(func(t *testing.T, in string) {
		ps, err := Genre.Parse([]byte(in), "fuzz")
		if err != nil {
			return
		}
		for _, p := range ps {
			if p.P.N() <= 64 {
				kittest.RoundTrip(t, Genre, p.P)
			}
		}
	})
}

// TestRateSeesTheLoop: Tatham's 8×8 and 10×8 Tracks are rated by
// reasoning: for --rate the path's connectivity is stated by reachability
// (kit.ReachVertices), which unit propagation sees; under the lazy check
// all but one stalled at "search".
func TestRateSeesTheLoop(t *testing.T) {
	kittest.Reasoned(t, Genre, "../../testdata/tracks/tatham.tsv", 8)
}

// TestSuggestPieces: where the counts leave several tracks, --suggest
// names pieces of track (Genre.Full), which make it unique
// (kittest.SuggestsClues): the collected puzzles with every other count
// taken off.
func TestSuggestPieces(t *testing.T) {
	suggested := 0
	for k, p := range kittest.Read(t, Genre, filepath.Join("..", "..", "testdata", "tracks", "times.txt"))[:3] {
		for i := range p.Counts {
			if i%2 == 1 {
				p.Counts[i] = kit.Unknown
			}
		}
		t.Run(fmt.Sprint(k+1), func(t *testing.T) {
			if _, ok := kittest.SuggestsClues(t, Genre, p); ok {
				suggested++
			}
		})
	}
	if suggested == 0 {
		t.Error("no puzzle was given pieces: the test shows nothing")
	}
}

// TestGenerateSymmetricPairs: under --symmetric every piece given has a
// piece given at its half-turn image too, the pieces at the entry and
// the exit (which always stay) among them, read from the puzzles as
// written.
func TestGenerateSymmetricPairs(t *testing.T) {
	for _, tc := range []struct{ seed, size string }{{"4", "6"}, {"14", "8"}, {"1", "5"}, {"2", "5"}, {"3", "6"}, {"5", "6"}} {
		out, errs, code := kittest.CLI(t, "", "generate", "tracks", "--symmetric", "--seed", tc.seed, "--size", tc.size)
		if code != 0 {
			t.Fatalf("--seed %s --size %s: exit %d, %s", tc.seed, tc.size, code, errs)
		}
		ps, err := Genre.Parse([]byte(out), "generated")
		if err != nil || len(ps) != 1 {
			t.Fatalf("--seed %s --size %s: %d puzzles read, %v\n%s", tc.seed, tc.size, len(ps), err, out)
		}
		p := ps[0].P
		for i, piece := range p.Pieces {
			if j := p.N() - 1 - i; piece != 0 && p.Pieces[j] == 0 {
				t.Errorf("--seed %s --size %s: %s=%s given, its image %s blank\n%s", tc.seed, tc.size, p.Name(i), grid.JunctionOf(piece), p.Name(j), out)
			}
		}
		if p.Pieces[p.from()] == 0 || p.Pieces[p.to()] == 0 {
			t.Errorf("--seed %s --size %s: a piece at the entry or the exit left out\n%s", tc.seed, tc.size, out)
		}
	}
}

// TestForcedEdgesOnAndOff: on Tatham's puzzles (unique), --forced's JSON
// lists under "on" edges of his track and under "off" edges not on it,
// and the two lists together hold every edge of the grid once, so an
// edge decided off is told from an open one.
func TestForcedEdgesOnAndOff(t *testing.T) {
	for _, tc := range tathamCases(t)[:4] {
		p, err := readTatham(tc.ID)
		if err != nil {
			t.Fatal(err)
		}
		track := tathamTrack(t, p, tc.Solve)
		kittest.ForcedEdgesOf(t, "tracks", tc.Name, tc.ID, p.Shape, track)

	}
}
