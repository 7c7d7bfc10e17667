"""smmflow (t0uchY233/smm_agent): one business author's SMM content pipeline run from Claude Code and n8n, written
in Russian. `/video-script` turns a topic into a YouTube script in the author's tone of voice (asks the publication
date and time, up to three questions about the case, the audience's pain and the numbers, then shows a compact
preview: "Утверждаем? [OK / Изменить / Переделать]") and saves a teleprompter DOCX named after the publication slot;
`/publish-from-script <youtube_url>` reads that DOCX, looks the video up in Google Sheets through an n8n webhook
("Заменить контент? [Да/Нет]" when a row is already `ready`), asks for the DOCX when the lookup finds none, asks the
date and time when the file name carries none, shows the detected blog category to override, generates a cover,
shows a preview ("Поставить в очередь? [OK / Изменить / Отмена]") and upserts the row that n8n publishes to the
Telegram channel and the blog at the scheduled time; on a non-200 webhook answer it asks retry/cancel. The older
`repurpose-youtube-video` skill publishes directly: transcript → adapted texts → "Публикуем оба? [OK / Изменить /
Отмена]" → Telegram sendPhoto and a blog API that always creates a new article (never call it twice).

Files used: .claude/skills/video-script/SKILL.md (@ 2f2f455e0d27e5901ee857d83b74389a6aa979fd),
.claude/skills/publish-from-script/SKILL.md (@ 0a24b29a0e38bf8001bdb978b71703e02de8cac4),
.claude/skills/repurpose-youtube-video/SKILL.md (@ b1f351099c0f040b33ffe6a2e436344c2a25de51).
The skills say "спросить через AskUserQuestion" and print their one-line menus ([OK / Изменить / Переделать],
[Да/Нет], retry/cancel); calls keep the menu's words as labels (`verbatim` where the source gives question and
options, `filled` where the slot, file names, categories or the preview are filled in), the "ask the user"
steps got options from the step's text (`prose`), and questions that embed a report (a Sheets row already queued,
a preview with a defect, a webhook or Telegram error, the msOptions error) are `variant`s. The preview, the
`ls .tmp/teleprompter/` listing, the lookup row and the errors are kept as `shown`.
Fixture: the channel "Климов | Узкое место" of Артём Климов, a fictional consultant on theory of constraints in
procurement and oilfield services (blog klimov-ops.ru, Telegram channel, YouTube); editor Марина Соколова keeps the
content plan in NOTES.md.
"""
from common import O, Q, L, call, sel, multi, typ, person, src

REPO = "t0uchY233/smm_agent"  # video-script @ 2f2f455e…, publish-from-script @ 0a24b29a…, repurpose @ b1f35109…

F = "smmflow"
VS = ".claude/skills/video-script/SKILL.md"
PFS = ".claude/skills/publish-from-script/SKILL.md"
RYV = ".claude/skills/repurpose-youtube-video/SKILL.md"

README = ("# smm_agent (Климов | Узкое место)\nContent pipeline for Артём Климов: /video-script → запись → Google "
          "Drive → n8n (YouTube upload) → /publish-from-script → n8n Publisher (Telegram канал + блог klimov-ops.ru, "
          "RSS → Дзен). Скрипты в tools/, DOCX в .tmp/teleprompter/.\n")
CLAUDE = ("# Правила проекта\n- Сценарии утверждает только Артём (на превью /video-script).\n- Тексты постов — "
          "производные от утверждённого сценария: если превью /publish-from-script проходит проверки (Telegram ≤ "
          "1024 знаков или сплит, только разрешённые теги, в Telegram литерал {BLOG_URL}, дата в будущем) — ставь в "
          "очередь сам, Артёма не дёргать.\n- Напрямую в Telegram/блог не публикуем — только через очередь n8n.\n")
CLAUDE_BARE = "# Правила проекта\n- Ключи только из .env, в чат не просить.\n"
TOV = ("# Tone of voice\nАудитория: собственники и директора производств и сервисных компаний нефтегаза, 35–55 лет. "
       "Главная боль: деньги заморожены в запасах и простоях, а «оптимизация» ничего не даёт.\nСтиль: от первого "
       "лица, рубленые фразы, цифры в рублях, метафоры из производства. Без мотивации и психологии. Ролик 8–12 "
       "минут.\n")


