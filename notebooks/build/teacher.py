"""Build the teacher's editions notebooks/teacher/NAME.ipynb, one per game notebook, from
gamekit.teacher (every answer computed now, by the engines).  Markdown only: nothing to run.

.venv/bin/python notebooks/build/teacher.py
"""

import base64
from pathlib import Path

import nbformat as nbf

from gamekit import registry, render, teacher

md = nbf.v4.new_markdown_cell
OUT = Path(__file__).resolve().parent.parent / "teacher"


def picture(state) -> str:
    """The kit's picture of ``state`` as an inline image."""
    data = base64.b64encode(render.draw(state).encode("utf-8")).decode("ascii")
    return f'<img alt="board position" width="520" src="data:image/svg+xml;base64,{data}">'


def cells_for(key: str) -> list:
    """The cells of the teacher's edition of registry entry ``key``."""
    entry = registry.entry(key)
    plan = teacher.PLAN[key]
    total = sum(m for _, m in plan["parts"])
    cells = [
        md(
            f"# Teacher's edition: {entry.title}\n\n"
            f"For the teacher of [`{entry.notebook}.ipynb`](../{entry.notebook}.ipynb); the student edition shows "
            "no answers. Every number below was computed by gamekit when this page was built.\n\n"
            "**Learning goals**\n\n" + "\n".join(f"* {g}" for g in plan["goals"]) + "\n\n"
            f"**Time in class** (about {total} minutes)\n\n| part | minutes |\n|---|---|\n"
            + "\n".join(f"| {name} | {m} |" for name, m in plan["parts"])
        )
    ]
    for n, a in enumerate(teacher.answer_key(key), 1):
        wrong = "\n".join(f"* *“{w}”* — {why}." for w, why in a.wrong) or "* (a number or a prediction: see the answer)"
        cells.append(
            md(f"## Question {n}\n\n{a.question}\n\n**Answer.** {a.answer}\n\n**Common wrong answers**\n\n{wrong}")
        )
    shows = "\n\n".join(f"**{cap}**\n\n{picture(s)}" for cap, s in teacher.positions(key))
    cells.append(md("## Positions to show\n\n" + shows))
    cells.append(
        md(
            "The printable pack (rule cards, boards at true size, worksheets with answers, the tally sheet): "
            "`python -m gamekit.printing OUTDIR`, see the README."
        )
    )
    return cells


def main() -> None:
    OUT.mkdir(exist_ok=True)
    for key in teacher.PLAN:
        nb = nbf.v4.new_notebook(cells=cells_for(key))
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
        path = OUT / f"{registry.entry(key).notebook}.ipynb"
        nbf.write(nb, path)
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
