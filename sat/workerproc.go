package sat

// The pool's side of a worker process: starting it, handing it tasks
// and reading its answers. The process's own side is ServeWorker
// (worker.go).

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync/atomic"
	"time"
)

// pipelineDepth is how many tasks a worker may hold at once: while it
// solves one, the next is already written to its pipe, so that a batch of
// small puzzles does not wait a round trip between the parent and the
// worker for each (5,000 of Royle's 17-clue puzzles with -j 2: 1.20-1.37 s
// with one task at a time, 1.09-1.15 s with four, same run; one process
// is still faster there, since the parent's parsing and encoding is half
// the work). Deeper queues only unbalance the end of a count.
const pipelineDepth = 4

// worker is one worker process. A writer goroutine sends it tasks and a
// reader goroutine collects the answers, which come back in order.
type worker struct {
	cmd      *exec.Cmd
	in       io.WriteCloser
	pw       *protoWriter
	out      *bufio.Reader
	job      int       // the job whose formula the worker holds, or -1 (writer's)
	tasks    chan task // to the writer
	sent     chan sent // from the writer to the reader, in order
	inflight int       // tasks given and not answered (dispatcher's)
	dead     bool      // the worker failed; it gets no more tasks (dispatcher's)
	// killed says the dispatcher killed the worker because a task it holds
	// became moot (its job reached its limit elsewhere) or its job split
	// past its budget (Job.Resplit); pending are the
	// tasks given and not answered, in order (dispatcher's).
	killed  bool
	pending []task
	since   time.Time // when the first of pending began, about (dispatcher's)
	// begun is when the search of a watched task began, as the worker
	// said (its b line), set by the reader; wake tells the dispatcher.
	begun atomic.Pointer[begun]
	wake  chan<- struct{}
}

// begun marks the moment a watched task's search began in its worker.
type begun struct {
	job, cube, gen int
	at             time.Time
}

// sent is a task being written to a worker: written gets the error of
// the write (nil when it went through) once it ends.
type sent struct {
	t       task
	written chan error
}

// task is a run of a job's cubes for one worker: cube is the first's
// index, and lits holds their literals, one slice a cube. Most tasks are
// one cube; a job whose cubes queue gets several a task (jobState.group).
type task struct {
	job, cube int
	st        *jobState
	limit     int64
	gen       int // st.gen when the task was made
	// The cubes' literals and the seed, read from st when the task is
	// made: the worker's sender goroutine must not read st, which the
	// dispatcher changes (a job split past its budget gets new cubes).
	// The seed is a racer's, and a race's cubes go one a task (a race
	// never queues: jobState.group).
	lits [][]Lit
	seed int64
	// watch: the task is the whole search of a job that splits past its
	// budget (jobState.resplits), timed from the moment the worker says
	// its search began, past its start and the formula's reading.
	watch bool
}

// answer is a worker's answer to a task: a result a cube, in order, or
// the error that ended it.
type answer struct {
	w   *worker
	t   task
	rs  []cubeResult
	err error
}

func (p *Pool) start() ([]*worker, error) {
	var ws []*worker
	for i := 0; i < p.Workers; i++ {
		w, err := p.startWorker()
		if err != nil {
			stopAll(ws)
			return nil, err
		}
		ws = append(ws, w)
	}
	return ws, nil
}

// startWorker starts one worker process.
func (p *Pool) startWorker() (*worker, error) {
	cmd := exec.Command(p.Command[0], p.Command[1:]...)
	cmd.Env = p.Env
	dieWithParent(cmd)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting worker %q: %w", p.Command[0], err)
	}
	return &worker{cmd: cmd, in: in, pw: newProtoWriter(in), out: bufio.NewReaderSize(out, 1<<16), job: -1,
		tasks: make(chan task, pipelineDepth), sent: make(chan sent, pipelineDepth)}, nil
}

func stopAll(ws []*worker) {
	for _, w := range ws {
		w.in.Close()
		w.cmd.Process.Kill()
		w.cmd.Wait()
	}
}

