"""Hypothesis profiles: ``ci`` (default; derandomized, no deadline), ``dev`` and ``thorough``.

Pick one with ``HYPOTHESIS_PROFILE=thorough pytest -m slow`` or ``pytest --hypothesis-profile=dev``.
"""

import os
import sys
from pathlib import Path

# sympy is the tests' independent exact oracle: keep it off FLINT (which the library itself uses).
os.environ.setdefault("SYMPY_GROUND_TYPES", "python")

from hypothesis import HealthCheck, settings

sys.path.append(str(Path(__file__).parent))

settings.register_profile(
    "ci",
    derandomize=True,
    deadline=None,
    max_examples=25,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("dev", deadline=None, max_examples=50)
settings.register_profile("thorough", deadline=None, max_examples=500, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
