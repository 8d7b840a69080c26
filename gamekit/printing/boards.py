"""Boards to print: the Pachisi cross at the German source's measurements, the Czech cross with
its castles, Raja Pasu's two rows of seven holes, and Sechs-As on a tables board.

The German source (seed 000) gives its home-made board as 38 x 38 cm: every column of an arm
has 8 fields of 40 x 15 mm (room for two stones side by side), the centre is a 12 cm square cut
into four triangles, each corner square holds a coloured circle of about 6 cm, and a 1 cm border
runs round it.  So an arm is 3 fields (120 mm) wide and 8 fields (120 mm) long, and the cross is
120 + 120 + 120 mm plus the border.  :func:`cross_rect` maps the kit's 19 x 19 grid
(:mod:`gamekit.cross_board`, B-1, B-2a) onto those millimetres: along an arm a grid cell is
15 mm, across it 40 mm, and the corner squares are 8 x 15 = 120 mm.

The Czech board is drawn the same size (the Czech source gives no measurements: the kit's
choice), its twelve castles (PC-9) marked.  Raja Pasu's and Sechs-As's sources give no sizes
either; their holes and points are drawn to fit A4 and Letter landscape.

A board bigger than the paper is tiled: each page shows a window of the board with 10 mm of
overlap, crop marks at the window's corners and the board coordinates (mm) beside them, so the
pages can be cut along the frame and glued edge to edge.
"""

from __future__ import annotations

import math

from matplotlib.patches import Circle, Polygon, Rectangle

from .. import cross_board as cb
from .page import MARGIN, Paper, footer, heading, new_page, scale_bar

BORDER = 10.0
FIELD_LONG = 40.0  # mm across an arm (two stones side by side)
FIELD_SHORT = 15.0  # mm along an arm
BOARD_MM = 2 * BORDER + 2 * 8 * FIELD_SHORT + 3 * FIELD_LONG  # 380
COLOURS = {"red": "#D55E00", "yellow": "#F0E442", "green": "#009E73", "blue": "#0072B2"}
OVERLAP = 10.0


def _grid_mm(u: float) -> float:
    """Board mm (from the board's edge) of grid coordinate ``u`` (0..19)."""
    if u <= 8:
        return BORDER + u * FIELD_SHORT
    if u <= 11:
        return BORDER + 8 * FIELD_SHORT + (u - 8) * FIELD_LONG
    return BORDER + 8 * FIELD_SHORT + 3 * FIELD_LONG + (u - 11) * FIELD_SHORT


def cross_rect(field: int) -> tuple[float, float, float, float]:
    """``(x, y, w, h)`` in mm of a field of the cross board, y upwards from the board's bottom
    edge (B-2a: arm 0 south at the bottom).  A track or home-column field is 40 x 15 mm (south,
    north arm) or 15 x 40 mm (east, west arm); the centre (96) is the 120 mm square."""
    if field == cb.CENTRE:
        x0, x1 = _grid_mm(8), _grid_mm(11)
        return (x0, BOARD_MM - x1, x1 - x0, x1 - x0)
    gx, gy = cb.cell(field)
    x0, x1 = _grid_mm(gx), _grid_mm(gx + 1)
    ytop, ybot = _grid_mm(gy), _grid_mm(gy + 1)
    return (x0, BOARD_MM - ybot, x1 - x0, ybot - ytop)


