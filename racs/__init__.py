"""RAC models (Sec. 2.1, Eq. 1.2), the fields they run in, and their tensor networks (App. A)."""

from .cloning import NoCloning, no_cloning
from .deep_tn import (
    basic_units,
    deep_network,
    deep_network_nbytes,
    is_rank1_assignment,
    network_sizes,
    rank1_assignment,
)
from .fields import FLOAT53, Field, ModP, Rational, Real
from .memory import TooLargeError, available_bytes, check_fits, fits, format_bytes, format_log2_bytes, log2_bytes
from .mincut import MinCut, start_end_mincut
from .model import RAC, default_initial_state, forward, layer_inputs, make_rac, rac_nbytes, random_rac
from .shallow_tn import delta3, shallow_mps, shallow_network, tt_cores, tt_tensor, weights_tensor
from .tn_graph import (
    COPY_KINDS,
    MAX_CONTRACT_NODES,
    Network,
    NetworkBuilder,
    OpenLeg,
    TEdge,
    TNode,
    contract,
    einsum_operands,
    subnetwork,
    to_networkx,
)

__all__ = [
    "NoCloning",
    "no_cloning",
    "basic_units",
    "deep_network",
    "deep_network_nbytes",
    "is_rank1_assignment",
    "network_sizes",
    "rank1_assignment",
    "FLOAT53",
    "Field",
    "ModP",
    "Rational",
    "Real",
    "TooLargeError",
    "available_bytes",
    "check_fits",
    "fits",
    "format_bytes",
    "format_log2_bytes",
    "log2_bytes",
    "MinCut",
    "start_end_mincut",
    "RAC",
    "default_initial_state",
    "forward",
    "layer_inputs",
    "make_rac",
    "rac_nbytes",
    "random_rac",
    "delta3",
    "shallow_mps",
    "shallow_network",
    "tt_cores",
    "tt_tensor",
    "weights_tensor",
    "COPY_KINDS",
    "MAX_CONTRACT_NODES",
    "Network",
    "NetworkBuilder",
    "OpenLeg",
    "TEdge",
    "TNode",
    "contract",
    "einsum_operands",
    "subnetwork",
    "to_networkx",
]
