// warden board. Plain JS, no build step.
// Every string from Claude Code (questions, labels, notes, paths) is untrusted: the DOM is
// built with createElement and textContent only, never innerHTML.
"use strict";

const OPEN = ["pending", "answered", "delivered"];
const state = {
  route: { view: "board" },
  source: null,
  board: null,
  detail: null,
  forms: new Map(),     // question id -> its form element, kept across live updates
  tracked: new Set(),   // question ids answered from this page: their delivery stays in view
};

// ------------------------------------------------------------------ DOM helpers

function el(tag, props, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "dataset") Object.assign(node.dataset, v);
    else if (k === "on") for (const [ev, fn] of Object.entries(v)) node.addEventListener(ev, fn);
    else if (k in node && k !== "list") node[k] = v;
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat()) {
    if (c === undefined || c === null || c === false) continue;
    node.appendChild(typeof c === "string" || typeof c === "number" ? document.createTextNode(String(c)) : c);
  }
  return node;
}

function $(id) { return document.getElementById(id); }

function ago(ts) {
  if (!ts) return "-";
  const d = Math.max(0, Date.now() / 1000 - ts);
  if (d < 60) return Math.round(d) + "s ago";
  if (d < 3600) return Math.round(d / 60) + "m ago";
  if (d < 86400) return Math.round(d / 3600) + "h ago";
  return Math.round(d / 86400) + "d ago";
}

function clock(ts) {
  return new Date(ts * 1000).toLocaleTimeString([], { hour12: false });
}

function csrf() {
  const m = document.cookie.match(/(?:^|;\s*)warden_csrf=([^;]+)/);
  return m ? decodeURIComponent(m[1]) : "";
}

async function post(url, body) {
  const r = await fetch(url, {
    method: "POST", credentials: "same-origin",
    headers: { "Content-Type": "application/json", "X-Warden-CSRF": csrf() },
    body: JSON.stringify(body),
  });
  let data = null;
  try { data = await r.json(); } catch (e) { data = null; }
  return { ok: r.ok, status: r.status, data };
}

function sessionName(s) { return s.name || s.id.slice(0, 8); }

// ------------------------------------------------------------------ routing and the live stream

