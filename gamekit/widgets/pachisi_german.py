"""The board view of Pachisi with the German family rules, for :class:`gamekit.widgets.GameBoard`.

The board is drawn by the shared :func:`gamekit.render.cross_board.draw_cross_board`: safe
fields (PG-7) with a star, each colour's conditionally safe start and home-entry fields (PG-6,
PG-8) with a dashed ring of that colour, pieces as discs with a letter and number (R1..B4), a
gate (PG-22) as two joined discs, waiting and returned pieces apart in the yards (PG-5), pieces
home in their goal triangle, and the last move outlined.  Under the board: the values still to
play and, once a piece is chosen, one button per legal value (or sum) for it.

Clicking (``data-click`` tokens)
--------------------------------
* ``piece:<i>``: a piece (index 0..3) of the colour whose pieces move.  With one legal step it is
  played at once; with several the piece is selected (:class:`Select`) and its steps appear as
  buttons and as clickable target fields; with none the refusal gives the rule (``why_not_piece``).
* ``value:<v>`` / ``value:<v>+<w>``: a value for the selected piece.
* ``step:...``: a step itself (:meth:`gamekit.pachisi.german.Step.click_token`), e.g. a button or
  a target field.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any, Sequence

from ..core import Event, State
from ..pachisi.common import LETTERS, RETURNED, YARD
from ..pachisi.german import (
    COND_SAFE_FIELDS,
    FIELD,
    GOAL,
    HOME_ENTRY_FIELDS,
    SAFE_FIELDS,
    START_FIELDS,
    GermanState,
    why_not_piece,
)
from ..render.cross_board import Mark, draw_cross_board
from ..render.svg import HIGHLIGHT, INK, fmt, set_view_height, sub, to_string
from .view import BoardView, Refuse, Select

_CONDITIONAL = {**{START_FIELDS[c]: c for c in range(4)}, **{HOME_ENTRY_FIELDS[c]: c for c in range(4)}}


def board_svg(state: GermanState, *, events: Sequence[Event] = (), selected: Any = None,
              clickable_pieces: bool = True, title: str | None = None) -> str:
    """The SVG of a German Pachisi position (used by the view and by notebooks)."""
    g = state.game
    decision = not state.is_chance() and not state.is_terminal()
    mover = state.mover if decision else -1
    by_field: dict[int, list[Mark]] = {}
    yards: dict[int, dict[str, list[Mark]]] = {}
    goals: dict[int, list[Mark]] = {}
    for c in g.colours:
        ps = state.pieces[c]
        yards[c] = {"waiting": [], "returned": []}
        done_fields = set()
        for i, p in enumerate(ps):
            tok = f"piece:{i}" if clickable_pieces and c == mover else None
            label = f"{LETTERS[c]}{i + 1}"
            sel = c == mover and selected == i
            if p == YARD:
                yards[c]["waiting"].append(Mark(c, label, 1, tok, sel))
            elif p == RETURNED:
                yards[c]["returned"].append(Mark(c, label, 1, tok, sel))
            elif p == GOAL:
                goals.setdefault(c, []).append(Mark(c, LETTERS[c]))
            else:
                f = FIELD[c][p]
                if f in done_fields:
                    continue
                done_fields.add(f)
                if ps.count(p) == 2:
                    j = [k for k, q in enumerate(ps) if q == p]
                    by_field[f] = [Mark(c, LETTERS[c], 2, tok, sel or (c == mover and selected in j))]
                else:
                    by_field[f] = [Mark(c, label, 1, tok, sel)]
    highlight: list[int] = []
    clickable: dict[int, str] = {}
    targets = []
    if decision and isinstance(selected, int):
        mv = state.pieces[mover]
        for s in state.legal_moves():
            if s.piece2 < 0 and (s.piece == selected or mv[s.piece] == mv[selected]):
                targets.append(s)
                f = FIELD[s.colour][s.to]
                clickable.setdefault(f, s.click_token())
                highlight.append(f)
    else:
        for e in events:
            if e.kind in ("move", "enter"):
                if e.data.get("from_field") is not None:
                    highlight.append(e.data["from_field"])
                highlight.append(e.data["to_field"])
    if state.is_terminal():
        caption = "game over"
    elif state.is_chance():
        caption = f"{g.player_names[state.current_player]} to throw"
    else:
        caption = "values to play: " + ", ".join(map(str, state.values))
        if state.double_rule == "restricted":
            caption += " (PG-14: two higher values only)"
    root = draw_cross_board(
        by_field, yards=yards, goals=goals, safe=sorted(SAFE_FIELDS), conditional=_CONDITIONAL,
        highlight=highlight, clickable=clickable, centre_label=None, title=title, caption=caption,
    )
    if targets:
        _buttons(root, targets)
    return to_string(root)


def _buttons(root: ET.Element, steps) -> None:
    """Add one button per legal step of the selected piece below the board."""
    x0, y0, w, h = (float(v) for v in root.get("viewBox").split())
    bh = 44.0
    set_view_height(root, h + bh + 10)
    x = 14.0
    for s in steps:
        label = ("move " if s.frm >= 0 else "enter ") + "+".join(map(str, s.values))
        if s.full:
            label += " (whole double)"
        bw = 18 + 11 * len(label)
        gb = sub(root, "g", **{"data-click": s.click_token(), "tabindex": "0", "style": "cursor:pointer"})
        sub(gb, "title", str(s))
        sub(gb, "rect", x=x, y=h + 4, width=bw, height=bh - 6, rx=8, fill="#FFFFFF", stroke=HIGHLIGHT, stroke_width=3)
        sub(gb, "text", label, x=x + bw / 2, y=h + 4 + (bh - 6) * 0.68, text_anchor="middle", font_size=19, fill=INK)
        x += bw + 10


class GermanPachisiView(BoardView):
    """Click a piece, then a value; or click a step button or a target field."""

    title = "Pachisi (German family rules)"

    def __init__(self, game=None):
        self.game = game

    def svg(self, state: State, *, events: Sequence[Event] = (), frame: Any = None, selected: Any = None) -> str:
        return board_svg(state, events=events, selected=selected)

    def status(self, state: State) -> str:
        if state.is_terminal() or state.is_chance():
            s = super().status(state)
            if state.is_chance() and getattr(state, "missed_entries", 0):
                s = s.rstrip(".") + f" (try {state.missed_entries + 1} of 3 for a five, PG-19)."
            return s
        who = state.game.player_names[state.current_player]
        for_ = "" if state.mover == state.colour else f" (moving {['red', 'yellow', 'green', 'blue'][state.mover]}, PG-4)"
        return f"{who} to move{for_}: values {', '.join(map(str, state.values))}."

    def click(self, state: State, token: str, selected: Any = None) -> Any:
        if token.startswith("step:"):
            for m in state.legal_moves():
                if m.click_token() == token:
                    return m
            return Refuse("that step is not legal now")
        if token.startswith("piece:"):
            i = int(token.split(":")[1])
            mv = state.pieces[state.mover]
            steps = [s for s in state.legal_moves() if s.piece2 < 0 and (s.piece == i or mv[s.piece] == mv[i])]
            if not steps:
                return Refuse(self._why(state, i))
            if len(steps) == 1:
                s = steps[0]
                return state.step(i, s.values, s.full)
            opts = ", ".join("+".join(map(str, s.values)) + (" (whole double)" if s.full else "") for s in steps)
            name = f"{['red', 'yellow', 'green', 'blue'][state.mover]} piece {i + 1}"
            return Select(i, f"{name} chosen: now pick a value ({opts}) or a highlighted field")
        if token.startswith("value:"):
            if not isinstance(selected, int):
                return Refuse("choose a piece first, then a value")
            vals = tuple(int(v) for v in token.split(":")[1].split("+"))
            reason = why_not_piece(state, selected, vals)
            if reason:
                return Refuse(reason)
            return state.step(selected, vals)
        return super().click(state, token, selected)

    @staticmethod
    def _why(state: GermanState, i: int) -> str:
        p = state.pieces[state.mover][i]
        name = f"{['red', 'yellow', 'green', 'blue'][state.mover]} piece {i + 1}"
        if p == GOAL:
            return f"{name} is already in the goal"
        tried = []
        for v in sorted(set(state.values), reverse=True):
            r = why_not_piece(state, i, v)
            if r:
                tried.append(r)
        if len(state.values) >= 2:
            r = why_not_piece(state, i, tuple(state.values[:2]))
            if r:
                tried.append(r)
        return tried[0] if tried else f"{name} cannot move now"

    def hint(self, state: State) -> str:
        if state.is_chance():
            return "Throw the dice."
        from ..agents.pachisi_german import greedy

        return f"The greedy player would play: {greedy(state)}."
