"""Files named for what they hold: a secrets directory, a password or token file, registry auth files."""

from __future__ import annotations

import pytest

from tests.judge.helpers import HOME, PROJECT, decision
from warden.judge.permission import judge


def read(path: str) -> str:
    return judge("Read", {"file_path": path}, PROJECT, home=HOME).decision


@pytest.mark.parametrize("path", [
    f"{PROJECT}/infra/secrets/mailgun.yaml",  # a directory named for secrets
    f"{PROJECT}/ops/credentials/backup-user.ini",
    f"{PROJECT}/ops/smtp_password",  # a word of the name says what it holds
    f"{PROJECT}/conf/redis.passwd",
    f"{PROJECT}/tools/slackBotToken.txt",
    f"{PROJECT}/certs/signing-private-key.txt",
    f"{PROJECT}/web/.yarnrc.yml",  # registry auth files
    f"{PROJECT}/pkg/.npmrc",
    f"{PROJECT}/ci/.docker/config.json",
])
def test_a_file_named_for_a_secret_is_a_credential_to_read(path: str) -> None:
    assert read(path) == "hold"


@pytest.mark.parametrize("path", [
    f"{PROJECT}/nlp/tokenizer_utils.py",  # the word is part of another word
    f"{PROJECT}/notes/secretariat.txt",
    f"{PROJECT}/src/auth/password_strength.py",  # code about passwords is code
    f"{PROJECT}/docs/rotating-secrets.md",
    f"{PROJECT}/lib/secrets/vault_client.go",
    f"{PROJECT}/theme/tokens.json",  # design tokens
    "/etc/passwd",  # the world-readable account list
])
def test_code_prose_and_look_alike_names_stay_reads(path: str) -> None:
    assert read(path) == "allow"


def test_shell_reads_of_named_secrets_are_held_too() -> None:
    assert decision("cat ops/smtp_password") == "hold"
    assert decision("head -n 5 infra/secrets/mailgun.yaml") == "hold"
    assert decision("less nlp/tokenizer_utils.py") == "allow"


@pytest.mark.parametrize("path", [
    f"{PROJECT}/clusters/ops.kubeconfig",  # a cluster's client configuration: its client key or token
    f"{PROJECT}/deploy/kubeconfig",
    f"{PROJECT}/deploy/kubeconfig-edge.yaml",
    f"{PROJECT}/rendered/encryption-config.yaml",  # a data-encryption configuration: the key itself
    f"{PROJECT}/out/EncryptionConfiguration.json",
    f"{PROJECT}/vault/encryption_keys.toml",
])
def test_files_known_to_hold_cluster_or_encryption_keys_are_credentials(path: str) -> None:
    assert read(path) == "hold"


@pytest.mark.parametrize("path", [
    f"{PROJECT}/docs/kubeconfig.md", f"{PROJECT}/docs/encryption-config.md", f"{PROJECT}/src/encryption.py",
])
def test_prose_and_code_about_them_stay_reads(path: str) -> None:
    assert read(path) == "allow"


def test_shell_reads_of_key_holding_configurations_hold() -> None:
    assert decision("cat clusters/ops.kubeconfig") == "hold"
    assert decision("scp rendered/encryption-config.yaml root@node-3:~/") == "hold"
