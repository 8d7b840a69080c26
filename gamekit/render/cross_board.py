"""SVG of the Pachisi cross board, for both rule sets (RULES §1: B-1, B-2, B-2a, B-3).

One drawing function, :func:`draw_cross_board`, knows the board (arms, track, middle columns,
centre, yards) but nothing about rules: each rule set says what stands where and which fields
are special.  Example (German)::

    from gamekit.render.cross_board import draw_cross_board, Mark
    root = draw_cross_board(
        {13: [Mark(0, "R1")], 20: [Mark(1, "Y2", 2)]},          # field -> marks (a gate: count 2)
        yards={0: {"waiting": [Mark(0, "R2"), Mark(0, "R3")], "returned": [Mark(0, "R4")]}},
        goals={2: [Mark(2, "G1")]},
        safe=[3, 20, 37, 54], conditional={13: 0, 8: 0},
        highlight=[13], centre_label="goal")
    svg_text = to_string(root)

Czech: put charkoni pieces in ``centre=[Mark(...), ...]``, castles in ``safe=`` (with
``safe_symbol="castle"``), ``goals=None`` and ``goal_triangles=False``.

Colours are the Okabe-Ito palette (red -> vermillion, yellow, green -> bluish green, blue) and
every piece also carries a letter (R, Y, G, B) so colour is never the only cue.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from typing import Iterable, Mapping, NamedTuple, Sequence

from ..cross_board import (
    CENTRE,
    COLOURS,
    GRID,
    TRACK_LENGTH,
    arm_of,
    cell,
)
from .svg import HIGHLIGHT, INK, OKABE_ITO, PAPER, WOOD, fmt, sub, svg_root
from .svg import to_string as to_string

__all__ = ["Mark", "draw_cross_board", "PIECE_FILL", "PIECE_INK", "LETTERS"]

PIECE_FILL = (OKABE_ITO["vermillion"], OKABE_ITO["yellow"], OKABE_ITO["green"], OKABE_ITO["blue"])
"""Fill of colour 0 red, 1 yellow, 2 green, 3 blue."""
PIECE_INK = ("#FFFFFF", "#000000", "#FFFFFF", "#FFFFFF")
"""Letter colour on each fill (black on yellow)."""
TINT = ("#F6D3BF", "#FAF6C8", "#BFE6D9", "#BFD9EC")
"""Light tints of the four colours for yards and home columns."""
LETTERS = ("R", "Y", "G", "B")
TEXT = 0.62
"""Every text of the board is at least ``TEXT`` cells tall: the widget shows the board about
22 cells tall in 588 px at a 1366 x 768 window, so a cell is ~26 px and text ~16.4 px."""
NUMBER_INK = "#595959"


class Mark(NamedTuple):
    """What to draw for one colour at one place.

    ``colour`` 0..3; ``label`` the text on the piece (e.g. ``"R"`` or ``"R2"``); ``count`` the
    number of pieces (2 on a field is drawn as a gate, more as one disc with ``x3``);
    ``token`` makes the piece clickable (``data-click``); ``selected`` draws a thick ring;
    ``name`` is the accessible name of a clickable piece, saying what a click does
    (``"red piece 2 on field 17: move 5"``; ``data-label`` and tooltip).
    """

    colour: int
    label: str
    count: int = 1
    token: str | None = None
    selected: bool = False
    name: str | None = None


def _mark(m) -> Mark:
    return m if isinstance(m, Mark) else Mark(*m)


def draw_cross_board(
    pieces_by_field: Mapping[int, Sequence[Mark | tuple]] | None = None,
    *,
    yards: Mapping[int, Mapping[str, Sequence[Mark | tuple]]] | None = None,
    goals: Mapping[int, Sequence[Mark | tuple]] | None = None,
    centre: Sequence[Mark | tuple] = (),
    safe: Iterable[int] = (),
    safe_symbol: str = "star",
    conditional: Mapping[int, int] | None = None,
    home_colours: Sequence[int] | None = (0, 1, 2, 3),
    highlight: Iterable[int] = (),
    clickable: Mapping[int, str] | None = None,
    clickable_names: Mapping[int, str] | None = None,
    centre_label: str | None = None,
    goal_triangles: bool = True,
    field_numbers: bool = True,
    title: str | None = None,
    name: str | None = None,
    caption: str | None = None,
    legend: bool = True,
    cell_size: float = 34.0,
) -> ET.Element:
    """Draw the cross board and return the ``<svg>`` root (``xml.etree.ElementTree``).

    ``pieces_by_field`` maps board fields (:mod:`gamekit.cross_board` numbering: 0..67 track,
    68..95 middle columns, 96 centre) to marks ``Mark(colour, label, count)`` (plain tuples
    work).  ``yards`` maps a colour to ``{"waiting": marks, "returned": marks}`` drawn apart in
    its corner (B-2a: colour c between arm c and c+1).  ``goals`` maps a colour to the marks in
    its goal triangle (the triangle next to its own arm); ``centre`` are marks in the middle of
    the centre square (Czech charkoni).  ``safe`` fields get a star (or a castle with
    ``safe_symbol="castle"``); ``conditional`` maps a conditionally safe field to its colour
    (a ring of that colour).  ``home_colours[a]`` tints arm a's middle column (None: no tint).
    ``title`` is written above the board; ``name`` (or the title) is the drawing's accessible name
    (its ``<title>``: what a screen reader and the alt text of a picture say).
    ``highlight`` fields get a thick orange outline (the last move).  ``clickable`` maps
    fields to ``data-click`` tokens and ``clickable_names`` those fields to accessible names
    (what a click does).  Sizes are in user units; the drawing scales.

    Legibility on a projector: every text is ``TEXT`` (0.62) cells tall or more.  So a field's
    number is written large in the middle of the field and only while no piece stands there (the
    piece then covers it; its tooltip and accessible name say the field); two pieces of one colour
    (a gate, PG-22) are one bar with the letter twice ("RR"); pieces home in a goal triangle are
    one disc with the count beside it ("x3").
    """
    pieces_by_field = pieces_by_field or {}
    conditional = conditional or {}
    clickable = clickable or {}
    cs = cell_size
    top = cs * 1.4 if title else cs * 0.4
    legend_h = (
        cs * 1.3 * _legend_rows(width_cells=GRID + 0.8, conditional=bool(conditional), highlight=bool(list(highlight)))
        if legend
        else 0
    )
    bottom = (cs * 1.1 if caption else 0) + legend_h + cs * 0.4
    width = GRID * cs + cs * 0.8
    height = top + GRID * cs + bottom
    ox, oy = cs * 0.4, top
    root = svg_root(width, height, title=title or name or "Pachisi cross board")
    if title:
        sub(
            root,
            "text",
            title,
            x=width / 2,
            y=cs * 1.0,
            text_anchor="middle",
            font_size=cs * 0.7,
            font_weight="bold",
            fill=INK,
        )

    def xy(x: float, y: float) -> tuple[float, float]:
        return ox + x * cs, oy + y * cs

    board = sub(root, "g", id="board")
    # yards (corners) -- B-2a
    for c in range(4):
        ax = 1 if c in (0, 1) else -1
        ay = 1 if c in (0, 3) else -1
        x0 = 11 if ax > 0 else 0
        y0 = 11 if ay > 0 else 0
        px, py = xy(x0 + 0.3, y0 + 0.3)
        sub(
            board,
            "rect",
            x=px,
            y=py,
            width=cs * 7.4,
            height=cs * 7.4,
            rx=cs * 0.4,
            fill=TINT[c],
            stroke=PIECE_FILL[c],
            stroke_width=cs * 0.12,
        )
        yd = (yards or {}).get(c, {})
        _yard_row(root, c, "waiting", [_mark(m) for m in yd.get("waiting", ())], px, py + cs * 0.3, cs)
        _yard_row(root, c, "returned (captured)", [_mark(m) for m in yd.get("returned", ())], px, py + cs * 3.9, cs)

    # centre square and goal triangles
    cx0, cy0 = xy(8, 8)
    sub(board, "rect", x=cx0, y=cy0, width=3 * cs, height=3 * cs, fill=WOOD, stroke=INK, stroke_width=2)
    mx, my = xy(9.5, 9.5)
    corners = {
        0: (xy(8, 11), xy(11, 11)),
        1: (xy(11, 11), xy(11, 8)),
        2: (xy(11, 8), xy(8, 8)),
        3: (xy(8, 8), xy(8, 11)),
    }
    if goal_triangles:
        for a in range(4):
            (x1, y1), (x2, y2) = corners[a]
            fill = TINT[home_colours[a]] if home_colours and home_colours[a] is not None else WOOD
            sub(
                board,
                "polygon",
                points=f"{fmt(mx)},{fmt(my)} {fmt(x1)},{fmt(y1)} {fmt(x2)},{fmt(y2)}",
                fill=fill,
                stroke=INK,
                stroke_width=1.5,
            )
    if centre_label:
        sub(root, "text", centre_label, x=mx, y=my + cs * 0.2, text_anchor="middle", font_size=cs * TEXT, fill=INK)

    # fields
    hl = set(highlight)
    occupied = {f for f, marks in pieces_by_field.items() if marks}
    for f in range(TRACK_LENGTH + 28):
        x, y = cell(f)
        px, py = xy(x, y)
        a = arm_of(f)
        fill = PAPER
        if f >= TRACK_LENGTH and home_colours and home_colours[a] is not None:
            fill = TINT[home_colours[a]]
        g = sub(board, "g")
        if f in clickable:
            g.set("data-click", clickable[f])
            g.set("tabindex", "0")
            g.set("style", "cursor:pointer")
            name = (clickable_names or {}).get(f)
            if name:
                g.set("data-label", name)
                sub(g, "title", name)
        sub(g, "rect", x=px, y=py, width=cs, height=cs, fill=fill, stroke=INK, stroke_width=1.2)
        if f in conditional:
            col = conditional[f]
            sub(
                g,
                "circle",
                cx=px + cs / 2,
                cy=py + cs / 2,
                r=cs * 0.42,
                fill="none",
                stroke=PIECE_FILL[col],
                stroke_width=cs * 0.09,
                stroke_dasharray=f"{fmt(cs * 0.18)},{fmt(cs * 0.08)}",
            )
        if f in set(safe):
            if safe_symbol == "castle":
                _castle(g, px, py, cs)
            else:
                _star(g, px + cs / 2, py + cs / 2, cs * 0.42)
        if field_numbers and f < TRACK_LENGTH and f not in occupied:
            # a white halo keeps the number readable over a star or a ring
            sub(
                g,
                "text",
                str(f),
                x=px + cs / 2,
                y=py + cs * 0.72,
                text_anchor="middle",
                font_size=cs * TEXT,
                fill=NUMBER_INK,
                stroke=PAPER,
                stroke_width=cs * 0.14,
                paint_order="stroke",
            )
    for f in hl:
        if f == CENTRE:
            sub(
                root,
                "rect",
                x=cx0,
                y=cy0,
                width=3 * cs,
                height=3 * cs,
                fill="none",
                stroke=HIGHLIGHT,
                stroke_width=cs * 0.14,
            )
            continue
        x, y = cell(f)
        px, py = xy(x, y)
        sub(
            root,
            "rect",
            x=px + 1,
            y=py + 1,
            width=cs - 2,
            height=cs - 2,
            fill="none",
            stroke=HIGHLIGHT,
            stroke_width=cs * 0.14,
        )

    # pieces on fields
    for f, marks in pieces_by_field.items():
        marks = [_mark(m) for m in marks]
        if f == CENTRE:
            centre = list(centre) + marks
            continue
        x, y = cell(f)
        px, py = xy(x + 0.5, y + 0.5)
        n = len(marks)
        for k, m in enumerate(marks):
            dx = (k - (n - 1) / 2) * cs * 0.45
            _piece(root, m, px + dx, py, cs * (0.46 if n == 1 else 0.3), cs * TEXT)

    # goals: marks inside each colour's triangle
    if goals:
        for c, marks in goals.items():
            marks = [_mark(m) for m in marks]
            if not marks:
                continue
            (x1, y1), (x2, y2) = corners[c]
            gx, gy = (mx + x1 + x2) / 3, (my + y1 + y2) / 3
            total = sum(max(m.count, 1) for m in marks)
            # one disc and the count beside it, along the triangle's base
            ux, uy = (x2 - x1) / math.dist((x1, y1), (x2, y2)), (y2 - y1) / math.dist((x1, y1), (x2, y2))
            shift = cs * 0.4 if total > 1 else 0.0
            _piece(root, marks[0]._replace(count=1), gx - ux * shift, gy - uy * shift, cs * 0.36, cs * TEXT)
            if total > 1:
                tx, ty = gx + ux * cs * 0.45, gy + uy * cs * 0.45
                sub(
                    root,
                    "text",
                    f"x{total}",
                    x=tx,
                    y=ty + cs * 0.22,
                    text_anchor="middle",
                    font_size=cs * TEXT,
                    font_weight="bold",
                    fill=INK,
                )
    if centre:
        marks = [_mark(m) for m in centre]
        n = len(marks)
        for k, m in enumerate(marks):
            ang = 2 * math.pi * k / max(n, 1)
            off = 0 if n == 1 else cs * 0.95
            _piece(root, m, mx + off * math.cos(ang), my + off * math.sin(ang), cs * 0.36, cs * TEXT)

    y = oy + GRID * cs + cs * 0.2
    if caption:
        sub(root, "text", caption, x=width / 2, y=y + cs * 0.7, text_anchor="middle", font_size=cs * TEXT, fill=INK)
        y += cs * 1.1
    if legend:
        _legend(root, ox, y, width, cs, safe_symbol, bool(conditional), bool(hl))
    return root


def _text_width(text: str, cs: float) -> float:
    """A generous estimate of a text's width at ``TEXT`` cells (DejaVu Sans: ~0.6 em a letter)."""
    return len(text) * cs * TEXT * 0.6


