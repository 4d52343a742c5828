"""Shipped playbooks, signature catalogs, notification templates and playbook test cases.

Data, not code: installed as the package ``trainwarden.playbooks`` so the installed ``warden``
finds them through importlib.resources wherever it is installed. Copy a file out to adapt it.
"""
