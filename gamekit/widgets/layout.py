"""Where a :class:`~gamekit.widgets.shell.GameBoard`'s parts sit on the screen (layout only).

A board must keep pace with a class on a projector: at a 1366 x 768 window (JupyterLab with the
file browser closed shows about 647 px of notebook; Voila the whole 768 px) the **whole** board
-- picture, controls, replay slider and the newest lines of the log -- is on the screen, with no
text under 16 px, and **nothing moves between clicks** (a click aimed where a control was drawn
still hits it).  So the picture sits beside a control column and every slot has a fixed size:

    +-------------------------------------+  +------------------------------------+
    | board picture (as tall as the       |  | status line          (two lines)   |
    |  screen allows, never so small that |  | message line         (two lines)   |
    |  its text falls under 16 px)        |  | throwing device      (its own size)|
    |                                     |  | Throw  Play move  Undo  Redo       |
    |                                     |  | Move: [the legal moves        v]   |
    |                                     |  | New game  Hint  Computer move      |
    |                                     |  | (players: two lists a line)        |
    |                                     |  | [x] computers play   Speed: [v]    |
    |                                     |  | Analyse  Stop  [ ] after every move|
    | Replay step [------]  Step  Skip  . |  | the board's keys                   |
    | players: one list per seat (a wide  |  | log (three lines, newest last)     |
    |  picture: they go under it)         |  | hint (two lines, while Hint is on) |
    +-------------------------------------+  +------------------------------------+

* The status and message lines, the caption, the log and the hint have a fixed height; a text
  longer than its slot is cut with an ellipsis and its full text is the slot's ``title`` (and
  read by screen readers); the log scrolls and shows its newest lines.
* The throwing device's slot is always there on a board with chance: while no throw is due the
  device is hidden (``visibility: hidden``), so the rows under it stay where they were.
* The picture's width is :func:`picture_width`: as tall as ``PICTURE_HEIGHT`` allows, at most the
  room left beside a :data:`COLUMN_PX` column, and never narrower than its smallest text needs
  to stay at 16 px.  A wide picture (:func:`is_wide`: the Czech cross with its key, Sechs-As,
  Raja Pasu) is limited by the width and leaves room under it, where the players' lists go; a
  tall one (the German cross) leaves a wide column, where they go.

In a window under 760 px wide the control column goes below the board.
Nothing here decides what a control does (:mod:`gamekit.widgets.shell` does).
"""

from __future__ import annotations

import re
from typing import Any, Callable, Sequence

import ipywidgets as W

from .sizes import MOVE_FONT_PX, MOVE_LABEL_PX

__all__ = ["BOARD_HEIGHT", "PICTURE_HEIGHT", "COLUMN_PX", "MOVE_FONT_PX", "MOVE_LABEL_PX", "KEYS", "STYLE", "arrange"]

PICTURE_HEIGHT = "max(300px, 100vh - 200px)"
"""Height the picture may take at most (CSS): 568 px at a 768 px window, leaving the replay row
under it inside JupyterLab's ~647 px of visible notebook."""

BOARD_HEIGHT = PICTURE_HEIGHT
"""The board picture's height budget (the same length as :data:`PICTURE_HEIGHT`); a wide picture
is limited by the width instead, and never drawn so small that its text falls under 16 px."""

COLUMN_PX = 392
"""Width (CSS px) the picture leaves at least for the control column beside it (a wide picture
takes the rest of the row); the column is never narrower than 300 px."""

MIN_TEXT_PX = 16.0
"""No text of a board is shown under this size (CSS px)."""

_VIEWBOX = re.compile(r'viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"')
_FONT = re.compile(r'font-size(?:="|:\s*)([\d.]+)')


def svg_size(svg: str) -> tuple[float, float, float]:
    """``(width, height, smallest font size)`` of an SVG string in its own units (the ``viewBox``;
    the font size is :data:`MIN_TEXT_PX` when the SVG has no text).

    Raises:
        ValueError: the SVG has no ``viewBox`` of a positive size.
    """
    m = _VIEWBOX.search(svg)
    if not m or float(m.group(1)) <= 0 or float(m.group(2)) <= 0:
        raise ValueError("the SVG has no viewBox of a positive size")
    fonts = [float(f) for f in _FONT.findall(svg) if float(f) > 0]
    return float(m.group(1)), float(m.group(2)), min(fonts, default=MIN_TEXT_PX)


KEYS = "Keys: Enter plays \u00b7 \u2190 undo \u00b7 \u2192 redo \u00b7 S step"
"""The line that tells the board's keys (in the control column)."""

WIDE = 1.2
"""A picture at least this many times as wide as high is *wide*: shown as tall as the screen
allows it leaves room under it (the players' lists go there), a narrower one beside it."""


