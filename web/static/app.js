// The page's controls. Every answer is the command line's, run in the Web
// Worker (worker.js) as a user would type it, with -j 1 and --format
// json; the worker's Go side (package web/worker) also tells an input's
// genre and gives the puzzle as a grid of tokens to edit.
import {draw, tokenPlaces, cycleOf, placesOf, largestOf} from './board.js';

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
  // dropped from the queue when another comes. A background request
  // (opts.background: the setter's check) gives way to a question of the
  // user's (see restart).
  call(req, opts) {
    const warm = !!(opts && opts.warm);
    const background = !!(opts && opts.background);
    if (!warm) {
      const dropped = this.queue.filter(r => r.warm);
      this.queue = this.queue.filter(r => !r.warm);
      for (const r of dropped) r.reject(stopped('warm-up'));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({id: this.nextId++, req, resolve, reject, warm, background, queued: performance.now()});
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
  // from the same compiled module. What waited is answered "stopped", with
  // the cause: "user" (the Stop button), else what the page stopped it
  // for, which then takes care of what it stopped.
  stop(cause) {
    this.w.terminate();
    const waiting = (this.current ? [this.current] : []).concat(this.queue);
    this.current = null;
    this.queue = [];
    for (const r of waiting) r.reject(stopped(cause || 'user'));
    this.spawn();
  }

  // restart drops the requests for which is(req, entry) holds: those that
  // wait, and the one running, by ending the worker and starting a fresh
  // one, which the other requests wait for. It says whether any was
  // dropped; each is answered "stopped" with the cause.
  restart(is, cause) {
    const dropped = this.queue.filter(r => is(r.req, r));
    this.queue = this.queue.filter(r => !is(r.req, r));
    for (const r of dropped) r.reject(stopped(cause));
    const cur = this.current;
    if (!cur || !is(cur.req, cur)) return dropped.length > 0;
    this.w.terminate();
    this.current = null;
    cur.reject(stopped(cause));
    this.spawn();
    return true;
  }
}

// stopped is the error of a request the page stopped: cause "user" for
// the Stop button, else what the page stopped it for ("edit", "question",
// "read", "check", "warm-up").
function stopped(cause) {
  return Object.assign(new Error('stopped'), {stopped: true, cause});
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
  asking: null, // the user's question that runs: {q, version}
  asked: 0, // the version whose board shows an answer the user asked for
  owed: 0, // the version whose check a question of the user's stopped
  forced: null, // the forced cells found for a version: {version, fields}
  verdict: null, // the setter's check's verdict on a version: {version, words}
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

// verdictOf is the setter's verdict on version, for the status line
// after a question's answer: a question used to clear it (a tester).
function verdictOf(version) {
  return $('setter').checked && S.verdict && S.verdict.version === version ? S.verdict.words : '';
}

function status(text) {
  $('status').textContent = text || '';
}

function answerText(text) {
  $('answer').textContent = text || '';
}

// ---- Genres.

async function loadGenres() {
  let r;
  try {
    r = await solver.call({op: 'genres'});
  } catch (err) {
    // Stop pressed as the solver became ready ended this request too:
    // ask the fresh worker (QA: the menu stayed empty, the address unread).
    if (err && err.stopped) return loadGenres();
    return failed(err);
  }
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
    readInput(g && S.byName[g] ? S.byName[g].name : '').then(read => {
      // An address that does not read leaves the puzzle shown, and the
      // address goes back to it: a reload or a copy brings that back,
      // not the error.
      if (!read && S.address === location.hash && S.shownAddress !== undefined) {
        S.address = S.shownAddress;
        history.replaceState(null, '', location.pathname + location.search + S.shownAddress);
      }
    });
  }
}

// maxAddress is the longest puzzle the address holds: a longer address
// is more than some browsers and servers keep.
const maxAddress = 4000;

function keepAddress(p, source) {
  const links = (p && p.links) || {};
  const form = links.url || links.tatham || (p ? p.text : [S.genre, ...(source.args || [])].join(' '));
  const fits = form && form.length <= maxAddress;
  const hash = fits ? '#' + new URLSearchParams({g: S.genre, p: form}).toString() : '';
  S.address = S.shownAddress = hash;
  if (hash !== location.hash) history.replaceState(null, '', location.pathname + location.search + hash);
  // A puzzle too large for the address is not in it: a reload would not
  // bring it back, and the page says so.
  $('notice').textContent = form && !fits ? `This puzzle is too large to keep in the page's address (${form.length} characters, ${maxAddress} at most): a reload will not bring it back. Copy it from "Puzzle as text" to keep it.` : '';
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
// given (the address's); it returns whether the input was read.
async function readInput(genre) {
  const input = $('in').value;
  if (typeof genre !== 'string') genre = $('genre').value; // a click's event
  message('');
  const resume = leaveSearch();
  let r;
  try {
    r = await solver.call({op: 'read', input, genre, prefer: ownForm(input) ? S.genre : ''});
  } catch (err) {
    resume();
    failed(err);
    return false;
  }
  if (r.error) {
    resume();
    message(r.error);
    return false;
  }
  show(r, `Read as ${r.genre}.`);
  return true;
}

// ownForm says whether an input is one of the page's own forms of the
// puzzle shown (its link, game ID or text, as "Out" gives them): those
// read back as the genre shown, since every Tatham genre takes any game
// ID's form. Any other input is recognised the same whatever was shown
// before: a Binox file read after a Troix one was read as a Troix.
function ownForm(input) {
  const p = S.puzzle;
  if (!S.genre || !p) return false;
  const links = p.links || {};
  const forms = [p.text, links.url, links.tatham, $('out-url').value, $('out-tatham').value, $('out-text').value];
  return forms.some(f => f && f.trim() === input.trim());
}

// leaveSearch stops the questions about the puzzle shown (the user's and
// the setter's check) before another puzzle is read, made or generated:
// the new one waited behind them, minutes on a large grid, and a Stop
// meant for the old search dropped it too. Those that wait are dropped at
// once. The one running is given 200 ms to end, since a new worker costs
// more than a quick answer; after that it is stopped, however young it
// was when the new puzzle came (QA: a search begun 100 ms before a Read
// was left to run for minutes).
//
// It returns resume, for a read that shows no new puzzle (a message
// instead): the one running is left to go on, and the setter's check of
// the puzzle shown runs again; a question of the user's dropped is the
// user's to ask again (a review: the page stayed at "Checking…").
function leaveSearch() {
  const cur = solver.current;
  const dropped = solver.restart((req, r) => r !== cur && req.op === 'run' && !r.warm, 'read');
  let timer = 0, killed = false;
  if (cur && cur.req.op === 'run' && !cur.warm) {
    timer = setTimeout(() => {
      if (solver.current === cur) {
        killed = true;
        solver.restart((req, r) => r === cur, 'read');
      }
    }, Math.max(0, 200 - solver.runningFor()));
  }
  return () => {
    clearTimeout(timer);
    if (!dropped && !killed) return; // nothing of the puzzle shown was stopped
    document.body.dataset.busy = solver.busy() ? 'true' : '';
    S.asking = null;
    status('');
    if ($('setter').checked && S.source) check();
  };
}

// show makes r's puzzle the one shown: a new version, no answer yet.
// Edits still on their way are dropped, unless r is the last of them.
function show(r, note, edit) {
  if (edit !== S.edits) {
    S.edits++;
    S.typed = null; // a key typed next starts a token of this puzzle
  }
  S.editing = null;
  S.genre = r.genre;
  S.puzzle = r.puzzle || null;
  // The questions the genre does not answer (the calendar's --forced,
  // say) have no button to press.
  const unasked = (S.byName[r.genre] || {}).unasked || [];
  for (const b of document.querySelectorAll('button[data-q]')) {
    if (b.dataset.q !== 'second') b.disabled = unasked.includes(b.dataset.q);
  }
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
      // Read as that genre this once: the menu stays as the user left
      // it, so a later paste is recognised (QA: the menu was set, and
      // the next puzzle read as the wrong genre).
      b.addEventListener('click', () => readInput(name));
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
  sayCursor(); // the cursor's place may hold another token now
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

// failed shows why a request failed: the command line's message (which
// it prefixes "puzzlesat: "), or the page's own (err.page). A request the
// page stopped itself (an edit, a question, another puzzle read) is left
// to what stopped it; the Stop button's says so.
function failed(err) {
  if (err && err.stopped) {
    if (err.cause === 'user') status('Stopped: the solver was restarted.');
    return;
  }
  if (err && err.page) return message(err.message);
  message('puzzlesat: ' + (err && err.message ? err.message : String(err)));
}

// pageError is an error the page words itself, not the command line.
function pageError(text) {
  return Object.assign(new Error(text), {page: true});
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
  return solver.call({op: 'run', args, stdin: S.source.stdin || ''}, {background: !!opts.background});
}

// lines returns the JSON objects a run printed, or throws its message;
// output that is not JSON lines (no answer the page can read) gets a
// message of the page's.
function jsonLines(r) {
  if (r.code === 2 || r.code === 3) {
    const err = (r.stderr || '').trim().split('\n')[0];
    throw new Error(err.replace(/^puzzlesat: /, '') || `exit ${r.code}`);
  }
  return r.stdout.split('\n').filter(l => l.trim()).map(l => {
    let o;
    try {
      o = JSON.parse(l);
    } catch (err) {
      o = null;
    }
    if (o === null || typeof o !== 'object' || Array.isArray(o)) {
      const shown = l.length > 60 ? l.slice(0, 60) + '…' : l;
      throw pageError(`The command line's answer is not one the page reads: it printed "${shown}" where a JSON object was expected.`);
    }
    return o;
  });
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
      S.asked = version;
      setAnswer({kind: 'second', fields: S.lines[1]}, {});
      answerText('The second solution, which differs from the first.');
      secondText(version);
      finish(q, t0);
    }
    return;
  }
  const flags = {solve: [], unique: ['--unique'], forced: ['--forced'], explain: ['--explain'], suggest: ['--suggest'], hint: ['--hint'], rate: ['--rate']}[q];
  // A question of the user's goes before the setter's check, which may
  // search for minutes (the forced cells of an open grid): the check is
  // stopped (a fresh worker, as Stop does) and run again after the
  // answer. The question used to wait for it.
  if (solver.restart((req, e) => e.background, 'question') && $('setter').checked) S.owed = version;
  const mine = {q, version};
  S.asking = mine;
  let r, out;
  try {
    if (q === 'forced' && S.forced && S.forced.version === version) {
      // The setter's check found them already.
      r = {ms: 0, cached: true};
      out = [S.forced.fields];
    } else {
      status('Working… (Stop ends the search)');
      document.body.dataset.busy = 'true';
      r = await run(flags);
      out = jsonLines(r);
    }
  } catch (err) {
    document.body.dataset.busy = solver.busy() ? 'true' : '';
    if (S.asking === mine) S.asking = null;
    if (version !== S.version) return; // an edit stopped it: its answer is stale
    if (err && err.stopped && err.cause !== 'user') return; // what stopped it takes care of it
    status(verdictOf(version));
    if (!(err && err.stopped)) {
      // The command line's error is the answer: the one before goes,
      // as it would from a terminal.
      setAnswer(null, {});
      answerText('');
      setSecond(false);
    }
    failed(err);
    return owed(version);
  }
  if (S.asking === mine) S.asking = null;
  document.body.dataset.busy = solver.busy() ? 'true' : '';
  if (version !== S.version) return; // the puzzle changed meanwhile
  status(verdictOf(version));
  S.asked = version;
  const o = out[0] || {};
  const ms = r.cached ? ' (found by the setter\'s check)' : ` (${Math.round(r.ms)} ms)`;
  if (q === 'forced' && o.status === 'sat') S.forced = {version, fields: o};
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
        answerText((o.rules ? 'The rules alone cannot hold, already these: ' : o.fixes ? 'Without any one of these givens the rest have a solution: ' : o.opens ? "With the value of any one of these givens left open ('?') the puzzle has a solution: " : 'These givens cannot all hold: ') + o.conflict.join(', ') + ms + '.');
      } else {
        setAnswer(null, {});
        answerText((o.note ? capital(o.note) : 'Nothing conflicts') + ms + '.');
      }
      break;
    case 'suggest':
      if (o.suggest && o.suggest.length) {
        setAnswer(null, {suggest: o.suggest});
        // The command line's note goes with them: no clue of a solution
        // would do, so these are values of cells (QA: the page left it out).
        answerText('Add ' + o.suggest.join(', ') + ' to make it unique' + ms + '.' + (o.note ? ' ' + capital(o.note) + '.' : ''));
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
  owed(version);
}

// owed runs the setter's check of a version again, once a question of
// the user's that stopped it is answered.
function owed(version) {
  if (S.owed === version && version === S.version && $('setter').checked) check();
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
  if (r && (r.code === 0 || r.code === 1) && r.stdout.trim() && version === S.version && !(S.answer && S.answer.kind === 'second')) $('out-solution').value = r.stdout;
}

// secondText fills "Solution as text" with the second solution's text:
// what --all --limit 2 prints after the first solution's (the plain
// run's). It held the first's. An output of other shape (an input of
// several puzzles, with a heading each) leaves it empty.
async function secondText(version) {
  $('out-solution').value = '';
  const [one, two] = await Promise.all([run([], {json: false}), run(['--all', '--limit', '2'], {json: false})].map(p => p.catch(() => null)));
  if (!one || !two || version !== S.version || !S.answer || S.answer.kind !== 'second') return;
  if (one.code !== 0 || (two.code !== 0 && two.code !== 1) || !one.stdout.trim() || !two.stdout.startsWith(one.stdout)) return;
  const rest = two.stdout.slice(one.stdout.length).replace(/^\n+/, '');
  if (rest.trim()) $('out-solution').value = rest;
}

function setSecond(on) {
  document.querySelector('[data-q=second]').disabled = !on;
}

// setAnswer draws an answer on the board, and says so when the board
// cannot draw a field of it (a shape it does not know): a TypeError of
// the drawing used to show, prefixed as the command line's message.
function setAnswer(answer, marks) {
  S.answer = answer ? Object.assign({version: S.version}, answer) : null;
  S.marks = marks || {};
  const undrawn = redraw();
  if (undrawn.length) message(`The board cannot draw this answer's ${undrawn.join(', ')}: a form the page does not know.`);
}

// redraw draws the board, and returns the fields of the answer it could
// not draw.
function redraw() {
  const answer = S.answer && S.answer.version === S.version ? S.answer : null;
  const svg = $('board');
  const drawn = draw(svg, {genre: S.genre, puzzle: S.puzzle, answer, marks: S.marks, cursor: S.cursor});
  // The typed lines above the grid, which the board does not draw (the
  // mirror maze's totals, "size=5"): shown as typed.
  $('head').textContent = (S.puzzle && S.puzzle.head || '').trim();
  svg.dataset.version = S.version;
  svg.dataset.answer = answer ? answer.kind : '';
  return (drawn && drawn.undrawn) || [];
}

// ---- Setter's mode: after each edit, no solution, one or several, and
// the forced cells.

let checking = 0;

// check is the setter's check of the puzzle shown, in the background: a
// question of the user's stops it and runs it again after its answer
// (ask), and an edit stops it for the edited puzzle's (setToken). Its
// forced cells are drawn unless the board shows an answer the user asked
// for meanwhile.
async function check() {
  if (!S.source) return;
  const version = S.version;
  if (S.owed === version) S.owed = 0;
  // A check of an older puzzle that still runs would only hold this one
  // up: the worker is started afresh.
  if (checking && checking !== version) solver.restart((req, e) => e.background && (e !== solver.current || solver.runningFor() > 200), 'check');
  checking = version;
  stats.checks = (stats.checks || 0) + 1;
  const t0 = performance.now();
  status('Checking…');
  document.body.dataset.checked = '';
  try {
    const count = jsonLines(await run(['--count', '--limit', '2'], {background: true}))[0];
    if (version !== S.version) return;
    const n = count.count;
    const what = n === 0 ? 'none' : n === 1 ? 'one' : 'several';
    const words = {none: 'No solution.', one: 'One solution: unique.', several: 'Several solutions.'}[what];
    S.verdict = {version, words};
    // The verdict at once; the forced cells, which may take much longer
    // (minutes on a large open grid), after it.
    status(n > 0 ? `${words} Finding the forced cells…` : words);
    document.body.dataset.checked = what;
    document.body.dataset.checkedVersion = version;
    if (n > 0) {
      let forced = S.forced && S.forced.version === version ? S.forced.fields : null;
      if (!forced) {
        try {
          forced = jsonLines(await run(['--forced'], {background: true}))[0];
        } catch (err) {
          // A genre without a drawing of forced cells (the calendar):
          // the verdict stays, with why there are none (QA: the message
          // replaced it). Any other failure is told as one.
          if (!(err && /cannot draw a partly solved board/.test(err.message))) throw err;
          if (version !== S.version) return;
          status(`${words} No forced cells: ${err.message}.`);
          document.body.dataset.forcedVersion = version;
          return finish('check', t0);
        }
        if (version !== S.version) return;
        S.forced = {version, fields: forced};
      }
      if (S.asked !== version) {
        setAnswer({kind: 'forced', fields: forced}, {});
        status(`${words} Forced cells drawn.`);
      } else {
        status(`${words} Forced cells found: "Forced cells" draws them.`);
      }
    } else if (S.asked !== version) {
      setAnswer(null, {});
    }
    document.body.dataset.forcedVersion = version;
    finish('check', t0);
  } catch (err) {
    // Stopped by the page (an edit, a question of the user's), the check
    // is run again by what stopped it: no "Stopped" of the Stop button.
    if (version === S.version && !(err && err.stopped && err.cause !== 'user')) {
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

// setToken sets the token of a place of the typed grid. opts.alone: the
// token to set instead when tok is refused (the last key of a number
// typed as two keys, tok); opts.resume: what an edit refused must start
// again, as the edit that stopped it knew it.
async function setToken(place, tok, opts) {
  if (!S.puzzle || !S.puzzle.grid) return;
  opts = opts || {};
  // An edit builds on the edits before it, which may not be back from
  // the worker yet: each used to start from the grid shown, and only the
  // last of several quick edits stayed.
  const grid = (S.editing || S.puzzle.grid).map(row => row.slice());
  grid[place.i][place.j] = tok;
  S.editing = grid;
  const edit = ++S.edits;
  // A question about the puzzle before the edit (a setter's check, an
  // answer asked for) is stale if the edit holds: the worker is started
  // afresh rather than the edit waiting for it, minutes on a large grid.
  // What it stopped is noted, to start it again if the edit is refused:
  // a refused key stopped the check for good ("Stopped", and the puzzle
  // was never checked again).
  const resume = opts.resume || {version: S.version, check: checking === S.version || S.owed === S.version, ask: S.asking && S.asking.version === S.version ? S.asking.q : null};
  const several = S.puzzle.count > 1 ? S.puzzle.count : 0;
  if (solver.restart(req => req.op === 'run', 'edit') && resume.check) status('Checking…');
  let r;
  try {
    r = await solver.call({op: 'grid', genre: S.genre, grid, head: S.puzzle.head || ''});
  } catch (err) {
    if (edit !== S.edits) return; // a later edit carries this one
    S.editing = null;
    failed(err);
    return refused(resume);
  }
  if (edit !== S.edits) return; // a later edit carries this one
  if (r.error) {
    S.editing = null;
    if (opts.alone !== undefined) {
      // "35" is no value here: the 5 alone.
      if (S.typed && S.typed.tok === tok) S.typed.tok = opts.alone;
      return setToken(place, opts.alone, {resume});
    }
    message(r.error);
    return refused(resume);
  }
  message('');
  // As the genre reads it back: a Sudoku's 0 is an empty cell.
  const now = (r.puzzle && r.puzzle.grid && r.puzzle.grid[place.i] && r.puzzle.grid[place.i][place.j]) || tok;
  // The board holds the input's first puzzle: an edit keeps that one
  // alone, and says so (the others went without a word).
  const rest = several ? ` The input's other ${several - 1} puzzle${several > 2 ? 's are' : ' is'} left out: the board edits the first.` : '';
  show(r, `${S.genre}: ${describe(place)} is now ${now === '.' ? 'empty' : now}.${rest}`, edit);
}

// refused starts again what an edit that was refused stopped: the
// puzzle is the one before it, and so are its check and question.
function refused(resume) {
  if (resume.version !== S.version) return;
  if (resume.ask) {
    if (resume.check) S.owed = resume.version; // after the answer
    ask(resume.ask);
  } else if (resume.check && $('setter').checked) {
    check();
  }
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
  // Digits typed in quick succession at one place make one number ("14")
  // where a number that large can be a value there: Akari's "11" was
  // refused and the edit lost, and a Sudoku's 3 corrected to 5 made "35".
  // Where the page does not know the largest value, a number refused is
  // the last digit alone.
  const now = performance.now();
  let tok = e.key, alone;
  if (S.typed && S.typed.x === p.x && S.typed.y === p.y && now - S.typed.at < 800 && /^[1-9][0-9]*$/.test(S.typed.tok + tok)) {
    const most = largestOf(S.genre, S.puzzle, p);
    if (most === undefined || Number(S.typed.tok + tok) <= most) {
      alone = tok;
      tok = S.typed.tok + tok;
    }
  }
  S.typed = {x: p.x, y: p.y, at: now, tok};
  setToken(p, tok, {alone});
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
  const resume = leaveSearch();
  // A size that is no whole number (2.5, the field takes it) is sent as
  // 0, which the worker refuses with the message every bad size gets.
  const size = (id) => { const v = Number($(id).value); return Number.isInteger(v) ? v : 0; };
  const r = await solver.call({op: 'blank', genre, rows: size('rows'), cols: size('cols')}).catch(failed);
  if (!r || r.error) {
    resume();
    if (r) message(r.error);
    return;
  }
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
  const resume = leaveSearch();
  status('Generating…');
  const t0 = performance.now();
  let out;
  try {
    out = jsonLines(await solver.call({op: 'run', args}));
  } catch (err) {
    status('');
    resume();
    return failed(err);
  }
  status('');
  const g = out[0];
  if (!g || !g.input) {
    resume();
    return message('puzzlesat: generate gave no puzzle');
  }
  const input = typeof g.input === 'string' ? g.input : JSON.stringify(g.input);
  const r = await solver.call({op: 'read', input, genre}).catch(failed);
  if (!r || r.error) {
    resume();
    if (r) message(r.error);
    return;
  }
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
    S.owed = 0;
    solver.stop('user');
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
