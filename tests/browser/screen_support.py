"""Measuring a board on a projector-sized screen, and the accessibility audit (axe-core).

Used by tests/browser/test_browser_screen.py.  Nothing runs at import time.

* :data:`SCREEN`: the window of issue 11, 1366 x 768 CSS pixels (device scale factor 1).
* :func:`measure_board`: the bounding box of a ``.gamekit-board`` and of its primary controls
  (board picture, Throw, the move, Undo/Redo, the players), the visible part of the page it sits
  in, and the smallest text size shown inside it -- for SVG text the font size times the SVG's
  scale on screen, for HTML text the computed ``font-size``.
* :func:`axe_findings`: axe-core (PyPI ``axe-playwright-python``, bundled axe-core) run on the
  kit's own DOM only (notebook outputs: pictures, boards, tables), violations of impact
  "serious" or "critical" as ``{rule_id: [target selectors]}``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import nbformat

SCREEN = {"width": 1366, "height": 768}
MIN_TEXT_PX = 16.0

# The four boards as the notebooks build them (same games, options and seats).
BOARDS = {
    "raja_pasu": 'board(gamekit.load("raja_pasu", match=True))',
    "sechs_as": 'board(gamekit.load("sechs_as"), seats=["person", "optimal"], seed=1)',
    "pachisi_german": 'board(gamekit.load("pachisi", ruleset="german"), seats=["person", "greedy", "person", "greedy"])',
    "pachisi_czech": 'board(gamekit.load("pachisi", ruleset="czech"), seats=["person", "greedy", "person", "greedy"])',
}


def write_board_notebook(folder: Path, game: str) -> Path:
    """A one-board notebook ``_screen_<game>.ipynb`` in ``folder`` (the served copy)."""
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(f"import gamekit\nfrom gamekit.widgets import board\n{BOARDS[game]}")]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    path = folder / f"_screen_{game}.ipynb"
    nbformat.write(nb, str(path))
    return path


def write_boards_notebook(folder: Path, games: list[str], name: str) -> Path:
    """A notebook ``<name>.ipynb`` in ``folder`` with one board per cell, in the order of ``games``
    (keys of :data:`BOARDS`): one kernel and one page serve them all."""
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell("import gamekit\nfrom gamekit.widgets import board")]
    nb.cells += [nbformat.v4.new_code_cell(BOARDS[g]) for g in games]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    path = folder / f"{name}.ipynb"
    nbformat.write(nb, str(path))
    return path


_MEASURE = r"""
([el, viewportSel]) => {
  const box = (n) => { const r = n.getBoundingClientRect(); return { x: r.x, y: r.y, w: r.width, h: r.height,
                       bottom: r.bottom, right: r.right }; };
  const visible = (n) => {
    if (!n.getClientRects().length) return false;
    for (let p = n; p && p.nodeType === 1; p = p.parentElement) {
      const cs = getComputedStyle(p);
      if (cs.display === "none" || cs.visibility === "hidden") return false;
    }
    return true;
  };
  const norm = (s) => (s || "").replace(/\s+/g, " ").trim();
  // text: SVG <text> at font-size x on-screen scale; HTML text nodes at their parent's font-size
  const texts = [];
  for (const t of el.querySelectorAll("svg text")) {
    if (!visible(t) || !norm(t.textContent)) continue;
    const m = t.getScreenCTM();
    const scale = m ? Math.sqrt(m.a * m.a + m.b * m.b) : 1;
    texts.push({ text: norm(t.textContent).slice(0, 40), px: parseFloat(getComputedStyle(t).fontSize) * scale,
                 where: "svg" });
  }
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const p = n.parentElement;
    if (!p || p.closest("svg") || p.closest("style, script") || !norm(n.textContent) || !visible(p)) continue;
    texts.push({ text: norm(n.textContent).slice(0, 40), px: parseFloat(getComputedStyle(p).fontSize), where: "html" });
  }
  const smallest = texts.reduce((a, b) => (a && a.px <= b.px ? a : b), null);
  const svg = el.querySelector(".gk-svgboard-canvas > svg");
  const named = (name) => Array.from(el.querySelectorAll("button")).find((b) => norm(b.textContent) === name);
  const primary = [svg, named("Throw"), named("Play move"), named("Undo"), named("Redo"),
                   ...el.querySelectorAll("select")]
      .filter((n) => n && visible(n));
  const union = primary.map(box).reduce((u, b) => u ? { x: Math.min(u.x, b.x), y: Math.min(u.y, b.y),
      right: Math.max(u.right, b.right), bottom: Math.max(u.bottom, b.bottom) } : { ...b }, null);
  const vp = viewportSel ? document.querySelector(viewportSel) : null;
  const view = vp ? box(vp) : { x: 0, y: 0, w: window.innerWidth, h: window.innerHeight,
                                right: window.innerWidth, bottom: window.innerHeight };
  return {
    board: box(el),
    svg: svg ? box(svg) : null,
    primary: union ? { ...union, w: union.right - union.x, h: union.bottom - union.y } : null,
    primary_count: primary.length,
    view,
    overflow_x: el.scrollWidth > el.clientWidth + 1,
    smallest,
    small: texts.filter((t) => t.px < %MIN% - 0.05).slice(0, 12),
    n_texts: texts.length,
  };
}
""".replace("%MIN%", str(MIN_TEXT_PX))


def measure_board(board: Any, viewport_selector: str | None = None) -> dict[str, Any]:
    """Sizes (CSS px) of a ``.gamekit-board`` locator; ``viewport_selector``: the element whose
    box is the visible area (JupyterLab's notebook panel), None for the whole window."""
    return board.evaluate("(el, sel) => (" + _MEASURE + ")([el, sel])", viewport_selector)


# ------------------------------------------------------------------------------------------------
# accessibility

KIT_CONTEXT = {"include": [[".jp-OutputArea-output"]]}
"""axe-core context: the notebook's outputs (pictures, boards, tables), not JupyterLab's chrome."""
BAD_IMPACTS = ("serious", "critical")


def axe_findings(page: Any, context: dict[str, Any] = KIT_CONTEXT) -> dict[str, list[str]]:
    """Serious and critical axe-core violations inside ``context`` (default: the notebook's
    outputs), ``{rule: [targets]}``."""
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page, context=context)
    out: dict[str, list[str]] = {}
    for v in results.response.get("violations", []):
        if v.get("impact") not in BAD_IMPACTS:
            continue
        targets = [" ".join(map(str, n.get("target", []))) for n in v.get("nodes", [])]
        out[f"{v['id']} ({v['impact']})"] = targets
    return out


