#!/usr/bin/env python3
"""The path of one click through gamekit, per game: the functions it passes and the legal-move scans.

    python benchmarks/click_path.py [--functions]

For five clicks made through the public board entry point (:meth:`gamekit.widgets.GameBoard.click`,
what the browser's click calls) -- a German piece with several steps, then the German step that
piece starts (its target field), a Czech unit, a Raja Pasu hole and a Sechs-As move button -- it
prints how many times ``legal_moves()`` of the game's state class is called, split by the phase
of the click that made the call:

* ``view``: the view's reading of the token (``BoardView.click``, with what it calls: the rules'
  places, ``why_not``);
* ``apply``: the record applying the move (``GameRecord.apply``, ``State.apply_with_events``);
* ``draw``: bringing the board in line with the new position (the drawing, the move list, the
  status and hint);

and the number of distinct gamekit functions the click passes (``--functions`` lists them,
``file:function`` in the order first entered).  Numbers only, no assert.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections import Counter

os.environ.setdefault("TQDM_DISABLE", "1")

import gamekit  # noqa: E402
from gamekit.core import State  # noqa: E402
from gamekit.widgets import GameBoard  # noqa: E402

_PLACE = re.compile(r'data-click="([^"]*)"')
_ROOT = os.path.dirname(os.path.abspath(gamekit.__file__))
_PHASES = {
    ("view", "click"): "view",
    ("record.py", "apply"): "apply",
    ("shell.py", "_after_action"): "draw",
    ("shell.py", "_refresh"): "draw",
}
"""``(where, function) -> phase``: the innermost such function on the stack names the phase of a
call (``where`` is a file name, or ``"view"`` for a game's view module or ``widgets/view.py``)."""


def _phase_of(frame) -> str:
    while frame is not None:
        fn, name = frame.f_code.co_filename, frame.f_code.co_name
        if fn.startswith(_ROOT):
            place = os.path.basename(fn)
            is_view = os.path.basename(os.path.dirname(fn)) == "widgets" and place != "shell.py"
            phase = _PHASES.get(("view" if is_view else place, name))
            if phase:
                return phase
        frame = frame.f_back
    return "other"


def measure(board: GameBoard, token: str) -> tuple[Counter, list[str], object]:
    """Click ``token`` on ``board``; returns the legal_moves() calls per phase, the gamekit
    functions entered (in order) and what the click returned."""
    cls = type(board.state)
    calls: Counter = Counter()
    original = cls.legal_moves

    def counted(self):
        calls[_phase_of(sys._getframe(1))] += 1
        return original(self)

    seen: dict[str, None] = {}

    def profile(frame, event, arg):
        if event == "call":
            fn = frame.f_code.co_filename
            if fn.startswith(_ROOT):
                seen.setdefault(f"{os.path.relpath(fn, os.path.dirname(_ROOT))}:{frame.f_code.co_qualname}", None)

    cls.legal_moves = counted
    sys.setprofile(profile)
    try:
        result = board.click(token)
    finally:
        sys.setprofile(None)
        cls.legal_moves = original
    return calls, [k for k in seen if not k.endswith(":counted")], result


def _board(key: str, seed: int) -> GameBoard:
    return GameBoard(gamekit.load(key), seed=seed, speed="off", auto=False)


def _to_decision(board: GameBoard, want) -> None:
    """Throw (and play the first move) until ``want(board)`` holds at a decision."""
    for _ in range(400):
        st = board.state
        if st.is_terminal():
            board.new_game()
        elif st.is_chance():
            board.throw()
        elif want(board):
            return
        else:
            board.play(st.legal_moves()[0])
    raise RuntimeError("no such position found")


def cases():
    # German: a piece whose click selects it (several steps), then the step shown on its target field
    g = _board("pachisi/german", 1)

    def several(b):
        st = b.state
        mv = st.pieces[st.mover]
        for i in range(4):
            n = [s for s in st.legal_moves() if s.piece2 < 0 and mv[s.piece] == mv[i]]
            if len(n) >= 2:
                b._click_piece = i
                return True
        return False

    _to_decision(g, several)
    yield "pachisi/german piece (selects)", g, f"piece:{g._click_piece}"
    steps = [t for t in _PLACE.findall(g.svgboard.svg) if t.startswith("step:")]
    yield "pachisi/german step (plays)", g, steps[0]

    # Czech: a unit with one legal move
    c = _board("pachisi/czech", 2)

    def one_move(b):
        st = b.state
        for t in _PLACE.findall(b.svgboard.svg):
            if t.startswith("unit:"):
                pos = int(t.split(":")[1])
                if sum(1 for m in st.legal_moves() if getattr(m, "frm", None) == pos) == 1:
                    b._click_unit = t
                    return True
        return False

    _to_decision(c, one_move)
    yield "pachisi/czech unit (plays)", c, c._click_unit

    r = _board("raja_pasu", 0)
    yield "raja_pasu hole (plays)", r, str(int(r.state.legal_moves()[0]))

    s = _board("sechs_as", 4)
    _to_decision(s, lambda b: bool(_PLACE.findall(b.svgboard.svg)))
    yield "sechs_as move button (plays)", s, _PLACE.findall(s.svgboard.svg)[0]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--functions", action="store_true", help="list the gamekit functions each click enters")
    args = ap.parse_args()
    print(f"{'click':34} {'token':28} {'view':>4} {'apply':>5} {'draw':>4} {'other':>5} {'total':>5} {'funcs':>5}")
    for name, board, token in cases():
        calls, funcs, result = measure(board, token)
        total = sum(calls.values())
        print(
            f"{name:34} {token:28} {calls['view']:4} {calls['apply']:5} {calls['draw']:4} {calls['other']:5} "
            f"{total:5} {len(funcs):5}"
        )
        if args.functions:
            files = dict.fromkeys(f.split(":")[0] for f in funcs)
            print("    files: " + ", ".join(files))
            for f in funcs:
                print("      " + f)
        assert isinstance(board.state, State)


if __name__ == "__main__":
    main()
