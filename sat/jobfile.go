package sat

import (
	"bufio"
	"bytes"
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Work that outgrows one machine leaves as job files for a batch engine
// (GNU parallel, Slurm array jobs): Pool.Split writes the work, RunJobFile
// answers one file and writes its result beside it, and Pool.Merge reads
// the results back in the order of the jobs, as if workers had answered
// them.
//
// The work is a stream of units: each job's cubes cut into pieces of at
// most ChunkSize cubes. Units are packed into files in order, a new file
// once the current one holds ChunkSize cubes, so that a long count (many
// cubes of one formula) and a batch (many formulas of one cube) both give
// a few dozen to a few hundred files. Split and Merge pack the same way,
// so Merge knows where each unit's answers are. Each unit carries the
// 128-bit FNV-1a hash of its lines, in the job file and in the result, so that a
// result is never merged into a run of another problem. Each file ends
// with the hash of all its lines before, so that a file changed or cut
// short in transit is refused rather than merged.
//
// A job file:
//
//	c puzzlesat-job 5 CHUNK           the format, its version, and the cubes a file holds
//	c unit JOB PIECE SUM              a unit: job JOB's PIECE-th piece
//	f, k, h, t and p lines            its formula and projection (protocol.go)
//	q LIMIT MODELS CUBE... 0          a query per cube
//	c unit ...                        the next unit
//	c end SUM                         the 128-bit FNV-1a hash of every line above
//
// Its result (the job file's name with .res for .job): "c puzzlesat-result
// 5 CHUNK", then per unit its "c unit" line and its answers (m and r
// lines), and its own "c end" line. Merge packs as the files' CHUNK says,
// so that the chunk size need not be given again, and refuses another.

// JobFormat is the version of the job and result files. Version 2 added
// ELIMINATED to the r lines; version 3 the chunk size on the first line
// and the "c end" line; version 4 made the sums FNV-1a hashes, not SHA-256
// (the sums catch a file cut short or changed by hand, not an attacker,
// and crypto/sha256's set-up cost every run, --help too, 2% of its time);
// version 5 the t line, a formula's hope (Formula.Hope).
const JobFormat = 5

// DefaultChunk is the number of cubes a job file holds when
// Pool.ChunkSize leaves it to the pool.
const DefaultChunk = 256

// ErrSplit is returned by Run with Pool.Split: the work was written out,
// none was done.
var ErrSplit = errors.New("the work was written as job files")

// unit is a piece of a job: the job's index, the piece's index, its cubes.
type unit struct {
	job, piece int
	cubes      [][]Lit
}

// packer cuts jobs into units and packs them into files, the same way for
// Split and for Merge.
type packer struct {
	size  int
	file  int // the file being filled
	cubes int // cubes in it so far
}

func newPacker(size int) *packer {
	if size <= 0 {
		size = DefaultChunk
	}
	return &packer{size: size}
}

// units cuts job i's cubes into units and says the file of each.
func (p *packer) units(i int, job Job, fn func(u unit, file int) error) error {
	cubes := job.Cubes
	if cubes == nil {
		cubes = [][]Lit{nil}
	}
	for k := 0; len(cubes) > 0 || k == 0; k++ {
		if p.cubes >= p.size {
			p.file++
			p.cubes = 0
		}
		n := min(p.size-p.cubes, len(cubes))
		u := unit{job: i, piece: k, cubes: cubes[:n]}
		cubes = cubes[n:]
		p.cubes += max(n, 1) // a job without cubes still takes a unit
		if err := fn(u, p.file); err != nil {
			return err
		}
		if len(cubes) == 0 {
			break
		}
	}
	return nil
}

func jobFileName(file int) string { return fmt.Sprintf("job-%06d.job", file) }

// resultName is the name of the result of a job file.
func resultName(job string) string { return strings.TrimSuffix(job, ".job") + ".res" }

// unitBody writes the protocol lines of a unit: the formula, the
// projection, and a query per cube.
func unitBody(job Job, cubes [][]Lit) []byte {
	var b bytes.Buffer
	pw := newProtoWriter(&b)
	pw.formula(job.Formula, job.Projection)
	for _, c := range cubes {
		pw.query(job.Limit, job.Models, c, 0)
	}
	pw.w.Flush()
	return b.Bytes()
}

func checksum(body []byte) string {
	h := fnv.New128a()
	h.Write(body)
	return hex.EncodeToString(h.Sum(nil))
}

func unitLine(job, piece int, sum string) string {
	return fmt.Sprintf("c unit %d %d %s\n", job, piece, sum)
}

// header is the first line of a job or result file.
func header(kind string, chunk int) string {
	return fmt.Sprintf("c puzzlesat-%s %d %d\n", kind, JobFormat, chunk)
}

// endLine is the last line of a job or result file: the checksum of the
// lines before it.
func endLine(before []byte) string { return "c end " + checksum(before) + "\n" }

// cutEnd checks a file's end line against its content and returns the
// lines before it.
func cutEnd(data []byte) ([]byte, error) {
	body := bytes.TrimSuffix(data, []byte("\n"))
	i := bytes.LastIndexByte(body, '\n')
	if i < 0 || !bytes.HasPrefix(body[i+1:], []byte("c end ")) {
		return nil, errors.New("corrupt: its last line is not its end line (cut short, or added to?)")
	}
	before := data[:i+1]
	if string(data[i+1:]) != endLine(before) {
		return nil, errors.New("corrupt: its checksum does not match its content (changed, or cut short?)")
	}
	return before, nil
}

// splitRun writes the jobs of next as job files in p.Split.
func (p *Pool) splitRun(next func() (Job, bool)) error {
	if err := os.MkdirAll(p.Split, 0o755); err != nil {
		return err
	}
	pk := newPacker(p.ChunkSize)
	var buf bytes.Buffer
	cur := -1
	flush := func() error {
		if cur < 0 {
			return nil
		}
		buf.WriteString(endLine(buf.Bytes()))
		return os.WriteFile(filepath.Join(p.Split, jobFileName(cur)), buf.Bytes(), 0o644)
	}
	for i := 0; ; i++ {
		job, ok := next()
		if !ok {
			if err := flush(); err != nil {
				return err
			}
			return ErrSplit
		}
		err := pk.units(i, job, func(u unit, file int) error {
			if file != cur {
				if err := flush(); err != nil {
					return err
				}
				buf.Reset()
				buf.WriteString(header("job", pk.size))
				cur = file
			}
			body := unitBody(job, u.cubes)
			buf.WriteString(unitLine(u.job, u.piece, checksum(body)))
			buf.Write(body)
			return nil
		})
		if err != nil {
			return err
		}
	}
}

// section is a unit of a job or result file: its "c unit" line and the
// lines after it.
type section struct {
	head string
	job  int
	sum  string
	body []byte
}

// readFile reads a job or result file (kind), once its first bytes show
// the file's first line: anything else is refused before it is read
// whole (run-job /dev/zero filled 7.7 GB in 10 s).
func readFile(path, kind string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	br := bufio.NewReader(f)
	head := "c puzzlesat-" + kind + " "
	start, err := br.Peek(len(head))
	if err != nil && err != io.EOF {
		return nil, err
	}
	if !bytes.HasPrefix([]byte(head), start) {
		return nil, fmt.Errorf("%s: not a puzzlesat %s file of version %d", path, kind, JobFormat)
	}
	return io.ReadAll(br)
}

// readSections reads a job or result file: its first line, which must be
// kind's, with the chunk size it gives, and its units. A copy whose lines
// end in CR LF, or whose last line lost its newline, reads as the
// original: the end line's checksum still vouches for every byte.
func readSections(data []byte, kind string) (int, []section, error) {
	if len(data) == 0 {
		return 0, nil, errors.New("empty")
	}
	data = bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
	if data[len(data)-1] != '\n' {
		data = append(data, '\n')
	}
	first, _, _ := bytes.Cut(data, []byte("\n"))
	f := strings.Fields(string(first))
	if len(f) != 4 || f[0] != "c" || f[1] != "puzzlesat-"+kind || f[2] != strconv.Itoa(JobFormat) {
		return 0, nil, fmt.Errorf("not a puzzlesat %s file of version %d", kind, JobFormat)
	}
	chunk, err := strconv.Atoi(f[3])
	if err != nil || chunk < 1 {
		return 0, nil, fmt.Errorf("bad first line %q: expected a chunk size of 1 or more", clipLine(first))
	}
	data, err = cutEnd(data)
	if err != nil {
		return 0, nil, err
	}
	_, rest, _ := bytes.Cut(data, []byte("\n"))
	var out []section
	for len(rest) > 0 {
		line, after, _ := bytes.Cut(rest, []byte("\n"))
		f := strings.Fields(string(line))
		if len(f) != 5 || f[0] != "c" || f[1] != "unit" {
			return 0, nil, fmt.Errorf("expected a unit line, found %q", clipLine(line))
		}
		job, err1 := strconv.Atoi(f[2])
		_, err2 := strconv.Atoi(f[3])
		if err1 != nil || err2 != nil {
			return 0, nil, fmt.Errorf("bad unit line %q", clipLine(line))
		}
		// The body runs to the next unit line, which may follow at once:
		// a unit without cubes has no answers.
		var body []byte
		switch end := bytes.Index(after, []byte("\nc unit ")); {
		case bytes.HasPrefix(after, []byte("c unit ")):
		case end >= 0:
			body, after = after[:end+1], after[end+1:]
		default:
			body, after = after, nil
		}
		out = append(out, section{head: string(line) + "\n", job: job, sum: f[4], body: body})
		rest = after
	}
	return chunk, out, nil
}

func clipLine(b []byte) string {
	if len(b) > 60 {
		return string(b[:60]) + "..."
	}
	return string(b)
}

// RunJobFile answers the job file at path and writes its result beside
// it (path with .res for .job), checking each unit's checksum first.
func RunJobFile(path string) error {
	data, err := readFile(path, "job")
	if err != nil {
		return err
	}
	chunk, units, err := readSections(data, "job")
	if err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	var out bytes.Buffer
	out.WriteString(header("result", chunk))
	for _, u := range units {
		if u.sum != checksum(u.body) {
			return fmt.Errorf("%s: corrupt: a unit's checksum does not match its content", path)
		}
		out.WriteString(u.head)
		if err := ServeWorker(bytes.NewReader(u.body), &out); err != nil {
			return fmt.Errorf("%s: %v", path, err)
		}
	}
	out.WriteString(endLine(out.Bytes()))
	tmp := resultName(path) + ".tmp"
	if err := os.WriteFile(tmp, out.Bytes(), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, resultName(path)) // whole, or not at all
}

// mergeRun delivers the results in p.Merge of the jobs of next, in order,
// as the workers would have.
func (p *Pool) mergeRun(ctx context.Context, next func() (Job, bool), done func(int, JobResult) error) error {
	switch fi, err := os.Stat(p.Merge); {
	case errors.Is(err, os.ErrNotExist):
		return fmt.Errorf("%s: no such folder (expected the folder of the job files and their results)", p.Merge)
	case err != nil:
		return err
	case !fi.IsDir():
		return fmt.Errorf("%s: not a folder (expected the folder of the job files and their results)", p.Merge)
	}
	// The last job's result is held back until the whole folder is
	// checked (results written twice, another run's results), so that a
	// run of one job (a count) prints nothing from a folder that is
	// refused. A stop, or a bad result of a later job, delivers it: it is
	// finished work, as the workers would deliver it.
	held, heldJob := JobResult{}, -1
	release := func() error {
		if heldJob < 0 {
			return nil
		}
		i := heldJob
		heldJob = -1
		return done(i, held)
	}
	fail := func(err error) error {
		if rerr := release(); rerr != nil {
			return rerr
		}
		return err
	}
	var pk *packer               // packs as the split did, once the first result says how
	files := map[int][]section{} // result sections by file, read on first use
	used := map[int]int{}        // sections of each file merged so far
	for i := 0; ; i++ {
		if ctx.Err() != nil {
			return fail(ctx.Err())
		}
		job, ok := next()
		if !ok {
			break
		}
		if pk == nil {
			// The first result says how the split packed its files.
			c, first, err := p.readResults(0)
			if err != nil {
				return err
			}
			if p.ChunkSize > 0 && p.ChunkSize != c {
				return fmt.Errorf("%s: split into files of %d cubes, merged as files of %d", p.Merge, c, p.ChunkSize)
			}
			pk, files[0] = newPacker(c), first
		}
		st := newJobState(job)
		c := 0
		err := pk.units(i, job, func(u unit, file int) error {
			path := filepath.Join(p.Merge, resultName(jobFileName(file)))
			secs, ok := files[file]
			if !ok {
				c, s, err := p.readResults(file)
				if err != nil {
					return err
				}
				if c != pk.size {
					return fmt.Errorf("%s: a result of another split (files of %d cubes, not %d)", path, c, pk.size)
				}
				secs, files[file] = s, s
			}
			k := used[file]
			used[file]++
			if k >= len(secs) {
				return fmt.Errorf("%s: fewer answers than this run's job file holds (a result of another run?)", path)
			}
			sec := secs[k]
			if sec.job != u.job || sec.sum != checksum(unitBody(job, u.cubes)) {
				return fmt.Errorf("%s: the result of another problem or other options (its checksum does not match this run's job)", path)
			}
			rs, err := readAnswers(sec.body, job, u.cubes)
			if err != nil {
				return fmt.Errorf("%s: %v", path, err)
			}
			for _, r := range rs {
				st.finish(c, r)
				c++
			}
			return nil
		})
		if err != nil {
			return fail(err)
		}
		if err := release(); err != nil {
			return err
		}
		held, heldJob = st.result(), i
	}
	for file, secs := range files {
		if used[file] != len(secs) {
			return fmt.Errorf("%s: more answers than this run's job file holds (the results of a longer input than this run's, or a result written twice?)", filepath.Join(p.Merge, resultName(jobFileName(file))))
		}
	}
	// A result of no file of this run: another run's, left in the folder.
	names, _ := filepath.Glob(filepath.Join(p.Merge, "*.res"))
	for _, n := range names {
		var f int
		if _, err := fmt.Sscanf(filepath.Base(n), "job-%06d.res", &f); err != nil || files[f] == nil {
			return fmt.Errorf("%s: a result of no job of this run (another problem or other options?)", n)
		}
	}
	return release()
}

// MissingResultError says that a merge found no result for a job file that
// is there: the job was not run, or not to its end. The library does not
// know how its caller runs jobs, so the message names the job file only;
// the command line adds how to run it.
type MissingResultError struct {
	Result string // the result file's path
	Job    string // the job file's path
}

// Error names the result file and the job file to run first.
func (e *MissingResultError) Error() string {
	return fmt.Sprintf("%s: missing: run %s first", e.Result, filepath.Base(e.Job))
}

// readResults reads the result of job file number file.
func (p *Pool) readResults(file int) (int, []section, error) {
	path := filepath.Join(p.Merge, resultName(jobFileName(file)))
	data, err := readFile(path, "result")
	if err != nil {
		if !errors.Is(err, os.ErrNotExist) {
			return 0, nil, err
		}
		if _, err := os.Stat(filepath.Join(p.Merge, jobFileName(file))); err != nil {
			return 0, nil, fmt.Errorf("%s: missing, and so is its job file (deleted, or the split wrote fewer files than this run needs: another problem or other options?)", path)
		}
		return 0, nil, &MissingResultError{Result: path, Job: filepath.Join(p.Merge, jobFileName(file))}
	}
	chunk, secs, err := readSections(data, "result")
	if err != nil {
		return 0, nil, fmt.Errorf("%s: %v", path, err)
	}
	return chunk, secs, nil
}

// readAnswers reads a unit's answers: one per cube, nothing more.
func readAnswers(body []byte, job Job, cubes [][]Lit) ([]cubeResult, error) {
	w := &worker{out: bufio.NewReader(bytes.NewReader(body))}
	st := &jobState{job: job, cubes: cubes}
	var out []cubeResult
	for c := range cubes {
		r, err := w.receive(task{st: st, cube: c})
		if err != nil {
			return nil, fmt.Errorf("answer %d: %v", c+1, err)
		}
		out = append(out, r)
	}
	if len(cubes) == 0 {
		// A job without cubes (no solution found before any search)
		// still has its unit, with no answer.
		return nil, nil
	}
	rest, _ := w.out.ReadString(0)
	if strings.TrimSpace(rest) != "" {
		return nil, errors.New("more answers than queries (a result written twice?)")
	}
	return out, nil
}
