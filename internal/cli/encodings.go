package cli

import (
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
)

func init() {
	commands["encodings"] = command{summary: "list the at-most-one and cardinality encodings with their sizes", run: runEncodings}
}

func runEncodings(args []string, _ io.Reader, stdout, _ io.Writer) error {
	fs := newFlagSet("encodings", "encodings [--format text|json]", stdout)
	format := fs.String("format", "text", "output format: text or json")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageErr("encodings: unexpected argument %q", fs.Arg(0))
	}
	switch *format {
	case "json":
		enc := solve.JSONEncoder(stdout)
		for _, info := range encode.Encodings() {
			if err := enc.Encode(map[string]any{
				"name": info.Name, "kind": "cardinality", "amo_only": info.AMOOnly,
				"aux_vars": info.Vars, "clauses": info.Clauses, "reference": info.Ref,
			}); err != nil {
				return err
			}
		}
		for _, info := range encode.ConnectEncodings() {
			if err := enc.Encode(map[string]any{
				"name": info.Name, "kind": "connectivity",
				"aux_vars": info.Vars, "clauses": info.Clauses, "reference": info.Ref,
			}); err != nil {
				return err
			}
		}
		return nil
	case "text":
		tw := tabwriter.NewWriter(stdout, 2, 8, 2, ' ', 0)
		fmt.Fprintln(tw, "NAME\tBOUNDS\tAUX VARIABLES\tCLAUSES\tREFERENCE")
		for _, info := range encode.Encodings() {
			bounds := "any k"
			if info.AMOOnly {
				bounds = "k = 1"
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", info.Name, bounds, info.Vars, info.Clauses, info.Ref)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
		fmt.Fprintln(stdout, "\nConnectivity (--connect; n vertices, m edges, b = ⌈log₂ n⌉):")
		tw = tabwriter.NewWriter(stdout, 2, 8, 2, ' ', 0)
		fmt.Fprintln(tw, "NAME\tAUX VARIABLES\tCLAUSES\tREFERENCE")
		for _, info := range encode.ConnectEncodings() {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", info.Name, info.Vars, info.Clauses, info.Ref)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
		fmt.Fprintln(stdout, "\nauto (the default) picks by size: see README.md, \"Choosing the encodings\".")
		return nil
	}
	return usageErr("--format %q: expected text or json", *format)
}
