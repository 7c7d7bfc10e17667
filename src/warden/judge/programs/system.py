"""Programs that change the machine rather than the project.

System and user package managers, services, scheduled jobs, firewalls, mounts, users,
kernel settings, power: ``system``; their read-only forms (``apt search``,
``brew list``, ``systemctl status``, ``crontab -l``) are reads. Keychains, password
stores and GPG secrets are ``credentials``. Running ``sudo`` or ``su`` without a command
opens a root shell: ``privilege``.
"""

from __future__ import annotations

from warden.judge import effects as E

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.judge.cmd import Cmd
    from warden.judge.effects import Effect


def _sub(c: Cmd) -> str:
    return next((a for a in c.args if not a.startswith("-")), "")


def package_manager(read: frozenset[str]):
    def handler(c: Cmd) -> list[Effect]:
        sub = _sub(c)
        if sub in read or not sub and any(a in ("--version", "-v", "-V", "--help", "-h", "-l", "-q", "-Q") for a in c.args):
            return [c.eff(E.READ)]
        return [c.eff(E.SYSTEM, f"{c.name} {sub}".strip(), "installs, removes or updates software on the machine")]
    return handler


_APT_READ = frozenset("search show list policy depends rdepends showpkg madison changelog info download-".split())
_BREW_READ = frozenset("list ls info search outdated doctor config deps uses leaves desc home --version --prefix "
                       "--cellar --repository --cache commands help log missing options tap-info".split())


def systemctl(c: Cmd) -> list[Effect]:
    sub = _sub(c)
    if sub in ("", "status", "is-active", "is-enabled", "is-failed", "list-units", "list-unit-files", "show", "cat",
               "list-timers", "list-sockets", "list-dependencies", "get-default", "show-environment", "help"):
        return [c.eff(E.READ)]
    return [c.eff(E.SYSTEM, f"{c.name} {sub}", "starts, stops or changes system services")]


def service(c: Cmd) -> list[Effect]:
    if c.args[-1:] == ["status"] or c.args[:1] in (["--status-all"], ["--help"]):
        return [c.eff(E.READ)]
    return [c.eff(E.SYSTEM, "service", "starts, stops or changes system services")]


def launchctl(c: Cmd) -> list[Effect]:
    if _sub(c) in ("list", "print", "print-disabled", "blame", "help", "version", "managername", "getenv"):
        return [c.eff(E.READ)]
    return [c.eff(E.SYSTEM, f"launchctl {_sub(c)}", "loads or changes system services")]


def crontab(c: Cmd) -> list[Effect]:
    if "-l" in c.args:
        return [c.eff(E.READ)]
    if "-r" in c.args:
        return [c.eff(E.DELETE, "crontab -r", "deletes every scheduled job of the user")]
    return [c.eff(E.SYSTEM, "crontab", "changes scheduled jobs")]


def diskutil(c: Cmd) -> list[Effect]:
    sub = _sub(c)
    if sub in ("list", "info", "activity", "listFilesystems", "apfs") and "delete" not in " ".join(c.args).lower():
        return [c.eff(E.READ)]
    if sub.lower().startswith(("erase", "zero", "secureerase", "partition", "reformat")):
        return [c.eff(E.DELETE, f"diskutil {sub}", "erases or repartitions a disk")]
    return [c.eff(E.SYSTEM, f"diskutil {sub}", "mounts, ejects or changes disks")]


def mount(c: Cmd) -> list[Effect]:
    if c.name == "mount" and not [a for a in c.args if not a.startswith("-")] and "-a" not in c.args:
        return [c.eff(E.READ)]
    return [c.eff(E.SYSTEM, c.name, "mounts or unmounts file systems")]


def sysctl(c: Cmd) -> list[Effect]:
    if "-w" in c.args or any("=" in a for a in c.args) or "-p" in c.args:
        return [c.eff(E.SYSTEM, "sysctl -w", "changes kernel settings")]
    return [c.eff(E.READ)]


