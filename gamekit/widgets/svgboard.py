"""A clickable SVG board: an anywidget that shows an SVG string and reports clicks to Python.

Every element of the SVG that carries ``data-click="TOKEN"`` becomes a button:

* it is focusable (``tabindex=0``, ``role="button"``) and gets an ``aria-label`` (the element's
  ``data-label`` attribute, else the token) and a hover tooltip;
* it activates on a mouse click, on Enter and on Space, and then sends ``{"click": TOKEN}`` to
  Python, where the callbacks registered with :meth:`SvgBoard.on_click` run;
* a thick focus ring (blue and yellow, visible on any background) shows the focused element.

Keyboard shortcuts work **only while the focus is inside the board**.  Key presses without
Ctrl/Alt/Meta stop at the board (JupyterLab 4 handles its shortcuts on ``document`` in the
bubbling phase), so JupyterLab's single-key notebook commands such as A, B, X, Z or the arrow
keys never fire there and the board's keys never reach JupyterLab; Tab and Escape pass, so the
focus can always leave.  ``suppress_scope`` extends this to an enclosing element (the game
board with all its buttons, lists and slider).
The keys listed in :attr:`SvgBoard.shortcut_keys` are forwarded to Python as ``{"key": KEY}`` (see
:meth:`SvgBoard.on_key`); ``help`` is a line of text under the board that explains them.

After every redraw the focus stays in the board: on the element with the same token if it still
exists, else on the first clickable element, else on the board itself, so a keyboard user can
keep playing without tabbing through the page again.

The ES module is inline (no CDN, works offline, in JupyterLab and in Voila).
"""

from __future__ import annotations

import re
from typing import Any, Callable

import anywidget
import traitlets

from ..core import str_arg

__all__ = ["SvgBoard", "click_tokens"]

