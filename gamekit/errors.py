"""The exceptions gamekit raises.

Every error is a :class:`GameError`, which is a :class:`ValueError`, so callers that
already catch ``ValueError`` keep working.  After any of these errors nothing has
changed: states are immutable, and loaders build nothing until the input is valid.
"""

from __future__ import annotations


class GameError(ValueError):
    """Base class of every gamekit error."""


class IllegalMoveError(GameError):
    """A move or outcome was applied that the rules do not allow here.

    The message gives the reason and the rule ID, e.g.
    ``"hole 9 is not in South's row (RP-2)"``.  ``rule`` holds the rule ID (or None).
    """

    def __init__(self, message: str, rule: str | None = None):
        super().__init__(message)
        self.rule = rule


class InvalidPositionError(GameError):
    """A JSON position (or game record) is malformed; the message names the key or value."""


class UnknownGameError(GameError):
    """``gamekit.load`` was given a game name it does not know; the message lists the valid ones."""


class UnknownOptionError(GameError):
    """A game was given an option it does not have, or a value out of range; the message lists the valid ones."""
