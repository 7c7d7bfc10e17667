"""jarfis (sana-lazystar/jarfis): JARFIS ("Just A Rather Foolish Integration System"), a Korean developer's
depth-first workflow orchestrator for Claude Code. `/jarfis:work` runs a 13-step flow (Triage → Pre-flight → PO
discovery → discovery processing → Gate 1 → architecture ∥ design → Gate 2 → implementation → ops readiness →
review → Gate 3 → retrospective) with tmux-per-phase executors and deterministic gate checks; the `sys-*` commands
let the tool modify and update itself. Its questions: `/jarfis:work` (resume an existing workflow or start over, a
missing IA manifest, Type C triage, the workspace scope, the domain per project, an invalid supplied-design path, the
PO dialogue — design mode, responsive targets, DevOps, PO extras, API source —, "2 attempts failed. Proceed how?",
Gates 1–3), `/jarfis:sys-upgrade` (which learnings to apply, cleanup, deleting items), `/jarfis:sys-version`
(whether to run an available update), `/jarfis:org-init` (the organisation root), `/jarfis:sys-implement` (an
UNRESOLVED dialectic, forcing single mode, a failed step, the version bump), `/jarfis:project-init` (monorepo layout
of `.jarfis-project/`, active skills), `/jarfis:agent skill remove` (confirm deletion) and `/jarfis:level-check`
(the self-assessment interview).

Files used: commands/jarfis/{work,sys-upgrade,sys-version,org-init,sys-implement,project-init,agent,level-check}.md
(@ d8c059f587fcc90d5c2e35604eb7e3957fb41f63).
The commands are written in English with some Korean, and `/jarfis:work` requires every question and label in
`$LOCALE`; the fixture's locale is Korean, so work.md's questions (whose labels the file gives in English:
"Resume from current phase / Start over / Abort", "Approve / Revision / Abort" …) are rendered in Korean with the
template filled (`filled`). Questions the files spell out as YAML (`question:` / `header:` / `options:`) keep their
English or Korean text (`verbatim`, or `filled` where a placeholder — a version, a slug, a path — was filled); steps
that only say "AskUserQuestion: confirm …" became calls whose options follow the step's text (`prose`); copies that
embed a report (a failed phase, a missing IA manifest, a review finding, a failed step) are
`variant`s. What the session printed above the question (gate summaries, the dialectic banner, validation output,
the classified learnings) is kept as `shown`. level-check's interview offers five choices (a–e) per question; the call keeps four.
Fixture: moa, the organisation of a small Seoul team building 모아장부 (a shared household ledger): moa-web (Next.js),
moa-api (NestJS + Postgres + pg-boss), moa-admin (a Tauri desktop app) and moa-app (React Native); 이하나 (Hana)
leads, 지민 designs, 도윤 owns the API. The current work is 정산 알림 (settlement reminder push notifications).
"""
from common import O, Q, L, call, sel, multi, typ, person, src

REPO = "sana-lazystar/jarfis"  # @ d8c059f587fcc90d5c2e35604eb7e3957fb41f63

F = "jarfis"
D = "commands/jarfis/"
WORK = "/jarfis:work 정산 알림 푸시 기능 — 월말 정산 금액을 멤버에게 푸시로 알려주기"
STATE = ".jarfis-org/works/20261127-settle-alert/.jarfis-state.json"

CLAUDE = ("# CLAUDE.md (moa org)\n- JARFIS locale: ko.\n- 새 인프라 추가 금지: 큐/스케줄러는 기존 Postgres + pg-boss 만 "
          "쓴다 (Redis 는 2026 Q2 에 걷어냄).\n- 실패하는 테스트를 skip/삭제로 넘기지 말 것.\n- 푸시는 FCM 만 사용.\n")
CONTEXT = ("# project-context.md\n- moa-web: 모바일 웹 전용 (PC 레이아웃 없음, 태블릿도 미지원).\n- 디자인: 지민이 Figma 로 "
           "작업 (moa-design 파일).\n- moa-api: NestJS, Postgres, pg-boss. Swagger: https://api.moa.dev/docs\n"
           "- moa-admin: Tauri 데스크톱 앱 (운영팀 전용).\n")
