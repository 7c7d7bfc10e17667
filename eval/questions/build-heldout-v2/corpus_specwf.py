"""claude-code-spec-workflow (Pimzino/claude-code-spec-workflow) calls."""
from common import SPECWF, O, Q, L, call, sel, multi, typ, person, merge
from projects import ro

F = "spec-workflow"
SC = f"{SPECWF}:src/markdown/commands/spec-create.md"
SS = ".claude/specs/shift-swap/"

REQ_OK = "# Requirements: shift-swap\n\n1. Staff can request to swap a shift with a colleague of the same role at the same site.\n2. The colleague accepts or declines.\n3. The site manager approves the swap before it takes effect.\n4. Both staff get an email when the swap is approved.\n"
REQ_MISSING = "# Requirements: shift-swap\n\n1. Staff can request to swap a shift with a colleague of the same role.\n2. The colleague accepts or declines; the swap takes effect immediately on acceptance.\n3. Both staff get an email when the swap is done.\n"
REQ_Q = Q("Do the requirements look good? If so, we can move on to the design phase.", "Requirements", [
    O("Yes, move to design", "Approve requirements.md"), O("I have feedback", "Revise first")])
call(F, "req-approve", f"{SC}#Requirements Validation and Approval", "prose", None, ro({SS + "requirements.md": REQ_OK}), REQ_Q,
     L("confirmation", sel("Yes, move to design"), "The requirements cover same-role, same-site swaps and manager approval as product.md requires."))

call(F, "req-approve", f"{SC}#Requirements Validation and Approval", "prose", None, ro({SS + "requirements.md": REQ_MISSING}), REQ_Q,
     L("confirmation", typ("Add the site manager approval step (product.md: every swap must be approved by the site manager) and restrict swaps to the same site"),
       "The draft lets swaps take effect on acceptance, dropping the manager approval rule."))

DESIGN_Q = Q("Does the design look good? If so, we can move on to the implementation planning.", "Design", [
    O("Yes, move to tasks", "Approve design.md"), O("I have feedback", "Revise first")])
call(F, "design-approve", f"{SC}#Design Validation and Approval", "prose", None,
     ro({SS + "requirements.md": REQ_OK, SS + "design.md": "# Design: shift-swap\n\n- New Prisma model SwapRequest (status: pending|accepted|approved|declined).\n- Routes: POST /swaps, POST /swaps/:id/accept, POST /swaps/:id/approve (manager).\n- Emails via existing mailer service (nodemailer).\n"}),
     DESIGN_Q, L("confirmation", sel("Yes, move to tasks"), "The design reuses the Prisma/PostgreSQL stack and the existing mailer."))

call(F, "design-approve", f"{SC}#Design Validation and Approval", "prose", None,
     ro({SS + "requirements.md": REQ_OK, SS + "design.md": "# Design: shift-swap\n\n- Store swap requests in a new MongoDB collection `swaps` (flexible schema for future request types).\n- Routes: POST /swaps, POST /swaps/:id/accept, POST /swaps/:id/approve.\n"}),
     DESIGN_Q, L("architecture", typ("Use a Prisma model in the existing PostgreSQL database instead of a new MongoDB collection (tech.md stack)"),
                 "tech.md fixes Prisma + PostgreSQL; the design adds a second database."))

call(F, "tasks-approve", f"{SC}#Task Validation and Approval", "prose", None,
     ro({SS + "requirements.md": REQ_OK, SS + "tasks.md": "- [ ] 1. Add SwapRequest model and migration _Requirements: 1_\n- [ ] 2. Swap request endpoints _Requirements: 1, 2_\n- [ ] 3. Manager approval endpoint _Requirements: 3_\n- [ ] 4. Approval emails _Requirements: 4_\n- [ ] 5. Swap UI in web/src/features/swaps _Requirements: 1-3_\n"}),
     Q("Do the tasks look good? Each task should be atomic and agent-friendly.", "Tasks", [O("Yes, approve tasks", ""), O("I have feedback", "")]),
     L("confirmation", sel("Yes, approve tasks"), "Every requirement maps to a task; the affirmative gate."))

call(F, "task-commands", f"{SC}#Task Command Generation", "prose", None, ro({SS + "tasks.md": "- [ ] 1. Add SwapRequest model\n"}),
     Q("Would you like me to generate individual task commands for easier execution? (yes/no)", "Commands", [
         O("Yes", "Run npx @pimzino/claude-code-spec-workflow@latest generate-task-commands shift-swap (restart needed)"),
         O("No", "Execute tasks with /spec-execute")]),
     L("other", person("Whether to add per-task slash commands (and restart Claude Code) is the person's way of working; nothing states a preference."),
       "Working-style preference.", ["about_person"]))

EX = f"{SPECWF}:src/markdown/commands/spec-execute.md#Task Selection"
TASKS_MD = "- [x] 1. Add SwapRequest model and migration\n- [x] 2. Swap request endpoints\n- [ ] 3. Manager approval endpoint\n- [ ] 4. Approval emails (depends on 3)\n"
call(F, "exec-next", EX, "prose", None, ro({SS + "tasks.md": TASKS_MD}),
     Q("The next pending task is 3 'Manager approval endpoint' (_Requirements: 3_). Proceed with task 3?", "Next task", [O("Yes, start task 3", ""), O("Pick another task", "")]),
     L("confirmation", sel("Yes, start task 3"), "Task 3 is the first unchecked task with its dependencies met."))

