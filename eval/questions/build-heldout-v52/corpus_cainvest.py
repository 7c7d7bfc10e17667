"""cainvest (haiiibin/claude-multi-agent-investing): a Canadian retail investor's portfolio workspace for Claude Code —
a holdings.json across taxable, TFSA and RRSP accounts at several brokers, analyst agents, and slash commands that
advise but never trade: `/trade` records a trade the person already made (asks once when the account, shares or
price are missing; asks whether to deduct cash or assume a deposit when the account is short; asks whether a closed
position is zeroed or removed, "ask user preference once, then remember"; asks fees, and the thesis of a trade over
3 % of the portfolio; flags the TFSA withholding trap), `/rebalance` proposes drift trades (asks the target framework
when none is on file; warns when TFSA room is unknown and refuses a TFSA buy after a same-year withdrawal "unless
user confirms they understand"; asks before breaching a recent cash reserve; a high-risk gate "DRAFT + confirm"),
`/tax-harvest` plans Canadian tax-loss harvesting (the explicit "I will NOT buy within 30 days" confirmation, the DRIP
trap, the under-$500 threshold "unless user overrides", grey-zone replacements the user must accept, the decision
tree shown "for their confirmation before finalizing"), `/reconcile` proposes corporate-action updates ("Never write
holdings.json without explicit user confirmation"; spinoff ACB split "Ask"), and `/allocate-cash` deploys cash
(its high-risk gate; FX options: skip, Norbert's Gambit, spot conversion, or a CAD-listed ETF).

Files used: .claude/commands/{trade,rebalance,tax-harvest,reconcile,allocate-cash}.md
(@ cf9f1932c02216c850c47e9ded56db3eaa91dda3).
The commands never name AskUserQuestion: their questions are "ask …", "confirm …", "overriding intentionally?" and
option lists in prose, so calls are `prose` (options from the step's text) or `filled` where the source quotes the
question ("How many shares and at what price?", "Would reduce cash below $X reserve from YYYY-MM-DD plan --
overriding intentionally?") and `variant` where the question embeds a report (a drift plan tripping the high-risk
gate, a reconcile diff with a discrepancy, a replacement failing the identical-property tree). The plan, the diff
and the findings printed before asking are kept as `shown`.
Fixture: the portfolio of Daniel Okafor, a Toronto engineer (fictional): broker-a-taxable (USD), broker-b-tfsa and
broker-b-taxable (CAD), broker-c-rrsp (USD), with CLAUDE.md rules, memory/long_term/{trades,journal}.md and
NOTES.md carrying his standing decisions.
"""
from common import O, Q, L, call, sel, multi, typ, person, src

REPO = "haiiibin/claude-multi-agent-investing"  # @ cf9f1932c02216c850c47e9ded56db3eaa91dda3

F = "cainvest"
TR = ".claude/commands/trade.md"
RB = ".claude/commands/rebalance.md"
TH = ".claude/commands/tax-harvest.md"
RC = ".claude/commands/reconcile.md"
AC = ".claude/commands/allocate-cash.md"

README = ("# portfolio\nDaniel Okafor's investing workspace. holdings.json is the source of truth; commands are "
          "advisory — I place every order myself on the broker, then /trade to sync. Memory in memory/.\n")
CLAUDE = ("# Rules\n- Base currency CAD. Accounts: broker-a-taxable (USD), broker-b-tfsa (CAD), broker-b-taxable (CAD), "
          "broker-c-rrsp (USD).\n- ACB is pooled across accounts (CRA). Concentration tiers: ≤7% neutral, 7–12% flag, "
          "12–20% DRAFT, >20% HIGH-RISK.\n- Commissions: broker-a and broker-b are commission-free for stocks and "
          "ETFs.\n- Cost basis quirks: if cost_basis is > 2× the 5y high, suspect a split not applied.\n")
