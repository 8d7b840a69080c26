"""The printable classroom pack (gamekit.printing): built once per session into a temporary
folder, then read back with pdfplumber: the rule cards carry every rule ID, a German field is
40 x 15 mm at 100 % scale (seed 000's measurements), the pages have the paper's size, and every
worksheet answer is the engine's, on the answer pages.

The pack read here is the session's default pack (``tests/conftest.py``: ``build_pack`` of the
careless-input fuzz, also built once), and beside it the worksheets of teacher's seeds
(:data:`SEEDS`: one exercise of every kind per game), written by ``worksheets_pdf``, the function
``build_pack(out, worksheet_seeds=SEEDS)`` writes its worksheet files with; its other files do not
depend on the seeds."""

from __future__ import annotations

import re

import pdfplumber
import pytest

import gamekit
from gamekit import registry, rules
from gamekit.errors import GameError
from gamekit.printing import build_pack
from gamekit.printing.boards import BOARD_MM, cross_rect, tiles
from gamekit.printing.cards import card_rule_ids
from gamekit.printing.page import PAPERS
from gamekit.printing.__main__ import main, seed_list
from gamekit.printing.worksheets import GAMES, answer_lines, worksheet_sets, worksheets_pdf

PT_PER_MM = 72 / 25.4
SEEDS = (1,)


@pytest.fixture(scope="module")
def pack(default_pack, tmp_path_factory):
    """``(folder, {file name: page count})``: the default pack's files and, as
    ``seeded_worksheets_<paper>.pdf``, the worksheets of :data:`SEEDS` (``worksheets_pdf``, as
    ``build_pack(out, worksheet_seeds=SEEDS)`` writes its ``worksheets_<paper>.pdf``)."""
    src, default_counts = default_pack
    out = tmp_path_factory.mktemp("pack")
    counts = {}
    for name, pages in default_counts.items():
        (out / name).symlink_to(src / name)
        counts[name] = pages
    sheets = worksheet_sets(SEEDS)
    for p in PAPERS.values():
        name = f"seeded_worksheets_{p.name}.pdf"
        counts[name] = worksheets_pdf(out / name, p, sheets)
    return out, counts


def test_pack_writes_every_pdf_for_both_papers(pack):
    out, counts = pack
    for paper in ("a4", "letter"):
        for kind in ("rule_cards", "boards", "worksheets", "seeded_worksheets", "tally"):
            name = f"{kind}_{paper}.pdf"
            with pdfplumber.open(out / name) as pdf:
                assert len(pdf.pages) == counts[name] > 0
                p = PAPERS[paper]
                for page in pdf.pages:
                    size = sorted((page.width / PT_PER_MM, page.height / PT_PER_MM))
                    assert size == pytest.approx(sorted((p.width, p.height)), abs=0.2)


def _text(path) -> str:
    with pdfplumber.open(path) as pdf:
        return "\n".join(page.extract_text() or "" for page in pdf.pages)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_rule_cards_carry_every_rule_id_with_its_title(pack, paper):
    """Every ID of rules.ids(game), for every game (PG-*, PC-*, SA-*, RP-*, B-*), is on a card."""
    text = _text(pack[0] / f"rule_cards_{paper}.pdf")
    found = set(re.findall(r"\b[A-Z]{1,3}-\d+[a-z]?\b", text))
    for game in rules.GAMES:
        for rid in rules.ids(game):
            assert rid in found, (game, rid)
            assert rules.get(rid).title.split()[0] in text


def test_card_of_german_pachisi_lists_board_rules_first():
    assert card_rule_ids("pachisi/german")[:4] == ["B-1", "B-2", "B-2a", "B-3"]
    assert len(card_rule_ids("pachisi/german")) == len(rules.ids("pachisi")) + len(rules.ids("pachisi/german"))


def test_german_field_geometry_matches_seed_000():
    """38 x 38 cm board; every track and home-column field 40 x 15 mm (PG-1, B-1)."""
    assert BOARD_MM == 380
    for f in range(96):
        w, h = cross_rect(f)[2:]
        assert sorted((w, h)) == [15, 40], f
    assert cross_rect(96)[2:] == (120, 120)
    # arm 0 (south) runs up from the bottom edge: track field 0 (row 1) is 10 mm above the edge
    assert cross_rect(0)[1] == 10 + 7 * 15


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_printed_german_field_measures_40_by_15_mm(pack, paper):
    """Read the rectangles back from the PDF: at 100 % the German fields are 40 x 15 mm +- 0.5 mm,
    and the tiles together show all 96 track and middle-column fields at least once."""
    n_tiles = len(tiles(PAPERS[paper], BOARD_MM))
    sizes = []
    with pdfplumber.open(pack[0] / f"boards_{paper}.pdf") as pdf:
        for page in pdf.pages[:n_tiles]:
            for r in page.rects:
                w, h = r["width"] / PT_PER_MM, r["height"] / PT_PER_MM
                if abs(max(w, h) - 40) < 2 and abs(min(w, h) - 15) < 2:
                    sizes.append((w, h))
    assert len(sizes) >= 96
    for w, h in sizes:
        assert abs(max(w, h) - 40) <= 0.5 and abs(min(w, h) - 15) <= 0.5


