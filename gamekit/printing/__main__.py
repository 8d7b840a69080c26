"""``python -m gamekit.printing OUTDIR``: build the printable classroom pack (see :mod:`gamekit.printing`)."""

from __future__ import annotations

import argparse

from . import DEFAULT_SEEDS, build_pack


def main(argv=None) -> int:
    """Parse the command line, build the pack, print one line per PDF with its page count."""
    ap = argparse.ArgumentParser(prog="python -m gamekit.printing", description=__doc__)
    ap.add_argument("outdir", help="folder to write the PDFs into (created if missing)")
    ap.add_argument("--paper", nargs="+", default=["a4", "letter"], help="a4 and/or letter")
    ap.add_argument("--seeds", nargs="+", type=int, default=list(DEFAULT_SEEDS), help="worksheet seeds")
    args = ap.parse_args(argv)
    for name, pages in build_pack(args.outdir, args.paper, args.seeds).items():
        print(f"{args.outdir}/{name}: {pages} page(s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
