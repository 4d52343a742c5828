# The two commands of the README: `make demo` and `make test`.
PY ?= python3
VENV := .venv
STAMP := $(VENV)/.installed

# scripts/install.sh is also the Dockerfile's install step (same pinned versions).
$(STAMP): pyproject.toml scripts/install.sh scripts/constraints.txt
	PY=$(PY) bash scripts/install.sh dev $(VENV)
	touch $(STAMP)

.PHONY: setup demo test lint typecheck
setup: $(STAMP)

demo: $(STAMP)
	$(VENV)/bin/warden demo

lint: $(STAMP)
	$(VENV)/bin/ruff check .

# mypy on the product code as the package installs (also run by the tests: test_types.py)
typecheck: $(STAMP)
	$(VENV)/bin/python scripts/typecheck.py

test: $(STAMP)
	bash scripts/test.sh
