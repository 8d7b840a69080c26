"""The rules registry: every rule ID of RULES.md for the games implemented is explained,
cited in ``gamekit/`` (the code that implements it) and in ``tests/`` (the test that proves it)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import gamekit
from gamekit import rules

ROOT = Path(__file__).resolve().parent.parent
# The project's English reading of the sources, kept in the repository (a clean checkout has it).
RULES_MD = ROOT / "docs" / "RULES.md"
ID = re.compile(r"\*\*((?:RP|SA|PG|PC|B)-\d+[a-z]?)\b")

PREFIX_GAME = {"RP": "raja_pasu", "SA": "sechs_as", "PG": "pachisi", "PC": "pachisi", "B": "pachisi"}


def rule_ids_in_rules_md() -> list[str]:
    return sorted(set(ID.findall(RULES_MD.read_text(encoding="utf-8"))))


def implemented(rule_id: str) -> bool:
    prefix = rule_id.split("-")[0]
    try:
        if prefix == "RP":
            gamekit.load("raja_pasu")
        elif prefix == "SA":
            gamekit.load("sechs_as")
        elif prefix == "PC":
            gamekit.load("pachisi", ruleset="czech")
        else:
            gamekit.load("pachisi", ruleset="german")
    except gamekit.UnknownGameError:
        return False
    return True


IDS = [i for i in rule_ids_in_rules_md() if implemented(i)]


def _text(folder: str) -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / folder).rglob("*.py"))


CODE = _text("gamekit/rules")  # the registry itself does not count as an implementation
IMPL = "\n".join(
    p.read_text(encoding="utf-8") for p in (ROOT / "gamekit").rglob("*.py") if "rules" not in p.parts[-2:-1]
)
TESTS = _text("tests") + "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests" / "data").glob("*.json"))


def test_rules_md_has_the_raja_pasu_rules():
    assert [i for i in IDS if i.startswith("RP-")] == sorted(f"RP-{n}" for n in range(1, 11))


@pytest.mark.parametrize("rule_id", IDS)
def test_rule_is_registered_cited_and_tested(rule_id):
    rule = rules.get(rule_id)
    assert rule.text and rule.seed in rules.SEEDS
    cite = re.compile(re.escape(rule_id) + r"(?![0-9a-z])")
    assert cite.search(IMPL), f"{rule_id} is not cited in gamekit/ outside the registry"
    assert cite.search(TESTS), f"{rule_id} is not cited in tests/"


def test_explain_gives_text_and_source():
    text = gamekit.rules.explain("RP-5")
    assert text.startswith("RP-5 (seed) Pasu") and "Source: seed 001, Raja Pasu, after Mancala World" in text
    assert "pasu_on_last_seed" in text
    with pytest.raises(gamekit.GameError, match="no rule"):
        gamekit.rules.explain("XX-1")
