"""Links and path references in the docs and docstrings stay inside the repository (issue 12 §4).

A clean checkout must be readable on its own: a teacher who follows a reference lands on a file of
this repository (``docs/RULES.md``, ``SOURCES.md``, ...), never on a file of the machine it was
written on, nor on a web page standing in for the rules.  The rule, checked on every file listed
in :data:`SCANNED` (this file excepted: it has to spell the patterns it looks for):

1. **Nothing outside.**  No ``../shared``, ``shared/RULES.md``-style or ``seeds/`` reference, no
   absolute path of a machine (``/work/``, ``/home/``, ``/Users/``, ``file://``), and no document
   named only by its file name (``ENGINEERING.md``) unless a file of that name is in the
   repository.  The seed texts are third-party and not redistributed: name a seed by its number
   (``SOURCES.md`` lists them).
2. **Relative links resolve.**  A Markdown link ``[text](target)`` that is not a URL or an anchor
   resolves, from the file's folder, to an existing file or folder inside the repository; so does
   a path written with ``./`` or ``../``, and a path that starts with one of the repository's own
   top-level folders (``docs/RULES.md``, ``gamekit/widgets/shell.py``).  A notebook's source
   (``notebooks/src/NAME.py``) becomes the notebook ``notebooks/NAME.ipynb``, so its links
   resolve from ``notebooks/``.  Not checked: placeholders (a part in capitals such as ``NAME``,
   or with ``<game>`` or ``*``) and the folders the kit writes at run time (:data:`GENERATED`,
   both in ``.gitignore``).
3. **URLs only where they cite.**  ``http(s)://`` appears only in source citations
   (``docs/sources/*.md`` and ``SOURCES.md``, built from them), in the README's Binder badge and
   launch lines (``mybinder.org``), as the SVG namespace name ``http://www.w3.org/2000/svg`` (a
   name, not a link), and as the loopback address of a server a test starts
   (``http://127.0.0.1``).  A rule is never cited by URL: rules live in ``docs/RULES.md``.
"""

from __future__ import annotations

import os
import re
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SELF = Path(__file__).resolve()

SCANNED = [
    "README.md",
    "SOURCES.md",
    "docs/**/*.md",
    "gamekit/**/*.py",
    "notebooks/src/*.py",
    "scripts/**/*.py",
    "scripts/**/*.sh",
    "tests/**/*.py",
    "benchmarks/**/*.py",
]
"""Glob patterns (from the repository root) of the files whose links are checked."""

GENERATED = ("classroom/", "tests/browser/screenshots/")
"""Folders written at run time (scripts/lab.sh's working copy of the notebooks; the browser
tests' screenshots): named in the docs, ignored by git, so not checked for existence."""

OUTSIDE = re.compile(
    r"\.\./shared\b|(?<![\w/-])shared/(?:RULES|ENGINEERING|JUPYTER_NOTES|seeds)\b|(?<![\w-])seeds/"
    r"|(?<![\w.])/(?:work|home|Users)/|file://"
)
BARE_DOC = re.compile(r"(?<![\w/.<>{*$-])([A-Z][\w-]*\.md)\b")
EXT = r"(?:md|py|sh|ipynb|json|toml|txt|svg|png|cfg|ya?ml|js|css|html)"
PATH = re.compile(r"(?<![\w/.<>{*$:-])((?:\.\.?/)*(?:[\w.-]+/)+[\w.-]+\." + EXT + r")(?![\w/])")
MD_LINK = re.compile(r"\[[^\]\n]*\]\(([^()\s]+)(?:\s+\"[^\"]*\")?\)")  # a target has no "(": a[i](f(x)) is a call
URL = re.compile(r"https?://[^\s)\"'<>\]`]+")
SVG_NS = "http://www.w3.org/2000/svg"


def scanned_files() -> list[Path]:
    out: set[Path] = set()
    for pattern in SCANNED:
        out.update(p.resolve() for p in ROOT.glob(pattern) if p.is_file())
    out.discard(SELF)
    return sorted(out)


@cache
def top_level_folders() -> frozenset[str]:
    return frozenset(p.name for p in ROOT.iterdir() if p.is_dir() and not p.name.startswith(".")) - {
        "venv",
        "classroom",
    }


@cache
def file_names() -> frozenset[str]:
    """The name of every file and folder of the repository (not .git, virtual environments, caches)."""
    names: set[str] = set()
    for folder, dirs, files in os.walk(ROOT):
        dirs[:] = [d for d in dirs if d not in {".git", ".venv", "venv", "__pycache__", "classroom"}]
        names.update(dirs)
        names.update(files)
    return frozenset(names)


def link_base(path: Path) -> Path:
    """Where relative links of ``path`` start: its folder; ``notebooks/`` for a notebook's source."""
    if path.parent == ROOT / "notebooks" / "src":
        return ROOT / "notebooks"
    return path.parent


PLACEHOLDERS = {"NAME", "OWNER"}
"""Words that stand for any name in a path (``notebooks/NAME.ipynb``)."""


def is_placeholder(target: str) -> bool:
    return bool(PLACEHOLDERS & set(re.split(r"[/.]", target))) or any(c in target for c in "<>{}*")


def resolves(base: Path, target: str) -> bool:
    """``target`` (a path, maybe with ``#anchor``) names an existing file or folder inside the repository."""
    target = target.split("#", 1)[0]
    if not target:
        return True
    full = (base / target).resolve()
    return full.is_relative_to(ROOT) and full.exists()


