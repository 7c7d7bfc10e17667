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


class TmuxError(WardenError):
    """tmux could not do what was asked (not installed, no such pane, a name taken).
    ``screen`` holds the pane's last capture, when there is one."""

    def __init__(self, message: str, screen: str = "") -> None:
        super().__init__(message)
        self.screen = screen


class DriverError(TmuxError):
    """The keystroke driver could not do what it was asked."""


class DeliveryError(DriverError):
    """An answer could not be typed into the picker (the screen was not as expected)."""


class TypingError(DriverError):
    """A command could not be typed into the prompt's input box."""
