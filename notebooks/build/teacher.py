"""Build the teacher's editions notebooks/teacher/NAME.ipynb, one per student notebook, from
gamekit.teacher (every answer computed now, by the engines).  Markdown only: nothing to run.

.venv/bin/python notebooks/build/teacher.py
"""

import base64
import html
from pathlib import Path

import nbformat as nbf

from gamekit import render, teacher

md = nbf.v4.new_markdown_cell
OUT = Path(__file__).resolve().parent.parent / "teacher"


def picture(state, alt: str) -> str:
    """The kit's picture of ``state`` (SVG from gamekit.render) as an inline image with ``alt`` text."""
    data = base64.b64encode(render.draw(state).encode("utf-8")).decode("ascii")
    alt = html.escape(alt, quote=True)
    return f'<img alt="{alt}" width="520" src="data:image/svg+xml;base64,{data}">'


def cells_for(key: str) -> list:
    """The cells of the teacher's edition of ``key`` (a key of gamekit.teacher.PLAN)."""
    name, title = teacher.notebook(key), teacher.title(key)
    plan = teacher.PLAN[key]
    total = sum(m for _, m in plan["parts"])
    cells = [
        md(
            f"# Teacher's edition: {title}\n\n"
            f"For the teacher of [`{name}.ipynb`](../{name}.ipynb); the student edition shows "
            "no answers. Every number below was computed by gamekit when this page was built, and every "
            "position drawn is the one to show the class for that point.\n\n"
            "**Learning goals**\n\n" + "\n".join(f"* {g}" for g in plan["goals"]) + "\n\n"
            f"**Time in class** (about {total} minutes)\n\n| part | minutes |\n|---|---|\n"
            + "\n".join(f"| {name} | {m} |" for name, m in plan["parts"])
        )
    ]
    for n, a in enumerate(teacher.answer_key(key), 1):
        wrong = "\n".join(f"* *“{w}”* — {why}." for w, why in a.wrong) or "* (none worked out for this one)"
        if a.show is None:
            show = "**Position to show:** none: a question about sources, not positions."
        else:
            show = f"**Position to show:** {a.show[0]}.\n\n{picture(a.show[1], a.show[0])}"
        cells.append(
            md(
                f"## Question {n}\n\n{a.question}\n\n**Answer.** {a.answer}\n\n"
                f"**Common wrong answers** (and what they reveal)\n\n{wrong}\n\n{show}"
            )
        )
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
        path = OUT / f"{teacher.notebook(key)}.ipynb"
        nbf.write(nb, path)
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
