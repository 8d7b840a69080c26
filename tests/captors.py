"""Hand-built Pachisi positions in tests: a piece marked returned (captured, PG-5 / PC-8) needs a
captor, an opponent that reached the shared track (the loaders refuse it otherwise, see
``gamekit.pachisi.common.check_pieces_reachable``)."""

from __future__ import annotations

TEAM = {"red": 0, "green": 0, "yellow": 1, "blue": 1}


def with_captor(pieces: dict, individual: bool = False, capture_from: int = 0) -> dict:
    """``pieces`` (colour -> list of JSON piece positions), where every colour with a returned
    piece whose opponents never reached path position ``capture_from`` gets one: the first
    opponent's first ``"yard"`` piece becomes ``"returned"`` (it was captured in turn, so it had
    been on the track).  Returns a new dict; a position that already has a captor is unchanged."""
    out = {c: list(v) for c, v in pieces.items()}
    for c, v in out.items():
        if "returned" not in v:
            continue
        rivals = [o for o in out if o != c and (individual or TEAM[o] != TEAM[c])]
        if any(p == "returned" or (isinstance(p, int) and p >= capture_from) for o in rivals for p in out[o]):
            continue
        for o in rivals:
            if "yard" in out[o]:
                out[o][out[o].index("yard")] = "returned"
                break
    return out