_LEGEND_WORDS = {"castle": "castle", "star": "safe", "ring": "safe but for its colour", "last": "last move"}
"""Legend words, short enough for one row at ``TEXT`` size: a star is a safe field (PG-7), a
dashed ring a field safe except for the pieces of its colour (PG-6, PG-8, PG-21b)."""


def _legend_items(safe_symbol: str, conditional: bool, highlight: bool) -> list[str]:
    items = ["castle" if safe_symbol == "castle" else "star"]
    if conditional:
        items.append("ring")
    if highlight:
        items.append("last")
    return items


def _legend_layout(items: list[str], cs: float, width: float) -> list[tuple[str, float, int]]:
    """``(item, x offset, row)`` for each legend item: symbol (1 cell) + words, wrapped at ``width``."""
    out, x, row = [], 0.0, 0
    for item in items:
        w = cs * 1.0 + _text_width(_LEGEND_WORDS[item], cs)
        if x > 0 and x + w > width:
            x, row = 0.0, row + 1
        out.append((item, x, row))
        x += w + cs * 0.6
    return out


def _legend_rows(width_cells: float, conditional: bool, highlight: bool) -> int:
    items = _legend_items("star", conditional, highlight)
    return 1 + max(r for _i, _x, r in _legend_layout(items, 1.0, width_cells - 0.8))


