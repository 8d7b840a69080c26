#!/usr/bin/env python3
"""A trace of seeded random games of every rule set, to prove that a refactoring changes no behaviour.

    python benchmarks/trace_games.py [--games 500] [--seed 0] [--out trace.jsonl.gz]

For each rule set (``raja_pasu``, ``sechs_as``, ``pachisi/german``, ``pachisi/czech``, with
their default options) ``--games`` random games are played from the start: at a chance node an
outcome is drawn from ``state.chance_outcomes()`` with ``numpy.random.default_rng([seed, game])``,
at a decision node a uniformly random move of ``state.legal_moves()``.  Every step is applied
with ``apply_with_events`` (and checked equal to ``apply``); one JSON line per step holds the
rule set, game number, the action (as JSON), the events (kind, text, data) and the state after
it (``to_json()``).  The file is gzip-compressed with a fixed header (no time stamp), so two runs
of the same engine give byte-identical files; the script prints the file's SHA-256 and the
number of steps per rule set.  Numbers only, no assert: compare the digests before and after.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json

import numpy as np

import gamekit

RULE_SETS = {
    "raja_pasu": ("raja_pasu", {}),
    "sechs_as": ("sechs_as", {}),
    "pachisi/german": ("pachisi", {"ruleset": "german"}),
    "pachisi/czech": ("pachisi", {"ruleset": "czech"}),
}


def _plain(x):
    """JSON-ready copy of event data (tuples become lists)."""
    return json.loads(json.dumps(x, default=list))


def trace_game(game, key: str, number: int, seed: int):
    """Yield one dict per step of one seeded random game."""
    rng = np.random.default_rng([seed, number])
    state = game.initial_state()
    step = 0
    while not state.is_terminal():
        if state.is_chance():
            outs = state.chance_outcomes()
            i = rng.choice(len(outs), p=np.array([p for _, p in outs]) / sum(p for _, p in outs))
            action, action_json = outs[i][0], game.outcome_to_json(outs[i][0])
        else:
            moves = state.legal_moves()
            action = moves[rng.integers(len(moves))]
            action_json = action.to_json()
        after, events = state.apply_with_events(action)
        if state.apply(action) != after:
            raise AssertionError(f"{key} game {number} step {step}: apply and apply_with_events differ")
        yield {
            "rule_set": key,
            "game": number,
            "step": step,
            "action": action_json,
            "events": [{"kind": e.kind, "text": e.text, "data": _plain(dict(e.data))} for e in events],
            "state": after.to_json(),
        }
        state = after
        step += 1


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=500)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default="trace.jsonl.gz")
    ap.add_argument("--only", choices=sorted(RULE_SETS), action="append", help="trace only these rule sets")
    args = ap.parse_args()
    counts = {}
    with open(args.out, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0) as out:
        for key in args.only or RULE_SETS:
            name, opts = RULE_SETS[key]
            game = gamekit.load(name, **opts)
            n = 0
            for number in range(args.games):
                for row in trace_game(game, key, number, args.seed):
                    out.write((json.dumps(row, sort_keys=True) + "\n").encode())
                    n += 1
            counts[key] = n
    digest = hashlib.sha256(open(args.out, "rb").read()).hexdigest()
    for key, n in counts.items():
        print(f"{key}: {args.games} games, {n} steps")
    print(f"{args.out}: sha256 {digest}")


if __name__ == "__main__":
    main()
