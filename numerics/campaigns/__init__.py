r"""The one campaign store (SQLite): rows of long computations, claimed by pool or Dask workers, resumable and kill-safe. The atlas, the depth study and the training campaigns write through it."""

from numerics.campaigns.workers import (StoreError, _Eta, _Local, _Dask, _probe, _timed)
from numerics.campaigns.store import (open_store, run_campaign, Store, CampaignSummary, SQLITE_HEADER, CLAIM_LEASE_SECONDS, MAX_WORKERS)

__all__ = ['StoreError', '_Eta', '_Local', '_Dask', '_probe', '_timed', 'open_store', 'run_campaign', 'Store', 'CampaignSummary', 'SQLITE_HEADER', 'CLAIM_LEASE_SECONDS', 'MAX_WORKERS']
