"""Tests of organizer."""
