"""Worksheets: positions drawn, a question under each, lines to write the answer; the answers on
separate pages at the end (cut them off before handing out).

The exercises come from :func:`items`, a list of :class:`Item` (position, question, answer);
every answer is worked out by the engine when the sheet is built (``legal_moves``, ``apply``),
never typed.  The teacher picks the seeds: the same seed gives the same sheet.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
from matplotlib.patches import Circle

from .. import cross_board as cb
from .. import load
from ..agents import agents_for
from ..errors import GameError
from .boards import (
    COLOURS,
    RP_H,
    RP_W,
    TABLES_H,
    TABLES_TRAY,
    TABLES_W,
    cross_rect,
    draw_cross,
    draw_raja_pasu,
    draw_tables,
)
from .page import MARGIN, Paper, footer, heading, new_page, wrap

KEYS = ("pachisi/german", "sechs_as", "raja_pasu")
"""The games the worksheets draw positions of."""


@dataclass(frozen=True)
class Item:
    """One exercise: ``state`` (a position to draw), ``question`` and ``answer`` (sentences)."""

    state: Any
    question: str
    answer: str


def _position(key: str, seed: int):
    """A position reached by random play from ``seed``, with the throw made and a choice to make."""
    game = load(key)
    rng = np.random.default_rng(seed)
    agent = agents_for(game)["random"]
    state = game.initial_state()
    steps = int(rng.integers(6, 40))
    best = None
    for _ in range(400):
        if state.is_terminal():
            state, steps = game.initial_state(), max(1, steps // 2)
            continue
        if state.is_chance():
            outcomes = [o for o, _p in state.chance_outcomes()]
            state = state.apply(outcomes[int(rng.integers(len(outcomes)))])
            continue
        fresh = key != "pachisi/german" or not state.to_json()["steps"]
        if fresh and len(state.legal_moves()) >= 2:
            best = state
            if steps <= 0:
                return state
        steps -= 1
        state = state.apply(agent(state, rng))
    if best is None:
        raise GameError(f"no position with a choice found for {key!r} from seed {seed}")
    return best


def _question(key: str, state) -> Item:
    moves = state.legal_moves()
    words = [str(m) for m in moves]
    if key == "raja_pasu":
        who = ("South", "North")[state.current_player]
        hole = moves[0].hole if hasattr(moves[0], "hole") else moves[0]
        after = state.apply(moves[0])
        return Item(
            state,
            f"{who} is to move. Which holes may {who} sow? If {who} sows hole {hole}, how many seeds are in "
            f"{who}'s reserve afterwards?",
            f"{who} may sow: "
            + ", ".join(words)
            + f". After sowing hole {hole}: {after.reserves[state.current_player]} seeds "
            f"in {who}'s reserve (South {after.reserves[0]}, North {after.reserves[1]}).",
        )
    if key == "sechs_as":
        who = ("South", "North")[state.current_player]
        dice = " and ".join(str(d) for d in state.to_json()["dice"])
        return Item(
            state,
            f"{who} threw {dice}. What may {who} do with the next die? Name every choice.",
            f"{len(words)} choice(s): " + "; ".join(words) + ".",
        )
    colour = cb.COLOURS[state.current_player]
    a, b = state.to_json()["throw"]
    return Item(
        state,
        f"{colour.capitalize()} threw {a} and {b}. Which pieces can move first, and how far?",
        f"{len(words)} first step(s): " + "; ".join(words) + ".",
    )


def items(key: str, seeds) -> list[Item]:
    """One :class:`Item` per seed for game ``key`` (one of :data:`KEYS`): a position reached by
    random play from that seed and an engine-answered question about it
    (German Pachisi: the first steps a throw allows, PG-11..; Sechs-As: the choices for the
    next die, SA-3..SA-6; Raja Pasu: the holes that may be sown, RP-4, and the reserve after one,
    RP-5..RP-7).  GameError for another key or a seed that is not a whole number >= 0."""
    if key not in KEYS:
        raise GameError(f"worksheets exist for {list(KEYS)}, not {key!r}")
    out = []
    for seed in seeds:
        if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)) or seed < 0:
            raise GameError(f"a worksheet seed must be a whole number >= 0, not {seed!r}")
        out.append(_question(key, _position(key, int(seed))))
    return out


def draw_position(ax, key: str, state, x: float, y: float, width: float) -> float:
    """Draw ``state`` with its bottom left at ``(x, y)`` mm, ``width`` mm wide; return its height."""
    j = state.to_json()
    if key == "raja_pasu":
        s = width / RP_W
        draw_raja_pasu(ax, x, y + 6 * s, s, board=j["board"], reserves=j["reserves"], closed=j["closed"])
        return (RP_H + 12) * s
    if key == "sechs_as":
        s = width / (TABLES_W + TABLES_TRAY)
        draw_tables(ax, x, y, s, sides=j["sides"], pot=j["pot"], removed=j["removed"])
        ax.text(
            x + TABLES_W * s + 2, y + (TABLES_H - 12) * s, "dice left:\n" + " ".join(map(str, j["dice"])), fontsize=8
        )
        return TABLES_H * s
    s = width / 380
    draw_cross(ax, x, y, s, labels=False)
    for c, colour in enumerate(cb.COLOURS):
        off = []
        for i, pos in enumerate(j["pieces"][colour]):
            if isinstance(pos, int) and not isinstance(pos, bool):
                fx, fy, fw, fh = cross_rect(cb.german_field(c, pos))
                dx = (i % 2 - 0.5) * 0.45 * max(fw, fh) if fw > fh else 0
                dy = (i % 2 - 0.5) * 0.45 * max(fw, fh) if fh > fw else 0
                cx, cy = x + (fx + fw / 2 + dx) * s, y + (fy + fh / 2 + dy) * s
                ax.add_patch(Circle((cx, cy), 5.5 * s, facecolor=COLOURS[colour], edgecolor="black", lw=0.5))
                ax.text(cx, cy, str(i + 1), ha="center", va="center", fontsize=4.5)
            else:
                off.append(f"{i + 1}: {pos}")
        if off:
            ax.text(x + width + 3, y + width - 6 - 5 * c, f"{colour}: " + ", ".join(off), fontsize=6)
    return width


def worksheet_pages(pdf, p: Paper, key: str, seeds, make_items=None) -> int:
    """Add a worksheet for ``key`` (two exercises a page) and then its answer page(s); return the count.

    ``make_items(key, seeds) -> list[Item]`` supplies the exercises (default :func:`items`); any
    generator of positions with a question and an answer can fill the same sheet."""
    title = {"pachisi/german": "German Pachisi", "sechs_as": "Sechs-As", "raja_pasu": "Raja Pasu"}[key]
    exercises = (make_items or items)(key, seeds)
    seeds_text = ", ".join(str(s) for s in seeds)
    pages = 0
    for start in range(0, len(exercises), 2):
        fig, ax = new_page(p)
        pages += 1
        y = heading(ax, p, f"Worksheet: {title}", f"Name: ______________________   (seeds {seeds_text})")
        width = 105 if key == "pachisi/german" else p.width - 2 * MARGIN - 40
        hgt = {"pachisi/german": 105}.get(
            key, width * ((RP_H + 12) / RP_W if key == "raja_pasu" else TABLES_H / (TABLES_W + TABLES_TRAY))
        )
        # two exercises must fit above the footer: each takes the drawing plus about 45 mm
        # (number, question, three answer lines); shrink the drawing on shorter paper
        fit = (y - (MARGIN + 6)) / 2 - 45
        if hgt > fit:
            width, hgt = width * fit / hgt, fit
        for n, it in enumerate(exercises[start : start + 2], start + 1):
            y -= 4
            ax.text(MARGIN, y, f"{n}.", fontsize=11, fontweight="bold", va="top")
            draw_position(ax, key, it.state, MARGIN + 8, y - hgt, width)
            y -= hgt + 5
            for line in wrap(it.question, p.width - 2 * MARGIN - 8, 9.5):
                ax.text(MARGIN + 8, y, line, fontsize=9.5, va="top")
                y -= 4.8
            for _ in range(3):
                y -= 7
                ax.plot([MARGIN + 8, p.width - MARGIN], [y, y], color="#999999", lw=0.4)
        footer(ax, p, f"Worksheet {title}, page {pages}")
        pdf.savefig(fig)
    fig, ax = new_page(p)
    pages += 1
    y = heading(
        ax,
        p,
        f"Answers: {title}",
        f"For the teacher: cut off before handing out (seeds {seeds_text}). Worked out by gamekit's engine.",
    )
    for n, it in enumerate(exercises, 1):
        lines = wrap(it.answer, p.width - 2 * MARGIN - 8, 8.5)
        if y - 4.4 * (len(lines) + 1) < MARGIN + 6:
            footer(ax, p, f"Answers {title}")
            pdf.savefig(fig)
            fig, ax = new_page(p)
            pages += 1
            y = heading(ax, p, f"Answers: {title} (continued)")
        ax.text(MARGIN, y, f"{n}.", fontsize=9, fontweight="bold", va="top")
        for line in lines:
            ax.text(MARGIN + 8, y, line, fontsize=8.5, va="top")
            y -= 4.4
        y -= 3
    footer(ax, p, f"Answers {title}")
    pdf.savefig(fig)
    return pages