def is_wide(svg: str) -> bool:
    """True if the picture ``svg`` is :data:`WIDE` (its ``viewBox``).

    Raises:
        ValueError: ``svg`` has no ``viewBox`` of a positive size.
    """
    w, h, _font = svg_size(svg)
    return w >= WIDE * h


def picture_style(svg: str) -> tuple[str, str]:
    """``(class name, CSS rule)`` that give the board picture's box the proportions of ``svg``:
    a later position drawn with another ``viewBox`` height is fitted into the same box, so the
    rows under the picture never move.

    Raises:
        ValueError: ``svg`` has no ``viewBox`` of a positive size.
    """
    w, h, _font = svg_size(svg)
    name = f"gk-aspect-{round(10000 * w / h)}"
    rule = (
        f".gamekit-board .{name} .gk-svgboard-canvas {{ aspect-ratio: {w / h:.4f}; }}\n"
        f".gamekit-board .{name} .gk-svgboard-canvas > svg {{ height: 100%; }}"
    )
    return name, rule


def picture_width(svg: str) -> str:
    """The CSS width of a board picture ``svg`` (a string with a ``viewBox``): as wide as
    :data:`PICTURE_HEIGHT` times its proportions, at most the row minus a :data:`COLUMN_PX` column,
    and at least the width at which its smallest text is :data:`MIN_TEXT_PX` (the smallest wins
    over the largest, so the text stays legible in a narrow window).

    Raises:
        ValueError: ``svg`` has no ``viewBox`` of a positive size.
    """
    w, h, font = svg_size(svg)
    legible = w * MIN_TEXT_PX / font
    return f"clamp({legible:.0f}px, calc(({PICTURE_HEIGHT}) * {w / h:.4f}), calc(100% - {COLUMN_PX + 12}px))"


STYLE = """
<style>
.gamekit-board { font-size: 17px; gap: 2px; }
.gamekit-board .gk-main { gap: 4px 12px; align-items: flex-start; flex-wrap: nowrap; }
@media (max-width: 760px) { .gamekit-board .gk-main { flex-wrap: wrap; } }
.gamekit-board .gk-board-column { flex: 0 0 auto; min-width: 0; gap: 3px; }
.gamekit-board .gk-board-column .gk-svgboard { width: 100%; padding: 0; }
.gamekit-board .gk-control-column { flex: 1 1 0; min-width: 300px; max-width: 640px; gap: 3px; }
.gamekit-board .gk-row { gap: 3px 6px; flex-wrap: wrap; }
.gamekit-board .gk-seats { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 3px 6px; }
.gamekit-board .gk-board-column .gk-seats { grid-template-columns: repeat(auto-fill, minmax(11em, 1fr)); }
.gamekit-board .gk-seats .widget-dropdown { width: 100%; }
.gamekit-board .gk-seats .widget-dropdown > select { min-width: 0; }
.gamekit-board .widget-button, .gamekit-board .widget-toggle-button,
.gamekit-board .jupyter-button {
  font-size: 17px; height: 32px; min-height: 32px; padding: 0 10px; width: auto; margin: 0;
}
.gamekit-board .jupyter-button:focus-visible, .gamekit-board select:focus-visible,
.gamekit-board input:focus-visible, .gamekit-board .noUi-handle:focus-visible {
  outline: 4px solid #0072B2; outline-offset: 2px;
}
.gamekit-board .widget-label, .gamekit-board .widget-label-basic, .gamekit-board label,
.gamekit-board select, .gamekit-board .widget-readout, .gamekit-board .widget-inline-hbox {
  font-size: 17px;
}
.gamekit-board .widget-inline-hbox { margin: 0; }
.gamekit-board .widget-dropdown, .gamekit-board .widget-checkbox, .gamekit-board .widget-slider { height: 32px; }
.gamekit-board .gk-keys { font-size: 16px; line-height: 1.3; color: #333333; }
.gamekit-board select { height: 32px; min-height: 32px; max-width: 100%; text-overflow: ellipsis; }
.gamekit-board .widget-dropdown { width: auto; max-width: 100%; min-width: 0; flex: 0 1 auto; }
.gamekit-board .widget-dropdown > select { padding: 0 4px; min-width: 7em; flex: 1 1 auto; }
.gamekit-board .gk-move .widget-dropdown { width: 100%; flex: 1 1 100%; }
.gamekit-board .gk-move .widget-dropdown > select { padding-right: 24px; }
.gamekit-board .widget-checkbox { width: auto; }
.gamekit-board .jupyter-widget-html, .gamekit-board .widget-html { font-size: 17px; margin: 0; }
.gamekit-board .widget-html-content { line-height: inherit; }
.gamekit-board .gk-status { font-size: 20px; font-weight: bold; line-height: 1.25; height: 2.5em; overflow: hidden; }
.gamekit-board .gk-message { font-size: 17px; line-height: 1.25; height: 2.5em; overflow: hidden; }
.gamekit-board .gk-status .gk-clip, .gamekit-board .gk-message .gk-clip {
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden;
}
.gamekit-board .gk-refused { border-left: 6px solid #D55E00; background: #FFF1E6; padding: 0 6px; }
.gamekit-board .gk-selected { border-left: 6px dashed #0072B2; background: #EEF6FC; padding: 0 6px; }
.gamekit-board .gk-throw-slot { overflow: hidden; align-items: flex-start; }
.gamekit-board .gk-throw-slot .gk-svgboard { padding: 0; width: auto; }
.gamekit-board .gk-caption {
  font-size: 16px; line-height: 1.3; height: 1.3em; overflow: hidden; white-space: nowrap; text-overflow: ellipsis;
  flex: 1 1 0; min-width: 0;
}
.gamekit-board .gk-replay .widget-slider { flex: 0 1 22em; min-width: 12em; }
.gamekit-board .gk-hint {
  font-size: 16px; border-left: 6px solid #009E73; padding-left: 8px;
}
.gamekit-board .gk-hint .gk-hint-text { height: 2.6em; overflow-y: auto; line-height: 1.3; }
.gamekit-board .gk-log {
  height: 3.9em; overflow-y: auto; display: flex; flex-direction: column-reverse;
  border: 1px solid #767676; padding: 0 8px; font-size: 16px; background: #FFFFFF; line-height: 1.3;
}
.gamekit-board .gk-log ol { margin: 0; padding-left: 2.2em; }
.gamekit-board .gk-log li.gk-undone { color: #595959; text-decoration: line-through; }
.gamekit-board .gk-log ul { margin: 0; padding-left: 1.2em; font-size: 16px; }
.gamekit-board .gk-log p { margin: 0; }
.gamekit-board .gk-analysis-panel { gap: 2px; }
.gamekit-board .gk-analysis-panel .gk-analysis-out { max-height: 12em; overflow-y: auto; }
.gamekit-board .gk-live {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
</style>
"""
"""CSS of every board (scoped to ``.gamekit-board``): no text under 16 px (an HTML widget's own
13 px of JupyterLab included), and a fixed height for every part whose text changes between
clicks, so nothing moves: the status and message lines (two lines each, cut with an ellipsis),
the caption (one line), the log (three lines, the newest shown, scrolls), the hint (two lines,
scrolls) and every button, list and row (32 px)."""


