"""The board shell's parts talk to the board and to each other only through the small interface
of :mod:`gamekit.widgets.host`: no part module reads or writes an underscored attribute of any
object but ``self`` (``board._record``, ``host._board``, ``other_part._frames``), by an attribute
or by ``getattr``/``setattr`` with a name in a string.  Read from the modules' syntax trees (ast),
so it costs milliseconds."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

WIDGETS = Path(__file__).resolve().parent.parent / "gamekit" / "widgets"
PARTS = ("move_list", "throw_picker", "history", "seats", "animation", "action_log")


def foreign_private(source: str) -> list[str]:
    """``line: expression`` for every underscored, non-dunder attribute of an object other than
    ``self`` in ``source`` (Python code)."""
    out = []
    for node in ast.walk(ast.parse(source)):
        name = owner = None
        if isinstance(node, ast.Attribute):
            name, owner = node.attr, node.value
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("getattr", "setattr", "hasattr", "delattr")
            and len(node.args) >= 2
            and isinstance(node.args[1], ast.Constant)
            and isinstance(node.args[1].value, str)
        ):
            name, owner = node.args[1].value, node.args[0]
        if name is None or not name.startswith("_") or (name.startswith("__") and name.endswith("__")):
            continue
        if isinstance(owner, ast.Name) and owner.id == "self":
            continue
        out.append(f"{node.lineno}: {ast.unparse(node)}")
    return out


@pytest.mark.parametrize("part", PARTS)
def test_a_part_reads_no_private_attribute_of_another_object(part):
    """Each part of the shell uses only its own private members (``self._x``) and the public
    names of the host and of the widgets it makes."""
    assert foreign_private((WIDGETS / f"{part}.py").read_text(encoding="utf-8")) == []


def test_the_check_finds_a_private_read():
    """The check sees ``host._board``, ``self._host._record`` and ``getattr(x, "_pos")``, and lets
    ``self._frames`` and ``x.__class__`` pass."""
    code = "self._frames\nx.__class__\nhost._board\nself._host._record\ngetattr(x, '_pos')\n"
    assert foreign_private(code) == ["3: host._board", "4: self._host._record", "5: getattr(x, '_pos')"]


def test_the_parts_are_composed_not_inherited():
    """GameBoard holds its parts (objects given the host), it does not inherit them; the part
    modules import no other part and not the shell."""
    from gamekit.widgets import GameBoard
    from gamekit.widgets.animation import AnimationControls
    from gamekit.widgets.history import HistoryControls
    from gamekit.widgets.move_list import MoveControls
    from gamekit.widgets.seats import SeatControls
    from gamekit.widgets.throw_picker import ThrowControls

    parts = (AnimationControls, HistoryControls, MoveControls, SeatControls, ThrowControls)
    assert not any(issubclass(GameBoard, p) for p in parts)
    for part in PARTS:
        tree = ast.parse((WIDGETS / f"{part}.py").read_text(encoding="utf-8"))
        imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.level == 1}
        assert imported <= {"host", "layout", "svgboard", "view", "sizes"}, (part, imported)
