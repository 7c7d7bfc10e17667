"""One base class; the CLI prints these as one clear line and exits 1."""


class WardenError(Exception):
    """A problem the person can act on; its message is shown as is."""


class ConfigError(WardenError):
    pass


class StoreError(WardenError):
    pass


class NotFound(WardenError):
    pass


class InstallError(WardenError):
    pass
