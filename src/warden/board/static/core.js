// warden board: what every view shares — DOM helpers, requests, the live stream, routing.
// Plain JS, no build step. Every string from Claude Code, a model or a person is untrusted:
// the DOM is built with createElement and textContent only, never innerHTML.
"use strict";

const W = {
  state: {
    route: { view: "board" },
    source: null,
    board: null,        // {pending, sessions: Map id -> entry}
    detail: null,       // the session page's data (GET /api/sessions/{ref} without output)
    output: [],         // a headless task's output rows, as they streamed
    version: 0,         // the stream's last event id (the stats page refreshes on it)
  },
  views: {},            // name -> {render(main), enter()?}
};

// ------------------------------------------------------------------ DOM helpers

W.el = function el(tag, props, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "dataset") Object.assign(node.dataset, v);
    else if (k === "on") for (const [ev, fn] of Object.entries(v)) node.addEventListener(ev, fn);
    else if (k in node && k !== "list") node[k] = v;
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat(Infinity)) {
    if (c === undefined || c === null || c === false) continue;
    node.appendChild(typeof c === "string" || typeof c === "number" ? document.createTextNode(String(c)) : c);
  }
  return node;
};

W.$ = (id) => document.getElementById(id);

W.ago = function ago(ts) {
  if (!ts) return "-";
  const d = Math.max(0, Date.now() / 1000 - ts);
  if (d < 60) return Math.round(d) + "s ago";
  if (d < 3600) return Math.round(d / 60) + "m ago";
  if (d < 86400) return Math.round(d / 3600) + "h ago";
  return Math.round(d / 86400) + "d ago";
};

W.clock = (ts) => new Date(ts * 1000).toLocaleTimeString([], { hour12: false });

W.sessionName = (s) => s.name || (s.task && s.task.name) || String(s.id).slice(0, 8);

W.stateChip = (s) => W.el("span", { className: "state", dataset: { state: s } }, s);

// Each section of a page is rebuilt only when its own data changed (its key), so a live
// update never takes the focus or a half-written message out of a form.
W.section = function section(parent, id, key, build) {
  let node = document.getElementById(id);
  if (!node || node.parentNode !== parent) {
    node = W.el("section", { id });
    parent.appendChild(node);
  }
  if (node.dataset.key !== key) {
    node.replaceChildren(...[build()].flat(Infinity).filter((x) => x));
    node.dataset.key = key;
  }
  return node;
};

// ------------------------------------------------------------------ requests

function csrf() {
  const m = document.cookie.match(/(?:^|;\s*)warden_csrf=([^;]+)/);
  return m ? decodeURIComponent(m[1]) : "";
}

W.post = async function post(url, body) {
  let r;
  try {
    r = await fetch(url, {
      method: "POST", credentials: "same-origin",
      headers: { "Content-Type": "application/json", "X-Warden-CSRF": csrf() },
      body: JSON.stringify(body || {}),
    });
  } catch (e) {
    return { ok: false, status: 0, data: { error: "the board cannot be reached" } };
  }
  let data = null;
  try { data = await r.json(); } catch (e) { data = null; }
  return { ok: r.ok, status: r.status, data };
};

W.errorOf = (r) => (r.data && r.data.error) || "refused (" + r.status + ")";

// A button that posts, says what came back beside it, and stays usable.
W.action = function action(label, url, body, opts) {
  const o = opts || {};
  const out = o.out || W.el("span", { className: "said", role: "status" });
  const b = W.el("button", { type: "button", className: o.className || "secondary", dataset: { action: o.name || label } }, label);
  b.addEventListener("click", async () => {
    if (o.confirm && !window.confirm(o.confirm)) return;
    b.disabled = true;
    out.textContent = o.busy || "…";
    out.dataset.ok = "";
    const r = await W.post(url, typeof body === "function" ? body() : body);
    b.disabled = false;
    out.dataset.ok = r.ok ? "yes" : "no";
    out.textContent = r.ok ? (r.data && r.data.detail) || "done" : W.errorOf(r);
    if (r.ok && o.then) o.then(r);
  });
  return o.out ? b : [b, out];
};

