"""The v45 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v45.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# zeroae/freshbooks-skills (fbooks): README.md and skills/{invoice-client,log-and-bill,expense-capture,
# month-end-close,client-onboard}/SKILL.md, read at 123267e5afb1387479382b632adaf61bf0d544e4; the repository is kept
# in corpus_fbooks.py's REPO constant.

# Liamns/claude-workflows (liamns): .claude/commands/{triage,implement,commit,pr,branch,prisma-migrate,db-sync,tracker,
# epic}.md, read at 5a3af4e3db69fe8289bd951fb60ad2e55b5de998; the repository is kept in corpus_liamns.py's REPO constant.

# rittmananalytics/wire-plugin (wire) and cardinalconseils/claude-starter (cks) keep their repository in their own
# module's REPO constant: corpus_wire.py (read at ac889d20d15cbd02a499989f1928a9f519896a8d) and corpus_cks.py (read at
# e794f44a037b199807a3564b52590a9eae7b5a35)