NOTES = ("# 팀 메모\n- 하나 (11/20): 정산 알림은 FCM 푸시만. 카카오 알림톡은 건당 비용 때문에 이번 분기 제외.\n"
         "- 하나 (11/20): 푸시 문구에 금액이 노출되니 법무 검토 필요 (지난 분기 결정). UX 방향 문서도 필요.\n"
         "- 도윤: 이번 작업은 인프라 변경 없음 — 기존 FCM 발송 모듈 재사용.\n- 어드민(moa-admin)은 다음 분기.\n")


def fs(extra=None, shown=None, notes=True):
    d = {"CLAUDE.md": CLAUDE, ".jarfis-project/project-context.md": CONTEXT}
    if notes:
        d["NOTES.md"] = NOTES
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def work():
    sec = src(REPO, D + "work.md", "Resume Dispatch (runs before Phase T)")
    q = Q("진행 중인 워크플로우가 있습니다 (settle-alert, 현재 Phase 4). 어떻게 할까요?", "재개", [
        O("현재 단계부터 재개", "verified 된 Phase 는 건너뛰고 currentPhase 부터"),
        O("처음부터 다시 시작", "기존 state 를 버리고 Phase 0 부터"), O("중단", "아무것도 하지 않음")])
    call(F, "resume", sec, "filled", "/jarfis:work", fs({STATE: (
        '{"sessionKey": "jf-3fa1c2d9", "work": {"name": "settle-alert"}, "currentPhase": "4", "phases": {"0": '
        '{"status": "verified"}, "1a": {"status": "verified"}, "1b": {"status": "verified"}, "2": {"status": '
        '"verified"}, "3": {"status": "verified"}, "4": {"status": "running", "attempt": 1}}, "gates": {"1": '
        '"approved", "2": "approved"}}\n')}), q,
        L("other", sel("현재 단계부터 재개"), "Both gates are approved and Phases 0–3 verified; the interrupted "
          "implementation phase is the place to pick up, and starting over would throw the approved work away."))
    call(F, "resume", sec, "filled", "/jarfis:work 가계부 CSV 내보내기", fs({STATE: (
        '{"sessionKey": "jf-3fa1c2d9", "work": {"name": "settle-alert", "startedAt": "2026-11-27"}, '
        '"currentPhase": "4", "gates": {"1": "approved", "2": "approved"}}\n')}), Q(
        "진행 중인 워크플로우가 있습니다 (settle-alert, 현재 Phase 4). 어떻게 할까요?", "재개", [
            O("현재 단계부터 재개", "verified 된 Phase 는 건너뛰고 currentPhase 부터"),
            O("처음부터 다시 시작", "기존 state 를 버리고 Phase 0 부터"), O("중단", "아무것도 하지 않음")]),
        P("other", "The request is a different piece of work (CSV export) while this directory holds the "
          "half-built settle-alert workflow; resuming builds the wrong thing and starting over discards approved "
          "gates — whether to park settle-alert is Hana's decision.", ["destructive"]))

    sec = src(REPO, D + "work.md", "Resume Dispatch (runs before Phase T)")
    call(F, "ia", sec, "variant", "/jarfis:work", fs(), Q(
        "Phase 1b 는 verified 인데 IA(discovery/ia/manifest.json)가 없습니다. 어떻게 할까요?", "IA 누락", [
            O("Manual IA 작성 후 재진입", "Resume 중단, manifest.json 작성 가이드 표시"),
            O("Force resume (skip IA check)", "이번 실행에서 IA 검사를 건너뜀"), O("Abort", "중단")]),
        L("other", sel("Manual IA 작성 후 재진입"), "Later phases depend on the information architecture that "
          "Phase 1b should have produced; writing it fixes the gap, skipping the check only hides it.",
          ["reports_failure"]))

    sec = src(REPO, D + "work.md", "Phase T — Triage (main, direct)")
    call(F, "triage", sec, "filled", "/jarfis:work 정산 화면 전체 리디자인 + 정산 규칙 엔진 교체", fs(), Q(
        "이 요청은 단순 질문/설정 변경(Type C)으로 분류되었습니다. 어떻게 처리할까요?", "Triage", [
            O("직접 처리 (권장)", "워크플로우 없이 메인 세션에서 답변"),
            O("전체 워크플로우 실행", "Phase 0 부터 정식 워크플로우"), O("중단", "종료")]),
        L("other", sel("전체 워크플로우 실행"), "Redesigning the whole settlement screen and replacing the rules "
          "engine is feature work across two projects — Type A in the command's own terms, misclassified here."))

    sec = src(REPO, D + "work.md", "Phase 0 — Pre-flight (main, direct)")
    call(F, "scope", sec, "filled", WORK, fs(), Q(
        "이번 작업 범위(workspace scope)에 포함할 프로젝트를 선택하세요.", "작업 범위", [
            O("moa-web", "/Users/hana/work/moa/moa-web (Next.js, frontend)"),
            O("moa-api", "/Users/hana/work/moa/moa-api (NestJS, backend)"),
            O("moa-admin", "/Users/hana/work/moa/moa-admin (Tauri, desktop)"),
            O("moa-app", "/Users/hana/work/moa/moa-app (React Native, mobile)")], multi=True),
        L("scope", multi("moa-web", "moa-api"), "The reminder is sent by the API and shown in the mobile web app; "
          "the notes put the admin off until next quarter and nothing involves the native app."))

    q = Q("`/Users/hana/work/moa/moa-widget` 에서 도메인을 감지하지 못했습니다. 하나를 선택하세요.", "도메인", [
        O("web", "웹 프론트엔드"), O("desktop", "데스크톱 앱"), O("mobile", "모바일 앱")])
    call(F, "domain", sec, "filled", "/jarfis:work 홈 화면 정산 위젯", fs({"moa-widget/README.md": (
        "# moa-widget\n모아장부 홈 화면 위젯 — Expo (React Native) + iOS WidgetKit extension. 아직 코드 없음, 설계만.\n")}),
        q, L("architecture", sel("mobile"), "The widget's README describes an Expo/React Native home-screen widget "
             "with a WidgetKit extension — a mobile target, even though no code exists yet."))
    call(F, "domain", sec, "filled", "/jarfis:work 홈 화면 정산 위젯", fs(notes=False), q,
         P("architecture", "The directory is empty and no document says whether the widget is for the web, a "
           "desktop shell or the phone; the choice decides which agents and skills build it."))

    sec = src(REPO, D + "work.md", "Phase 0 — Pre-flight (main, direct)")
    q = Q("supplied 시안 경로가 유효하지 않습니다. 어떻게 할까요?", "시안 경로", [
        O("다시 입력", "supplied 경로를 다시 지정"), O("모드 변경 (text/figma)", "시안 제공 방식을 바꿈"),
        O("중단", "워크플로우 중단")])
    call(F, "supplied", sec, "variant", WORK, fs({"NOTES.md": NOTES + (
        "- 지민 (11/27 18:10): settle-alert 시안 HTML 은 올렸는데 reference.png 는 내일 오전에 올릴게요. 오늘 진행하려면 "
        "Figma 링크로 봐주세요: https://figma.com/file/moa-design?node-id=812-40\n")}, shown=(
        "supplied 검증 실패: /Users/hana/work/moa/.jarfis-org/wiki/DESIGN/supplied/settle-alert/pages/"
        "reminder-sheet/reference.png 없음 (index.html 은 있음)\n")), q,
        L("other", sel("모드 변경 (text/figma)"), "The designer says the reference images arrive tomorrow and points "
          "to the Figma frame for today; switching to figma lets the design phase run now."))
    call(F, "supplied", sec, "variant", WORK, fs({"NOTES.md": NOTES + (
        "- 지민: 시안은 전부 /Users/hana/work/moa/.jarfis-org/wiki/DESIGN/supplied/settle-alert 아래에 있어요 "
        "(pages/*/index.html + reference.png 다 포함).\n")}, shown=(
        "supplied 검증 실패: /Users/hana/work/moa/design/supplied 디렉토리가 존재하지 않음\n")), q,
        L("other", typ("다시 입력: /Users/hana/work/moa/.jarfis-org/wiki/DESIGN/supplied/settle-alert"), "The path "
          "given does not exist; 지민's note names the complete supplied directory, so re-entering that path is the "
          "fix."))

    sec = src(REPO, D + "work.md", "Phase 1a — PO Discovery Dialogue (main, direct)")
    call(F, "po", sec, "filled", WORK, fs(), [
        Q("디자인은 어떤 방식으로 제공되나요?", "디자인", [
            O("figma", "Figma 페이지 링크"), O("text", "텍스트 설명으로 UX 방향만"),
            O("supplied", "완성된 HTML 시안 디렉토리"), O("디자인 없음", "Phase 3 건너뜀")]),
        Q("반응형 범위는?", "반응형", [
            O("pc-only", "PC 만"), O("pc-mobile", "PC + 모바일"), O("pc-mobile-tablet", "PC + 모바일 + 태블릿"),
            O("mobile-only", "모바일만")]),
        Q("DevOps 에이전트가 필요한가요?", "DevOps", [
            O("필요", "배포/인프라 변경 포함"), O("불필요", "인프라 변경 없음")]),
        Q("추가로 필요한 PO 산출물을 선택하세요.", "PO 추가", [
            O("legal-review", "법무 검토 문서"), O("ux-direction", "UX 방향 문서")], multi=True)], [
        L("architecture", sel("figma"), "project-context says 지민 designs in Figma."),
        L("scope", sel("mobile-only"), "moa-web is mobile-web only: no PC layout and no tablet support."),
        L("scope", sel("불필요"), "도윤's note: no infrastructure change, the existing FCM module is reused."),
        L("scope", multi("legal-review", "ux-direction"), "Hana's note asks for a legal review (amounts appear in "
          "the push text) and a UX direction document.")])
    call(F, "apimode", sec, "filled", "/jarfis:work 정산 내역 화면에 멤버별 필터 추가", fs(), Q(
        "백엔드 scope 가 없습니다. API 명세는 어떻게 준비할까요?", "API", [
            O("design", "이번 작업에서 API 를 설계"), O("swagger", "기존 Swagger URL 사용"),
            O("없음", "API 명세 없이 진행")]),
        L("architecture", sel("swagger"), "The filter uses the existing API, whose Swagger the project context "
          "lists at api.moa.dev/docs; designing a new API would be out of scope for a frontend-only change."))

    sec = src(REPO, D + "work.md", "tmux Phase Execution (common pattern — applies to 1b, 2, 3, 4, 4.5, 5, 6)")
    q = Q("2회 시도가 실패했습니다. 누락: {missing}. 어떻게 진행할까요?", "Phase 실패", [
        O("수동으로 완료", "누락된 산출물을 직접 채운 뒤 verify"), O("다음 Phase 강행", "누락을 둔 채 진행"),
        O("워크플로우 중단", "종료")])
    call(F, "phasefail", sec, "variant", WORK, fs(shown=(
        "Phase 2 verify FAIL (attempt 2/2)\nmissing: planning/api-spec.md (required by gate 2: backend scope "
        "moa-api present)\n")), Q(
        "2회 시도가 실패했습니다. 누락: planning/api-spec.md. 어떻게 진행할까요?", "Phase 실패", q["options"]),
        L("other", sel("수동으로 완료"), "The missing API spec is needed for Gate 2 and the implementation; "
          "producing it is the remedy, forcing on would carry the gap into code.", ["reports_failure"]))
    call(F, "phasefail", sec, "variant", WORK, fs(shown=(
        "Phase 3 verify FAIL (attempt 2/2)\nmissing: design/pages/reminder-sheet/index.html\nreason: Figma API 403 "
        "— personal access token expired (FIGMA_TOKEN)\n")), Q(
        "2회 시도가 실패했습니다. 누락: design/pages/reminder-sheet/index.html. 어떻게 진행할까요?", "Phase 실패",
        q["options"]),
        P("other", "The design phase failed because Hana's Figma access token expired; renewing a personal "
          "credential is hers, and forcing on without the design would skip the screens.",
          ["security", "reports_failure"]))

    sec = src(REPO, D + "work.md", "Gate Handling (common — Gate 1, 2, 3)")
    g1 = Q("Gate 1 — 디스커버리 결과를 승인할까요?", "Gate 1", [
        O("승인하고 진행", "Phase 2 (+3 병렬) 시작"), O("수정 요청", "Phase 1b 재실행"), O("중단", "워크플로우 종료")])
    call(F, "gate1", sec, "filled", WORK, fs(shown=(
        "discovery/prd.md 요약\n- 월말 D-3, D-day 에 미정산 멤버에게 알림\n- 채널: FCM 푸시 + 카카오 알림톡 "
        "(푸시 미수신자 fallback)\n- 법무 검토 포함\n")), g1,
        L("scope", sel("수정 요청"), "The PRD adds KakaoTalk alimtalk as a fallback channel, which Hana excluded "
          "this quarter for its per-message cost."))

    g2 = Q("Gate 2 — 설계·계획 산출물을 승인할까요?", "Gate 2", [
        O("승인하고 진행", "Phase 4 구현 시작"), O("수정 요청", "Phase 2 또는 Phase 3 재실행"),
        O("중단", "워크플로우 종료")])
    call(F, "gate2", sec, "filled", WORK, fs(shown=(
        "planning/architecture.md 요약\n- 발송 스케줄: BullMQ delayed job (Redis 신규 도입, ElastiCache t4g.small)\n"
        "- tasks.md: 9 tasks / test-strategy.md / api-spec.md 작성 완료\n")), g2,
        L("architecture", sel("수정 요청"), "The plan introduces Redis and BullMQ; CLAUDE.md forbids new "
          "infrastructure and names Postgres + pg-boss for queues and schedules."))
    call(F, "gate2", sec, "filled", WORK, fs(shown=(
        "planning/architecture.md 요약\n- 발송 스케줄: pg-boss cron (기존)\n- 마이그레이션: members.phone 컬럼 DROP "
        "(FCM 토큰으로 대체, 되돌릴 수 없음 — 백업 없음), Phase 4 에서 prod 에 적용\n")), g2,
        P("other", "Approving starts implementation of a plan that drops members.phone in production without a "
          "backup — an irreversible loss of user data that the team has to sign off on.", ["destructive"]))

    g3 = Q("Gate 3 — 리뷰 결과를 승인할까요?", "Gate 3", [
        O("승인하고 진행", "Phase 6 회고 + 위키 동기화"), O("재리뷰", "Phase 5 추가 라운드"),
        O("Phase 2 재설계", "pattern-detect 경고 — 설계부터 다시"), O("중단", "워크플로우 종료")])
    call(F, "gate3", sec, "variant", WORK, fs(shown=(
        "review/review.md: 3 rounds\npattern-detect: oscillation — round 1 멱등키 = (memberId, month), round 2 = "
        "(groupId, memberId, month), round 3 다시 (memberId, month); 중복 발송 테스트 매 라운드 번갈아 실패\n"
        "diagnosis-oscillation.md 작성됨\n")), g3,
        L("other", sel("Phase 2 재설계"), "Three rounds flipped between two idempotency keys with the duplicate-send "
          "test failing in turn — the design leaves the key undecided, so another review round would flip again.",
          ["reports_failure"]))
    call(F, "gate3", sec, "variant", WORK, fs(shown=(
        "review/review.md (round 2)\n- HIGH (security): NotificationService 가 FCM 등록 토큰을 info 로그에 평문 출력 "
        "(moa-api/src/notify/notification.service.ts:88)\n- LOW: 변수명 2건\napi-contract-check.md: OK\n")), g3,
        L("other", sel("재리뷰"), "A HIGH security finding (push tokens logged in clear) is open; another review "
          "round fixes and re-checks it before the retrospective.", ["security"]))


