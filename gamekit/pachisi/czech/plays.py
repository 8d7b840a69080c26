"""Czech Pachisi: the positions one throw can lead to (PC-2..PC-10)."""

from __future__ import annotations

from ...core import state_arg
from .state import CzechState


def reachable_positions(state: CzechState, throw: int | None = None) -> set:
    """The set of positions one throw can lead to (PC-2..PC-10).

    ``state`` is a chance node and ``throw`` the mouths up, or ``state`` already holds its throw
    (then ``throw`` is None).  If the engine passes by itself (PC-5a) the set holds the single
    position after that pass.

    Raises:
        GameError: ``state`` is no Czech Pačísí state, or ``throw`` no throw due there.
    """
    state_arg(state, "reachable_positions", key="pachisi/czech")
    after = state.apply(throw) if throw is not None else state
    if after.throw is None:
        return {after}
    return {after.apply(m) for m in after.legal_moves()}
