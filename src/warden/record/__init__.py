"""② Record: spool records become events, sessions and decisions in the store.

``ingest`` drains the spool in order and routes each event to the module that records
it; ``sessions`` keeps each session's state.
"""
