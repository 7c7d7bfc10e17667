"""kicadauto (mattpainter701/kicad_automations): hardware design skills for KiCad boards — circuit-weaver, the
end-to-end design flow (new / existing / sample route, the sample's destination, experience level, the requirements
summary, IC selections, the confidence report, the layout menu, a placement dry run with blockers, the re-import
with --force, the final next-step menu with DFM findings and the Gerber upload), the bom skill (an ambiguous part,
KiCad open with possibly unsaved work, a schematic with uncommitted edits, how many boards, the order files, the
cleanup of generated files) and the jlcpcb skill (the API credentials, surface finish, an Extended part's fee, the
final order).

Files used: skills/circuit-weaver/SKILL.md (@ 3345cf88760367ed7dbf6f087d508a365795e9f8, the stored version read);
skills/bom/SKILL.md and skills/jlcpcb/SKILL.md (@ d90ea16f1944aef5af3b5f93297aa286739a3508). circuit-weaver gives
AskUserQuestion option lists for the route and the experience level (`verbatim`), numbered menus for the layout and
next-step choices (`verbatim`, cut to four options: AskUserQuestion allows four — the dropped entries are named in
README-heldout-v42.md), and prose gates ("Does this look right?", "Do these IC selections look good?", "ask the user
if they want to address the action items", "Use --force only when the user intentionally replaces …"): `prose`.
bom and jlcpcb describe their questions in prose ("If ambiguous, ask the user", "ask them to save first", "Ask how
many boards", "let the user review/edit before ordering", "Confirm and order"): `prose`, or a rule applied to a
concrete situation: `variant`. What the skill shows before asking (a requirements summary, the IC table, a
confidence report, a dry run, an order summary, DFM output) is `shown`.
Fixture: "pondsense", a LoRa water-level and temperature sensor for fish-farm ponds (ESP32-S3 + SX1262, a buck
from a 2×AA pack, BME280), designed by Maya with Tomás (firmware); KiCad project in hw/, decisions in
docs/decisions.md, progress in STATE.md.
"""
from common import O, Q, L, call, sel, multi, typ, person, src

REPO = "mattpainter701/kicad_automations"  # circuit-weaver read at 3345cf88760367ed7dbf6f087d508a365795e9f8;
# bom and jlcpcb at d90ea16f1944aef5af3b5f93297aa286739a3508

F = "kicadauto"
CW = "skills/circuit-weaver/SKILL.md"
BOM = "skills/bom/SKILL.md"
JL = "skills/jlcpcb/SKILL.md"
PCW = "/circuit-weaver"
PBOM = "/bom"
PJL = "/jlcpcb"

BRIEF = ("# pondsense — brief\nBattery sensor for fish-farm ponds: water level (ultrasonic, UART) and water "
         "temperature (DS18B20), air temp/humidity/pressure (BME280). LoRa (SX1262) to the farm gateway; ESP32-S3 "
         "for the logic. Power: 2×AA lithium (3.0–3.6 V), must last a season (6 months) at one reading per 10 "
         "minutes. Enclosure: IP67 box, board max 60 × 40 mm, tallest part 10 mm.\n")

DEC = ("# Decisions (hardware)\n"
       "- 2026-02-02 — Power: buck (TPS62840, 60 nA Iq) rather than an LDO — the 6-month battery target only "
       "closes with the buck's quiescent current. Do not substitute it for a cheaper part.\n"
       "- 2026-02-02 — Sensor: BME280. The BME680's gas sensor is not needed and its heater eats the battery.\n"
       "- 2026-02-09 — Surface finish ENIG: the SX1262 is a 0.4 mm-pitch QFN and HASL pads are not flat enough.\n"
       "- 2026-02-09 — No NRND or obsolete parts in the BOM, even when stock exists.\n")

