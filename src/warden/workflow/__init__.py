"""After a stop: the command queue a managed session works through, the hook side that
advances it, the worker that types, and the planners that decide what comes next."""