def draw_cross(ax, ox: float, oy: float, s: float = 1.0, *, czech: bool = False, labels: bool = True) -> None:
    """Draw the cross board with its bottom left corner at ``(ox, oy)`` mm, scaled by ``s``
    (1 = true size).  German: start fields (PG-6) ringed, safe fields (PG-7) starred; Czech:
    castles (PC-9) hatched and marked."""
    ax.add_artist(Rectangle((ox, oy), BOARD_MM * s, BOARD_MM * s, fill=False, lw=0.8))
    special = {}
    if czech:
        special = {f: "castle" for f in cb.czech_castles()}
    else:
        special = {f: "safe" for f in cb.german_safe_fields()}
        special.update({cb.german_start(c): "start" for c in cb.ARMS})
    for f in range(cb.CENTRE):
        x, y, w, h = cross_rect(f)
        kind = special.get(f)
        face = {"castle": "#E8E8E8", "safe": "#FFF6D5"}.get(kind, "white")
        arm = cb.arm_of(f)
        if f >= cb.TRACK_LENGTH and not czech:
            face = COLOURS[cb.COLOURS[arm]] + "40"
        ax.add_artist(
            Rectangle(
                (ox + x * s, oy + y * s),
                w * s,
                h * s,
                facecolor=face,
                edgecolor="black",
                lw=0.5,
                hatch="////" if kind == "castle" else None,
            )
        )
        cx, cy = ox + (x + w / 2) * s, oy + (y + h / 2) * s
        if kind == "safe":
            ax.text(cx, cy, "✱", ha="center", va="center", fontsize=14 * s)
        elif kind == "start":
            ax.add_artist(Circle((cx, cy), 5.5 * s, fill=False, lw=1.0, edgecolor=COLOURS[cb.COLOURS[arm]]))
        elif kind == "castle":
            ax.text(cx, cy, "castle", ha="center", va="center", fontsize=6 * s, rotation=0 if w > h else 90)
        if labels and f < cb.TRACK_LENGTH:
            ax.text(ox + (x + 1.2) * s, oy + (y + h - 1.2) * s, str(f), fontsize=4.5 * s, va="top", color="#555555")
    x, y, w, _ = cross_rect(cb.CENTRE)
    c = (ox + (x + w / 2) * s, oy + (y + w / 2) * s)
    corners = [(x, y), (x + w, y), (x + w, y + w), (x, y + w)]
    # south triangle is red's goal, east yellow's, north green's, west blue's (PG-8, B-2a)
    for k, colour in enumerate(("red", "yellow", "green", "blue")):
        a, b = corners[k], corners[(k + 1) % 4]
        ax.add_artist(
            Polygon(
                [(ox + a[0] * s, oy + a[1] * s), (ox + b[0] * s, oy + b[1] * s), c],
                facecolor=COLOURS[colour] + ("30" if czech else "80"),
                edgecolor="black",
                lw=0.5,
            )
        )
    ax.text(*c, "charkoni" if czech else "goal", ha="center", va="center", fontsize=9 * s)
    for colour in cb.ARMS:
        gx, gy = cb.yard_centre(colour)
        yx, yy = _grid_mm(gx), BOARD_MM - _grid_mm(gy)
        ax.add_artist(
            Circle(
                (ox + yx * s, oy + yy * s),
                30 * s,
                facecolor=COLOURS[cb.COLOURS[colour]] + "60",
                edgecolor="black",
                lw=0.5,
            )
        )
        ax.text(ox + yx * s, oy + yy * s, cb.COLOURS[colour], ha="center", va="center", fontsize=10 * s)


def tiles(p: Paper, size: float) -> list[tuple[float, float, float, float]]:
    """Windows ``(x, y, w, h)`` (board mm) covering a square board of ``size`` mm on paper ``p``
    inside its margins (with room for the heading), neighbours overlapping by :data:`OVERLAP`."""
    w, h = p.width - 2 * MARGIN, p.height - 2 * MARGIN - 34
    nx = max(1, math.ceil((size - OVERLAP) / (w - OVERLAP)))
    ny = max(1, math.ceil((size - OVERLAP) / (h - OVERLAP)))
    sx = (size - w) / (nx - 1) if nx > 1 else 0
    sy = (size - h) / (ny - 1) if ny > 1 else 0
    out = []
    for j in range(ny - 1, -1, -1):
        for i in range(nx):
            out.append((i * sx, j * sy, min(w, size), min(h, size)))
    return out


def _crop_mark(ax, x: float, y: float, label: str, *, inward: int = 1) -> None:
    """A ringed cross at ``(x, y)`` with its board coordinates written on the side ``inward``
    points to (+1: right of the mark, -1: left of it), so the label stays on the paper."""
    for dx, dy in ((1, 0), (0, 1)):
        ax.plot([x - 6 * dx, x + 6 * dx], [y - 6 * dy, y + 6 * dy], color="black", lw=0.4)
    ax.add_artist(Circle((x, y), 2.5, fill=False, lw=0.4))
    ax.text(x + 1.5 * inward, y + 1.5, label, fontsize=5, color="#444444", ha="left" if inward > 0 else "right")


