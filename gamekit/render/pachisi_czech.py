"""The drawing of a Czech Pačísí position (RULES §3), as an SVG string.

The cross board is drawn by the shared :func:`gamekit.render.cross_board.draw_cross_board`
(both rule sets use it) with the Czech castles (PC-9) marked; beside it (on its right, so the
whole drawing fits a projector's screen with text of 16 px or more) a panel shows the six
cowries of the throw (mouths up or down, PC-2) with its value, where waiting and home pieces
are, and -- on a board, not in a picture (``controls=False``) -- buttons for entering a piece
(PC-4), moving the chosen unit (PC-7) and passing (PC-5a).

How the drawing is laid out
---------------------------
* Pieces in play are drawn on their fields; a *unit* (PC-7a: all of one player's pieces on one
  path position) is one mark with its count (two pieces as a joined pair, three or more with
  "x3"...).  The tip reached going out (path 7) and coming back (path 75) is one field with two
  separate units (PC-7a).
* The charkoni (PC-3) is the centre square: pieces that came home are drawn there, on the side
  of their own arm.  Pieces waiting in the charkoni -- never entered (``yard``) or captured
  (``returned``, PC-4a) -- are drawn, for room, in their colour's corner under "waiting" and
  "returned (captured)".
* Clickable elements carry ``data-click``: ``unit:<pos>`` (a unit of the player to move), the
  moves' ``click_token()`` (``move:...``, ``enter:...``) and ``pass``; the board view
  :class:`gamekit.widgets.pachisi_czech.CzechPachisiView` interprets them.

:func:`throw_svg` draws clickable cowries for setting a throw by hand.  No widget library is
imported here.
"""

from __future__ import annotations

from typing import Any, Collection, Mapping, Sequence

from ..core import Event, State, state_arg
from ..cross_board import CENTRE
from ..pachisi.common import RETURNED, YARD
from ..pachisi.czech import CASTLES, HOME, CzechState, Enter, Move, path_field
from ..pachisi.czech.tables import where
from .cowries import draw_cowries, shells_for, throw_picker_svg, value_text
from .cross_board import LETTERS, Mark, draw_cross_board
from .cross_board import TEXT
from .svg import INK, OKABE_ITO, extend_right, sub, to_string

__all__ = ["svg", "picture", "throw_svg"]

_CELL = 34.0
_PANEL = 340.0
"""Width of the cowrie panel beside the board (user units)."""
_FONT = _CELL * TEXT


