import os
import sys

# tests import their shared helpers (conformance.py) by module name
sys.path.insert(0, os.path.dirname(__file__))