HOLD = ("{\"base_currency\": \"CAD\", \"last_updated\": \"2026-04-15\", \"accounts\": [\n"
        " {\"account_id\": \"broker-a-taxable\", \"account_type\": \"taxable\", \"base_currency\": \"USD\", "
        "\"cash\": {\"USD\": 1240}, \"holdings\": [{\"ticker\": \"NVDA\", \"shares\": 50, \"cost_basis\": 44.0}, "
        "{\"ticker\": \"AAPL\", \"shares\": 40, \"cost_basis\": 151.2}, {\"ticker\": \"PYPL\", \"shares\": 120, "
        "\"cost_basis\": 78.5}]},\n {\"account_id\": \"broker-b-tfsa\", \"account_type\": \"tfsa\", "
        "\"base_currency\": \"CAD\", \"contribution_room_remaining\": null, \"cash\": {\"CAD\": 9400}, "
        "\"holdings\": [{\"ticker\": \"VFV.TO\", \"shares\": 80, \"cost_basis\": 118.0, \"drip_enabled\": true}, "
        "{\"ticker\": \"SHOP.TO\", \"shares\": 30, \"cost_basis\": 162.0}]},\n {\"account_id\": \"broker-b-taxable\", "
        "\"account_type\": \"taxable\", \"base_currency\": \"CAD\", \"cash\": {\"CAD\": 15200}, \"holdings\": "
        "[{\"ticker\": \"ENB.TO\", \"shares\": 200, \"cost_basis\": 58.1, \"drip_enabled\": true}, {\"ticker\": "
        "\"BCE.TO\", \"shares\": 150, \"cost_basis\": 61.0}]},\n {\"account_id\": \"broker-c-rrsp\", "
        "\"account_type\": \"rrsp\", \"base_currency\": \"USD\", \"cash\": {\"USD\": 3100}, \"holdings\": "
        "[{\"ticker\": \"VOO\", \"shares\": 22, \"cost_basis\": 402.0}]}\n]}\n")