def _pages(path) -> list[str]:
    with pdfplumber.open(path) as pdf:
        return [page.extract_text() or "" for page in pdf.pages]


def _squeeze(text: str) -> str:
    """Text without any white space (a wrapped line may break anywhere a space or hyphen is)."""
    return re.sub(r"\s+", "", text)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_worksheet_answer_is_on_an_answer_page_and_only_there(pack, paper):
    """Each exercise's answer, as the engine worked it out (Exercise.answer_text, its explanation and
    rule IDs), is printed on its sheet's answer pages, after its questions; no question page holds
    an answer, and every question's prompt is on a question page."""
    pages = _pages(pack[0] / f"seeded_worksheets_{paper}.pdf")
    sheets = worksheet_sets(SEEDS)
    start = 0
    for sheet in sheets:
        answer_at = next(i for i in range(start, len(pages)) if f"Answers: {sheet.title}" in pages[i])
        questions = _squeeze("".join(pages[start:answer_at]))
        end = next((i for i in range(answer_at, len(pages)) if "Worksheet:" in pages[i]), len(pages))
        answers = _squeeze("".join(pages[answer_at:end]))
        assert "Answer:" not in questions and f"Worksheet:{_squeeze(sheet.title)}" in questions
        for ex in sheet.exercises:
            assert _squeeze(ex.prompt) in questions, ex.prompt
            for line in answer_lines(ex):
                assert _squeeze(line) in answers, (sheet.title, line)
        start = end
    assert start == len(pages)


def test_worksheets_come_from_the_exercises():
    """By default one sheet per notebook with exactly its catalogue exercises; with seeds, one sheet per
    game with one exercise of every kind per seed (Raja Pasu has no chance question, RP-1)."""
    from gamekit import exercises
    from gamekit.exercises import catalogue

    default = worksheet_sets()
    assert [len(s.exercises) for s in default] == [len(catalogue.CATALOGUE[n]) for n in catalogue.notebooks()]
    assert default[0].exercises == tuple(catalogue.exercises_for("pachisi_german"))
    chosen = worksheet_sets([3, 4])
    assert [s.title for s in chosen] == [registry.entry(k).title for k in GAMES]
    raja = chosen[-1].exercises
    assert [e.kind for e in raja] == list(exercises.kinds_for("raja_pasu")) * 2 and "what_are_the_chances" not in {
        e.kind for e in raja
    }
    assert raja[0] == exercises.generate("raja_pasu", "which_can_move", 3)


def test_the_command_line_takes_worksheet_seeds(tmp_path, capsys):
    assert seed_list("1,2,3") == [1, 2, 3]
    for bad in ("", "1,x", "-1"):
        with pytest.raises(Exception):
            seed_list(bad)
    with pytest.raises(SystemExit):
        main([str(tmp_path / "p"), "--paper", "a5"])
    assert "paper" in capsys.readouterr().err and not (tmp_path / "p").exists()


def test_tally_sheet_shows_the_kit_figure(pack):
    """The exact first-player share (SA-1..SA-8 solved) is printed to one decimal."""
    from gamekit.analysis.compare import exact_play

    p = exact_play(gamekit.load("sechs_as"), "random").win[0]
    assert f"{100 * p:.1f} %" in _text(pack[0] / "tally_a4.pdf")


def test_bad_arguments_are_refused(tmp_path):
    with pytest.raises(GameError, match="paper"):
        build_pack(tmp_path / "x", papers=("a5",))
    with pytest.raises(GameError, match="seeds"):
        build_pack(tmp_path / "x", worksheet_seeds=[-1])
    with pytest.raises(GameError, match="at least one"):
        build_pack(tmp_path / "x", worksheet_seeds=[])
    assert not (tmp_path / "x").exists()


def test_every_page_has_content_and_keeps_off_the_unprintable_edge(pack):
    """Every page of every PDF, rendered as a picture (pypdfium2, 40 dpi): something is drawn on
    it (at least 0.5 % of the page inked: an answer page holds a few lines), and nothing lies within 4 mm of an edge, the strip most
    printers cannot print (a tile's crop-mark label or a long note once ran off the paper)."""
    import pypdfium2 as pdfium

    dpi = 40
    strip = round(4 / 25.4 * dpi)
    out, counts = pack
    for name in counts:
        pdf = pdfium.PdfDocument(out / name)  # closed below, after its pages
        for number, page in enumerate(pdf, 1):
            ink = page.render(scale=dpi / 72).to_numpy()[..., :3].min(axis=2) < 200
            assert ink.mean() > 0.005, (name, number)
            edges = {
                "top": ink[:strip].any(),
                "bottom": ink[-strip:].any(),
                "left": ink[:, :strip].any(),
                "right": ink[:, -strip:].any(),
            }
            assert not any(edges.values()), (name, number, edges)
        pdf.close()
