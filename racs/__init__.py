"""RAC models (Sec. 2.1, Eq. 1.2) and the arithmetic fields they run in."""
from .fields import FLOAT53, Field, ModP, Rational, Real
from .model import RAC, default_initial_state, forward, layer_inputs, make_rac, random_rac

__all__ = [
    "FLOAT53", "Field", "ModP", "Rational", "Real",
    "RAC", "default_initial_state", "forward", "layer_inputs", "make_rac", "random_rac",
]