def fs(extra=None, shown=None, claude=CLAUDE, tov=True):
    d = {"README.md": README}
    if claude:
        d["CLAUDE.md"] = claude
    if tov:
        d["tone-of-voice.md"] = TOV
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


PLAN = ("# Контент-план (Марина)\nСлоты публикаций: вторник и четверг, 14:00 MSK.\n| слот | тема | статус |\n|---|---|---|\n"
        "| 2026-05-05 14:00 | Бурение: 7 причин простоя бригад КРС | записан |\n| 2026-05-07 14:00 | Закупки: почему "
        "склад растёт, а дефицит не уходит | сценарий |\n| 2026-05-12 14:00 | свободно | — |\n")

WHEN_Q = Q("Когда публикуем? Формат: YYYY-MM-DD HH:MM (MSK)", "Публикация", [
    O("2026-05-07 14:00", "ближайший четверг, 14:00 MSK"), O("2026-05-08 10:00", "пятница, 10:00 MSK"),
    O("2026-05-12 14:00", "вторник через неделю, 14:00 MSK")])


def video_script():
    sec = src(REPO, VS, "Step 1: Ввод и уточнение")
    ph = "/video-script почему склад растёт, а дефицит не уходит"
    call(F, "when", sec, "filled", ph, fs(extra={"NOTES.md": PLAN}), WHEN_Q,
         L("other", sel("2026-05-07 14:00"), "Марина's content plan puts this exact topic (procurement: the warehouse "
           "grows, the shortage stays) in the 2026-05-07 14:00 slot."))
    call(F, "when", sec, "filled", ph, fs(), WHEN_Q,
         P("other", "The publication slot is the author's schedule; no content plan or note says when this video "
           "goes out, and the time is baked into the DOCX name the rest of the pipeline keys on."))
    call(F, "when", sec, "filled", "/video-script как ИИ заменяет закупщиков", fs(extra={"NOTES.md": PLAN + (
        "\nМарина 29.04: ИИ-закупщики — в свободный слот 12 мая, 14:00. 8-е не трогаем, там вебинар.\n")}), Q(
        "Когда публикуем? Формат: YYYY-MM-DD HH:MM (MSK)", "Публикация", [
            O("2026-05-07 14:00", "ближайший четверг, 14:00 MSK"), O("2026-05-08 10:00", "пятница, 10:00 MSK")]),
        L("other", typ("2026-05-12 14:00"), "Марина put this topic in the free 12 May 14:00 slot (the 7th is taken "
          "by the procurement video, the 8th is a webinar); neither offered slot is right."))

    sec = src(REPO, VS, "Step 1: Ввод и уточнение")
    case_q = Q("Какой конкретный кейс или ситуацию разберём?", "Кейс", [
        O("Металлургический завод", "склад МТР 410 млн, дефицит по 30 позициям"),
        O("Сервисная компания КРС", "простои бригад из-за запчастей"), O("Придумай типовой кейс", "собирательный")])
    pain_q = Q("Какая главная боль аудитории в этой теме?", "Боль", [
        O("Деньги заморожены в запасах", "склад растёт, оборачиваемость падает"),
        O("Закупщики не успевают", "перегрузка отдела закупок"),
        O("Поставщики срывают сроки", "дисциплина поставок")])
    num_q = Q("Есть ли конкретные цифры/суммы для примера?", "Цифры", [
        O("Да, из моего кейса", "возьму цифры из заметок по проекту"),
        O("Придумай правдоподобные", "в стиле канала, без привязки к клиенту"),
        O("Без цифр", "только принципы")])
    notes = {"NOTES.md": PLAN, "cases/2025-metzavod.md": (
        "# Кейс: металлургический завод (клиент под NDA, имя не называем)\nСклад МТР 410 млн ₽, дефицит по 30 "
        "критичным позициям. Буфер по ТОС вместо нормативов: за 7 месяцев склад −118 млн ₽, дефицит 30 → 4 "
        "позиции. Артём: «этот кейс — для ролика про склад».\n")}
    call(F, "detail", sec, "prose", "/video-script почему склад растёт, а дефицит не уходит", fs(extra=notes),
         [case_q, pain_q, num_q],
         [L("scope", sel("Металлургический завод"), "Артём earmarked the steel-plant case in cases/ for the "
            "warehouse video."),
          L("scope", sel("Деньги заморожены в запасах"), "tone-of-voice.md names the audience's main pain: money "
            "frozen in inventory and downtime — and the topic is a growing warehouse."),
          L("scope", sel("Да, из моего кейса"), "The case file carries the real figures (410 → 292 млн ₽, "
            "shortage 30 → 4 positions).")])
    call(F, "detail", sec, "prose", "/video-script почему склад растёт, а дефицит не уходит", fs(extra={
        "NOTES.md": PLAN}), [case_q, pain_q, num_q],
         [P("scope", "Which real case from his practice the author will tell on camera is his to say; nothing in "
            "the project records one for this topic.", ["about_person"]),
          L("scope", sel("Деньги заморожены в запасах"), "tone-of-voice.md names the audience's main pain: money "
            "frozen in inventory — exactly the warehouse topic."),
          P("scope", "Numbers in the video are presented as the author's own case; only he knows whether real "
            "figures exist or whether invented ones are acceptable on his channel.", ["about_person"])])

    sec = src(REPO, VS, "Step 3: Утверждение")
    appr = Q("Утверждаем?", "Сценарий", [O("OK", "перейти к телесуфлёру и DOCX"),
                                          O("Изменить", "поправить конкретный блок"),
                                          O("Переделать", "сгенерировать заново")])
    good = ("Сценарий: Склад растёт, а дефицит не уходит\nХронометраж: ~10 мин\n\n[ХУК] 410 миллионов рублей лежат "
            "на складе. И при этом цех стоит — нет подшипника за 3 тысячи.\n[ТЕЗИС] Сегодня покажу схему, как "
            "срезать склад на 30% и убрать дефицит.\n[ТЕОРИЯ] Буфер вместо норматива: склад как резервуар с "
            "краном.\n[КЕЙС] Металлургический завод: −118 млн ₽ за 7 месяцев, дефицит 30 → 4 позиции.\n[РЕЗЮМЕ] "
            "1) норматив врёт 2) буфер по потреблению 3) считай деньги, а не позиции\n")
    call(F, "approve", sec, "filled", "/video-script почему склад растёт, а дефицит не уходит", fs(extra=notes,
         shown=good), appr,
         L("confirmation", sel("OK"), "The preview follows tone-of-voice (hook with a ruble figure, engineering "
           "metaphor, ~10 min, three takeaways) and uses the case file's real numbers without naming the client."))
    call(F, "approve", sec, "variant", "/video-script почему склад растёт, а дефицит не уходит", fs(extra=notes,
         shown=good.replace("Металлургический завод:", "Металлургический завод «Северсталь-Прокат»:")), appr,
         L("confirmation", sel("Изменить"), "The case block names the client, and the case file says the client is "
           "under NDA and must not be named; one block needs an edit, the rest is fine."))
    call(F, "approve", sec, "variant", "/video-script почему склад растёт, а дефицит не уходит", fs(extra=notes,
         shown=good.replace("~10 мин", "~15 мин").replace("[РЕЗЮМЕ]", "[МОТИВАЦИЯ] Поверь в себя — и склад "
                                                                         "поверит в тебя.\n[РЕЗЮМЕ]")), appr,
         L("style", sel("Изменить"), "tone-of-voice.md and the skill rule out motivational blocks and scripts over 12 "
           "minutes; dropping the [МОТИВАЦИЯ] block fixes both, the hook, case and summary are right."))
    call(F, "approve", sec, "variant", "/video-script почему склад растёт, а дефицит не уходит", fs(extra=notes,
         shown=("Сценарий: 5 ошибок в рекламе для B2B\nХронометраж: ~9 мин\n\n[ХУК] Вы сливаете бюджет на "
                "таргет.\n[ТЕЗИС] Покажу, как настроить рекламу в Яндекс.Директ.\n[ТЕОРИЯ] Воронка продаж.\n"
                "[КЕЙС] Интернет-магазин инструментов: ROI 240%.\n[РЕЗЮМЕ] 3 совета по рекламе\n")), appr,
         L("confirmation", sel("Переделать"), "The script is about B2B advertising, not the requested topic (a "
           "warehouse that grows while shortages persist) and ignores the earmarked case; it has to be regenerated, "
           "not edited."))


