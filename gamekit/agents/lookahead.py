"""The choice rule shared by the Pachisi lookahead agents (one throw deep expectation)."""

from __future__ import annotations

from typing import Any, Callable, Iterable


def best_after_risk(
    candidates: Iterable[tuple[int, Any, Any]],
    evaluate: Callable[[Any], float],
    expected_loss: Callable[[Any], float],
) -> Any:
    """The move whose next state scores most: ``evaluate(next) - expected_loss(next)``.

    ``candidates`` are ``(index, move, next_state)``; ties go to the lowest index.  The expected
    loss over the next throw is never negative, so once a candidate's evaluation alone falls below
    the best score found, no later (lower-evaluated) candidate can win and the search stops: the
    costly ``expected_loss`` is computed only for the few leading candidates.
    """
    ranked = sorted(((evaluate(nxt), i, m, nxt) for i, m, nxt in candidates), key=lambda t: (-t[0], t[1]))
    best = None  # (score, index, move)
    for value, i, m, nxt in ranked:
        if best is not None and value < best[0]:
            break
        score = value - expected_loss(nxt)
        if best is None or score > best[0] or (score == best[0] and i < best[1]):
            best = (score, i, m)
    return best[2]
