"""The v26 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v26.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# DataRecce/recce-claude-plugin: data-validation commands for dbt projects (plugins/recce-quickstart/commands/recce-ci.md,
# recce-dbt-doctor.md, recce-analyze.md, recce-setup.md, recce-check.md), read at 6568aea3520335ec2cffe498bd5c4e466e89d7cf
RECCE = "DataRecce/recce-claude-plugin"

# rshankras/claude-code-apple-skills: product, monetization and release skills for iOS/macOS apps (skills/generators/
# paywall-generator, account-deletion, force-update, push-notifications, ci-cd-setup; skills/app-store/iap-finalizer,
# rejection-handler, apple-search-ads, review-response-writer), read at 9ffb83138209057875698dd11c1720c657c47a92
APPLE = "rshankras/claude-code-apple-skills"

# noahlz/claude-plugins: the dev-workflow plugin (plugins/dev-workflow/references/message_approval.md, skills/commit-only,
# commit-with-costs, update-changelog, run-tests, view-cost-metrics, zero-shot, tighten-for-llms), read at
# 8859b623cb012c3c0c682e5f9f465f975e7e2d25
NOAHLZ = "noahlz/claude-plugins"

# technicalpickles/pickled-claude-plugins: git housekeeping and a notes vault (plugins/git/skills/inbox, triage, update,
# pull-request, push; agent-meta/skills/park; dev-tools/skills/working-in-scratch-areas; second-brain/commands/route.md,
# link-project.md, process-daily.md), read at 4114e6d1e449cabe17d57cbc44142e68f92e5d61
PICKLED = "technicalpickles/pickled-claude-plugins"
