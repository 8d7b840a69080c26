"""Why a Raja Pasu match between two greedy players never ends (issue 10, fault 2): the evidence.

Explores every position two greedy players can reach from the opening of a match, following
*every* tie the greedy player may break at random (``gamekit.agents.raja_pasu.ranked_moves``:
moves equal on gain and on the seeds left in the opponent's row).  Positions are compared
without the round number and the list of round winners, which do not change the play (RP-8,
RP-9 depend only on the holdings).  Prints how many positions and round openings there are,
whether any match end (RP-9) is among them, and the smallest holding at a round's opening.

    .venv/bin/python scripts/raja_pasu_greedy_match.py
"""

from __future__ import annotations

import collections

import gamekit
from gamekit.agents.raja_pasu import ranked_moves


def key(s):
    return (s.board, s.reserves, s.closed, s.to_move, s.round_start, s.result is not None)


def main() -> None:
    g = gamekit.load("raja_pasu", match=True)
    start = g.initial_state()
    seen = {key(start)}
    queue = collections.deque([start])
    ends = 0
    openings = {}
    while queue:
        s = queue.popleft()
        if s.is_terminal():
            ends += 1
            continue
        ranked = ranked_moves(s)
        for k, _m, nxt in ranked:
            if k[:2] != ranked[0][0][:2]:
                break
            if nxt.round != s.round:
                openings[key(nxt)] = nxt
            if key(nxt) not in seen:
                seen.add(key(nxt))
                queue.append(nxt)
    low = min(
        min(o.reserves[p] + sum(o.board[h] for h in range(7 * p, 7 * p + 7)) for p in (0, 1)) for o in openings.values()
    )
    print(f"positions reachable by greedy vs greedy (every tie-break): {len(seen)}")
    print(f"round openings among them: {len(openings)}; smallest holding at an opening: {low} seeds")
    print(f"match ends (RP-9) reachable: {ends}")


if __name__ == "__main__":
    main()
