"""Two six-sided dice as SVG: a throw drawn on a board, and clickable dice to set a throw by hand.

Used by German Pachisi (PG-9: two dice; PG-13: a double also counts its bottom faces, 7 - x)
and Sechs-As (SA-2: two dice).  A throw is the tuple ``(high, low)`` (gamekit's outcome).

* :func:`draw_die`: one die with its pips at ``(x, y)``, ``size`` user units square.
* :func:`draw_throw`: the two dice of a throw, and for a double its two bottom faces (marked
  "bottom"), each die faded when its value has been played (``values`` still to play).
* :func:`dice_picker_svg` / :func:`dice_click`: setting a throw by hand, one click per die face:
  the six faces of each die (``data-click="die:I:V"``); the click on the second die makes the
  throw (2-2 is two clicks).
"""

from __future__ import annotations

from ..errors import GameError

import xml.etree.ElementTree as ET
from typing import Sequence

from .svg import FONT, INK, OKABE_ITO, fmt, sub, svg_root, to_string
from .throw_device import draw_value_line

__all__ = ["DEFAULT_PICKS"]

DEFAULT_PICKS = (None, None)
"""The picks before any click: no face picked on either die."""

PIPS = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}
"""The pips of each face of a die, the one table every die drawing uses: ``(column, row)``, each
-1, 0 or +1 from the face's centre (a drawing chooses the spacing)."""


def draw_die(
    parent: ET.Element,
    x: float,
    y: float,
    size: float,
    value: int,
    *,
    faded: bool = False,
    attrs: dict[str, str] | None = None,
) -> ET.Element:
    """Draw a die showing ``value`` (1..6) with its top-left corner at ``(x, y)``; returns its group.

    Raises:
        ValueError: ``value`` is not 1..6.
    """
    if value not in PIPS:
        raise GameError(f"value: a die shows 1..6, not {value!r}")
    g = sub(parent, "g", **(attrs or {}))
    sub(
        g,
        "rect",
        x=x,
        y=y,
        width=size,
        height=size,
        rx=size * 0.18,
        fill="#FFFFFF" if not faded else "#EEEEEE",
        stroke=INK if not faded else "#8A8A8A",
        stroke_width=max(2.0, size * 0.06),
    )
    row = 0.25 if value == 6 else 0.23  # the six's three rows spread a little wider
    for dx, dy in PIPS[value]:
        px, py = 0.5 + dx * 0.23, 0.5 + dy * row
        sub(g, "circle", cx=x + px * size, cy=y + py * size, r=size * 0.09, fill=INK if not faded else "#8A8A8A")
    return g


def draw_throw(
    parent: ET.Element,
    x: float,
    y: float,
    size: float,
    throw: Sequence[int],
    values: Sequence[int] = (),
    *,
    double_bottoms: bool = True,
) -> float:
    """Draw the two dice of ``throw`` (high, low) from ``(x, y)``; for a double also its bottom
    faces (7 - x each, PG-13) under the word "bottom".  A die whose value is not among ``values``
    (the values still to play) is drawn faded.  Returns the width used."""
    h, lo = int(throw[0]), int(throw[1])
    left = list(values)
    faces = [(h, "top"), (lo, "top")]
    if h == lo and double_bottoms:
        faces += [(7 - h, "bottom"), (7 - lo, "bottom")]
    gap = size * 0.25
    cx = x
    for i, (v, where) in enumerate(faces):
        if where == "bottom" and i == 2:
            sub(
                parent,
                "text",
                "bottom",
                x=cx + size,
                y=y - size * 0.12,
                font_size=size * 0.36,
                text_anchor="middle",
                fill=INK,
                font_family=FONT,
            )
        playable = v in left
        if playable:
            left.remove(v)
        draw_die(parent, cx, y, size, v, faded=not playable)
        cx += size + gap
    return cx - x - gap


LABEL_FONT = 20.0
"""Font size (px) of the line that says which throw the dice make."""
LABEL_CHAR_W = 11.5
"""Width (px) one character of that line needs at most, on average, in the kit's sans-serif font."""


def dice_picker_svg(
    picks: Sequence[int | None] | None, label: str = "", *, size: float = 38.0, active: bool = True
) -> str:
    """Setting a throw by hand with one click per die face: a row of the six faces for each die
    (``data-click="die:I:V"``, die ``I`` = 0 or 1 showing ``V`` = 1..6).  ``picks`` is ``(a, b)``,
    the face picked so far for each die, None where none is (``picks=None``: neither); a picked
    face is drawn bold, the other faces of that die faded.  The line under the rows says what to
    do next, or ``label`` when it is given.  The picture is 336 user units wide at the default
    ``size``, so it fits the board's control column with its text at 16 px.  With
    ``active=False`` nothing is clickable and every face is faded."""
    a, b = tuple(picks) if picks is not None else (None, None)
    gap = size * 0.16
    left = 76.0
    width = left + 6 * (size + gap) + 8
    height = 2 * (size + 10) + 40
    root = svg_root(width, height, title="set a dice throw by hand: click a face of each die")
    for i, pick in enumerate((a, b)):
        y = 6 + i * (size + 10)
        sub(root, "text", f"die {i + 1}", x=6, y=y + size * 0.68, font_size=LABEL_FONT, fill=INK, font_family=FONT)
        for v in range(1, 7):
            attrs = (
                {
                    "data-click": f"die:{i}:{v}",
                    "data-label": f"die {i + 1} shows {v}",
                    "cursor": "pointer",
                }
                if active
                else {}
            )
            faded = not active or (pick is not None and pick != v)
            g = draw_die(root, left + (v - 1) * (size + gap), y, size, v, faded=faded, attrs=attrs)
            if pick == v:
                g[0].set("stroke", OKABE_ITO["blue"])
                g[0].set("stroke-width", fmt(size * 0.12))
    if not label:
        if not active:
            label = "no throw due now"
        elif a is None and b is None:
            label = "click a face of each die"
        else:
            label = f"die {1 if a is not None else 2} shows {a if a is not None else b}: now die {2 if a is not None else 1}"
    draw_value_line(root, label, width / 2, height - 12, LABEL_FONT)
    return to_string(root)


def dice_click(
    picks: Sequence[int | None] | None, token: str
) -> tuple[tuple[int | None, int | None], tuple[int, int] | None]:
    """Interpret a click on :func:`dice_picker_svg`: ``(picks, throw_or_None)``.  ``die:I:V`` picks
    face ``V`` for die ``I``; once both dice have a face, the throw ``(high, low)`` is returned
    (and the picks start afresh).  ``throw:H-L`` returns the throw ``(H, L)`` at once.

    Raises:
        ValueError: a token that is neither (``die:2:1``, ``die:0:7``, ``throw:7-1``, ``banana``).
    """
    cur = list(picks) if picks is not None else [None, None]
    kind, _, rest = str(token).partition(":")
    die, _, face = rest.partition(":")
    if kind == "die" and die in ("0", "1") and face in ("1", "2", "3", "4", "5", "6"):
        cur[int(die)] = int(face)
        if cur[0] is not None and cur[1] is not None:
            return (None, None), (max(cur), min(cur))
        return (cur[0], cur[1]), None
    if kind == "throw":
        parts = rest.split("-")
        if len(parts) == 2 and all(p.isdigit() and 1 <= int(p) <= 6 for p in parts):
            h, lo = int(parts[0]), int(parts[1])
            return (cur[0], cur[1]), (max(h, lo), min(h, lo))
    raise GameError(f"{token!r} is not a click on the dice")
