"""While the set-up script compiles the batch engines in the background, simulate() plays with the plain engine."""

from __future__ import annotations

import subprocess
import sys

import pytest

import gamekit
from gamekit.analysis import simulate, warming


@pytest.fixture
def sleeper():
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    yield proc
    proc.kill()
    proc.wait()


def test_warming_reads_the_marker(tmp_path, sleeper):
    marker = tmp_path / "warming"
    assert not warming.warming(marker)  # no marker
    marker.write_text(f"{sleeper.pid}\n")
    assert warming.warming(marker)  # a running process warms
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    marker.write_text(done.stdout)
    assert not warming.warming(marker)  # a stale marker: its process has ended
    marker.write_text("not a pid")
    assert not warming.warming(marker)


def test_simulate_uses_the_plain_engine_while_warming(tmp_path, sleeper, monkeypatch):
    game = gamekit.load("sechs_as")
    assert simulate(game, "random", 20, seed=0, progress=False).engine == "batched"
    marker = tmp_path / "warming"
    marker.write_text(f"{sleeper.pid}\n")
    monkeypatch.setattr(warming, "MARKER", marker)
    assert simulate(game, "random", 20, seed=0, progress=False).engine == "plain"
    marker.unlink()
    assert simulate(game, "random", 20, seed=0, progress=False).engine == "batched"
