"""Analysis: exact solutions and simulation.  Heavy modules load on first use."""

from __future__ import annotations


def solve_sechs_as(**options):
    """Solve two-player Sechs-As exactly; see :mod:`gamekit.analysis.sechs_as`."""
    from .sechs_as import solve_sechs_as as _solve

    return _solve(**options)