def cross_pages(pdf, p: Paper, *, czech: bool) -> int:
    """Add the cross board at true size, tiled over as many pages of ``p`` as it needs; return the count."""
    name = "Czech Pačísí board (castles hatched)" if czech else "German Pachisi board, 38 x 38 cm"
    windows = tiles(p, BOARD_MM)
    for k, (wx, wy, ww, wh) in enumerate(windows, 1):
        fig, ax = new_page(p)
        heading(
            ax,
            p,
            f"{name}: page {k} of {len(windows)}",
            "True size: fields 40 x 15 mm. Cut along the frame, lay the pages so the ringed crosses meet, glue.",
        )
        px, py = MARGIN, MARGIN + 8
        # the window: an axes whose data units are board mm, exactly ww x wh mm on the paper
        win = fig.add_axes((px / p.width, py / p.height, ww / p.width, wh / p.height))
        win.set_xlim(wx, wx + ww)
        win.set_ylim(wy, wy + wh)
        win.set_axis_off()
        draw_cross(win, 0, 0, czech=czech)
        for t in win.texts:
            t.set_clip_on(True)
        ax.add_artist(Rectangle((px, py), ww, wh, fill=False, lw=0.3, ls="--"))
        for cx, cy in ((0, 0), (ww, 0), (0, wh), (ww, wh)):
            _crop_mark(ax, px + cx, py + cy, f"({wx + cx:.0f}, {wy + cy:.0f}) mm", inward=1 if cx == 0 else -1)
        scale_bar(ax, MARGIN, MARGIN + 2)
        footer(ax, p, name)
        pdf.savefig(fig)
    return len(windows)


# ------------------------------------------------------------------------------ Raja Pasu
RP_PITCH = 27.0
RP_HOLE = 23.0
RP_SIDE = 30.0  # wood beside the rows, where the reserves lie
RP_W, RP_H = 7 * RP_PITCH + 2 * RP_SIDE, 2 * RP_PITCH + 16


def draw_raja_pasu(ax, ox: float, oy: float, s: float = 1.0, board=None, reserves=None, closed=None) -> None:
    """Two rows of seven holes (RP-1) with the bottom left corner at ``(ox, oy)``: South's row
    below (holes 0..6 left to right), North's above (7..13 right to left, RP-2); each player's
    reserve (RP-7) at the player's right hand.  With ``board`` (14 seed counts) the counts are written in."""
    w, h = RP_W, RP_H
    ax.add_artist(Rectangle((ox, oy), w * s, h * s, facecolor="#E9D3A8", edgecolor="black", lw=0.6))
    for hole in range(14):
        col = hole if hole < 7 else 13 - hole
        row = 0 if hole < 7 else 1
        cx = ox + (RP_SIDE + RP_PITCH * (col + 0.5)) * s
        cy = oy + (8 + RP_PITCH * (row + 0.5)) * s
        shut = closed is not None and closed[hole]
        ax.add_artist(
            Circle((cx, cy), RP_HOLE / 2 * s, facecolor="#BBBBBB" if shut else "white", edgecolor="black", lw=0.6)
        )
        if board is not None:
            ax.text(
                cx,
                cy,
                "closed" if shut else str(board[hole]),
                ha="center",
                va="center",
                fontsize=(8 if shut else 14) * s,
            )
        ax.text(
            cx,
            cy + (-1 if row == 0 else 1) * (RP_HOLE / 2 + 3.5) * s,
            f"hole {hole}",
            ha="center",
            va="center",
            fontsize=max(5.5 * s, 5),
            color="#444444",
        )
    for seat, (rx, ry) in enumerate(((w - RP_SIDE + 2, 8), (2, 8 + RP_PITCH))):
        ax.add_artist(
            Rectangle(
                (ox + rx * s, oy + ry * s),
                (RP_SIDE - 4) * s,
                RP_PITCH * s,
                facecolor="white",
                edgecolor="black",
                lw=0.6,
            )
        )
        name = ("South", "North")[seat]
        text = f"{name}'s\nreserve" + (f"\n{reserves[seat]}" if reserves is not None else "")
        ax.text(
            ox + (rx + RP_SIDE / 2 - 2) * s,
            oy + (ry + RP_PITCH / 2) * s,
            text,
            ha="center",
            va="center",
            fontsize=6.5 * s,
        )
    ax.text(ox + w / 2 * s, oy - 4 * s, "South sits here", ha="center", va="top", fontsize=7 * s)
    ax.text(ox + w / 2 * s, oy + (h + 4) * s, "North sits here", ha="center", va="bottom", fontsize=7 * s)