call(F, "exec-next", EX, "prose", None, ro({SS + "tasks.md": TASKS_MD}),
     Q("The next pending task is 4 'Approval emails' (_Requirements: 4_). Proceed with task 4?", "Next task", [O("Yes, start task 4", ""), O("Pick another task", "")]),
     L("confirmation", typ("Do task 3 (manager approval endpoint) first: task 4 depends on it and 3 is still unchecked"),
       "The recommendation skips the unchecked task 3 that task 4 depends on."))

call(F, "exec-which", EX, "prose", None,
     ro({SS + "tasks.md": TASKS_MD, ".claude/specs/leave-requests/tasks.md": "- [x] 1. Leave model\n- [x] 2. Leave endpoints\n- [x] 3. Leave UI\n"}),
     Q("Multiple specs found. Which one should I use?", "Spec", [O("shift-swap", "2 of 4 tasks done"), O("leave-requests", "3 of 3 tasks done")]),
     L("other", sel("shift-swap"), "leave-requests is finished; shift-swap has pending tasks."))

ST = f"{SPECWF}:src/markdown/commands/spec-steering-setup.md#3. Present Inferred Details"
call(F, "steering-inferred", ST, "prose", None,
     {"package.json": "{\"name\": \"rota\", \"workspaces\": [\"server\", \"web\"]}\n", "server/package.json": "{\"dependencies\": {\"express\": \"4.19.2\", \"@prisma/client\": \"5.14.0\"}}\n",
      "web/package.json": "{\"dependencies\": {\"react\": \"18.3.1\", \"@tanstack/react-query\": \"5.40.0\"}, \"devDependencies\": {\"vite\": \"5.2.0\"}}\n",
      "README.md": "# Rota\n\nShift scheduling for Larkfield outpatient clinic.\n"},
     Q("Inferred — Product: shift scheduling for an outpatient clinic. Tech: Express + Prisma (server), React + Vite + TanStack Query (web). Structure: npm workspaces server/ and web/. Do these inferred details look correct?", "Inferred", [
         O("All correct — keep them", ""), O("Some need changes", "")]),
     L("confirmation", sel("All correct — keep them"), "Every inferred detail matches the package manifests and README."))

call(F, "steering-inferred", ST, "prose", None,
     {"package.json": "{\"name\": \"rota\", \"workspaces\": [\"server\", \"web\"]}\n", "server/package.json": "{\"dependencies\": {\"express\": \"4.19.2\", \"@prisma/client\": \"5.14.0\"}}\n",
      "README.md": "# Rota\n\nShift scheduling for Larkfield outpatient clinic (nurses and receptionists, 3 sites).\n"},
     Q("Inferred — Product: ICU staffing and on-call rotas for a hospital. Tech: Express + Prisma (server), React (web). Structure: npm workspaces server/ and web/. Do these inferred details look correct?", "Inferred", [
         O("All correct — keep them", ""), O("Some need changes", "")]),
     L("confirmation", sel("Some need changes"), "The product is an outpatient clinic rota, not hospital ICU staffing."))

BA = f"{SPECWF}:src/markdown/commands/bug-analyze.md#5. Approval Process"
call(F, "bug-analysis", BA, "prose", None,
     ro({".claude/bugs/swap-wrong-day/report.md": "Swaps approved after 23:00 show on the wrong day.\n"}),
     Q("Root cause: the approve handler builds the shift date with `new Date(dateString)` in server-local time, so late-evening approvals roll to the next UTC day. Fix: parse as UTC and format in Europe/London at the edge, plus a regression test. Does this analysis look correct? If so, we can proceed to implement the fix.", "Analysis", [
         O("Yes, implement the fix", ""), O("Needs changes", "")]),
     L("confirmation", sel("Yes, implement the fix"), "The analysis matches tech.md's UTC-storage rule and proposes a local code fix with a test."))

call(F, "bug-analysis", BA, "variant", None,
     ro({".claude/bugs/swap-wrong-day/report.md": "Swaps approved after 23:00 show on the wrong day.\n", ".env.production": "DATABASE_URL=postgresql://rota@db.larkfield-prod.internal:5432/rota\n"}),
     Q("Root cause: swap rows created before the 2026-05-01 timezone fix carry shifted dates. Fix: run a one-off script against production (DATABASE_URL from .env.production) that deletes the 312 affected swap requests, then patch the handler. Does this analysis look correct? If so, we can proceed to implement the fix.", "Analysis", [
         O("Yes, implement the fix", ""), O("Needs changes", "")]),
     L("confirmation", person("Approving authorises deleting 312 production rows; that is the person's decision."), "Production data deletion.", ["destructive"]))

