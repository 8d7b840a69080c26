"""Two six-sided dice as SVG: a throw drawn on a board, and clickable dice to set a throw by hand.

Used by German Pachisi (PG-9: two dice; PG-13: a double also counts its bottom faces, 7 - x)
and Sechs-As (SA-2: two dice).  A throw is the tuple ``(high, low)`` (gamekit's outcome).

* :func:`draw_die`: one die with its pips at ``(x, y)``, ``size`` user units square.
* :func:`draw_throw`: the two dice of a throw, and for a double its two bottom faces (marked
  "bottom"), each die faded when its value has been played (``values`` still to play).
* :func:`dice_picker_svg` / :func:`dice_click`: clickable dice (``data-click="die:0"`` and
  ``"die:1"``; a click turns the die to its next face, 6 after 5, 1 after 6) and a button
  ``data-click="throw:H-L"`` that sets the throw shown, labelled with the resulting values.
"""

from __future__ import annotations

from ..errors import GameError

import xml.etree.ElementTree as ET
from typing import Sequence

from .svg import FONT, INK, OKABE_ITO, fmt, sub, svg_root, to_string

__all__ = ["DEFAULT_PICKS"]

DEFAULT_PICKS = (6, 5)
"""The dice shown on the picker before any click."""

_PIPS = {  # pip centres on a unit square, for each face
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}


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
    if value not in _PIPS:
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
    for px, py in _PIPS[value]:
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


def dice_picker_svg(picks: Sequence[int] | None, label: str, *, size: float = 56.0, active: bool = True) -> str:
    """Two clickable dice showing ``picks`` (None: :data:`DEFAULT_PICKS`), the throw they make in
    words on a line of its own (``label``: the game's words for that throw, e.g. "throw 4-4 (double:
    4, 4, 3, 3)"), and a button ``throw:H-L`` reading "Set throw".  The picture is as wide as the
    longest of these needs, so no text is cut off.  With ``active=False`` nothing is clickable."""
    a, b = picks if picks is not None else DEFAULT_PICKS
    h, lo = max(a, b), min(a, b)
    width = max(2 * size + size * 0.6 + 20, LABEL_CHAR_W * len(label) + 24)
    height = size * 1.5 + 48 + 30
    root = svg_root(width, height, title="set a dice throw by hand")
    for i, v in enumerate((a, b)):
        attrs = (
            {
                "data-click": f"die:{i}",
                "data-label": f"die {i + 1} shows {v}: click for {v % 6 + 1}",
                "cursor": "pointer",
            }
            if active
            else {}
        )
        draw_die(
            root, 10 + i * (size * 1.3), 8, size, v, faded=not active, attrs={k: fmt(v2) for k, v2 in attrs.items()}
        )
    sub(
        root,
        "text",
        label,
        x=width / 2,
        y=size + 38,
        font_size=LABEL_FONT,
        text_anchor="middle",
        fill=INK,
        font_family=FONT,
        **{"class": "gk-throw-value"},
    )
    by = size + 50
    btn = sub(
        root,
        "g",
        **(
            {"data-click": f"throw:{h}-{lo}", "data-label": f"set the throw: {label}", "cursor": "pointer"}
            if active
            else {}
        ),
    )
    sub(
        btn,
        "rect",
        x=6,
        y=by,
        width=width - 12,
        height=40,
        rx=10,
        fill=OKABE_ITO["sky"] if active else "#DDDDDD",
        stroke=INK,
        stroke_width=2,
    )
    sub(
        btn,
        "text",
        "Set throw",
        x=width / 2,
        y=by + 27,
        font_size=22,
        text_anchor="middle",
        fill=INK,
        font_family=FONT,
        font_weight="bold",
    )
    return to_string(root)


def dice_click(picks: Sequence[int] | None, token: str) -> tuple[tuple[int, int], tuple[int, int] | None]:
    """Interpret a click on :func:`dice_picker_svg`: ``(picks, throw_or_None)``.  ``die:i`` turns
    die ``i`` to its next face; ``throw:H-L`` returns the throw ``(H, L)`` to apply.

    Raises:
        ValueError: a token that is neither (``die:2``, ``throw:7-1``, ``banana``).
    """
    cur = tuple(picks) if picks is not None else DEFAULT_PICKS
    kind, _, rest = str(token).partition(":")
    if kind == "die" and rest in ("0", "1"):
        i = int(rest)
        out = list(cur)
        out[i] = out[i] % 6 + 1
        return (out[0], out[1]), None
    if kind == "throw":
        parts = rest.split("-")
        if len(parts) == 2 and all(p.isdigit() and 1 <= int(p) <= 6 for p in parts):
            h, lo = int(parts[0]), int(parts[1])
            return (cur[0], cur[1]), (max(h, lo), min(h, lo))
    raise GameError(f"{token!r} is not a click on the dice")
