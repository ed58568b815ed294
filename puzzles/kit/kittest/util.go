package kittest

import (
	"encoding/json"
	"strconv"

	"github.com/spf13/pflag"
)

func itoa(n int) string { return strconv.Itoa(n) }

func jsonOf(v any) ([]byte, error) { return json.Marshal(v) }

// flagSet returns a flag set for a generator's flags, at their defaults.
func flagSet() *pflag.FlagSet { return pflag.NewFlagSet("generate", pflag.ContinueOnError) }
