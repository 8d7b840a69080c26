#!/usr/bin/env python3
"""Write gamekit's notebooks from their sources (then scripts/execute_notebooks.py fills the outputs).

    python scripts/build_notebooks.py                      # every notebook
    python scripts/build_notebooks.py raja_pasu teacher/raja_pasu   # the named ones
    python scripts/build_notebooks.py --teacher            # first write the teacher's editions' sources

A notebook's source is a plain Python file in jupytext's percent format (``# %%`` starts a code
cell, ``# %% [markdown]`` a Markdown cell whose lines are comments), paired with its notebook by
jupytext's folder convention :data:`FORMATS`: ``notebooks/NAME.ipynb`` comes from
``notebooks/src/NAME.py`` and ``notebooks/teacher/NAME.ipynb`` from ``notebooks/src/teacher/NAME.py``.
Ruff lints the sources with the package's rules (tests/test_lint.py), and
tests/test_notebook_sources.py checks that every shipped notebook's cells are what its source gives.

What the build adds to the cells ``jupytext.read`` finds (:func:`notebook_from_source`):

* every claim marker ``{claim:ID}`` in a Markdown cell becomes the claim's label, its status and
  who says it (:func:`gamekit.claims.expand`), e.g. ``*[PH-3 · the source says: seed 000]*``;
* every code cell is saved collapsed (JupyterLab's ``"jupyter": {"source_hidden": true}``), so a
  student reads text, boards and questions and opens code on purpose;
* the notebook runs in the ``python3`` kernel.

The teacher's editions are Markdown only, one page per student notebook, with every answer
computed by the engines (:mod:`gamekit.teacher`): ``--teacher`` writes their sources,
``notebooks/src/teacher/NAME.py`` (generated: edit :mod:`gamekit.teacher`, not those files).
"""

from __future__ import annotations

import argparse
import base64
import html
import sys
from pathlib import Path

import jupytext
import nbformat
from jupytext.paired_paths import paired_paths

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
SOURCES = NOTEBOOKS / "src"

FORMATS = "notebooks///ipynb,notebooks/src///py:percent"
"""jupytext's pairing of the notebooks with their sources: the folder tree under ``notebooks/``
mirrored under ``notebooks/src/``."""

TEXT_FORMAT = "py:percent"
KERNELSPEC = {"name": "python3", "display_name": "Python 3", "language": "python"}
NO_METADATA = {"notebook_metadata_filter": "-all", "cell_metadata_filter": "-all"}
"""A source holds cells only: no YAML header, no cell metadata (the build adds what a notebook needs)."""


def source_of(notebook: Path) -> Path:
    """The source file of ``notebook`` (a path ``notebooks/.../NAME.ipynb``), by :data:`FORMATS`."""
    rel = notebook.resolve().relative_to(ROOT).as_posix()
    (_, _), (text, _) = paired_paths(rel, "notebooks///ipynb", FORMATS)
    return ROOT / text


def notebook_of(source: Path) -> Path:
    """The notebook built from ``source`` (a path ``notebooks/src/.../NAME.py``), by :data:`FORMATS`."""
    rel = source.resolve().relative_to(ROOT).as_posix()
    (nb, _), (_, _) = paired_paths(rel, "notebooks/src///py:percent", FORMATS)
    return ROOT / nb


def all_sources() -> list[Path]:
    """Every notebook source, student notebooks first, then the teacher's editions."""
    return sorted(SOURCES.glob("*.py")) + sorted((SOURCES / "teacher").glob("*.py"))


def notebook_from_source(source: Path) -> nbformat.NotebookNode:
    """The notebook (no outputs) that ``source`` gives: jupytext's cells, claim markers expanded,
    code cells collapsed, the python3 kernel.  Raises GameError for an unknown claim ID."""
    from gamekit.claims import expand

    nb = jupytext.read(source, fmt=TEXT_FORMAT)
    cells = []
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            cells.append(nbformat.v4.new_markdown_cell(expand(cell.source)))
        else:
            code = nbformat.v4.new_code_cell(cell.source)
            code.metadata["jupyter"] = {"source_hidden": True}
            cells.append(code)
    out = nbformat.v4.new_notebook(cells=cells)
    out.metadata["kernelspec"] = dict(KERNELSPEC)
    out.metadata["language_info"] = {"name": "python"}
    return out


