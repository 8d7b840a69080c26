"""Confidence intervals for simulated frequencies and means (scipy.stats does the work)."""

from __future__ import annotations

import numpy as np
from scipy import stats


def proportion_ci(successes: int, n: int, level: float = 0.95) -> tuple[float, float]:
    """Wilson score interval for a proportion ``successes / n`` (both ints, ``n >= 1``).

    Returns ``(low, high)`` in [0, 1]; raises ValueError if ``n < 1`` or ``successes`` is outside 0..n.
    """
    ci = stats.binomtest(int(successes), int(n)).proportion_ci(confidence_level=level, method="wilson")
    return float(ci.low), float(ci.high)


def mean_ci(values, level: float = 0.95) -> tuple[float, float, float]:
    """``(mean, low, high)``: the mean of ``values`` with a Student-t interval."""
    x = np.asarray(values, dtype=float)
    m = float(x.mean())
    if len(x) < 2:
        return m, float("nan"), float("nan")
    low, high = stats.t.interval(level, len(x) - 1, loc=m, scale=stats.sem(x))
    return m, float(low), float(high)


def difference_ci(a, b, level: float = 0.95) -> tuple[float, float, float]:
    """``(mean(a) - mean(b), low, high)`` for two independent samples (Welch's t interval)."""
    res = stats.ttest_ind(np.asarray(a, float), np.asarray(b, float), equal_var=False)
    ci = res.confidence_interval(confidence_level=level)
    return float(np.mean(a) - np.mean(b)), float(ci.low), float(ci.high)
