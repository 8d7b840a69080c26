"""Worksheets: exercises of :mod:`gamekit.exercises` on paper, each with its position drawn, its
question, its choices to tick (or blanks to fill) and lines to write on; the answers on separate
pages at the end (cut them off before handing out).

:func:`worksheet_sets` picks the exercises: by default those each notebook asks
(:mod:`gamekit.exercises.catalogue`), one sheet per notebook; with the teacher's seeds, one sheet
per game holding one exercise of every kind the game has per seed.  Every answer is the
engine's, worked out when the exercise is made (``Exercise.answer_text``); the same seeds give
the same sheets.
"""

from __future__ import annotations

from dataclasses import dataclass

from matplotlib.patches import Circle

from .. import cross_board as cb
from .. import exercises, registry
from ..errors import GameError, int_arg
from ..exercises import Exercise, catalogue
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
from .page import MARGIN, Paper, footer, heading, new_page, pdf_file, wrap

GAMES = ("pachisi/german", "pachisi/czech", "sechs_as", "raja_pasu")
"""The games worksheets are made for, in the pack's order."""

NOTEBOOK_TITLES = {
    "pachisi_german": "German Pachisi",
    "pachisi_czech": "Czech Pačísí",
    "sechs_as": "Sechs-As",
    "raja_pasu": "Raja Pasu",
    "compare_rule_sets": "Comparing the rule sets",
}

BLANKS = {
    "last_hole": "Hole where the last seed lands: ________",
    "captured": "Seeds captured: South ______   North ______",
    "field": "Field the piece reaches: ________",
    "capture": "Does it capture?   yes  /  no",
    "sides": "Stones on the sides afterwards: South ______   North ______",
    "pot": "Stones in the pot afterwards: ______",
}
"""The blank printed for each field of a "what happens?" answer (``Exercise.answer`` keys)."""


@dataclass(frozen=True)
class Sheet:
    """One worksheet: ``title``, ``note`` (where the exercises come from) and ``exercises``."""

    title: str
    note: str
    exercises: tuple[Exercise, ...]


def worksheet_sets(seeds=None) -> list[Sheet]:
    """The worksheets of the pack.

    ``seeds=None``: one sheet per notebook of :data:`gamekit.exercises.catalogue.CATALOGUE`, with
    the exercises that notebook asks.  Otherwise ``seeds`` (whole numbers >= 0, at least one):
    one sheet per game of :data:`GAMES`, with one exercise of each kind of
    :func:`gamekit.exercises.kinds_for` per seed.  GameError for a bad or empty seed list.
    """
    if seeds is None:
        return [
            Sheet(
                NOTEBOOK_TITLES.get(name, name),
                f"the exercises of {name}.ipynb",
                tuple(catalogue.exercises_for(name)),
            )
            for name in catalogue.notebooks()
        ]
    if isinstance(seeds, (str, bytes)) or not hasattr(seeds, "__iter__"):
        raise GameError(f"worksheet seeds must be a list of whole numbers >= 0, not {seeds!r}")
    seeds = [int_arg(s, "worksheet_sets", "seeds", lo=0) for s in seeds]
    if not seeds:
        raise GameError("worksheet seeds must name at least one seed")
    text = ", ".join(map(str, seeds))
    return [
        Sheet(
            registry.entry(key).title,
            f"seeds {text}",
            tuple(exercises.generate(key, kind, s) for s in seeds for kind in exercises.kinds_for(key)),
        )
        for key in GAMES
    ]


def _pieces(ax, x, y, s, width, pieces, field_of) -> None:
    """Pieces of a cross-board position at their fields (numbered 1..4), those off the board listed."""
    for c, colour in enumerate(cb.COLOURS):
        off = []
        for i, pos in enumerate(pieces.get(colour, ())):
            if isinstance(pos, int) and not isinstance(pos, bool):
                fx, fy, fw, fh = cross_rect(field_of(c, pos))
                dx = (i % 2 - 0.5) * 0.45 * max(fw, fh) if fw > fh else 0
                dy = (i % 2 - 0.5) * 0.45 * max(fw, fh) if fh > fw else 0
                cx, cy = x + (fx + fw / 2 + dx) * s, y + (fy + fh / 2 + dy) * s
                ax.add_artist(Circle((cx, cy), 7.5 * s, facecolor=COLOURS[colour], edgecolor="black", lw=0.5))
                ax.text(cx, cy, str(i + 1), ha="center", va="center", fontsize=5.5, fontweight="bold")
            else:
                off.append(f"{i + 1}: {pos}")
        if off:
            ax.text(x + width + 3, y + width - 6 - 5 * c, f"{colour}: " + ", ".join(off), fontsize=7)


def draw_position(ax, key: str, state, x: float, y: float, width: float) -> float:
    """Draw ``state`` of game ``key`` with its bottom left at ``(x, y)`` mm, ``width`` mm wide;
    return its height in mm.  GameError for a game the pack cannot draw."""
    j = state.to_json()
    if key == "raja_pasu":
        s = width / RP_W
        draw_raja_pasu(ax, x, y + 6 * s, s, board=j["board"], reserves=j["reserves"], closed=j["closed"])
        return (RP_H + 12) * s
    if key == "sechs_as":
        s = width / (TABLES_W + TABLES_TRAY)
        draw_tables(ax, x, y, s, sides=j["sides"], pot=j["pot"], removed=j["removed"])
        dice = " ".join(map(str, j["dice"])) or "to throw"
        ax.text(x + TABLES_W * s + 2, y + (TABLES_H - 12) * s, "dice left:\n" + dice, fontsize=8)
        return TABLES_H * s
    if key not in ("pachisi/german", "pachisi/czech"):
        raise GameError(f"worksheets draw {list(GAMES)}, not {key!r}")
    czech = key == "pachisi/czech"
    s = width / 380
    draw_cross(ax, x, y, s, czech=czech, labels=False)
    _pieces(ax, x, y, s, width, j["pieces"], cb.czech_field if czech else cb.german_field)
    if j.get("throw") is not None:
        throw = j["throw"] if czech else "-".join(map(str, j["throw"]))
        who = cb.COLOURS[state.current_player]
        ax.text(x + width + 3, y + 4, f"{who} to move, throw {throw}", fontsize=8)
    return width