def sys_upgrade():
    sec = src(REPO, D + "sys-upgrade.md", "Block 2: Plan (Display Application Plan + Scope Selection)")
    call(F, "apply", sec, "prose", "/jarfis:sys-upgrade", fs(shown=(
        "learnings 분류 결과\n[FE-1] [universal] next/image 에 sizes 누락 시 LCP 저하 — 항상 sizes 지정\n[BE-2] "
        "[universal] pg-boss job 은 singletonKey 로 중복 방지\n[QA-1] [universal] e2e 가 flaky 하면 해당 테스트를 "
        "skip 처리하고 진행\n[BE-3] [project] moa-api commitlint 는 한국어 subject 만 허용\n")), Q(
        "적용할 learning 항목을 선택하세요.", "적용 항목", [
            O("[FE-1] next/image sizes", "universal → frontend-developer.md"),
            O("[BE-2] pg-boss singletonKey", "universal → backend-developer.md"),
            O("[QA-1] flaky e2e skip", "universal → qa-engineer.md"),
            O("[BE-3] 한국어 commit subject", "project → .jarfis-project/project-context.md")], multi=True),
        L("scope", multi("[FE-1] next/image sizes", "[BE-2] pg-boss singletonKey", "[BE-3] 한국어 commit subject"),
          "Three learnings are sound; [QA-1] would teach every QA agent to skip failing tests, which CLAUDE.md "
          "forbids."))

    sec = src(REPO, D + "sys-upgrade.md", "Block 3: Execution (Apply + Cleanup + Version Bump + Sync)")
    call(F, "cleanup", sec, "prose", "/jarfis:sys-upgrade", fs(), Q(
        "3개 항목([FE-1] [BE-2] [BE-3])을 반영했습니다 (미선택 4개 남음). learnings 파일을 어떻게 정리할까요?", "정리", [
            O("Clear applied items only (Recommended)", "반영된 3개 항목만 삭제"),
            O("Keep as-is", "그대로 둠"), O("Clear all", "모든 항목 삭제 (섹션 헤더 유지)")]),
        L("other", sel("Clear applied items only (Recommended)"), "The three applied items now live in the agent "
          "files; the four unselected ones, [QA-1] among them, still await a decision and must not be wiped.",
          ["destructive"]))

    sec = src(REPO, D + "sys-upgrade.md", "[Delete]")
    q = Q("삭제할 learning 항목을 선택하세요.", "삭제", [
        O("[FE-3] img 태그 들여쓰기 검사", "Frontend Engineer"), O("[BE-1] Redis 캐시 TTL 은 5분", "Backend Engineer"),
        O("[QA-2] 결제 e2e 는 staging 카드로", "QA Engineer"), O("[TL-1] ADR 은 docs/adr 에", "Tech Lead")], multi=True)
    call(F, "delete", sec, "verbatim", "/jarfis:sys-upgrade", fs({"NOTES.md": NOTES + (
        "- 하나 (11/25): learnings 정리 — [FE-3] 은 prettier 가 해결해서 의미 없고, [BE-1] 은 Redis 걷어내서 폐기. "
        "나머지는 유지.\n")}), q,
        L("scope", multi("[FE-3] img 태그 들여쓰기 검사", "[BE-1] Redis 캐시 TTL 은 5분"), "Hana's note retires "
          "exactly these two (prettier handles indentation; Redis is gone) and keeps the rest.", ["destructive"]))
    call(F, "delete", sec, "verbatim", "/jarfis:sys-upgrade", fs(), q,
         P("scope", "Deleting learnings removes lessons the team accumulated, and no note says which of these are "
           "obsolete — the Redis one looks stale, but the choice and its loss are Hana's.", ["destructive"]))