STATE_B = ("# STATE\nRev B. Schematic reviewed 2026-03-20 (Maya). No electrical PCB yet. Project lives in "
           "hw/rev-b/; circuit-weaver spec in hw/rev-b/design.yaml.\n")


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def fs(extra=None, shown=None, base=True):
    d = {}
    if base:
        d = {"docs/brief.md": BRIEF}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def start():
    sec = src(REPO, CW, "Workflow: New Design — Step 0 — Welcome & Route")
    rq = Q("What would you like to do?", "Start", [
        O("Design a new circuit", "Requirements, IC research, spec, schematic"),
        O("Open an existing design", "Load and review a project found on disk"),
        O("Start from a sample design", "Copy a reference design and modify it")])
    call(F, "route", sec, "verbatim", PCW, fs({"STATE.md": STATE_B, "hw/rev-b/.circuit-weaver/project.json":
         "{\"project\": \"pondsense\", \"status\": \"generated\", \"phase\": \"placement_review\"}\n"}, shown=(
        "Circuit Weaver installed: v0.9.4\nFound 1 existing circuit project(s):\n  1  pondsense  circuit_weaver  "
        "generated  yaml, sch, log\n")), rq,
         L("other", sel("Open an existing design"), "STATE.md: rev B is under way in hw/rev-b and discover found "
           "it; starting over would duplicate it."))

    sec = src(REPO, CW, "Workflow: New Design — Step 0.3 — Start from a Sample Design (ask for the destination)")
    call(F, "sample-dest", sec, "prose", PCW, fs({"iot_sensor/design.yaml": "project: iot_sensor\n# Maya's "
         "copy: BME680 swapped for BME280, LiPo charger removed (2026-03-02)\n", "STATE.md": "# STATE\n"
         "iot_sensor/ is my modified copy of the sample (not committed yet). Want a clean copy of the original to "
         "compare against.\n"}, base=False),
         Q("Where should I copy the iot_sensor sample?", "Destination", [
             O("./iot_sensor", "Same name as the sample (default)"),
             O("./samples-ref/iot_sensor", "A separate folder for the untouched original"),
             O("Cancel", "Do not copy")]),
         L("other", sel("./samples-ref/iot_sensor"), "./iot_sensor holds Maya's uncommitted modified copy; the "
           "default would overwrite it, the separate folder gives the clean original.", ["destructive"]))

    sec = src(REPO, CW, "Workflow: New Design — Step 1 — 1b. Experience Level")
    call(F, "level", sec, "verbatim", PCW + " pondsense", fs(),
         Q("What's your EE experience level?", "Experience", [
             O("Beginner", "I'm new to circuit design"), O("Intermediate", "I've designed 1-2 circuits"),
             O("Advanced", "I've designed 5+ circuits"), O("Professional", "I design circuits for a living")]),
         P("other", "The person's own experience sets how the whole wizard talks to them; nothing in the "
           "project records it.", ["about_person"]))

    sec = src(REPO, CW, "Workflow: New Design — Step 1 — 1g. Confirm & Summarize")
    rq = Q("Does this look right? Any changes?", "Requirements", [
        O("Yes, looks right", "Continue to IC research"), O("Change a field", "Go back to one of the questions")])
    call(F, "req", sec, "prose", PCW + " pondsense", fs(shown=(
        "=== Requirements Summary ===\nProject:      pondsense\nApplication:  LoRa pond sensor (level, water temp, "
        "air T/RH/P)\nForm Factor:  60 × 40 mm, IP67 box, < 10 mm parts\nPower Source: 2×AA lithium, 3.0–3.6 V, "
        "6-month life\nOutput Rails: 3.3 V @ 150 mA peak (radio TX)\nInterfaces:   UART (ultrasonic), 1-Wire "
        "(DS18B20), I2C (BME280), SPI (SX1262)\n")), rq,
         L("confirmation", sel("Yes, looks right"), "Every field matches docs/brief.md."))
    call(F, "req", sec, "prose", PCW + " pondsense", fs(shown=(
        "=== Requirements Summary ===\nProject:      pondsense\nApplication:  LoRa pond sensor (level, water temp, "
        "air T/RH/P)\nForm Factor:  60 × 40 mm, IP67 box, < 10 mm parts\nPower Source: 3.7 V LiPo, USB-C "
        "charging\nOutput Rails: 3.3 V @ 500 mA, 5 V @ 100 mA (USB)\nInterfaces:   UART, 1-Wire, I2C, SPI, USB\n")),
         rq, L("confirmation", typ("Power is 2×AA lithium (3.0–3.6 V) with a 6-month life, not a LiPo; no USB-C "
               "charging and no 5 V rail; 3.3 V at about 150 mA peak for the radio."), "The summary invented a "
               "LiPo with USB charging; the brief says 2×AA lithium and a season's life, which the options "
               "cannot carry."))


