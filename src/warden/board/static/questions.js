// warden board: a session's decisions — the AskUserQuestion form (as Claude Code's picker
// shows it), the other kinds' forms (decisions.js), and how an answer travels: answered →
// delivered → verified. textContent only.
"use strict";

const Questions = (() => {
  const el = W.el;
  const forms = new Map();     // decision id -> its form element, kept across live updates
  const tracked = new Set();   // decision ids answered from this page: their delivery stays in view

  function itemTitle(item) {
    return el("span", {}, item.header ? el("span", { className: "chip" }, item.header) : null, el("span", { className: "qtext" }, item.question));
  }

  function isChoice(q) { return q.kind && q.kind !== "question"; }

  function card(q) {
    const c = el("article", { className: "card question", dataset: { qid: q.id, status: q.status, kind: q.kind || "question" } });
    if (q.status === "pending" && !tracked.has(q.id)) {
      let form = forms.get(q.id);
      if (!form) { form = isChoice(q) ? Decisions.form(q, send) : buildForm(q); forms.set(q.id, form); }
      c.appendChild(form);
    } else {
      if (isChoice(q)) c.appendChild(Decisions.summary(q));
      for (const item of q.questions || []) c.appendChild(el("p", { className: "q" }, itemTitle(item)));
      c.appendChild(delivery(q));
    }
    return c;
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
    const r = await W.post("/api/questions/" + q.id + "/answer", body);
    for (const b of form.querySelectorAll("button")) b.disabled = false;
    if (!r.ok) { err.textContent = W.errorOf(r); return; }
    tracked.add(q.id);
    forms.delete(q.id);
    // show the answer at once; the stream brings delivery and verification
    const d = W.state.detail;
    const known = d && d.pending && d.pending.find((x) => x.id === q.id);
    if (known && known.status === "pending") {  // the stream may already have brought newer news
      known.status = "answered";
      known.hook_waiting = r.data.hook_waiting;
      known.answers = known.answers.concat([{ text: r.data.text, decided_by: "human:web", delivery: null }]);
    }
    W.render();
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
        el("span", {}, "#" + q.id), el("span", {}, W.ago(q.created_at))),
      isChoice(q) ? Decisions.summary(q) : null,
      (q.questions || []).map((item) => el("p", { className: "q" }, itemTitle(item))),
      last ? el("p", { className: "ans" }, el("strong", {}, "Answer: "), last.text || "",
        el("span", { className: "muted" }, " — decided by " + last.decided_by + (last.delivery ? ", delivered by " + last.delivery : ""))) : null,
      q.detail ? el("p", { className: "muted" }, q.detail) : null);
  }

  // The open decisions, then the ones answered here that have settled since.
  function render(main, d) {
    const shown = d.pending.slice();
    for (const q of d.history) if (tracked.has(q.id)) shown.push(q);
    const live = new Set(shown.map((q) => q.id));
    for (const id of Array.from(forms.keys())) if (!live.has(id)) forms.delete(id);
    const key = JSON.stringify(shown.map((q) => [q.id, q.status, q.hook_waiting, q.detail, q.answers.length, tracked.has(q.id)]));
    W.section(main, "pending", key, () => [
      el("h2", {}, "Decisions", d.pending.length ? " (" + d.pending.length + " open)" : ""),
      shown.length ? shown.map(card) : el("p", { className: "muted" }, "Nothing is waiting for a decision.")]);
  }

  function reset() { forms.clear(); }

  return { render, historyCard, reset };
})();
