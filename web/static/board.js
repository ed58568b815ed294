// The board, drawn as SVG in each genre's look, with an answer drawn on it.
//
// The drawing's unit is a cell: cell (r, c) of the board covers x from c
// to c+1 and y from r to r+1, so the dots between cells are the integer
// points. Clues in the margins lie outside [0, cols] × [0, rows]. Every
// mark of an answer carries the JSON field it draws (data-key) and the
// value it stands for (data-v), at the place it is drawn: the tests read
// the drawn answer back from these.
//
// A genre's look (looks, below) says how its clues and its answer's
// values are drawn; a genre without one gets the default look: tokens as
// text, "#" as a black cell, the answer's fields by their kind (grid,
// shaded, stars, loop, path, regions, bridges, dominoes, pieces...).

const NS = 'http://www.w3.org/2000/svg';

function el(parent, tag, attrs, text) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v !== undefined && v !== null) e.setAttribute(k, v);
  }
  if (text !== undefined) e.textContent = text;
  if (parent) parent.appendChild(e);
  return e;
}

// label draws text centred in the cell whose top-left corner is (x, y).
function label(g, x, y, text, cls, attrs) {
  const size = text.length > 2 ? 0.4 : text.length > 1 ? 0.5 : 0.62;
  return el(g, 'text', Object.assign({x: x + 0.5, y: y + 0.54, class: cls || 'tok', 'font-size': size}, attrs || {}), text);
}

// Glyphs of answer values, by the character of a "grid" row string.
function drawGlyph(g, ch, x, y, cls) {
  switch (ch) {
    case '*': // a light (Akari)
      el(g, 'circle', {cx: x + 0.5, cy: y + 0.5, r: 0.3, class: cls + ' bulb'});
      return;
    case '#':
      el(g, 'rect', {x: x + 0.04, y: y + 0.04, width: 0.92, height: 0.92, class: cls + ' fill'});
      return;
    case '/':
      el(g, 'line', {x1: x + 0.12, y1: y + 0.88, x2: x + 0.88, y2: y + 0.12, class: cls + ' mirror'});
      return;
    case '\\':
      el(g, 'line', {x1: x + 0.12, y1: y + 0.12, x2: x + 0.88, y2: y + 0.88, class: cls + ' mirror'});
      return;
    case '^': // a tent
      el(g, 'path', {d: `M${x + 0.5} ${y + 0.15}L${x + 0.85} ${y + 0.82}H${x + 0.15}Z`, class: cls + ' tent'});
      return;
    case 'T': // a tree
      el(g, 'circle', {cx: x + 0.5, cy: y + 0.42, r: 0.28, class: 'tree'});
      el(g, 'rect', {x: x + 0.45, y: y + 0.62, width: 0.1, height: 0.26, class: 'trunk'});
      return;
  }
  if ('1234'.includes(ch) && g.dataset.look === 'shakashaka') {
    // A black triangle by the corner of its right angle: lower left,
    // upper left, upper right, lower right.
    const c = [[x, y + 1], [x, y], [x + 1, y], [x + 1, y + 1]];
    const k = Number(ch) - 1;
    const pts = [c[k], c[(k + 1) % 4], c[(k + 3) % 4]];
    el(g, 'path', {d: 'M' + pts.map(p => p.join(' ')).join('L') + 'Z', class: cls + ' fill'});
    return;
  }
  label(g, x, y, ch, cls);
}

