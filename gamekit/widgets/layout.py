"""Where a :class:`~gamekit.widgets.shell.GameBoard`'s parts sit on the screen (layout only).

A board must keep pace with a class on a projector: at a 1366 x 768 window (JupyterLab with the
file browser closed shows about 647 px of notebook; Voila the whole 768 px) the board and its
primary controls -- Throw, the move, Undo/Redo, the players -- are on the screen together, with
no text under 16 px.  So the board picture sits **beside** a compact control column:

    +-------------------------------+  +-----------------------------+
    | board picture (as tall as the |  | status line, message line   |
    |  screen allows: BOARD_HEIGHT) |  | Throw ...  / Move ...       |
    |                               |  | Undo Redo New game Hint     |
    |                               |  | players: one list per seat  |
    | keys of the board (one line)  |  | animation, replay, log      |
    +-------------------------------+  +-----------------------------+

In a window under 760 px wide the control column goes below the board.
The board picture is as tall as ``BOARD_HEIGHT`` (a CSS length: the window's height minus room
for JupyterLab's menu, tab and tool bars and the line of keys, never under 360 px) and as wide as
its proportions then ask, shrinking with the space left beside the control column.

Nothing here decides what a control does (:mod:`gamekit.widgets.shell` does).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import ipywidgets as W

__all__ = ["BOARD_HEIGHT", "STYLE", "arrange"]

BOARD_HEIGHT = "max(360px, 100vh - 180px)"
"""Height of the board picture (CSS): 588 px at a 768 px window, leaving the line of keys and the
widget's padding inside JupyterLab's ~647 px of visible notebook."""

STYLE = """
<style>
.gamekit-board { font-size: 17px; gap: 4px; }
.gamekit-board .gk-main { gap: 8px 16px; align-items: flex-start; flex-wrap: nowrap; }
@media (max-width: 760px) { .gamekit-board .gk-main { flex-wrap: wrap; } }
.gamekit-board .gk-board-column { flex: 0 1 auto; min-width: 0; }
.gamekit-board .gk-control-column { flex: 1 1 340px; min-width: 300px; max-width: 480px; gap: 2px; }
.gamekit-board .gk-row { gap: 4px 6px; }
.gamekit-board .widget-button, .gamekit-board .widget-toggle-button,
.gamekit-board .jupyter-button {
  font-size: 17px; height: auto; min-height: 36px; padding: 4px 12px; width: auto; margin: 0;
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
.gamekit-board select { height: auto; min-height: 34px; max-width: 100%; text-overflow: ellipsis; }
.gamekit-board .widget-dropdown { width: auto; max-width: 100%; min-width: 0; flex: 0 1 auto; }
.gamekit-board .widget-dropdown > select { padding: 2px 6px; min-width: 7.5em; flex: 1 1 auto; }
.gamekit-board .widget-checkbox { width: auto; }
.gamekit-board .jupyter-widget-html, .gamekit-board .widget-html { font-size: 17px; }
.gamekit-board .gk-status { font-size: 22px; font-weight: bold; line-height: 1.25; }
.gamekit-board .gk-message { font-size: 18px; line-height: 1.3; min-height: 0; }
.gamekit-board .gk-refused {
  border: 3px solid #D55E00; background: #FFF1E6; padding: 2px 8px; border-radius: 6px;
}
.gamekit-board .gk-selected {
  border: 3px dashed #0072B2; background: #EEF6FC; padding: 2px 8px; border-radius: 6px;
}
.gamekit-board .gk-caption {
  font-size: 16px; line-height: 1.3; height: 1.3em; overflow: hidden; white-space: nowrap; text-overflow: ellipsis;
  flex: 1 1 100%; min-width: 0;
}
.gamekit-board .gk-hint {
  font-size: 17px; border-left: 6px solid #009E73; padding-left: 8px;
}
.gamekit-board .gk-hint .gk-hint-text { height: 4em; overflow-y: auto; line-height: 1.3; }
.gamekit-board .gk-log {
  height: 4.8em; overflow-y: auto; display: flex; flex-direction: column-reverse;
  border: 1px solid #767676; padding: 2px 8px; font-size: 16px; background: #FFFFFF; line-height: 1.3;
}
.gamekit-board .gk-log ol { margin: 0; padding-left: 2.2em; }
.gamekit-board .gk-log li.gk-undone { color: #595959; text-decoration: line-through; }
.gamekit-board .gk-log ul { margin: 0; padding-left: 1.2em; font-size: 16px; }
.gamekit-board .gk-live {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
</style>
"""
"""CSS of every board (scoped to ``.gamekit-board``): no text under 16 px (an HTML widget's own
13 px of JupyterLab included).  The parts whose text changes between clicks have a fixed
height, so nothing below them moves: the log (the newest lines, scrolled to the bottom), the
caption (one line) and, while Hint is on, the hint (three lines, scrolls).  The status and
message lines above the controls take the height their text needs: fixed at two lines each
they pushed the Czech board's controls below a 647 px JupyterLab view."""


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
    """A row of controls that wraps onto a second line when the column is narrow."""
    box = W.HBox(list(children), layout=W.Layout(flex_flow="row wrap", align_items="center", width="100%"))
    box.add_class("gk-row")
    if css_class:
        box.add_class(css_class)
    return box


def arrange(
    *,
    style: W.Widget,
    status: W.Widget,
    message: W.Widget,
    board: W.Widget,
    primary: Sequence[W.Widget],
    secondary: Sequence[W.Widget],
) -> list[W.Widget]:
    """The children of a GameBoard: ``style``, then the board beside its control column.

    ``primary`` (throwing, the move, undo/redo, the players) come first in the column, right
    under the status and message lines; ``secondary`` (animation, replay, hint, log) follow.
    Each entry is a widget (a row of controls built by the shell).
    """
    left = W.VBox([board], layout=W.Layout(width="auto"))
    left.add_class("gk-board-column")
    right = W.VBox([status, message, *primary, *secondary], layout=W.Layout(width="auto"))
    right.add_class("gk-control-column")
    main = W.HBox([left, right], layout=W.Layout(width="100%"))
    main.add_class("gk-main")
    return [style, main]
