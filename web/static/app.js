// The page's controls. Every answer is the command line's, run in the Web
// Worker (worker.js) as a user would type it, with -j 1 and --format
// json; the worker's Go side (package web/worker) also tells an input's
// genre and gives the puzzle as a grid of tokens to edit.
import {draw, tokenPlaces, cycleOf, placesOf} from './board.js';

const $ = (id) => document.getElementById(id);

// ---- The solver: the WebAssembly in a Web Worker, one request at a time.

class Solver {
  constructor(onReady) {
    this.onReady = onReady;
    this.queue = [];
    this.current = null;
    this.nextId = 1;
  }

  // start compiles the WebAssembly once, here, while the first worker
  // loads; each worker instantiates the compiled module.
  async start() {
    const t0 = performance.now();
    this.module = (async () => {
      try {
        return await WebAssembly.compileStreaming(fetch('puzzlesat.wasm'));
      } catch (err) {
        // A host that serves the file with another type.
        const resp = await fetch('puzzlesat.wasm');
        return WebAssembly.compile(await resp.arrayBuffer());
      }
    })();
    this.spawn();
    await this.module;
    this.compiledMs = performance.now() - t0;
  }

  spawn() {
    this.ready = false;
    const w = new Worker('worker.js');
    this.w = w;
    const t0 = performance.now();
    w.onmessage = (e) => {
      const m = e.data;
      if (m.ready) {
        this.ready = true;
        this.onReady(m.ms, performance.now() - t0);
        this.pump();
        return;
      }
      if (m.failed || m.exited) {
        // The WebAssembly stopped (a bug): answer what waits, start again.
        const cur = this.current;
        this.current = null;
        const why = m.failed || (/out of memory/.test(m.fatal || '') ? 'it ran out of memory (a page has 4 GB at most; the command line has the machine\'s)' : m.fatal);
        if (cur) cur.reject(new Error('the solver stopped unexpectedly' + (why ? ': ' + why : '')));
        if (w === this.w) this.spawn();
        return;
      }
      const cur = this.current;
      if (!cur || cur.id !== m.id) return;
      this.current = null;
      cur.resolve(Object.assign(m.resp, {workerMs: m.ms, waitMs: cur.started - cur.queued, roundMs: performance.now() - cur.started}));
      this.pump();
    };
    this.module.then(module => { if (w === this.w) w.postMessage({module}); }, err => {
      $('engine').textContent = 'The solver did not load: ' + err;
    });
  }

  // call sends a request and returns its answer; requests wait their
  // turn. A warm-up's request (opts.warm) gives way to the others: it is
  // dropped from the queue when another comes.
  call(req, opts) {
    const warm = !!(opts && opts.warm);
    if (!warm) {
      const dropped = this.queue.filter(r => r.warm);
      this.queue = this.queue.filter(r => !r.warm);
      for (const r of dropped) r.reject(Object.assign(new Error('dropped'), {stopped: true}));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({id: this.nextId++, req, resolve, reject, warm, queued: performance.now()});
      this.pump();
    });
  }

  pump() {
    if (!this.ready || this.current || this.queue.length === 0) return;
    this.current = this.queue.shift();
    this.current.started = performance.now();
    this.w.postMessage({id: this.current.id, req: this.current.req});
  }

  busy() { return this.current !== null || this.queue.length > 0; }

  // busyWith says whether a request for which is(req, entry) holds runs
  // or waits (entry.warm: a warm-up's).
  busyWith(is) { return (this.current && is(this.current.req, this.current)) || this.queue.some(r => is(r.req, r)); }

  // runningFor says how long the request now running has run (0: none).
  runningFor() { return this.current ? performance.now() - this.current.started : 0; }

  // stop ends the worker, and with it any search, and starts a fresh one
  // from the same compiled module. What waited is answered "stopped".
  stop() {
    this.w.terminate();
    const waiting = (this.current ? [this.current] : []).concat(this.queue);
    this.current = null;
    this.queue = [];
    for (const r of waiting) r.reject(Object.assign(new Error('stopped'), {stopped: true}));
    this.spawn();
  }
}

// ---- The page's state.