def fs(extra=None, shown=None, claude=True):
    d = {"README.md": README, "holdings.json": HOLD}
    if claude:
        d["CLAUDE.md"] = CLAUDE
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def trade():
    sec = src(REPO, TR, "Steps")
    ph = "/trade bought 20 NVDA @ $195 yesterday"
    acct = Q("Which account was the NVDA buy in?", "Account", [
        O("broker-a-taxable", "USD taxable — already holds 50 NVDA"), O("broker-c-rrsp", "USD RRSP")])
    call(F, "account", sec, "prose", ph, fs(extra={"NOTES.md": (
        "RRSP = index ETFs only (VOO, maybe XAW). Single stocks always go in broker-a-taxable. — D.O. 2025-11\n")}),
        acct, L("other", sel("broker-a-taxable"), "Daniel's standing rule keeps the RRSP to index ETFs and puts "
                "single stocks in broker-a-taxable, where NVDA already sits."))
    call(F, "account", sec, "prose", ph, fs(), acct,
         P("other", "Both USD accounts could have taken the buy and nothing on file says which; where the person "
           "actually traded is a fact only they know, and recording it in the wrong account skews tax lots."))

    sec = src(REPO, TR, "Steps")
    ph = "/trade TFSA added more SHOP today"
    qty = Q("How many shares and at what price?", "Fill", [
        O("30 @ CAD$175.00", "the amount from your journal plan"), O("25 @ CAD$175.00", "at today's close")])
    fee = Q("Any commission on this trade?", "Fees", [O("$0", "commission-free"), O("$9.99", "flat fee"),
                                                      O("Skip", "unknown — correct later")])
    call(F, "fill", sec, "filled", ph, fs(extra={"inbox/broker-b-fill-2026-04-24.txt": (
        "broker-b trade confirmation — Account TFSA ****4471\nBOUGHT 25 SHOP (TSX) @ CAD 171.40  Commission: 0.00  "
        "Settlement: 2026-04-25\n")}), [qty, fee],
        [L("other", typ("25 shares of SHOP.TO @ CAD$171.40"), "The broker's fill confirmation in inbox/ shows 25 "
           "shares at CAD 171.40 — neither the journal plan nor the close price is what was filled."),
         L("other", sel("$0"), "The confirmation shows commission 0.00, and CLAUDE.md says broker-b is "
           "commission-free for stocks.")])
    call(F, "fill", sec, "filled", ph, fs(claude=False), [qty, fee],
         [P("other", "Only the person knows the shares and price they were filled at; the options are a plan and "
            "a close price, and a wrong fill corrupts the TFSA cost basis."),
          L("other", sel("Skip"), "Nothing on file gives broker-b's commission; the command says to skip unknown "
            "fees and let the user correct later.")])

    sec = src(REPO, TR, "Steps")
    ph = "/trade bought 20 AVGO at $195 in broker-a-taxable"
    cash = Q("broker-a-taxable has USD 1,240 cash; this buy costs USD 3,900. How should I record the cash?", "Cash", [
        O("Deduct anyway", "cash goes to −USD 2,660"), O("Assume a deposit arrived", "add the deposit, then deduct"),
        O("Don't touch cash", "record shares only")])
    call(F, "cash", sec, "prose", ph, fs(extra={"NOTES.md": (
        "2026-04-21 wired USD 5,000 from RBC to broker-a (arrived 04-22) — not in holdings.json yet.\n")}), cash,
        L("other", sel("Assume a deposit arrived"), "NOTES.md records a USD 5,000 wire that arrived on 04-22 and isn't "
          "in holdings.json yet — the deposit that funded the buy."))
    call(F, "cash", sec, "prose", ph, fs(), cash,
         P("other", "Whether money was deposited, or the account is on margin, is a fact of the person's broker "
           "account that nothing on file shows."))

    sec = src(REPO, TR, "Steps")
    call(F, "close", sec, "prose", "/trade sold all 40 AAPL in broker-a-taxable at $182 today", fs(), Q(
        "AAPL is now fully sold in broker-a-taxable. Set shares to 0 or remove the holding entry?", "Closed", [
            O("Set shares to 0", "keep the entry (tags, thesis)"), O("Remove the entry", "history stays in "
                                                                                           "trades.md")]),
        P("style", "The command asks the person's preference once and remembers it; no preference is recorded yet, "
          "so this first answer is theirs.", ["about_person"]))

    sec = src(REPO, TR, "Steps")
    ph = "/trade sold 60 PYPL in broker-a-taxable at $58.20"
    thesis = Q("This sale is 3.4% of the portfolio. What was the thesis / reason, for the trade log?", "Thesis", [
        O("Use today's journal entry", "copy the reasoning from journal.md"),
        O("Skip the thesis", "log the trade without a reason")])
    call(F, "thesis", sec, "prose", ph, fs(extra={"memory/long_term/journal.md": (
        "## 2026-04-24 09:40 -- thesis-change: PYPL\n- Reasoning: branded checkout share kept falling for 3 quarters; "
        "the turnaround story isn't showing up. Halving the position, rest under review after Q2.\n")}), thesis,
        L("other", sel("Use today's journal entry"), "Daniel journaled the reasoning for exactly this sale this "
          "morning (thesis-change on PYPL); the log should carry it."))
    call(F, "thesis", sec, "prose", ph, fs(), thesis,
         P("other", "The reason behind a sale is the person's own judgement; the log exists to record it in their "
           "words, and nothing on file states it.", ["about_person"]))

    sec = src(REPO, TR, "Steps")
    call(F, "trap", sec, "variant", "/trade bought 100 VZ in broker-b-tfsa at $41.50 (USD)", fs(), Q(
        "⚠️ TFSA withholding trap: VZ yields 6.4% and US dividends in a TFSA lose 15% to withholding, not "
        "recoverable. Record this VZ buy in broker-b-tfsa?", "Record", [
            O("Record it", "update holdings.json, note the trap"), O("Don't record", "leave holdings.json as is")]),
        L("confirmation", sel("Record it"), "The buy already happened on the broker; /trade only records it and "
          "trades don't block — the trap is noted for the person, not a reason to leave holdings.json wrong."))


