"""The tally sheet for the class's own experiment "does the first player win?" (Sechs-As in
pairs on paper with two dice), with the kit's figures to compare: the exact chance that the
player who throws first wins, computed when the sheet is built (random play by
:func:`gamekit.analysis.compare.exact_play`, perfect play by
:func:`gamekit.analysis.solve_sechs_as`), never typed."""

from __future__ import annotations

import math

from .. import load
from .page import MARGIN, Paper, footer, heading, new_page, wrap


def kit_figures() -> dict[str, float]:
    """``{"random": p, "perfect": p}``: P(the first player wins Sechs-As), two players, default
    options, when both play at random and when both play perfectly (probabilities in 0..1)."""
    from ..analysis import solve_sechs_as
    from ..analysis.compare import exact_play

    game = load("sechs_as")
    return {"random": exact_play(game, "random").win[0], "perfect": solve_sechs_as().value(game.initial_state())}


def interval_half_width(p: float, n: int) -> float:
    """Half the width of a 95 % interval (normal approximation) for a share ``p`` from ``n`` games."""
    return 1.96 * math.sqrt(p * (1 - p) / n)


def tally_page(pdf, p: Paper, figures: dict[str, float] | None = None) -> int:
    """Add the tally sheet (one page); return 1."""
    fig_ = kit_figures() if figures is None else figures
    fig, ax = new_page(p)
    y = heading(
        ax,
        p,
        "Does the first player win? A Sechs-As experiment",
        "Play in pairs with two dice; after each game put one stroke in the winner's column.",
    )
    cols = ["pair", "first player won", "second player won", "games"]
    xs = [MARGIN, MARGIN + 30, MARGIN + 95, MARGIN + 160]
    y -= 4
    for x, c in zip(xs, cols):
        ax.text(x + 1, y, c, fontsize=9, fontweight="bold", va="top")
    y -= 6
    top = y
    rows = 15
    for r in range(rows + 1):
        ax.plot([MARGIN, p.width - MARGIN], [y - r * 9, y - r * 9], color="black", lw=0.4)
        if 0 < r <= rows - 1:
            ax.text(MARGIN + 2, y - r * 9 + 3, str(r), fontsize=8)
    ax.text(MARGIN + 2, y - rows * 9 + 3, "class", fontsize=8, fontweight="bold")
    for x in xs + [p.width - MARGIN]:
        ax.plot([x, x], [top, top - rows * 9], color="black", lw=0.4)
    y = top - rows * 9 - 8
    share = "Class result: first player won ____ of ____ games = ____ %."
    ax.text(MARGIN, y, share, fontsize=10, va="top")
    y -= 10
    rnd, best = 100 * fig_["random"], 100 * fig_["perfect"]
    text = (
        f"The kit's figures (exact, computed from the rules when this sheet was printed): the first player wins "
        f"{rnd:.1f} % of games when both players choose at random, and {best:.1f} % when both play perfectly. "
        f"A class's count wobbles: with 30 games a share is only known to about ±{100 * interval_half_width(0.5, 30):.0f} "
        f"points, with 100 games to about ±{100 * interval_half_width(0.5, 100):.0f} and with 1000 to about "
        f"±{100 * interval_half_width(0.5, 1000):.0f} (95 % intervals). Is your class's share inside that range "
        f"around the kit's figure? How many games would it take to see a {best - 50:.0f}-point advantage?"
    )
    for line in wrap(text, p.width - 2 * MARGIN, 9):
        ax.text(MARGIN, y, line, fontsize=9, va="top")
        y -= 4.6
    footer(ax, p, "Tally sheet Sechs-As")
    pdf.savefig(fig)
    return 1