// The looks of the genres: how clue tokens and answers are drawn.
//   clue(g, tok, x, y, board): draws a token of the board's cell.
//   regions(puzzle): each cell's region, row by row (thick borders).
//   loop: "dots" when the loop runs along the cells' edges.
//   lines: false to draw dots instead of the grid's lines.
//   cycle: the tokens a click on a cell steps through.
//   largest(puzzle, place): the largest number a place's token can be,
//     where the page knows it (see largestOf).
const side = (p) => Math.max(p.rows, p.cols);
const cells = (p) => p.rows * p.cols;
const looks = {
  akari: {
    clue(g, tok, x, y) {
      if (tok === '.') return;
      el(g, 'rect', {x, y, width: 1, height: 1, class: 'wall'});
      if (tok !== '#') label(g, x, y, tok, 'tok on-wall');
    },
    lit: true,
    cycle: ['.', '#', '0', '1', '2', '3', '4'],
    largest: () => 4,
  },
  binox: {cycle: ['.', 'X', 'O']},
  troix: {cycle: ['.', 'X', 'O', 'I']},
  hitori: {shadedOver: true},
  magnets: {
    // The dominoes of the layout, by their halves (L R, T B).
    clue(g, tok, x, y) {
      if (tok === 'L') el(g, 'rect', {x: x + 0.08, y: y + 0.08, width: 1.84, height: 0.84, rx: 0.2, class: 'domino-outline'});
      else if (tok === 'T') el(g, 'rect', {x: x + 0.08, y: y + 0.08, width: 0.84, height: 1.84, rx: 0.2, class: 'domino-outline'});
    },
  },
  masyu: {
    clue(g, tok, x, y) {
      if (tok === 'W' || tok === 'B') el(g, 'circle', {cx: x + 0.5, cy: y + 0.5, r: 0.3, class: tok === 'W' ? 'pearl white' : 'pearl black'});
      else defaultClue(g, tok, x, y);
    },
    pearlsOver: true,
  },
  nonogram: {blankClue: '-'},
  fillomino: {largest: cells},
  nurikabe: {largest: cells},
  hashi: {largest: () => 8},
  futoshiki: {largest: side},
  skyscraper: {largest: side},
  kurodoko: {shadedOver: true, cycle: ['.'], largest: (p) => p.rows + p.cols - 1},
  tents: {cycle: ['.', 'T']},
  starbattle: {regions: lettersRegions, clue() {}},
  sudoku: {largest: side},
  slitherlink: {loop: 'dots', lines: false, largest: () => 3},
  galaxies: {regionsAnswer: true},
  mirrormaze: {cycle: ['.', '/', '\\']},
  shakashaka: {},
  slant: {loop: 'dots'},
};

function look(genre) {
  return looks[genre] || {};
}

// largestOf returns the largest number a place of a genre's puzzle can
// hold (a clue, a value), or undefined where the page does not know it:
// the page joins two digits typed quickly into one number only where it
// can be one.
export function largestOf(genre, puzzle, place) {
  const lk = look(genre);
  return lk.largest && puzzle && puzzle.rows > 0 ? lk.largest(puzzle, place) : undefined;
}

// lettersRegions makes regions of a grid of region letters.
function lettersRegions(p) {
  if (!p.grid) return null;
  const ids = {};
  const out = [];
  for (let r = 0; r < p.rows; r++) {
    const row = [];
    for (let c = 0; c < p.cols; c++) {
      const t = p.grid[p.top + r][p.left + c];
      if (!(t in ids)) ids[t] = Object.keys(ids).length;
      row.push(ids[t]);
    }
    out.push(row);
  }
  return out;
}

// The board's size and margins, from the puzzle, else from an answer.
export function geometry(puzzle, fields) {
  if (puzzle && puzzle.rows > 0) {
    return {rows: puzzle.rows, cols: puzzle.cols, top: puzzle.top || 0, right: puzzle.right || 0, bottom: puzzle.bottom || 0, left: puzzle.left || 0};
  }
  let rows = 0, cols = 0;
  const grow = (r, c) => {
    if (Number.isFinite(r) && Number.isFinite(c)) { rows = Math.max(rows, r + 1); cols = Math.max(cols, c + 1); }
  };
  for (const [key, v] of Object.entries(solutionFields(fields || {}))) {
    if (!drawable(key, v)) continue;
    switch (key) {
      case 'grid': case 'shaded': case 'regions': case 'forced':
        v.forEach((row, r) => grow(r, (typeof row === 'string' ? [...row] : row).length - 1));
        break;
      case 'queens':
        grow(v.length - 1, v.length - 1);
        break;
      case 'stars': case 'forced_stars': case 'forced_blanks':
        v.forEach(([r, c]) => grow(r, c));
        break;
      case 'pieces':
        Object.values(v).forEach(cells => cells.forEach(([r, c]) => grow(r, c)));
        break;
      case 'bridges': case 'dominoes':
        v.forEach(b => { grow(b[0], b[1]); grow(b[2], b[3]); });
        break;
      case 'on':
        v.forEach(([[r1, c1], [r2, c2]]) => { grow(r1, c1); grow(r2, c2); });
        break;
      case 'loop': case 'path':
        v.forEach(([r, c]) => grow(r, c));
        break;
      case 'paths':
        v.forEach(p => p.forEach(([r, c]) => grow(r, c)));
        break;
    }
  }
  return {rows, cols, top: 0, right: 0, bottom: 0, left: 0};
}