def button(description: str, tooltip: str, handler: Callable[[], Any], **kw: Any) -> W.Button:
    """A button as wide as its label that calls ``handler()`` when pressed (the caller decides what it does)."""
    b = W.Button(description=description, tooltip=tooltip, layout=W.Layout(width="auto"), **kw)
    b.on_click(lambda _b: handler())
    return b


def options_or_placeholder(dropdown: W.Dropdown, options: list[tuple[str, int]], placeholder: str) -> None:
    """Fill a list; with nothing to offer it shows ``placeholder`` and is disabled (never a sliver)."""
    if options:
        dropdown.options = options
        dropdown.value = 0
        dropdown.disabled = False
    else:
        dropdown.options = [(placeholder, -1)]
        dropdown.value = -1
        dropdown.disabled = True


def row(children: Sequence[W.Widget], css_class: str = "") -> W.HBox:
    """A row of controls (32 px high; it wraps onto a second line only in a narrow column)."""
    box = W.HBox(list(children), layout=W.Layout(flex_flow="row wrap", align_items="center", width="100%"))
    box.add_class("gk-row")
    if css_class:
        box.add_class(css_class)
    return box


def arrange(
    *,
    style: W.Widget,
    board: W.Widget,
    board_width: str,
    under: Sequence[W.Widget],
    column: Sequence[W.Widget],
) -> list[W.Widget]:
    """The children of a GameBoard: ``style``, then the picture beside its control column.

    ``board`` (the picture) is ``board_width`` wide (a CSS length, :func:`picture_width`) with the
    rows ``under`` it (replay, analysis); ``column`` holds the rest, top to bottom (status,
    message, throwing, the buttons, the move, the players, log, hint).  Each entry is a widget.
    """
    left = W.VBox([board, *under], layout=W.Layout(width=board_width))
    left.add_class("gk-board-column")
    right = W.VBox(list(column), layout=W.Layout(width="auto"))
    right.add_class("gk-control-column")
    main = W.HBox([left, right], layout=W.Layout(width="100%"))
    main.add_class("gk-main")
    return [style, main]
