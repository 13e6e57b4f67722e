r"""The certified-rank front end: one call decides the method and the memory, draws seeded instances, ranks them exactly and reports every bound (Claims 2 and 5, Schwartz-Zippel); the same instances built and ranked on an accelerator (device)."""

from numerics.certify.schwartz_zippel import (entry_degree, schwartz_zippel_bound, refutation_chance, REFUTE_LEVEL)
from numerics.certify.certified import (RankReport, TrialRank, certified_rank, start_end_rank, trial_prime, METHODS, RANK_BACKENDS, RATIONAL_MAX_ENTRIES, SKETCH_BLOCK, SKETCH_WIDTH, SKETCH_FRACTION, MAX_LAYER_STEPS, INT_TEXT_DIGITS, method_nbytes, best_upper_bound, sketch_suits, sketch_width, int_text)
from numerics.certify.device import (start_end_matrix_mod_p, device_rank_mod_p, device_certified_rank, DeviceRank, BACKENDS)

__all__ = ['entry_degree', 'schwartz_zippel_bound', 'refutation_chance', 'REFUTE_LEVEL', 'RankReport', 'TrialRank', 'certified_rank', 'start_end_rank', 'trial_prime', 'METHODS', 'RANK_BACKENDS', 'RATIONAL_MAX_ENTRIES', 'SKETCH_BLOCK', 'SKETCH_WIDTH', 'SKETCH_FRACTION', 'MAX_LAYER_STEPS', 'INT_TEXT_DIGITS', 'method_nbytes', 'best_upper_bound', 'sketch_suits', 'sketch_width', 'int_text', 'start_end_matrix_mod_p', 'device_rank_mod_p', 'device_certified_rank', 'DeviceRank', 'BACKENDS']
