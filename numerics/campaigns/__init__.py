r"""The one campaign store (SQLite): rows of long computations, claimed by pool or Dask workers, resumable and kill-safe. The atlas, the depth study and the training campaigns write through it."""

from numerics.campaigns.store import (
    CLAIM_LEASE_SECONDS,
    MAX_WORKERS,
    SQLITE_HEADER,
    CampaignSummary,
    Store,
    open_store,
    run_campaign,
)
from numerics.campaigns.workers import StoreError, _Dask, _Eta, _Local, _probe, _timed

__all__ = [
    "StoreError",
    "_Eta",
    "_Local",
    "_Dask",
    "_probe",
    "_timed",
    "open_store",
    "run_campaign",
    "Store",
    "CampaignSummary",
    "SQLITE_HEADER",
    "CLAIM_LEASE_SECONDS",
    "MAX_WORKERS",
]
