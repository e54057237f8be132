"""Held-out evaluation libraries for the offline organizer, each written by a different author."""