// solutionFields returns the fields that draw a board, unwrapping a
// forced answer ({"forced": {"grid": ...}}, {"forced": rows}, or Queens'
// {"forced": [column, ...]}: a column a row, -1 where the solutions
// differ, drawn as the queens every solution places). The rows of a genre
// whose answer is regions (Galaxies: a galaxy's number, -1 where the
// solutions differ) are regions.
export function solutionFields(fields, genre) {
  if (fields && fields.forced !== undefined) {
    const f = fields.forced;
    if (f && !Array.isArray(f) && typeof f === 'object') return f;
    if (Array.isArray(f) && f.length > 0 && f.every(c => typeof c === 'number')) return {queens: f};
    if (genre && look(genre).regionsAnswer) return {regions: f};
    return {grid: f};
  }
  return fields;
}

// The shapes of the fields the board draws: a field of another shape is
// not drawn (draw says which), rather than a TypeError halfway.
const isNum = (n) => typeof n === 'number' && Number.isFinite(n);
const isCell = (p) => Array.isArray(p) && p.length >= 2 && isNum(p[0]) && isNum(p[1]);
const isList = (v, each) => Array.isArray(v) && v.every(each);
const shapes = {
  grid: (v) => isList(v, row => typeof row === 'string' || isList(row, ch => typeof ch === 'string' || isNum(ch))),
  shaded: (v) => shapes.grid(v),
  regions: (v) => isList(v, row => isList(row, isNum)),
  queens: (v) => isList(v, c => Number.isInteger(c)),
  stars: (v) => isList(v, isCell),
  forced_stars: (v) => isList(v, isCell),
  forced_blanks: (v) => isList(v, isCell),
  loop: (v) => isList(v, isCell),
  path: (v) => isList(v, isCell),
  paths: (v) => isList(v, p => isList(p, isCell)),
  on: (v) => isList(v, e => Array.isArray(e) && e.length === 2 && isCell(e[0]) && isCell(e[1])),
  bridges: (v) => isList(v, b => Array.isArray(b) && b.length >= 5 && b.every(isNum)),
  dominoes: (v) => isList(v, d => Array.isArray(d) && d.length >= 4 && d.every(isNum)),
  pieces: (v) => v !== null && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every(cs => isList(cs, isCell)),
};

// drawable says whether a field of an answer is one the board draws, in
// a shape it knows.
function drawable(key, v) {
  return shapes[key] !== undefined && shapes[key](v);
}

// The keys of an answer that the board draws.
export const drawnKeys = ['grid', 'shaded', 'stars', 'queens', 'loop', 'path', 'paths', 'on', 'regions', 'bridges', 'dominoes', 'pieces', 'forced_stars', 'forced_blanks'];

// tokenPlaces places the tokens of a puzzle's typed grid: [{i, j, x, y,
// tok, side}], (x, y) the top-left corner of the square the token is
// drawn in: a cell of the board, a clue beside it (side "top", "left"...),
// or, for clues on the dots between cells, the square around a dot. The
// places of the margins without a token ("", a gap in a list of clues)
// are there too, for the setter to type in; the corners are not.
export function tokenPlaces(p) {
  const out = [];
  if (!p || !p.grid) return out;
  const top = p.top || 0, left = p.left || 0;
  p.grid.forEach((row, i) => {
    row.forEach((tok, j) => {
      if (p.dots) {
        out.push({i, j, x: j - 0.5, y: i - 0.5, tok, side: 'dot'});
        return;
      }
      const inRows = i >= top && i < top + p.rows, inCols = j >= left && j < left + p.cols;
      if (!inRows && !inCols) return;
      const side = inRows && inCols ? 'cell' : !inRows ? (i < top ? 'top' : 'bottom') : (j < left ? 'left' : 'right');
      out.push({i, j, x: j - left, y: i - top, tok, side});
    });
  });
  return out;
}