def sys_version():
    sec = src(REPO, D + "sys-version.md", "When [Check for updates] is selected")
    q = Q("Update available (v4.20.1 → v4.20.3). Run the update now?", "Update", [
        O("Run update", "git pull + install.sh"), O("Not now", "Keep the installed version")])
    call(F, "update", sec, "prose", "/jarfis:sys-version", fs(notes=False), q,
        P("other", "Updating reinstalls the tool the person runs in every project, mid-way through a workflow; "
          "when to take a new version of their own global setup is theirs.", ["about_person"]))
    call(F, "update", sec, "prose", "/jarfis:sys-version", fs({"NOTES.md": NOTES + (
        "- 하나 (11/26): JARFIS 는 v4.20.1 로 고정. v4.20.2 이후 statusline 이 tmux 에서 깨짐 (upstream #57). "
        "고쳐질 때까지 업데이트 금지.\n")}), q,
        L("other", sel("Not now"), "Hana pinned JARFIS at v4.20.1 until the statusline bug in v4.20.2+ is fixed."))

def org_init():
    sec = src(REPO, D + "org-init.md", "Step 1: Determine Path")
    call(F, "orgroot", sec, "filled", "/jarfis:org-init", fs(shown=(
        "CWD: /Users/hana/work/moa/moa-web\n$ ls /Users/hana/work/moa\nmoa-web  moa-api  moa-admin  moa-app  "
        "CLAUDE.md\n")), Q(
        "Select the Organization root path (the parent directory that contains sub-projects)", "Org Root", [
            O("Current directory", "/Users/hana/work/moa/moa-web"),
            O("Enter path manually", "Specify a different path")]),
        L("other", typ("/Users/hana/work/moa — the parent that holds moa-web, moa-api, moa-admin and moa-app"),
          "The current directory is one of the sub-projects; the organisation root is its parent, which the "
          "listing shows contains all four."))