def defaults(c: Cmd) -> list[Effect]:
    if _sub(c) in ("read", "read-type", "domains", "find", "export"):
        return [c.eff(E.READ)]
    return [c.eff(E.SYSTEM, "defaults", "changes the user's system preferences")]


def security(c: Cmd) -> list[Effect]:
    sub = _sub(c)
    if sub.startswith("delete"):
        return [c.eff(E.DELETE, f"security {sub}", "deletes keychain items or keychains")]
    if sub in ("list-keychains", "default-keychain", "show-keychain-info") and len(c.args) <= 2:
        return [c.eff(E.READ)]
    return [c.eff(E.CREDENTIALS, f"security {sub}", "reads or changes the keychain")]


# gpg's commands that check a signature against public keys or list them, and options that
# only shape its output: no secret key is read, nothing is written
_GPG_COMMANDS = frozenset({"--version", "--list-keys", "-k", "--list-public-keys", "--fingerprint", "--help", "--verify",
                           "--verify-files", "--list-sigs", "--check-sigs"})
_GPG_CHECKS = _GPG_COMMANDS | {"--batch", "--quiet", "-q", "--verbose", "-v", "--with-colons", "--with-fingerprint",
                               "--keyid-format", "--no-tty"}


def secret_store(c: Cmd) -> list[Effect]:
    """pass, gopass, op, bw, keyring, secret-tool, vault, doppler, gpg, age, sops."""
    sub = _sub(c)
    # gpg's commands are options (`--export-secret-keys`, `-d`), and with none it guesses from
    # its input (decrypting what is encrypted): every option must be a check
    if c.name in ("gpg", "gpg2") and all(a in _GPG_CHECKS or not a.startswith("-") for a in c.args) and \
            any(a in _GPG_COMMANDS for a in c.args):  # output options alone leave gpg to guess: it decrypts
        return [c.eff(E.READ, f"{c.name}", "only checks signatures or lists public keys")]
    if c.name in ("op", "doppler", "vault", "aws-vault", "infisical", "dotenvx") and sub in ("run", "exec"):
        return [c.eff(E.CREDENTIALS, f"{c.name} {sub}", "runs a command with secrets injected")]
    return [c.eff(E.CREDENTIALS, f"{c.name} {sub}".strip(), "reads or changes stored secrets")]


def openssl(c: Cmd) -> list[Effect]:
    sub = _sub(c)
    if any(a in ("-engine", "-provider", "-provider-path", "-keyform=ENGINE") or a.startswith(("-engine=", "-provider="))
           for a in c.args):
        return [c.eff(E.UNKNOWN, "openssl -engine", "loads native code (an engine or provider) into openssl")]
    if sub in ("genrsa", "genpkey", "req", "pkcs12", "rsa", "ec", "pkey", "enc", "ca", "x509") and (
            sub != "x509" or any(a in ("-req", "-signkey", "-CAkey") for a in c.args)) or sub == "rsautl":
        if sub == "req" and "-new" not in c.args and "-x509" not in c.args:
            return [c.eff(E.READ)]
        return [c.eff(E.CREDENTIALS, f"openssl {sub}", "creates, reads or converts private keys")]
    if sub == "s_client":
        return [c.eff(E.READ, "openssl s_client", "inspects a server's certificate")]
    return [c.eff(E.READ)]


def swapon(c: Cmd) -> list[Effect]:
    """``swapon --show`` and ``-s`` only print the swap areas; anything else turns one on."""
    if not c.args or all(a in ("--show", "-s", "--summary", "--noheadings", "--bytes", "--raw", "--help", "-V",
                               "--version") or a.startswith("--show=") for a in c.args):
        return [c.eff(E.READ, "swapon", "only lists the swap areas")]
    return [c.eff(E.SYSTEM, "swapon", "changes swap")]


def root_shell(c: Cmd) -> list[Effect]:
    return [c.eff(E.PRIVILEGE, c.name, "opens a shell as another user")]


def hostname(c: Cmd) -> list[Effect]:
    if [a for a in c.args if not a.startswith("-")]:
        return [c.eff(E.SYSTEM, "hostname", "renames the machine")]
    return [c.eff(E.READ)]


