"""Shell completion for `warden` (bash: warden.bash, zsh: _warden), shipped as package data:
generated from the parser by `warden completion SHELL`, kept equal to it by the tests."""
