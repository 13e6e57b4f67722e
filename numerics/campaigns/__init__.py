r"""The one campaign store (SQLite): rows of long computations, claimed by pool or Dask workers, resumable and
kill-safe. The atlas, the depth study and the training campaigns write through it.

Modules: :mod:`store` (the file: ``open_store``, ``Store``), :mod:`run` (``run_campaign``: claim, compute, store,
progress), :mod:`workers` (local processes that die with their parent, Dask, the ETA).
"""

from numerics.campaigns.run import MAX_WORKERS, CampaignSummary, connect_scheduler, run_campaign
from numerics.campaigns.store import CLAIM_LEASE_SECONDS, SQLITE_HEADER, Store, open_store
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
    "connect_scheduler",
    "Store",
    "CampaignSummary",
    "SQLITE_HEADER",
    "CLAIM_LEASE_SECONDS",
    "MAX_WORKERS",
]