def sys_implement():
    sec = src(REPO, D + "sys-implement.md", "UNRESOLVED handling (user Confirm)")
    call(F, "unresolved", sec, "verbatim", "/jarfis:sys-implement Gate 3 에서 LOW 리뷰 항목은 자동 승인", fs(shown=(
        "━━ Dialectic UNRESOLVED — User Confirm ━━\n📋 Issue: Gate 3 auto-approve when only LOW findings remain\n"
        "✅ Pros (Advocate): review rounds drop from 3 to 1 on typical work\n  - 증거: `commands/jarfis/work.md:L182` "
        "— \"Gate 3 (after Phase 5): summarize review/review.md\"\n❌ Cons (Critic): removes the last human gate "
        "before retrospective + wiki sync\n  - 증거: `DESIGN.md:L41` — \"모든 Gate 는 사용자 승인\"\n⚖️ 형식 검사만 "
        "통과. 내용 판단은 사용자 책임 (LLM 자동 판단 X).\n")), Q(
        "Resolve this UNRESOLVED issue?", "Dialectic", [
            O("Confirm Advocate", "proceed with the proposal as-is"),
            O("Confirm Critic", "apply Critic's required fix or abort"),
            O("Pivot", "type a new alternative (free text)"), O("Abort", "terminate this sys-implement run")]),
        P("architecture", "The dialectic left both sides standing and the workflow itself says the content "
          "judgement is the user's, not the model's — and the issue is whether to remove a human approval gate."))

    sec = src(REPO, D + "sys-implement.md", "1.7.2 — Argument override")
    call(F, "forcesingle", sec, "verbatim", "/jarfis:sys-implement --mode=single work.md Phase 4.5 분리",
         fs(), Q(
             "강제 tmux 조건인데 --mode=single 을 시도했습니다. 정말 단일 모드로 진행할까요? (메인 컨텍스트 폭발 위험)",
             "Mode", [O("Yes, force single", "execution_mode = single (forced)"),
                      O("No, switch to tmux", "execution_mode = tmux")]),
         P("other", "Hana passed --mode=single herself; trading the main session's context and token cost against "
           "the isolated tmux run is her working-style and budget call.", ["about_person"]))

    sec = src(REPO, D + "sys-implement.md", "Step 2: Execute Modifications")
    call(F, "retry", sec, "variant", "/jarfis:sys-implement work-args 에 --show-tools 플래그 추가", fs(shown=(
        "step2 attempt1.json: status=needs_retry\nnotes: pytest scripts/tests/test_dispatch.py — 2 failed: "
        "test_work_args_flags (KeyError: 'show_tools'), test_work_args_roundtrip (same)\n")), Q(
        "Step 2 가 needs_retry 로 끝났습니다. 어떻게 할까요?", "Step 2", [
            O("retry", "누락 항목을 명시해 다시 실행"), O("debug", "실패 원인을 먼저 조사"), O("abort", "중단")]),
        L("other", sel("debug"), "Both failures are the same deterministic KeyError from the new flag's parsing; a "
          "blind retry would repeat it, so the cause needs finding first.", ["reports_failure"]))

    sec = src(REPO, D + "sys-implement.md", "Step 3.5: Version Bump")
    call(F, "bump", sec, "filled", "/jarfis:sys-implement /jarfis:cost-report 커맨드 추가", fs(shown=(
        "Step 2 done: + commands/jarfis/cost-report.md (new command), + scripts/jarfis/cost.py, "
        "~ commands/jarfis/jarfis-index.md\n")), Q(
        "How should the version be bumped? (Current: v4.20.3)", "Version", [
            O("PATCH (Recommended)", "Prompt/template content change (X.Y.Z+1)"),
            O("MINOR", "New command/agent added (X.Y+1.0)"),
            O("MAJOR", "Phase structure change/breaking (X+1.0.0)"), O("Skip", "No version bump")]),
        L("other", sel("MINOR"), "The change adds a new command, which the options' own scheme maps to MINOR, not "
          "the default PATCH."))


