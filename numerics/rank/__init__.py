r"""Rank backends: exact GF(p) ranks (FLINT, BLAS with delayed reduction, the rank at a proven bound), exact ranks over Q, float SVD with its evidence, and the Start-End ranks that never hold the matrix (factorised through the crossing states, streamed sketches)."""

from numerics.rank.at_bound import at_bound_nbytes, at_bound_suits, rank_at_bound
from numerics.rank.blas import blas_rank_mod_p, blas_rank_nbytes, blas_row_basis
from numerics.rank.dense import (
    BLAS_MIN_BLOCK,
    BLAS_MIN_SIDE,
    BLAS_PANEL,
    ModPRank,
    RationalRank,
    SVDRank,
    default_prime,
    rank_mod_p,
    rank_mod_p_nbytes,
    rank_rational,
    rank_svd,
    singular_values,
    to_mod_p,
)
from numerics.rank.factorised import (
    FACTORISED_SHARE,
    FactorisedRank,
    crossing_degrees,
    factorised_rank,
    factorised_rank_nbytes,
    factorised_suits,
    feature_count,
    monomial_features,
)
from numerics.rank.flint_bridge import (
    flint_inv_mod_p,
    flint_rank_mod_p,
    flint_rref_mod_p,
    flint_solve_mod_p,
    libflint_path,
)
from numerics.rank.sketch import SketchRank, sketched_rank

__all__ = [
    "ModPRank",
    "SVDRank",
    "RationalRank",
    "rank_mod_p",
    "rank_mod_p_nbytes",
    "rank_svd",
    "rank_rational",
    "default_prime",
    "to_mod_p",
    "singular_values",
    "BLAS_PANEL",
    "BLAS_MIN_SIDE",
    "BLAS_MIN_BLOCK",
    "rank_at_bound",
    "at_bound_suits",
    "at_bound_nbytes",
    "blas_rank_mod_p",
    "blas_row_basis",
    "blas_rank_nbytes",
    "flint_rank_mod_p",
    "flint_rref_mod_p",
    "flint_inv_mod_p",
    "flint_solve_mod_p",
    "libflint_path",
    "FactorisedRank",
    "factorised_rank",
    "factorised_rank_nbytes",
    "factorised_suits",
    "crossing_degrees",
    "feature_count",
    "monomial_features",
    "FACTORISED_SHARE",
    "SketchRank",
    "sketched_rank",
]