const S = {
  genres: [],
  byName: {},
  genre: '',
  puzzle: null, // the PagePuzzle, or null for a genre the page cannot draw
  source: null, // how the command line takes the puzzle: {args, stdin}
  version: 0, // counts the puzzles shown; an answer of another is stale
  answer: null, // {kind, fields, version}
  marks: {},
  cursor: null, // {x, y} of a token of the typed grid
  lines: [], // the solutions of the last "Unique?"
  typed: null, // the token being typed: {x, y, at}
  editing: null, // the grid with the edits sent and not yet back, or null
  edits: 0, // counts the edits sent; only the last one's reply is shown
  address: '', // the puzzle in the page's address (#p=)
};

// Timings, for the tests and benchmarks: window.puzzlesatPage.
const stats = {ready: false, readyMs: 0, workerMs: 0, compiledMs: 0, last: null, answers: 0};
window.puzzlesatPage = stats;

// workerMs: from the module given to the worker to Go's main running;
// spawnMs: from the worker's start to that (after Stop, the time until
// the page answers again).
const solver = new Solver((ms, spawnMs) => {
  stats.workerMs = ms;
  stats.spawnMs = spawnMs;
  stats.spawns = (stats.spawns || 0) + 1;
  if (!stats.ready) {
    stats.ready = true;
    stats.readyMs = performance.now();
    stats.compiledMs = solver.compiledMs;
    $('engine').textContent = `Solver ready in ${Math.round(performance.now())} ms.`;
    document.body.dataset.ready = 'true';
    loadGenres();
  }
});

function message(text) {
  $('message').textContent = text || '';
}

function status(text) {
  $('status').textContent = text || '';
}

function answerText(text) {
  $('answer').textContent = text || '';
}

// ---- Genres.

async function loadGenres() {
  const r = await solver.call({op: 'genres'});
  S.genres = r.genres;
  const sel = $('genre');
  for (const g of r.genres) {
    S.byName[g.name] = g;
    for (const a of g.aliases || []) S.byName[a] = g;
    const o = document.createElement('option');
    o.value = g.name;
    o.textContent = g.name;
    o.title = g.summary;
    sel.appendChild(o);
  }
  document.body.dataset.genres = r.genres.length;
  warmUp();
  readFromAddress();
  window.addEventListener('hashchange', readFromAddress);
}

// The puzzle shown is in the page's address, #g=GENRE&p=PUZZLE (a link,
// or its text when short enough), so that a reload or a copied address
// brings it back; an address with another puzzle reads that one.
function readFromAddress() {
  const q = new URLSearchParams(location.hash.slice(1));
  const p = q.get('p');
  if (p && location.hash !== S.address) {
    S.address = location.hash;
    const g = q.get('g');
    $('in').value = p;
    // The address's genre is for this read; the menu stays as the user
    // left it (a later paste is recognised, or read as the genre picked).
    readInput(g && S.byName[g] ? S.byName[g].name : '');
  }
}

function keepAddress(p, source) {
  const links = (p && p.links) || {};
  const form = links.url || links.tatham || (p ? p.text : [S.genre, ...(source.args || [])].join(' '));
  const hash = form && form.length <= 4000 ? '#' + new URLSearchParams({g: S.genre, p: form}).toString() : '';
  S.address = hash;
  if (hash !== location.hash) history.replaceState(null, '', location.pathname + location.search + hash);
}

// warmUp has the worker answer a few small questions while the page
// waits for its first puzzle. The browser compiles the WebAssembly's
// functions when they first run, and optimises them once they run often:
// a first answer took seconds where the next took a fraction (a 25×25
// Star Battle, 4.6 s then 0.7 s). These run the solver's common paths:
// gophersat's own constraints (Sudoku, Star Battle's counts), clauses
// (Light Up), the lazy check of a loop (Slitherlink). A question of the
// user's drops those not yet begun.
function warmUp() {
  const sb = '10 10 2\nAAAABBCCCC\nDDDABBCCCC\nDEEEBBCCCC\nDEEEEBCCCC\nDEEEEFFFGG\nHHHEEFFFGG\nHHHHEIIFFG\nHHHHIIJJJG\nHHHHIIJJJJ\nHHHHIIIIJJ\n';
  const runs = [
    ['sudoku', '.8.4....63...6......2..7............24.7...5..53..48.7..9..8.1...8..27......352..\n'],
    ['akari', '. . # 1 .\n. . . . .\n# . . . #\n. . . . .\n. 1 # . .\n'],
    ['starbattle', sb],
    ['slitherlink', '. . 1\n. 1 3\n. . .\n'],
    ['starbattle', sb],
  ].filter(([g]) => S.byName[g]);
  const t0 = performance.now();
  Promise.allSettled(runs.map(([genre, stdin]) =>
    solver.call({op: 'run', args: [genre, '--unique', '-j', '1', '--format', 'json'], stdin}, {warm: true})))
    .then(() => { stats.warmMs = performance.now() - t0; document.body.dataset.warm = 'true'; });
}

