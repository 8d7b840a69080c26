"""Shared test scaffolding for the batched Pachisi engines (issue 13 §1 (a)): replay batched
games through the plain engine, move by move.

    from batch_replay import check_games
    res = check_games(B, game, agents, n, seed, greedy)

A trace holds chance outcomes (as ``chance_outcomes()`` lists them) and moves as the plain
engine's ``to_json()`` dicts; ``offered`` per game the number of legal moves the batched engine
offered at each decision.
"""

from __future__ import annotations

from collections import Counter

import numpy as np


def replay(game, trace, offered, agents, greedy, start=None):
    """Replay one batched game's trace through the plain engine; returns (final state, event
    counts, moves, throws, turns).  At each decision: the batched engine offered exactly
    ``len(legal_moves())`` moves, its choice is one of them and round-trips through JSON, and a
    greedy seat chose exactly ``greedy(state)``.  ``start``: the position the game began at
    (None: the initial state)."""
    st = game.initial_state() if start is None else start
    counts: Counter = Counter()
    moves = throws = turns = 0
    last = st.current_player
    offered = iter(offered)
    for act in trace:
        assert not st.is_terminal()
        if st.current_player != last:
            turns += 1
            last = st.current_player
        if not isinstance(act, dict):
            assert st.is_chance()
            assert act in [o for o, _ in st.chance_outcomes()]
            throws += 1
            st, evs = st.apply_with_events(act)
        else:
            assert not st.is_chance()
            legal = st.legal_moves()
            n_legal = next(offered)
            m = game.move_from_json(act)
            assert n_legal == len(legal), (st.to_json(), act, legal)
            assert m in legal, (st.to_json(), act, legal)
            assert m.to_json() == act  # the trace holds the plain engine's JSON of the move
            if agents[st.current_player] == "greedy":
                assert m == greedy(st), (st.to_json(), act)
            moves += 1
            # the listed move itself: apply() knows it is legal (checked above) without reading it again
            st, evs = st.apply_with_events(legal[legal.index(m)])
        counts.update(e.kind for e in evs)
    assert st.is_terminal()
    return st, counts, moves, throws, turns


def check_games(engine, game, agents, n, seed, greedy, start=None):
    """``n`` seeded games of the batch module ``engine`` (``run_traced``), each replayed by
    :func:`replay`: moves, throws, turns, event counts, winners and returns agree game by game.
    ``start``: the position every game begins at (None: the initial state).  Returns the
    batched result."""
    starts = {} if start is None else {"start": start}  # engines that take no start position
    res, offered = engine.run_traced(game, agents, n, np.random.SeedSequence(seed), record=True, **starts)
    assert res.trace is not None and len(res.trace) == n
    kinds = set(res.events)
    for g in range(n):
        st, counts, moves, throws, turns = replay(game, res.trace[g], offered[g], agents, greedy, start)
        assert (res.moves[g], res.throws[g], res.turns[g]) == (moves, throws, turns), g
        assert {k: int(res.events[k][g]) for k in kinds if res.events[k][g]} == dict(counts), g
        assert set(counts) <= kinds
        w = st.winner
        seats = list(w) if isinstance(w, tuple) else [w]
        assert sorted(np.flatnonzero(res.wins[g])) == sorted(seats)
        assert tuple(res.returns[g]) == st.returns()
    return res
