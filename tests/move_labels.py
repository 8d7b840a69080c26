"""The "Move:" list's labels over reachable positions, measured in DejaVu Sans (shared by the unit
test ``tests/test_move_labels.py`` and the browser check in ``tests/browser/test_browser_screen.py``).

``labelled(key)``: for every decision position of :func:`fuzz_positions.positions` (a few hundred
states per game, chance and end positions left out), the board view's label of each legal move.
``label_px(text)``: the text's width in CSS px in DejaVu Sans at the list's font size
(:data:`gamekit.widgets.layout.MOVE_FONT_PX`), by Pillow's FreeType metrics -- the font a Linux
browser gives the page (``fc-match system-ui`` and ``fc-match sans-serif`` name it).
"""

from __future__ import annotations

import functools
import os

import matplotlib
from PIL import ImageFont

from fuzz_positions import positions
from gamekit import registry
from gamekit.widgets.layout import MOVE_FONT_PX
from gamekit.widgets.view import view_for

_SYSTEM_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
FONT_FILE = (
    _SYSTEM_FONT
    if os.path.exists(_SYSTEM_FONT)
    else os.path.join(matplotlib.get_data_path(), "fonts", "ttf", "DejaVuSans.ttf")
)
"""DejaVu Sans: the system's copy (what the browser draws with), else matplotlib's own."""


@functools.cache
def _font() -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(FONT_FILE, MOVE_FONT_PX)


def label_px(text: str) -> float:
    """Width of ``text`` in CSS px in DejaVu Sans at :data:`MOVE_FONT_PX` (kerning included)."""
    return float(_font().getlength(text))


@functools.cache
def labelled(key: str) -> tuple:
    """``((state, moves, labels), ...)`` for every decision position of ``positions(key)``."""
    out = []
    for state, _text in positions(key):
        if state.is_chance() or state.is_terminal():
            continue
        view = view_for(state.game)
        moves = state.legal_moves()
        out.append((state, moves, [view.move_label(state, m) for m in moves]))
    return tuple(out)


def widest(key: str, n: int = 3) -> list[str]:
    """The ``n`` widest different labels of ``key`` over :func:`labelled` (widest first)."""
    labels = {label for _s, _m, ls in labelled(key) for label in ls}
    return sorted(labels, key=label_px, reverse=True)[:n]


def keys() -> list[str]:
    """Every registered game with a board view."""
    return [k for k in registry.keys() if registry.entry(k).view is not None]