// ---- Reading a puzzle.

// readInput reads the input box as the genre picked, or as genre when
// given (the address's).
async function readInput(genre) {
  const input = $('in').value;
  if (typeof genre !== 'string') genre = $('genre').value; // a click's event
  message('');
  leaveSearch();
  let r;
  try {
    r = await solver.call({op: 'read', input, genre, prefer: S.genre});
  } catch (err) {
    return failed(err);
  }
  if (r.error) return message(r.error);
  show(r, `Read as ${r.genre}.`);
}

// leaveSearch stops a question about the puzzle shown that has run for a
// while, before another puzzle is read, made or generated: the new one
// waited behind it, minutes on a large grid, and a Stop meant for the old
// search dropped it too. A quick one is left to end.
function leaveSearch() {
  if (solver.busyWith((req, r) => req.op === 'run' && !r.warm) && solver.runningFor() > 200) solver.stop();
}

// show makes r's puzzle the one shown: a new version, no answer yet.
// Edits still on their way are dropped, unless r is the last of them.
function show(r, note, edit) {
  if (edit !== S.edits) {
    S.edits++;
  }
  S.editing = null;
  S.genre = r.genre;
  S.puzzle = r.puzzle || null;
  S.source = r.source || {};
  S.version++;
  S.answer = null;
  S.marks = {};
  S.lines = [];
  setSecond(false);
  if (S.cursor && !placeAt(S.cursor.x, S.cursor.y)) S.cursor = null;
  const p = S.puzzle;
  let about = `${r.genre}`;
  if (p) about += `, ${p.rows}×${p.cols}`;
  if (p && p.count > 1) about += ` (the first of ${p.count} puzzles)`;
  if (!p) about += ': drawn from its answers';
  else if (!p.grid) about += ': edited as text';
  $('about').textContent = about;
  const also = $('about');
  if (r.also && r.also.length) {
    const span = document.createElement('span');
    span.textContent = ' · also reads as ';
    also.appendChild(span);
    r.also.forEach((name, k) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'link';
      b.textContent = name;
      b.dataset.genre = name;
      b.addEventListener('click', () => { $('genre').value = name; readInput(); });
      if (k > 0) also.appendChild(document.createTextNode(', '));
      also.appendChild(b);
    });
  }
  if (note) answerText(note);
  status('');
  message(''); // an error of the puzzle before is not this one's
  $('out-text').value = p ? p.text : (S.source.stdin || (S.source.args || []).join(' '));
  $('out-url').value = (p && p.links && p.links.url) || '';
  $('out-tatham').value = (p && p.links && p.links.tatham) || '';
  $('out-solution').value = '';
  keepAddress(p, S.source);
  redraw();
  if (!p) fillLinks(S.version);
  if ($('setter').checked) check();
}

// fillLinks asks the command line for the links of a puzzle the page
// cannot write itself (--format url, tatham write without solving).
async function fillLinks(version) {
  const g = S.byName[S.genre];
  if (!g) return;
  for (const f of ['url', 'tatham']) {
    if (!g.outputs.includes(f)) continue;
    const r = await run(['--format', f], {json: false}).catch(() => null);
    if (r && r.code === 0 && version === S.version) $('out-' + f).value = r.stdout.trim();
  }
}

function failed(err) {
  if (err && err.stopped) {
    status('Stopped: the solver was restarted.');
    return;
  }
  message('puzzlesat: ' + (err && err.message ? err.message : String(err)));
}

// ---- Asking the command line.

// run runs the command line on the puzzle shown, with flags: the genre,
// the flags, -j 1, --format json unless told, then the puzzle's
// arguments; its standard input is the puzzle when it is read there.
function run(flags, opts) {
  opts = opts || {};
  const args = [S.genre, ...flags, '-j', '1'];
  if (opts.json !== false) args.push('--format', 'json');
  args.push(...(S.source.args || []));
  return solver.call({op: 'run', args, stdin: S.source.stdin || ''});
}