def rebalance():
    sec = src(REPO, RB, "Input -- target weights")
    tq = Q("No target weights found in holdings.json. Which framework should I rebalance to?", "Targets", [
        O("Equal-weight"), O("Cap-weight"), O("Strategic 60/30/10", "US equity / Canadian dividend / bonds"),
        O("Custom weights", "I'll specify")])
    call(F, "targets", sec, "prose", "/rebalance", fs(extra={"NOTES.md": (
        "Investment policy (set with my planner, Jan 2026): 60% US equity, 30% Canadian dividend payers, 10% bonds. "
        "Rebalance only when a sleeve drifts >5pp.\n")}), tq,
        L("architecture", sel("Strategic 60/30/10"), "Daniel's investment policy sets 60 % US equity / 30 % Canadian "
          "dividend / 10 % bonds."))
    call(F, "targets", sec, "prose", "/rebalance", fs(), tq,
         P("architecture", "Target weights are the person's investment policy — risk tolerance and goals — and the "
           "command says not to invent them; nothing on file sets one.", ["about_person"]))

    sec = src(REPO, RB, "Phase 3 -- Propose trades")
    call(F, "room", sec, "filled", "/rebalance", fs(), Q(
        "TFSA contribution room is unknown (contribution_room_remaining: null; an over-contribution costs 1%/month). "
        "Keep the CAD 6,000 VFV.TO buy in broker-b-tfsa in the plan?", "TFSA room", [
            O("Keep it", "I'll check room before buying"), O("Move to broker-b-taxable", "same add, taxable CAD"),
            O("Drop it", "leave the sleeve underweight")]),
        L("other", sel("Move to broker-b-taxable"), "Room is unknown and an over-contribution is penalised monthly; "
          "broker-b-taxable holds CAD 15,200 and takes the same add without the TFSA risk."))

    sec = src(REPO, RB, "Phase 3 -- Propose trades")
    wd = Q("broker-b-tfsa had a CAD 9,000 withdrawal on 2026-02-11; that room only comes back on Jan 1. Keep the CAD "
           "7,000 TFSA buy?", "Withdrawal", [
               O("I understand — keep it", "room covers it"), O("Drop the TFSA buy", "keep the plan taxable-only")])
    trades = ("## 2026-02-11 -- sell 60 SHOP.TO @167 in broker-b-tfsa\n- withdrew CAD 9,000 to broker-b chequing "
              "(car)\n")
    call(F, "withdraw", sec, "variant", "/rebalance", fs(extra={"memory/long_term/trades.md": trades, "NOTES.md": (
        "TFSA: maxed every year since 2019, contributed the 2026 CAD 7,000 on Jan 3.\n")}), wd,
        L("other", sel("Drop the TFSA buy"), "The TFSA was maxed on Jan 3 and the February withdrawal's room doesn't "
          "return until next year — a CAD 7,000 buy funded by re-contributing would be an over-contribution."))
    call(F, "withdraw", sec, "variant", "/rebalance", fs(extra={"memory/long_term/trades.md": trades, "NOTES.md": (
        "TFSA: CRA My Account 2026-03-30 shows CAD 21,450 room (never maxed — started contributing 2023). The "
        "February withdrawal doesn't matter this year, room is plenty.\n")}), wd,
        L("other", sel("I understand — keep it"), "Daniel checked CRA on 03-30: CAD 21,450 of unused room covers the "
          "CAD 7,000 buy without counting the February withdrawal's room."))

    sec = src(REPO, RB, "Phase 3 -- Propose trades")
    call(F, "reserve", sec, "filled", "/rebalance", fs(extra={"memory/mid_term/2026-04-10-allocate-cash.md": (
        "## Tier 3 -- Reserve\nCAD 12,000 held back: Q2 earnings season + possible rate surprise.\n")}, shown=(
        "Proposed add: XBB.TO CAD 4,500 in broker-b-taxable (bond sleeve −4.8pp). Cash after: CAD 10,700.\n")), Q(
        "Would reduce cash below $12,000 reserve from 2026-04-10 plan -- overriding intentionally?", "Reserve", [
            O("Keep the reserve", "drop or shrink this buy"), O("Override intentionally", "buy the full CAD 4,500")]),
        L("other", sel("Keep the reserve"), "The reserve was set two weeks ago for earnings season and nothing "
          "since releases it; shrinking the buy keeps the plan and the floor."))

    sec = src(REPO, RB, "High-risk gate → DRAFT + confirm")
    gate_q = Q("DRAFT: this rebalance realizes CAD 14,800 of gains (6.1% of portfolio). Finalize the plan?", "Gate", [
        O("Finalize plan", "save as final"), O("Keep as DRAFT", "don't finalize")])
    call(F, "gate", sec, "variant", "/rebalance", fs(shown=(
        "## Sells\n- NVDA 25 sh broker-a-taxable: realized gain USD 4,100 (pooled ACB $44.00)\n- ENB.TO 120 sh "
        "broker-b-taxable: realized gain CAD 9,200\n## Net change\n- Tax impact (est.): CAD 3,700 at 50% inclusion, "
        "marginal 53.5%\n")), gate_q,
        P("confirmation", "The gate exists because the plan costs about CAD 3,700 in tax this year; trading drift "
          "against a tax bill is the person's money decision, and no note pre-approves it.", ["about_person"]))
    call(F, "gate", sec, "variant", "/rebalance", fs(shown=(
        "## Sells\n- BCE.TO: no position in broker-b-tfsa; proposed trim SHOP.TO 30 sh in broker-b-tfsa at a loss "
        "of CAD 2,100\n⚠️ Selling losses in TFSA — the loss can't offset anything.\n")), Q(
        "DRAFT: the plan sells SHOP.TO at a CAD 2,100 loss inside the TFSA. Finalize?", "Gate", [
            O("Finalize plan"), O("Trim in a taxable account", "take the overweight trim where the loss counts"),
            O("Keep as DRAFT")]),
        L("other", sel("Trim in a taxable account"), "A loss realized in the TFSA is wasted; the command's own tax "
          "order trims taxable positions with unrealized losses first — the fix, not a sign-off."))


