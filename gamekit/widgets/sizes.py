"""Sizes of the board's lists, as plain numbers: the one place the move-list budget is written.

No import at all, so that both the board's layout (:mod:`gamekit.widgets.layout`, which uses
ipywidgets) and the game views (:mod:`gamekit.widgets.view`, which must not) read the same
number.
"""

from __future__ import annotations

__all__ = ["MOVE_FONT_PX", "MOVE_LABEL_PX"]

MOVE_FONT_PX = 17
"""Font size (CSS px) of the board's lists, the "Move:" list among them (``layout.STYLE``)."""

MOVE_LABEL_PX = 300
"""Width (CSS px) a label of the "Move:" list may take at most (its text at :data:`MOVE_FONT_PX`
in DejaVu Sans, the font a Linux browser gives a page that asks for ``system-ui`` or
``sans-serif``): the room for text in the list at the narrowest control column of a 1366 x 768
window (the column of ``layout.COLUMN_PX``, less "Move:", the list's padding and its arrow).  A
list (an HTML ``<select>``) cannot wrap, so a longer label would be cut
(:meth:`gamekit.widgets.view.BoardView.move_label`); a game view whose picture leaves the list
less room sets its own ``move_label_px``."""