def url_allowed(rel: str, url: str) -> bool:
    if rel == "SOURCES.md" or rel.startswith("docs/sources/"):
        return True  # a citation of a source
    if rel == "README.md" and url.startswith("https://mybinder.org/"):
        return True  # the Binder badge and launch links
    if url.startswith(SVG_NS):
        return True  # the SVG namespace: a name, not a link
    return bool(re.match(r"https?://(?:127\.0\.0\.1|localhost)[:/]", url))  # a server a test starts


def problems(path: Path, text: str) -> list[str]:
    """Every reference of ``text`` (the content of ``path``) that breaks the rule, as ``file:line: why``."""
    rel = path.relative_to(ROOT).as_posix()
    base = link_base(path)
    top = top_level_folders()
    names = file_names()
    found: list[str] = []

    def report(pos: int, why: str) -> None:
        found.append(f"{rel}:{text.count(chr(10), 0, pos) + 1}: {why}")

    outside = []  # spans already reported as leaving the repository
    for m in OUTSIDE.finditer(text):
        outside.append(m.span())
        report(m.start(), f"{m.group(0)!r} leaves the repository")
    for m in BARE_DOC.finditer(text):
        if m.group(1) not in names:
            report(m.start(), f"{m.group(1)} is not a file of the repository")
    link_targets = set()
    for m in MD_LINK.finditer(text):
        target = m.group(1)
        link_targets.add(m.start(1))
        if re.match(r"[a-z][a-z0-9+.-]*:", target) or target.startswith("#") or is_placeholder(target):
            continue  # a URL (rule 3), a mailto:, an anchor, a placeholder
        if not resolves(base, target):
            report(m.start(), f"link target {target!r} does not resolve inside the repository")
    for m in PATH.finditer(text):
        target = m.group(1)
        if m.start(1) in link_targets or any(a < m.end(1) and m.start(1) < b for a, b in outside):
            continue
        if is_placeholder(target) or target.startswith(GENERATED):
            continue
        if target.startswith(("./", "../")):
            if not resolves(base, target):
                report(m.start(), f"{target!r} does not resolve inside the repository")
        elif target.split("/", 1)[0] in top and not resolves(ROOT, target):
            report(m.start(), f"{target!r} is not a file of the repository")
    for m in URL.finditer(text):
        if not url_allowed(rel, m.group(0)):
            report(m.start(), f"URL {m.group(0)!r} outside a source citation")
    return found


def test_references_stay_inside_the_repository():
    """Rules 1-3 above hold in every scanned file (the list names each offending reference)."""
    files = scanned_files()
    assert len(files) > 100  # the globs find the repository's files (not an empty pass)
    bad = [p for f in files for p in problems(f, f.read_text(encoding="utf-8"))]
    assert bad == []


def test_generated_folders_are_ignored_by_git():
    """Each folder exempted as written at run time is in .gitignore (so it is never a committed file)."""
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    for folder in GENERATED:
        assert folder in ignored or "/" + folder in ignored, folder


@pytest.mark.parametrize(
    "text, why",
    [
        ("See ``../shared/ENGINEERING.md``.", "'../shared' leaves the repository"),
        ("The rules: `shared/RULES.md` section 2.", "'shared/RULES' leaves the repository"),
        ("Seed 000 (`seeds/000_c82384db457e7fa6.txt`)", "'seeds/' leaves the repository"),
        ("audited against /work/shared/RULES.md", "'/work/' leaves the repository"),
        ("(after ENGINEERING.md)", "ENGINEERING.md is not a file of the repository"),
        ("[the rules](RULES.txt)", "link target 'RULES.txt' does not resolve inside the repository"),
        ("[up](../../outside.md)", "link target '../../outside.md' does not resolve inside the repository"),
        ("see docs/RULES2.md", "'docs/RULES2.md' is not a file of the repository"),
        ("rule PG-3: https://example.org/pachisi", "URL 'https://example.org/pachisi' outside a source citation"),
    ],
)
def test_each_kind_of_reference_leaving_the_repository_is_caught(text, why):
    """A docstring of gamekit/ with one bad reference gets exactly that one complaint."""
    assert problems(ROOT / "gamekit" / "core.py", text) == [f"gamekit/core.py:1: {why}"]


@pytest.mark.parametrize(
    "path, text",
    [
        ("docs/CONTRIBUTING.md", "Every rule ID of [`docs/RULES.md`](RULES.md) and `gamekit/widgets/shell.py`."),
        ("docs/RULES.md", "[`SOURCES.md`](../SOURCES.md) says what each seed is."),
        ("notebooks/src/raja_pasu.py", "[SOURCES.md](../SOURCES.md), seed 001"),
        ("docs/sources/raja_pasu.md", "*Board Games Studies* 3 (2000), https://example.org/bgs3"),
        (
            "README.md",
            "[![Binder](https://mybinder.org/badge_logo.svg)](https://mybinder.org/v2/gh/OWNER/gamekit/main)",
        ),
        ("tests/test_pictures.py", '<svg xmlns="http://www.w3.org/2000/svg"/> and http://127.0.0.1:8888/lab'),
        ("README.md", "edit `notebooks/src/NAME.py`; the class works in `classroom/index.ipynb`"),
    ],
)
def test_references_inside_the_repository_pass(path, text):
    """Links into the repository, citations, the Binder lines, the SVG namespace and placeholders pass."""
    assert problems(ROOT / path, text) == []
