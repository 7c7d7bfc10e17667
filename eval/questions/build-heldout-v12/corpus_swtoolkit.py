"""Spec-Workflow-Toolkit (MysMon/Spec-Workflow-Toolkit): spec-first commands written in Japanese (all output in
Japanese per its language-enforcement skill), with `Question:/Header:/Options:` blocks for AskUserQuestion and
tables of clarifying questions. The calls keep the Japanese question and option texts.

Files read (path @ 580807abf3032bb45095964bea43bfd968f59043):
  commands/quick-impl.md      (ステップ 2: コンテキスト確認; エスカレーション)
  commands/spec-implement.md  (理解の確認; 実装開始の確認; コミット前レビュー; security-auditor の失敗)
  commands/debug.md           (根本原因)
  commands/project-setup.md   (3.1-3.5: コードスタイル, テスト, ドキュメント, 境界, セキュリティ)
  commands/spec-review.md     (曖昧なフィードバックの確認)
  commands/resume.md          (再開; コンテキスト復元の部分失敗)

Fixtures: kaigo-yoyaku (a Next.js booking app for home-care visits that stores patients' addresses; CLAUDE.md in
Japanese), hanabi-api (a Go API for a fireworks-festival ticket office) and tsumiki (a small TypeScript library
with no tooling yet).
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import SWTOOLKIT

F = "swtoolkit"


def S(path, section):
    return src(SWTOOLKIT, path, section)


KY_MD = ("# kaigo-yoyaku\n\n訪問介護の予約アプリ（Next.js 14 + Prisma + PostgreSQL）。利用者の住所・要介護度を保存する（個人情報）。\n"
         "- コミット前に必ず `pnpm test` と `pnpm lint` を実行すること。\n- バリデーションスキーマは packages/schemas にまとめる（画面ごとに書かない）。\n")
KY = {"CLAUDE.md": KY_MD, "package.json": "{\"name\": \"kaigo-yoyaku\", \"private\": true, \"scripts\": {\"test\": \"vitest run\", \"lint\": \"eslint .\"}}",
      ".eslintrc.json": "{\"extends\": [\"next/core-web-vitals\", \"prettier\"]}", ".prettierrc": "{\"semi\": false, \"singleQuote\": true}"}
HB_MD = ("# hanabi-api\n\n花火大会チケット窓口の Go API（chi + sqlc + PostgreSQL）。\n- テストはテーブル駆動（*_test.go）。\n"
         "- 公開 API（pkg/）のみ GoDoc を書く。internal/ は自己説明的なコードで。\n")
HB = {"CLAUDE.md": HB_MD, "go.mod": "module github.com/hanabi/hanabi-api\n\ngo 1.23\n", ".golangci.yml": "linters:\n  enable: [gofumpt, revive, errcheck]\n"}
TS = {"package.json": "{\"name\": \"tsumiki\", \"version\": \"0.1.0\", \"main\": \"dist/index.js\"}", "src/index.ts": "export function stack<T>(xs: T[]): T[] { return [...xs] }\n"}


def build():
    # ---- quick-impl: context confirmation ----
    sec = S("commands/quick-impl.md", "ステップ 2: コンテキスト収集")
    cq = Q("これらの関連ファイルとパターンを見つけました。実装を進めてよいですか？", "コンテキスト確認",
           [O("はい、実装を進めてください"), O("追加コンテキストが必要（ファイルを指定）"), O("期待と異なるので、説明を修正します")])
    call(F, "qi-context", sec, "verbatim", "/quick-impl 予約フォームの電話番号に形式チェックを追加", merge(KY, {
        "explore-summary.md": "関連: packages/schemas/booking.ts（zod スキーマ）, app/booking/Form.tsx, packages/schemas/__tests__/booking.test.ts\n方針: booking.ts の phone に正規表現を追加し、テストを追加\n"}), cq,
         L("confirmation", sel("はい、実装を進めてください"), "見つかったファイルと方針が CLAUDE.md の規約（スキーマは packages/schemas）どおり。"))
    call(F, "qi-context", sec, "variant", "/quick-impl 予約フォームの電話番号に形式チェックを追加", merge(KY, {
        "explore-summary.md": "関連: app/booking/Form.tsx（onSubmit 内で手書きの if チェック）\n方針: Form.tsx の onSubmit に正規表現チェックを追加\n"}), cq,
         L("confirmation", sel("追加コンテキストが必要（ファイルを指定）"), "CLAUDE.md はバリデーションを packages/schemas に置くと定めているのに、探索はそこを見ていない — packages/schemas/booking.ts を指定する。"))

    # ---- quick-impl: escalation ----
    sec = S("commands/quick-impl.md", "エスカレーション")
    eq = lambda why: Q("このタスクは当初の想定より複雑です。理由: %s。どのように進めますか？" % why, "エスカレーション",
                       [O("/spec-plan に切り替えて適切に計画する"), O("リスクを理解した上でそのまま進行する"), O("中断して要件を再検討する")])
    call(F, "qi-escalate", sec, "verbatim", "/quick-impl キャンセル料の計算を修正", KY, eq("bookings テーブルにカラム追加（スキーマ変更）が必要"),
         L("other", sel("/spec-plan に切り替えて適切に計画する"), "スキーマ変更は quick-impl の対象外と明記されている。計画に切り替えるのが是正策。"))
    call(F, "qi-escalate", sec, "variant", "/quick-impl ログイン後のリダイレクト先を修正", KY, eq("認証ミドルウェア（セッション検証）の変更が必要"),
         L("other", sel("/spec-plan に切り替えて適切に計画する"), "認証コードの変更はセキュリティに関わる — リスクを受け入れて進めるのではなく計画に切り替える。", ["security"]))

    # ---- spec-implement: understanding ----
    sec = S("commands/spec-implement.md", "理解の確認")
    uq = Q("仕様書からの理解は以上です。この内容で正しいですか？", "コンテキスト確認",
           [O("はい、正しいです"), O("一部正しいが、補足があります"), O("間違っています、要件を再説明します")])
    call(F, "si-understand", sec, "verbatim", "/spec-implement visit-reschedule", merge(KY, {
        "docs/specs/visit-reschedule.md": "# 訪問日時の変更\n\nFR-1 利用者は 48 時間前まで変更可。\nFR-2 変更時にヘルパーへ通知。\n状態: 承認済み\n",
        "understanding.md": "理解: FR-1 48 時間前まで変更可 / FR-2 変更時にヘルパーへ通知。\n"}), uq,
         L("confirmation", sel("はい、正しいです"), "要約が承認済み仕様の 2 つの要件と一致している。"))
    call(F, "si-understand", sec, "variant", "/spec-implement visit-reschedule", merge(KY, {
        "docs/specs/visit-reschedule.md": "# 訪問日時の変更\n\nFR-1 利用者は 48 時間前まで変更可。\nFR-2 変更時にヘルパーへ通知。\nFR-3 変更履歴を監査ログに残す（介護保険の監査対応）。\n状態: 承認済み\n",
        "understanding.md": "理解: FR-1 48 時間前まで変更可 / FR-2 変更時にヘルパーへ通知。\n"}), uq,
         L("confirmation", typ("一部正しい: 仕様の FR-3（変更履歴を監査ログに残す）が抜けている"), "要約が承認済み仕様の FR-3 を落としている。補足の中身はファイルにある。"))

    # ---- spec-implement: start gate ----
    sec = S("commands/spec-implement.md", "実装開始の確認")
    sq = Q("実装を開始してよろしいですか？コードベースのファイルが変更されます。", "確認",
           [O("はい、実装を進めてください"), O("いいえ、先に計画を確認させてください"), O("ビルド順序をもう一度見せてください")])
    call(F, "si-start", sec, "verbatim", "/spec-implement ticket-refund", merge(HB, {
        "docs/specs/ticket-refund-review.md": "# レビューログ\n\n2 回目: 指摘すべて反映。状態: 承認（担当: 佐藤）\n"}), sq,
         L("confirmation", sel("はい、実装を進めてください"), "仕様と設計はレビューで承認済み。ローカルのファイル変更を始めるゲート。"))
    call(F, "si-start", sec, "variant", "/spec-implement ticket-refund", merge(HB, {
        "docs/specs/ticket-refund-review.md": "# レビューログ\n\n1 回目: 返金の部分払い戻しの扱いが未定。状態: 差し戻し\n"}), sq,
         L("confirmation", sel("いいえ、先に計画を確認させてください"), "レビューログは差し戻しのまま。未承認の計画で実装を始めない。"))

    # ---- spec-implement: review before commit ----
    sec = S("commands/spec-implement.md", "フェーズ 2: 実装（コミット前レビュー）")
    rq = Q("機能の実装が完了しました。コミット前にレビューしますか？", "レビュー",
           [O("変更内容を確認させてください"), O("コミットを進めてください"), O("判断前にテストを実行してください")])
    call(F, "si-review", sec, "verbatim", "/spec-implement visit-reschedule", KY, rq,
         L("confirmation", sel("判断前にテストを実行してください"), "CLAUDE.md はコミット前に pnpm test と pnpm lint を必須にしている。"))
    call(F, "si-review", sec, "variant", "/spec-implement ticket-refund", merge(HB, {
        "quality-review.md": "go test ./... : ok (142 tests)\ngolangci-lint run : 0 issues\ncode-reviewer: 指摘なし\n"}), rq,
         L("confirmation", sel("コミットを進めてください"), "テストと lint とコードレビューは通っている。ローカルのコミットで外部への影響はない。"))

    # ---- spec-implement: security-auditor failure ----
    sec = S("commands/spec-implement.md", "ルール（L1）: security-auditor の失敗")
    aq = Q("security-auditor エージェントがタイムアウトしました。どのように進めますか？", "セキュリティ",
           [O("範囲を絞って security-auditor を再実行する"), O("セキュリティレビューをスキップして続行する"), O("中断する")])
    call(F, "si-security", sec, "prose", "/spec-implement visit-reschedule", KY, aq,
         L("other", sel("範囲を絞って security-auditor を再実行する"), "個人情報を扱うアプリでレビューを飛ばすにはユーザーの同意が要る。再実行が是正策。", ["security"]))
    call(F, "si-security", sec, "prose", "/spec-implement ticket-refund", HB, aq,
         L("other", sel("範囲を絞って security-auditor を再実行する"), "返金処理はお金に関わる。スキップは文書化された同意が必要で、再実行が先。", ["security"]))

    # ---- debug: root cause ----
    sec = S("commands/debug.md", "フェーズ 3: 根本原因の特定")
    dq = Q("潜在的な原因を見つけました。どのシナリオがあなたの状況に合致しますか？", "根本原因",
           [O("タイムゾーン: サーバーが UTC で 48 時間判定", "本番の TZ 未設定で日本時間とずれる（分析上最も可能性が高い）"),
            O("キャッシュ: 古い予約一覧を表示", "ISR の revalidate が 1 時間"),
            O("権限: ヘルパー役割で変更不可", "role チェックが逆"),
            O("いずれでもない / さらなる調査が必要", "")])
    call(F, "debug-cause", sec, "filled", "/debug 「48時間前なのに変更できない」と問い合わせ", merge(KY, {
        "logs/prod-2026-11-25.txt": "2026-11-25T15:10:02Z reschedule denied booking=8812 now=2026-11-25T15:10Z visit=2026-11-27T09:00+09:00 hoursLeft=41.8 (server TZ=UTC)\n"}), dq,
         L("other", sel("タイムゾーン: サーバーが UTC で 48 時間判定"), "ログの hoursLeft=41.8 は UTC と +09:00 の混在で計算されており、TZ の仮説と一致する。"))
    call(F, "debug-cause", sec, "variant", "/debug 「48時間前なのに変更できない」と問い合わせ", merge(KY, {
        "support/ticket-311.md": "問い合わせ者: ヘルパー（役割 helper）。利用者本人の予約を代理で変更しようとした。画面: 「権限がありません」\n"}), dq,
         L("other", sel("権限: ヘルパー役割で変更不可"), "問い合わせはヘルパー役割の代理変更で「権限がありません」が出ている — 権限の仮説に合う。"))
    call(F, "debug-cause", sec, "variant", "/debug 「48時間前なのに変更できない」と問い合わせ", KY, dq,
         L("other", person("どの状況で起きたかは問い合わせを受けた本人しか知らず、ログも記録もフォルダにない。"), "本人しか知らない観察。", ["about_person"]))

    call(F, "debug-cause", sec, "variant", "/debug 「チケットが二重に発行された」と報告", HB,
         Q("潜在的な原因を見つけました。どのシナリオがあなたの状況に合致しますか？", "根本原因",
           [O("二重送信: 購入ボタンの連打", "冪等キーなし（分析上最も可能性が高い）"), O("Webhook の再送: 決済代行のリトライ", "署名検証後に重複チェックなし"),
            O("手動発行: 窓口での再発行", "管理画面から同じ座席を再発行"), O("いずれでもない / さらなる調査が必要", "")]),
         L("other", person("報告した本人がどう操作したかを知っている。ログも問い合わせ記録もフォルダにない。"), "本人しか知らない観察。", ["about_person"]))

    # ---- project-setup ----
    sec = S("commands/project-setup.md", "フェーズ 3: ユーザーインタビュー")
    style = lambda det: Q("Claude にはどのようなコードスタイル規約に従ってほしいですか？", "コードスタイル",
                          [O("既存のツール設定に従う（検出: %s）" % det), O("コードベースで見つかったパターンに合わせる"), O("カスタムルールを指定する"), O("言語/フレームワークのデフォルトを使用する")])
    test = lambda det: Q("Claude にはどのテストアプローチを使用してほしいですか？", "テスト",
                         [O("既存のテストパターンに合わせる（検出: %s）" % det), O("テスト駆動開発（テストを先に書く）"), O("実装後にテスト"), O("テスト要件を指定する")])
    docs = Q("Claude にはどのドキュメントスタイルに従ってほしいですか？", "ドキュメント",
             [O("公開 API のみドキュメント化"), O("包括的なドキュメント"), O("最小限（自己説明的なコード）"), O("既存のドキュメントスタイルに合わせる")])
    bnd = Q("異なるルールを適用すべき領域はありますか？", "境界",
            [O("コードベースの部分ごとに異なるルールが必要"), O("特に注意が必要な領域がある"), O("特定の領域で厳格なバリデーションが必要"), O("特別な境界は不要")], multi=True)
    call(F, "setup", sec, "filled", "/project-setup", HB,
         [style("golangci-lint: gofumpt, revive"), test("テーブル駆動テスト"), docs, bnd],
         [L("style", sel("既存のツール設定に従う（検出: golangci-lint: gofumpt, revive）"), "リポジトリに .golangci.yml がある。"),
          L("style", sel("既存のテストパターンに合わせる（検出: テーブル駆動テスト）"), "CLAUDE.md がテーブル駆動テストを定めている。"),
          L("style", sel("公開 API のみドキュメント化"), "CLAUDE.md: GoDoc は pkg/ のみ、internal/ は自己説明的に。"),
          L("scope", multi("コードベースの部分ごとに異なるルールが必要"), "pkg/ と internal/ でドキュメント規約が異なる。")])
    sec = S("commands/project-setup.md", "3.5 セキュリティ考慮事項")
    call(F, "setup-security", sec, "verbatim", "/project-setup", KY,
         Q("どのようなセキュリティ考慮事項がありますか？", "セキュリティ",
           [O("認証/認可コードには特別な注意が必要"), O("入力バリデーションが重要"), O("機密データを扱う（PII、認証情報）"), O("標準的なセキュリティプラクティスで十分")], multi=True),
         L("scope", multi("認証/認可コードには特別な注意が必要", "入力バリデーションが重要", "機密データを扱う（PII、認証情報）"),
           "利用者の住所と要介護度（個人情報）を保存し、役割ごとの権限がある予約アプリ。標準だけでは足りない。", ["security"]))
    call(F, "setup", sec, "variant", "/project-setup", TS, [style("なし"), test("なし")],
         [L("style", person("ツール設定も規約もまだないライブラリで、どのスタイルで書いてほしいかはこの人の好み。"), "本人の好み。", ["about_person"]),
          L("style", person("テストがまだ一つもなく、TDD か後から書くかは本人の作業スタイル。"), "本人の作業スタイル。", ["about_person"])])

    call(F, "setup", sec, "variant", "/project-setup", TS, [docs, bnd],
         [L("style", person("ドキュメントもコメントもまだない小さなライブラリで、どこまで書くかは本人の好み。"), "本人の好み。", ["about_person"]),
          L("scope", person("ファイルが 1 つだけで、特別な領域があるかは本人の計画次第 — フォルダからは分からない。"), "本人の計画。", ["about_person"])])

    # ---- spec-review: ambiguous feedback ----
    sec = S("commands/spec-review.md", "ステップ 4: フィードバックループ（曖昧なフィードバック）")
    fq = Q("「もっと速くして」とのことですが、どの速度を優先しますか？", "優先する速度",
           [O("読み込み速度", "初回表示と画面遷移"), O("レスポンス速度", "API の応答時間"), O("ビルド速度", "CI とローカルのビルド時間")])
    call(F, "review-fast", sec, "filled", "/spec-review visit-calendar", KY, fq,
         L("other", person("「速く」が何を指すかはフィードバックした本人の意図で、ファイルには書かれていない。スキルも推測を禁じている。"), "本人の意図。", ["about_person"]))
    call(F, "review-fast", sec, "variant", "/spec-review visit-calendar", merge(KY, {
        "docs/specs/visit-calendar-review.md": "2 回目コメント（本人）: カレンダーを開くとき 4 秒白い画面 — もっと速くして。API は問題ない。\n"}), fq,
         L("other", sel("読み込み速度"), "本人のレビューコメントが開くときの白画面を挙げ、API は問題ないと書いている。"))
    call(F, "review-fast", sec, "variant", "/spec-review seat-map", HB, fq,
         L("other", person("どの速度の話かはフィードバックした本人にしか分からず、レビューログもない。"), "本人の意図。", ["about_person"]))
    cq2 = Q("「複雑すぎる」とのことですが、どう簡素化しますか？", "簡素化",
            [O("API を簡素化"), O("機能を削減"), O("フェーズ分割")])
    call(F, "review-simplify", sec, "filled", "/spec-review ticket-refund", HB, cq2,
         L("scope", person("どこを削るかは仕様の中身に関わる判断で、本人の意図を推測してはならず、ファイルにも手がかりがない。"), "本人の意図。", ["about_person"]))
    call(F, "review-simplify", sec, "variant", "/spec-review ticket-refund", merge(HB, {
        "docs/specs/ticket-refund-review.md": "コメント（佐藤）: 複雑すぎる。部分返金は来年の大会まで要らない — 全額返金だけ先に出そう。\n"}), cq2,
         L("scope", sel("フェーズ分割"), "レビューコメントが全額返金を先に出し部分返金を後にする — フェーズ分割。"))

    # ---- resume ----
    sec = S("commands/resume.md", "再開オプション")
    rsq = Q("どのように進めますか？", "再開",
            [O("チェックポイントから続行する（推奨）"), O("まず詳細を確認する"), O("最初からやり直す（進捗をリセット）"), O("状態確認のみ（終了）")])
    call(F, "resume", sec, "verbatim", "/resume", merge(HB, {
        "claude-progress.json": "{\"feature\": \"ticket-refund\", \"phase\": \"implement\", \"currentTask\": \"T4\", \"nextAction\": \"T4: refund webhook handler\", \"gitSha\": \"a41c0de\"}",
        "git-head.txt": "a41c0de\n"}), rsq,
         L("other", sel("チェックポイントから続行する（推奨）"), "進捗ファイルの SHA が HEAD と一致し、次の作業も明確。リセットは進捗を捨てる。", ["destructive"]))
    call(F, "resume", sec, "variant", "/resume", merge(HB, {
        "claude-progress.json": "{\"feature\": \"ticket-refund\", \"phase\": \"implement\", \"currentTask\": \"T4\", \"gitSha\": \"a41c0de\"}",
        "git-log.txt": "f00ba11 (HEAD) refactor: move refunds into internal/payments (佐藤)\n9d3e2aa fix: ticket QR size\na41c0de T3: refund table\n"}), rsq,
         L("other", sel("まず詳細を確認する"), "チェックポイント以降に他の人がリファンドのコードを移動している。そのまま続行せず先に確認する。"))
    call(F, "resume", sec, "variant", "/resume", merge(KY, {
        "claude-progress.json": "{\"feature\": \"visit-calendar\", \"phase\": \"implement\", \"currentTask\": \"T2\"}",
        "NOTES.md": "visit-calendar は中止（11/20 の打ち合わせで決定）。進捗はアーカイブして、今日はステータスだけ見たい。\n"}), rsq,
         L("other", sel("状態確認のみ（終了）"), "本人のメモがこの機能の中止とステータス確認だけを求めている。"))
    sec = S("commands/resume.md", "コンテキスト復元の部分失敗")
    call(F, "resume-partial", sec, "verbatim", "/resume", merge(KY, {
        "resume-log.txt": "progress file: ok\nfeature-list.json: ok\ndocs/specs/visit-calendar-design.md: read timeout\n"}),
         Q("コンテキスト復元が部分的に失敗しました。どのように進めますか？", "続行",
           [O("限定的なコンテキストで続行する（進捗ファイルのみ）"), O("まず主要ファイルを手動でレビューする"), O("コンテキスト復元をリトライする")]),
         L("other", sel("コンテキスト復元をリトライする"), "失敗したのは設計書の読み込みタイムアウトだけ。リトライは安全で、設計書なしで続けるより良い。"))