def _legend(
    root, ox: float, y: float, width: float, cs: float, safe_symbol: str, conditional: bool, highlight: bool
) -> None:
    lg = sub(root, "g", id="legend")
    for item, dx, r in _legend_layout(_legend_items(safe_symbol, conditional, highlight), cs, width - 2 * ox):
        x, yy = ox + dx, y + r * cs * 1.3
        if item == "castle":
            _castle(lg, x, yy + cs * 0.1, cs * 0.8)
        elif item == "star":
            _star(lg, x + cs * 0.4, yy + cs * 0.5, cs * 0.35)
        elif item == "ring":
            sub(
                lg,
                "circle",
                cx=x + cs * 0.4,
                cy=yy + cs * 0.5,
                r=cs * 0.35,
                fill="none",
                stroke=INK,
                stroke_width=cs * 0.08,
                stroke_dasharray=f"{fmt(cs * 0.15)},{fmt(cs * 0.07)}",
            )
        else:
            sub(
                lg,
                "rect",
                x=x + cs * 0.05,
                y=yy + cs * 0.15,
                width=cs * 0.7,
                height=cs * 0.7,
                fill="none",
                stroke=HIGHLIGHT,
                stroke_width=cs * 0.12,
            )
        sub(lg, "text", _LEGEND_WORDS[item], x=x + cs, y=yy + cs * 0.72, font_size=cs * TEXT, fill=INK)


