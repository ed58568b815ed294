package bench

import (
	"context"
	"math"
	"strings"
	"testing"
	"time"
)

// CompareBuilds times each command under both builds and reports its
// ratio with quartiles; a command that fails under a build is an error.
func TestCompareBuilds(t *testing.T) {
	cmds := []Command{{"true", []string{"-c", "exit 0"}}, {"no", []string{"-c", "exit 1"}}}
	rows, err := CompareBuilds(context.Background(), "/bin/sh", "/bin/sh", ".", cmds, 4, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[0].Samples != 4 || rows[0].Base <= 0 || rows[0].Head <= 0 {
		t.Fatalf("rows %+v", rows)
	}
	for _, r := range rows {
		if !(r.Low <= r.Ratio && r.Ratio <= r.High) || r.Low <= 0 {
			t.Errorf("%s: ratio %v outside its quartiles %v-%v", r.Name, r.Ratio, r.Low, r.High)
		}
	}
	if _, err := CompareBuilds(context.Background(), "/bin/sh", "/bin/sh", ".", []Command{{"bad", []string{"-c", "exit 2"}}}, 1, 0, nil); err == nil || !strings.Contains(err.Error(), "bad under /bin/sh") {
		t.Errorf("a failing command: %v", err)
	}
}

// A quick command runs more rounds than asked, until its runs have taken
// the time given, and no more than maxRounds; a slow one runs as asked.
func TestCompareBuildsLeast(t *testing.T) {
	cmds := []Command{{"quick", []string{"-c", "exit 0"}}, {"slow", []string{"-c", "sleep 0.2"}}}
	rows, err := CompareBuilds(context.Background(), "/bin/sh", "/bin/sh", ".", cmds, 3, 300*time.Millisecond, nil)
	if err != nil {
		t.Fatal(err)
	}
	quick, slow := rows[0], rows[1]
	if quick.Samples <= 3 || quick.Samples > maxRounds || time.Duration(quick.Samples)*2*quick.Base < 200*time.Millisecond {
		t.Errorf("quick: %d rounds of %v", quick.Samples, quick.Base)
	}
	if slow.Samples != 3 {
		t.Errorf("slow: %d rounds, want 3 (each pair takes more than the least)", slow.Samples)
	}
}

// The table marks a command slower only when its lower quartile is.
func TestWriteCompareMarkdown(t *testing.T) {
	var b strings.Builder
	rows := []CompareRow{
		{Name: "same", Base: time.Second, Head: time.Second, Ratio: 1, Low: 0.97, High: 1.03, Samples: 9},
		{Name: "noisy", Base: time.Second, Head: 1100 * time.Millisecond, Ratio: 1.1, Low: 1.01, High: 1.2, Samples: 9},
		{Name: "slower", Base: 10 * time.Millisecond, Head: 12 * time.Millisecond, Ratio: 1.2, Low: 1.1, High: 1.3, Samples: 9},
	}
	if err := WriteCompareMarkdown(&b, "v1", "this build", rows, 0.05); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	if strings.Count(out, "**slower**") != 1 || !strings.Contains(out, "| slower | 10.0 ms | 12.0 ms | 1.200× **slower** | 1.100–1.300 | 9 |") {
		t.Errorf("table:\n%s", out)
	}
}

// The quartiles of few ratios lie between them: of 1.0, 1.0 and 1.1 the
// lower quartile is 1.0, not the median, and the median of two is their
// mean, so the guard does not fail a build against itself at --repeat 3.
func TestQuantile(t *testing.T) {
	for _, tc := range []struct {
		xs   []float64
		f    float64
		want float64
	}{
		{[]float64{1.0, 1.04, 1.1}, 0.25, 1.02},
		{[]float64{1.0, 1.04, 1.1}, 0.5, 1.04},
		{[]float64{1.0, 1.1}, 0.5, 1.05},
		{[]float64{1.2}, 0.25, 1.2},
		{[]float64{1, 2, 3, 4, 5, 6, 7, 8, 9}, 0.25, 3},
		{[]float64{1, 2, 3, 4, 5, 6, 7, 8, 9}, 0.75, 7},
	} {
		if got := quantile(tc.xs, tc.f); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("quantile(%v, %v) = %v, want %v", tc.xs, tc.f, got, tc.want)
		}
	}
}
