package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/solve"
)

// The README's table of genres (section "Genres") has a row for every
// genre the command registers, with its aliases, and none for a genre it
// does not: the table is where a newcomer looks first.
func TestReadmeListsEveryGenre(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	start := strings.Index(text, "\n## Genres\n")
	if start < 0 {
		t.Fatal(`README.md has no "## Genres" section`)
	}
	section := text[start+1:]
	if end := strings.Index(section[3:], "\n## "); end >= 0 {
		section = section[:end+3]
	}
	row := regexp.MustCompile("(?m)^\\| `([a-z]+)` \\| ([^|]*)\\|")
	rows := map[string]string{}
	for _, m := range row.FindAllStringSubmatch(section, -1) {
		rows[m[1]] = m[2]
	}
	for _, g := range solve.Genres() {
		aliases, ok := rows[g.Name]
		if !ok {
			t.Errorf("%s: no row in the README's table of genres", g.Name)
			continue
		}
		for _, a := range g.Aliases {
			if !strings.Contains(aliases, "`"+a+"`") {
				t.Errorf("%s: the README's row lacks the alias %s", g.Name, a)
			}
		}
		delete(rows, g.Name)
	}
	for name := range rows {
		t.Errorf("%s: a row in the README's table of genres, but no such genre", name)
	}
}

// Every example command in the README and in each genre's own text
// ('puzzlesat genres GENRE') runs from the repository's root, as the
// README says: the test data it names is there, by that path.
func TestExamplesNameTestdataFromRoot(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	docs := map[string]string{"README.md": string(data)}
	for _, g := range solve.Genres() {
		docs["genres "+g.Name] = g.Doc
	}
	command := regexp.MustCompile(`(?m)^(?:    |\t)(?:\$ )?puzzlesat (.*)$`)
	checked := 0
	for name, doc := range docs {
		for _, m := range command.FindAllStringSubmatch(doc, -1) {
			args, _, _ := strings.Cut(m[1], "#")
			for _, arg := range strings.Fields(args) {
				if !strings.Contains(arg, "testdata/") || strings.Contains(arg, "://") {
					continue
				}
				checked++
				if files, _ := filepath.Glob(filepath.Join("../..", arg)); len(files) == 0 {
					t.Errorf("%s: %q names %s, which is not there from the repository's root", name, strings.TrimSpace(m[0]), arg)
				}
			}
		}
	}
	if checked < 20 {
		t.Errorf("only %d test data paths in the examples: the pattern for a command no longer finds them", checked)
	}
}