_ESM = r"""
const FOCUS_RING = "gk-focus-ring";

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "gk-svgboard";
  root.setAttribute("role", "group");
  root.setAttribute("tabindex", "0");
  // Lumino (JupyterLab) ignores its keyboard shortcuts for key presses inside this element.
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  const canvas = document.createElement("div");
  canvas.className = "gk-svgboard-canvas";
  const help = document.createElement("div");
  help.className = "gk-svgboard-help";
  root.append(canvas, help);
  el.appendChild(root);

  let lastToken = null;

  // JupyterLab handles its shortcuts on `document` in the bubbling phase (and skips elements
  // marked data-lm-suppress-shortcuts).  Key presses without Ctrl/Alt/Meta inside the board --
  // and inside an enclosing container such as the whole game board with its buttons, lists and
  // slider -- stop here, after the controls have seen them, so single-key notebook commands
  // (A, B, X, D D, Z, M, arrows, Shift+Enter...) never fire there.  Tab and Escape pass, so the
  // focus can always leave.
  function guard(ev) {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    if (ev.key === "Tab" || ev.key === "Escape") return;
    ev.stopPropagation();
  }
  // ipywidgets' Play buttons are bare icons: give them names (screen readers, tooltips).
  const PLAY_NAMES = ["Play or pause the animation", "Stop: back to the position before the last action",
                      "Repeat the animation"];
  // The log's markup is replaced on every action, so a live region that outlives it announces
  // only the newest entry of the log (.gk-log-box) to screen readers.
  function announceLog(root) {
    root.querySelectorAll(".gk-log-box").forEach((box) => {
      let live = box.querySelector(":scope > .gk-live");
      if (!live) {
        live = document.createElement("div");
        live.className = "gk-live";
        live.setAttribute("role", "log");
        live.setAttribute("aria-live", "polite");
        live.setAttribute("aria-label", "newest action");
        box.appendChild(live);
      }
      const items = box.querySelectorAll(".gk-log ol > li:not(.gk-undone)");
      const last = items.length ? items[items.length - 1] : null;
      const text = last ? last.textContent.replace(/\s+/g, " ").trim() : "";
      if (live.__gkText !== text) {
        live.__gkText = text;
        live.textContent = text;
      }
    });
  }
  function nameButtons(root) {
    announceLog(root);
    // ipywidgets' slider handle (role="slider") has no name of its own: give it the slider's label
    root.querySelectorAll(".widget-slider").forEach((w) => {
      const label = w.querySelector(".widget-label");
      const name = label ? label.textContent.replace(/[:\s]+$/, "").trim() : "";
      w.querySelectorAll(".noUi-handle").forEach((h) => {
        if (name && h.getAttribute("aria-label") !== name) h.setAttribute("aria-label", name);
      });
    });
    root.querySelectorAll(".widget-play").forEach((p) => {
      p.querySelectorAll("button").forEach((b, i) => {
        if (PLAY_NAMES[i] && b.getAttribute("aria-label") !== PLAY_NAMES[i]) {
          b.setAttribute("aria-label", PLAY_NAMES[i]);
          b.title = PLAY_NAMES[i];
        }
      });
    });
  }
  let observer = null;
  let scope = null;
  let tries = 0;
  function markScope() {
    const sel = model.get("suppress_scope");
    if (!sel) return;
    const found = el.closest(sel);
    if (found) {
      scope = found;
      scope.setAttribute("data-lm-suppress-shortcuts", "true");
      if (!scope.__gkGuarded) { scope.addEventListener("keydown", guard); scope.__gkGuarded = true; }
      nameButtons(scope);
      observer = new MutationObserver(() => nameButtons(scope));
      observer.observe(scope, { childList: true, subtree: true });
      return;
    }
    if (tries++ < 100) setTimeout(markScope, 100);
  }

  function clickables() {
    return Array.from(canvas.querySelectorAll("[data-click]"));
  }

  function removeRing() {
    canvas.querySelectorAll("." + FOCUS_RING).forEach((n) => n.remove());
  }

  function drawRing(node) {
    removeRing();
    const svg = node.ownerSVGElement;
    if (!svg || typeof node.getBBox !== "function") return;
    let box;
    try { box = node.getBBox(); } catch (e) { return; }
    const ns = "http://www.w3.org/2000/svg";
    const pad = 6;
    const g = document.createElementNS(ns, "g");
    g.setAttribute("class", FOCUS_RING);
    g.setAttribute("pointer-events", "none");
    for (const [colour, width, dash] of [["#000000", 9, ""], ["#F0E442", 5, "10 6"]]) {
      const r = document.createElementNS(ns, "rect");
      r.setAttribute("x", box.x - pad);
      r.setAttribute("y", box.y - pad);
      r.setAttribute("width", box.width + 2 * pad);
      r.setAttribute("height", box.height + 2 * pad);
      r.setAttribute("rx", 10);
      r.setAttribute("fill", "none");
      r.setAttribute("stroke", colour);
      r.setAttribute("stroke-width", width);
      if (dash) r.setAttribute("stroke-dasharray", dash);
      g.appendChild(r);
    }
    // the ring is drawn in the coordinates of the element's parent
    const ctm = node.getScreenCTM && node.getScreenCTM();
    const sctm = svg.getScreenCTM && svg.getScreenCTM();
    if (ctm && sctm) {
      const m = sctm.inverse().multiply(ctm);
      g.setAttribute("transform", `matrix(${m.a} ${m.b} ${m.c} ${m.d} ${m.e} ${m.f})`);
    }
    svg.appendChild(g);
  }

  function activate(node) {
    const token = node.getAttribute("data-click");
    lastToken = token;
    // the position drawn travels with the click: Python drops a click made on a drawing it no
    // longer shows (one that crossed a change of position on the way)
    model.send({ click: token, position: model.get("position") });
  }

  function draw() {
    const active = document.activeElement;
    const hadFocus = root.contains(active);
    const focusedToken = active && active.getAttribute ? active.getAttribute("data-click") : null;
    canvas.innerHTML = model.get("svg");
    root.setAttribute("aria-label", model.get("label"));
    help.textContent = model.get("help");
    help.style.display = model.get("help") ? "" : "none";
    const svg = canvas.querySelector("svg");
    if (svg) {
      // scale with the container (the viewBox keeps the proportions)
      svg.removeAttribute("width");
      svg.removeAttribute("height");
      svg.removeAttribute("style");
      // a picture on its own is one image (role="img"); here it holds buttons, so it is a group
      svg.setAttribute("role", "group");
      svg.setAttribute("aria-label", model.get("label"));
      svg.setAttribute("preserveAspectRatio", "xMidYMid meet");
      const fit = model.get("fit_height");
      const vb = svg.viewBox && svg.viewBox.baseVal;
      if (fit && vb && vb.width > 0 && vb.height > 0) {
        // as tall as `fit` allows, as wide as the proportions then ask (and never wider than the room)
        svg.style.width = `calc((${fit}) * ${(vb.width / vb.height).toFixed(4)})`;
      } else if (vb && vb.width > 0) {
        svg.style.maxWidth = `${vb.width}px`;  // never larger than drawn: text keeps its size
      }
    }
    for (const node of clickables()) {
      const label = node.getAttribute("data-label") || node.getAttribute("data-click");
      node.setAttribute("tabindex", "0");
      node.setAttribute("role", "button");
      node.setAttribute("aria-label", label);
      node.classList.add("gk-clickable");
      if (!Array.from(node.children).some((c) => c.tagName.toLowerCase() === "title")) {
        const t = document.createElementNS("http://www.w3.org/2000/svg", "title");
        t.textContent = label;
        node.insertBefore(t, node.firstChild);
      }
    }
    if (hadFocus) {
      const want = focusedToken ?? lastToken;
      const nodes = clickables();
      const same = nodes.find((n) => n.getAttribute("data-click") === want);
      const target = same || nodes[0] || root;
      target.focus({ preventScroll: true });
    }
  }

  function onClick(ev) {
    const node = ev.target.closest && ev.target.closest("[data-click]");
    if (node && canvas.contains(node)) {
      ev.preventDefault();
      activate(node);
    } else if (model.get("busy") && canvas.contains(ev.target)) {
      // during an animation a click anywhere on the board finishes it
      model.send({ click: "", position: model.get("position") });
    }
  }

  function onKeydown(ev) {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const node = ev.target.closest && ev.target.closest("[data-click]");
    if ((ev.key === "Enter" || ev.key === " ") && node && canvas.contains(node)) {
      ev.preventDefault();
      ev.stopPropagation();
      activate(node);
      return;
    }
    const keys = model.get("shortcut_keys") || [];
    const key = ev.key.length === 1 ? ev.key.toLowerCase() : ev.key;
    if (keys.includes(key)) {
      ev.preventDefault();
      ev.stopPropagation();
      model.send({ key: key });
    }
  }

  function onFocusIn(ev) {
    const node = ev.target.closest && ev.target.closest("[data-click]");
    if (node && canvas.contains(node)) drawRing(node); else removeRing();
  }
  function onFocusOut(ev) {
    if (!root.contains(ev.relatedTarget)) removeRing();
  }

  // The metronome: while tick_ms > 0 the board sends {tick: n} every tick_ms milliseconds (one
  // timer per model, however many views show it; the delay is read again before every tick).
  function schedule() {
    if (model.__gkTimer) return;
    const ms = model.get("tick_ms");
    if (!(ms > 0)) return;
    model.__gkTimer = setTimeout(() => {
      model.__gkTimer = null;
      if (model.get("tick_ms") > 0) {
        model.__gkTicks = (model.__gkTicks || 0) + 1;
        model.send({ tick: model.__gkTicks });
        schedule();
      }
    }, ms);
  }
  function onTickMs() {
    if (!(model.get("tick_ms") > 0) && model.__gkTimer) {
      clearTimeout(model.__gkTimer);
      model.__gkTimer = null;
    }
    schedule();
  }
  model.on("change:tick_ms", onTickMs);
  schedule();

  canvas.addEventListener("click", onClick);
  root.addEventListener("keydown", onKeydown);
  root.addEventListener("keydown", guard);
  root.addEventListener("focusin", onFocusIn);
  root.addEventListener("focusout", onFocusOut);
  model.on("change:svg", draw);
  model.on("change:label", draw);
  model.on("change:help", draw);
  draw();
  markScope();

  return () => {
    model.off("change:tick_ms", onTickMs);
    model.off("change:svg", draw);
    model.off("change:label", draw);
    model.off("change:help", draw);
    canvas.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKeydown);
    root.removeEventListener("keydown", guard);
    if (observer) observer.disconnect();
    root.removeEventListener("focusin", onFocusIn);
    root.removeEventListener("focusout", onFocusOut);
  };
}

export default { render };
"""