// lines returns the JSON objects a run printed, or throws its message.
function jsonLines(r) {
  if (r.code === 2 || r.code === 3) {
    const err = (r.stderr || '').trim().split('\n')[0];
    throw new Error(err.replace(/^puzzlesat: /, '') || `exit ${r.code}`);
  }
  return r.stdout.split('\n').filter(l => l.trim()).map(l => JSON.parse(l));
}

const levels = {0: 'level 0: unit propagation (singles)', 1: 'level 1: one failed-literal step', 2: 'level 2: nested failed-literal steps', search: 'beyond level 2: only search goes on'};

// ask answers one of the answer buttons' questions.
async function ask(q) {
  if (!S.source) return message('Read a puzzle first.');
  const version = S.version;
  const t0 = performance.now();
  message('');
  if (q === 'second') {
    if (S.lines.length > 1) {
      setAnswer({kind: 'second', fields: S.lines[1]}, {});
      answerText('The second solution, which differs from the first.');
      finish(q, t0);
    }
    return;
  }
  const flags = {solve: [], unique: ['--unique'], forced: ['--forced'], explain: ['--explain'], suggest: ['--suggest'], hint: ['--hint'], rate: ['--rate']}[q];
  status('Working… (Stop ends the search)');
  document.body.dataset.busy = 'true';
  let r, out;
  try {
    r = await run(flags);
    out = jsonLines(r);
  } catch (err) {
    document.body.dataset.busy = '';
    if (version !== S.version) return; // an edit stopped it: its answer is stale
    status('');
    return failed(err);
  }
  document.body.dataset.busy = solver.busy() ? 'true' : '';
  if (version !== S.version) return; // the puzzle changed meanwhile
  status('');
  const o = out[0] || {};
  const ms = ` (${Math.round(r.ms)} ms)`;
  switch (q) {
    case 'solve':
      if (o.status === 'sat') {
        setAnswer({kind: 'solution', fields: o}, {});
        answerText('Solved' + ms + '.');
        solutionText(version);
      } else {
        setAnswer(null, {});
        answerText('No solution' + (o.reason ? ': ' + o.reason : o.note ? ' (' + o.note + ')' : '') + ms + '.');
      }
      break;
    case 'unique':
      // The first puzzle's: an input of several is answered for its first.
      S.lines = out.filter(l => l.puzzle === o.puzzle && l.status === 'sat');
      if (S.lines.length === 0) {
        setAnswer(null, {});
        answerText('No solution' + (o.reason ? ': ' + o.reason : o.note ? ' (' + o.note + ')' : '') + ms + '.');
      } else {
        setAnswer({kind: 'solution', fields: S.lines[0]}, {});
        const unique = S.lines[0].unique;
        answerText(unique ? 'One solution: the puzzle is unique' + ms + '.' : 'Several solutions: at least two' + ms + '. "Second solution" shows another.');
        setSecond(!unique && S.lines.length > 1);
        solutionText(version);
      }
      break;
    case 'forced':
      if (o.status === 'unsat') {
        setAnswer(null, {});
        answerText((o.note ? capital(o.note) : 'No solution') + ms + '.');
      } else {
        setAnswer({kind: 'forced', fields: o}, {});
        answerText('The cells every solution agrees on; the others are left blank' + ms + '.');
      }
      break;
    case 'explain':
      if (o.conflict) {
        setAnswer(null, {conflict: o.conflict});
        answerText((o.rules ? 'The rules alone cannot hold, already these: ' : o.fixes ? 'Without any one of these givens the rest have a solution: ' : 'These givens cannot all hold: ') + o.conflict.join(', ') + ms + '.');
      } else {
        setAnswer(null, {});
        answerText((o.note ? capital(o.note) : 'Nothing conflicts') + ms + '.');
      }
      break;
    case 'suggest':
      if (o.suggest && o.suggest.length) {
        setAnswer(null, {suggest: o.suggest});
        answerText('Add ' + o.suggest.join(', ') + ' to make it unique' + ms + '.');
      } else {
        setAnswer(null, {});
        answerText((o.note ? capital(o.note) : 'No solution') + ms + '.');
      }
      break;
    case 'hint':
      if (o.hint && o.hint.cell) {
        setAnswer(null, {hint: o.hint.cell, reason: o.hint.reason});
        answerText(`${o.hint.cell}, by ${levels[o.hint.level] || 'level ' + o.hint.level}, from ${o.hint.reason.join(', ')}${ms}.`);
      } else if (o.hint) {
        setAnswer(null, {});
        answerText('No deduction up to level 2: only search goes on from here' + ms + '.');
      } else {
        setAnswer(null, {});
        answerText((o.note ? capital(o.note) : 'No hint') + ms + '.');
      }
      break;
    case 'rate':
      if (o.rating) {
        const steps = Object.entries(o.rating.steps).map(([l, n]) => l === 'search' ? 'then search' : `${n} at level ${l}`);
        setAnswer(null, {});
        answerText(`${o.rating.level === 'search' ? 'Beyond level 2: only search solves it' : 'Level ' + o.rating.level} (steps: ${steps.join(', ')})${ms}.`);
      } else {
        setAnswer(null, {});
        answerText((o.note ? capital(o.note) : 'No solution') + ms + '.');
      }
      break;
  }
  finish(q, t0, r);
}

