"""The ranked plays of an analysis as a list of buttons that show each play on the board.

:class:`RankedPlays` is an anywidget (its ES module and style sheet are the files
``ranked_plays.js`` and ``ranked_plays.css`` next to this module, shipped as package data; no
CDN, so it works offline, in JupyterLab and in Voila).  Each row is a ``<button>`` holding the
play's description, a bar of its win share with its 95 % interval drawn over it, and the numbers;
its ``aria-label`` (and tooltip) is the row's verdict in words, so a screen reader reads the whole
row.  The rows take the focus with Tab and with the arrow keys, Home and End.

What the page reports to Python:

* the pointer resting on a row, or a row getting the focus: ``preview(row)``;
* the pointer leaving the list with no row focused, or the focus leaving it: ``preview(None)``;
* a click, Enter or Space on a row: ``choose(row)``.

A preview is sent only after :attr:`RankedPlays.delay_ms` of quiet (a sweep of the mouse across
the list sends one message, for the row where it stops), and never twice in a row for the same
row.  Every message carries :attr:`RankedPlays.generation`; one made on an older list (before the
rows were replaced) is ignored.
"""

from __future__ import annotations

import pathlib
from typing import Any, Callable

import anywidget
import traitlets

__all__ = ["RankedPlays"]

_HERE = pathlib.Path(__file__).parent


class RankedPlays(anywidget.AnyWidget):
    """A list of plays as buttons; hover/focus previews a play, click/Enter chooses it.

    ``rows``: one dict per play, best first, with ``description`` (str), ``share``, ``low``,
    ``high`` (floats 0..1: the win share and its 95 % interval, drawn as the bar),
    ``numbers`` (str shown beside the bar), ``verdict`` (the row in words: its accessible name)
    and ``played`` (bool: marked as the play that was played).

    >>> w = RankedPlays()
    >>> w.on_preview(lambda row: print("preview", row))
    >>> w.on_choose(lambda row: print("choose", row))
    >>> w.rows = [dict(description="a", share=0.5, low=0.4, high=0.6, numbers="50%", verdict="a", played=False)]
    >>> w.preview(0); w.preview(None); w.choose(0)   # what the page sends
    preview 0
    preview None
    choose 0
    """

    _esm = _HERE / "ranked_plays.js"
    _css = _HERE / "ranked_plays.css"

    rows = traitlets.List(traitlets.Dict()).tag(sync=True)
    """The plays, best first (see the class docstring); setting it starts a new generation."""
    chosen = traitlets.Int(-1).tag(sync=True)
    """The chosen row (drawn pressed, ``aria-pressed="true"``), -1 for none."""
    label = traitlets.Unicode("ranked plays").tag(sync=True)
    """Accessible name of the list."""
    delay_ms = traitlets.Int(120).tag(sync=True)
    """Milliseconds of quiet before a hover or focus is reported (the debounce)."""
    generation = traitlets.Int(0).tag(sync=True)
    """Counts the lists shown; a message from the page names the one it was made on."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._preview_callbacks: list[Callable[[int | None], Any]] = []
        self._choose_callbacks: list[Callable[[int], Any]] = []
        self.on_msg(self._on_custom_msg)

    @traitlets.observe("rows")
    def _new_rows(self, _change: dict) -> None:
        self.generation += 1

    def on_preview(self, callback: Callable[[int | None], Any]) -> None:
        """Call ``callback(row)`` when a row is hovered or focused, ``callback(None)`` on leaving."""
        self._preview_callbacks.append(callback)

    def on_choose(self, callback: Callable[[int], Any]) -> None:
        """Call ``callback(row)`` when a row is clicked (or Enter/Space pressed on it)."""
        self._choose_callbacks.append(callback)

    def preview(self, row: int | None) -> None:
        """Do what resting the pointer on (or focusing) ``row`` does; None: leaving the list."""
        msg = {"event": "clear"} if row is None else {"event": "preview", "row": row}
        self._on_custom_msg(self, {**msg, "generation": self.generation}, [])

    def choose(self, row: int) -> None:
        """Do what clicking ``row`` does."""
        self._on_custom_msg(self, {"event": "choose", "row": row, "generation": self.generation}, [])

    def _on_custom_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict) or content.get("generation") != self.generation:
            return
        event, row = content.get("event"), content.get("row")
        valid = type(row) is int and 0 <= row < len(self.rows)
        if event == "clear":
            for cb in list(self._preview_callbacks):
                cb(None)
        elif event == "preview" and valid:
            for cb in list(self._preview_callbacks):
                cb(row)
        elif event == "choose" and valid:
            for cb in list(self._choose_callbacks):
                cb(row)
