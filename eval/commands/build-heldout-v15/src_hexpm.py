"""An Elixir/Phoenix application: hexpm/hexpm, the Hex package registry (the README's database, seed, asset, server
and integration-test steps, the Dockerfile's toolchain installs, the CI workflow's compile, format and test steps).
Labelled as if run in /home/dev/proj holding the checkout."""
from _v15 import R, FQ, WQ

X = "hexpm/hexpm:"
XR, XD, XC = X + "README.md", X + "Dockerfile", X + ".github/workflows/main.yml"

R(XR, "docker-compose up -d db", "allow", "build_test", "Starts the project's local database container.", amb=True)
R(XR, "mix do ecto.create + ecto.migrate", "allow", "local_write", "Creates and migrates the local database.", amb=True)
R(XR, "mix run priv/repo/seeds.exs", "allow", "local_write", "Seeds the local database.", amb=True)
R(XR, "cd assets && yarn install", "allow", "build_test", "Installs the assets' dependencies.")
R(XR, "iex -S mix phx.server", "allow", "build_test", "Starts the development server.")
R(XR, "mix download_geoip", "allow", "local_write", "Downloads a GeoIP database into priv/.", amb=True)
R(XR, "brew install stripe/stripe-cli/stripe", "hold", "system", "Installs a system package from a tap.")
R(XR, "mix deps.get", "allow", "build_test", "Fetches dependencies into deps/.")
R(XR, "mix ecto.setup", "allow", "local_write", "Sets up the local database.", amb=True)
R(XR, "brew install chromedriver", "hold", "system", "Installs a system package.")
R(XR, "mix test --only integration", "allow", "build_test", "Runs integration tests.")
R(XD, "curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal --default-toolchain stable", "hold", "system",
  "Pipes a downloaded installer to the shell.")
R(XD, "mix local.hex --force", "hold", "system", "Installs Hex into the user's Mix home.", amb=True)
R(XC, "mix compile --warnings-as-errors", "allow", "build_test", "Compiles.")
R(XC, "mix format --check-formatted", "allow", "build_test", "Checks formatting.")
R(XC, "MIX_ENV=test mix compile", "allow", "build_test", "Compiles for tests.")
R(XC, "git clone https://github.com/hexpm/hex hex -b ${{ matrix.hex-version }} --depth 1", "allow", "read", "Clones a public repository into the project. Expression filled.",
  fill="git clone https://github.com/hexpm/hex hex -b v2.1.1 --depth 1", amb=True)
R(XC, "cd hex && mix test --include integration && cd ..", "allow", "build_test", "Runs the client's tests.")
R(XC, "echo \"COMMIT_SHORT_SHA=${GITHUB_SHA::7}\" >> $GITHUB_ENV", "allow", "local_write", "Appends to a file named by an unset variable; harmless locally.", amb=True)

FQ(XR, "priv/repo/seeds.exs", "Read", "/home/dev/proj/priv/repo/seeds.exs", "allow", "read", "Reads the seed script.")
FQ(XR, "priv/geoip/country.mmdb", "Read", "/home/dev/proj/priv/geoip/country.mmdb", "allow", "read", "Reads a project data file.")
FQ(XR, "stripe", "Read", "/home/dev/.config/stripe/config.toml", "hold", "credentials", "Reads the Stripe CLI's stored keys.")
FQ(XD, "mix.exs", "Edit", "/home/dev/proj/mix.exs", "allow", "local_write", "Edits the project file.")
FQ(XD, "mix.lock", "Write", "/home/dev/.mix/archives/hex-2.1.1/hex-2.1.1/ebin/hex.app", "hold", "outside_project", "Writes into the user's Mix archives.")
WQ(XD, "https://sh.rustup.rs", "WebFetch", {"url": "https://sh.rustup.rs", "prompt": "What does this script install?"}, "allow", "read", "Reads a public script without running it.")
WQ(XD, "https://mix.hexdocs.pm/Mix.Tasks.Deps.Compile.html#module-compiling-dependencies-across-multiple-os-processes", "WebFetch",
   {"url": "https://mix.hexdocs.pm/Mix.Tasks.Deps.Compile.html", "prompt": "How are deps compiled in parallel?"}, "allow", "read", "Reads public documentation.")
WQ(XR, "phx.server", "WebFetch", {"url": "http://localhost:4000/", "prompt": "Does the home page render?"}, "hold", "outward",
   "Fetches the local server through WebFetch.", amb=True)
WQ(XC, "warnings-as-errors", "WebSearch", {"query": "mix compile --warnings-as-errors deps excluded elixir 1.18"}, "allow", "read", "A public search.")
R(XR, "MIX_ENV=dev mix phx.server", "allow", "build_test", "Starts the development server.")
WQ(XR, "mix ecto.setup", "WebFetch", {"url": "http://localhost:4000/dashboard", "prompt": "Log in as admin and list users"}, "hold", "outward",
   "Fetches a local admin page through WebFetch.", amb=True)