def harvest():
    sec = src(REPO, TH, "Phase 2 -- Candidate identification")
    nb = Q("To keep the PYPL loss, you must NOT buy PYPL in any account (TFSA, RRSP, spouse) until 2026-05-26. "
           "Confirm?", "30 days", [O("Confirmed — I won't buy", "harvest PYPL"),
                                   O("Skip PYPL", "don't harvest it this round")])
    call(F, "nobuy", sec, "filled", "/tax-harvest", fs(), nb,
         P("other", "The command requires the person's explicit promise about their own trading for 30 days; only "
           "they can give it.", ["about_person"]))
    call(F, "nobuy", sec, "variant", "/tax-harvest", fs(extra={"memory/long_term/journal.md": (
        "## 2026-04-18 -- waited: PYPL\n- Placed GTC limit buy 50 PYPL @ $55 in broker-c-rrsp — averaging down if "
        "it dips.\n")}), nb,
        L("other", sel("Skip PYPL"), "A standing GTC buy of PYPL in the RRSP is an affiliated purchase inside the "
          "window; confirming would be untrue and the loss would be denied."))

    sec = src(REPO, TH, "Phase 3 -- Replacement tickers")
    gz = Q("Replacement for VOO while the loss cools off?", "Replace", [
        O("IVV", "S&P 500, different issuer — grey zone, likely identical"),
        O("RSP", "equal-weight S&P 500, different index"), O("Stay in cash 31 days", "no replacement")])
    call(F, "replace", sec, "filled", "/tax-harvest", fs(shown=(
        "Candidate: VOO in broker-a-taxable, 30 sh, loss USD 1,180 (CAD 1,610). 60-day window: ✅ CLEAR.\n")), gz,
        L("other", sel("RSP"), "IVV tracks the same index and is treated as identical by most practitioners — the "
          "loss could be denied; RSP keeps US large-cap exposure on a different index, the command's safe choice."))
    call(F, "replace", sec, "filled", "/tax-harvest", fs(extra={"NOTES.md": (
        "No factor or equal-weight funds (RSP, SPLV etc.) — I don't want tilts. If a harvest has no clean "
        "replacement, I'd rather sit in cash for the month.\n")}, shown=(
        "Candidate: VOO in broker-a-taxable, 30 sh, loss USD 1,180 (CAD 1,610). 60-day window: ✅ CLEAR.\n")), gz,
        L("other", sel("Stay in cash 31 days"), "Daniel rules out equal-weight/factor funds and prefers cash over an "
          "unclean replacement; IVV would be the same index (likely identical)."))
    call(F, "replace", sec, "variant", "/tax-harvest", fs(shown=(
        "Candidate replacement: VFV.TO for VOO\nQ1 Same issuer / fund family? YES (Vanguard)\nQ2 Same benchmark "
        "index? YES (S&P 500) → 🚫 Treat as identical.\n")), Q(
        "Confirm VFV.TO as the replacement for VOO?", "Confirm", [
            O("Confirm VFV.TO"), O("Pick a different replacement")]),
        L("other", sel("Pick a different replacement"), "The decision tree itself lands on identical property "
          "(same issuer, same index): buying VFV.TO would deny the VOO loss."))

    sec = src(REPO, TH, "Phase 2 -- Candidate identification")
    call(F, "small", sec, "prose", "/tax-harvest", fs(extra={"NOTES.md": (
        "2026 is a big capital-gains year (sold the rental condo in March). Harvest every loss this year, even "
        "small ones — except INTC, thesis intact, I'm holding it.\n")}, shown=(
        "Below the CAD 500 threshold: BCE.TO −CAD 420 (broker-b-taxable), INTC −CAD 310 (broker-a-taxable), "
        "ENB.TO −CAD 180 (broker-b-taxable, DRIP off since 04-01).\n")), Q(
        "Which losses under CAD 500 should I include anyway?", "Small", [
            O("BCE.TO", "−CAD 420"), O("INTC", "−CAD 310"), O("ENB.TO", "−CAD 180")], multi=True),
        L("scope", multi("BCE.TO", "ENB.TO"), "Daniel overrides the threshold for this big-gains year — every loss "
          "except INTC, whose thesis he says is intact."))

    sec = src(REPO, TH, "Phase 2 -- Candidate identification")
    call(F, "drip", sec, "variant", "/tax-harvest", fs(shown=(
        "Candidate: ENB.TO 200 sh broker-b-taxable, loss CAD 1,940.\n⚠️ DRIP trap: ex-dividend 2026-05-14 is inside "
        "the 30 days after a sale, and drip_enabled: true — the reinvestment is an affiliated buy (superficial "
        "loss).\n")), Q("ENB.TO's DRIP would buy back inside the window. How to proceed?", "DRIP", [
            O("Harvest anyway", "loss denied, added to the DRIP shares' ACB"),
            O("I'll turn DRIP off first", "then harvest"), O("Skip ENB.TO", "not this round")]),
        P("other", "Keeping the loss depends on the person switching DRIP off at the broker before the sale — an "
          "action only they can take; whether to do that or skip is theirs."))


