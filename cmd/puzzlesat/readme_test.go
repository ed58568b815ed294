package main

import (
	"os"
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
	row := regexp.MustCompile("(?m)^\\| `([a-z]+)` \\| ([^|]*)\\| ([^|]*) \\| ([^|]*) \\|")
	rows := map[string][]string{}
	for _, m := range row.FindAllStringSubmatch(section, -1) {
		rows[m[1]] = m[2:]
	}
	for _, g := range solve.Genres() {
		cols, ok := rows[g.Name]
		if !ok {
			t.Errorf("%s: no row in the README's table of genres", g.Name)
			continue
		}
		for _, a := range g.Aliases {
			if !strings.Contains(cols[0], "`"+a+"`") {
				t.Errorf("%s: the README's row lacks the alias %s", g.Name, a)
			}
		}
		// The summary and the inputs as 'puzzlesat genres' gives them
		// (QA: Star Battle's row read "region grid").
		if cols[1] != g.Summary || cols[2] != strings.Join(g.Inputs, ", ") {
			t.Errorf("%s: the README's row says %q, reads %q; 'puzzlesat genres' %q, %q", g.Name, cols[1], cols[2], g.Summary, strings.Join(g.Inputs, ", "))
		}
		delete(rows, g.Name)
	}
	for name := range rows {
		t.Errorf("%s: a row in the README's table of genres, but no such genre", name)
	}
}

// Every genre has a page, its README.md, which 'puzzlesat genres NAME'
// prints below the flags (the README's "Genres" promises it): Sudoku,
// Star Battle, queens and the calendar once printed their flags alone.
func TestEveryGenreHasAPage(t *testing.T) {
	for _, g := range solve.Genres() {
		page, err := os.ReadFile("../../puzzles/" + g.Name + "/README.md")
		if err != nil {
			t.Errorf("%s: %v", g.Name, err)
			continue
		}
		out, _, code := runCLI(t, "", "genres", g.Name)
		if code != 0 || !strings.Contains(out, strings.TrimSpace(string(page))) {
			t.Errorf("%s: 'genres %s' (exit %d) does not print its README.md", g.Name, g.Name, code)
		}
	}
}
