"""The exceptions gamekit raises, and the argument checks that raise them.

Every error is a :class:`GameError`, which is a :class:`ValueError`, so callers that
already catch ``ValueError`` keep working.  After any of these errors nothing has
changed: states are immutable, and loaders build nothing until the input is valid.
"""

from __future__ import annotations

import numbers
import os
import re
from typing import Any, Sequence


class GameError(ValueError):
    """Base class of every gamekit error."""


RULE_ID = re.compile(r"\b[A-Z]{1,3}-\d+[a-z]?\b")
"""A rule ID: one to three capital letters, a hyphen, a number and perhaps a letter -- those of
RULES.md (``RP-5``, ``PG-14a``, ``B-2``) and those of any game added to :mod:`gamekit.registry`
(whose prefix no list here needs to know)."""


def rule_ids(text: str) -> tuple[str, ...]:
    """The rule IDs cited in ``text``, in order of appearance, each once (``()`` if none)."""
    return tuple(dict.fromkeys(RULE_ID.findall(text)))


class IllegalMoveError(GameError):
    """A move or outcome was applied that the rules do not allow here.

    The message gives the reason and the rule ID, e.g.
    ``"hole 9 is not in South's row (RP-2)"``.  ``rule`` holds the rule ID(s) of the reason, as
    one string (``"PG-11, PG-11a"``); ``rules`` the same as a tuple.  Both are taken from the
    message unless ``rule`` is given; ``rule`` is None (``rules`` empty) only where the reason
    cites no rule (input that is no move of the game at all, see :class:`InvalidMoveError`).
    """

    def __init__(self, message: str, rule: str | None = None):
        super().__init__(message)
        self.rules: tuple[str, ...] = rule_ids(rule) if rule else rule_ids(message)
        self.rule: str | None = ", ".join(self.rules) or None


class InvalidMoveError(IllegalMoveError):
    """Move input that cannot be read: not a move of this game at all, or malformed move JSON.

    The message names what is wrong.  Raised by ``State.apply`` / ``apply_with_events`` (which
    refuse such input at a decision node) and by ``Game.move_from_json``.  It is a subclass of
    :class:`IllegalMoveError`, so ``except IllegalMoveError`` also catches it: unreadable input
    is never playable.
    """


class InvalidPositionError(GameError):
    """A JSON position (or game record) is malformed; the message names the key or value."""


class UnfinishedGameError(GameError):
    """A game did not end within the step cap it was played with (``max_steps`` of
    :func:`gamekit.playout`); the message gives the cap.  Some pairs of computer players never
    end a game (two greedy Raja Pasu players in match play, RP-9): :func:`gamekit.analysis.simulate`
    counts such a game as unfinished instead of raising."""


class UnknownGameError(GameError):
    """``gamekit.load`` was given a game name it does not know; the message lists the valid ones."""


class UnknownOptionError(GameError):
    """A game was given an option it does not have, or a value out of range; the message lists the valid ones."""


# ---------------------------------------------------------------------------------------------
# Argument checks: every public function checks its arguments at its entry with these (and with
# :func:`gamekit.core.state_arg` / :func:`gamekit.core.game_arg`), so careless input is a
# GameError naming the argument.  ``where`` names the function, ``arg`` the argument.


def _plain_int(x: Any) -> Any:
    """A numpy integer as an int; anything else (a bool too) unchanged."""
    return int(x) if isinstance(x, numbers.Integral) and type(x) not in (int, bool) else x


def shown_value(value: Any) -> str:
    """``repr(value)`` cut to 60 characters, for an error message about a careless argument."""
    try:
        text = repr(value)
    except Exception:  # e.g. an int too long to print
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 60 else text[:57] + "..."


def int_arg(value: Any, where: str, arg: str, lo: int | None = None, hi: int | None = None) -> int:
    """``value`` if it is an int from ``lo`` to ``hi`` (a numpy integer becomes an int; a bool,
    a float and a str are refused): :func:`json_int` for a function's argument.

    Raises:
        GameError: the message names ``arg`` and the range.
    """
    value = _plain_int(value)
    if type(value) is not int or (lo is not None and value < lo) or (hi is not None and value > hi):
        span = (f" from {lo}" if lo is not None else "") + (f" to {hi}" if hi is not None else "")
        raise GameError(f"{where}({arg}): {arg} must be an int{span}, not {shown_value(value)}")
    return value


def str_arg(value: Any, where: str, arg: str, choices: Sequence[str] | None = None) -> str:
    """``value`` if it is a str (one of ``choices``, if given).

    Raises:
        GameError: the message names ``arg`` (and lists the choices).
    """
    if not isinstance(value, str) or (choices is not None and value not in choices):
        among = f" (one of {', '.join(map(repr, choices))})" if choices is not None else ""
        raise GameError(f"{where}({arg}): {arg} must be a str{among}, not {shown_value(value)}")
    return value


def bool_arg(value: Any, where: str, arg: str) -> bool:
    """``value`` if it is a bool (``numpy.bool_`` becomes a bool; 0, 1 and None are refused).

    Raises:
        GameError: the message names ``arg``.
    """
    if type(value) is not bool and type(value).__name__ != "bool_":
        raise GameError(f"{where}({arg}): {arg} must be True or False, not {shown_value(value)}")
    return bool(value)


def seq_arg(value: Any, where: str, arg: str, *, sizes: Sequence[int] = ()) -> tuple:
    """``value`` as a tuple if it is a tuple or list (of one of ``sizes`` many entries, if given).

    Raises:
        GameError: the message names ``arg``.
    """
    if type(value) not in (tuple, list) or (sizes and len(value) not in sizes):
        count = f"{' or '.join(map(str, sizes))} " if sizes else ""
        raise GameError(f"{where}({arg}): {arg} must be a list or tuple of {count}values, not {shown_value(value)}")
    return tuple(value)


def ints_arg(
    value: Any, where: str, arg: str, lo: int | None = None, hi: int | None = None, *, sizes: Sequence[int] = ()
) -> tuple[int, ...]:
    """``value`` as a tuple of ints each from ``lo`` to ``hi`` (a throw ``(6, 5)``, the dice of a
    Sechs-As roll): a tuple or list, of one of ``sizes`` many entries if given.

    Raises:
        GameError: the message names ``arg``.
    """
    ok = type(value) in (tuple, list) and (not sizes or len(value) in sizes)
    items = tuple(_plain_int(v) for v in value) if ok else ()
    if not ok or any(type(v) is not int or (lo is not None and v < lo) or (hi is not None and v > hi) for v in items):
        span = (f" from {lo}" if lo is not None else "") + (f" to {hi}" if hi is not None else "")
        count = f"{' or '.join(map(str, sizes))} " if sizes else ""
        raise GameError(f"{where}({arg}): {arg} must be a tuple of {count}ints{span}, not {shown_value(value)}")
    return items


def path_arg(value: Any, where: str, arg: str) -> str | os.PathLike:
    """``value`` if it is a file or directory name: a non-empty str or an ``os.PathLike``.

    Raises:
        GameError: the message names ``arg``.
    """
    if not (isinstance(value, os.PathLike) or (isinstance(value, str) and value)):
        raise GameError(f"{where}({arg}): {arg} must be a path (a str or pathlib.Path), not {shown_value(value)}")
    return value