function capital(s) { return s.charAt(0).toUpperCase() + s.slice(1); }

// finish notes how long an answer took, request to drawn, and the parts
// of it: waiting for the worker, the worker's round trip, the command
// line's run in Go.
function finish(q, t0, r) {
  const ms = performance.now() - t0;
  r = r || {};
  stats.last = {q, ms, solveMs: r.ms || 0, waitMs: r.waitMs || 0, roundMs: r.roundMs || 0, workerMs: r.workerMs || 0, version: S.version};
  stats.answers++;
  $('timing').textContent = `Last answer: ${Math.round(ms)} ms.`;
}

// solutionText fills "Solution as text" with the command line's text:
// exit 1 too, for an input of several puzzles of which one has none.
async function solutionText(version) {
  const r = await run([], {json: false}).catch(() => null);
  if (r && (r.code === 0 || r.code === 1) && r.stdout.trim() && version === S.version) $('out-solution').value = r.stdout;
}

function setSecond(on) {
  document.querySelector('[data-q=second]').disabled = !on;
}

function setAnswer(answer, marks) {
  S.answer = answer ? Object.assign({version: S.version}, answer) : null;
  S.marks = marks || {};
  redraw();
}

function redraw() {
  const answer = S.answer && S.answer.version === S.version ? S.answer : null;
  const svg = $('board');
  draw(svg, {genre: S.genre, puzzle: S.puzzle, answer, marks: S.marks, cursor: S.cursor});
  svg.dataset.version = S.version;
  svg.dataset.answer = answer ? answer.kind : '';
}

// ---- Setter's mode: after each edit, no solution, one or several, and
// the forced cells.

let checking = 0;

async function check() {
  if (!S.source) return;
  const version = S.version;
  // A check of an older puzzle that still runs would only hold this one
  // up: the worker is started afresh.
  if (checking && checking !== version && solver.runningFor() > 200) solver.stop();
  checking = version;
  const t0 = performance.now();
  status('Checking…');
  document.body.dataset.checked = '';
  try {
    const count = jsonLines(await run(['--count', '--limit', '2']))[0];
    if (version !== S.version) return;
    const n = count.count;
    const what = n === 0 ? 'none' : n === 1 ? 'one' : 'several';
    const words = {none: 'No solution.', one: 'One solution: unique.', several: 'Several solutions.'}[what];
    // The verdict at once; the forced cells, which may take much longer
    // (minutes on a large open grid), after it.
    status(n > 0 ? `${words} Finding the forced cells…` : words);
    document.body.dataset.checked = what;
    document.body.dataset.checkedVersion = version;
    if (n > 0) {
      const forced = jsonLines(await run(['--forced']))[0];
      if (version !== S.version) return;
      setAnswer({kind: 'forced', fields: forced}, {});
      status(`${words} Forced cells drawn.`);
    } else {
      setAnswer(null, {});
    }
    document.body.dataset.forcedVersion = version;
    finish('check', t0);
  } catch (err) {
    if (version === S.version) {
      status('');
      failed(err);
    }
  } finally {
    if (checking === version) checking = 0;
  }
}

// ---- Editing the board.

function places() { return tokenPlaces(S.puzzle); }

function placeAt(x, y) {
  return places().find(t => t.x === x && t.y === y) || null;
}

