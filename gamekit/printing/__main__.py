"""``python -m gamekit.printing OUTDIR``: build the printable classroom pack (see :mod:`gamekit.printing`)."""

from __future__ import annotations

import argparse

from ..errors import GameError
from . import build_pack


def seed_list(text: str) -> list[int]:
    """``"1,2,3"`` -> ``[1, 2, 3]``; argparse's error for anything but whole numbers >= 0."""
    try:
        seeds = [int(part) for part in text.split(",") if part.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"seeds are whole numbers separated by commas, not {text!r}") from None
    if not seeds or min(seeds) < 0:
        raise argparse.ArgumentTypeError(f"seeds are whole numbers >= 0 separated by commas, not {text!r}")
    return seeds


def main(argv=None) -> int:
    """Parse the command line, build the pack, print one line per PDF with its page count."""
    ap = argparse.ArgumentParser(prog="python -m gamekit.printing", description=__doc__)
    ap.add_argument("outdir", help="folder to write the PDFs into (created if missing)")
    ap.add_argument("--paper", nargs="+", default=["a4", "letter"], help="a4 and/or letter")
    ap.add_argument(
        "--worksheet-seeds",
        type=seed_list,
        default=None,
        metavar="1,2,3",
        help="worksheets from these seeds (per game and seed, one exercise of every kind); "
        "default: the exercises the notebooks ask",
    )
    args = ap.parse_args(argv)
    try:
        counts = build_pack(args.outdir, args.paper, args.worksheet_seeds)
    except GameError as exc:
        ap.error(str(exc))
    for name, pages in counts.items():
        print(f"{args.outdir}/{name}: {pages} page(s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