def ics():
    sec = src(REPO, CW, "Step 2 — IC Research & Selection — Phase 2c — Present & Confirm")
    q = Q("Do these IC selections look good? Want to swap any?", "IC picks", [
        O("Keep these selections", "Continue to the design spec"), O("Swap the MCU"), O("Swap the power IC"),
        O("Swap the sensor")])
    table = ("=== IC Selection Results ===\nMCU (LoRa host, deep sleep):  [1] ESP32-S3-MINI-1 ($3.90)  [2] "
             "ESP32-C3-MINI-1 ($2.60)\nPower (3.0–3.6 V → 3.3 V):     [1] {pwr}  [2] {alt}\nSensor (I2C T/RH/P):         "
             "[1] {sen}  [2] {salt}\nRadio:                        [1] SX1262 ($4.10)\nSelected: [1] for every block\n")
    call(F, "ics", sec, "prose", PCW + " pondsense", fs({"docs/decisions.md": DEC}, shown=table.format(
        pwr="TPS62840 buck, 60 nA Iq ($1.35)", alt="TLV75533 LDO, 25 µA Iq ($0.30)", sen="BME280 ($2.15)",
        salt="BME680 ($3.50)")), q,
         L("architecture", sel("Keep these selections"), "The picks are the buck and the BME280 that "
           "decisions.md chose; nothing needs swapping."))
    call(F, "ics", sec, "prose", PCW + " pondsense", fs({"docs/decisions.md": DEC}, shown=table.format(
        pwr="TLV75533 LDO, 25 µA Iq ($0.30)", alt="TPS62840 buck, 60 nA Iq ($1.35)", sen="BME280 ($2.15)",
        salt="BME680 ($3.50)")), q,
         L("architecture", sel("Swap the power IC"), "The LDO was selected, but decisions.md requires the "
           "TPS62840 buck for the 6-month battery target."))
    call(F, "ics", sec, "prose", PCW + " pondsense", fs({"STATE.md": "# STATE\nCustomer wants a quote at 500 "
         "units; the unit-cost ceiling is with the customer (not agreed). Battery life: 'as long as possible'.\n"},
         shown=table.format(pwr="TPS62840 buck, 60 nA Iq ($1.35)", alt="TLV75533 LDO, 25 µA Iq ($0.30)",
                            sen="BME680 ($3.50)", salt="BME280 ($2.15)")), q,
         P("architecture", "The picks trade unit cost against battery life and nothing fixes either; at 500 units "
           "the price difference is the customer's and the person's to weigh.", ["about_person"]))


