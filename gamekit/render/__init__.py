"""Drawings of positions as SVG (rules -> SVG -> widget; see ENGINEERING.md).

``gamekit.render.draw(state)`` draws any game's position; ``save_svg(state, path)`` writes it to
a file for worksheets.  Every drawing lives here, one module per game (``raja_pasu``,
``sechs_as``, ``pachisi_german``, ``pachisi_czech``; the last two share ``cross_board``, and the
Czech one draws its throws with ``cowries``); the board views in :mod:`gamekit.widgets` only
interpret clicks.  No widget library is imported here.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any


from .picture import Picture

__all__ = ["draw", "save_svg", "Picture"]


def draw(state: Any, **options: Any) -> str:
    """The position ``state`` as a picture (an SVG string): the position only, with nothing
    clickable and none of the board widget's buttons or instructions (``BoardView.picture``).

    ``options`` go to the view's ``picture`` (``events=`` to highlight the last move,
    ``selected=``).  The picture scales to the width available (``svg.svg_root``).
    Raises :class:`~gamekit.errors.GameError` for a game without a drawing.
    """
    from ..widgets import view_for

    return view_for(state.game).picture(state, **options)


def save_svg(state: Any, path: str | os.PathLike, **options: Any) -> str:
    """Write ``draw(state, **options)`` to ``path`` as a standalone SVG file (UTF-8); returns the path."""
    text = draw(state, **options)
    Path(path).write_text('<?xml version="1.0" encoding="UTF-8"?>\n' + text + "\n", encoding="utf-8")
    return os.fspath(path)