def reconcile():
    sec = src(REPO, RC, "Phase 4 -- Output")
    diff = ("## Suggested holdings.json updates\n1. broker-b-taxable.cash.CAD += 188.00 (ENB.TO div 04-01, 200 × "
            "0.94) ❓\n2. broker-b-tfsa.holdings[VFV.TO].shares += 0.21 (DRIP 03-24) ❓\n3. "
            "broker-a-taxable.cash.USD += 8.16 (AAPL div 02-13, net of 15% WHT) ❓\n4. last_updated → 2026-04-24\n")
    call(F, "apply", sec, "variant", "/reconcile", fs(shown=diff), Q(
        "Apply these updates to holdings.json?", "Apply", [O("Apply all"), O("Don't write")]),
        P("confirmation", "Every row is ❓ — the command only writes after the person confirms the rows against their "
          "broker statement, and no statement is on file; matching them is the person's observation."))
    call(F, "apply", sec, "variant", "/reconcile", fs(extra={"statements/broker-b-2026-04.csv": (
        "date,account,description,amount\n2026-03-24,TFSA-4471,VFV DRIP 0.21 sh,0\n2026-04-01,TAX-4470,ENB "
        "dividend,188.00\n"), "statements/broker-a-2026-02.csv": (
        "date,account,description,amount\n2026-02-13,TAX-0912,AAPL dividend (gross 9.60 WHT -2.40 — W-8BEN "
        "expired),7.20\n")},
        shown=diff.replace("(AAPL div 02-13, net of 15% WHT) ❓", "(AAPL div 02-13, net of 15% WHT) ⚠️ statement "
                           "shows 7.20")), Q(
        "Which updates should I apply to holdings.json?", "Apply", [
            O("1. ENB.TO dividend"), O("2. VFV.TO DRIP shares"), O("3. AAPL dividend"), O("4. last_updated")],
        multi=True),
        L("scope", multi("1. ENB.TO dividend", "2. VFV.TO DRIP shares", "4. last_updated"), "The ENB.TO dividend "
          "and the VFV.TO DRIP match the broker statements; the AAPL row expects USD 8.16 but the statement shows "
          "7.20 (25% withholding after the W-8BEN lapsed) — leave it out and enter the real amount via /trade."))

    sec = src(REPO, RC, "Phase 3 -- Compute expected delta per position")
    sp = Q("BCE.TO spun off NorthWire Fibre (NWF.TO) on 2026-04-02. What FMV ratio should I use to split the ACB?",
           "Spinoff", [O("90 / 10", "rough market-cap split"), O("Skip for now", "keep BCE.TO's ACB unchanged")])
    call(F, "spinoff", sec, "prose", "/reconcile", fs(extra={"docs/notices/bce-spinoff-2026.txt": (
        "BCE Inc. — Tax information for shareholders: distribution of NorthWire Fibre Inc. shares, 2026-04-02. "
        "For Canadian ACB purposes allocate 87.35% of the adjusted cost base to BCE common shares and 12.65% to "
        "NorthWire Fibre shares, based on FMV on the distribution date.\n")}), sp,
        L("other", typ("87.35% BCE.TO / 12.65% NWF.TO, from BCE's tax notice"), "The issuer's tax notice on file gives "
          "the allocation; the rough 90/10 would misstate both ACBs, and the command says not to guess."))
    call(F, "spinoff", sec, "prose", "/reconcile", fs(), sp,
         P("other", "The command says the FMV ratio must come from the broker or issuer and never be guessed; "
           "nothing on file has it, so the person must supply it."))