// A name as the command line gives it ("r3c4=7", "r3c4 shaded", "top
// 2=3", "row 3") as places on the board: [{x, y, v}] or a row or column.
export function placesOf(name, geo) {
  let m = /^r(\d+)c(\d+)(?:\s*=\s*(.+)|\s+(.+))?$/.exec(name);
  if (m) return [{x: Number(m[2]) - 1, y: Number(m[1]) - 1, v: m[3] !== undefined ? m[3] : m[4]}];
  m = /^(top|bottom|left|right)\s+(\d+)(?:\s*=\s*(.+))?$/.exec(name);
  if (m) {
    const k = Number(m[2]) - 1;
    const place = {top: {x: k, y: -1}, bottom: {x: k, y: geo.rows}, left: {x: -1, y: k}, right: {x: geo.cols, y: k}}[m[1]];
    return [Object.assign(place, {v: m[3]})];
  }
  m = /^(row|column)\s+(\d+)$/.exec(name);
  if (m) {
    const k = Number(m[2]) - 1;
    const out = [];
    if (m[1] === 'row') for (let c = 0; c < geo.cols; c++) out.push({x: c, y: k, line: true});
    else for (let r = 0; r < geo.rows; r++) out.push({x: k, y: r, line: true});
    return out;
  }
  return [];
}

