"""Tests of appclient."""