// ------------------------------------------------------------------ routing and the live stream

function parseRoute() {
  const h = location.hash;
  let m = h.match(/^#\/s\/([^?]+)/);
  if (m) return { view: "session", id: decodeURIComponent(m[1]) };
  if (/^#\/stats/.test(h)) {
    const q = new URLSearchParams(h.split("?")[1] || "");
    return { view: "stats", session: q.get("session") || "", hours: q.get("hours") || "24" };
  }
  if (/^#\/new/.test(h)) return { view: "new" };
  return { view: "board" };
}

function connect() {
  if (W.state.source) W.state.source.close();
  const r = W.state.route;
  const url = "/api/stream?delta=1" + (r.view === "session" ? "&session=" + encodeURIComponent(r.id) : "");
  const src = new EventSource(url);
  W.state.source = src;
  setConn("connecting", "connecting…");
  src.addEventListener("open", () => setConn("live", "live"));
  src.addEventListener("error", (e) => {
    if (e.data) { W.state.detail = { error: JSON.parse(e.data).error }; W.render(); return; }
    setConn("down", "reconnecting…");
    checkAccess();
  });
  const seen = (e) => { W.state.version = Number(e.lastEventId) || W.state.version; };
  src.addEventListener("board", (e) => {
    seen(e);
    const b = JSON.parse(e.data);
    W.state.board = { pending: b.pending, machines: b.machines, sessions: new Map(b.sessions.map((s) => [String(s.id), s])) };
    W.render();
  });
  src.addEventListener("board-delta", (e) => {
    seen(e);
    const d = JSON.parse(e.data);
    const b = W.state.board;
    if (!b) return;
    b.pending = d.pending;
    for (const s of d.sessions) b.sessions.set(String(s.id), s);
    for (const id of d.removed) b.sessions.delete(String(id));
    W.render();
  });
  src.addEventListener("session", (e) => { seen(e); W.state.detail = JSON.parse(e.data); W.render(); });
  src.addEventListener("output", (e) => {
    seen(e);
    W.state.output = W.state.output.concat(JSON.parse(e.data).rows).slice(-2000);
    W.render();
  });
}

function setConn(s, text) { const c = W.$("conn"); c.dataset.state = s; c.textContent = text; }

async function checkAccess() {
  // one request after the stream failed: is it the token?
  const r = await fetch("/api/board", { credentials: "same-origin" }).catch(() => null);
  if (r && r.status === 401) {
    if (W.state.source) W.state.source.close();
    W.$("main").hidden = true;
    W.$("login").hidden = false;
    setConn("down", "locked");
  }
}

W.go = function go() {
  const before = W.state.route;
  W.state.route = parseRoute();
  const r = W.state.route;
  const same = before.view === r.view && before.id === r.id && W.state.source;
  if (!same) {
    W.state.detail = null;
    W.state.output = [];
    const main = W.$("main");
    main.replaceChildren();
    main.dataset.view = r.view;
    const v = W.views[r.view];
    if (v && v.enter) v.enter();
    if (r.view === "session" || before.view === "session" || !W.state.source) connect();
  }
  W.render();
};

W.render = function render() {
  const total = W.state.board ? W.state.board.pending : 0;
  const badge = W.$("total");
  badge.hidden = !total;
  badge.textContent = String(total);
  badge.title = total + " decision(s) waiting for a person";
  document.title = (total ? "(" + total + ") " : "") + "warden board";
  for (const a of document.querySelectorAll("nav.views a")) a.dataset.here = a.dataset.view === W.state.route.view ? "yes" : "";
  const v = W.views[W.state.route.view];
  if (v) v.render(W.$("main"));
};

// ------------------------------------------------------------------ login

function setupLogin() {
  W.$("login-form").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const r = await W.post("/api/login", { token: W.$("login-token").value });
    if (!r.ok) { W.$("login-error").textContent = W.errorOf(r); return; }
    W.$("login").hidden = true;
    W.$("main").hidden = false;
    W.state.source = null;
    W.go();
  });
}

window.addEventListener("hashchange", W.go);
window.addEventListener("DOMContentLoaded", () => { setupLogin(); W.go(); });