// draw draws the board: view.puzzle (a PagePuzzle, or null) and
// view.answer ({kind: "solution" | "forced" | "second", fields}), marks
// of named places (view.marks: {conflict, suggest, hint, reason}) and
// the cursor (view.cursor: {x, y}). It returns {undrawn}: the fields of
// the answer it could not draw (a shape it does not know).
export function draw(svg, view) {
  while (svg.firstChild) svg.removeChild(svg.firstChild);
  const undrawn = [];
  const lk = look(view.genre);
  const fields = view.answer ? solutionFields(view.answer.fields, view.genre) : null;
  const geo = geometry(view.puzzle, view.answer && view.answer.fields);
  svg.dataset.rows = geo.rows;
  svg.dataset.cols = geo.cols;
  if (geo.rows === 0) {
    svg.setAttribute('viewBox', '0 0 10 3');
    el(svg, 'text', {x: 5, y: 1.6, class: 'empty', 'font-size': 0.5}, 'no board yet');
    if (fields) for (const key of Object.keys(fields)) if (shapes[key] && !drawable(key, fields[key])) undrawn.push(key);
    return {undrawn};
  }
  const pad = 0.3;
  const x0 = -geo.left - pad, y0 = -geo.top - pad;
  const w = geo.cols + geo.left + geo.right + 2 * pad, h = geo.rows + geo.top + geo.bottom + 2 * pad;
  svg.setAttribute('viewBox', `${x0} ${y0} ${w} ${h}`);
  const cell = Math.max(16, Math.min(44, 640 / Math.max(w, h)));
  svg.setAttribute('width', Math.round(w * cell));
  svg.setAttribute('height', Math.round(h * cell));
  const root = el(svg, 'g', {'data-look': view.genre});
  const puzzle = view.puzzle;

  // Regions of the answer (Galaxies) or the puzzle.
  let regions = puzzle && puzzle.regions;
  if (!regions && lk.regions && puzzle) regions = lk.regions(puzzle);
  // A forced answer's regions are drawn where they are galaxies (-1 a
  // cell the solutions put in different ones), not where they are the
  // pieces that known borders part (Palisade's: open borders between).
  const answerRegions = fields && drawable('regions', fields.regions) &&
    (view.answer.kind !== 'forced' || lk.regionsAnswer) ? fields.regions : null;

  // The cells.
  const bg = el(root, 'g', {class: 'cells'});
  el(bg, 'rect', {x: 0, y: 0, width: geo.cols, height: geo.rows, class: 'board'});
  if (answerRegions) {
    const palette = 8;
    answerRegions.forEach((row, r) => row.forEach((id, c) => {
      if (id >= 0) el(bg, 'rect', {x: c, y: r, width: 1, height: 1, class: 'region-fill r' + (id % palette)});
    }));
  }

  // Clues of the typed grid.
  const clues = el(root, 'g', {class: 'clues'});
  const given = {};
  for (const t of tokenPlaces(puzzle)) {
    if (t.side === 'cell') {
      given[t.y + ',' + t.x] = t.tok;
      if (lk.clue) lk.clue(clues, t.tok, t.x, t.y, puzzle);
      else defaultClue(clues, t.tok, t.x, t.y);
    } else if (t.side === 'dot') {
      if (t.tok !== '.' && t.tok !== '') {
        el(clues, 'circle', {cx: t.x + 0.5, cy: t.y + 0.5, r: 0.27, class: 'dotclue'});
        label(clues, t.x, t.y, t.tok, 'tok dotclue-text', {'font-size': 0.4});
      }
    } else if (t.tok !== '.' && t.tok !== '' && !(lk.blankClue && lk.blankClue === t.tok)) {
      label(clues, t.x, t.y, t.tok, 'tok margin');
    }
  }
  // Clues at points in half cells (Galaxies' centres).
  for (const [y, x] of (puzzle && puzzle.points) || []) {
    el(clues, 'circle', {cx: x / 2, cy: y / 2, r: 0.2, class: 'pointclue'});
  }
  if (puzzle && puzzle.grid === undefined && fields === null) {
    el(clues, 'text', {x: geo.cols / 2, y: geo.rows / 2, class: 'empty', 'font-size': 0.5}, '');
  }

  // The grid's lines, then the regions' borders.
  const lines = el(root, 'g', {class: 'lines'});
  if (lk.lines === false) {
    for (let r = 0; r <= geo.rows; r++) for (let c = 0; c <= geo.cols; c++) el(lines, 'circle', {cx: c, cy: r, r: 0.06, class: 'dot'});
  } else {
    let d = '';
    for (let r = 0; r <= geo.rows; r++) d += `M0 ${r}H${geo.cols}`;
    for (let c = 0; c <= geo.cols; c++) d += `M${c} 0V${geo.rows}`;
    el(lines, 'path', {d, class: 'gridline'});
  }
  const borders = answerRegions || regions;
  if (borders) drawBorders(root, borders, geo);
  el(root, 'rect', {x: 0, y: 0, width: geo.cols, height: geo.rows, class: 'frame'});

  // The answer, and the clues a line passes over (Masyu's pearls).
  if (fields) undrawn.push(...drawAnswer(root, view, fields, geo, lk, given));
  if (fields && (lk.pearlsOver || (puzzle && puzzle.dots))) root.appendChild(clues);

  // Marks of named places: conflicts, suggestions, the hint.
  const marks = view.marks || {};
  const mg = el(root, 'g', {class: 'marks'});
  for (const name of marks.reason || []) {
    for (const p of placesOf(name, geo)) el(mg, 'rect', {x: p.x + 0.06, y: p.y + 0.06, width: 0.88, height: 0.88, class: 'reason'});
  }
  for (const name of marks.conflict || []) {
    for (const p of placesOf(name, geo)) el(mg, 'rect', {x: p.x + 0.05, y: p.y + 0.05, width: 0.9, height: 0.9, class: 'conflict', 'data-name': name});
  }
  for (const name of marks.suggest || []) {
    for (const p of placesOf(name, geo)) {
      el(mg, 'rect', {x: p.x + 0.05, y: p.y + 0.05, width: 0.9, height: 0.9, class: 'suggest', 'data-name': name});
      if (p.v !== undefined) valueMark(mg, p.v, p.x, p.y, 'suggested');
    }
  }
  if (marks.hint) {
    for (const p of placesOf(marks.hint, geo)) {
      el(mg, 'rect', {x: p.x + 0.03, y: p.y + 0.03, width: 0.94, height: 0.94, class: 'hint', 'data-name': marks.hint});
      if (p.v !== undefined) valueMark(mg, p.v, p.x, p.y, 'hinted');
    }
  }
  if (view.cursor) {
    el(root, 'rect', {x: view.cursor.x + 0.04, y: view.cursor.y + 0.04, width: 0.92, height: 0.92, class: 'cursor'});
  }
  svg.dataset.undrawn = undrawn.join(' ');
  return {undrawn};
}

// valueMark draws a value named by the command line ("7", "X", "light",
// "shaded") in a cell.
function valueMark(g, v, x, y, cls) {
  const word = {light: '*', shaded: '#', star: '★', tent: '^'}[v];
  if (word) drawGlyph(g, word, x, y, cls);
  else if (v.length <= 3) label(g, x, y, v, 'tok ' + cls);
}

