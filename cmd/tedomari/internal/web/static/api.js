// api.js: one way for every page to ask the engine, wherever it runs.
//
// tedomari.api(name, params, body) returns a promise of the answer of the
// API call name (value, region, ...; README "tedomari serve"), params an
// object of strings or arrays of strings, body a diagram or undefined.
// When the page is served by `tedomari serve` (<meta name="tedomari-engine"
// content="server">) it asks /api/NAME; in a static export ("wasm") it asks
// the WebAssembly engine in a Web Worker (worker.js). Both answer the same
// JSON; a failure rejects with an Error whose message is the engine's.
"use strict";
(function () {
  const engine = document.querySelector('meta[name="tedomari-engine"]').content;
  const workerTimeout = 60000; // ms: a call that takes longer is stopped
  let worker = null;
  let seq = 0;
  const pending = new Map();

  function query(params) {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(params || {})) {
      for (const x of Array.isArray(v) ? v : [v]) {
        if (x !== undefined && x !== null) q.append(k, String(x));
      }
    }
    return q;
  }

  function failAll(message) {
    for (const [, p] of pending) { clearTimeout(p.timer); p.reject(new Error(message)); }
    pending.clear();
  }

  function startWorker() {
    worker = new Worker("static/worker.js");
    worker.onmessage = (e) => {
      const p = pending.get(e.data.id);
      if (!p) return;
      pending.delete(e.data.id);
      clearTimeout(p.timer);
      if (e.data.status === 200) p.resolve(e.data.answer);
      else p.reject(new Error(e.data.error || "the engine failed"));
    };
    worker.onerror = (e) => { failAll("the engine failed: " + (e.message || "unknown error")); worker = null; };
  }

  function viaWorker(name, params, body) {
    if (!worker) startWorker();
    const id = ++seq;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        // The engine cannot be interrupted: stop the worker, start afresh.
        worker.terminate(); worker = null;
        failAll("no answer within " + workerTimeout / 1000 + " s: the computation was stopped");
      }, workerTimeout);
      pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, name, query: query(params).toString(), body: body || "" });
    });
  }

  async function viaServer(name, params, body) {
    const url = "api/" + name + "?" + query(params).toString();
    const init = body ? { method: "POST", body, headers: { "Content-Type": "text/plain" } } : {};
    const resp = await fetch(url, init);
    let data;
    try { data = await resp.json(); } catch (e) { throw new Error("HTTP " + resp.status + ": the answer is not JSON"); }
    if (!resp.ok) throw new Error(data.error || "HTTP " + resp.status);
    return data;
  }

  window.tedomari = {
    engine,
    api(name, params, body) {
      return engine === "wasm" ? viaWorker(name, params, body) : viaServer(name, params, body);
    },
  };
})();
