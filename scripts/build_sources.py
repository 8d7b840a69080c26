#!/usr/bin/env python3
"""Rebuild SOURCES.md from docs/sources/*.md (one file per game or notebook).

The games' files come first, in the order of the game registry (each entry's ``sources``,
:mod:`gamekit.registry`), then any other file (the comparison notebook's) by name, then every
historical or symbolic claim of the notebooks from :mod:`gamekit.claims`, by game and status.
"""

from pathlib import Path

from gamekit import claims, registry

ROOT = Path(__file__).resolve().parent.parent
HEADER = """# Sources

Every source the rules, history and symbolism in gamekit draw on, with what was taken from each.
Only facts were taken; all text in the code, the rule registry (`gamekit.rules`) and the notebooks is
our own. Where a source was known only through another (a citation in a seed, or an abstract), the
entry says so. The project's settled reading of the rules is `docs/RULES.md` (a copy of the shared
rule book); where sources disagree, the notebooks teach both sides (RULES §6).

The four *seed* documents the project's rules were read from (third-party texts, not redistributed
here; every rule's `Source:` line names its seed by number, and the entries below say what was taken):

| seed | what it is |
|---|---|
| 000 | a German web page of Pachisi family rules (two dice), with history and symbolism |
| 001 | a German text on Raja Pasu after *Mancala World* |
| 003 | a Czech rules page for Pačísí (six cowries); it lists Zapletal, *Velká kniha deskových her* (1991), under further information, without saying what it took from the book (claim PH-8) |
| 004 | a German blog post (2008) on Sechs-As, a game of the Ludus/Alea board |

"""


GAME_TITLES = {"pachisi": "Pachisi (both rule sets)", "sechs_as": "Sechs-As", "raja_pasu": "Raja Pasu"}


def claims_section() -> str:
    """The history claims (gamekit.claims) as a Markdown section: per game, per status, each
    claim with its ID, text, sources and, if disputed, the other side."""
    out = [
        "## History claims, by game and status\n\n"
        "Every historical or symbolic statement in the notebooks carries one of these claims; the notebook shows "
        "its ID and status inline. Statuses: "
        + "; ".join(f"*{word}* (`{key}`)" for key, word in claims.STATUSES.items())
        + ".\n"
    ]
    for game in dict.fromkeys(c.game for c in claims.all_claims().values()):
        out.append(f"\n### {GAME_TITLES.get(game, game)}\n")
        for status, word in claims.STATUSES.items():
            found = [c for c in claims.for_game(game) if c.status == status]
            if not found:
                continue
            out.append(f"\n**{word.capitalize()}**\n\n")
            for c in found:
                other = f" *Other side:* {c.other_side}" if c.other_side else ""
                out.append(f"- **{c.id}** {c.text} *Sources:* {'; '.join(c.sources)}.{other}\n")
    return "".join(out) + "\n"


def main() -> None:
    parts = [HEADER]
    files = {p.stem: p for p in (ROOT / "docs" / "sources").glob("*.md")}
    order = list(dict.fromkeys(name for e in registry.entries() for name in e.sources))
    for name in order + sorted(set(files) - set(order)):
        if name in files:
            text = files[name].read_text(encoding="utf-8").strip()
            # demote the file's headings one level under the page title
            lines = ["#" + l if l.startswith("#") else l for l in text.splitlines()]
            parts.append("\n".join(lines) + "\n\n")
    parts.append(claims_section())
    (ROOT / "SOURCES.md").write_text("".join(parts).rstrip() + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
