"""The drawing of a German Pachisi position (RULES §2), as an SVG string.

The board is drawn by the shared :func:`gamekit.render.cross_board.draw_cross_board`: safe
fields (PG-7) with a star, each colour's conditionally safe start and home-entry fields (PG-6,
PG-8) with a dashed ring of that colour, pieces as discs with a letter and number (R1..B4), a
gate (PG-22) as two joined discs, waiting and returned pieces apart in the yards (PG-5), pieces
home in their goal triangle, and the last move outlined.  Under the board, once a piece is
chosen (``selected=`` its index 0..3), one button per legal value (or sum) for it
(``data-click`` = the step's ``click_token()``); pieces of the colour that moves carry
``data-click="piece:<i>"``.  The board view :class:`gamekit.widgets.pachisi_german.GermanPachisiView`
interprets the clicks.  No widget library is imported here.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any, Collection, Mapping, Sequence

from ..core import Event, state_arg
from ..pachisi.common import LETTERS, RETURNED, YARD
from ..pachisi.german import (
    FIELD,
    GOAL,
    HOME_ENTRY_FIELDS,
    SAFE_FIELDS,
    START_FIELDS,
    GermanState,
)
from .cross_board import Mark, draw_cross_board
from .dice import draw_throw
from .svg import HIGHLIGHT, INK, set_view_height, sub, to_string, view_box

__all__ = ["svg", "picture", "board_svg"]


_CONDITIONAL = {**{START_FIELDS[c]: c for c in range(4)}, **{HOME_ENTRY_FIELDS[c]: c for c in range(4)}}


def board_svg(
    state: GermanState,
    *,
    events: Sequence[Event] = (),
    selected: Any = None,
    clickable: bool = True,
    title: str | None = None,
    places: Mapping[str, str] | None = None,
    marked: Collection[str] = (),
) -> str:
    """The SVG of a German Pachisi position (used by the view and by notebooks).

    The places of the board and what they mean come from the rules (``state.places()``,
    :func:`gamekit.pachisi.german.places.places`): the mover's pieces carry their token and
    accessible name, and a chosen piece (``selected``) shows the steps its place starts as
    target fields and buttons.  ``clickable=False``: a picture, nothing carries a click.

    ``places`` (for a question about pieces, :mod:`gamekit.exercises`): token (``"piece:2"``) ->
    accessible name; those pieces of the colour that moves, and no others, are clickable, with
    nothing said about what they may do; pieces in ``marked`` are drawn selected (the student's
    picks).

    Raises:
        GameError: ``state`` is no German Pachisi state.
    """
    state_arg(state, "board_svg", key="pachisi/german")
    g = state.game
    decision = not state.is_chance() and not state.is_terminal()
    board_places = state.places()
    mover = state.mover if decision else -1
    by_field: dict[int, list[Mark]] = {}
    yards: dict[int, dict[str, list[Mark]]] = {}
    goals: dict[int, list[Mark]] = {}
    for c in g.colours:
        ps = state.pieces[c]
        yards[c] = {"waiting": [], "returned": []}
        done_fields = set()
        for i, p in enumerate(ps):
            if places is not None:
                tok = f"piece:{i}" if c == mover and f"piece:{i}" in places else None
                name = places[tok] if tok else None
                sel = tok in marked
            else:
                tok = f"piece:{i}" if clickable and c == mover else None
                name = board_places[tok].label if tok else None
                sel = c == mover and selected == i
            label = f"{LETTERS[c]}{i + 1}"
            if p == YARD:
                yards[c]["waiting"].append(Mark(c, label, 1, tok, sel, name))
            elif p == RETURNED:
                yards[c]["returned"].append(Mark(c, label, 1, tok, sel, name))
            elif p == GOAL:
                goals.setdefault(c, []).append(Mark(c, LETTERS[c]))
            else:
                f = FIELD[c][p]
                if f in done_fields:
                    continue
                done_fields.add(f)
                if ps.count(p) == 2:
                    j = [k for k, q in enumerate(ps) if q == p]
                    if name and places is None:
                        name = name.replace(f"piece {i + 1} ", f"gate (pieces {j[0] + 1} and {j[1] + 1}) ", 1)
                    sel = sel or (c == mover and (selected in j or any(f"piece:{k}" in marked for k in j)))
                    by_field[f] = [Mark(c, LETTERS[c], 2, tok, sel, name)]
                else:
                    by_field[f] = [Mark(c, label, 1, tok, sel, name)]
    highlight: list[int] = []
    fields: dict[int, str] = {}
    names: dict[int, str] = {}
    targets: tuple = ()
    chosen = board_places.get(f"piece:{selected}") if decision and isinstance(selected, int) else None
    if chosen is not None:
        targets = chosen.moves
        for s in targets:
            f = FIELD[s.colour][s.to]
            if clickable:
                fields.setdefault(f, s.click_token())
                names.setdefault(f, str(s))
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
    # The step buttons of a chosen piece take the place of the caption and the legend, so the
    # drawing keeps its height (and its text size on the screen).
    # Under the board one strip at most, so the drawing keeps its height (and its text size on the
    # screen): the step buttons of a chosen piece, else during a move the dice of the throw, else
    # the caption and the legend.
    show_dice = bool(decision and getattr(state, "throw", None) and not targets)
    root = draw_cross_board(
        by_field,
        yards=yards,
        goals=goals,
        safe=sorted(SAFE_FIELDS),
        conditional=_CONDITIONAL,
        highlight=highlight,
        clickable=fields,
        clickable_names=names,
        centre_label=None,
        title=title,
        name=f"Pachisi, German family rules: {caption}",
        caption=None if targets or show_dice else caption,
        legend=not (targets or show_dice),
    )
    if show_dice:
        _dice(root, state)
    if targets:
        _buttons(root, targets, clickable)
    return to_string(root)


def _dice(root: ET.Element, state: GermanState) -> None:
    """The two dice of the throw under the board (PG-9); a double also shows its bottom faces
    (PG-13); dice whose value has been played are faded, so the dice say which values are left."""
    _x0, _y0, _w, h = view_box(root)
    size = 40.0
    strip = size + 22
    set_view_height(root, h + strip)
    # the seat that threw (player_names is indexed by seat; a colour index is not a seat when
    # fewer than four colours play, PG-3)
    who = state.game.player_names[state.current_player]
    g = sub(root, "g", **{"class": "gk-dice"})
    label = f"{who} threw {state.throw[0]}-{state.throw[1]}"
    sub(g, "title", f"{label}; values still to play: {', '.join(map(str, state.values))}")
    sub(g, "text", label + ":", x=14, y=h + 18 + size * 0.62, font_size=21.5, fill=INK)
    draw_throw(g, 14 + 12.5 * len(label) + 16, h + 14, size, state.throw, state.values)


def _buttons(root: ET.Element, steps, clickable: bool) -> None:
    """Add one button per legal step of the selected piece below the board (each carries the
    step's click token unless the drawing is a picture, ``clickable=False``)."""
    _x0, _y0, w, h = view_box(root)
    bh = 44.0
    set_view_height(root, h + bh + 10)
    x = 14.0
    for s in steps:
        label = ("move " if s.frm >= 0 else "enter ") + "+".join(map(str, s.values))
        bw = 18 + 12.5 * len(label)
        attrs = {"data-click": s.click_token(), "data-label": str(s), "tabindex": "0", "style": "cursor:pointer"}
        gb = sub(root, "g", **(attrs if clickable else {}))
        sub(gb, "title", str(s))
        sub(gb, "rect", x=x, y=h + 4, width=bw, height=bh - 6, rx=8, fill="#FFFFFF", stroke=HIGHLIGHT, stroke_width=3)
        sub(gb, "text", label, x=x + bw / 2, y=h + 4 + (bh - 6) * 0.68, text_anchor="middle", font_size=21, fill=INK)
        x += bw + 10


def svg(
    state: GermanState,
    *,
    events: Sequence[Event] = (),
    selected: Any = None,
    clickable: bool = True,
    places: Mapping[str, str] | None = None,
    marked: Collection[str] = (),
) -> str:
    """The board of a German Pachisi state as an SVG string (no animation: no ``frame``).

    ``events``: events of the action that led to ``state`` (its fields are outlined);
    ``selected``: index 0..3 of the chosen piece of the colour that moves, or None;
    ``clickable=False``: nothing carries a click (a picture); ``places``, ``marked``: the pieces
    of a question (see :func:`board_svg`).

    Raises:
        GameError: ``state`` is no German Pachisi state.
    """
    state_arg(state, "svg", key="pachisi/german")
    return board_svg(state, events=events, selected=selected, clickable=clickable, places=places, marked=marked)


def picture(state: GermanState, *, events: Sequence[Event] = (), selected: Any = None) -> str:
    """The position with nothing clickable: what Jupyter shows for a state (a chosen piece,
    ``selected``, shows its steps' fields and buttons, none of them a control).
    Raises :class:`~gamekit.errors.GameError` if ``state`` is no German Pachisi state."""
    state_arg(state, "picture", key="pachisi/german")
    return board_svg(state, events=events, selected=selected, clickable=False)
