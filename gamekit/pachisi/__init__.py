"""Pachisi: one cross board (:mod:`gamekit.cross_board`), two rule sets.

* ``gamekit.load("pachisi", ruleset="german", ...)`` -> :class:`gamekit.pachisi.german.GermanPachisi`
  (RULES §2, the German family rules, two dice, gates);
* ``gamekit.load("pachisi", ruleset="czech", ...)`` -> ``gamekit.pachisi.czech.CzechPachisi``
  (RULES §3, six cowries, units, castles).

What both share (colours, teams, pieces and their JSON) is in :mod:`gamekit.pachisi.common`.
The rule-set modules are imported lazily by :func:`gamekit.load`.
"""

from .common import COLOURS, LETTERS, RETURNED, YARD
from .common import partner as partner

__all__ = ["COLOURS", "LETTERS", "YARD", "RETURNED"]
