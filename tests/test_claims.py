"""The claims registry (gamekit.claims) and the rule that every history sentence in a notebook's
source (``notebooks/src/NAME.py``) carries a claim marker ``{claim:ID}``."""

from __future__ import annotations

import re
from pathlib import Path

import jupytext
import pytest

from gamekit import claims
from gamekit.claims import Claim
from gamekit.errors import GameError

SOURCES = Path(__file__).resolve().parent.parent / "notebooks" / "src"

HISTORY = re.compile(
    r"\b(1[0-9]{3}(?![0-9]| games| rounds| positions)|[0-9]{1,2}(st|nd|rd|th) century|centur(y|ies)|Akbar|Mughal|Abu'l|Alfonso|Hyde|Havell|"
    r"de Voogt|Zapletal|Schmidt-Madsen|palace|courtyard|marble|museum|Kandy|paradise|rebirth|antiquity|"
    r"ancestor|descendant|oral|handed down|word of mouth|fieldwork|Roman)\b",
    re.I,
)
"""Words that make a sentence a historical or symbolic statement."""

EXEMPT = re.compile(r"^\s*(\*\*)?(Sources?|Source list)\b|SOURCES\.md|^\s*\|[-| ]+\|\s*$|^#", re.I)
"""Source lists, table rules and headings are not statements."""


def markdown_cells(path: Path) -> list[str]:
    """The text of every Markdown cell of a notebook source, markers unexpanded (``jupytext.read``)."""
    return [c.source for c in jupytext.read(path, fmt="py:percent").cells if c.cell_type == "markdown"]


def unmarked(text: str) -> list[str]:
    """History paragraphs (blank-line blocks, list items, table rows) of ``text`` with no marker."""
    bad = []
    for block in re.split(r"\n\s*\n|\n(?=\s*[*-] |\s*\d+\. |\|)", text):
        if EXEMPT.search(block) or not HISTORY.search(block):
            continue
        cells = block.split("|") if block.lstrip().startswith("|") else [block]
        for cell in cells[2:] if len(cells) > 1 else cells:
            if HISTORY.search(cell) and not claims.MARKER.search(cell) and "(our reading)" not in cell:
                bad.append(cell.strip())
    return bad


@pytest.mark.parametrize("source", sorted(p.name for p in SOURCES.glob("*.py")))
def test_every_history_sentence_carries_a_claim(source):
    bad = [b for cell in markdown_cells(SOURCES / source) for b in unmarked(cell)]
    assert not bad, f"{source}: history statements without {{claim:ID}}:\n- " + "\n- ".join(b[:200] for b in bad)


def test_the_marker_rule_finds_an_unmarked_sentence():
    assert unmarked("Akbar played it with living pieces.") == ["Akbar played it with living pieces."]
    assert unmarked("Akbar played it {claim:PH-4}.") == []
    assert unmarked("Move two fields, then stop.") == []


def test_markers_name_existing_claims_and_expand_to_the_status():
    used = {m for p in SOURCES.glob("*.py") for m in claims.MARKER.findall(p.read_text(encoding="utf-8"))}
    assert used and used <= set(claims.all_claims())
    assert claims.expand("x {claim:PH-3}") == "x *[PH-3 · the source says: seed 000]*"
    with pytest.raises(GameError, match="no claim 'PH-99'"):
        claims.expand("{claim:PH-99}")


def test_claims_by_status_and_game():
    by = {c.id: c for c in claims.all_claims().values()}
    assert by["PH-7"].status == "disputed" and "15th century" in by["PH-7"].other_side
    assert "courtyard" not in by["PH-3"].text.replace("names no courtyards", "")
    assert by["SH-2"].status == "checked" and "oldest document on European tables games" in by["SH-2"].text
    assert "brief" not in by["RH-1"].text and "not that of the visit" in by["RH-1"].text
    assert {c.game for c in claims.all_claims().values()} == {"pachisi", "raja_pasu", "sechs_as"}
    assert [c.id for c in claims.for_game("sechs_as")] == ["SH-1", "SH-2", "SH-3", "SH-4"]


def test_a_claim_is_refused_without_status_sources_or_both_sides():
    with pytest.raises(GameError, match="status"):
        Claim("X-1", "pachisi", "t", "probably", ("s",))
    with pytest.raises(GameError, match="source"):
        Claim("X-1", "pachisi", "t", "source", ())
    with pytest.raises(GameError, match="other side"):
        Claim("X-1", "pachisi", "t", "disputed", ("s",))
