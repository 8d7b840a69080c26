"""The claims registry: every historical or symbolic statement the notebooks make, with how sure
it is and who says it (as :mod:`gamekit.rules` holds every rule).

A :class:`Claim` has a ``status``:

* ``"source"``: what the named source says (one source; the kit has not checked it);
* ``"checked"``: the same fact in a second, independent source;
* ``"disputed"``: the sources disagree; ``text`` gives one side, ``other_side`` the other;
* ``"reading"``: the kit's own reading (an inference nobody has published).

In a notebook builder a history sentence carries its claim as ``{claim:PH-3}``; :func:`expand`
turns the marker into the inline label the student sees (``[PH-3 · the source says: seed 000]``).
``tests/test_claims.py`` fails on a history sentence in a builder without a marker, and
``scripts/build_sources.py`` lists every claim, by game and status, in ``SOURCES.md``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..errors import GameError, seq_arg, str_arg

STATUSES = {
    "source": "the source says",
    "checked": "checked in a second source",
    "disputed": "disputed",
    "reading": "our reading",
}
"""Status -> the words the inline label uses."""


@dataclass(frozen=True)
class Claim:
    """One statement: ``id`` (e.g. ``"PH-3"``), ``game`` (a :func:`gamekit.rules.ids` game name such
    as ``"pachisi"``), ``text`` (the statement, in our words), ``status`` (a key of
    :data:`STATUSES`), ``sources`` (who says it, short names as in ``SOURCES.md``) and, for a
    disputed claim, ``other_side`` (what the other sources say)."""

    id: str
    game: str
    text: str
    status: str
    sources: tuple[str, ...]
    other_side: str = ""

    def __post_init__(self) -> None:
        for name in ("id", "game", "text", "status", "other_side"):
            str_arg(getattr(self, name), "Claim", name)
        for source in seq_arg(self.sources, "Claim", "sources"):
            str_arg(source, "Claim", "sources")
        if self.status not in STATUSES:
            raise GameError(f"claim {self.id}: status must be one of {sorted(STATUSES)}, not {self.status!r}")
        if not self.sources:
            raise GameError(f"claim {self.id}: name at least one source")
        if (self.status == "disputed") != bool(self.other_side):
            raise GameError(f"claim {self.id}: a disputed claim, and only that, gives the other side")

    def label(self) -> str:
        """The inline label, e.g. ``[PH-3 · the source says: seed 000]``."""
        return f"[{self.id} · {STATUSES[self.status]}: {'; '.join(self.sources)}]"


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