async function setToken(place, tok) {
  if (!S.puzzle || !S.puzzle.grid) return;
  // An edit builds on the edits before it, which may not be back from
  // the worker yet: each used to start from the grid shown, and only the
  // last of several quick edits stayed.
  const grid = (S.editing || S.puzzle.grid).map(row => row.slice());
  grid[place.i][place.j] = tok;
  S.editing = grid;
  const edit = ++S.edits;
  // A question about the puzzle before the edit (a setter's check, an
  // answer asked for) is stale: the worker is started afresh rather than
  // the edit waiting for it, minutes on a large grid.
  if (solver.busyWith(req => req.op === 'run')) solver.stop();
  let r;
  try {
    r = await solver.call({op: 'grid', genre: S.genre, grid, head: S.puzzle.head || ''});
  } catch (err) {
    if (edit !== S.edits) return; // a later edit carries this one
    S.editing = null;
    return failed(err);
  }
  if (edit !== S.edits) return; // a later edit carries this one
  if (r.error) {
    S.editing = null;
    return message(r.error);
  }
  message('');
  // As the genre reads it back: a Sudoku's 0 is an empty cell.
  const now = (r.puzzle && r.puzzle.grid && r.puzzle.grid[place.i] && r.puzzle.grid[place.i][place.j]) || tok;
  show(r, `${S.genre}: ${describe(place)} is now ${now === '.' ? 'empty' : now}.`, edit);
}

// nextOf is the token after place p's in a genre's cycle, from the edits
// on their way if any: two quick steps used to read the grid shown both
// times, and step once.
function nextOf(cycle, p) {
  const tok = S.editing ? S.editing[p.i][p.j] : p.tok;
  return cycle[(cycle.indexOf(tok) + 1) % cycle.length];
}

function describe(p) {
  if (p.side === 'cell') return `r${p.y + 1}c${p.x + 1}`;
  const k = p.side === 'top' || p.side === 'bottom' ? p.x + 1 : p.y + 1;
  return `${p.side} ${k}`;
}

function moveCursor(dx, dy) {
  const ps = places();
  if (ps.length === 0) return;
  if (!S.cursor) {
    const first = ps.find(p => p.side === 'cell') || ps[0];
    S.cursor = {x: first.x, y: first.y};
  } else {
    // The nearest token in that direction.
    let best = null, bestD = Infinity;
    for (const p of ps) {
      const ax = (p.x - S.cursor.x) * dx, ay = (p.y - S.cursor.y) * dy;
      if (dx && ax <= 0 || dy && ay <= 0) continue;
      const d = Math.abs(p.x - S.cursor.x) * (dx ? 1 : 4) + Math.abs(p.y - S.cursor.y) * (dy ? 1 : 4);
      if (d < bestD) { best = p; bestD = d; }
    }
    if (best) S.cursor = {x: best.x, y: best.y};
  }
  S.typed = null;
  redraw();
  sayCursor();
}

function sayCursor() {
  const p = S.cursor && placeAt(S.cursor.x, S.cursor.y);
  $('cursor-info').textContent = p ? `${describe(p)}: ${p.tok}` : '';
}

function boardKey(e) {
  const moves = {ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1]};
  if (moves[e.key]) {
    e.preventDefault();
    moveCursor(...moves[e.key]);
    return;
  }
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  if (!S.cursor) {
    if (e.key.length === 1 || e.key === 'Enter') moveCursor(0, 0);
    return;
  }
  const p = placeAt(S.cursor.x, S.cursor.y);
  if (!p) return;
  if (e.key === 'Backspace' || e.key === 'Delete') {
    e.preventDefault();
    S.typed = null;
    setToken(p, '.');
    return;
  }
  if (e.key === 'Escape') {
    S.cursor = null;
    redraw();
    return;
  }
  if (e.key === ' ' || e.key === 'Enter') {
    e.preventDefault();
    const cycle = cycleOf(S.genre);
    if (cycle) setToken(p, nextOf(cycle, p));
    return;
  }
  if (e.key.length !== 1) return;
  e.preventDefault();
  // Keys typed in quick succession at one place make one token ("14").
  const now = performance.now();
  let tok = e.key;
  if (S.typed && S.typed.x === p.x && S.typed.y === p.y && now - S.typed.at < 800 && /^[0-9]+$/.test(S.typed.tok + tok)) {
    tok = S.typed.tok + tok;
  }
  S.typed = {x: p.x, y: p.y, at: now, tok};
  setToken(p, tok);
}

