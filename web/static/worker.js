// The page's Web Worker: it runs puzzlesat's WebAssembly (web/wasm), so
// that a search never freezes the page. The page sends it the compiled
// module once ({module}), then requests ({id, req}) one at a time; each
// answer comes back as {id, resp}. The page stops a search by ending this
// worker and starting a fresh one from the same module: gophersat cannot
// be interrupted, and Go keeps this thread until it answers.
'use strict';

importScripts('wasm_exec.js');

let started = null;

// fatal is the Go runtime's last words when it dies ("fatal error: out of
// memory"), which wasm_exec.js writes to the console line by line: the
// page tells the user what stopped the solver.
let fatal = '';
const log = console.log.bind(console);
console.log = (...args) => {
  const line = args.join(' ');
  if (!fatal && /^(fatal error|runtime: out of memory|panic): /.test(line)) fatal = line;
  log(...args);
};

self.puzzlesatReady = () => {
  postMessage({ready: true, ms: performance.now() - started});
};

self.onmessage = async (e) => {
  const m = e.data;
  if (m.module) {
    started = performance.now();
    const go = new Go();
    try {
      const instance = await WebAssembly.instantiate(m.module, go.importObject);
      go.run(instance).then(() => postMessage({exited: true, fatal}));
    } catch (err) {
      postMessage({failed: String(err)});
    }
    return;
  }
  const t0 = performance.now();
  self.puzzlesat(JSON.stringify(m.req), (resp) => {
    postMessage({id: m.id, resp: JSON.parse(resp), ms: performance.now() - t0});
  });
};
