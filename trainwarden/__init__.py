"""trainwarden: durable supervision and recovery of multi-node training jobs."""