def svg(
    state: CzechState,
    *,
    events: Sequence[Event] = (),
    selected: Any = None,
    controls: bool = True,
    clickable: bool = True,
    places: Mapping[str, str] | None = None,
    marked: Collection[str] = (),
) -> str:
    """The cross board and cowrie panel of a Czech Pačísí state as an SVG string.

    ``events``: events of the action that led to ``state`` (its fields are outlined, its throw shown
    when no throw is pending); ``selected``: path position of the chosen unit of the player to move,
    or None (no animation: no ``frame``); ``controls=False`` leaves out the buttons (a picture of
    the position, not a control); ``clickable=False``: nothing carries a click.  What each place
    of the player to move means (its token, accessible name and moves) is the rules' answer,
    ``state.places()`` (:func:`gamekit.pachisi.czech.places.places`).  ``places`` (for a question about units,
    :mod:`gamekit.exercises`): token (``"unit:19"``, ``"enter:3:yard"``) -> accessible name; those
    units and waiting pieces of the player to move, and no others, are clickable, with nothing
    said about what they may do and no panel buttons; those in ``marked`` are drawn selected
    (the student's picks).  Raises :class:`~gamekit.errors.GameError` for a
    state of another game.
    """
    state_arg(state, "svg", key="pachisi/czech")
    deciding = not state.is_chance() and not state.is_terminal()
    mover = state.mover
    legal = state.legal_moves() if deciding and places is None else []
    board = state.places() if places is None else {}

    by_field: dict[int, list[Mark]] = {}
    yards: dict[int, dict[str, list[Mark]]] = {}
    home: dict[int, list[Mark]] = {}
    for c in range(4):
        for pos, n in state.units(c):
            f = path_field(c, pos)
            if places is not None:
                token = f"unit:{pos}" if c == mover and f"unit:{pos}" in places else None
                name, sel = (places[token] if token else None), token in marked
            else:
                place = board.get(f"unit:{pos}") if c == mover else None
                token = place.token if place is not None and clickable else None
                name = place.label if place is not None else None
                sel = selected == pos and c == mover
            by_field.setdefault(f, []).append(Mark(c, LETTERS[c], n, token, sel, name))
        pcs = state.pieces[c]
        if places is not None:
            yards[c] = {  # the first piece of each group is the place (one button, however many wait)
                group: [
                    _place_mark(c, f"enter:{c}:{where}" if k == 0 else "", places, marked)
                    for k in range(sum(1 for p in pcs if p == kind))
                ]
                for group, where, kind in (("waiting", "yard", YARD), ("returned", "returned", RETURNED))
            }
            k = sum(1 for p in pcs if p == HOME)
            if k:
                home[c] = [Mark(c, LETTERS[c], k)]
            continue
        yards[c] = {
            group: [_enter_mark(c, board.get(f"enter:{c}:{where}") if c == mover else None, clickable)] * k if k else []
            for group, where, k in (
                ("waiting", "yard", sum(1 for p in pcs if p == YARD)),
                ("returned", "returned", sum(1 for p in pcs if p == RETURNED)),
            )
        }
        k = sum(1 for p in pcs if p == HOME)
        if k:
            home[c] = [Mark(c, LETTERS[c], k)]

    highlight: list[int] = []
    fields: dict[int, str] = {}
    if selected is not None and deciding:
        targets = [m for m in legal if isinstance(m, Move) and m.frm == selected]
        if targets:
            whole = max(targets, key=lambda m: m.size)
            f = path_field(mover, whole.to)
            highlight.append(f)
            if f != CENTRE and clickable:
                fields[f] = whole.click_token()
    else:
        for e in events:
            if e.kind == "move":
                highlight += [e.data["from_field"], e.data["to_field"]]
            elif e.kind == "enter":
                highlight.append(e.data["field"])

    who = state.game.player_names[state.current_player]
    root = draw_cross_board(
        by_field,
        yards=yards,
        goals=home,
        safe=sorted(CASTLES),
        safe_symbol="castle",
        home_colours=(0, 1, 2, 3),
        highlight=highlight,
        clickable=fields,
        centre_label="charkoni",
        goal_triangles=False,
        name=f"Pačísí, Czech rules: {who} to throw"
        if state.is_chance()
        else f"Pačísí, Czech rules: {who} to move, the throw is {state.value}"
        if not state.is_terminal()
        else "Pačísí, Czech rules: game over",
        caption=None,
        cell_size=_CELL,
    )
    notes = ["corners: pieces waiting", "in the charkoni;", "centre: pieces home."]
    if not state.is_terminal():
        notes.append(f"{who}'s turn.")
    _panel(root, state, events, legal if controls else [], selected, notes, controls, clickable)
    return to_string(root)


def _enter_mark(c: int, place: Any, clickable: bool) -> Mark:
    """A waiting or captured piece of colour ``c`` in its corner; ``place`` (the rules' place of
    entering it, or None) makes it a button saying what a click does."""
    if place is None:
        return Mark(c, LETTERS[c])
    return Mark(c, LETTERS[c], 1, place.token if clickable else None, False, place.label)


def _place_mark(c: int, token: str, places: Mapping[str, str], marked: Collection[str]) -> Mark:
    """A waiting or captured piece in the charkoni, clickable if ``token`` is one of ``places``."""
    if token not in places:
        return Mark(c, LETTERS[c])
    return Mark(c, LETTERS[c], 1, token, token in marked, places[token])