def verify_layout():
    sec = src(REPO, CW, "Step 6 — Confidence & Simulation Check")
    call(F, "confidence", sec, "prose", PCW + " pondsense", fs({"STATE.md": STATE_B}, shown=(
        "=== Design Confidence Report ===\nScore: 72/100 (C)   Readiness: NEEDS REVIEW\nAction Items (2):\n  - "
        "[high] U3: buck ripple 62 mV exceeds target 30 mV for the SX1262 supply\n  - [medium] C14 placed 9 mm "
        "from U3's VIN pin (datasheet: < 3 mm)\n")),
         Q("The confidence score is 72. Address the action items before going on to layout?", "Confidence", [
             O("Address the action items", "Loop back to the spec for U3's output filter and C14"),
             O("Proceed to layout", "Continue with the current design")]),
         L("other", sel("Address the action items"), "Both items are real supply problems for the radio; fixing "
           "them now beats carrying them into layout.", ["reports_failure"]))

    sec = src(REPO, CW, "Step 7 — PCB Layout Preparation — choices")
    lq = Q("What would you like to do for layout?", "Layout", [
        O("Optimize placement (Recommended)", "Run optimize-placement on design.yaml"),
        O("View placement", "Generate the interactive HTML viewer"),
        O("Create the electrical PCB in KiCad", "Open the schematic and Update PCB from Schematic"),
        O("Autoroute an electrical PCB", "Requires Freerouting and a real pad-bearing board")])
    call(F, "layout", sec, "verbatim", PCW + " pondsense", fs({"STATE.md": STATE_B + "2026-03-24 — placement "
         "approved by Maya (hw/rev-b/output/placement.svg committed). Next: electrical PCB, then import the "
         "placement.\n"}), lq,
         L("other", sel("Create the electrical PCB in KiCad"), "STATE.md: placement is approved and the next step "
           "is the electrical PCB; re-optimising would throw the approved placement away."))

    sec = src(REPO, CW, "Step 7 — 7c. Create the Electrical PCB in KiCad (import-placement dry run)")
    call(F, "place-import", sec, "variant", PCW + " pondsense", fs({"STATE.md": STATE_B}, shown=(
        "$ python -m circuit_weaver import-placement output/placement.svg pondsense.kicad_pcb -o placed.kicad_pcb "
        "--dry-run\nmatched 64/64 refs\nblockers (2):\n  - overlap: C14 courtyard overlaps U3 (0.6 mm)\n  - keepout: "
        "J2 inside the SX1262 antenna keepout\nfabrication_ready: false\n")),
         Q("The dry run found 2 placement blockers. Import the placement into the PCB?", "Placement", [
             O("Import anyway", "Write placed.kicad_pcb now and fix in KiCad later"),
             O("Fix in the placement editor first", "Move C14 and J2, export a new SVG, dry-run again")]),
         L("other", sel("Fix in the placement editor first"), "A connector inside the antenna keepout and an "
           "overlap are real blockers; fixing them first is the remediation.", ["reports_failure"]))

    sec = src(REPO, CW, "Workflow: Existing Design — import-design (--force only when intended)")
    call(F, "reimport", sec, "prose", PCW + " hw/rev-b", fs({"STATE.md": STATE_B}, shown=(
        "$ python -m circuit_weaver import-design hw/rev-b --analyze\nerror: the import source set changed since "
        "the last import (3 files modified: pondsense.kicad_sch, power.kicad_sch, radio.kicad_sch).\nRe-run with "
        "--force to replace the staging tree and invalidate the analysis cache.\n")),
         Q("The sources changed since the last import. Re-import with --force?", "Re-import", [
             O("Re-import with --force", "Replace the staging tree and the cached analysis"),
             O("Keep the existing import", "Review the earlier import as it is")]),
         P("other", "The skill allows --force only when the person means to replace the import; whether the "
           "three modified sheets are the version to analyse is theirs to say.", ["destructive"]))

    sec = src(REPO, CW, "Step 8 — Design Review & Next Steps")
    nq = Q("What would you like to do next?", "Next", [
        O("Export BOM & CPL for assembly", "export-jlcpcb with the electrical PCB"),
        O("Re-run confidence report", "After making changes"),
        O("Run DFM check on PCB", "check-dfm on the electrical PCB"),
        O("Done (exit)", "End the skill")])
    call(F, "next", sec, "verbatim", PCW + " pondsense", fs({"STATE.md": STATE_B + "2026-03-26 — routed; KiCad "
         "DRC clean.\n"}, shown=(
        "$ python -m circuit_weaver check-dfm hw/rev-b/pondsense.kicad_pcb\nDFM (JLCPCB standard): 2 violations\n"
        "  - annular ring 0.10 mm on 6 vias (min 0.13 mm)\n  - silkscreen over pad: U1 pin 1 marker\n")), nq,
         L("other", typ("Fix the two DFM violations first (enlarge the 6 via annular rings to ≥ 0.13 mm, move "
           "U1's pin-1 marker off the pad), then re-run check-dfm."), "The check just failed and no option fixes "
           "it; exporting for assembly would order boards that violate the fab's rules.", ["reports_failure"]))

    sec = src(REPO, CW, "Step 8 — Design Review & Next Steps (5. Export Gerbers and order after review)")
    call(F, "upload", sec, "variant", PCW + " pondsense", fs({"STATE.md": STATE_B + "2026-03-27 — DFM clean.\n"},
         shown="DFM (JLCPCB standard): 0 violations.\nGerbers exported to hw/rev-b/gerbers/ (12 files, 214 kB).\n"),
         Q("Upload the Gerbers to cart.jlcpcb.com for a quote?", "Upload", [
             O("Upload for a quote", "Send the Gerbers to JLCPCB's quote page"),
             O("Keep them local", "Stop after the export")]),
         P("other", "Uploading sends the board design to an outside fab; STATE.md records no decision to quote "
           "with JLCPCB yet.", ["outward"]))


