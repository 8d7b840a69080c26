"""Drawings of positions as SVG (rules -> SVG -> widget; see ``docs/CONTRIBUTING.md``).

``gamekit.render.draw(state)`` draws any game's position; ``save_svg(state, path)`` writes it to
a file for worksheets.  Every drawing lives here, one module per game (``raja_pasu``,
``sechs_as``, ``pachisi_german``, ``pachisi_czech``; the last two share ``cross_board``, and the
Czech one draws its throws with ``cowries``); the board views in :mod:`gamekit.widgets` only
interpret clicks.  No widget library is imported here.
"""

from __future__ import annotations

import inspect
import os
from pathlib import Path
from typing import Any, Collection, Mapping

from ..core import State
from ..errors import GameError
from ..registry import entry_for, resolve

from .picture import Picture

__all__ = ["draw", "draw_places", "save_svg", "Picture"]


def draw(state: Any, **options: Any) -> str:
    """The position ``state`` as a picture (SVG): its game's ``picture`` in :mod:`gamekit.registry`
    (else its ``drawing`` with ``clickable=False``), with nothing clickable and none of the board
    widget's buttons or instructions ("choose:", "press Throw") -- a picture of a position is not
    a control.  The same bytes as ``state._repr_svg_()`` (:meth:`gamekit.registry.GameEntry.draw_picture`).

    ``options`` go to the drawing (``events=`` to highlight the last move, ``selected=``).  The
    picture scales to the width available (:func:`gamekit.render.svg.svg_root`).  Raises
    :class:`~gamekit.errors.GameError` for a game without a drawing.
    """
    if not isinstance(state, State):
        raise GameError(f"draw(state): state must be a gamekit state (game.initial_state(), ...), not {state!r}")
    return entry_for(state.game).draw_picture(state, **options)


def draw_places(state: Any, places: Mapping[str, str], marked: Collection[str] = ()) -> str:
    """The position ``state`` with the places of a question clickable (SVG): ``places`` maps each
    board token (``"9"``, ``"piece:2"``, ``"unit:19"``, ``"5:pot"``; see
    :func:`gamekit.exercises.places.place_of`) to its accessible name; every one is drawn alike,
    so the drawing does not tell which may move; those in ``marked`` are drawn picked.  Its
    game's ``drawing`` in :mod:`gamekit.registry` with ``places=`` and ``marked=``.  Raises
    :class:`~gamekit.errors.GameError` for a game whose drawing has no places.
    """
    if not isinstance(state, State):
        raise GameError(f"draw_places(state): state must be a gamekit state, not {state!r}")
    e = entry_for(state.game)
    if e.drawing is None:
        raise GameError(f"game {e.key!r} has no drawing in the registry")
    fn = resolve(e.drawing)
    if "places" not in inspect.signature(fn).parameters:
        raise GameError(f"the drawing of {e.key!r} has no clickable places for questions")
    return fn(state, places=dict(places), marked=frozenset(marked))


def save_svg(state: Any, path: str | os.PathLike, **options: Any) -> str:
    """Write ``draw(state, **options)`` to ``path`` as a standalone SVG file (UTF-8); returns the path.

    Raises:
        GameError: ``path`` is not a path, its folder does not exist, it names a folder, or the
            file cannot be written (no permission, a system folder such as /proc); or ``state``
            is not a gamekit state (from :func:`draw`).
    """
    if not isinstance(path, (str, os.PathLike)):
        raise GameError(f"save_svg(path): path must be a file name, not {type(path).__name__}")
    target = Path(path)
    if not target.parent.is_dir():
        raise GameError(f"save_svg(path): the folder {str(target.parent)!r} does not exist; make it first")
    if target.is_dir():
        raise GameError(f"save_svg(path): {str(target)!r} is a folder; give a file name such as board.svg")
    text = draw(state, **options)
    try:
        Path(path).write_text('<?xml version="1.0" encoding="UTF-8"?>\n' + text + "\n", encoding="utf-8")
    except OSError as exc:
        raise GameError(f"save_svg(path): cannot write {str(target)!r}: {exc.strerror or exc}") from None
    return os.fspath(path)
