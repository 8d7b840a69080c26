"""The printable classroom pack: rule cards, boards at true size, worksheets with answer pages,
and a tally sheet, written as PDFs (matplotlib's PDF backend) for A4 and US Letter.

``python -m gamekit.printing OUTDIR [--paper a4 letter] [--worksheet-seeds 1,2,3]`` or
:func:`build_pack` writes, per paper, ``rule_cards_<paper>.pdf``, ``boards_<paper>.pdf``,
``worksheets_<paper>.pdf`` and ``tally_<paper>.pdf``.  Everything printed is read from the
code when the pack is built: rule texts from :mod:`gamekit.rules`, field positions from
:mod:`gamekit.cross_board`, exercises and their answers from :mod:`gamekit.exercises` (the
notebooks' own by default, :mod:`gamekit.exercises.catalogue`; or from the teacher's seeds),
figures from the engines.
"""

from __future__ import annotations

from pathlib import Path

from .. import registry
from ..errors import GameError, path_arg
from .boards import cross_pages, raja_pasu_page, sechs_as_page
from .cards import card_pages
from .page import paper, pdf_file
from .tally import kit_figures, tally_page
from .worksheets import worksheet_sets, worksheets_pdf


def build_pack(outdir, papers=("a4", "letter"), worksheet_seeds=None) -> dict[str, int]:
    """Write the pack into ``outdir`` (created if missing); return ``{file name: page count}``.

    ``papers``: names from :data:`gamekit.printing.page.PAPERS`; ``worksheet_seeds``: None for
    the exercises the notebooks ask, or whole numbers >= 0 (per seed and game, one exercise of
    every kind; see :func:`gamekit.printing.worksheets.worksheet_sets`).  Raises GameError for
    an unknown paper, no papers, a bad seed, an ``outdir`` that is no path, or one that cannot
    be made or written into (an existing file, a path under a file, no permission), all before
    any PDF is written.
    """
    out = Path(path_arg(outdir, "build_pack", "outdir"))
    if isinstance(papers, str) or not isinstance(papers, (list, tuple)) or not papers:
        raise GameError(
            f"build_pack(papers): papers must be a non-empty list of paper names such as ('a4',), not {papers!r}"
        )
    sizes = [paper(name) for name in papers]
    sheets = worksheet_sets(worksheet_seeds)
    try:
        out.mkdir(parents=True, exist_ok=True)
        probe = out / ".gamekit-write-check"
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as exc:
        raise GameError(f"build_pack(outdir): cannot write into {str(out)!r}: {exc.strerror or exc}") from None
    figures = kit_figures()
    counts: dict[str, int] = {}
    for p in sizes:
        with pdf_file(out / f"rule_cards_{p.name}.pdf", "gamekit rule cards") as pdf:
            counts[f"rule_cards_{p.name}.pdf"] = sum(card_pages(pdf, p, e.key) for e in registry.entries())
        with pdf_file(out / f"boards_{p.name}.pdf", "gamekit boards") as pdf:
            n = cross_pages(pdf, p, czech=False) + cross_pages(pdf, p, czech=True)
            counts[f"boards_{p.name}.pdf"] = n + raja_pasu_page(pdf, p) + sechs_as_page(pdf, p)
        counts[f"worksheets_{p.name}.pdf"] = worksheets_pdf(out / f"worksheets_{p.name}.pdf", p, sheets)
        with pdf_file(out / f"tally_{p.name}.pdf", "gamekit tally sheet") as pdf:
            counts[f"tally_{p.name}.pdf"] = tally_page(pdf, p, figures)
    return counts


__all__ = ["build_pack"]
