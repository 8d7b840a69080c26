// The ranked plays of an analysis as a list of buttons (gamekit.widgets.ranked_plays).
// Hover or focus a row: after `delay_ms` of quiet, {event: "preview", row} goes to Python (a sweep
// of the mouse sends only where it rests); leaving the list: {event: "clear"}; a click, Enter or
// Space: {event: "choose", row} at once.  Arrow keys, Home and End move the focus between rows.
// Every message carries `generation`, so Python ignores one meant for an older list.

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "gk-ranked";
  const list = document.createElement("div");
  list.className = "gk-ranked-list";
  list.setAttribute("role", "group");
  root.appendChild(list);
  el.appendChild(root);

  let timer = null;
  let pending = null;
  let sent = null;

  function send(msg) {
    sent = JSON.stringify(msg);
    model.send({ ...msg, generation: model.get("generation") });
  }
  function flush() {
    timer = null;
    if (pending && JSON.stringify(pending) !== sent) send(pending);
  }
  function want(msg) {
    pending = msg;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(flush, model.get("delay_ms"));
  }
  function rows() {
    return Array.from(list.querySelectorAll("button.gk-ranked-row"));
  }
  function focusedRow() {
    const b = rows().find((r) => r === document.activeElement);
    return b ? Number(b.dataset.row) : null;
  }
  function afterLeaving() {
    const f = focusedRow();
    want(f === null ? { event: "clear" } : { event: "preview", row: f });
  }

  function draw() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
    sent = null;
    const hadFocus = focusedRow();
    list.setAttribute("aria-label", model.get("label"));
    list.replaceChildren();
    const chosen = model.get("chosen");
    model.get("rows").forEach((r, i) => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "gk-ranked-row" + (r.played ? " gk-ranked-played" : "");
      b.dataset.row = String(i);
      b.setAttribute("aria-label", r.verdict);
      b.setAttribute("aria-pressed", i === chosen ? "true" : "false");
      b.title = r.verdict;
      const name = document.createElement("span");
      name.className = "gk-ranked-name";
      name.textContent = `${i + 1}. ${r.description}` + (r.played ? " (played)" : "");
      const bar = document.createElement("span");
      bar.className = "gk-ranked-bar";
      bar.setAttribute("aria-hidden", "true");
      const fill = document.createElement("span");
      fill.className = "gk-ranked-fill";
      fill.style.width = `${(100 * r.share).toFixed(1)}%`;
      const ci = document.createElement("span");
      ci.className = "gk-ranked-ci";
      ci.style.left = `${(100 * r.low).toFixed(1)}%`;
      ci.style.width = `${Math.max(100 * (r.high - r.low), 0.8).toFixed(1)}%`;
      bar.append(fill, ci);
      const nums = document.createElement("span");
      nums.className = "gk-ranked-nums";
      nums.textContent = r.numbers;
      b.append(name, bar, nums);
      list.appendChild(b);
    });
    if (hadFocus !== null) {
      const all = rows();
      const target = all[Math.min(hadFocus, all.length - 1)];
      if (target) target.focus({ preventScroll: true });
    }
  }

  function rowOf(ev) {
    const b = ev.target.closest && ev.target.closest("button.gk-ranked-row");
    return b && list.contains(b) ? b : null;
  }
  function onOver(ev) {
    const b = rowOf(ev);
    if (b) want({ event: "preview", row: Number(b.dataset.row) });
  }
  function onFocusIn(ev) {
    const b = rowOf(ev);
    if (b) want({ event: "preview", row: Number(b.dataset.row) });
  }
  function onFocusOut(ev) {
    if (!list.contains(ev.relatedTarget) && !list.matches(":hover")) want({ event: "clear" });
  }
  function onClick(ev) {
    const b = rowOf(ev);
    if (!b) return;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
    send({ event: "choose", row: Number(b.dataset.row) });
    sent = null;
  }
  function onKey(ev) {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const all = rows();
    const i = all.indexOf(document.activeElement);
    if (i < 0) return;
    const to = { ArrowDown: i + 1, ArrowUp: i - 1, Home: 0, End: all.length - 1 }[ev.key];
    if (to === undefined) return;
    ev.preventDefault();
    const t = all[Math.max(0, Math.min(to, all.length - 1))];
    t.focus();
    t.scrollIntoView({ block: "nearest" });
  }

  list.addEventListener("mouseover", onOver);
  list.addEventListener("mouseleave", afterLeaving);
  list.addEventListener("focusin", onFocusIn);
  list.addEventListener("focusout", onFocusOut);
  list.addEventListener("click", onClick);
  list.addEventListener("keydown", onKey);
  model.on("change:rows", draw);
  model.on("change:chosen", draw);
  model.on("change:label", draw);
  draw();
  return () => {
    if (timer !== null) clearTimeout(timer);
    model.off("change:rows", draw);
    model.off("change:chosen", draw);
    model.off("change:label", draw);
  };
}

export default { render };
