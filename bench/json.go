package bench

import (
	"encoding/json"
	"io"
)

// Report is everything a benchmark run produced, as written to JSON.
type Report struct {
	Command string   `json:"command"` // the command line that made it
	Machine string   `json:"machine"` // OS, architecture, CPUs, Go version
	Started string   `json:"started"` // RFC 3339
	Elapsed string   `json:"elapsed"`
	Repeat  int      `json:"repeat"`
	Timeout string   `json:"timeout"`
	Notes   []string `json:"notes,omitempty"`
	Rows    []Row    `json:"rows"`
}

// WriteJSON writes the report as indented JSON.
func WriteJSON(w io.Writer, rep *Report) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(rep)
}
