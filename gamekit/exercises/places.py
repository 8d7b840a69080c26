"""The choices a "which can move?" or "which rule decides?" question offers, per game.

A choice is one thing a student could try in a position: a hole to sow from (Raja Pasu), a
piece and a value (German Pachisi), a unit or a piece in the charkoni (Czech Pachisi), a die
and its action (Sechs-As).  :func:`candidates` lists them with the engine's verdict: the legal
move it is, or the engine's ``why_not`` sentence with its rule ID.  Pieces are counted from 1
in every label, as the board does.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core import State
from .base import ExerciseError


@dataclass(frozen=True)
class Candidate:
    """``id`` (a token, str), ``label`` (words for the student), ``move`` (the legal move, or None)
    and ``why_not`` (the engine's sentence with the rule ID when ``move`` is None)."""

    id: str
    label: str
    move: Any
    why_not: str | None


def _raja_pasu(state: State) -> list[Candidate]:
    from ..raja_pasu import hole_name, row_of

    out = []
    for h in row_of(state.to_move):
        why = state.why_not(h)
        out.append(Candidate(str(h), hole_name(h), None if why else state.coerce_move(h), why))
    return out


def _german(state: State) -> list[Candidate]:
    from ..cross_board import COLOURS
    from ..pachisi.german import why_not_piece

    out = []
    c = state.mover
    for piece in range(4):
        for v in sorted(set(state.values), reverse=True):
            why = why_not_piece(state, piece, v)
            label = f"{COLOURS[c]} piece {piece + 1} by {v}"
            out.append(Candidate(f"{piece}:{v}", label, None if why else state.step(piece, v), why))
        if len(state.values) == 2 and state.values[0] != state.values[1]:  # PG-10a: both values combined
            vs = tuple(state.values)
            why = why_not_piece(state, piece, vs)
            label = f"{COLOURS[c]} piece {piece + 1} by {vs[0]}+{vs[1]}"
            out.append(Candidate(f"{piece}:{vs[0]}+{vs[1]}", label, None if why else state.step(piece, vs), why))
    return out


def _czech(state: State) -> list[Candidate]:
    from ..pachisi.czech.tables import HOME, RETURNED, YARD, where
    from ..pachisi.common import COLOURS

    c = state.mover
    mine = state.pieces[c]
    tokens = []
    if YARD in mine:
        tokens.append((f"enter:{c}:yard", f"{COLOURS[c]}: a never-entered piece from the charkoni"))
    if RETURNED in mine:
        tokens.append((f"enter:{c}:returned", f"{COLOURS[c]}: a captured piece from the charkoni"))
    for frm, _n in state.units(c):
        if frm != HOME and frm >= 0:
            tokens.append((f"move:{c}:{frm}:1", f"{COLOURS[c]}: one piece on {where(c, frm)}"))
    out = []
    for tok, label in tokens:
        why = state.why_not(tok)
        out.append(Candidate(tok, label, None if why else state.coerce_move(tok), why))
    return out


_ACTION = {1: "give", 2: "take", 5: "pot", 6: "remove"}
_WORDS = {
    "give": "give a stone away",
    "take": "take a stone from the pot",
    "pot": "pot a stone",
    "remove": "take a stone out",
    "win": "win",
}


def _sechs_as(state: State) -> list[Candidate]:
    tokens = []
    for d in sorted(set(state.dice), reverse=True):
        if d in _ACTION:
            tokens.append(f"{d}:{_ACTION[d]}")
    for m in state.legal_moves():
        t = f"{m.die}:{m.action}"
        if m.action not in ("decline", "forfeit") and t not in tokens:
            tokens.append(t)
    out = []
    for tok in tokens:
        d, _, a = tok.partition(":")
        why = state.why_not(tok)
        out.append(Candidate(tok, f"the {d}: {_WORDS.get(a, a)}", None if why else state.coerce_move(tok), why))
    return out


_BY_GAME = {"raja_pasu": _raja_pasu, "pachisi/german": _german, "pachisi/czech": _czech, "sechs_as": _sechs_as}


def supports(key: str) -> bool:
    """Whether :func:`candidates` knows the game with registry key ``key``."""
    return key in _BY_GAME


def candidates(state: State) -> list[Candidate]:
    """The choices of ``state`` (a decision node) with the engine's verdict on each.

    Raises :class:`ExerciseError` for a game without a list of choices here."""
    fn = _BY_GAME.get(state.game.key)
    if fn is None:
        raise ExerciseError(f"no list of places to try for {state.game.key!r}; known: {sorted(_BY_GAME)}")
    return fn(state)


def place_of(key: str, cid: str) -> str:
    """The board place (its ``data-click`` token in the drawing) of the choice ``cid`` of game
    ``key``: a hole ``"9"`` (Raja Pasu), a piece ``"piece:2"`` for ``"2:5"`` (German Pachisi), a
    unit ``"unit:19"`` for ``"move:3:19:1"`` or a waiting piece ``"enter:3:yard"`` (Czech
    Pachisi), a die's action ``"5:pot"`` (Sechs-As).  Raises :class:`ExerciseError` for a game
    without places or a choice id that is none of its game."""
    if key not in _BY_GAME:
        raise ExerciseError(f"no board places for {key!r}; known: {sorted(_BY_GAME)}")
    parts = cid.split(":")
    if key == "pachisi/german" and len(parts) == 2 and parts[0] in ("0", "1", "2", "3"):
        return f"piece:{parts[0]}"
    if key == "pachisi/czech" and parts[0] == "move" and len(parts) == 4:
        return f"unit:{parts[2]}"
    if key == "pachisi/czech" and parts[0] == "enter" and len(parts) == 3:
        return cid
    if key == "raja_pasu" and cid.isdigit():
        return cid
    if key == "sechs_as" and len(parts) == 2:
        return cid
    raise ExerciseError(f"{cid!r} is no choice of a {key} question about places")


def places_of(exercise) -> dict[str, tuple[str, tuple[str, ...]]]:
    """The board places of a ``"set"`` exercise about places: token -> (accessible name, the ids of
    its choices), in the order of the choices.  A German piece is one place with a choice per
    value (``"red piece 2"``: ``"1:5"``, ``"1:3"``, ``"1:5+3"``); every other game has one choice
    per place.  Raises :class:`ExerciseError` for an exercise of a game without places."""
    out: dict[str, tuple[str, tuple[str, ...]]] = {}
    for c in exercise.choices:
        token = place_of(exercise.key, c["id"])
        label = c["label"].rsplit(" by ", 1)[0] if exercise.key == "pachisi/german" else c["label"]
        name, ids = out.get(token, (label, ()))
        out[token] = (name, (*ids, c["id"]))
    return out
