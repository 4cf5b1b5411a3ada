"""Benchmarks: figures printed, never asserted (docs/testing.md). Run from the project's root:
`python -m benchmarks.scorers`, `python -m benchmarks.cli`, `python -m benchmarks.history`."""
