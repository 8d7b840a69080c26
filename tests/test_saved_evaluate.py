"""Kept evaluations (``gamekit.analysis.saved.saved_evaluate``) are exactly what ``evaluate`` gives.

(a) A fresh entry (written to a temporary folder) read back gives the same plays, shares,
    intervals and per-game scores as ``evaluate`` for the same position, games, seed and agents.
(b) The entry kept in ``gamekit/data/evaluations`` for the Czech notebook (red's opening throw
    of 0 mouths up, 25: PC-2, PC-4, PC-5, PC-5a; 20,000 greedy games per play, seed 1): its first
    500 games of every play are the games ``evaluate(state, 500, 1, "greedy")`` plays (the
    batched engine's first chunk has the same seed whatever the number of games, and plays its
    games one after another from one stream).
"""

from __future__ import annotations

import numpy as np
import pytest

import gamekit
from gamekit.analysis import saved
from gamekit.analysis.evaluate import evaluate


@pytest.fixture(scope="module")
def opening():
    return gamekit.load("pachisi", ruleset="czech").initial_state().apply(0)


def _same(a, b, n=None):
    assert [p.description for p in a.plays] == [p.description for p in b.plays]
    for x, y in zip(a.plays, b.plays):
        assert x.after == y.after and x.exact == y.exact
        assert (x.scores[:n] == y.scores[:n]).all()


def test_a_kept_evaluation_reads_back_as_evaluate_gives_it(opening, tmp_path, monkeypatch):
    """(a) PC-4: enter, move 25 or pass; 200 random games per play."""
    monkeypatch.setattr(saved, "EVAL_DIR", tmp_path)
    made = saved.saved_evaluate(opening, 200, 3, "random", n_jobs=1)
    read = saved.saved_evaluate(opening, 200, 3, "random")
    live = evaluate(opening, 200, 3, "random")
    assert len(list(tmp_path.glob("*.npz"))) == 1
    for r in (made, read):
        _same(r, live)
        assert [(p.share, p.low, p.high, p.n_games) for p in r.plays] == [
            (p.share, p.low, p.high, p.n_games) for p in live.plays
        ]
    assert read.saved["n_games"] == 200 and read.saved["position"] == opening.to_json()
    with pytest.raises(ValueError, match="named agents"):
        saved.saved_evaluate(opening, 10, 0, [lambda s, r: s.legal_moves()[0]] * 4)


def test_the_notebooks_kept_evaluation_is_the_engines(opening):
    """(b) the Czech notebook's strategy question, the first 500 games per play."""
    kept = saved.saved_evaluate(opening, 20_000, 1, "greedy")
    assert len(kept.plays) == 3 and all(p.n_games == 20_000 for p in kept.plays)
    live = evaluate(opening, 500, 1, "greedy")
    by_after = {p.after: p for p in kept.plays}
    for p in live.plays:
        assert (by_after[p.after].scores[:500] == p.scores).all(), p.description
    for p in kept.plays:
        assert p.share == float(np.mean(p.scores)) and p.low < p.share < p.high