function parseRoute() {
  const m = location.hash.match(/^#\/s\/(.+)$/);
  return m ? { view: "session", id: decodeURIComponent(m[1]) } : { view: "board" };
}

function connect() {
  if (state.source) state.source.close();
  const r = state.route;
  const url = "/api/stream" + (r.view === "session" ? "?session=" + encodeURIComponent(r.id) : "");
  const src = new EventSource(url);
  state.source = src;
  setConn("connecting", "connecting…");
  src.addEventListener("open", () => setConn("live", "live"));
  src.addEventListener("error", () => { setConn("down", "reconnecting…"); checkAccess(); });
  src.addEventListener("board", (e) => { state.board = JSON.parse(e.data); render(); });
  src.addEventListener("session", (e) => { state.detail = JSON.parse(e.data); render(); });
  src.addEventListener("error", (e) => {
    if (e.data) { state.detail = { error: JSON.parse(e.data).error }; render(); }
  });
}

function setConn(s, text) { const c = $("conn"); c.dataset.state = s; c.textContent = text; }

async function checkAccess() {
  // one request after the stream failed: is it the token?
  const r = await fetch("/api/board", { credentials: "same-origin" }).catch(() => null);
  if (r && r.status === 401) {
    if (state.source) state.source.close();
    $("main").hidden = true;
    $("login").hidden = false;
    setConn("down", "locked");
  }
}

function go() {
  state.route = parseRoute();
  state.detail = null;
  state.forms.clear();
  connect();
  render();
}

// ------------------------------------------------------------------ rendering

function render() {
  const total = state.board ? state.board.pending : 0;
  const badge = $("total");
  badge.hidden = !total;
  badge.textContent = String(total);
  badge.title = total + " question(s) waiting for a decision";
  document.title = (total ? "(" + total + ") " : "") + "warden board";
  const main = $("main");
  if (state.route.view === "session") renderSession(main);
  else renderBoard(main);
}

function stateChip(s) {
  return el("span", { className: "state", dataset: { state: s } }, s);
}

function renderBoard(main) {
  $("crumb").textContent = "";
  const b = state.board;
  if (!b) return;
  const list = el("ul", { className: "sessions", id: "sessions" });
  const ordered = b.sessions.slice().sort((x, y) => (y.pending - x.pending) || (y.updated_at - x.updated_at));
  for (const s of ordered) {
    const badge = s.pending ? el("span", { className: "badge", title: s.pending + " pending" }, String(s.pending)) : null;
    list.appendChild(el("li", {},
      el("a", { className: "card session-card", href: "#/s/" + encodeURIComponent(s.id), dataset: { session: s.id } },
        el("div", { className: "row" },
          el("span", { className: "name" }, sessionName(s)), stateChip(s.display_state), badge),
        el("div", { className: "cwd" }, s.cwd || ""),
        el("div", { className: "meta" },
          s.machine ? el("span", { className: "chip machine", dataset: { machine: s.machine } }, "on " + s.machine) : null,
          el("span", {}, s.managed ? "managed" + (s.profile ? " · " + s.profile : "") : "observed"),
          s.phase ? el("span", { className: "chip" }, s.phase) : null,
          s.queue ? el("span", { className: "chip" }, "queue: " + s.queue) : null,
          el("span", {}, "seen " + ago(s.updated_at))))));
  }
  const body = b.sessions.length ? list
    : el("p", { className: "muted" }, "No sessions yet. Install warden's hooks (warden install) and start Claude Code.");
  main.dataset.session = "";
  const parts = [el("h1", {}, "Sessions"), body];
  if (b.machines && b.machines.length) parts.push(el("h2", {}, "Machines"), machinesTable(b.machines));
  main.replaceChildren(...parts);
}

// A machine's health: when its relay was last heard from, what it has not shipped yet
// (backlog, as the relay says) and what the server has not had acknowledged (work).
function machinesTable(machines) {
  const head = el("tr", {}, ["machine", "last seen", "backlog", "work pending", "sessions", "relay"].map((h) => el("th", {}, h)));
  const rows = machines.map((m) => el("tr", { dataset: { machine: m.name } },
    el("td", { className: "name" }, m.name + (m.revoked ? " (revoked)" : "")),
    el("td", { className: "last-seen" }, m.last_seen ? ago(m.last_seen) : "never"),
    el("td", { className: "backlog" }, m.backlog === null || m.backlog === undefined ? "-" : String(m.backlog)),
    el("td", { className: "work" }, String(m.work_pending)),
    el("td", {}, String(m.sessions)),
    el("td", { className: "muted" }, (m.address || "") + (m.relay_version ? " · " + m.relay_version : ""))));
  return el("table", { className: "machines", id: "machines" }, el("thead", {}, head), el("tbody", {}, rows));
}

// Each section is rebuilt only when its own data changed, so a live update of the event
// log never takes the focus or the half-made choices out of a question's form.
function section(main, id, key, build) {
  let node = document.getElementById(id);
  if (!node || node.parentNode !== main) {
    node = el("section", { id });
    main.appendChild(node);
  }
  if (node.dataset.key !== key) {
    node.replaceChildren(...[build()].flat(Infinity).filter((x) => x));
    node.dataset.key = key;
  }
  return node;
}

function renderSession(main) {
  const d = state.detail;
  if (!main.dataset.session || main.dataset.session !== (state.route.id || "")) {
    main.replaceChildren();
    main.dataset.session = state.route.id || "";
  }
  if (!d) { if (!main.firstChild) main.appendChild(el("p", { className: "muted" }, "Loading…")); return; }
  if (d.error) { main.replaceChildren(el("p", { className: "form-error" }, d.error), el("a", { href: "#/" }, "All sessions")); main.dataset.session = ""; return; }
  for (const n of Array.from(main.children)) if (n.tagName !== "SECTION") n.remove();
  const s = d.session;
  $("crumb").textContent = "› " + sessionName(s);
  section(main, "head", JSON.stringify([s.name, s.display_state, s.cwd, s.managed, s.profile, s.phase, s.queue, s.machine]), () =>
    el("div", { className: "card" },
      el("h1", {}, sessionName(s), " ", stateChip(s.display_state)),
      el("div", { className: "cwd muted" }, s.cwd || ""),
      el("div", { className: "meta" },
        s.machine ? el("span", { className: "chip machine" }, "on " + s.machine) : null,
        el("span", {}, s.managed ? "managed" + (s.profile ? " · profile " + s.profile : "") : "observed"),
        s.phase ? el("span", { className: "chip" }, s.phase) : null,
        s.queue ? el("span", { className: "chip" }, "queue: " + s.queue) : null,
        el("span", { className: "muted" }, s.id))));

  // open questions first, then the ones answered here that have settled since
  const shown = d.pending.slice();
  for (const q of d.history) if (state.tracked.has(q.id)) shown.push(q);
  const live = new Set(shown.map((q) => q.id));
  for (const id of Array.from(state.forms.keys())) if (!live.has(id)) state.forms.delete(id);
  const pkey = JSON.stringify(shown.map((q) => [q.id, q.status, q.hook_waiting, q.detail, q.answers.length, state.tracked.has(q.id)]));
  section(main, "pending", pkey, () => [
    el("h2", {}, "Questions", d.pending.length ? " (" + d.pending.length + " open)" : ""),
    shown.length ? shown.map(questionCard) : el("p", { className: "muted" }, "Nothing is waiting for a decision.")]);
  const hkey = JSON.stringify(d.history.map((q) => [q.id, q.status, q.answers.length]));
  const history = section(main, "history", hkey, () => [el("h2", {}, "History"),
    d.history.length ? d.history.map(historyCard) : el("p", { className: "muted" }, "No settled questions yet.")]);
  history.className = "history";
  const ekey = JSON.stringify(d.events.map((e) => [e.id, e.note]));
  section(main, "log", ekey, () => {
    const rows = d.events.slice().reverse().map((e) => el("tr", { dataset: { event: e.id } },
      el("td", { className: "t" }, clock(e.ts)),
      el("td", { className: "e" }, (e.event || "?") + (e.tool_name ? "/" + e.tool_name : "")),
      el("td", {}, e.note || "")));
    return [el("h2", {}, "Event log"), el("table", { className: "events" }, el("tbody", {}, rows))];
  });
}

function itemTitle(item) {
  return el("span", {}, item.header ? el("span", { className: "chip" }, item.header) : null, el("span", { className: "qtext" }, item.question));
}

function isChoice(q) { return q.kind && q.kind !== "question"; }

function questionCard(q) {
  const card = el("article", { className: "card question", dataset: { qid: q.id, status: q.status, kind: q.kind || "question" } });
  if (q.status === "pending" && !state.tracked.has(q.id)) {
    let form = state.forms.get(q.id);
    if (!form) { form = isChoice(q) ? Decisions.form(q, send) : buildForm(q); state.forms.set(q.id, form); }
    card.appendChild(form);
  } else {
    if (isChoice(q)) card.appendChild(Decisions.summary(q));
    for (const item of q.questions || []) card.appendChild(el("p", { className: "q" }, itemTitle(item)));
    card.appendChild(delivery(q));
  }
  return card;
}

function buildForm(q) {
  const form = el("form", { className: "call", noValidate: true, dataset: { qid: q.id } });
  (q.questions || []).forEach((item, i) => {
    const name = "q" + q.id + "-" + i;
    const multi = !!item.multiSelect;
    const type = multi ? "checkbox" : "radio";
    const fs = el("fieldset", { className: "item", dataset: { item: i } },
      el("legend", {}, itemTitle(item), " ", el("span", { className: "kind" }, multi ? "(choose any)" : "(choose one)")));
    (item.options || []).forEach((opt, k) => {
      fs.appendChild(el("label", { className: "opt" },
        el("input", { type, name, value: String(k) }),
        el("span", { className: "text" },
          el("span", { className: "label" }, String(opt.label)),
          opt.description ? el("span", { className: "desc" }, String(opt.description)) : null)));
    });
    const typedChoice = el("input", { type, name, value: "type", className: "type-choice", "aria-label": "Type something" });
    const typed = el("input", { type: "text", className: "typed", placeholder: "Type something", autocomplete: "off" });
    typed.addEventListener("input", () => { typedChoice.checked = typed.value.trim() !== "" || (multi && typedChoice.checked); });
    fs.appendChild(el("label", { className: "opt type" }, typedChoice, el("span", { className: "text" }, typed)));
    fs.appendChild(el("label", { className: "note" }, el("span", {}, "Note "),
      el("input", { type: "text", className: "note-text", placeholder: "Optional: a note the model reads beside your choice", autocomplete: "off" })));
    fs.appendChild(el("details", { className: "chat" }, el("summary", {}, "Chat about this"),
      el("textarea", { className: "chat-text", placeholder: "The question is wrong, or needs discussion: say so here instead of choosing" })));
    form.appendChild(fs);
  });
  const err = el("p", { className: "form-error", role: "alert" });
  const submit = el("button", { type: "submit" }, (q.questions || []).length > 1 ? "Submit answers" : "Submit answer");
  const decline = el("button", { type: "button", className: "secondary decline" }, "Decline");
  form.append(err, el("div", { className: "actions" }, submit, decline));
  form.addEventListener("submit", (ev) => { ev.preventDefault(); send(q, form, collect(q, form), err); });
  decline.addEventListener("click", () => send(q, form, { decline: "" }, err));
  return form;
}

// The page's choices as driver actions (0-based), or an error message for the person.
function collect(q, form) {
  const actions = [];
  const items = q.questions || [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const fs = form.querySelector('fieldset[data-item="' + i + '"]');
    const where = "Question " + (i + 1) + (item.header ? " (" + item.header + ")" : "");
    const chat = fs.querySelector(".chat-text").value.trim();
    const typed = fs.querySelector(".typed").value.trim();
    const checked = Array.from(fs.querySelectorAll("input:checked")).map((x) => x.value);
    const note = fs.querySelector(".note-text").value.trim();
    if (chat) { actions.push({ action: "chat", text: chat }); continue; }
    if (item.multiSelect) {
      const idx = checked.filter((v) => v !== "type").map(Number);
      const text = checked.includes("type") ? typed : "";
      if (checked.includes("type") && !typed) return { error: where + ": type something in the text field, or untick it." };
      if (!idx.length && !text) return { error: where + ": nothing chosen. Tick at least one option, type something, or chat about this." };
      actions.push({ action: "multi-select", selectedIndices: idx, text, note });
    } else {
      const v = checked[0];
      if (v === undefined) return { error: where + ": nothing chosen. Pick an option, type something, or chat about this." };
      if (v === "type") {
        if (!typed) return { error: where + ": type something in the text field, or pick an option." };
        actions.push({ action: "type", text: typed, note });
      } else actions.push({ action: "select", optionIndex: Number(v), note });
    }
  }
  return { actions };
}

async function send(q, form, body, err) {
  if (body.error) { err.textContent = body.error; return; }
  err.textContent = "";
  for (const b of form.querySelectorAll("button")) b.disabled = true;
  const r = await post("/api/questions/" + q.id + "/answer", body).catch(() => ({ ok: false, data: { error: "the board cannot be reached" } }));
  for (const b of form.querySelectorAll("button")) b.disabled = false;
  if (!r.ok) { err.textContent = (r.data && r.data.error) || "refused (" + r.status + ")"; return; }
  state.tracked.add(q.id);
  state.forms.delete(q.id);
  // show the answer at once; the stream brings delivery and verification
  const known = state.detail && state.detail.pending.find((x) => x.id === q.id);
  if (known && known.status === "pending") {  // the stream may already have brought newer news
    known.status = "answered";
    known.hook_waiting = r.data.hook_waiting;
    known.answers = known.answers.concat([{ text: r.data.text, decided_by: "human:web", delivery: null }]);
  }
  render();
}

const STEPS = ["answered", "delivered", "verified"];
const EXPLAIN = {
  pending: "Waiting for a decision.",
  answered: "Answer recorded; delivering it…",
  delivered: "Delivered; waiting for Claude Code to confirm what it received…",
  verified: "Verified: Claude Code received exactly this answer.",
  mismatch: "Mismatch: Claude Code received something else.",
  keyboard: "Answered at the keyboard.",
  declined: "Declined.",
  redirected: "Redirected (chat about this).",
  expired: "Expired: the session ended.",
};

function delivery(q) {
  const last = q.answers && q.answers.length ? q.answers[q.answers.length - 1] : null;
  const reached = STEPS.indexOf(q.status);
  const tracker = el("ol", { className: "tracker" }, STEPS.map((s, i) => {
    let done = reached >= i ? "yes" : "no";
    if (q.status === "mismatch" && i === 2) done = "bad";
    if (q.status === "mismatch" && i < 2) done = "yes";
    return el("li", { dataset: { step: s, done } }, i === 2 && q.status === "mismatch" ? "mismatch" : s);
  }));
  let how = EXPLAIN[q.status] || q.status;
  if (q.status === "answered") how = q.hook_waiting ? "Answer recorded; the waiting hook delivers it (no keystrokes)…"
    : "Answer recorded; the picker is showing, so it waits for keystroke delivery…";
  return el("div", { className: "delivery" },
    last ? el("p", { className: "ans" }, el("strong", {}, "Answer: "), last.text || "",
      el("span", { className: "muted" }, " — by " + (last.decided_by || "?") + (last.delivery ? " via " + last.delivery : ""))) : null,
    tracker,
    el("p", { className: "status-line", dataset: { status: q.status } }, how),
    q.detail ? el("p", { className: "muted" }, q.detail) : null);
}

function historyCard(q) {
  const last = q.answers && q.answers.length ? q.answers[q.answers.length - 1] : null;
  return el("article", { className: "card", dataset: { qid: q.id, status: q.status } },
    el("div", { className: "meta" }, el("span", { className: "state status", dataset: { status: q.status } }, q.status),
      el("span", {}, "#" + q.id), el("span", {}, ago(q.created_at))),
    isChoice(q) ? Decisions.summary(q) : null,
    (q.questions || []).map((item) => el("p", { className: "q" }, itemTitle(item))),
    last ? el("p", { className: "ans" }, el("strong", {}, "Answer: "), last.text || "",
      el("span", { className: "muted" }, " — decided by " + last.decided_by + (last.delivery ? ", delivered by " + last.delivery : ""))) : null,
    q.detail ? el("p", { className: "muted" }, q.detail) : null);
}

// ------------------------------------------------------------------ login

function setupLogin() {
  $("login-form").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const r = await post("/api/login", { token: $("login-token").value });
    if (!r.ok) { $("login-error").textContent = (r.data && r.data.error) || "refused"; return; }
    $("login").hidden = true;
    $("main").hidden = false;
    go();
  });
}

window.addEventListener("hashchange", go);
window.addEventListener("DOMContentLoaded", () => { setupLogin(); go(); });
