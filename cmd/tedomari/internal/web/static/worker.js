// worker.js: the WebAssembly engine (cmd/tedomari/wasm) in a Web Worker.
// Each message {id, name, query, body} is answered by
// {id, status, answer} or {id, status, error}, as /api/NAME would answer.
"use strict";
importScripts("wasm_exec.js");
const ready = (async () => {
  const go = new Go();
  const resp = await fetch("tedomari.wasm");
  const { instance } = await WebAssembly.instantiateStreaming(resp, go.importObject);
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
