"""SVG drawing of a Sechs-As position (RULES §4), readable on a projector.

Layout, seen from above with South at the bottom:

* The board (wood) has two long sides: North's on top, South's at the bottom (SA-1).  With four
  players each side is split into two halves: North-west | North-east on top, South-west |
  South-east below (SA-7, decision D5 in :mod:`gamekit.sechs_as`).
* Each side (or half) shows its owner's name with a letter and a shape (S circle, N square;
  SW circle, NW square, NE triangle, SE diamond) in an Okabe-Ito colour, its stones as plain
  ivory discs (stones have no colour, SA-1) and the count as a big number.
* The pot is the circle in the middle of the board; stones taken out of the game are in the
  tray on the right ("out of the game"), with counts (SA-8: everything adds up to 6 x players).
* The player to move has a thick dashed vermillion frame and the words "to move" / "to throw".
* The dice are drawn on the right: a die still to resolve is white with a thick frame; a die
  already resolved (used, declined or forfeited) is grey, crossed out and marked "used".
* Below the dice, one button per legal move carries ``data-click="<die>:<action>"`` (the move's
  ``click_token()``) and a ``data-label`` sentence, for :class:`gamekit.widgets.svgboard.SvgBoard`.

``svg(state, *, events=(), selected=None, clickable=True)`` returns the SVG text (also used by
the state's ``_repr_svg_``).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any, Collection, Mapping, Sequence

from ..core import state_arg
from .dice import PIPS
from .svg import HIGHLIGHT, INK, OKABE_ITO, WOOD, fmt, sub, svg_root, to_string

__all__ = ["svg", "SEAT_COLOURS", "SEAT_LETTERS", "SEAT_SHAPES"]

WIDTH, HEIGHT = 1040, 700
BOARD = (30, 80, 700, 580)  # x0, y0, x1, y1 of the wood
POT_C = (365, 330)
POT_R = 56
SIDE_H = 176
STONE = "#FFFDF5"
USED = "#BBBBBB"
BUTTON = "#EEF6FC"

SEAT_LETTERS = {2: ("S", "N"), 4: ("SW", "NW", "NE", "SE")}
SEAT_COLOURS = {
    2: (OKABE_ITO["blue"], OKABE_ITO["orange"]),
    4: (OKABE_ITO["blue"], OKABE_ITO["orange"], OKABE_ITO["green"], OKABE_ITO["purple"]),
}
SEAT_SHAPES = {2: ("circle", "square"), 4: ("circle", "square", "triangle", "diamond")}

ACTION_WORDS = {
    "give": "give a stone",
    "pot": "stone into pot",
    "take": "take from pot",
    "remove": "stone out",
    "win": "WIN",
    "decline": "decline",
    "forfeit": "forfeit it first",
}


def side_box(players: int, seat: int) -> tuple[float, float, float, float]:
    """The rectangle ``(x, y, w, h)`` of a seat's side (or half-side) on the board."""
    x0, y0, x1, y1 = BOARD
    top, bottom = y0 + 12, y1 - 12 - SIDE_H
    if players == 2:
        return (x0 + 12, bottom if seat == 0 else top, x1 - x0 - 24, SIDE_H)
    half = (x1 - x0 - 36) / 2
    left, right = x0 + 12, x0 + 24 + half
    return {
        0: (left, bottom, half, SIDE_H),
        1: (left, top, half, SIDE_H),
        2: (right, top, half, SIDE_H),
        3: (right, bottom, half, SIDE_H),
    }[seat]


def _marker(parent: ET.Element, shape: str, cx: float, cy: float, r: float, colour: str) -> None:
    common = dict(fill=colour, stroke=INK, stroke_width=3)
    if shape == "circle":
        sub(parent, "circle", cx=cx, cy=cy, r=r, **common)
    elif shape == "square":
        sub(parent, "rect", x=cx - r, y=cy - r, width=2 * r, height=2 * r, **common)
    elif shape == "triangle":
        pts = f"{fmt(cx)},{fmt(cy - r)} {fmt(cx + r)},{fmt(cy + r * 0.8)} {fmt(cx - r)},{fmt(cy + r * 0.8)}"
        sub(parent, "polygon", points=pts, **common)
    else:
        pts = f"{fmt(cx)},{fmt(cy - r)} {fmt(cx + r)},{fmt(cy)} {fmt(cx)},{fmt(cy + r)} {fmt(cx - r)},{fmt(cy)}"
        sub(parent, "polygon", points=pts, **common)


