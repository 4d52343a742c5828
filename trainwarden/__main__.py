"""`python -m trainwarden ...`: the `warden` command line (trainwarden.cli), for a venv whose
bin/ is not on PATH or an interpreter chosen explicitly."""

from trainwarden.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
