module github.com/puzzlesat/puzzlesat

go 1.26

require github.com/crillab/gophersat v1.4.0

require (
	github.com/chromedp/chromedp v0.23.1
	github.com/spf13/pflag v1.0.10
)

require (
	github.com/chromedp/cdproto v0.160.1 // indirect
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
)
