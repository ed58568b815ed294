package cli

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

func init() {
	commands["genres"] = command{summary: "list the puzzles: their input and output formats and their own flags", run: runGenres}
}

// flagInfo is a flag of a genre, as the listing shows it.
type flagInfo struct {
	Name    string `json:"name"`
	Type    string `json:"type"`
	Default string `json:"default"`
	Usage   string `json:"usage"`
}

// genreFlags returns the flags a genre adds to the common ones.
func genreFlags(g *solve.Genre) []flagInfo {
	fs := pflag.NewFlagSet(g.Name, pflag.ContinueOnError)
	fs.SortFlags = false
	g.Flags(fs)
	var out []flagInfo
	fs.VisitAll(func(f *pflag.Flag) {
		if !f.Hidden {
			out = append(out, flagInfo{Name: f.Name, Type: f.Value.Type(), Default: f.DefValue, Usage: f.Usage})
		}
	})
	return out
}

// commonFlagNames returns the flags every genre takes, but those named in
// skip (without their dashes).
func commonFlagNames(skip []string) []string {
	fs := pflag.NewFlagSet("common", pflag.ContinueOnError)
	fs.SortFlags = false
	addCommon(fs, "text", "json")
	var names []string
	fs.VisitAll(func(f *pflag.Flag) {
		if !slices.Contains(skip, f.Name) {
			names = append(names, "--"+f.Name)
		}
	})
	return names
}

// flagList writes names as flags: "--forced --hint".
func flagList(names []string) string {
	return "--" + strings.Join(names, " --")
}

func runGenres(args []string, _ io.Reader, stdout, _ io.Writer) error {
	fs := newFlagSet("genres", "genres [--format text|json] [GENRE]", stdout)
	format := fs.String("format", "text", "output format: text or json")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	genres := solve.Genres()
	switch fs.NArg() {
	case 0:
	case 1:
		g, ok := solve.Lookup(fs.Arg(0))
		if !ok {
			return usageErr("genres: %q: expected a genre (see puzzlesat genres)", fs.Arg(0))
		}
		genres = []*solve.Genre{g}
	default:
		return usageErr("genres: unexpected argument %q", fs.Arg(1))
	}
	switch *format {
	case "json":
		enc := solve.JSONEncoder(stdout)
		for _, g := range genres {
			flags := genreFlags(g)
			if flags == nil {
				flags = []flagInfo{}
			}
			if err := enc.Encode(map[string]any{
				// aliases: [] rather than null for none
				"name": g.Name, "aliases": append([]string{}, g.Aliases...), "summary": g.Summary, "doc": g.Doc, "usage": "puzzlesat " + g.Name + " " + g.Usage,
				"inputs": g.Inputs, "outputs": g.Outputs, "flags": flags,
				"unasked": append([]string{}, g.Unasked...), // the common flags it does not take
			}); err != nil {
				return err
			}
		}
		return nil
	case "text":
		for i, g := range genres {
			if i > 0 {
				fmt.Fprintln(stdout)
			}
			fmt.Fprintf(stdout, "%s: %s\n", g.Name, g.Summary)
			if len(g.Aliases) > 0 {
				fmt.Fprintf(stdout, "  aliases: %s\n", strings.Join(g.Aliases, ", "))
			}
			fmt.Fprintf(stdout, "  usage:   puzzlesat %s %s\n", g.Name, g.Usage)
			fmt.Fprintf(stdout, "  inputs:  %s\n", strings.Join(g.Inputs, "; "))
			fmt.Fprintf(stdout, "  outputs: %s\n", strings.Join(g.Outputs, ", "))
			for _, f := range genreFlags(g) {
				name := "--" + f.Name
				switch f.Type {
				case "bool":
				case "int":
					name += " N"
				case "stringArray":
					name += " VALUE..."
				default:
					name += " VALUE"
				}
				usage := f.Usage
				if f.Type == "bool" && f.Default == "true" { // on unless turned off, as --help says
					usage += " (on by default; --" + f.Name + "=false turns it off)"
				}
				fmt.Fprintf(stdout, "  %-22s %s\n", name, usage)
			}
			if len(genres) == 1 && g.Doc != "" {
				fmt.Fprintf(stdout, "\n%s\n", strings.TrimRight(g.Doc, "\n"))
			}
		}
		if len(genres) == 1 {
			fmt.Fprintf(stdout, "\n%s also takes %s.\n", genres[0].Name, strings.Join(commonFlagNames(genres[0].Unasked), " "))
			return nil
		}
		fmt.Fprintf(stdout, "\nEvery puzzle also takes %s", strings.Join(commonFlagNames(nil), " "))
		for _, g := range genres {
			if len(g.Unasked) > 0 {
				fmt.Fprintf(stdout, "; %s takes none of %s", g.Name, flagList(g.Unasked))
			}
		}
		fmt.Fprintln(stdout, ".")
		return nil
	}
	return usageErr("--format %q: expected text or json", *format)
}
