# The two commands of the README: `make demo` and `make test`.
PY ?= python3
VENV := .venv
STAMP := $(VENV)/.installed

# scripts/install.sh is also the Dockerfile's install step (same pinned versions).
$(STAMP): pyproject.toml scripts/install.sh scripts/constraints.txt
	PY=$(PY) bash scripts/install.sh dev $(VENV)
	touch $(STAMP)

.PHONY: setup demo test lint
setup: $(STAMP)

demo: $(STAMP)
	$(VENV)/bin/warden demo

lint: $(STAMP)
	$(VENV)/bin/ruff check .

test: $(STAMP)
	bash scripts/test.sh
