"""Fakes that stand in for the outside world at its seams (LLM vendors, ...)."""