_CSS = r"""
.gk-svgboard {
  width: auto;
  max-width: 100%;
  box-sizing: border-box;
  padding: 4px;
  border-radius: 8px;
}
.gk-svgboard:focus-visible {
  outline: 4px solid #0072B2;
  outline-offset: 2px;
}
.gk-svgboard-canvas svg {
  display: block;
  width: 100%;
  max-width: 100%;
  height: auto;
}
.gk-svgboard .gk-clickable {
  cursor: pointer;
}
.gk-svgboard .gk-clickable:focus {
  outline: none;
}
.gk-svgboard .gk-clickable:hover {
  filter: brightness(1.08) drop-shadow(0 0 4px #0072B2);
}
.gk-svgboard-help {
  font-size: 16px;
  margin-top: 2px;
  color: #333333;
  width: 0;
  min-width: 100%;
}
"""

_TOKEN_RE = re.compile(r'data-click="([^"]*)"')


def click_tokens(svg: str) -> list[str]:
    """The ``data-click`` tokens of an SVG string, in document order.  Raises
    :class:`~gamekit.errors.GameError` if ``svg`` is no str."""
    return _TOKEN_RE.findall(str_arg(svg, "click_tokens", "svg"))


class SvgBoard(anywidget.AnyWidget):
    """Shows ``svg`` (a string) scaled to the container width; clickable elements report to Python.

    >>> b = SvgBoard('<svg viewBox="0 0 10 10"><circle data-click="a" r="4"/></svg>')
    >>> b.on_click(lambda token: print("clicked", token))
    >>> b.click("a")          # what a mouse click or Enter/Space on the circle does
    clicked a
    """

    _esm = _ESM
    _css = _CSS

    svg = traitlets.Unicode("").tag(sync=True)
    """The SVG markup shown (one ``<svg>`` element with a ``viewBox``)."""
    label = traitlets.Unicode("game board").tag(sync=True)
    """Accessible name of the board region."""
    help = traitlets.Unicode("").tag(sync=True)
    """A line of text under the board (e.g. which keys work inside it); empty hides it."""
    shortcut_keys = traitlets.List(traitlets.Unicode()).tag(sync=True)
    """Keys forwarded to Python as ``{"key": ...}`` while the focus is inside the board
    (``KeyboardEvent.key`` values; single letters in lower case)."""
    fit_height = traitlets.Unicode("").tag(sync=True)
    """A CSS length (e.g. ``"max(360px, 100vh - 180px)"``): the picture is drawn that tall and as wide
    as its proportions ask (never wider than the room); ``""``: as wide as the room, but no
    wider than the viewBox's width in CSS pixels (so its text never grows)."""
    suppress_scope = traitlets.Unicode("").tag(sync=True)
    """CSS selector of an enclosing element that is also shielded from JupyterLab's shortcuts."""
    position = traitlets.Int(0).tag(sync=True)
    """Which position the SVG shows (a counter kept by the owner).  A click carries the position
    of the drawing it was made on; a click made on another position than the current one is
    not passed to :meth:`on_click` callbacks but to :meth:`on_stale` ones."""
    tick_ms = traitlets.Int(0).tag(sync=True)
    """While > 0, the browser sends a tick every ``tick_ms`` milliseconds (see :meth:`on_tick`);
    0 stops the timer.  It runs in the page (JupyterLab, Voila), so nothing in the kernel blocks."""
    busy = traitlets.Bool(False).tag(sync=True)
    """True while an animation is shown: a click beside every clickable place then reports the
    token ``""`` (so that it can finish the animation)."""

    def __init__(self, svg: str = "", **kwargs: Any) -> None:
        super().__init__(svg=svg, **kwargs)
        self._click_callbacks: list[Callable[[str], Any]] = []
        self._key_callbacks: list[Callable[[str], Any]] = []
        self._stale_callbacks: list[Callable[[str], Any]] = []
        self._tick_callbacks: list[Callable[[], Any]] = []
        self.on_msg(self._on_custom_msg)

    # --- Python API -----------------------------------------------------------------------------
    def on_click(self, callback: Callable[[str], Any], remove: bool = False) -> None:
        """Call ``callback(token)`` when a ``data-click`` element is activated (``remove=True`` unregisters)."""
        if remove:
            self._click_callbacks.remove(callback)
        else:
            self._click_callbacks.append(callback)

    def on_tick(self, callback: Callable[[], Any]) -> None:
        """Call ``callback()`` on every tick of the browser's timer (:attr:`tick_ms`)."""
        self._tick_callbacks.append(callback)

    def on_stale(self, callback: Callable[[str], Any]) -> None:
        """Call ``callback(token)`` for a click made on a drawing of another :attr:`position`."""
        self._stale_callbacks.append(callback)

    def on_key(self, callback: Callable[[str], Any], remove: bool = False) -> None:
        """Call ``callback(key)`` when one of :attr:`shortcut_keys` is pressed inside the board."""
        if remove:
            self._key_callbacks.remove(callback)
        else:
            self._key_callbacks.append(callback)

    @property
    def tokens(self) -> list[str]:
        """The clickable tokens of the current SVG, in document order."""
        return click_tokens(self.svg)

    def click(self, token: str, position: int | None = None) -> None:
        """Do what activating the element ``data-click=token`` in the browser does; ``position``:
        the :attr:`position` of the drawing clicked (None: the one shown now)."""
        msg: dict[str, Any] = {"click": str(token)}
        if position is not None:
            msg["position"] = position
        self._on_custom_msg(self, msg, [])

    def press(self, key: str) -> None:
        """Do what pressing ``key`` inside the board does (only keys in :attr:`shortcut_keys` count)."""
        self._on_custom_msg(self, {"key": key}, [])

    # --- messages from the browser --------------------------------------------------------------
    def _on_custom_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        if "tick" in content:
            for cb in list(self._tick_callbacks):
                cb()
            return
        token = content.get("click")
        if isinstance(token, str):
            pos = content.get("position")
            stale = isinstance(pos, int) and pos != self.position
            for cb in list(self._stale_callbacks if stale else self._click_callbacks):
                cb(token)
            return
        key = content.get("key")
        if isinstance(key, str) and key in self.shortcut_keys:
            for cb in list(self._key_callbacks):
                cb(key)

    def __repr__(self) -> str:
        n = len(self.tokens)
        return f"SvgBoard({self.label!r}, {n} clickable element{'s' if n != 1 else ''})"
