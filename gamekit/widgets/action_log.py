"""The log of a :class:`~gamekit.widgets.shell.GameBoard`: every action of its record in words.

One entry per action of the :class:`~gamekit.record.GameRecord`: a head line (who acted and what
the view says the action was, ``view.log_head``) and detail lines (``view.log_lines``), newest
at the bottom; actions after the record's cursor (taken back by Undo) are marked "(undone)".
The board shows the log as HTML (:meth:`ActionLog.html`) and tests read it as plain lines
(:meth:`ActionLog.lines`).  Entries are cached per action, since the board redraws the log after
every action and a long game has hundreds of them.
"""

from __future__ import annotations

import html
from typing import Any

from ..record import GameRecord
from .view import BoardView

__all__ = ["ActionLog", "SHOWN"]

SHOWN = 200
"""At most this many of the newest actions are shown in the board's log (older ones are counted)."""


class ActionLog:
    """The words for the actions of a record, as told by ``view`` (a :class:`BoardView`).

    A small part of :class:`~gamekit.widgets.shell.GameBoard` (no widget of its own: the board
    puts :meth:`html` into its ``log_html``).  The cache of entries is keyed by action index and
    checked against the identity of the state and action, so a record edited after Undo (a new
    action replacing an undone one) is described afresh; :meth:`clear` drops it (New game).
    """

    def __init__(self, view: BoardView) -> None:
        self.view = view
        self._cache: dict[int, tuple[Any, list[str]]] = {}
        self._items: dict[tuple[int, bool], tuple[tuple[Any, list[str]], str]] = {}

    def clear(self) -> None:
        """Forget every cached entry (the board starts a new record)."""
        self._cache.clear()
        self._items.clear()

    def entry(self, record: GameRecord, i: int) -> tuple[str, list[str]]:
        """Action ``i`` of ``record`` (``0 <= i < len(record.actions)``) in words: ``(head, details)``.

        The head starts with a capital and names the player who acted, unless the view's words
        already start with that name.

        Raises:
            IndexError: ``i`` is not the index of an action of ``record``.
        """
        rec = record
        key = (id(rec.states[i]), id(rec.actions[i]))
        hit = self._cache.get(i)
        if hit is not None and hit[0] == key:
            return hit[1][0], hit[1][1:]
        before, action, events = rec.states[i], rec.actions[i], rec.events[i]
        try:
            who = rec.game.player_names[before.current_player]
        except (IndexError, TypeError):
            who = ""
        described = self.view.log_head(before, action, events)
        details = [str(t) for t in self.view.log_lines(before, action, events)]
        head = f"{who}: {described}" if who and not described.startswith(who) else described
        head = head[:1].upper() + head[1:]
        self._cache[i] = (key, [head, *details])
        return head, details

    def lines(self, record: GameRecord) -> list[str]:
        """The log as plain lines: one per action (numbered from 1), its details indented by
        three spaces, undone actions marked " (undone)"."""
        out = []
        for i in range(len(record.actions)):
            head, details = self.entry(record, i)
            mark = " (undone)" if i >= record.cursor else ""
            out.append(f"{i + 1}. {head}{mark}")
            out.extend(f"   {d}" for d in details)
        return out

    def _item(self, record: GameRecord, i: int, undone: bool) -> str:
        """The ``<li>`` of action ``i`` (cached with its entry: the log is redrawn after every
        action, and only the newest items change)."""
        head, details = self.entry(record, i)
        cached = self._items.get((i, undone))
        if cached is not None and cached[0] is self._cache[i]:
            return cached[1]
        cls = ' class="gk-undone"' if undone else ""
        sub = ""
        if details:
            sub = "<ul>" + "".join(f"<li>{html.escape(d)}</li>" for d in details) + "</ul>"
        mark = " (undone)" if undone else ""
        item = f"<li{cls}>{html.escape(head)}{mark}{sub}</li>"
        self._items[(i, undone)] = (self._cache[i], item)
        return item

    def html(self, record: GameRecord) -> str:
        """The log as the board shows it: a scrollable region (``role="region"``) holding a
        numbered list of the newest :data:`SHOWN` actions, undone ones struck through
        (``class="gk-undone"``)."""
        rec = record
        n = len(rec.actions)
        first = max(0, n - SHOWN)
        items = [self._item(rec, i, i >= rec.cursor) for i in range(first, n)]
        if not items:
            body = "<p><i>No actions yet.</i></p>"
        else:
            more = f"<p><i>{first} earlier actions not shown.</i></p>" if first else ""
            body = f'{more}<ol start="{first + 1}">{"".join(items)}</ol>'
        # A scrollable region; the latest action is announced by a live region the board
        # keeps beside it (svgboard.py: .gk-live), since this markup is replaced on every action.
        return f'<div class="gk-log" role="region" aria-label="Game log" tabindex="0"><div><b>Log</b>{body}</div></div>'
