"""Bytes a board sends to the page per kind of action, for every registered game with a view.

    python benchmarks/bench_comm.py [--steps N] [--seed S]

Prints numbers only.  Every message a widget model sends over its comm (``send_state`` of a
changed trait, headless: ``comm.DummyComm.send``) is counted: its number and the bytes of its
JSON.  The kinds: ``select`` (a click on the board that chooses a piece with several moves, no
move played), ``list choice`` (choosing a move in the "Move:" list), ``play`` (a move played),
``throw`` (a random throw).  A selection should send the picture (the chosen piece marked) and the
message line, nothing else; a list choice the list's tooltip and the message line.
"""

from __future__ import annotations

import argparse
import json
import re
from collections import defaultdict

import comm
import numpy as np

import gamekit
from gamekit import registry
from gamekit.widgets import GameBoard

_PLACE = re.compile(r'data-click="([^"]*)"')
SENT: list[int] = []


def _count(self, data=None, metadata=None, buffers=None):
    SENT.append(len(json.dumps(data, default=str)))


comm.DummyComm.send = _count  # headless comms send nothing; count what they would send


def measured(f, *args):
    SENT.clear()
    out = f(*args)
    return out, (len(SENT), sum(SENT))


def session(key: str, steps: int, rng: np.random.Generator) -> dict[str, list[tuple[int, int]]]:
    e = registry.entry(key)
    b = GameBoard(gamekit.load(e.load_name, **({"ruleset": e.variant} if e.variant else {})), seed=1, speed="off")
    out: dict[str, list[tuple[int, int]]] = defaultdict(list)
    for _ in range(steps):
        state = b.state
        if state.is_terminal():
            break
        if state.is_chance():
            out["throw"].append(measured(b.throw)[1])
            continue
        if len(b.move_dropdown.options) > 1:
            _, n = measured(setattr, b.move_dropdown, "value", 1)
            out["list choice"].append(n)
        for token in _PLACE.findall(b.svgboard.svg):
            played, n = measured(b.click, token)
            if played:
                out["play"].append(n)
                break
            if b.selected is not None:
                out["select"].append(n)
                break
        else:
            moves = state.legal_moves()
            out["play"].append(measured(b.play, moves[int(rng.integers(len(moves)))])[1])
            continue
        if b.state is state:  # a selection: play its first move
            moves = state.legal_moves()
            out["play"].append(measured(b.play, moves[0])[1])
    b.close()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=40, help="actions per board (default 40)")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    rng = np.random.default_rng(args.seed)
    print(f"messages and bytes a board sends per action, headless ({args.steps} actions per game)")
    print(f"{'game':16} {'action':12} {'n':>4} {'msgs':>6} {'bytes':>8}  (medians per action)")
    for e in registry.entries():
        if e.view is None:
            continue
        for kind, rows in session(e.key, args.steps, rng).items():
            msgs = int(np.median([r[0] for r in rows]))
            size = int(np.median([r[1] for r in rows]))
            print(f"{e.key:16} {kind:12} {len(rows):4d} {msgs:6d} {size:8d}")


if __name__ == "__main__":
    main()