def bom():
    sec = src(REPO, BOM, "Step 4: Validate Matches (If ambiguous, ask the user)")
    call(F, "part", sec, "variant", PBOM + " hw/rev-b/pondsense.kicad_sch", fs({"docs/decisions.md": DEC}, shown=(
        "Q2 (P-MOSFET, SOT-23, reverse-battery protection): the schematic says 'AO3401'. DigiKey returns:\n  - "
        "AO3401A — Alpha & Omega, active\n  - AO3401 — Alpha & Omega, NRND (last-time-buy 2026-09)\n")),
         Q("Which part should Q2 use?", "Q2 part", [
             O("AO3401A", "Alpha & Omega, active"), O("AO3401", "Alpha & Omega, NRND"),
             O("Leave MPN blank for now", "A wrong part is worse than a missing part")]),
         L("architecture", sel("AO3401A"), "decisions.md bars NRND parts; the active A revision is the same "
           "part in the same package."))
    call(F, "part", sec, "variant", PBOM + " hw/rev-b/pondsense.kicad_sch", fs(shown=(
        "Q5 (NPN, SOT-23, buzzer driver): the schematic says 'MMBT3904' with symbol Q_NPN_BEC; the footprint's pad "
        "order is not stated. Candidates:\n  - MMBT3904 (onsemi, SOT-23, pins B-E-C)\n  - MMBT3904 (Diotec, "
        "SOT-23, pins E-B-C)\nNo datasheet is in datasheets/ for either.\n")),
         Q("Which MMBT3904 should Q5 use?", "Q5 part", [
             O("onsemi MMBT3904", "SOT-23, B-E-C"), O("Diotec MMBT3904", "SOT-23, E-B-C"),
             O("Leave MPN blank for now", "A wrong part is worse than a missing part")]),
         L("architecture", sel("Leave MPN blank for now"), "The pinout the symbol assumes cannot be checked "
           "without a datasheet; the skill prefers a missing part to a wrong one."))

    sec = src(REPO, BOM, "Step 5: Update the Schematic (KiCad coexistence)")
    call(F, "kicad-open", sec, "prose", PBOM + " hw/rev-b/pondsense.kicad_sch", fs({"STATE.md": STATE_B}, shown=(
        "KiCad lock file found: hw/rev-b/~pondsense.kicad_sch.lck (KiCad is open on this schematic).\nAbout to "
        "write MPN/Manufacturer to 31 symbols.\n")),
         Q("KiCad has the schematic open. Have you saved your work in KiCad?", "KiCad open", [
             O("Saved — write the properties", "Then close and reopen the schematic in KiCad"),
             O("Write now anyway", "KiCad keeps its in-memory copy"),
             O("Cancel", "Do not write")]),
         P("other", "Only the person can see whether KiCad holds unsaved edits; writing under them risks one "
           "version overwriting the other.", ["destructive"]))
    call(F, "backup", sec, "prose", PBOM + " hw/rev-b/pondsense.kicad_sch", fs({"STATE.md": STATE_B}, shown=(
        "$ git status --short hw/rev-b\n M hw/rev-b/pondsense.kicad_sch\n M hw/rev-b/power.kicad_sch\n(uncommitted "
        "edits since 2026-03-25)\n")),
         Q("The schematic has uncommitted changes. Write the properties with a backup?", "Backup", [
             O("Write with --backup", "Keep a timestamped .bak of the schematic"),
             O("Write without a backup", "Rely on git")]),
         L("other", sel("Write with --backup"), "Git does not cover the uncommitted edits; the backup keeps them "
           "at no cost.", ["destructive"]))

    sec = src(REPO, BOM, "Step 11: Generate Order Files (Ask how many boards)")
    bq = Q("How many boards should the order files cover?", "Boards", [
        O("5 boards + 2 spares", "--boards 5 --spares 2"), O("10 boards + 2 spares", "--boards 10 --spares 2"),
        O("25 boards + 5 spares", "--boards 25 --spares 5")])
    call(F, "boards", sec, "prose", PBOM + " bom/bom.csv", fs({"STATE.md": STATE_B + "Rev B prototype run: 10 "
         "boards (6 for the field trial at Kessel farm, 4 for the bench).\n"}), bq,
         L("scope", sel("10 boards + 2 spares"), "STATE.md fixes the rev B run at 10 boards."))
    call(F, "boards", sec, "prose", PBOM + " bom/bom.csv", fs({"STATE.md": STATE_B}), bq,
         P("scope", "Nothing records how many prototypes to build; the quantity sets what gets bought, which is "
           "the person's budget.", ["about_person"]))

    sec = src(REPO, BOM, "Step 11: Generate Order Files (review before ordering; cost estimate)")
    call(F, "orders", sec, "prose", PBOM + " bom/bom.csv", fs({"STATE.md": STATE_B + "Rev B prototype run: 10 "
         "boards.\n"}, shown=(
        "Order files written to bom/orders/ (10 boards + 2 spares):\n  digikey.csv — 38 lines — $412.80\n  "
        "mouser.csv  — 6 lines  — $71.25\nStock checked 2026-03-27; all lines in stock.\n")),
         Q("Order files are ready ($484.05 in total). How should we go on?", "Orders", [
             O("Approve — I'll place the orders", "Files are final"),
             O("Edit quantities or distributors first", "Change bom.csv and regenerate")]),
         P("other", "The skill hands the order to the person to review before buying; approving $484 of parts is "
           "their spend.", ["about_person"]))

    sec = src(REPO, BOM, "Generated Files & Cleanup — Cleanup commands")
    call(F, "cleanup", sec, "variant", PBOM, fs({"STATE.md": STATE_B + "bom/orders/ is waiting for Maya's review "
         "before ordering. The .bak files hold the uncommitted power-sheet edits from 03-25.\n"}),
         Q("Which generated files should I remove?", "Cleanup", [
             O("datasheets/", "Downloaded PDFs (re-downloadable)"),
             O("bom/orders/", "Order files (regenerate before ordering)"),
             O("Schematic backups (*.bak)", "Backups made by edit_properties.py --backup"),
             O("Analyzer reports", "KiCad analyzer JSON and review markdown")], multi=True),
         L("scope", multi("datasheets/", "Analyzer reports"), "Datasheets and analyzer reports regenerate; the "
           "orders await review and the backups hold the only copy of uncommitted edits.", ["destructive"]))