def date(c: Cmd) -> list[Effect]:
    if "-s" in c.args or "--set" in c.args:
        return [c.eff(E.SYSTEM, "date", "sets the system clock")]
    return [c.eff(E.READ)]


def ip(c: Cmd) -> list[Effect]:
    words = [a for a in c.args if not a.startswith("-")]
    if len(words) <= 1 or words[1] in ("show", "list", "ls", "get") or words[-1] in ("show", "list", "ls"):
        return [c.eff(E.READ)]
    return [c.eff(E.SYSTEM, "ip", "changes network settings")]


def dpkg(c: Cmd) -> list[Effect]:
    reads = ("-l", "--list", "-L", "--listfiles", "-s", "--status", "-S", "--search", "-p", "--print-avail", "-q",
             "--query", "-c", "--contents", "-I", "--info", "--version", "--print-architecture", "-V", "--verify")
    if c.args and c.args[0] in reads:
        return [c.eff(E.READ)]
    return [c.eff(E.SYSTEM, c.name, "installs or removes system packages")]


def web_server(c: Cmd) -> list[Effect]:
    """``nginx -t`` / ``apachectl configtest`` test the configuration and print the version;
    anything else starts, reloads or stops the machine's web server."""
    tests = ("-t", "-T", "-v", "-V", "-h", "-?", "configtest", "-S")
    if c.args and any(a in tests for a in c.args) and not any(a == "-s" or a in ("start", "stop", "restart", "graceful",
                                                                                  "reload") for a in c.args):
        return [c.eff(E.READ, c.name, "tests the web server's configuration")]
    return [c.eff(E.SYSTEM, c.name, "starts, reloads or stops the machine's web server")]


SYSTEM = lambda note: (lambda c: [c.eff(E.SYSTEM, c.name, note)])  # noqa: E731

# pkgutil's options that only print what the package database records
_PKGUTIL_READ = frozenset({"--pkgs", "--pkgs-plist", "--files", "--export-plist", "--pkg-info", "--pkg-info-plist",
                           "--file-info", "--file-info-plist", "--lsbom", "--check-signature", "--payload-files",
                           "--groups", "--groups-plist", "--group-pkgs", "--pkg-groups", "--volume", "--regexp",
                           "--only-files", "--only-dirs", "--help", "-h", "-v", "--verbose"})


def pkgutil(c: Cmd) -> list[Effect]:
    """macOS's package receipts: listing and describing installed packages prints;
    ``--forget`` and ``--learn`` change the receipts, ``--expand``/``--flatten`` write a package."""
    opts = {a.split("=")[0] for a in c.args if a.startswith("-")}
    if opts & {"--forget", "--learn"}:
        return [c.eff(E.SYSTEM, "pkgutil --forget", "changes the machine's package receipts")]
    if opts & {"--expand", "--expand-full", "--flatten", "--flatten-full", "--bom"} and c.words[1:]:
        return c.write(c.words[-1])
    if opts and opts <= _PKGUTIL_READ:
        return [c.eff(E.READ)]
    return [c.eff(E.UNKNOWN, "pkgutil", "runs pkgutil with options the policy does not know")]


