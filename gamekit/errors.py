"""The exceptions gamekit raises.

Every error is a :class:`GameError`, which is a :class:`ValueError`, so callers that
already catch ``ValueError`` keep working.  After any of these errors nothing has
changed: states are immutable, and loaders build nothing until the input is valid.
"""

from __future__ import annotations

import re


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