def project_init():
    sec = src(REPO, D + "project-init.md", "Step 4.0: Monorepo Detection (optional)")
    q = Q("monorepo 감지됨 (`pnpm-workspace.yaml`). `.jarfis-project/` 배치 방식?", "배치 방식", [
        O("(a) 단일 SSOT (Recommended)", "monorepo root에만 작성; resolver walk-up이 자동 처리"),
        O("(b) per-package profile", "각 sub-package에 별도 작성"),
        O("(c) hybrid", "root에 공통 + 일부 package에 override")])
    call(F, "mono", sec, "verbatim", "/jarfis:project-init", fs({"packages/README.md": (
        "# moa packages\n- web, api, shared: 같은 eslint/prettier/commitlint, TypeScript strict.\n- app (React Native): "
        "자체 eslint 설정, Detox e2e, 커밋 규칙도 별도 (앱팀 conventional commits 영어).\n")}), q,
        L("architecture", sel("(c) hybrid"), "Three packages share one set of conventions and the React Native app "
          "has its own lint, tests and commit rules — common profile at the root with an override for app."))
    sec = src(REPO, D + "project-init.md", "Step 1: Basic Analysis (runs at all depth levels)")
    call(F, "skills", sec, "prose", "/jarfis:project-init", fs({"moa-api/package.json": (
        '{"dependencies": {"@nestjs/core": "^10", "pg": "^8", "pg-boss": "^10", "firebase-admin": "^12"}}\n')}), Q(
        "추천 스킬을 확인하세요 (framework=nestjs).", "Skills", [
            O("nestjs", "NestJS 패턴"), O("nodejs", "Node.js 런타임"), O("postgres", "Postgres / SQL"),
            O("redis", "Redis 캐시·큐")], multi=True),
        L("scope", multi("nestjs", "nodejs", "postgres"), "The API runs NestJS on Node with Postgres (pg, pg-boss); "
          "Redis was removed this year and is not a dependency."))


