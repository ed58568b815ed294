module github.com/puzzlesat/puzzlesat

go 1.26.8

require github.com/crillab/gophersat v1.4.0

require github.com/spf13/pflag v1.0.10