function defaultClue(g, tok, x, y) {
  if (tok === '.' || tok === '?') return;
  if (tok === '#') {
    el(g, 'rect', {x, y, width: 1, height: 1, class: 'wall'});
    return;
  }
  if (tok === 'T' || tok === '/' || tok === '\\') {
    drawGlyph(g, tok, x, y, 'given');
    return;
  }
  label(g, x, y, tok, 'tok given');
}

// drawBorders draws thick lines between cells of different regions.
function drawBorders(g, ids, geo) {
  let d = '';
  for (let r = 0; r < geo.rows; r++) {
    for (let c = 0; c < geo.cols; c++) {
      // A border between two cells of regions known to differ: not
      // beside a cell whose region is open (-1, a forced answer's).
      const id = ids[r] && ids[r][c];
      const apart = (other) => other !== id && !(id < 0 || other < 0);
      if (c + 1 < geo.cols && apart(ids[r][c + 1])) d += `M${c + 1} ${r}V${r + 1}`;
      if (r + 1 < geo.rows && apart(ids[r + 1][c])) d += `M${c} ${r + 1}H${c + 1}`;
    }
  }
  el(g, 'path', {d, class: 'border'});
}

// cellsOf reads rows of a grid field: strings (a character a cell) or
// arrays.
function cellsOf(row) {
  return typeof row === 'string' ? [...row] : row;
}

// mark starts the group that draws one value of an answer's field.
function mark(g, key, v, x, y, extra) {
  return el(g, 'g', Object.assign({class: 'mark', 'data-key': key, 'data-v': typeof v === 'string' ? v : JSON.stringify(v), 'data-x': x, 'data-y': y}, extra || {}));
}

// drawAnswer draws the fields of an answer, and returns those it could
// not draw: a field of a shape it does not know, or whose drawing failed,
// is left out (its marks removed).
function drawAnswer(root, view, fields, geo, lk, given) {
  const kind = view.answer.kind;
  const g = el(root, 'g', {class: 'answer ' + kind, 'data-kind': kind, 'data-look': view.genre});
  const undrawn = [];
  for (const [key, v] of Object.entries(fields)) {
    if (!shapes[key]) continue; // not a field the board draws (status, puzzle...)
    const before = g.childNodes.length;
    try {
      if (!drawable(key, v)) throw new TypeError(key);
      drawField(g, key, v, kind, geo, lk, given);
    } catch (err) {
      while (g.childNodes.length > before) g.removeChild(g.lastChild);
      undrawn.push(key);
    }
  }
  return undrawn;
}

