"""Paper sizes and a page whose coordinates are millimetres (matplotlib's PDF backend).

A page is a matplotlib figure of the paper's exact size in inches with one axes covering it
edge to edge, its x and y limits the paper's width and height in mm (origin bottom left), so
anything drawn at ``(x, y)`` with size ``w`` lands on the paper at that place and size when
printed at 100 % ("actual size").  Text is embedded as TrueType (``pdf.fonttype`` 42) so it
can be read back, searched and copied from the PDF.
"""

from __future__ import annotations

import textwrap
from contextlib import contextmanager
from dataclasses import dataclass

import matplotlib

matplotlib.use("Agg", force=False)

from matplotlib.backends.backend_pdf import PdfPages  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

from ..errors import GameError  # noqa: E402

MM_PER_INCH = 25.4
MARGIN = 12.0
"""Margin of every page, mm (most printers cannot print the outer 5 mm)."""


@dataclass(frozen=True)
class Paper:
    """A paper size: ``name`` (``"a4"``, ``"letter"``), ``width`` and ``height`` in mm (portrait)."""

    name: str
    width: float
    height: float

    def landscape(self) -> Paper:
        """The same paper turned sideways."""
        return Paper(self.name, self.height, self.width)


PAPERS = {"a4": Paper("a4", 210.0, 297.0), "letter": Paper("letter", 215.9, 279.4)}
"""A4 (ISO 216) and US Letter (8.5 x 11 in), portrait, in mm."""


def paper(name: str) -> Paper:
    """The :class:`Paper` called ``name`` (``"a4"`` or ``"letter"``); GameError for another name."""
    try:
        return PAPERS[name]
    except (KeyError, TypeError):
        raise GameError(f"paper must be one of {sorted(PAPERS)}, not {name!r}") from None


RC = {"pdf.fonttype": 42, "font.family": "DejaVu Sans", "hatch.linewidth": 0.4}


@contextmanager
def pdf_file(path, title: str):
    """A :class:`PdfPages` writing ``path`` with ``title`` in its metadata (no creation date, so
    the same pack builds the same bytes)."""
    with matplotlib.rc_context(RC):
        with PdfPages(path, metadata={"Title": title, "Creator": "gamekit", "CreationDate": None}) as pdf:
            yield pdf


def new_page(p: Paper):
    """``(fig, ax)``: a page of paper ``p`` whose axes' data units are mm from the bottom left.

    The limits are fixed, so the drawings add their shapes with ``ax.add_artist`` (``add_patch``
    would also grow the data limits for every shape, which changes nothing on a fixed page)."""
    fig = Figure(figsize=(p.width / MM_PER_INCH, p.height / MM_PER_INCH))
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(0, p.width)
    ax.set_ylim(0, p.height)
    ax.set_axis_off()
    return fig, ax


def heading(ax, p: Paper, title: str, subtitle: str = "") -> float:
    """Write the page title (and a smaller subtitle) at the top margin; return the y (mm) below them."""
    y = p.height - MARGIN
    ax.text(MARGIN, y, title, fontsize=16, fontweight="bold", va="top")
    y -= 9
    if subtitle:
        ax.text(MARGIN, y, subtitle, fontsize=9, va="top", color="#333333")
        y -= 6
    return y


def footer(ax, p: Paper, text: str) -> None:
    """A small grey line at the bottom margin (what the page is, which paper)."""
    ax.text(MARGIN, MARGIN / 2, f"{text} · {p.name.upper()} · printed by gamekit", fontsize=7, color="#666666")


def scale_bar(ax, x: float, y: float) -> None:
    """A 100 mm bar at ``(x, y)`` to check the printer kept 100 % scale."""
    ax.plot([x, x + 100], [y, y], color="black", lw=0.8)
    for t in range(0, 101, 10):
        ax.plot([x + t, x + t], [y, y + (3 if t % 50 == 0 else 1.5)], color="black", lw=0.5)
    ax.text(
        x + 102,
        y,
        "100 mm: measure this bar;\nif it is shorter or longer, print at 100 % (actual size)",
        fontsize=6.5,
        va="center",
    )


def wrap(text: str, width_mm: float, fontsize: float) -> list[str]:
    """``text`` broken into lines that fit ``width_mm`` at ``fontsize`` points (DejaVu Sans is about
    0.55 em wide per character on average)."""
    chars = max(10, int(width_mm / (fontsize * 0.3528 * 0.56)))
    return textwrap.wrap(text, chars) or [""]
