// warden board: one session — its state and controls, a message box, what it last said,
// its decisions, its command queue, a headless task's output, its history and event log.
// textContent only; a model's Markdown becomes DOM nodes (decisions.js), never HTML.
"use strict";

(() => {
  const el = W.el;
  const LABELS = { interrupt: "Interrupt", stop: "Stop", resume: "Resume", done: "Mark done" };
  const HISTORY = 15;  // settled decisions shown before "Show older"
  // the controls' verdict line outlives a rebuild of the buttons (an interrupt changes
  // which controls apply before its answer comes back)
  const ui = { allHistory: false, said: null, message: null };
  const CONFIRM = { stop: "Stop this session? Claude Code exits (a task's runner is stopped).",
    done: "Mark this session done?" };

  function url(s, what) { return "/api/sessions/" + encodeURIComponent(s.id) + "/" + what; }

  function head(s) {
    const t = s.task;
    return el("div", { className: "card" },
      el("h1", {}, W.sessionName(s), " ", W.stateChip(s.display_state)),
      el("div", { className: "cwd muted" }, s.cwd || ""),
      el("div", { className: "meta" },
        s.machine ? el("span", { className: "chip machine" }, "on " + s.machine) : null,
        el("span", { className: "chip kind" }, s.kind === "headless" ? "headless" : "tmux"),
        el("span", {}, s.managed ? "managed" + (s.profile ? " · profile " + s.profile : "") : "observed"),
        s.tmux_session ? el("span", { className: "chip" }, "tmux " + s.tmux_session) : null,
        s.phase ? el("span", { className: "chip" }, s.phase) : null,
        s.queue ? el("span", { className: "chip" }, "queue: " + s.queue) : null,
        t ? el("span", { className: "chip" }, "task #" + t.id + ": " + t.state + (t.turns ? " · " + t.turns + " turns" : "")) : null,
        el("span", { className: "muted" }, s.id)),
      t && t.error && t.state !== "done" ? el("p", { className: "form-error" }, t.error) : null,
      s.managed ? null : el("p", { className: "muted" }, "Observed: warden records this session and leaves it to its person."));
  }

  function controls(s) {
    const out = ui.said || (ui.said = el("p", { className: "said", id: "control-said", role: "status" }));
    const text = () => { const m = W.$("message-text"); return m ? m.value.trim() : ""; };
    const buttons = ["interrupt", "stop", "resume", "done"].filter((a) => s.actions.includes(a)).map((a) =>
      W.action(LABELS[a], url(s, a), a === "resume" ? () => (text() ? { text: text() } : {}) : {},
        { name: a, out, confirm: CONFIRM[a], busy: a === "resume" || a === "stop" ? "working on it (a few seconds)…" : "…",
          then: () => {
            // what the message box said before (a refusal: "a turn is running") no longer holds
            const said = W.$("message-form") && W.$("message-form").querySelector(".said");
            if (said) { said.dataset.ok = ""; said.textContent = ""; }
            const m = W.$("message-text");
            if (m && a === "resume") m.value = "";
          } }));
    const stats = el("a", { href: "#/stats?session=" + encodeURIComponent(s.id), className: "button-link secondary" }, "Stats");
    return [el("div", { className: "actions controls" }, buttons, stats), out];
  }

  // The form is built once per session and kept: a send changes the session's state (and
  // so which controls apply) before its answer comes back, and a rebuild would lose the
  // answer and what the person was typing.
  function messageBox(s) {
    const can = s.actions.includes("message");
    if (!can && !s.actions.includes("resume") && s.kind !== "headless") return [];
    if (!ui.message || ui.message.kind !== s.kind) ui.message = messageForm(s);
    const m = ui.message;
    m.can = can;
    m.send.disabled = !can || m.busy;
    m.box.placeholder = can ? (s.kind === "headless" ? "A new turn for the task" : "Typed into its prompt, one line")
      : s.kind === "headless" ? "A new turn, once this one ends" : "Optional: what to type once it is resumed";
    return m.form;
  }

  function messageForm(s) {
    const box = el(s.kind === "headless" ? "textarea" : "input", { id: "message-text", name: "message", autocomplete: "off" });
    if (box.tagName === "INPUT") box.type = "text";
    const said = el("p", { className: "said", role: "status" });
    const send = el("button", { type: "submit" }, "Send");
    const form = el("form", { id: "message-form", className: "card message", noValidate: true },
      el("label", { htmlFor: "message-text", className: "field-label" }, "Message"),
      el("div", { className: "message-row" }, box, send), said);
    const m = { kind: s.kind, form, box, send, can: false, busy: false };
    form.addEventListener("submit", async (ev) => {
      ev.preventDefault();
      if (!box.value.trim()) { said.dataset.ok = "no"; said.textContent = "Write the message first."; return; }
      m.busy = send.disabled = true;
      said.dataset.ok = "";
      said.textContent = "sending…";
      const r = await W.post(url(s, "messages"), { text: box.value });
      m.busy = false;
      send.disabled = !m.can;
      said.dataset.ok = r.ok ? "yes" : "no";
      said.textContent = r.ok ? "Sent: " + r.data.detail : W.errorOf(r);
      if (r.ok) box.value = "";
    });
    return m;
  }

  function lastSaid(d) {
    if (!d.last_message) return [];
    return [el("h2", {}, "Last message"), el("div", { className: "card said-block" }, Decisions.markdown(d.last_message))];
  }

  function queue(s, q) {
    const parts = [];
    if (q) {
      const rows = q.commands.map((c, i) => el("li", { dataset: { status: c.status } },
        el("span", { className: "state status", dataset: { status: c.status } }, c.status),
        " ", el("code", {}, c.command), el("span", { className: "muted" }, " awaits " + c.awaits),
        c.result ? el("div", { className: "muted" }, c.result.slice(0, 300)) : null,
        c.error ? el("div", { className: "form-error" }, c.error) : null));
      parts.push(el("div", { className: "card queue", dataset: { queue: q.queue, status: q.status } },
        el("div", { className: "meta" }, el("strong", {}, "Queue #" + q.queue), W.stateChip(q.status),
          el("span", {}, "by " + q.started_by), q.detail ? el("span", {}, q.detail) : null),
        el("ol", { className: "commands" }, rows),
        q.status === "active" ? W.action("Cancel queue", url(s, "queue/cancel"), {}, { name: "cancel_queue" }) : null));
    }
    if (s.actions.includes("queue")) parts.push(queueForm(s));
    return parts.length ? [el("h2", {}, "Command queue"), parts] : [];
  }

  function queueForm(s) {
    const text = el("textarea", { id: "queue-text", placeholder: "/clear\n/gsd:plan-phase 1", rows: 3 });
    const said = el("p", { className: "said", role: "status" });
    const form = el("form", { id: "queue-form", className: "card", noValidate: true },
      el("label", { htmlFor: "queue-text", className: "field-label" }, "Commands, one a line (each waits for the one before to finish)"),
      text, el("div", { className: "actions" }, el("button", { type: "submit" }, "Start queue")), said);
    form.addEventListener("submit", async (ev) => {
      ev.preventDefault();
      const commands = text.value.split("\n").map((c) => c.trim()).filter((c) => c);
      if (!commands.length) { said.dataset.ok = "no"; said.textContent = "Give at least one command."; return; }
      const r = await W.post(url(s, "queue"), { commands });
      said.dataset.ok = r.ok ? "yes" : "no";
      said.textContent = r.ok ? "Queue #" + r.data.queue + " started." : W.errorOf(r);
      if (r.ok) text.value = "";
    });
    return form;
  }

  // A headless task's output: rows are appended as they stream, never rebuilt.
  function output(main, s) {
    const sec = W.section(main, "output", s.kind === "headless" ? "task" : "none", () =>
      s.kind === "headless" ? [el("h2", {}, "Output"), el("ol", { className: "output card", id: "output-rows" })] : []);
    const list = sec.querySelector("#output-rows");
    if (!list) return;
    const last = Number(list.dataset.last || 0);
    const fresh = W.state.output.filter((o) => o.id > last);
    if (!fresh.length) return;
    const stick = list.scrollTop + list.clientHeight >= list.scrollHeight - 20;
    for (const o of fresh) {
      list.appendChild(el("li", { dataset: { kind: o.kind, row: o.id } },
        el("span", { className: "t" }, W.clock(o.ts)), el("span", { className: "k" }, o.kind), el("span", { className: "x" }, o.text)));
    }
    list.dataset.last = String(fresh[fresh.length - 1].id);
    while (list.childElementCount > 2000) list.firstChild.remove();
    if (stick) list.scrollTop = list.scrollHeight;
  }

  function render(main) {
    const d = W.state.detail;
    const id = W.state.route.id;
    if (!d) { if (!main.firstChild) main.appendChild(el("p", { className: "muted" }, "Loading…")); return; }
    if (d.error) {
      $crumb(id);
      const started = W.state.started === id;
      main.replaceChildren(el("p", { className: started ? "muted" : "form-error" },
        started ? "Starting " + id + "… it shows here as soon as Claude Code reports in." : d.error),
        el("a", { href: "#/" }, "All sessions"));
      return;
    }
    for (const n of Array.from(main.children)) if (n.tagName !== "SECTION") n.remove();
    const s = d.session;
    $crumb(W.sessionName(s));
    W.section(main, "head", JSON.stringify([s.name, s.display_state, s.cwd, s.managed, s.profile, s.phase, s.queue, s.task,
      s.tmux_session, s.machine]), () => head(s));
    W.section(main, "controls", JSON.stringify([s.id, s.actions]), () => controls(s));
    W.section(main, "message", JSON.stringify([s.id, s.actions.includes("message"), s.actions.includes("resume"), s.kind]),
      () => messageBox(s));
    W.section(main, "said", JSON.stringify(d.last_message || ""), () => lastSaid(d));
    Questions.render(main, d);
    W.section(main, "queue", JSON.stringify([d.queue, s.actions.includes("queue")]), () => queue(s, d.queue));
    output(main, s);
    const hkey = JSON.stringify([ui.allHistory, d.history.map((q) => [q.id, q.status, q.answers.length])]);
    const history = W.section(main, "history", hkey, () => {
      const shown = ui.allHistory ? d.history : d.history.slice(0, HISTORY);
      const more = d.history.length - shown.length;
      return [el("h2", {}, "History"),
        d.history.length ? shown.map(Questions.historyCard) : el("p", { className: "muted" }, "No settled decisions yet."),
        more > 0 ? el("button", { type: "button", className: "secondary", id: "all-history",
          on: { click: () => { ui.allHistory = true; W.render(); } } }, "Show " + more + " older") : null];
    });
    history.className = "history";
    W.section(main, "log", JSON.stringify(d.events.map((e) => [e.id, e.note])), () => {
      const rows = d.events.slice().reverse().map((e) => el("tr", { dataset: { event: e.id } },
        el("td", { className: "t" }, W.clock(e.ts)),
        el("td", { className: "e" }, (e.event || "?") + (e.tool_name ? "/" + e.tool_name : "")),
        el("td", {}, e.note || "")));
      return [el("h2", {}, "Event log"), el("table", { className: "events" }, el("tbody", {}, rows))];
    });
  }

  function $crumb(text) { W.$("crumb").textContent = "› " + text; }

  W.views.session = { render, enter() { Questions.reset(); ui.allHistory = false; ui.said = null; ui.message = null; } };
})();
