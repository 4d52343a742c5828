"""The package map pyproject.toml cannot express with a glob: the repository keeps its
workflows/, activities/, workers/ and playbooks/ folders at the top level (the layout every
contributor knows), and the distribution installs them under the one namespace ``trainwarden.``
(``trainwarden.workflows``, ...), so nothing generic such as ``activities`` lands in site-packages.
Everything else about the project is in pyproject.toml."""

from setuptools import find_packages, setup

MAPPED_FOLDERS = {
    "workflows": "trainwarden.workflows",
    "activities": "trainwarden.activities",
    "workers": "trainwarden.workers",
    "playbooks": "trainwarden.playbooks",
}

packages = find_packages(include=["trainwarden", "trainwarden.*"])
package_dir = {"trainwarden": "trainwarden"}
for folder, name in MAPPED_FOLDERS.items():
    package_dir[name] = folder
    packages += [name, *(f"{name}.{sub}" for sub in find_packages(folder))]

setup(packages=packages, package_dir=package_dir)
