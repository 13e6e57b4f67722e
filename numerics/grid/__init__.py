r"""Grid tensors and their Start-End matricization (Sec. 1.3.2, Definition 1.1): the first stage of the pipeline, model -> grid tensor -> Start-End matrix."""

from numerics.grid.cell_grid import cell_grid_nbytes, cell_grid_tensor
from numerics.grid.grid_tensor import (
    BLOCK_ELEMENTS,
    CHUNK_ELEMENTS,
    TAIL_ENTRIES,
    advance_states,
    finish_grid,
    grid_tensor,
    grid_tensor_layer_steps,
    grid_tensor_nbytes,
    identity_templates,
)
from numerics.grid.matricize import matricize, start_end, start_end_partition
from numerics.grid.prefix_walk import (
    MAX_STEPS,
    PrefixOps,
    WalkCalls,
    advance,
    children_by_template,
    descend,
    head_levels,
    one_blas_thread,
    tail_levels,
    walk_calls,
    walk_grid,
    walk_nbytes,
)

__all__ = [
    "PrefixOps",
    "WalkCalls",
    "head_levels",
    "tail_levels",
    "children_by_template",
    "advance",
    "descend",
    "one_blas_thread",
    "MAX_STEPS",
    "walk_grid",
    "walk_nbytes",
    "walk_calls",
    "grid_tensor",
    "grid_tensor_nbytes",
    "grid_tensor_layer_steps",
    "identity_templates",
    "advance_states",
    "finish_grid",
    "CHUNK_ELEMENTS",
    "BLOCK_ELEMENTS",
    "TAIL_ENTRIES",
    "cell_grid_tensor",
    "cell_grid_nbytes",
    "matricize",
    "start_end",
    "start_end_partition",
]
