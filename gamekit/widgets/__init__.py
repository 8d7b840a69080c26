"""Playable boards for Jupyter: one widget shell (:class:`GameBoard`) and one view per game.

    from gamekit.widgets import board, experiment
    board("raja_pasu", seats=["person", "greedy"])
    experiment("pachisi/german")       # setting A against setting B, played by simulate()

``board(...)`` picks the game's :class:`~gamekit.widgets.view.BoardView`, named by its entry in
:mod:`gamekit.registry`; the views are imported only when needed.
"""

from __future__ import annotations

import inspect
from typing import TYPE_CHECKING, Any

from ..core import Game, State
from ..record import GameRecord
from ..errors import UnknownOptionError
from .view import BoardView, Refuse, Select, show, view_for

if TYPE_CHECKING:
    from .shell import GameBoard


def __getattr__(name: str) -> Any:
    # The shell and the anywidget board import ipywidgets; load them only when a board is made,
    # so that drawing a position (``gamekit.render.svg``) needs no widget library.
    if name in ("GameBoard", "PERSON"):
        from . import shell

        return getattr(shell, name)
    if name in ("experiment", "Experiment"):
        # the module is experiment_widget, so that the name gamekit.widgets.experiment stays the function
        from . import experiment_widget

        return getattr(experiment_widget, name)
    if name == "SvgBoard":
        from .svgboard import SvgBoard

        return SvgBoard
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "board",
    "experiment",
    "Experiment",
    "view_for",
    "show",
    "GameBoard",
    "SvgBoard",
    "BoardView",
    "Select",
    "Refuse",
    "PERSON",
]


def board(game_or_name_or_state: Game | State | GameRecord | str, **options: Any) -> "GameBoard":
    """A :class:`GameBoard` for a game, a game name, a state or a game record.

    Options of :class:`GameBoard` (``view``, ``agents``, ``seats``, ``seed``, ``auto``,
    ``pace``, ``speed``, ``autoplay``, ``max_auto_steps``) go to the board; with a game name, the
    other options go to ``gamekit.load``::

        board("raja_pasu", match=True, seats=["person", "greedy"])
        board("pachisi", ruleset="czech")
    """
    from .shell import GameBoard

    board_options = set(inspect.signature(GameBoard.__init__).parameters) - {"self", "game_or_state_or_record"}
    board_opts = {k: v for k, v in options.items() if k in board_options}
    game_opts = {k: v for k, v in options.items() if k not in board_options}
    x = game_or_name_or_state
    if isinstance(x, str):
        from .. import load

        x = load(x, **game_opts)
    elif game_opts:
        raise UnknownOptionError(
            f"unknown board option(s) {', '.join(sorted(game_opts))}; game options can only be given "
            f"with a game name; board options: {', '.join(sorted(board_options))}"
        )
    return GameBoard(x, **board_opts)
