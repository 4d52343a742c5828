"""Scheduler backends: the local simulated cluster and Slurm, behind one interface."""