def _choice_lines(ex: Exercise) -> list[str]:
    if ex.form in ("set", "choice"):
        tick = "tick every one that is right" if ex.form == "set" else "tick one"
        return [f"({tick})"] + [f"☐  {c['label']}" for c in ex.choices]
    if ex.form == "fraction":
        return ["Your answer (a fraction or a percentage): ______________"]
    return [BLANKS.get(k, f"{k}: ________") for k in ex.answer]


def _draw_size(key: str, p: Paper) -> tuple[float, float]:
    if key in ("pachisi/german", "pachisi/czech"):
        return 100.0, 100.0
    width = p.width - 2 * MARGIN - 70
    ratio = (RP_H + 12) / RP_W if key == "raja_pasu" else TABLES_H / (TABLES_W + TABLES_TRAY)
    return width, width * ratio


def _needed(ex: Exercise, p: Paper) -> float:
    text = wrap(ex.prompt, p.width - 2 * MARGIN - 8, 9.5)
    return 4 + _draw_size(ex.key, p)[1] + 5 + 4.8 * len(text) + 4.6 * len(_choice_lines(ex)) + 2 * 7 + 4


def worksheets_pdf(path, p: Paper, sheets) -> int:
    """Write the worksheets ``sheets`` (:func:`worksheet_sets`) on paper ``p`` into the PDF file
    ``path`` (a :class:`pathlib.Path`), one after another (:func:`worksheet_pages`); return the
    number of pages written."""
    with pdf_file(path, "gamekit worksheets") as pdf:
        return sum(worksheet_pages(pdf, p, sheet) for sheet in sheets)


def worksheet_pages(pdf, p: Paper, sheet: Sheet) -> int:
    """Add ``sheet``'s question pages (as many exercises a page as fit) and then its answer
    page(s) to ``pdf``; return the number of pages added."""
    pages = 0
    bottom = MARGIN + 6
    y = None
    fig = ax = None

    def finish():
        footer(ax, p, f"Worksheet {sheet.title}, page {pages}")
        pdf.savefig(fig)

    for n, ex in enumerate(sheet.exercises, 1):
        need = _needed(ex, p)
        if y is None or y - need < bottom:
            if fig is not None:
                finish()
            fig, ax = new_page(p)
            pages += 1
            y = heading(ax, p, f"Worksheet: {sheet.title}", f"Name: ______________________   ({sheet.note})")
        y -= 4
        ax.text(MARGIN, y, f"{n}.", fontsize=11, fontweight="bold", va="top")
        width, hgt = _draw_size(ex.key, p)
        draw_position(ax, ex.key, ex.state, MARGIN + 8, y - hgt, width)
        y -= hgt + 5
        for line in wrap(ex.prompt, p.width - 2 * MARGIN - 8, 9.5):
            ax.text(MARGIN + 8, y, line, fontsize=9.5, va="top")
            y -= 4.8
        for line in _choice_lines(ex):
            ax.text(MARGIN + 12, y, line, fontsize=8.5, va="top")
            y -= 4.6
        for _ in range(2):
            y -= 7
            ax.plot([MARGIN + 8, p.width - MARGIN], [y, y], color="#999999", lw=0.4)
        y -= 4
    if fig is not None:
        finish()
    return pages + answer_pages(pdf, p, sheet)


def answer_lines(ex: Exercise) -> list[str]:
    """The answer of ``ex`` as printed on the answer page: the engine's answer, then why, then the rules."""
    return [f"Answer: {ex.answer_text()}.", ex.explanation, "Rules: " + ", ".join(ex.rule_ids)]


def answer_pages(pdf, p: Paper, sheet: Sheet) -> int:
    """Add the answer page(s) of ``sheet`` to ``pdf``; return their number."""
    fig, ax = new_page(p)
    pages = 1
    sub = f"For the teacher: cut off before handing out · {sheet.note} · worked out by gamekit's engines"
    y = heading(ax, p, f"Answers: {sheet.title}", sub)
    for n, ex in enumerate(sheet.exercises, 1):
        lines = [line for text in answer_lines(ex) for line in wrap(text, p.width - 2 * MARGIN - 8, 8.5)]
        if y - 4.4 * (len(lines) + 1) < MARGIN + 6:
            footer(ax, p, f"Answers {sheet.title}")
            pdf.savefig(fig)
            fig, ax = new_page(p)
            pages += 1
            y = heading(ax, p, f"Answers: {sheet.title} (continued)")
        ax.text(MARGIN, y, f"{n}.", fontsize=9, fontweight="bold", va="top")
        for line in lines:
            ax.text(MARGIN + 8, y, line, fontsize=8.5, va="top")
            y -= 4.4
        y -= 3
    footer(ax, p, f"Answers {sheet.title}")
    pdf.savefig(fig)
    return pages