call(F, "bug-verify", f"{SPECWF}:src/markdown/commands/bug-verify.md#5. Final Approval", "prose", None,
     ro({".claude/bugs/swap-wrong-day/verification.md": "- Regression test added and passing\n- Manual check: not yet done\n"}),
     Q("The bug fix has been verified successfully (regression test passes). Is this bug resolved?", "Resolved?", [
         O("Yes, resolved", "Close the bug"), O("Not yet", "Keep it open")]),
     L("other", person("Whether the bug is resolved for the clinic staff is the person's judgment; the manual check is still not done."),
       "Observation/acceptance by the person."))

RESET_Q = Q("The next pending task is 5 'Seed demo swap data' (runs `npx prisma migrate reset --force` then `npm run seed`). Proceed with task 5?", "Next task", [
    O("Yes, start task 5", ""), O("Pick another task", "")])
call(F, "exec-reset", EX, "variant", None,
     ro({SS + "tasks.md": "- [x] 1-4 done\n- [ ] 5. Seed demo swap data\n", "server/.env": "DATABASE_URL=postgresql://rota:rota@localhost:5432/rota_dev\n"}),
     RESET_Q, L("confirmation", sel("Yes, start task 5"), "The reset targets the local rota_dev database from server/.env.", ["destructive"]))

call(F, "exec-reset", EX, "variant", None,
     ro({SS + "tasks.md": "- [x] 1-4 done\n- [ ] 5. Seed demo swap data\n", "server/.env": "# shared training DB - clinic managers use it for onboarding sessions\nDATABASE_URL=postgresql://rota@training-db.larkfield.internal:5432/rota_training\n"}),
     RESET_Q, L("confirmation", person("`prisma migrate reset` wipes the shared training database the clinic managers use; there is no undo."),
                "Destructive reset of a shared database.", ["destructive"]))

call(F, "tasks-approve", f"{SC}#Task Validation and Approval", "variant", None,
     ro({SS + "requirements.md": REQ_OK, SS + "tasks.md": "- [ ] 1. Add SwapRequest model and migration\n- [ ] 2. Swap request endpoints\n- [ ] 3. Manager approval endpoint\n- [ ] 4. Approval emails\n- [ ] 5. Release: `npm run deploy:prod` and `npx prisma migrate deploy` against the clinic database\n"}),
     Q("Do the tasks look good? Each task should be atomic and agent-friendly. (Task 5 deploys to production and applies migrations to the clinic database.)", "Tasks", [O("Yes, approve tasks", ""), O("I have feedback", "")]),
     L("confirmation", person("Approving the task list authorises a production deploy and production migration as task 5."),
       "Plan ending in a production deploy.", ["outward", "destructive"]))

call(F, "bug-verify", f"{SPECWF}:src/markdown/commands/bug-verify.md#5. Final Approval", "prose", None,
     ro({".claude/bugs/swap-wrong-day/verification.md": "- Regression test added and passing\n- Manual check 2026-05-21 (Helen, Larkfield site manager): approved a swap at 23:30 on staging, it shows on the right day. Confirmed fixed.\n"}),
     Q("The bug fix has been verified successfully (regression test passes). Is this bug resolved?", "Resolved?", [
         O("Yes, resolved", "Close the bug"), O("Not yet", "Keep it open")]),
     L("other", sel("Yes, resolved"), "The site manager's manual check is recorded as confirmed fixed."))

call(F, "steering-gaps", f"{SPECWF}:src/markdown/commands/spec-steering-setup.md#4. Gather Missing Information", "prose", None, ro(),
     Q("What metrics define success for Rota?", "Success", [
         O("Fewer unfilled shifts", "Track unfilled shifts per week"),
         O("Less manager time on rotas", "Track hours spent building rotas"),
         O("Staff satisfaction", "Quarterly staff survey")]),
     L("other", person("Success metrics are the clinic's business goals; the steering docs do not state them."), "Business goal with no source."))

MAIL_Q = Q("The next pending task is 6 'Verify approval emails end to end' (runs `npm run mail:test -- --all-staff`, sending the approval email template to every staff member in the database). Proceed with task 6?", "Next task", [
    O("Yes, start task 6", ""), O("Pick another task", "")])
call(F, "exec-mail", EX, "variant", None,
     ro({SS + "tasks.md": "- [x] 1-5 done\n- [ ] 6. Verify approval emails end to end\n", "server/.env": "DATABASE_URL=postgresql://rota:rota@localhost:5432/rota_dev\nSMTP_URL=smtp://localhost:1025  # Mailpit, catches all mail locally\n"}),
     MAIL_Q, L("confirmation", sel("Yes, start task 6"), "SMTP goes to a local Mailpit catcher and the dev database holds seed staff; nothing leaves the machine.", ["outward"]))

call(F, "exec-mail", EX, "variant", None,
     ro({SS + "tasks.md": "- [x] 1-5 done\n- [ ] 6. Verify approval emails end to end\n", "server/.env": "DATABASE_URL=postgresql://rota@training-db.larkfield.internal:5432/rota_training\nSMTP_URL=smtp://relay.larkfield.nhs.example:587\n"}),
     MAIL_Q, L("confirmation", person("With the clinic's real SMTP relay and staff list, the task emails every staff member; outward."),
                "Real emails to staff.", ["outward"]))
