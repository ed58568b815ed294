package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"os/signal"

	"github.com/puzzlesat/puzzlesat/internal/cli"
	"github.com/puzzlesat/puzzlesat/web"
)

func init() {
	cli.Register("serve", cli.Command{Summary: "the browser page: serve it on this machine, or write it for a static host (--out)", Run: runServe})
}

// runServe serves the page (package web) on a loopback address unless
// told otherwise, or writes its files to --out. Either way the page's
// WebAssembly is first built from this source tree, or taken from the
// cache (web.BuildWasm).
func runServe(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := cli.NewFlagSet("serve", "serve [--addr 127.0.0.1:8080] [--out DIR]", stdout)
	addr := fs.String("addr", "127.0.0.1:8080", "address to serve the page on (host:port); loopback unless told otherwise")
	out := fs.String("out", "", "write the page's files to this folder, for a static host, instead of serving them")
	if err := cli.ParseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return cli.UsageError("serve: unexpected argument %q", fs.Arg(0))
	}
	if fs.Changed("addr") && *out != "" {
		return cli.UsageError("serve: --addr or --out: serve the page, or write it")
	}
	host, _, err := net.SplitHostPort(*addr)
	if err != nil {
		return cli.UsageError("--addr %q: expected host:port, such as 127.0.0.1:8080", *addr)
	}
	// The folder, or the address, first: the page takes a while to
	// build, and a bad one is told before (QA: after a minute's build).
	var ln net.Listener
	if *out != "" {
		if err := cli.MakeFolder("--out", *out); err != nil {
			return err
		}
	} else if ln, err = net.Listen("tcp", *addr); err != nil {
		return cli.UsageError("--addr: %v", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), cli.StopSignals...)
	defer stop()
	b, err := web.BuildWasm(ctx, web.BuildOptions{Log: stderr})
	if err != nil {
		if ln != nil {
			ln.Close()
		}
		return err
	}
	if *out != "" {
		if err := web.Write(b, *out); err != nil {
			return fmt.Errorf("--out: %v", err)
		}
		fmt.Fprintf(stderr, "puzzlesat: the page is in %s: put its files on any static host (index.html first)\n", *out)
		return nil
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		fmt.Fprintf(stderr, "puzzlesat: serving on %s, which other machines may reach; the page holds static files only\n", ln.Addr())
	}
	fmt.Fprintf(stderr, "puzzlesat: the page is at http://%s/ (Ctrl-C stops)\n", ln.Addr())
	go func() {
		<-ctx.Done()
		ln.Close()
	}()
	if err := web.NewServer(b).Serve(ln); err != nil {
		return err
	}
	return nil
}
