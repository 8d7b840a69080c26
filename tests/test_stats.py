"""gamekit.analysis.stats: the intervals the kit prints are scipy's, to the last bit."""

from __future__ import annotations

import pytest
from scipy import stats as sps

from gamekit.analysis.stats import proportion_ci


@pytest.mark.parametrize("n", [1, 2, 7, 40, 1000, 2500])
@pytest.mark.parametrize("level", [0.95, 0.5, 0.99])
def test_proportion_ci_is_scipys_wilson_interval_exactly(n, level):
    """For every count 0..n: equal (==) to ``binomtest(k, n).proportion_ci(level, "wilson")``."""
    for k in range(n + 1):
        ci = sps.binomtest(k, n).proportion_ci(confidence_level=level, method="wilson")
        assert proportion_ci(k, n, level) == (float(ci.low), float(ci.high)), (k, n, level)


def test_proportion_ci_values_worked_by_hand():
    """58 wins of 100 at 95 %: z = 1.959964, z^2 = 3.841459; centre (116 + z^2) / (2 (100 + z^2))
    = 119.841459 / 207.682918 = 0.577041; half-width z / 207.682918 * sqrt(97.44 + z^2)
    = 0.0094373 * 10.063869 = 0.094976: 0.482065 to 0.672016.  0 of 10 starts at 0 and 10 of 10
    ends at 1."""
    low, high = proportion_ci(58, 100)
    assert low == pytest.approx(0.482065, abs=2e-6) and high == pytest.approx(0.672016, abs=2e-6)
    assert proportion_ci(0, 10)[0] == 0.0 and proportion_ci(10, 10)[1] == 1.0


@pytest.mark.parametrize("args", [(1, 0), (-1, 10), (11, 10), (5, 10, 1.0), (5, 10, 0.0)])
def test_proportion_ci_refuses_impossible_counts(args):
    with pytest.raises(ValueError):
        proportion_ci(*args)
