# The two commands of the README: `make demo` and `make test`.
PY ?= python3
VENV := .venv
STAMP := $(VENV)/.installed

# scripts/install.sh is also the Dockerfile's install step (same pinned versions).
$(STAMP): pyproject.toml scripts/install.sh scripts/constraints.txt
	PY=$(PY) bash scripts/install.sh dev $(VENV)
	touch $(STAMP)

.PHONY: setup system demo test lint typecheck
setup: $(STAMP)

# what the tests need from the system (Slurm releases, munge), once per machine, under a lock
system:
	bash scripts/install-system.sh

demo: $(STAMP)
	$(VENV)/bin/warden demo

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/python scripts/lint_imports.py

# mypy on the product code as the package installs (also run by the tests: test_types.py)
typecheck: $(STAMP)
	$(VENV)/bin/python scripts/typecheck.py

test: $(STAMP) system
	bash scripts/test.sh