// serve runs w's tasks until its channel closes: every task given yields
// exactly one answer, an error when the worker is gone.
//
// The reader reads a task's answers from the moment its writing begins:
// a group's first answers come while its later queries are still being
// written, and a worker whose answers filled the pipe (a model sent back
// for each of many long cubes) would wait for the parent to read them
// while the parent waited for it to read the rest of the task. A write
// that fails kills the worker, so that the reader's reads end too; so
// does a read that fails (an answer it cannot read), so that the write
// under way ends.
func (w *worker) serve(answers chan<- answer) {
	go func() {
		for t := range w.tasks {
			s := sent{t: t, written: make(chan error, 1)}
			w.sent <- s
			err := w.send(t)
			if err != nil {
				w.cmd.Process.Kill()
			}
			s.written <- err
		}
		close(w.sent)
	}()
	for s := range w.sent {
		a := answer{w: w, t: s.t}
		if s.t.watch {
			if a.err = w.awaitBegin(s.t); a.err != nil {
				w.cmd.Process.Kill()
			}
		}
		for range s.t.lits {
			if a.err != nil {
				break
			}
			var r cubeResult
			if r, a.err = w.receive(s.t); a.err != nil {
				w.cmd.Process.Kill()
				break
			}
			a.rs = append(a.rs, r)
		}
		if err := <-s.written; err != nil && a.err == nil {
			a.err = err // what the reads said comes first: a worker's own message
		}
		answers <- a
	}
}

// send writes a task: the job's formula when the worker does not hold it
// yet, and a query a cube.
func (w *worker) send(t task) error {
	job := t.st.job
	if w.job != t.job {
		w.pw.formula(job.Formula, job.Projection)
		w.job = t.job
	}
	if t.watch {
		w.pw.begins()
	}
	w.pw.group(len(t.lits))
	for _, lits := range t.lits {
		w.pw.query(t.limit, job.Models, lits, t.seed)
	}
	if err := w.pw.w.Flush(); err != nil {
		return fmt.Errorf("worker: %w", err)
	}
	return nil
}

// awaitBegin reads the b line that says t's search began, and marks the
// moment for the dispatcher.
func (w *worker) awaitBegin(t task) error {
	line, err := w.nextLine()
	if err != nil {
		return err
	}
	if line != "b" {
		return fmt.Errorf("worker: unexpected line %q before a search began", line)
	}
	w.begun.Store(&begun{job: t.job, cube: t.cube, gen: t.gen, at: time.Now()})
	select {
	case w.wake <- struct{}{}:
	default: // the dispatcher has a wake-up pending already
	}
	return nil
}

// nextLine reads the worker's next line that is not blank, without its
// newline; an e line (the worker could not read its input) comes back as
// its message, an error.
func (w *worker) nextLine() (string, error) {
	for {
		line, err := w.out.ReadString('\n')
		if err != nil {
			return "", errors.New("worker: stopped before answering")
		}
		switch line = line[:len(line)-1]; {
		case line == "":
			continue
		case line[0] == 'e':
			return "", fmt.Errorf("worker: %s", strings.TrimSpace(line[1:]))
		}
		return line, nil
	}
}

// began returns when the search of t, the task w searches, began: for a
// watched task, when its worker said so (false until then); for another,
// when the dispatcher handed it out.
func (w *worker) began(t task) (time.Time, bool) {
	if !t.watch {
		return w.since, true
	}
	if b := w.begun.Load(); b != nil && b.job == t.job && b.cube == t.cube && b.gen == t.gen {
		return b.at, true
	}
	return time.Time{}, false
}

// receive reads the answer to one cube of a task.
func (w *worker) receive(t task) (cubeResult, error) {
	job := t.st.job
	var r cubeResult
	nv := job.Formula.NumVars()
	for {
		line, err := w.nextLine()
		if err != nil {
			return r, err
		}
		switch line[0] {
		case 'm':
			ns, err := readZeroList([]byte(line))
			if err != nil {
				return r, fmt.Errorf("worker: %v", err)
			}
			m := make([]bool, nv+1)
			for _, v := range ns {
				if v > 0 && int(v) <= nv {
					m[v] = true
				}
			}
			r.models = append(r.models, m)
		case 'r':
			ns, err := readInts([]byte(line))
			if err != nil || len(ns) != 7 || ns[0] < 0 || ns[1] < 0 || ns[1] > 1 {
				return r, fmt.Errorf("worker: bad result %q", line)
			}
			if want := int64(len(r.models)); (job.Models || want > 0) && ns[0] != want {
				return r, fmt.Errorf("worker: result %q after %d solutions", line, want)
			}
			r.count, r.complete = ns[0], ns[1] == 1
			r.stats = Stats{Vars: nv, Clauses: job.Formula.NumClauses(), Cards: job.Formula.NumCards(), Solves: int(ns[0]+ns[5]) + 1,
				Conflicts: int(ns[2]), Decisions: int(ns[3]), Time: time.Duration(ns[4]), Lazy: int(ns[5]), Eliminated: int(ns[6])}
			return r, nil
		default:
			return r, fmt.Errorf("worker: unexpected line %q", line)
		}
	}
}
