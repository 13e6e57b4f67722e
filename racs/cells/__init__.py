r"""The cell zoo: every seed's recurrent cell, stackable, written once against an array namespace.

Cells (keys of :data:`CELLS`): ``rac`` (Eq. 1.2/2.2), ``rnn``, ``irnn``, ``ugrnn``, ``gru``, ``lstm``,
``plusrnn`` (Collins et al. 2017, Eqs. 1-20), ``mcrm`` (Mohamed & Claudel, Eqs. 3-5 as their reference
implementation reads them), ``scornn`` (thesis Sec. 1.2.2, Ch. 3). Each module's text says how its seed was
read where the text is damaged or silent.
"""

from .base import Cell, identity_prepare, normal
from .elman import IRNN_CELL, RNN_CELL, UGRNN_CELL
from .gated import GRU_CELL, LSTM_CELL, MCRM_CELL
from .ops import FieldOps, array_namespace, column, lin, modrelu, relu, sigmoid
from .plus import PLUSRNN_CELL
from .rac import RAC_CELL
from .scornn import SCORNN_CELL, cayley
from .stack import (
    CELLS,
    Stack,
    get_cell,
    init_stack,
    param_count,
    prepare_layers,
    rac_stack,
    stack_namespace,
    stacked_forward,
    width_for_params,
)

__all__ = [
    "Cell",
    "identity_prepare",
    "normal",
    "RAC_CELL",
    "RNN_CELL",
    "IRNN_CELL",
    "UGRNN_CELL",
    "GRU_CELL",
    "LSTM_CELL",
    "PLUSRNN_CELL",
    "MCRM_CELL",
    "SCORNN_CELL",
    "cayley",
    "FieldOps",
    "array_namespace",
    "column",
    "lin",
    "modrelu",
    "relu",
    "sigmoid",
    "CELLS",
    "Stack",
    "get_cell",
    "init_stack",
    "param_count",
    "prepare_layers",
    "rac_stack",
    "stack_namespace",
    "stacked_forward",
    "width_for_params",
]