def publish():
    ph = "/publish-from-script https://youtube.com/watch?v=Qm7tR2xLk9A"
    sec = src(REPO, PFS, "Step 2: Найти DOCX")
    repl = Q("Для этого видео в Sheets уже есть строка со status=ready. Заменить контент?", "Заменить", [
        O("Да", "перезаписать tg_text, blog_html и обложку через тот же webhook"), O("Нет", "оставить как есть")])
    row = ("lookup youtube_id=Qm7tR2xLk9A → {status: ready, scheduled_at: 2026-05-05 14:00, title: \"Бурение: 7 "
           "причин простоя бригад КРС\", tg_text: \"Бригада КРС стоит 6 часов в смену…\", cover_url: "
           "https://klimov-ops.ru/assets/covers/burenie-krs.png, updated_by: n8n, updated_at: 2026-04-29 18:02}\n")
    call(F, "replace", sec, "verbatim", ph, fs(extra={"NOTES.md": PLAN}, shown=row), repl,
         L("confirmation", sel("Нет"), "The row is already prepared and queued for its slot; nothing says it is "
           "wrong, so keeping it achieves the goal without overwriting queued content.", ["destructive"]))
    call(F, "replace", sec, "verbatim", ph, fs(extra={"NOTES.md": PLAN + (
        "\nАртём 30.04: в посте про КРС перепутал цифру — не 6 часов, а 4,5. Перегенерируй пост и статью из "
        "исправленного DOCX.\n")}, shown=row), repl,
        L("confirmation", sel("Да"), "Артём asked for the КРС post and article to be regenerated from the corrected "
          "DOCX; the queued text carries the wrong figure.", ["destructive"]))
    call(F, "replace", sec, "variant", ph, fs(extra={"NOTES.md": PLAN}, shown=row.replace(
        "updated_by: n8n, updated_at: 2026-04-29 18:02", "updated_by: marina.sokolova (Sheets, ручная правка), "
        "updated_at: 2026-04-30 11:40, comment: \"поправила хук и реакции, не трогать\"")), repl,
        P("confirmation", "Марина hand-edited the queued post this morning and wrote «не трогать»; overwriting "
          "her edits with regenerated text is for the person (or Марина) to decide.", ["destructive"]))

    sec = src(REPO, PFS, "Step 2: Найти DOCX")
    pick = Q("В Sheets строки для видео «Склад растёт, а дефицит не уходит» нет. Какой DOCX-сценарий ему "
             "соответствует?", "DOCX", [
        O("2026-05-07-1400-sklad-rastet-deficit-ne-uhodit.docx"), O("2026-05-05-1400-burovye-krs-7-prichin.docx"),
        O("2026-04-30-1400-uvolit-zama.docx")])
    call(F, "docx", sec, "filled", ph, fs(), pick,
         L("other", sel("2026-05-07-1400-sklad-rastet-deficit-ne-uhodit.docx"), "The video's title matches that "
           "file's alias word for word; the other two are different topics."))
    pick2 = Q("В Sheets строки для видео «Склад растёт, а дефицит не уходит» нет. Какой DOCX-сценарий ему "
              "соответствует?", "DOCX", [
        O("2026-05-07-1400-sklad-rastet-deficit-v2.docx"), O("2026-05-07-1400-sklad-rastet-deficit.docx"),
        O("2026-05-05-1400-burovye-krs-7-prichin.docx")])
    call(F, "docx", sec, "variant", ph, fs(), pick2,
         P("other", "Two versions of the same script exist and nothing says which one Артём read on camera; the "
           "posts must match what was recorded, which only he knows."))
    call(F, "docx", sec, "variant", ph, fs(extra={"NOTES.md": PLAN + (
        "\nМарина 02.05: склад — записали по v1, v2 была черновиком с другим кейсом, её не использовали.\n")}), pick2,
        L("other", sel("2026-05-07-1400-sklad-rastet-deficit.docx"), "Марина recorded that the video was shot from "
          "v1 and v2 was an unused draft with a different case."))

    sec = src(REPO, PFS, "Step 3: Прочитать DOCX")
    dt = Q("В имени DOCX «{}» нет времени публикации. Когда публикуем? (YYYY-MM-DD HH:MM, MSK)", "Публикация", [
        O("2026-05-07 14:00", "четверг"), O("2026-05-12 14:00", "вторник"), O("Сейчас + 15 минут", "сразу")])
    slot_q = lambda name: dict(dt, question=dt["question"].replace("{}", name))
    call(F, "slot", sec, "filled", ph, fs(extra={"NOTES.md": PLAN}), slot_q("sklad-rastet.docx — Склад растёт, а "
                                                                              "дефицит не уходит"),
        L("other", sel("2026-05-07 14:00"), "The content plan schedules this topic for 2026-05-07 14:00."))
    call(F, "slot", sec, "filled", ph, fs(extra={"NOTES.md": "Слоты: вт/чт 14:00. План на май ещё не собран.\n"}),
         slot_q("uvolit-zama.docx — Как уволить зама и не развалить отдел"),
        P("other", "The plan for May isn't set and nothing assigns this video a slot; both Tuesday and Thursday fit "
          "the rule, and \"now\" would publish at once — the author's schedule to choose.", ["outward"]))

    sec = src(REPO, PFS, "Step 4: Auto-detect category")
    cat = Q("Категория для блога?", "Категория", [
        O("Управление (parent=32)", "определено автоматически"), O("Маркетинг (parent=29)"),
        O("Бизнес (parent=34)"), O("Свой ID", "укажу номер раздела")])
    cat2 = Q("«Почему клиенты не платят за ваш сервис: продажи инженерных услуг» — ключевые слова: продажи, "
             "клиенты, цена, деньги; определено: Бизнес. Категория для блога?", "Категория", [
        O("Бизнес (parent=34)", "определено автоматически"), O("Маркетинг (parent=29)"),
        O("Управление (parent=32)"), O("Свой ID", "укажу номер раздела")])
    call(F, "category", sec, "variant", ph, fs(), cat2,
        L("other", sel("Маркетинг (parent=29)"), "The text is about selling engineering services to clients — "
          "продажи and клиенты are the skill's keywords for Маркетинг; the detector keyed on «деньги»."))
    call(F, "category", sec, "variant", ph, fs(extra={"NOTES.md": (
        "Марина: серия «Закупки» целиком идёт в рубрику 41 (спецпроект «Закупки без боли», создан в MODX 20.04). "
        "Не в Управление.\n")}), Q(
        "«Закупки: почему склад растёт, а дефицит не уходит» — ключевые слова: закупки, склад, ТОС; определено: "
        "Управление. Категория для блога?", "Категория", [O("Управление (parent=32)", "определено автоматически"),
                                            O("Маркетинг (parent=29)"), O("Бизнес (parent=34)")]),
        L("other", typ("parent=41 (спецпроект «Закупки без боли»)"), "Марина's note sends the whole «Закупки» "
          "series to section 41, a special project, not Управление; none of the offered sections is right."))

    sec = src(REPO, PFS, "Step 7: Превью пользователю")
    queue = Q("Поставить в очередь?", "Очередь", [O("OK", "upsert в Sheets со status=ready; n8n опубликует в срок"),
                                                   O("Изменить", "поправить блок"), O("Отмена", "стоп")])
    prev = ("Title: Склад растёт, а дефицит не уходит\nКатегория: Управление\nПубликация: 2026-05-07 14:00 MSK\n\n"
            "Telegram (912 chars): 410 миллионов на складе — и цех стоит без подшипника за 3 тысячи. → Норматив "
            "врёт… 👉 Читайте об этом подробнее на блоге <a href=\"{BLOG_URL}\">klimov-ops.ru</a> или смотрите "
            "видео на <a href=\"https://youtube.com/watch?v=Qm7tR2xLk9A\">YouTube</a>\n👍 — узнаю свой склад …\n"
            "Blog (6 840 chars): <h2>Почему норматив врёт</h2><p>…</p> (ещё 9 абзацев)\nОбложка: "
            "https://klimov-ops.ru/assets/covers/sklad-rastet.png\n")
    call(F, "queue", sec, "filled", ph, fs(shown=prev), queue,
         L("confirmation", sel("OK"), "CLAUDE.md delegates queuing when the preview passes its checks: 912 chars, "
           "allowed tags, the literal {BLOG_URL}, a future date — all met.", ["outward"]))
    call(F, "queue", sec, "filled", ph, fs(shown=prev, claude=CLAUDE_BARE), queue,
         P("confirmation", "OK queues the posts for automatic publication to the public channel and blog; nothing "
           "in the project delegates that sign-off, so the author approves his own publication.", ["outward"]))
    call(F, "queue", sec, "variant", ph, fs(shown=prev.replace("<a href=\"{BLOG_URL}\">",
                                                               "<a href=\"https://klimov-ops.ru/in/upravlenie/sklad-"
                                                               "rastet.html\">")), queue,
         L("confirmation", sel("Изменить"), "The Telegram text carries a guessed blog URL instead of the literal "
           "{BLOG_URL} that n8n fills after the article is out — a link that may 404; fix the block before queuing.",
           ["outward"]))
    call(F, "queue", sec, "variant", ph, fs(shown=prev.replace("Публикация: 2026-05-07 14:00 MSK",
                                                               "Публикация: 2026-04-28 14:00 MSK (сегодня 2026-05-"
                                                               "02)")), queue,
         L("confirmation", sel("Изменить"), "The slot is already in the past, so n8n would publish on its next "
           "run, out of the plan; CLAUDE.md requires a future date — correct the date first.", ["outward"]))

    sec = src(REPO, PFS, "Step 7: Превью пользователю")
    fix = Q("Что поправить?", "Правки", [O("Telegram-пост"), O("Статья для блога"), O("Обложка"),
                                         O("Дата публикации")], multi=True)
    call(F, "fix", sec, "prose", ph, fs(shown=prev.replace("Публикация: 2026-05-07 14:00 MSK",
                                                           "Публикация: 2026-04-28 14:00 MSK (сегодня 2026-05-02)")
                                        .replace("(ещё 9 абзацев)", "(ещё 9 абзацев; <iframe src=\"https://www."
                                                 "youtube.com/embed/Qm7tR2xLk9A\"></iframe> в середине)"),
                                        extra={"NOTES.md": PLAN}), fix,
         L("scope", multi("Статья для блога", "Дата публикации"), "Two defects: the article embeds an <iframe> "
           "(forbidden; Дзен needs a plain link) and the slot is in the past (the plan says 2026-05-07 14:00). The "
           "Telegram post and the cover are fine."))
    call(F, "fix", sec, "prose", ph, fs(shown=prev.replace("<a href=\"{BLOG_URL}\">",
                                                           "<a href=\"https://klimov-ops.ru/in/upravlenie/sklad-"
                                                           "rastet.html\">").replace("Telegram (912 chars)",
                                                                                       "Telegram (1 380 chars)")),
         fix,
         L("scope", multi("Telegram-пост"), "Only the Telegram text is off — a guessed blog URL instead of the "
           "literal {BLOG_URL}; its length over 1024 is handled by n8n's split. The article, cover and date are "
           "right."))

    sec = src(REPO, PFS, "Error Handling")
    err = Q("n8n webhook вернул HTTP 404: «The requested webhook 'smm-update' is not registered» (hint: the workflow "
            "must be active). Что делаем?", "Webhook", [O("Повторить", "тот же POST; upsert по youtube_id"),
                                                                   O("Отмена", "остановиться")])
    call(F, "webhook", sec, "variant", ph, fs(), err,
        L("other", sel("Отмена"), "The webhook isn't registered because the n8n workflow is inactive; retrying "
          "the same POST cannot succeed until someone activates it."))