def _stones(parent: ET.Element, n: int, x: float, y: float, w: float, h: float, r: float) -> None:
    """Up to ``n`` ivory discs in rows inside the box (stones carry no colour, SA-1)."""
    pitch = 2 * r + 6
    cols = max(1, int(w // pitch))
    for i in range(n):
        row, col = divmod(i, cols)
        cy = y + r + 3 + row * pitch
        if cy + r > y + h:
            break
        sub(parent, "circle", cx=x + r + 3 + col * pitch, cy=cy, r=r, fill=STONE, stroke=INK, stroke_width=3)


def _die(parent: ET.Element, value: int, x: float, y: float, size: float, used: bool) -> None:
    g = sub(parent, "g", **{"class": "die-used" if used else "die-unused"})
    sub(
        g,
        "rect",
        x=x,
        y=y,
        width=size,
        height=size,
        rx=12,
        fill=USED if used else "#FFFFFF",
        stroke=INK,
        stroke_width=3 if used else 6,
    )
    step = size * 0.27
    for dx, dy in PIPS[value]:
        sub(
            g,
            "circle",
            cx=x + size / 2 + dx * step,
            cy=y + size / 2 + dy * step,
            r=size * 0.09,
            fill="#555555" if used else INK,
        )
    if used:
        sub(g, "line", x1=x + 6, y1=y + 6, x2=x + size - 6, y2=y + size - 6, stroke=INK, stroke_width=4)
        sub(g, "text", "used", x=x + size / 2, y=y + size + 26, font_size=22, text_anchor="middle", fill=INK)
    else:
        sub(
            g,
            "text",
            "to use",
            x=x + size / 2,
            y=y + size + 26,
            font_size=22,
            text_anchor="middle",
            fill=INK,
            font_weight="bold",
        )


def status_words(state: Any) -> str:
    """One line: the result, or who is to throw / to resolve which dice."""
    names = state.game.player_names
    if state.winner is not None:
        return f"{names[state.winner]} wins (a six with an empty side, SA-6)"
    who = names[state.to_move]
    if state.throw is None:
        return f"{who} to throw"
    left = " and the ".join(str(d) for d in state.dice)
    return f"{who} to move: resolve the {left} (threw {state.throw[0]}-{state.throw[1]})"


def _last_words(events: Sequence[Any]) -> str:
    texts = [getattr(e, "text", "") for e in events if getattr(e, "kind", "") not in ("turn",)]
    return "; ".join(t for t in texts if t)


def picture(state: Any, *, events: Sequence[Any] = (), selected: Any = None) -> str:
    """The position without move buttons ("choose:"): what Jupyter shows for a state on its own
    line and :func:`gamekit.render.draw` returns -- a picture of a position is not a control.
    Raises :class:`~gamekit.errors.GameError` if ``state`` is no Sechs-As state."""
    state_arg(state, "picture", key="sechs_as")
    return svg(state, events=events, selected=selected, clickable=False)


def svg(
    state: Any,
    *,
    events: Sequence[Any] = (),
    selected: Any = None,
    clickable: bool = True,
    places: Mapping[str, str] | None = None,
    marked: Collection[str] = (),
) -> str:
    """The position as an SVG string (see the module docstring for what is drawn; no animation,
    so no ``frame``); the move buttons are the rules' places of the position (``state.places()``:
    one per legal move, its click token and sentence); ``clickable=False`` leaves them out.

    ``places`` (for a question about dice, :mod:`gamekit.exercises`): token (``"5:pot"``) ->
    button text; one button per token takes the place of the legal moves' buttons, legal or
    not (nothing says which may be played); those in ``marked`` are drawn picked.

    Raises:
        GameError: ``state`` is no Sechs-As state.
    """
    state_arg(state, "svg", key="sechs_as")
    game = state.game
    n = game.num_players
    names = game.player_names
    root = svg_root(WIDTH, HEIGHT, title=f"Sechs-As: {status_words(state)}")
    # the headline: 32 units, smaller where a long one (four players' names) would run past the
    # right edge (bold letters are about 0.6 of the font size wide)
    words = status_words(state)
    size = min(32.0, round((WIDTH - 60) / (0.6 * max(len(words), 1)), 1))
    sub(root, "text", words, x=30, y=50, font_size=size, font_weight="bold", fill=INK)

    # the board
    x0, y0, x1, y1 = BOARD
    sub(root, "rect", x=x0, y=y0, width=x1 - x0, height=y1 - y0, rx=14, fill=WOOD, stroke=INK, stroke_width=5)
    for seat in range(n):
        x, y, w, h = side_box(n, seat)
        colour = SEAT_COLOURS[n][seat]
        g = sub(root, "g", **{"class": f"side seat-{seat}"})
        active = state.winner is None and state.to_move == seat
        sub(
            g,
            "rect",
            x=x,
            y=y,
            width=w,
            height=h,
            rx=10,
            fill="#F6E7C8",
            stroke=HIGHLIGHT if active else colour,
            stroke_width=8 if active else 4,
            stroke_dasharray="18 8" if active else None,
        )
        _marker(g, SEAT_SHAPES[n][seat], x + 26, y + 28, 14, colour)
        label = f"{SEAT_LETTERS[n][seat]} {names[seat]}"
        tag = "WINNER" if state.winner == seat else ("to throw" if state.throw is None else "to move") if active else ""
        if n == 2 and tag:
            label += f": {tag}"
        sub(g, "text", label, x=x + 50, y=y + 38, font_size=26 if n == 2 else 23, font_weight="bold", fill=INK)
        top = y + 56
        if n == 4:
            if tag:
                sub(g, "text", f"\u25b6 {tag}", x=x + 14, y=y + 66, font_size=22, font_weight="bold", fill=INK)
            top = y + 74
        count = state.sides[seat]
        sub(
            g, "text", str(count), x=x + w - 14, y=y + 44, font_size=44, font_weight="bold", text_anchor="end", fill=INK
        )
        r = 20 if n == 2 else 13
        _stones(g, count, x + 12, top, w - 24, y + h - top, r)

    # the pot
    cx, cy = POT_C
    pot = sub(root, "g", **{"class": "pot"})
    sub(pot, "circle", cx=cx, cy=cy, r=POT_R, fill="#D9BF8C", stroke=INK, stroke_width=5)
    sub(pot, "text", "POT", x=cx - POT_R - 16, y=cy + 10, font_size=28, font_weight="bold", text_anchor="end", fill=INK)
    sub(pot, "text", str(state.pot), x=cx + POT_R + 16, y=cy + 16, font_size=44, font_weight="bold", fill=INK)
    _stones(pot, min(state.pot, 9), cx - 40, cy - 40, 84, 84, 11)

    # removed stones
    rx, ry = 730, 80
    tray = sub(root, "g", **{"class": "removed"})
    sub(tray, "rect", x=rx, y=ry, width=280, height=150, rx=10, fill="#DDDDDD", stroke=INK, stroke_width=4)
    sub(tray, "text", "out of the game", x=rx + 12, y=ry + 32, font_size=24, font_weight="bold", fill=INK)
    sub(
        tray,
        "text",
        str(state.removed),
        x=rx + 268,
        y=ry + 34,
        font_size=40,
        font_weight="bold",
        text_anchor="end",
        fill=INK,
    )
    _stones(tray, state.removed, rx + 10, ry + 46, 260, 100, 11)

    # dice
    dx, dy = 730, 250
    if state.throw is None:
        text = "game over" if state.winner is not None else "throw due"
        for i in range(2):
            sub(
                root,
                "rect",
                x=dx + 20 + i * 120,
                y=dy,
                width=90,
                height=90,
                rx=12,
                fill="none",
                stroke=INK,
                stroke_width=3,
                stroke_dasharray="10 8",
            )
        sub(root, "text", text, x=dx + 140, y=dy + 124, font_size=24, text_anchor="middle", fill=INK)
    else:
        remaining = list(state.dice)
        for i, v in enumerate(state.throw):
            used = v not in remaining
            if not used:
                remaining.remove(v)
            _die(root, v, dx + 20 + i * 120, dy, 90, used)

    # move buttons
    if places is not None and state.throw is not None:
        sub(root, "text", "pick:", x=dx, y=408, font_size=24, font_weight="bold", fill=INK)
        for i, (token, text) in enumerate(places.items()):
            by, on = 420 + i * 54, token in marked
            g = sub(root, "g", **{"class": "move", "data-click": token, "data-label": text})
            sub(g, "rect", x=dx, y=by, width=280, height=46, rx=8, fill=BUTTON, stroke=INK, stroke_width=8 if on else 3)
            die, _, action = token.partition(":")
            shown = ("\u2714 " if on else "") + f"{die}: {ACTION_WORDS.get(action, action)}"
            sub(g, "text", shown, x=dx + 14, y=by + 32, font_size=24, font_weight="bold", fill=INK)
    elif clickable and state.throw is not None and state.winner is None:
        sub(root, "text", "choose:", x=dx, y=408, font_size=24, font_weight="bold", fill=INK)
        for i, place in enumerate(state.places().values()):
            by, m = 420 + i * 54, place.play
            g = sub(root, "g", **{"class": "move", "data-click": place.token, "data-label": place.label})
            sub(
                g, "rect", x=dx, y=by, width=280, height=46, rx=8, fill=BUTTON, stroke=OKABE_ITO["blue"], stroke_width=4
            )
            sub(
                g,
                "text",
                f"{m.die}: {ACTION_WORDS.get(m.action, m.action)}",
                x=dx + 14,
                y=by + 32,
                font_size=24,
                font_weight="bold",
                fill=INK,
            )

    # the last action
    last = _last_words(events)
    if last:
        if len(last) > 80:
            last = last[:77] + "..."
        sub(root, "text", f"Last: {last}", x=30, y=630, font_size=22, fill=INK)
    total = 6 * n
    sub(
        root,
        "text",
        f"sides {sum(state.sides)} + pot {state.pot} + out {state.removed} = {total} stones (SA-8)",
        x=30,
        y=670,
        font_size=22,
        fill="#444444",
    )
    return to_string(root)
