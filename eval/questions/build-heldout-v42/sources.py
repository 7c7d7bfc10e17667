"""The v42 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v42.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# chiphwang1/oke-terraform-stack-builder (okestack): SKILL.md, read at e68b5aa543a3809f3600366fce43dc81e0c3540c;
# its repository is kept in corpus_okestack.py's REPO constant.

# mattpainter701/kicad_automations (kicadauto): skills/circuit-weaver/SKILL.md read at
# 3345cf88760367ed7dbf6f087d508a365795e9f8; skills/bom/SKILL.md and skills/jlcpcb/SKILL.md read at
# d90ea16f1944aef5af3b5f93297aa286739a3508; the repository is kept in corpus_kicadauto.py's REPO constant.

# Zate/cc-plugins (devloop) and FunnyQ/cc-plugins (flight) keep their repository in their own module's REPO constant:
# corpus_devloop.py (read at a249a099b8e206c5268071c628fec27eaeac1094) and corpus_flight.py (read at
# daa526f5d5cdadf80a23856d85d639a60370d102)