def build(source: Path) -> Path:
    """Write the notebook of ``source`` (without outputs); returns its path."""
    path = notebook_of(source)
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(notebook_from_source(source), path)
    return path


# The teacher's editions: generated sources


def picture(state, alt: str) -> str:
    """The kit's picture of ``state`` (SVG from gamekit.render) as an inline image with ``alt`` text."""
    from gamekit import render

    data = base64.b64encode(render.draw(state).encode("utf-8")).decode("ascii")
    alt = html.escape(alt, quote=True)
    return f'<img alt="{alt}" width="520" src="data:image/svg+xml;base64,{data}">'


def teacher_cells(key: str) -> list[str]:
    """The Markdown cells of the teacher's edition of ``key`` (a key of gamekit.teacher.PLAN)."""
    from gamekit import teacher

    name, title = teacher.notebook(key), teacher.title(key)
    plan = teacher.PLAN[key]
    total = sum(m for _, m in plan["parts"])
    cells = [
        f"# Teacher's edition: {title}\n\n"
        f"For the teacher of [`{name}.ipynb`](../{name}.ipynb); the student edition shows "
        "no answers. Every number below was computed by gamekit when this page was built, and every "
        "position drawn is the one to show the class for that point.\n\n"
        "**Learning goals**\n\n" + "\n".join(f"* {g}" for g in plan["goals"]) + "\n\n"
        f"**Time in class** (about {total} minutes)\n\n| part | minutes |\n|---|---|\n"
        + "\n".join(f"| {part} | {m} |" for part, m in plan["parts"])
    ]
    for n, a in enumerate(teacher.answer_key(key), 1):
        wrong = "\n".join(f"* *“{w}”* — {why}." for w, why in a.wrong) or "* (none worked out for this one)"
        if a.show is None:
            show = "**Position to show:** none: a question about sources, not positions."
        else:
            show = f"**Position to show:** {a.show[0]}.\n\n{picture(a.show[1], a.show[0])}"
        cells.append(
            f"## Question {n}\n\n{a.question}\n\n**Answer.** {a.answer}\n\n"
            f"**Common wrong answers** (and what they reveal)\n\n{wrong}\n\n{show}"
        )
    cells.append(
        "The printable pack (rule cards, boards at true size, worksheets with answers, the tally sheet): "
        "`python -m gamekit.printing OUTDIR`, see the README."
    )
    return cells


def teacher_source(key: str) -> str:
    """The percent-format source of the teacher's edition of ``key``."""
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell(c) for c in teacher_cells(key)])
    nb.metadata["jupytext"] = dict(NO_METADATA)
    return jupytext.writes(nb, fmt=TEXT_FORMAT)


def write_teacher_sources() -> list[Path]:
    """Write ``notebooks/src/teacher/NAME.py`` for every teacher's edition; returns the paths."""
    from gamekit import teacher

    out = []
    for key in teacher.PLAN:
        path = SOURCES / "teacher" / f"{teacher.notebook(key)}.py"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(teacher_source(key), encoding="utf-8")
        out.append(path)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="NAME or teacher/NAME (default: every source)")
    parser.add_argument(
        "--teacher", action="store_true", help="first write the teacher's editions' sources from gamekit.teacher"
    )
    args = parser.parse_args(argv)
    if args.teacher:
        for path in write_teacher_sources():
            print(f"wrote {path.relative_to(ROOT)}")
    sources = [SOURCES / f"{name}.py" for name in args.names] or all_sources()
    missing = [s for s in sources if not s.is_file()]
    if missing:
        print("no such source: " + ", ".join(str(s.relative_to(ROOT)) for s in missing), file=sys.stderr)
        return 1
    for source in sources:
        print(f"wrote {build(source).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
