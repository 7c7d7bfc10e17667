"""The `warden` command line (click): one module per command family, the group and its
error handling in :mod:`warden.cli.main`, shared printing helpers in
:mod:`warden.cli.output`. It is the outermost layer: nothing else in warden imports it."""