def _yard_row(root, c: int, label: str, marks: list[Mark], px: float, py: float, cs: float) -> None:
    sub(root, "text", label, x=px + cs * 0.3, y=py + cs * 0.6, font_size=cs * TEXT, fill=INK)
    expanded = [m._replace(count=1) for m in marks for _ in range(max(m.count, 1))]
    for k, m in enumerate(expanded):
        _piece(root, m, px + cs * (0.9 + 1.6 * (k % 4)), py + cs * (1.6 + 1.5 * (k // 4)), cs * 0.6, cs * 0.66)


def _piece(root, m: Mark, x: float, y: float, r: float, font: float) -> None:
    """A piece (disc with its label), a gate (bar with the letter twice) or a stack (disc and "x3")."""
    g = sub(root, "g", **{"class": "piece"})
    if m.token:
        g.set("data-click", m.token)
        g.set("tabindex", "0")
        g.set("style", "cursor:pointer")
        if m.name:
            g.set("data-label", m.name)
    fill, ink = PIECE_FILL[m.colour], PIECE_INK[m.colour]
    sub(g, "title", m.name or f"{COLOURS[m.colour]} {m.label}" + (f" x{m.count}" if m.count > 1 else ""))
    if m.count == 2:
        # a gate: two pieces of one colour as one bar, the letter twice (PG-22)
        label = m.label * 2 if len(m.label) == 1 else m.label
        sub(
            g,
            "rect",
            x=x - r * 1.05,
            y=y - r * 0.8,
            width=r * 2.1,
            height=r * 1.6,
            rx=r * 0.35,
            fill=fill,
            stroke=INK,
            stroke_width=max(r * 0.22, 2.5),
        )
        sub(
            g,
            "text",
            label,
            x=x,
            y=y + font * 0.36,
            text_anchor="middle",
            font_size=font,
            font_weight="bold",
            fill=ink,
            letter_spacing="-0.5",
        )
    else:
        sub(g, "circle", cx=x, cy=y, r=r, fill=fill, stroke=INK, stroke_width=max(r * 0.12, 1.5))
        sub(
            g,
            "text",
            m.label,
            x=x,
            y=y + font * 0.36,
            text_anchor="middle",
            font_size=font,
            font_weight="bold",
            fill=ink,
        )
        if m.count > 2:
            sub(
                g,
                "text",
                f"x{m.count}",
                x=x + r * 0.9,
                y=y - r * 0.7,
                font_size=font,
                font_weight="bold",
                fill=INK,
                stroke="#FFFFFF",
                stroke_width=font * 0.12,
                paint_order="stroke",
            )
    if m.selected:
        sub(
            g,
            "circle",
            cx=x,
            cy=y,
            r=r * (1.6 if m.count == 2 else 1.3),
            fill="none",
            stroke=HIGHLIGHT,
            stroke_width=max(r * 0.25, 3),
        )


def _star(parent, x: float, y: float, r: float) -> None:
    pts = []
    for k in range(10):
        rr = r if k % 2 == 0 else r * 0.45
        ang = -math.pi / 2 + k * math.pi / 5
        pts.append(f"{fmt(x + rr * math.cos(ang))},{fmt(y + rr * math.sin(ang))}")
    sub(parent, "polygon", points=" ".join(pts), fill="#DDDDDD", stroke=INK, stroke_width=1.5)


def _castle(parent, px: float, py: float, cs: float) -> None:
    w = cs
    pts = [
        (0.15, 0.85),
        (0.15, 0.3),
        (0.3, 0.3),
        (0.3, 0.42),
        (0.43, 0.42),
        (0.43, 0.3),
        (0.57, 0.3),
        (0.57, 0.42),
        (0.7, 0.42),
        (0.7, 0.3),
        (0.85, 0.3),
        (0.85, 0.85),
    ]
    sub(
        parent,
        "polygon",
        points=" ".join(f"{fmt(px + a * w)},{fmt(py + b * w)}" for a, b in pts),
        fill="#DDDDDD",
        stroke=INK,
        stroke_width=1.5,
    )
