"""Incident reports, badput buckets, goodput and timeline pictures (pure: no Temporal)."""
