"""Analysis: exact solutions and simulation.

``from gamekit.analysis import simulate`` gives the function :func:`simulate` (the README's
spelling ``simulate(game, agents, n_games, seed)``).  Its module is
``gamekit.analysis.simulate`` too (``from gamekit.analysis.simulate import SimulationResult``
works), but the package attribute ``gamekit.analysis.simulate`` is the function.
``gamekit.analysis.evaluate`` is likewise the function
:func:`gamekit.analysis.evaluate.evaluate` (every play of a position, rolled out).  The solvers
and batch engines load on first use.
"""

from __future__ import annotations

from .simulate import SimulationResult, simulate, simulate_chunks  # binds the name to the function
from .evaluate import evaluate  # the same: ``gamekit.analysis.evaluate`` is the function


def solve_sechs_as(**options):
    """Solve two-player Sechs-As exactly; see :mod:`gamekit.analysis.sechs_as`."""
    from .sechs_as import solve_sechs_as as _solve

    return _solve(**options)


__all__ = ["simulate", "simulate_chunks", "SimulationResult", "solve_sechs_as", "evaluate"]