def _panel(
    root, state: CzechState, events, legal, selected, notes: Sequence[str], controls: bool, clickable: bool
) -> None:
    """The cowrie panel beside the board: the throw as six shells, its value, notes, and buttons
    (each a control unless ``clickable=False``)."""
    x0 = extend_right(root, _PANEL) + 10
    mouths = state.throw
    caption = None
    if mouths is None:
        last = [e for e in events if e.kind == "throw"]
        if last:
            mouths = last[-1].data["mouths_up"]
            caption = "last throw:"
    else:
        caption = f"{state.game.player_names[state.current_player]} threw"
    y = 40.0
    if mouths is None:
        if controls:  # on the board: what to do (the widget's Throw, or its clickable shells)
            who = state.game.player_names[state.current_player]
            for line in (f"{who} to throw:", "press Throw, or set", "the shells by hand"):
                sub(root, "text", line, x=x0, y=y, font_size=_FONT, fill=INK)
                y += _FONT * 1.3
        else:  # a picture shows the position, not instructions for a widget
            sub(root, "text", "no throw yet", x=x0, y=y, font_size=_FONT, fill=INK)
        y += 20
    else:
        sub(root, "text", caption, x=x0, y=y, font_size=_FONT, font_weight="bold", fill=INK)
        # "0 mouths up:" / "pachisi, 25 (grace)": two lines, to stay inside the panel
        head, _, rest = value_text(mouths).partition(": ")
        for line in (head + ":", rest):
            y += _FONT * 1.3
            sub(root, "text", line, x=x0, y=y, font_size=_FONT, font_weight="bold", fill=INK)
        y += 20
        y += (
            draw_cowries(
                root, x0 + 6, y, shells_for(mouths), size=40, highlight=state.throw is not None, min_font=_FONT
            )
            + 10
        )
    y += _FONT * 1.2
    for line in notes:
        sub(root, "text", line, x=x0, y=y, font_size=_FONT, fill=INK)
        y += _FONT * 1.3
    # buttons: enter (PC-4), one piece / whole unit (PC-7), pass (PC-5a)
    buttons: list[tuple[str, str]] = []
    if legal:
        for m in legal:
            if isinstance(m, Enter):
                buttons.append(
                    (m.click_token(), "Enter a captured piece" if m.source == "returned" else "Enter a new piece")
                )
        if selected is not None:
            for m in legal:
                if isinstance(m, Move) and m.frm == selected:
                    label = "Move one piece" if m.size == 1 else f"Move all {m.size} together"
                    buttons.append(
                        (
                            m.click_token(),
                            f"{label} to {where(m.colour, m.to, short=True)}" if m.to != HOME else f"{label} home",
                        )
                    )
        buttons.append(("pass", "Pass"))
    by = y
    for token, label in buttons[:4]:
        g = sub(root, "g", **({"data-click": token, "data-label": label, "cursor": "pointer"} if clickable else {}))
        sub(
            g,
            "rect",
            x=x0,
            y=by,
            width=_PANEL - 20,
            height=_FONT * 1.8,
            rx=6,
            fill=OKABE_ITO["sky"],
            stroke=INK,
            stroke_width=1.5,
        )
        sub(g, "text", label, x=x0 + 10, y=by + _FONT * 1.25, font_size=_FONT, fill=INK, font_weight="bold")
        by += _FONT * 1.8 + 8


def picture(state: CzechState, *, events: Sequence[Event] = (), selected: Any = None) -> str:
    """The position without the panel's buttons and with nothing clickable: what Jupyter shows."""
    return svg(state, events=events, selected=selected, controls=False, clickable=False)


def throw_svg(state: State, shells: Sequence[bool] | None = None) -> str:
    """Clickable cowries for setting a throw by hand (PC-2): ``shell:<i>`` turns shell i over,
    ``throw:<k>`` sets a throw of k mouths up.  Clickable only at a chance node.

    Raises:
        GameError: ``state`` is no gamekit state.
    """
    state_arg(state, "throw_svg")
    if shells is None:
        shells = shells_for(2)
    return throw_picker_svg(shells, active=state.is_chance())
