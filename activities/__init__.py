"""All I/O of trainwarden: schedulers, logs, metrics, checkpoint stores (Temporal activities)."""