function boardClick(e) {
  const svg = $('board');
  const pt = svg.createSVGPoint();
  pt.x = e.clientX;
  pt.y = e.clientY;
  const m = svg.getScreenCTM();
  if (!m) return;
  const at = pt.matrixTransform(m.inverse());
  // The place whose square holds the point (a cell, a clue, a dot).
  const p = places().find(t => at.x >= t.x && at.x < t.x + 1 && at.y >= t.y && at.y < t.y + 1) || null;
  const again = p && S.cursor && S.cursor.x === p.x && S.cursor.y === p.y;
  svg.focus();
  if (!p) return;
  const x = p.x, y = p.y;
  S.cursor = {x, y};
  S.typed = null;
  const cycle = cycleOf(S.genre);
  if (again && cycle && S.puzzle && S.puzzle.grid && p.side === 'cell') {
    setToken(p, nextOf(cycle, p));
  } else {
    redraw();
    sayCursor();
  }
}

// ---- Starting from an empty grid, or a generated puzzle.

function pickedGenre() {
  const g = $('genre').value || S.genre;
  if (!g) message('Pick a genre first.');
  return g;
}

async function blank() {
  const genre = pickedGenre();
  if (!genre) return;
  leaveSearch();
  const r = await solver.call({op: 'blank', genre, rows: Number($('rows').value), cols: Number($('cols').value)}).catch(failed);
  if (!r) return;
  if (r.error) return message(r.error);
  message('');
  show(r, `An empty ${genre} grid: click a cell or move with the arrow keys, and type.`);
  $('board').focus();
}

async function generate() {
  const genre = pickedGenre();
  if (!genre) return;
  let seed = $('seed').value.trim();
  if (seed === '') seed = String(Math.floor(Math.random() * 1e9));
  const args = ['generate', genre, '--seed', seed, '-j', '1', '--format', 'json'];
  const size = Number($('size').value);
  if (size > 0) args.push('--size', String(size));
  leaveSearch();
  status('Generating…');
  const t0 = performance.now();
  let out;
  try {
    out = jsonLines(await solver.call({op: 'run', args}));
  } catch (err) {
    status('');
    return failed(err);
  }
  status('');
  const g = out[0];
  if (!g || !g.input) return message('puzzlesat: generate gave no puzzle');
  const input = typeof g.input === 'string' ? g.input : JSON.stringify(g.input);
  const r = await solver.call({op: 'read', input, genre}).catch(failed);
  if (!r) return;
  if (r.error) return message(r.error);
  $('in').value = input;
  show(r, `Generated with seed ${g.seed}: ${g.givens !== undefined ? g.givens + ' givens, ' : ''}one solution.`);
  $('seed').value = '';
  document.body.dataset.seed = g.seed;
  finish('generate', t0);
}

// ---- Wiring.

function init() {
  $('read').addEventListener('click', readInput);
  $('in').addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      readInput();
    }
  });
  for (const b of document.querySelectorAll('[data-q]')) b.addEventListener('click', () => ask(b.dataset.q));
  $('stop').addEventListener('click', () => {
    solver.stop();
    status('Stopped: the solver was restarted.');
    document.body.dataset.busy = '';
  });
  $('setter').addEventListener('change', () => {
    if ($('setter').checked) check();
    else { status(''); setAnswer(null, {}); }
  });
  $('blank').addEventListener('click', blank);
  $('generate').addEventListener('click', generate);
  const board = $('board');
  board.addEventListener('keydown', boardKey);
  board.addEventListener('click', boardClick);
  board.addEventListener('focus', () => { if (!S.cursor) moveCursor(0, 0); });
  for (const b of document.querySelectorAll('[data-copy]')) {
    b.addEventListener('click', async () => {
      const field = $(b.dataset.copy);
      try {
        await navigator.clipboard.writeText(field.value);
        b.textContent = 'Copied';
      } catch (err) {
        field.select();
        b.textContent = document.execCommand('copy') ? 'Copied' : 'Select and copy';
      }
      setTimeout(() => { b.textContent = 'Copy'; }, 1500);
    });
  }
  redraw();
  solver.start().catch(err => {
    $('engine').textContent = 'The solver did not load: ' + err;
  });
}

init();
// For the tests: the named places of a name, as the board marks them.
window.puzzlesatPlaces = placesOf;