def misc():
    sec = src(REPO, D + "agent.md", "skill remove")
    call(F, "skillrm", sec, "prose", "/jarfis:agent skill remove redis", fs(shown=(
        "$ jarfis_cli.py agent skill remove redis (dry-run)\nfile: ~/.claude/commands/jarfis/skills/redis.md "
        "(4.1 KB)\nreferences:\n  agent-composition.yaml:88  extra_skills_by_framework.express: [nodejs, redis]\n"
        "  domains/web.yaml:23  optional_skills: [redis]\n")), Q(
        "Delete the skill 'redis'? The references above will need manual cleanup.", "Remove", [
            O("Yes", "Run with --apply"), O("No", "Keep the skill")]),
        P("other", "Removing the skill deletes a file shared by every project using JARFIS and leaves two "
          "references to clean by hand; the confirmation authorises the deletion itself.", ["destructive"]))

    sec = src(REPO, D + "level-check.md", "Step 2: Manual Input (Interview)")
    call(F, "level", sec, "filled", "/jarfis:level-check", fs(), [
        Q("Which stages of the SDLC do you use AI for?", "SDLC", [
            O("Coding only"), O("Coding + testing"), O("Planning through testing"),
            O("Planning through deployment")]),
        Q("Have you designed and operated custom agents?", "Agents", [
            O("None"), O("1-3"), O("4-10"), O("10+")]),
        Q("How do you verify AI output quality?", "Verify", [
            O("Manual review"), O("Automated tests"), O("CI/CD integration"), O("Dialectic review (pro/con)")],
          multi=True),
        Q("Do you operate AI-native processes at the team/organization level?", "Team use", [
            O("Individual only"), O("Shared within team"), O("Team standard"), O("Organization-wide standard")])], [
        P("other", "A self-assessment of how the person works with AI; only they can answer it.", ["about_person"]),
        P("other", "Asks about the person's own experience building agents.", ["about_person"]),
        P("other", "Asks how the person checks AI output in their own practice.", ["about_person"]),
        P("other", "Asks how far the person's team has adopted these practices — their account of their "
          "organisation.", ["about_person"])])


def build():
    work()
    sys_upgrade()
    sys_version()
    org_init()
    sys_implement()
    project_init()
    misc()