def raja_pasu_page(pdf, p: Paper) -> int:
    """One landscape page: the Raja Pasu board at full page width, 7 seeds per hole to start (RP-3)."""
    q = p.landscape()
    fig, ax = new_page(q)
    heading(
        ax,
        q,
        "Raja Pasu board",
        "Two rows of seven holes; put 7 seeds in every hole to start (RP-3). Sowing runs counter-clockwise (RP-2).",
    )
    draw_raja_pasu(ax, (q.width - RP_W) / 2, 60)
    scale_bar(ax, MARGIN, MARGIN + 2)
    footer(ax, q, "Raja Pasu board")
    pdf.savefig(fig)
    return 1


# ------------------------------------------------------------------------------ Sechs-As
TABLES_POINT, TABLES_POINT_H, TABLES_BAR = 15.0, 55.0, 16.0
TABLES_W, TABLES_H = 12 * TABLES_POINT + TABLES_BAR + 8, 2 * TABLES_POINT_H + 30
TABLES_TRAY = 42.0  # the tray beside the board, gap included


def draw_tables(ax, ox: float, oy: float, s: float = 1.0, sides=None, pot=None, removed=None) -> None:
    """A tables board (24 points, SA-1) with the Sechs-As layout: South's side is the bottom half,
    North's the top half, the pot a circle on the bar in the middle, a tray for stones out of the
    game (SA-8) beside the board.  With ``sides``/``pot``/``removed`` the counts are written in."""
    pw, ph, bar = TABLES_POINT, TABLES_POINT_H, TABLES_BAR
    w, h = TABLES_W, TABLES_H
    ax.add_artist(Rectangle((ox, oy), w * s, h * s, facecolor="#E9D3A8", edgecolor="black", lw=0.6))
    for k in range(12):
        x = ox + (4 + k * pw + (bar if k >= 6 else 0)) * s
        fill = "#8C5A2B" if k % 2 else "#F3E6C8"
        ax.add_artist(
            Polygon(
                [(x, oy + 4 * s), (x + pw * s, oy + 4 * s), (x + pw / 2 * s, oy + (4 + ph) * s)],
                facecolor=fill,
                edgecolor="black",
                lw=0.4,
            )
        )
        top = oy + (h - 4) * s
        ax.add_artist(
            Polygon(
                [(x, top), (x + pw * s, top), (x + pw / 2 * s, top - ph * s)], facecolor=fill, edgecolor="black", lw=0.4
            )
        )
    bx = ox + (4 + 6 * pw) * s
    ax.add_artist(Rectangle((bx, oy + 4 * s), bar * s, (h - 8) * s, facecolor="#C9A46A", edgecolor="black", lw=0.4))
    ax.add_artist(Circle((bx + bar / 2 * s, oy + h / 2 * s), 14 * s, facecolor="white", edgecolor="black", lw=0.8))
    ax.text(
        bx + bar / 2 * s,
        oy + h / 2 * s,
        "pot" + (f"\n{pot}" if pot is not None else ""),
        ha="center",
        va="center",
        fontsize=max(8 * s, 7),
    )
    for seat, (name, y) in enumerate(
        (("South's side", oy + 4 * s + ph * s / 2), ("North's side", oy + (h - 4 - ph / 2) * s))
    ):
        label = name + (f": {sides[seat]} stones" if sides is not None else " (6 stones to start, SA-1)")
        for half in (0, 1):
            ax.text(
                ox + (4 + 3 * pw + half * (6 * pw + bar)) * s,
                y,
                label if half == 0 else name,
                ha="center",
                va="center",
                fontsize=max(7 * s, 7),
                bbox=dict(facecolor="white", edgecolor="none", pad=1),
            )
    tx = ox + (w + 6) * s
    ax.add_artist(
        Rectangle((tx, oy + 30 * s), (TABLES_TRAY - 6) * s, (h - 60) * s, facecolor="white", edgecolor="black", lw=0.6)
    )
    ax.text(
        tx + 18 * s,
        oy + h / 2 * s,
        "out of\nthe game" + (f"\n{removed}" if removed is not None else ""),
        ha="center",
        va="center",
        fontsize=7 * s,
    )


def sechs_as_page(pdf, p: Paper) -> int:
    """One landscape page: a tables board with the Sechs-As layout for two players."""
    q = p.landscape()
    fig, ax = new_page(q)
    heading(
        ax,
        q,
        "Sechs-As on a tables board",
        "Each player has 6 stones on their side (SA-1); two dice; stones go to the pot, to the opponent or out of the game.",
    )
    draw_tables(ax, (q.width - TABLES_W - TABLES_TRAY) / 2, 25)
    scale_bar(ax, MARGIN, MARGIN + 2)
    footer(ax, q, "Sechs-As board")
    pdf.savefig(fig)
    return 1
