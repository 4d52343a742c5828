"""Checkpoint layouts: how each trainer lays out a checkpoint and when one is complete."""
