"""The board: `warden serve`, a web page and an HTTP API over the store the hooks write.

``app`` builds the Starlette application; ``views`` turns store rows into the JSON the
page and the API share; ``live`` drains the spool and tells subscribers when the store
changed (server-sent events); ``auth`` holds the token and the CSRF rules;
``hooks`` answers Claude Code's ``type: "http"`` hooks with the command hook's own code
path; ``api`` holds the JSON endpoints and ``openapi`` their description.
"""

DEFAULT_PORT = 8765  # `warden serve`'s, and the one `warden demo` points at
