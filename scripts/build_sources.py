#!/usr/bin/env python3
"""Rebuild SOURCES.md from docs/sources/*.md (one file per game or notebook).

The games' files come first, in the order of the game registry (each entry's ``sources``,
:mod:`gamekit.registry`), then any other file (the comparison notebook's) by name.
"""

from pathlib import Path

from gamekit import registry

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
| 003 | a Czech description of Pačísí after Zapletal, *Velká kniha deskových her* (1991) |
| 004 | a German blog post (2008) on Sechs-As, a game of the Ludus/Alea board |

"""


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
    (ROOT / "SOURCES.md").write_text("".join(parts).rstrip() + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