def allocate():
    sec = src(REPO, AC, "High-risk gate → DRAFT + confirm")
    gq = Q("DRAFT — this plan trips the high-risk gate. Finalize it?", "Gate", [
        O("Finalize plan"), O("Keep as DRAFT")])
    call(F, "gate", sec, "variant", "/allocate-cash", fs(shown=(
        "## Tier 1 -- Deploy now\n| NVDA | broker-a-taxable | USD 9,000 |\n| AVGO | broker-a-taxable | USD 4,000 |\n"
        "High-risk: total deployment 78% of cash (>70%); NVDA after trade 13.4% of portfolio (12–20% tier: needs a "
        "/research run in 30 days + written downside plan — none found).\n")), gq,
        P("confirmation", "The plan concentrates NVDA past 12% without the research and downside plan the tier "
          "requires, and spends 78% of cash; accepting that risk is the person's call.", ["about_person"]))
    call(F, "gate", sec, "variant", "/allocate-cash deploy 80% of cash, hold 20% reserve", fs(shown=(
        "## Tier 1 -- Deploy now\n| VFV.TO | broker-b-taxable | CAD 9,800 |\n| XBB.TO | broker-b-taxable | CAD "
        "4,200 |\n## Tier 2 | ZEB.TO | broker-b-tfsa | CAD 5,900 | after 2026-04-29 FOMC |\nHigh-risk: total "
        "deployment 80% of cash (>70%). No single-ticker or industry gate tripped.\n")), gq,
        L("confirmation", sel("Finalize plan"), "The only gate tripped is the deployment share, and 80% is exactly "
          "what Daniel asked for in the command; nothing else is flagged."))

    sec = src(REPO, AC, "Phase 5 -- Deployment plan")
    fx = Q("The Tier 1 US-equity add (USD 8,000) needs USD in a CAD-only account. How should it be funded?", "FX", [
        O("Norbert's Gambit", "DLR → DLR.U, ~0.01%, T+2"), O("Broker spot conversion", "~1.5%"),
        O("CAD-listed ETF instead", "e.g. VFV.TO, no FX"), O("Skip", "leave it out")])
    call(F, "fx", sec, "prose", "/allocate-cash", fs(extra={"NOTES.md": (
        "FX: I do Norbert's gambit myself for anything over USD 5k. I want real US-listed shares in "
        "broker-b-taxable for the US estate/FTC setup my accountant suggested — no CAD wrappers there.\n")}), fx,
        L("other", sel("Norbert's Gambit"), "Daniel's note: Norbert's gambit for anything over USD 5k and US-listed "
          "shares (not CAD wrappers) in that account."))
    call(F, "fx", sec, "prose", "/allocate-cash", fs(), fx,
         L("other", sel("CAD-listed ETF instead"), "The add is broad US-equity exposure; the command prefers "
           "CAD-listed US-exposure ETFs such as VFV.TO to avoid FX entirely when possible, and nothing on file asks "
           "for US-listed shares."))


def build():
    trade()
    rebalance()
    harvest()
    reconcile()
    allocate()