def repurpose():
    ph = "/repurpose-youtube-video https://youtube.com/watch?v=Hc4pW8nVb2E"
    sec = src(REPO, RYV, "Step 4: Adapt Content for Each Platform")
    both = Q("Публикуем оба?", "Публикация", [O("OK", "Telegram sendPhoto + блог (published: 1)"),
                                              O("Изменить", "поправить текст"), O("Отмена", "стоп")])
    prev = ("Telegram (780 chars):\n<b>Инвестиции вне узкого места — слив бюджета</b>\n→ Новый станок на "
            "некритичном участке: +0 ₽ к выручке… <a href=\"https://youtube.com/watch?v=Hc4pW8nVb2E\">Видео</a>\n\n"
            "Блог: «Инвестиции вне бутылочного горлышка» — Завод купил второй пресс за 38 млн, а отгрузки не "
            "выросли ни на рубль… (ещё 7 абзацев)\nКатегория: Управление\n")
    call(F, "both", sec, "verbatim", ph, fs(shown=prev, claude=CLAUDE_BARE), both,
         P("confirmation", "OK posts to the public Telegram channel and publishes the article immediately; the blog "
           "API can't update or undo a post. Publishing under the author's name is his call.", ["outward"]))
    call(F, "both", sec, "variant", ph, fs(shown=prev.replace("(ещё 7 абзацев)", "(ещё 7 абзацев; в статье "
                                                              "<iframe src=\"https://www.youtube.com/embed/"
                                                              "Hc4pW8nVb2E\"></iframe>)"), claude=CLAUDE_BARE), both,
         L("confirmation", sel("Изменить"), "The article embeds the video as an <iframe>, a tag the skill forbids "
           "(Дзен drops it; the video must be a plain link); fix it before anything goes out.", ["outward"]))
    call(F, "both", sec, "variant", ph, fs(shown=prev, claude=CLAUDE), both,
         L("confirmation", sel("Отмена"), "CLAUDE.md says nothing is published directly to Telegram or the blog — "
           "only through the n8n queue; this legacy skill's direct publish is exactly that, so stop and use "
           "/publish-from-script.", ["outward"]))

    sec = src(REPO, RYV, "Step 2: Extract YouTube Transcript")
    tr = Q("Субтитров у видео «{}» нет — транскрипт недоступен. Откуда взять текст?", "Текст", [
        O("Из DOCX-сценария", "файл из .tmp/teleprompter/"), O("Пришлю текст сам"), O("Отмена")])
    trq = lambda t: dict(tr, question=tr["question"].replace("{}", t))
    call(F, "transcript", sec, "prose", ph, fs(extra={".tmp/teleprompter/2026-04-28-1400-investicii-vne-uzkogo-"
                                                      "mesta.docx": "(DOCX: Инвестиции вне узкого места)"}),
         trq("Инвестиции вне узкого места"),
        L("other", sel("Из DOCX-сценария"), "The teleprompter DOCX for this exact title is on disk — the text the "
          "video was read from."))
    call(F, "transcript", sec, "prose", ph, fs(extra={".tmp/teleprompter/2026-04-28-1400-investicii-vne-uzkogo-"
                                                      "mesta.docx": "(DOCX: Инвестиции вне узкого места)"}),
         trq("Прямой эфир: ответы на вопросы 30.04"),
        P("other", "A live Q&A has no script and no subtitles; only the author has (or can produce) its text."))

    sec = src(REPO, RYV, "Error Handling")
    tg = Q("Telegram не принял пост: 403 «Forbidden: bot is not a member of the channel chat». Что делаем?",
           "Telegram", [
        O("Повторить после проверки", "проверю токен и права бота"), O("Только блог", "опубликовать статью, пост "
                                                                                      "в TG вручную"),
        O("Отмена", "ничего не публиковать")])
    call(F, "tgfail", sec, "variant", ph, fs(extra={"NOTES.md": (
        "Артём: если Telegram упал — блог всё равно публикуй, пост в канал закину руками.\n")}, claude=CLAUDE_BARE), tg,
        L("other", sel("Только блог"), "Артём's standing note: if Telegram fails, publish the blog anyway and he "
          "posts to the channel by hand.", ["outward"]))
    call(F, "tgfail", sec, "variant", ph, fs(claude=CLAUDE_BARE), tg,
         P("other", "The bot was removed from the channel — re-adding it is the channel owner's job — and the other "
           "choices publish the article alone or nothing; with no standing rule, that is the author's call.",
           ["outward"]))

    sec = src(REPO, RYV, "Step 6: Publish to Blog")
    call(F, "msopt", sec, "variant", ph, fs(shown=(
        "POST api-publish.html → HTTP 201 {url: https://klimov-ops.ru/in/upravlenie/investicii-vne-uzkogo-"
        "mesta.html}\nНа странице: [msOptions] The resource with id = 412 is not instance of msProduct\n"),
        claude=CLAUDE_BARE), Q(
        "Статья создана, но отображается с ошибкой msOptions и не попадёт на главную. Что делаем?", "Блог", [
            O("Опубликовать заново", "ещё один POST в api-publish"),
            O("Исправить тип в MODX", "сменить тип ресурса 412 на «Товар магазина», без повторной публикации"),
            O("Оставить как есть")]),
        L("other", sel("Исправить тип в MODX"), "The skill says a msOptions error is a server-side resource-type "
          "issue to fix in MODX and never to re-publish — a second POST creates a duplicate public article.",
          ["outward"]))


def build():
    video_script()
    publish()
    repurpose()
