"""SVG drawing of a Raja Pasu position (RULES §5), readable on a projector.

Layout, as South (the bottom player) sees the board from above:

* South's row at the bottom, holes 0..6 from left to right; North's row on top, holes 7..13
  drawn from right to left (hole 7 top right, hole 13 top left), so the holes in index order
  run counter-clockwise, the direction of sowing (RP-1, RP-2).
* Each hole shows its seed count as a big number (and up to 12 small dots), its hole number
  outside the row; a closed hole (RP-8) is grey, hatched and crossed, marked "closed".
* Each player's reserve (RP-7) sits at that player's right hand: South's to the right of the
  bottom row, North's to the left of the top row.
* Players carry a colour from the Okabe-Ito palette *and* a letter (S, N); the player to move
  is written out ("South to move").  The hole where the last move's final seed landed has a
  dashed vermillion ring tagged "LAST", explained by a legend under the board on the right; it is gone once
  a new round is set up (RP-8).  During an animation the hole concerned has a thick black-and-yellow ring with a tag
  (PICK UP, +1, RELAY, PASU, PUSSA, END), and "in hand" shows the seeds still to sow.
* Holes the player to move may sow carry ``data-click="<hole>"`` and a ``data-label`` sentence,
  for :class:`gamekit.widgets.svgboard.SvgBoard`.

``svg(state, *, events=(), frame=None, selected=None)`` returns the SVG text (also used by the
state's ``_repr_svg_``); ``gamekit.render.save_svg(state, path)`` writes it to a file for worksheets.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from typing import Any, Collection, Mapping, Sequence

from ..core import state_arg
from .svg import HIGHLIGHT, INK, OKABE_ITO, WOOD, fmt, sub, svg_root, to_string

__all__ = ["svg", "picture", "PLAYER_COLOURS", "PLAYER_LETTERS"]

HOLES = 14
ROW = 7
PLAYER_NAMES = ("South", "North")
PLAYER_COLOURS = (OKABE_ITO["blue"], OKABE_ITO["orange"])
PLAYER_LETTERS = ("S", "N")

# geometry (user units)
PITCH = 112
R = 46
BOARD_X = 170  # left edge of the wood
MARGIN = 50  # wood beside the outer holes (room for the arrows showing the direction of sowing)
BOARD_W = 7 * PITCH + 2 * MARGIN
X0 = BOARD_X + MARGIN + PITCH / 2  # centre of the leftmost column
WIDTH, HEIGHT = BOARD_X + BOARD_W + 170, 580
Y_NORTH, Y_SOUTH = 190, 390
CLICK_COLOUR = OKABE_ITO["blue"]

_TAGS = {
    "pick_up": "PICK UP",
    "sow": "+1",
    "relay": "RELAY",
    "pasu": "PASU",
    "pussa": "PUSSA",
    "move_end": "END",
}


def hole_center(hole: int) -> tuple[float, float]:
    """Centre of a hole in user units (South's row at the bottom, North's row reversed on top)."""
    if hole < ROW:
        return X0 + hole * PITCH, Y_SOUTH
    return X0 + (13 - hole) * PITCH, Y_NORTH


def _event_of(frame: Any) -> Any:
    """A frame is an Event or an object with an ``event`` attribute (the view's Frame)."""
    return getattr(frame, "event", frame)


def _last_seed_hole(events: Sequence[Any]) -> int | None:
    """The hole where the last move's final seed landed (its last ``sow`` event, RP-2 and the
    relays of RP-3), or None: no move, or a new round was set up after it (RP-8: the board is
    laid out afresh, so the mark would point at a hole the seed no longer lies in)."""
    hole = None
    for e in events:
        kind = getattr(e, "kind", None)
        if kind == "sow":
            hole = e.data.get("hole")
        elif kind == "round_start":
            return None
    return hole


def _dots(parent: ET.Element, cx: float, cy: float, n: int, colour: str) -> None:
    """One small dot per seed on a ring inside the hole, for up to 12 seeds (the number says the rest)."""
    if n > 12:
        return
    for i in range(n):
        a = -math.pi / 2 + 2 * math.pi * i / 12
        sub(parent, "circle", cx=cx + 35 * math.cos(a), cy=cy + 35 * math.sin(a), r=4.5, fill=colour)


def _tag(parent: ET.Element, cx: float, cy: float, hole: int, text: str, bg: str, fg: str) -> None:
    """A label box beside a hole, inside the board (between the rows)."""
    tw = 15 * len(text) + 22
    ty = cy - R - 48 if hole < ROW else cy + R + 12
    sub(parent, "rect", x=cx - tw / 2, y=ty, width=tw, height=36, rx=8, fill=bg)
    sub(parent, "text", text, x=cx, y=ty + 27, font_size=24, font_weight="bold", fill=fg, text_anchor="middle")


def _status_words(state: Any) -> str:
    w = state.winner
    if w is not None:
        match = state.game.options.match
        thing = "Match" if match else "Round"
        if w == "draw":
            return f"{thing} over: a draw."
        return f"{thing} over: {PLAYER_NAMES[w]} wins."
    return f"{PLAYER_NAMES[state.to_move]} to move."


def svg(
    state: Any,
    *,
    events: Sequence[Any] = (),
    frame: Any = None,
    selected: Any = None,
    clickable: bool = True,
    places: Mapping[str, str] | None = None,
    marked: Collection[str] = (),
) -> str:
    """The board of a Raja Pasu state as an SVG string.

    ``events``: events of the move that led to ``state`` (the hole of its final seed is tagged "LAST");
    ``frame``: an event (or a view frame holding one) of an animation, whose ``data`` gives the
    board, reserves, hand and hole to draw instead of the state's; ``selected`` is unused
    (Raja Pasu moves take one click).  Holes the player to move in ``state`` may sow are
    clickable; while a frame is drawn they stay clickable (the holes do not move) but are not
    marked, so a click during an animation finishes it and sows from that hole of ``state``.
    Which holes may be sown, and their names, are the rules' answer (``state.places()``);
    ``clickable=False`` (a picture): the sowable holes are drawn as such, none carries a click.

    ``places`` (for a question about holes, :mod:`gamekit.exercises`): hole token (``"9"``) ->
    accessible name; those holes, and no others, are clickable, all drawn alike (nothing says
    which may be sown); holes in ``marked`` get a thick ring (the student's picks).

    Raises:
        GameError: ``state`` is no Raja Pasu state.
    """
    del selected
    state_arg(state, "svg", key="raja_pasu")
    ev = _event_of(frame) if frame is not None else None
    data = getattr(ev, "data", None) or {}
    board = tuple(data.get("board", state.board))
    reserves = tuple(data.get("reserves", state.reserves))
    closed = tuple(getattr(frame, "closed", None) or state.closed)
    hand = data.get("hand") if ev is not None else None
    focus_hole = data.get("hole") if ev is not None else None
    mover = getattr(frame, "mover", None)
    if mover is None:
        mover = state.to_move
    last = _last_seed_hole(events) if ev is None else None

    holes = state.places()  # the rules' answer: which holes may be sown, and their names
    legal = {int(t): p.play for t, p in holes.items() if p.play is not None}

    match = state.game.options.match
    title = f"Raja Pasu board: {_status_words(state)}" if ev is None else f"Raja Pasu board: {ev.text}"
    root = svg_root(WIDTH, HEIGHT, title=title)
    defs = sub(root, "defs")
    pat = sub(
        defs,
        "pattern",
        id="gk-rp-hatch",
        width=14,
        height=14,
        patternUnits="userSpaceOnUse",
        patternTransform="rotate(45)",
    )
    sub(pat, "rect", x=0, y=0, width=14, height=14, fill="#C8C8C8")
    sub(pat, "line", x1=0, y1=0, x2=0, y2=14, stroke="#6E6E6E", stroke_width=5)

    # --- the wood ------------------------------------------------------------------------------
    sub(
        root,
        "rect",
        x=BOARD_X,
        y=Y_NORTH - 95,
        width=BOARD_W,
        height=Y_SOUTH - Y_NORTH + 190,
        rx=36,
        fill=WOOD,
        stroke=INK,
        stroke_width=4,
    )
    # direction of sowing: counter-clockwise arrows at both ends of the board
    lx, rx_ = BOARD_X + 25, BOARD_X + BOARD_W - 25
    sub(
        root,
        "path",
        d=f"M {fmt(rx_)} {fmt(Y_SOUTH - 40)} L {fmt(rx_)} {fmt(Y_NORTH + 40)}",
        stroke="#7A5C2E",
        stroke_width=4,
        fill="none",
        marker_end="url(#gk-rp-arrow)",
    )
    sub(
        root,
        "path",
        d=f"M {fmt(lx)} {fmt(Y_NORTH + 40)} L {fmt(lx)} {fmt(Y_SOUTH - 40)}",
        stroke="#7A5C2E",
        stroke_width=4,
        fill="none",
        marker_end="url(#gk-rp-arrow)",
    )
    marker = sub(
        defs,
        "marker",
        id="gk-rp-arrow",
        markerWidth=6,
        markerHeight=6,
        refX=3,
        refY=3,
        orient="auto",
        markerUnits="strokeWidth",
    )
    sub(marker, "path", d="M 0 0 L 6 3 L 0 6 z", fill="#7A5C2E")

    # --- players: labels and reserves -----------------------------------------------------------
    for p in (0, 1):
        colour, letter = PLAYER_COLOURS[p], PLAYER_LETTERS[p]
        to_move = ev is None and not state.is_terminal() and state.to_move == p
        moving = ev is not None and mover == p
        # label: bottom left for South, top left for North
        ly = HEIGHT - 28 if p == 0 else 44
        g = sub(root, "g")
        sub(g, "circle", cx=BOARD_X + 22, cy=ly - 10, r=20, fill=colour, stroke=INK, stroke_width=3)
        sub(
            g,
            "text",
            letter,
            x=BOARD_X + 22,
            y=ly,
            font_size=28,
            font_weight="bold",
            fill="#FFFFFF",
            text_anchor="middle",
        )
        words = PLAYER_NAMES[p]
        if to_move:
            words += " \u2014 to move"
        elif moving:
            words += " \u2014 sowing"
        sub(
            g,
            "text",
            words,
            x=BOARD_X + 54,
            y=ly,
            font_size=32,
            font_weight="bold" if (to_move or moving) else "normal",
            fill=INK,
        )
        if to_move or moving:
            tw = 19.5 * len(words) + 24
            sub(
                g,
                "rect",
                x=BOARD_X - 2,
                y=ly - 40,
                width=tw + 64,
                height=50,
                rx=10,
                fill="none",
                stroke=colour,
                stroke_width=5,
            )
        # reserve box at the player's right hand
        bx = BOARD_X + BOARD_W + 17 if p == 0 else 17
        by = (Y_SOUTH if p == 0 else Y_NORTH) - 70
        rg = sub(root, "g")
        sub(rg, "rect", x=bx, y=by, width=136, height=140, rx=18, fill="#FFFFFF", stroke=colour, stroke_width=6)
        sub(rg, "text", f"{letter} reserve", x=bx + 68, y=by + 30, font_size=24, text_anchor="middle", fill=INK)
        sub(
            rg,
            "text",
            str(reserves[p]),
            x=bx + 68,
            y=by + 100,
            font_size=56,
            font_weight="bold",
            text_anchor="middle",
            fill=INK,
        )

    # --- holes -------------------------------------------------------------------------------------
    for h in range(HOLES):
        cx, cy = hole_center(h)
        owner = 0 if h < ROW else 1
        n = board[h]
        attrs: dict[str, Any] = {}
        if places is not None:
            attrs = {"data-click": str(h), "data-label": places[str(h)]} if str(h) in places else {}
        elif h in legal and clickable:
            attrs = {"data-click": str(h), "data-label": holes[str(h)].label}
        g = ET.SubElement(root, "g", {k: fmt(v) for k, v in attrs.items()})
        num_y = cy - R - 14 if owner == 1 else cy + R + 32
        sub(
            g,
            "text",
            f"{h} closed" if closed[h] else str(h),
            x=cx,
            y=num_y,
            font_size=24,
            text_anchor="middle",
            fill=INK if closed[h] else "#5A4A30",
            font_style="italic" if closed[h] else None,
        )
        if closed[h]:
            sub(g, "circle", cx=cx, cy=cy, r=R, fill="url(#gk-rp-hatch)", stroke=INK, stroke_width=4)
            d = R * 0.55
            sub(
                g,
                "path",
                d=f"M {fmt(cx - d)} {fmt(cy - d)} L {fmt(cx + d)} {fmt(cy + d)} "
                f"M {fmt(cx - d)} {fmt(cy + d)} L {fmt(cx + d)} {fmt(cy - d)}",
                stroke=INK,
                stroke_width=7,
                stroke_linecap="round",
            )
            continue
        sowable = h in legal and ev is None and places is None
        sub(
            g,
            "circle",
            cx=cx,
            cy=cy,
            r=R,
            fill="#FFF9EC" if sowable else "#F6EBD2",
            stroke=CLICK_COLOUR if sowable else "#7A5C2E",
            stroke_width=6 if sowable else 3,
        )
        if str(h) in marked:  # a pick of the student (a question about holes)
            sub(g, "circle", cx=cx, cy=cy, r=R + 9, fill="none", stroke=INK, stroke_width=9)
            sub(g, "circle", cx=cx, cy=cy, r=R + 9, fill="none", stroke="#F0E442", stroke_width=4)
        _dots(g, cx, cy, n, "#7A5C2E")
        sub(
            g,
            "text",
            str(n),
            x=cx,
            y=cy + 13,
            font_size=38,
            font_weight="bold",
            text_anchor="middle",
            fill=INK if n else "#9A9A9A",
        )
        if sowable:  # a small triangle (inside the board, pointing at the hole) besides the blue ring
            ty = cy - R - 6 if owner == 0 else cy + R + 6
            s = -1 if owner == 0 else 1
            sub(
                g,
                "path",
                d=f"M {fmt(cx - 9)} {fmt(ty + s * 12)} L {fmt(cx + 9)} {fmt(ty + s * 12)} L {fmt(cx)} {fmt(ty)} z",
                fill=CLICK_COLOUR,
            )

    # --- the last move / the animation frame ------------------------------------------------------
    if last is not None and ev is None:
        cx, cy = hole_center(last)
        sub(
            root,
            "circle",
            cx=cx,
            cy=cy,
            r=R + 9,
            fill="none",
            stroke=HIGHLIGHT,
            stroke_width=6,
            stroke_dasharray="12 7",
        )
        _tag(root, cx, cy, last, "LAST", HIGHLIGHT, "#FFFFFF")
        sub(
            root,
            "text",
            "LAST: where the last move's final seed landed",
            x=WIDTH - 20,
            y=HEIGHT - 72,
            font_size=24,
            text_anchor="end",
            fill=INK,
            **{"class": "gk-legend"},
        )
    if ev is not None and focus_hole is not None:
        cx, cy = hole_center(focus_hole)
        sub(root, "circle", cx=cx, cy=cy, r=R + 9, fill="none", stroke="#000000", stroke_width=11)
        sub(root, "circle", cx=cx, cy=cy, r=R + 9, fill="none", stroke=OKABE_ITO["yellow"], stroke_width=6)
        _tag(root, cx, cy, focus_hole, _TAGS.get(ev.kind, ev.kind.upper()), "#000000", OKABE_ITO["yellow"])
    if hand is not None:  # top right, beside North's label
        sub(root, "rect", x=WIDTH - 250, y=12, width=234, height=50, rx=14, fill="#FFFFFF", stroke=INK, stroke_width=4)
        sub(
            root,
            "text",
            f"in hand: {hand}",
            x=WIDTH - 133,
            y=50,
            font_size=32,
            font_weight="bold",
            text_anchor="middle",
            fill=INK,
        )

    # --- round / result line (bottom right) ---------------------------------------------------------
    right = []
    if match:
        right.append(f"Round {state.round}")
    if state.is_terminal():
        right.append(_status_words(state).rstrip("."))
    if right:
        sub(
            root,
            "text",
            " \u00b7 ".join(right),
            x=WIDTH - 20,
            y=HEIGHT - 28,
            font_size=28,
            font_weight="bold",
            text_anchor="end",
            fill=INK,
        )
    return to_string(root)


def picture(state: Any, *, events: Sequence[Any] = (), selected: Any = None) -> str:
    """The position with nothing clickable: what Jupyter shows for a state on its own line.
    Raises :class:`~gamekit.errors.GameError` if ``state`` is no Raja Pasu state."""
    state_arg(state, "picture", key="raja_pasu")
    return svg(state, events=events, clickable=False)
