package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/solve"
)

// docFails are the examples the docs show failing, with their exit code.
var docFails = map[string]int{
	"tents --format tatham https://puzz.link/p?tents/5/5/2g0h1i1j82323": exitBadInput,  // "fails: Tatham's IDs give every count"
	"sudoku --unique --timeout 2s testdata/sudoku/frisch25_9.txt":       exitInterrupt, // "A search stopped by --timeout ... says how far it got"
}

// TestDocExamplesRun runs the example commands of the README and of every
// genre's own text ('puzzlesat genres GENRE') from the repository's root,
// as a user would: each exits 0 or 1 (solved, or no solution or not
// unique), or as docFails says. Left out: commands with a placeholder
// (FILE, GENRE, an example's own puzzle.txt), a pipe or a redirection,
// and those that write files, start a server or time the machine.
func TestDocExamplesRun(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the docs' examples (about 20 s)")
	}
	examples := docExamples(t)
	t.Chdir("../..")
	comment := regexp.MustCompile(`\s+#\s.*$`)
	placeholder := regexp.MustCompile(`\b[A-Z]{2,}\b|\[|\.\.\.`)
	skip := []string{"|", ">", "<", "&&", "--split", "--merge", "--proof", "--dimacs", "--encode-only", "--decode", "serve", "bench", "run-job", "worker"}
	ran := 0
next:
	for _, ex := range examples {
		line := strings.TrimSpace(comment.ReplaceAllString(ex.args, ""))
		if placeholder.MatchString(line) {
			continue
		}
		for _, s := range skip {
			if strings.Contains(line, s) {
				continue next
			}
		}
		args := shellWords(line)
		for _, a := range args {
			// A file of the example's own (puzzle.txt), not in the
			// test data.
			if strings.Contains(a, ".") && !strings.Contains(a, "/") && !strings.Contains(a, ":") && filepath.Ext(a) != "" {
				if _, err := os.Stat(a); err != nil && len(a) < 40 {
					continue next
				}
			}
		}
		ran++
		_, errs, code := runCLI(t, "", args...)
		want, fails := docFails[line]
		if fails && code != want || !fails && code != exitSolved && code != exitNoSolve {
			t.Errorf("%s: puzzlesat %s: exit %d: %s", ex.doc, line, code, lastLine(errs))
		}
	}
	if ran < 60 {
		t.Errorf("only %d examples ran: the pattern for a command no longer finds them", ran)
	}
	t.Logf("%d examples ran", ran)
}

// Every example command in the README and in each genre's own text
// ('puzzlesat genres GENRE') runs from the repository's root, as the
// README says: the test data it names is there, by that path.
func TestExamplesNameTestdataFromRoot(t *testing.T) {
	checked := 0
	for _, ex := range docExamples(t) {
		args, _, _ := strings.Cut(ex.args, "#")
		for _, arg := range strings.Fields(args) {
			if !strings.Contains(arg, "testdata/") || strings.Contains(arg, "://") {
				continue
			}
			checked++
			if files, _ := filepath.Glob(filepath.Join("../..", arg)); len(files) == 0 {
				t.Errorf("%s: %q names %s, which is not there from the repository's root", ex.doc, ex.line, arg)
			}
		}
	}
	if checked < 20 {
		t.Errorf("only %d test data paths in the examples: the pattern for a command no longer finds them", checked)
	}
}

// docExample is an example command of the docs: the doc it stands in
// ("README.md", "genres akari"), its line, and what follows "puzzlesat ".
type docExample struct{ doc, line, args string }

// docExamples returns the example commands of the README and of every
// genre's own text: the indented lines that start with "puzzlesat " or
// "$ puzzlesat ".
func docExamples(t *testing.T) []docExample {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	docs := map[string]string{"README.md": string(readme)}
	for _, g := range solve.Genres() {
		docs["genres "+g.Name] = g.Doc
	}
	command := regexp.MustCompile(`(?m)^(?:    |\t)(?:\$ )?puzzlesat (.*)$`)
	var out []docExample
	for name, doc := range docs {
		for _, m := range command.FindAllStringSubmatch(doc, -1) {
			out = append(out, docExample{name, strings.TrimSpace(m[0]), m[1]})
		}
	}
	return out
}

// shellWords splits a command line as a shell would for these examples:
// words apart at blanks, quotes ('...' or "...") kept together and taken
// off, and a word with a '*' replaced by the files it matches.
func shellWords(line string) []string {
	var words []string
	var w strings.Builder
	quote, in := byte(0), false
	for i := 0; i <= len(line); i++ {
		switch c := byte(0); {
		case i < len(line):
			c = line[i]
			switch {
			case quote != 0 && c == quote:
				quote = 0
			case quote != 0:
				w.WriteByte(c)
			case c == '\'' || c == '"':
				quote, in = c, true
			case c == ' ' || c == '\t':
				if in {
					words, in = appendWord(words, w.String()), false
					w.Reset()
				}
			default:
				w.WriteByte(c)
				in = true
			}
		case in:
			words = appendWord(words, w.String())
		}
	}
	return words
}

// appendWord appends word, or the files it matches when it has a '*'.
func appendWord(words []string, word string) []string {
	if strings.Contains(word, "*") {
		if files, _ := filepath.Glob(word); len(files) > 0 {
			return append(words, files...)
		}
	}
	return append(words, word)
}