def save_findings(path: Path, findings: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(findings, indent=1, sort_keys=True), encoding="utf-8")


def audit_outputs(page: Any, name: str, where: str, record_property: Any) -> None:
    """Run axe-core on the outputs of the notebook shown in ``page`` (after it ran) and fail on any
    serious or critical violation, listed by rule ID.  The findings are saved as
    ``tests/browser/screenshots/axe/<name>_<where>.json``.  The page is the one the notebook's
    own test already ran (JupyterLab's Run All, or Voila's page), so no notebook runs twice."""
    from browser_support import ACTION, SCREENSHOTS, wait_stable, wait_until

    outputs = page.locator(".jp-OutputArea-output")
    wait_until(lambda: outputs.count() > 0, ACTION, "the notebook's outputs to show")
    n_outputs = wait_stable(outputs.count, 3, ACTION, "the number of outputs")
    boards = page.locator(".gamekit-board")
    for i in range(boards.count()):
        wait_until(
            lambda b=boards.nth(i): b.locator(".gk-svgboard-canvas > svg").count() >= 1,
            ACTION,
            f"board {i + 1} to draw",
        )
    record_property("outputs_audited", n_outputs)
    findings = axe_findings(page)
    save_findings(SCREENSHOTS / "axe" / f"{name}_{where}.json", findings)
    record_property("axe", findings)
    print(f"\n[axe] {name} {where} ({n_outputs} outputs): {json.dumps(findings)[:2000]}")
    assert not findings, f"axe-core: serious/critical violations in {name} ({where}), by rule ID:\n" + "\n".join(
        f"  {rule}: {len(t)} x, e.g. {t[:3]}" for rule, t in findings.items()
    )
