"""numerics.cli.OneLineParser: an abbreviated or mis-cased option is refused, naming the option meant."""

import argparse

import pytest

from numerics.cli import OneLineParser


def _parser():
    p = OneLineParser(prog="python -m numerics.demo")
    p.add_argument("--T", type=int)
    p.add_argument("--trials", type=int)
    p.add_argument("--depth", type=int, required=True)
    return p


@pytest.mark.parametrize(
    "argv, meant",
    [
        (["--depth", "3", "--t", "6"], "--T"),
        (["--depth", "3", "--tri", "1"], "--trials"),
        (["--depht", "3"], "--depth"),
        (["--depth", "3", "--Trials", "1"], "--trials"),
    ],
)
def test_a_wrong_option_is_refused_in_one_line_naming_the_one_meant(argv, meant, capsys):
    with pytest.raises(SystemExit) as exc:
        _parser().parse_args(argv)
    err = capsys.readouterr().err
    assert exc.value.code == 2 and err.count("\n") == 1
    assert f"unrecognized arguments: {argv[-2]}" in err and f"did you mean {meant}?" in err


def test_exact_options_still_parse_and_abbreviations_do_not():
    want = argparse.Namespace(T=6, trials=2, depth=3)
    assert _parser().parse_args(["--depth", "3", "--T", "6", "--trials=2"]) == want
    # argparse itself, with abbreviations allowed, would have read --t as --trials: the case this guards against
    plain = argparse.ArgumentParser()
    plain.add_argument("--T", type=int)
    plain.add_argument("--trials", type=int)
    assert plain.parse_args(["--t", "6"]).trials == 6