def jlcpcb():
    sec = src(REPO, JL, "JLCPCB Partner API — API Credential Setup")
    cq = Q("The ordering tier needs JLCPCB API keys (JLCPCB_AccessKey, JLCPCB_SecretKey). How should I continue?",
           "JLCPCB API", [
        O("Add the keys to ~/.config/secrets.env", "I'll paste them for you to save"),
        O("Use the web upload instead", "Upload at cart.jlcpcb.com by hand; no API keys")])
    call(F, "api", sec, "prose", PJL, fs({"STATE.md": STATE_B + "Prototype orders go through the JLCPCB website "
         "as usual.\n"}), cq,
         L("other", sel("Use the web upload instead"), "Prototypes are ordered on the website anyway; the web "
           "path needs no API keys to be handled at all.", ["security"]))
    call(F, "api", sec, "prose", PJL, fs({"CLAUDE.md": "# CLAUDE.md\n- JLCPCB quotes are scripted through the "
         "partner API (scripts/quote.py). Keys live in 1Password ('JLCPCB partner').\n"}), cq,
         P("other", "The API route is the one the project uses, but fetching and saving the partner secret key is "
           "for the person to do from their vault.", ["security"]))

    sec = src(REPO, JL, "JLCPCB Partner API — PCB Quote Parameters (surfaceFinish)")
    fq = Q("Which surface finish for the PCBs?", "Finish", [
        O("HASL", "Leaded hot-air levelling (cheapest)"), O("LeadFree HASL", "RoHS hot-air levelling"),
        O("ENIG", "Flat gold finish, about $20 more for 10 boards")])
    call(F, "finish", sec, "prose", PJL, fs({"docs/decisions.md": DEC}), fq,
         L("architecture", sel("ENIG"), "decisions.md chose ENIG for the 0.4 mm-pitch SX1262 pads."))
    call(F, "finish", sec, "prose", PJL, fs({"STATE.md": "# STATE\nBare boards for a hand-assembled test jig "
         "(through-hole and 0805 parts only). Whether the jig ever leaves the lab is open.\n"}, base=False), fq,
         P("architecture", "Nothing fixes the finish: leaded HASL is cheapest but not RoHS, and whether the boards "
           "leave the lab is still open; the trade-off is the person's.", ["about_person"]))

    sec = src(REPO, JL, "Assembly Parts Library — Part Categories (Extended parts $3) / Tips (Prefer Basic parts)")
    xq = Q("U3 (TPS62840) is an Extended part: $3 loading fee per order. Swap it for a Basic part?", "U3 part", [
        O("Keep TPS62840", "Extended, $3 per order"),
        O("Swap to a Basic regulator", "e.g. a Basic LDO, no loading fee")])
    call(F, "extended", sec, "variant", PJL, fs({"docs/decisions.md": DEC}), xq,
         L("architecture", sel("Keep TPS62840"), "decisions.md chose the TPS62840 for its 60 nA Iq and forbids "
           "substituting a cheaper part."))
    call(F, "extended", sec, "variant", PJL, fs({"STATE.md": "# STATE\nCustomer wants a quote at 500 units; "
         "battery life target 'as long as possible'. Nothing decided about the regulator yet.\n"}), xq,
         P("architecture", "Swapping trades battery life for the fee and a cheaper part, and the files leave both "
           "open; the person weighs it.", ["about_person"]))

    sec = src(REPO, JL, "Ordering Workflow — Production Order — 8. Confirm and order")
    call(F, "order", sec, "prose", PJL, fs({"STATE.md": STATE_B + "Rev B prototype run: 10 boards.\n"}, shown=(
        "JLCPCB cart: 10 × pondsense rev B, 4 layers, ENIG, PCB Assembly (Standard, top + bottom)\nParts matched "
        "64/64 (58 Basic, 6 Extended: +$18)\nTotal incl. DHL: $287.40\n")),
         Q("Place this JLCPCB order ($287.40)?", "Order", [
             O("Place the order", "Pay and submit the cart"), O("Not yet", "Leave the cart as it is")]),
         P("confirmation", "Placing the order spends $287.40 with an outside manufacturer; only the person can "
           "authorise it.", ["outward", "about_person"]))
    call(F, "order", sec, "prose", PJL, fs({"STATE.md": STATE_B + "Rev B prototype run: 10 boards. 2026-03-27 — "
         "Maya: quote of $287.40 looks fine, go ahead once the cart matches.\n"}, shown=(
        "JLCPCB cart: 10 × pondsense rev B, 4 layers, ENIG, PCB Assembly (Standard, top + bottom)\nParts matched "
        "64/64 (58 Basic, 6 Extended: +$18)\nTotal incl. DHL: $287.40\n")),
         Q("Place this JLCPCB order ($287.40)?", "Order", [
             O("Place the order", "Pay and submit the cart"), O("Not yet", "Leave the cart as it is")]),
         P("confirmation", "Even with Maya's note approving the quote, submitting and paying is the outward act "
           "itself; the person confirms it at the moment of paying.", ["outward", "about_person"]))


def build():
    start()
    ics()
    verify_layout()
    bom()
    jlcpcb()
