// warden board: the forms of decisions that are one numbered choice (a permission, a plan,
// an idle session, a failure). Like board.js, every string from Claude Code is untrusted:
// nodes are built with createElement and textContent only. A plan's Markdown is parsed here
// into DOM nodes (headings, paragraphs, lists, code, quotes, emphasis); nothing is ever
// handed to the browser as HTML.
"use strict";

const Decisions = (() => {
  function node(tag, cls, ...children) {
    const n = document.createElement(tag);
    if (cls) n.className = cls;
    for (const c of children.flat()) {
      if (c === null || c === undefined || c === false) continue;
      n.appendChild(typeof c === "string" ? document.createTextNode(c) : c);
    }
    return n;
  }

  // ---------------------------------------------------------------- Markdown → DOM

  // Inline spans: `code`, **strong**, *em* / _em_, [text](url) shown as "text (url)".
  function inline(text) {
    const out = [];
    const re = /(`[^`]+`)|(\*\*[^*]+\*\*)|(__[^_]+__)|(\*[^*\s][^*]*\*)|(_[^_\s][^_]*_)|(\[[^\]]+\]\([^)\s]+\))/g;
    let last = 0;
    let m;
    while ((m = re.exec(text)) !== null) {
      if (m.index > last) out.push(document.createTextNode(text.slice(last, m.index)));
      const t = m[0];
      if (m[1]) out.push(node("code", null, t.slice(1, -1)));
      else if (m[2] || m[3]) out.push(node("strong", null, ...inline(t.slice(2, -2))));
      else if (m[4] || m[5]) out.push(node("em", null, ...inline(t.slice(1, -1))));
      else {
        const close = t.indexOf("](");
        out.push(document.createTextNode(t.slice(1, close) + " (" + t.slice(close + 2, -1) + ")"));
      }
      last = m.index + t.length;
    }
    if (last < text.length) out.push(document.createTextNode(text.slice(last)));
    return out;
  }

  function markdown(src) {
    const root = node("div", "md");
    const lines = String(src || "").replace(/\r\n?/g, "\n").split("\n");
    let i = 0;
    let para = [];
    const flush = () => {
      if (para.length) root.appendChild(node("p", null, ...inline(para.join(" "))));
      para = [];
    };
    while (i < lines.length) {
      const line = lines[i];
      const fence = line.match(/^\s*(```|~~~)/);
      if (fence) {
        flush();
        const body = [];
        i++;
        while (i < lines.length && !lines[i].trim().startsWith(fence[1])) body.push(lines[i++]);
        i++;
        root.appendChild(node("pre", null, node("code", null, body.join("\n"))));
        continue;
      }
      const h = line.match(/^(#{1,6})\s+(.*?)\s*#*\s*$/);
      if (h) {
        flush();
        root.appendChild(node("h" + Math.min(6, h[1].length + 2), null, ...inline(h[2])));
        i++;
        continue;
      }
      if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) { flush(); root.appendChild(node("hr")); i++; continue; }
      const item = line.match(/^(\s*)([-*+]|\d+[.)])\s+(.*)$/);
      if (item) {
        flush();
        const ordered = /\d/.test(item[2]);
        const list = node(ordered ? "ol" : "ul");
        while (i < lines.length) {
          const it = lines[i].match(/^(\s*)([-*+]|\d+[.)])\s+(.*)$/);
          if (!it || /\d/.test(it[2]) !== ordered) break;
          const li = node("li", null, ...inline(it[3]));
          i++;
          while (i < lines.length && /^\s{2,}\S/.test(lines[i]) && !/^\s*([-*+]|\d+[.)])\s+/.test(lines[i])) {
            li.appendChild(document.createTextNode(" "));
            for (const n of inline(lines[i].trim())) li.appendChild(n);
            i++;
          }
          list.appendChild(li);
        }
        root.appendChild(list);
        continue;
      }
      if (/^\s*>/.test(line)) {
        flush();
        const quoted = [];
        while (i < lines.length && /^\s*>/.test(lines[i])) quoted.push(lines[i++].replace(/^\s*>\s?/, ""));
        root.appendChild(node("blockquote", null, markdown(quoted.join("\n"))));
        continue;
      }
      if (!line.trim()) { flush(); i++; continue; }
      para.push(line.trim());
      i++;
    }
    flush();
    return root;
  }

  // ---------------------------------------------------------------- what is asked

  function diff(lines) {
    return node("pre", "diff", ...lines.map((l) => node("span", l.startsWith("+") ? "add" : l.startsWith("-") ? "del" : null, l + "\n")));
  }

  function asked(q) {
    const o = q.offer || {};
    if (q.kind === "permission") {
      const input = o.tool_input || {};
      const parts = [node("p", "ask", node("span", "chip", o.tool || "?"), o.mode ? node("span", "muted", o.mode + " mode") : null)];
      if (typeof input.description === "string" && input.description) parts.push(node("p", "muted", input.description));
      if (o.tool === "Bash") parts.push(node("pre", "command", String(input.command || "")));
      else parts.push(node("p", "path", node("code", null, String(o.what || ""))));
      if (o.diff && o.diff.length) parts.push(diff(o.diff.slice(0, 200)));
      parts.push(node("p", "q", "Do you want to proceed?"));
      return parts;
    }
    if (q.kind === "plan") {
      return [node("p", "ask", node("span", "chip", "plan"), o.path ? node("code", "muted", o.path) : null),
        node("div", "plan", markdown(o.plan || "(the plan is empty)")),
        node("p", "q", "Would you like to proceed?")];
    }
    if (q.kind === "idle") {
      return [node("p", "q", "The session is idle at its prompt: what should it do next?"),
        o.last_message ? node("blockquote", "said", o.last_message) : null];
    }
    if (q.kind === "failure") {
      return [node("p", "q", "The session failed (" + (o.reason || "?") + ")" + (o.alive ? "; Claude Code still runs." : "; Claude Code is not running.")),
        node("pre", "command", o.detail || ""), node("p", "muted", "By hand: " + (o.resume || ""))];
    }
    return [node("p", "q", q.summary || q.kind)];
  }

  // ---------------------------------------------------------------- the form

  function form(q, send) {
    const o = q.offer || {};
    const f = node("form", "decision");
    f.noValidate = true;
    f.dataset.qid = q.id;
    f.dataset.kind = q.kind;
    for (const n of asked(q)) if (n) f.appendChild(n);
    const name = "d" + q.id;
    const rows = [];
    for (const opt of o.options || []) {
      const radio = node("input");
      radio.type = "radio";
      radio.name = name;
      radio.value = String(opt.n);
      if (opt.n === 1) radio.checked = true;
      const label = node("label", "opt", radio, node("span", "text", node("span", "label", opt.n + ". " + opt.label),
        opt.text_for ? node("span", "desc", (opt.text === "required" ? "with " : "optionally with ") + opt.text_for) : null));
      label.dataset.role = opt.role;
      rows.push(label);
      f.appendChild(label);
    }
    const text = node("textarea", "choice-text");
    text.placeholder = "The text the chosen option takes";
    text.id = "choice-text-" + q.id;
    // the box says what the chosen option does with its text
    const caption = node("label", "field-label");
    caption.htmlFor = text.id;
    const say = () => {
      const picked = f.querySelector("input[name='" + name + "']:checked");
      const opt = picked ? (o.options || [])[Number(picked.value) - 1] || {} : {};
      const what = opt.text_for ? opt.text_for.charAt(0).toUpperCase() + opt.text_for.slice(1) : "";
      caption.textContent = what ? (opt.text === "required" ? what : "Optional: " + opt.text_for) : "Text (this option takes none)";
    };
    f.addEventListener("change", say);
    say();
    f.append(caption, text);
    let edit = null;
    if (q.kind === "permission" && o.tool === "Bash") {
      edit = node("input", "edit-command");
      edit.type = "text";
      edit.value = String((o.tool_input || {}).command || "");
      edit.setAttribute("aria-label", "Command to run");
      f.appendChild(node("label", "edit", node("span", "muted", "Allow, running instead: "), edit));
    }
    const err = node("p", "form-error");
    err.setAttribute("role", "alert");
    const submit = node("button", null, "Submit");
    submit.type = "submit";
    f.append(err, node("div", "actions", submit));
    f.addEventListener("submit", (ev) => {
      ev.preventDefault();
      const picked = f.querySelector("input[name='" + name + "']:checked");
      if (!picked) { err.textContent = "Pick an option."; return; }
      const n = Number(picked.value);
      const opt = (o.options || [])[n - 1] || {};
      const body = { option: n };
      const t = text.value.trim();
      if (opt.role === "queue") {
        body.commands = t.split("\n").map((c) => c.trim()).filter((c) => c);
        if (!body.commands.length) { err.textContent = "Give the commands to queue, one per line."; return; }
      } else if (t) body.text = t;
      if (opt.text === "required" && opt.role !== "queue" && !t) { err.textContent = "This option needs " + opt.text_for + "."; return; }
      if (edit && (opt.role === "allow" || opt.role === "always") && edit.value.trim() !== String((o.tool_input || {}).command || "").trim()) {
        body.edit = { command: edit.value.trim() };
      }
      send(q, f, body, err);
    });
    return f;
  }

  function summary(q) {
    return node("p", "q", node("span", "chip", q.kind), q.summary || "");
  }

  return { form, summary, markdown };
})();