PROGRAMS = {
    "pkgutil": pkgutil,
    "apt": package_manager(_APT_READ), "apt-get": package_manager(frozenset({"download", "changelog"})),
    "apt-cache": package_manager(frozenset({"search", "show", "policy", "depends", "rdepends", "showpkg", "madison",
                                            "pkgnames", "stats", "dump"})),
    "dnf": package_manager(frozenset({"search", "info", "list", "repolist", "provides", "repoquery", "history"})),
    "yum": package_manager(frozenset({"search", "info", "list", "repolist", "provides", "history"})),
    "pacman": package_manager(frozenset()), "yay": package_manager(frozenset()),
    "zypper": package_manager(frozenset({"search", "se", "info", "if", "list-updates", "lu", "repos", "lr"})),
    "apk": package_manager(frozenset({"search", "info", "list", "policy"})),
    "brew": package_manager(_BREW_READ), "port": package_manager(frozenset({"search", "info", "installed", "list"})),
    "snap": package_manager(frozenset({"list", "info", "find", "search", "version", "services"})),
    "flatpak": package_manager(frozenset({"list", "info", "search", "remotes"})),
    "winget": package_manager(frozenset({"search", "show", "list", "source"})),
    "choco": package_manager(frozenset({"search", "list", "info", "find", "outdated"})),
    "scoop": package_manager(frozenset({"search", "list", "info", "status", "which", "home"})),
    "nix-env": package_manager(frozenset({"-q", "--query"})), "dpkg": dpkg, "rpm": dpkg,
    "systemctl": systemctl, "service": service, "launchctl": launchctl, "crontab": crontab,
    "at": SYSTEM("schedules a command to run later"), "batch": SYSTEM("schedules a command to run later"),
    "iptables": SYSTEM("changes the firewall"), "ip6tables": SYSTEM("changes the firewall"),
    "iptables-save": SYSTEM("reads the firewall (needs root)"), "iptables-restore": SYSTEM("changes the firewall"),
    "nft": SYSTEM("changes the firewall"), "ufw": SYSTEM("changes the firewall"), "ipset": SYSTEM("changes the firewall"),
    "firewall-cmd": SYSTEM("changes the firewall"), "pfctl": SYSTEM("changes the firewall"),
    "route": SYSTEM("changes network routes"), "ip": ip, "ifconfig": lambda c: [c.eff(E.READ)] if len(c.args) <= 1
    or c.args[:1] == ["-a"] else [c.eff(E.SYSTEM, "ifconfig", "changes network interfaces")], "nmap": SYSTEM("scans other machines' ports"),
    "masscan": SYSTEM("scans other machines' ports"),
    "mount": mount, "umount": mount, "diskutil": diskutil, "hdiutil": SYSTEM("attaches or changes disk images"),
    "shutdown": SYSTEM("shuts down or restarts the machine"), "reboot": SYSTEM("restarts the machine"),
    "halt": SYSTEM("halts the machine"), "poweroff": SYSTEM("powers off the machine"),
    "useradd": root_shell, "userdel": root_shell, "usermod": root_shell, "groupadd": root_shell,
    "passwd": root_shell, "chpasswd": root_shell, "visudo": root_shell, "sudo": root_shell, "su": root_shell,
    "doas": root_shell, "pkexec": root_shell, "sudoedit": root_shell, "chsh": SYSTEM("changes the login shell"),
    "sysctl": sysctl, "modprobe": SYSTEM("loads kernel modules"), "insmod": SYSTEM("loads kernel modules"),
    "rmmod": SYSTEM("unloads kernel modules"), "hostnamectl": SYSTEM("changes the machine's name"),
    "timedatectl": SYSTEM("changes the clock or time zone"), "hostname": hostname, "date": date,
    "update-alternatives": SYSTEM("changes default programs"), "ldconfig": SYSTEM("changes the library cache"),
    "locale-gen": SYSTEM("generates system locales"), "swapon": swapon, "swapoff": SYSTEM("changes swap"),
    "defaults": defaults, "security": security, "pass": secret_store, "gopass": secret_store, "op": secret_store,
    "bw": secret_store, "keyring": secret_store, "secret-tool": secret_store, "vault": secret_store,
    "doppler": secret_store, "aws-vault": secret_store, "infisical": secret_store, "dotenvx": secret_store,
    "gpg": secret_store, "gpg2": secret_store, "age": secret_store, "sops": secret_store, "openssl": openssl,
    "xattr": SYSTEM("changes extended attributes (such as quarantine)"), "spctl": SYSTEM("changes Gatekeeper"),
    "csrutil": SYSTEM("changes System Integrity Protection"), "pmset": SYSTEM("changes power settings"),
    "nvram": SYSTEM("changes firmware variables"), "killall5": SYSTEM("stops every process"),
    "renice": SYSTEM("changes process priorities"), "kextload": SYSTEM("loads kernel extensions"),
    "nginx": web_server, "apachectl": web_server, "apache2ctl": web_server, "httpd": web_server,
}
