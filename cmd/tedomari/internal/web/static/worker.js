// worker.js: the WebAssembly engine (cmd/tedomari/wasm) in a Web Worker.
// Each message {id, name, query, body} is answered by
// {id, status, answer} or {id, status, error}, as /api/NAME would answer.
"use strict";
importScripts("wasm_exec.js");
const ready = (async () => {
  const go = new Go();
  // The engine is stored gzipped (about a quarter of its size) and
  // unpacked here, so that any static host serves it small.
  const resp = await fetch("tedomari.wasm.gz");
  if (!resp.ok) throw new Error("loading the engine: HTTP " + resp.status);
  const bytes = await new Response(resp.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
  const { instance } = await WebAssembly.instantiate(bytes, go.importObject);
  go.run(instance); // registers tedomariCall, then waits
})();
onmessage = async (e) => {
  const { id, name, query, body } = e.data;
  try {
    await ready;
    const out = JSON.parse(self.tedomariCall(name, query, body));
    postMessage({ id, ...out });
  } catch (err) {
    postMessage({ id, status: 500, error: "the engine failed: " + err });
  }
};
