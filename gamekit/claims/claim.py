"""A claim: one historical or symbolic statement, how sure it is and who says it (the type the
claim lists of :mod:`gamekit.claims` are made of)."""

from __future__ import annotations

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
