"""The claims registry: every historical or symbolic statement the notebooks make, with how sure
it is and who says it (as :mod:`gamekit.rules` holds every rule).

A :class:`Claim` has a ``status``:

* ``"source"``: what the named source says (one source; the kit has not checked it);
* ``"checked"``: the same fact in a second, independent source;
* ``"disputed"``: the sources disagree; ``text`` gives one side, ``other_side`` the other;
* ``"reading"``: the kit's own reading (an inference nobody has published).

In a notebook's source (``notebooks/src/NAME.py``) a history sentence carries its claim as
``{claim:PH-3}``; :func:`expand`, applied by ``scripts/build_notebooks.py``, turns the marker into the
inline label the student sees (``[PH-3 · the source says: seed 000]``).
``tests/test_claims.py`` fails on a history sentence in a source without a marker, and
``scripts/build_sources.py`` lists every claim, by game and status, in ``SOURCES.md``.
"""

from __future__ import annotations

import re
from ..errors import GameError, str_arg

from .claim import STATUSES, Claim


def _all() -> dict[str, Claim]:
    from . import pachisi, raja_pasu, sechs_as

    out: dict[str, Claim] = {}
    for module in (pachisi, raja_pasu, sechs_as):
        for c in module.CLAIMS:
            if c.id in out:
                raise GameError(f"claim {c.id} is defined twice")
            out[c.id] = c
    return out


def all_claims() -> dict[str, Claim]:
    """Every claim by ID, in registry order."""
    return _all()


def get(claim_id: str) -> Claim:
    """The :class:`Claim` with this ID; GameError naming it if there is none (or if it is no str)."""
    str_arg(claim_id, "get", "claim_id")
    try:
        return _all()[claim_id]
    except KeyError:
        raise GameError(f"no claim {claim_id!r}; claim IDs look like {', '.join(list(_all())[:4])} ...") from None


def for_game(game: str) -> list[Claim]:
    """The claims about ``game`` (e.g. ``"pachisi"``, ``"raja_pasu"``), in registry order."""
    return [c for c in _all().values() if c.game == game]


MARKER = re.compile(r"\{claim:([A-Z]+-\d+)\}")
"""A claim marker in notebook text: ``{claim:PH-3}``."""


def expand(text: str) -> str:
    """``text`` with every ``{claim:ID}`` replaced by the claim's label in italics; GameError for an
    unknown ID (so a notebook cannot be built with a claim that does not exist) and for a
    ``text`` that is no str."""
    return MARKER.sub(lambda m: f"*{get(m.group(1)).label()}*", str_arg(text, "expand", "text"))


__all__ = ["Claim", "STATUSES", "all_claims", "get", "for_game", "expand", "MARKER"]