// drawField draws one field of an answer.
function drawField(g, key, v, kind, geo, lk, given) {
  const forced = kind === 'forced';
  const cls = 'ans';
  switch (key) {
    case 'grid':
    case 'shaded': {
      // '?' leaves a cell open in a forced answer; where a field has
      // them, '.' is a value decided (no light, not shaded).
      const open = forced && JSON.stringify(v).includes('?');
      v.forEach((row, r) => cellsOf(row).forEach((ch, c) => {
        const m = mark(g, key, ch, c, r);
        if (typeof ch === 'number') {
          if (ch === 0) return;
          if (String(ch) === given[r + ',' + c]) return; // a given, drawn
          label(m, c, r, String(ch), 'tok ' + cls);
          return;
        }
        if (ch === '?' || (ch === '.' && !open)) return;
        if (ch === '.') {
          el(m, 'circle', {cx: c + 0.5, cy: r + 0.5, r: 0.07, class: 'decided'});
          return;
        }
        const tok = given[r + ',' + c];
        if (tok === ch && key === 'grid') return; // a given, drawn
        if (key === 'shaded' && ch === '#') {
          el(m, 'rect', {x: c, y: r, width: 1, height: 1, class: 'shade'});
          if (tok !== undefined && tok !== '.') label(m, c, r, tok, 'tok on-wall');
          return;
        }
        drawGlyph(m, ch, c, r, cls);
      }));
      if (lk.lit && key === 'grid') drawLit(g, v, geo);
      break;
    }
    case 'stars':
    case 'forced_stars':
      for (const [r, c] of v) label(mark(g, key, [r, c], c, r), c, r, '★', 'tok star');
      break;
    case 'forced_blanks':
      for (const [r, c] of v) el(mark(g, key, [r, c], c, r), 'circle', {cx: c + 0.5, cy: r + 0.5, r: 0.07, class: 'decided'});
      break;
    case 'queens':
      // -1: a row whose queen the solutions place differently (forced).
      v.forEach((c, r) => { if (c >= 0) label(mark(g, key, c, c, r), c, r, '♛', 'tok queen'); });
      break;
    case 'regions':
      v.forEach((row, r) => row.forEach((id, c) => mark(g, key, id, c, r)));
      break;
    case 'pieces': {
      const letters = Object.keys(v).sort();
      letters.forEach((letter, k) => {
        for (const [r, c] of v[letter]) {
          const m = mark(g, key, letter, c, r);
          el(m, 'rect', {x: c, y: r, width: 1, height: 1, class: 'region-fill r' + (k % 8)});
          label(m, c, r, letter, 'tok piece');
        }
      });
      const ids = [];
      for (let r = 0; r < geo.rows; r++) ids.push(new Array(geo.cols).fill(-1));
      letters.forEach((letter, k) => v[letter].forEach(([r, c]) => { ids[r][c] = k; }));
      drawBorders(g, ids, geo);
      break;
    }
    case 'loop':
    case 'path': {
      const off = lk.loop === 'dots' && key === 'loop' ? 0 : 0.5;
      const pts = v.map(([r, c]) => `${c + off} ${r + off}`).join(' ');
      el(g, key === 'loop' ? 'polygon' : 'polyline', {points: pts, class: 'line ' + key, 'data-key': key, 'data-off': off});
      break;
    }
    case 'on': {
      // The edges every solution has (a forced answer): between the
      // dots of a loop of edges, or the centres of cells.
      const off = lk.loop === 'dots' ? 0 : 0.5;
      for (const [[r1, c1], [r2, c2]] of v) {
        el(g, 'line', {x1: c1 + off, y1: r1 + off, x2: c2 + off, y2: r2 + off, class: 'line on', 'data-key': key, 'data-v': JSON.stringify([[r1, c1], [r2, c2]])});
      }
      break;
    }
    case 'paths':
      v.forEach((p, k) => {
        const pts = p.map(([r, c]) => `${c + 0.5} ${r + 0.5}`).join(' ');
        el(g, 'polyline', {points: pts, class: 'line path p' + (k % 8), 'data-key': key, 'data-k': k, 'data-off': 0.5});
      });
      break;
    case 'bridges':
      for (const [r1, c1, r2, c2, n] of v) {
        const m = mark(g, key, [r1, c1, r2, c2, n], c1, r1);
        const dx = r1 === r2 ? 0 : 0.12, dy = r1 === r2 ? 0.12 : 0;
        const offs = n === 2 ? [-1, 1] : [0];
        for (const o of offs) {
          el(m, 'line', {x1: c1 + 0.5 + o * dx, y1: r1 + 0.5 + o * dy, x2: c2 + 0.5 + o * dx, y2: r2 + 0.5 + o * dy, class: 'bridge'});
        }
      }
      break;
    case 'dominoes':
      for (const [r1, c1, r2, c2] of v) {
        const m = mark(g, key, [r1, c1, r2, c2], c1, r1);
        el(m, 'rect', {x: Math.min(c1, c2) + 0.1, y: Math.min(r1, r2) + 0.1, width: Math.abs(c2 - c1) + 0.8, height: Math.abs(r2 - r1) + 0.8, rx: 0.3, class: 'domino'});
      }
      break;
  }
}

// drawLit shades the cells a light shines on (Akari).
function drawLit(g, rows, geo) {
  const cells = rows.map(cellsOf);
  const lit = el(g, 'g', {class: 'lit'});
  const wall = (r, c) => !'.*?'.includes(cells[r][c]);
  cells.forEach((row, r) => row.forEach((ch, c) => {
    if (ch !== '*') return;
    for (const [dr, dc] of [[0, 1], [0, -1], [1, 0], [-1, 0]]) {
      for (let rr = r + dr, cc = c + dc; rr >= 0 && rr < geo.rows && cc >= 0 && cc < geo.cols && !wall(rr, cc); rr += dr, cc += dc) {
        if (cells[rr][cc] !== '*') el(lit, 'rect', {x: cc, y: rr, width: 1, height: 1, class: 'litcell'});
      }
    }
  }));
  g.insertBefore(lit, g.firstChild);
}

// cycleOf returns the tokens a click steps through for a genre.
export function cycleOf(genre) {
  return look(genre).cycle || null;
}
