"""③ Decide: the context an answerer sees, the chain that asks answerers in turn, and
the answerers themselves (``warden.decide.answerers``)."""
