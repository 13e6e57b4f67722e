r"""Grid tensors and their Start-End matricization (Sec. 1.3.2, Definition 1.1): the first stage of the pipeline, model -> grid tensor -> Start-End matrix."""

from numerics.grid.prefix_walk import (PrefixOps, WalkCalls, head_levels, tail_levels, children_by_template, advance, descend, one_blas_thread, MAX_STEPS, walk_grid, walk_nbytes, walk_calls)
from numerics.grid.grid_tensor import (grid_tensor, grid_tensor_nbytes, grid_tensor_layer_steps, identity_templates, advance_states, finish_grid, CHUNK_ELEMENTS, BLOCK_ELEMENTS, TAIL_ENTRIES)
from numerics.grid.cell_grid import (cell_grid_tensor, cell_grid_nbytes)
from numerics.grid.matricize import (matricize, start_end, start_end_partition)

__all__ = ['PrefixOps', 'WalkCalls', 'head_levels', 'tail_levels', 'children_by_template', 'advance', 'descend', 'one_blas_thread', 'MAX_STEPS', 'walk_grid', 'walk_nbytes', 'walk_calls', 'grid_tensor', 'grid_tensor_nbytes', 'grid_tensor_layer_steps', 'identity_templates', 'advance_states', 'finish_grid', 'CHUNK_ELEMENTS', 'BLOCK_ELEMENTS', 'TAIL_ENTRIES', 'cell_grid_tensor', 'cell_grid_nbytes', 'matricize', 'start_end', 'start_end_partition']
