"""smarthome (tonylofgren/supercharge-smart-home-claude-skills): four Claude Code skills and their slash commands for a
Home Assistant household — `/esphome` (device firmware: board, components, GPIO pins, features, output method),
`/ha-yaml` (automations, blueprints, scripts, scenes: type, UI editor vs YAML files, entity ids, options, output
method, HA version), `/node-red` (flows: trigger, entities, actions, conditions) and `/ha-integration` (Python custom
integrations: data source, entity types, authentication, update method, output method, HACS preparation and the
GitHub identity that goes with it). Every command's contract is "your first response MUST be clarifying questions";
each skill also opens with a platform question when the request doesn't name one ("ESPHome config, HA YAML or
Node-RED flow?").

Files used: commands/{esphome,ha-yaml,node-red,ha-integration}.md and {esphome,home-assistant,node-red,
ha-integration-dev}/SKILL.md (@ 77139f33c07b79ca66fc856a8fa40981aea64796).
The questions are numbered prose lists with their options in parentheses or sub-bullets; each command's four
questions became one call of four questions (`prose`), with free-text questions (pins, entity ids, options) given the
options a person would pick between, and option lists over four trimmed to the four that matter for the fixture
(`filled`). Where the request already names the device or the files record the wiring, the copies differ only by
files (`variant` where the request itself carries what settles the question, e.g. a Sonoff relay).
Fixture: Jonas's Home Assistant config repository (a git checkout of /config on an HA Yellow): configuration.yaml,
automations.yaml and packages/, esphome/ node configs, a Node-RED flows export, .HA_VERSION, and HARDWARE.md /
NOTES.md where he records boards, wiring and how he likes to work.
"""
from common import O, Q, L, call, sel, multi, typ, person, src

REPO = "tonylofgren/supercharge-smart-home-claude-skills"  # @ 77139f33c07b79ca66fc856a8fa40981aea64796

F = "smarthome"
ESC, HAC, NRC, INC = ("commands/" + n + ".md" for n in ("esphome", "ha-yaml", "node-red", "ha-integration"))
ESS, HAS, NRS, INS = (n + "/SKILL.md" for n in ("esphome", "home-assistant", "node-red", "ha-integration-dev"))

README = "# ha-config\nJonas's Home Assistant /config (HA Yellow), versioned with git. ESPHome nodes in esphome/.\n"
CONF = ("homeassistant:\n  name: Home\n  packages: !include_dir_named packages\nautomation: !include automations.yaml\n"
        "script: !include scripts.yaml\n")
ENTITIES = ("## Entities I use\n- light.hallway, light.hallway_spots\n- binary_sensor.hallway_motion (Hue motion)\n"
            "- light.kitchen_counter, binary_sensor.kitchen_presence (mmWave)\n- person.jonas, person.sara\n"
            "- sun.sun\n")


def fs(extra=None, shown=None, base=True):
    d = {"README.md": README}
    if base:
        d.update({"configuration.yaml": CONF, "automations.yaml": "- id: '1690000000001'\n  alias: Porch light at "
                  "sunset\n  triggers: [{trigger: sun, event: sunset}]\n  actions: [{action: light.turn_on, "
                  "target: {entity_id: light.porch}}]\n", ".HA_VERSION": "2025.1.4\n"})
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def q_board(opts=None):
    return Q("What ESP board are you using?", "Board", opts or [
        O("ESP32 DevKit", "general purpose"), O("ESP32-S3", "voice, cameras, USB"),
        O("ESP32-C3", "compact, budget"), O("ESP8266 / D1 Mini", "legacy")])


def q_output():
    return Q("Output method?", "Output", [O("Save to folder", "write the .yaml file to the current directory"),
                                          O("Copy from chat", "display the code for you to copy")])


def esphome():
    sec = src(REPO, ESS, "FIRST STEP: Ask About Hardware & Output")
    call(F, "board", sec, "filled", "/esphome garage temperature and humidity sensor", fs({"HARDWARE.md": (
        "# Hardware\n## Garage node (built 2 Feb)\nESP32-C3 SuperMini + BME280 (I2C: SDA GPIO8, SCL GPIO9). "
        "Powered from USB in the garage.\n"), "esphome/office.yaml": "esphome:\n  name: office\nesp32:\n  board: "
        "esp32-s3-devkitc-1\n"}), [q_board(), q_output()],
        [L("architecture", sel("ESP32-C3"), "HARDWARE.md records the garage node as an ESP32-C3 SuperMini."),
         L("style", sel("Save to folder"), "The session runs in Jonas's /config checkout, where every node lives "
           "as esphome/<name>.yaml.")])
    call(F, "board", sec, "filled", "/esphome add an mmWave presence sensor to the office node", fs({
        "esphome/office.yaml": "esphome:\n  name: office\nesp32:\n  board: esp32-s3-devkitc-1\n  framework:\n    "
                               "type: esp-idf\n"}), [q_board(), q_output()],
        [L("architecture", sel("ESP32-S3"), "The office node already exists and esphome/office.yaml says it is an "
           "esp32-s3-devkitc-1."),
         L("style", sel("Save to folder"), "The change is to an existing file in this repository.")])
    call(F, "board", sec, "filled", "/esphome a soil moisture sensor for the balcony", fs({"HARDWARE.md": (
        "# Hardware\n## Drawer\n- 2× ESP32 DevKit (one promised to Sara's office)\n- 3× ESP32-C3 SuperMini\n"
        "- 1× D1 Mini (flaky USB)\n")}), [q_board(), q_output()],
        [P("architecture", "The drawer has DevKits, C3s and a D1 Mini and the balcony node hasn't been built; which "
           "board Jonas wires up is his call, and the skill forbids guessing it.", []),
         L("style", sel("Save to folder"), "The session is in the config repository that holds the other ESPHome "
           "nodes.")])
    call(F, "board", sec, "variant", "/esphome flash my new Sonoff Basic R2 as the garden pump switch", fs(),
         [q_board(), q_output()],
         [L("architecture", typ("A Sonoff Basic R2 — ESP8266, board esp01_1m — not one of the dev boards."),
            "The request names a commercial Sonoff Basic R2; none of the listed boards is right and its board id "
            "is known."),
          L("style", sel("Save to folder"), "It is a new node in the config repository alongside the others.")])
    call(F, "board", sec, "filled", "/esphome garage temperature and humidity sensor", fs({"HARDWARE.md": (
        "# Hardware\n## Garage node (built 2 Feb)\nESP32-C3 SuperMini + BME280 (I2C: SDA GPIO8, SCL GPIO9).\n"),
        "NOTES.md": "- I don't let tools write into /config directly any more (the Jan incident). Show me the YAML "
                    "and I'll paste it into the ESPHome dashboard myself.\n"}), [q_board(), q_output()],
        [L("architecture", sel("ESP32-C3"), "HARDWARE.md records the garage node's board."),
         L("style", sel("Copy from chat"), "Jonas's note: no tool writes into /config; he pastes YAML into the "
           "ESPHome dashboard himself.")])

    call(F, "board", sec, "filled", "/esphome a doorbell node for the front door", fs(), [q_board(), q_output()],
         [P("architecture", "The doorbell node hasn't been built and no file records which board it uses; the "
            "skill forbids assuming one.", []),
          L("style", sel("Save to folder"), "The session is in the config repository that holds the ESPHome "
            "nodes.")])

    sec = src(REPO, ESC, "MANDATORY First Response")
    qs = [
        Q("Which ESP board?", "Board", [O("ESP32"), O("ESP8266"), O("ESP32-S3"), O("ESP32-C3")]),
        Q("Which sensors/outputs?", "Components", [O("DHT22"), O("BME280"), O("Relay"), O("LED strip")], multi=True),
        Q("Which GPIO pins are connected?", "Pins", [O("I'll list them", "tell me each component's GPIOs"),
                                                      O("Board defaults", "use the board's standard I2C/SPI pins")]),
        Q("Which features?", "Features", [O("WiFi fallback AP"), O("OTA updates"), O("Web server")], multi=True)]
    call(F, "esp4", sec, "prose", "/esphome garage temperature and humidity sensor", fs({"HARDWARE.md": (
        "# Hardware\n## Garage node (built 2 Feb)\nESP32-C3 SuperMini + BME280 (I2C: SDA GPIO8, SCL GPIO9).\n"
        "## Conventions\nEvery node: OTA + fallback hotspot. No web_server — it eats RAM and I have HA.\n")}), qs,
        [L("architecture", sel("ESP32-C3"), "HARDWARE.md: ESP32-C3 SuperMini."),
         L("scope", multi("BME280"), "The garage node carries a BME280 and nothing else."),
         L("other", typ("BME280 on I2C: SDA GPIO8, SCL GPIO9."), "The wiring is recorded, and GPIO8/9 are not the "
           "C3 SuperMini's defaults, so they have to be stated."),
         L("scope", multi("WiFi fallback AP", "OTA updates"), "Jonas's node convention: OTA and the fallback "
           "hotspot on every node, no web server.")])
    call(F, "esp4", sec, "prose", "/esphome a relay board for the irrigation valves", fs(), qs,
         [P("architecture", "Nothing in the repository says what board the irrigation controller is built on.", []),
          L("scope", multi("Relay"), "Irrigation valves are switched by relays, which is what the request says."),
          P("other", "Which GPIOs drive which relay is physical wiring only Jonas can see; the skill says never "
            "infer pins.", []),
          P("scope", "No convention for node features is recorded and the options trade RAM and exposure; Jonas "
            "decides.", [])])
    call(F, "esp4", sec, "prose", "/esphome LED strip behind the TV", fs({"HARDWARE.md": (
        "# Hardware\n## TV strip (soldered Sunday)\nD1 Mini, WS2812B 60 LEDs, data on D4 (GPIO2), 5 V 4 A PSU.\n"
        "## Conventions\nEvery node: OTA + fallback hotspot. No web_server.\n")}), qs,
        [L("architecture", sel("ESP8266"), "The strip is driven by a D1 Mini, an ESP8266 board."),
         L("scope", multi("LED strip"), "A WS2812B strip is the only component."),
         L("other", typ("Data on D4 (GPIO2)."), "HARDWARE.md records the data pin."),
         L("scope", multi("WiFi fallback AP", "OTA updates"), "The node convention is OTA + fallback hotspot, no "
           "web server.")])


def esp_vague():
    sec = src(REPO, ESC, "MANDATORY First Response")
    qs = [
        Q("Which ESP board?", "Board", [O("ESP32"), O("ESP8266"), O("ESP32-S3"), O("ESP32-C3")]),
        Q("Which sensors/outputs?", "Components", [O("DHT22"), O("BME280"), O("Relay"), O("LED strip")], multi=True),
        Q("Which GPIO pins are connected?", "Pins", [O("I'll list them", "tell me each component's GPIOs"),
                                                      O("Board defaults", "use the board's standard I2C/SPI pins")]),
        Q("Which features?", "Features", [O("WiFi fallback AP"), O("OTA updates"), O("Web server")], multi=True)]
    call(F, "esp4", sec, "prose", "/esphome something for the attic", fs(), qs,
         [P("architecture", "\"Something for the attic\" names no device; the board is whatever Jonas builds "
            "it on.", []),
          P("scope", "The request doesn't say what the attic node should measure or switch.", []),
          P("other", "Pins are physical wiring only Jonas can see.", []),
          P("scope", "No node convention is recorded for OTA, fallback hotspot or web server.", [])])


def platform():
    q = Q("Do you want this as an ESPHome config, Home Assistant YAML or a Node-RED flow?", "Platform", [
        O("ESPHome config", "device firmware — runs on the ESP"),
        O("Home Assistant YAML", "automations.yaml — runs in HA"),
        O("Node-RED flow", "visual flow — runs in Node-RED")])
    sec = src(REPO, ESS, "First Step: Clarify Platform")
    call(F, "platform", sec, "prose", "/esphome make the hallway light turn on with motion", fs({"NOTES.md": (
        "- Since spring 2024 every automation lives in Node-RED. automations.yaml is legacy (porch light); "
        "don't add to it.\n"), "node-red/flows.json": '[{"id":"a1","type":"tab","label":"Lights"}]\n'}), q,
        L("architecture", sel("Node-RED flow"), "NOTES.md moves every automation to Node-RED and freezes "
          "automations.yaml; a motion light is an automation, not firmware."))
    call(F, "platform", sec, "prose", "/esphome close the living room blinds at sunset", fs({
        "node-red/flows.json": '[{"id":"a1","type":"tab","label":"Lights"}]\n'}), q,
        P("architecture", "Jonas runs both automations.yaml and Node-RED flows and no note says where new "
          "automations go; the blinds could also be driven from their ESP node. Where it lives is his choice.", []))
    sec = src(REPO, HAS, "First Step: Clarify Platform")
    call(F, "platform", sec, "prose", "/ha-yaml make a motion light for the kitchen", fs(), dict(q, options=[
        O("Home Assistant YAML", "automations.yaml, scripts.yaml, blueprints"),
        O("Node-RED flow", "visual, drag-drop, importable JSON"),
        O("ESPHome config", "device firmware for ESP32/ESP8266")]),
        L("architecture", sel("Home Assistant YAML"), "The repository runs its automations from automations.yaml "
          "and has no Node-RED; the kitchen presence sensor is already an HA entity."))
    sec = src(REPO, NRS, "First Step: Clarify Platform")
    call(F, "platform", sec, "prose", "/node-red turn on the hallway light when there's motion", fs(base=False),
         dict(q, options=[O("Node-RED flow", "visual, drag-drop, importable JSON"),
                          O("Home Assistant YAML", "automations.yaml, scripts.yaml"),
                          O("ESPHome config", "device firmware for ESP32/ESP8266")]),
         P("architecture", "The request uses the Node-RED command but calls it just a motion light, and the folder "
           "holds no Home Assistant config or flows that show where Jonas keeps automations.", []))
    sec = src(REPO, INS, "First Step: Clarify Intent")
    q = Q("Do you want to:", "Intent", [
        O("Python custom integration", "custom_components, config_flow, HACS"),
        O("YAML automation", "automations.yaml, blueprints"), O("Node-RED flow", "visual automation"),
        O("ESPHome device", "ESP32/ESP8266 firmware")])
    call(F, "intent", sec, "prose", "/ha-integration create an integration for my Daikin so it follows our "
         "schedule", fs({"packages/climate.yaml": "# Daikin living room — core `daikin` integration, "
                          "climate.living_room\n"}), q,
         L("architecture", sel("YAML automation"), "The Daikin already works through HA's core daikin integration "
           "(climate.living_room); a schedule is an automation, not a new integration."))
    call(F, "intent", sec, "prose", "/ha-integration create an integration for my solar inverter", fs({"NOTES.md": (
        "- Inverter (SolarEdge-clone \"Sunvia\"): no HA integration exists. Local HTTP API at "
        "http://192.168.1.40/api/v1/status, bearer token from the app. Want proper sensors + energy dashboard.\n")}),
        q, L("architecture", sel("Python custom integration"), "No integration exists for the inverter and it has "
             "a local HTTP API; proper sensors for the energy dashboard mean a custom integration."))


def intent_open():
    sec = src(REPO, INS, "First Step: Clarify Intent")
    q = Q("Do you want to:", "Intent", [
        O("Python custom integration", "custom_components, config_flow, HACS"),
        O("YAML automation", "automations.yaml, blueprints"), O("Node-RED flow", "visual automation"),
        O("ESPHome device", "ESP32/ESP8266 firmware")])
    call(F, "intent", sec, "prose", "/ha-integration create an integration for the garage door", fs(), q,
         P("architecture", "A garage door could be an ESPHome relay node, an existing opener's integration or a "
           "custom one; nothing records what opener Jonas has or what he wants built.", []))


def ha_yaml():
    sec = src(REPO, HAC, "MANDATORY First Response")
    qs = [
        Q("Type: Automation, Blueprint, Script, or Scene?", "Type", [O("Automation"), O("Blueprint"), O("Script"),
                                                                    O("Scene")]),
        Q("Format: UI editor or YAML files?", "Format", [O("UI editor", "Settings > Automations"),
                                                         O("YAML files", "automations.yaml, packages/")]),
        Q("Which specific entity IDs?", "Entities", [O("I'll list them", "e.g. light.living_room"),
                                                     O("Use placeholders", "I'll fill them in later")]),
        Q("Options: brightness, conditions, timing?", "Options", [O("Brightness"), O("Conditions"), O("Timing")],
          multi=True)]
    call(F, "hayaml", sec, "prose", "/ha-yaml hallway spots on with motion after sunset, off after 2 minutes",
         fs({"NOTES.md": ENTITIES + "- New automations go in packages/<room>.yaml, never the UI editor.\n"}), qs,
         [L("scope", sel("Automation"), "A motion light for Jonas's own hallway is an automation on his entities."),
          L("style", sel("YAML files"), "NOTES.md: new automations go in packages/<room>.yaml, never the UI."),
          L("other", typ("binary_sensor.hallway_motion as trigger, light.hallway_spots as target, sun.sun for after "
                         "sunset."), "NOTES.md lists the hallway's entity ids."),
          L("scope", multi("Conditions", "Timing"), "The request asks for an after-sunset condition and a 2-minute "
            "off delay; it says nothing about brightness.")])
    call(F, "hayaml", sec, "prose", "/ha-yaml a motion-light template other people on the forum can import",
         fs({"NOTES.md": ENTITIES}), qs,
         [L("scope", sel("Blueprint"), "Something others import and point at their own entities is a blueprint."),
          L("style", sel("YAML files"), "Blueprints are shared as YAML files."),
          L("other", sel("Use placeholders"), "A blueprint takes the entities as inputs; Jonas's own ids don't "
            "belong in it."),
          P("scope", "Which knobs the shared blueprint should expose is Jonas's design choice for his forum post; "
            "the request only says motion light.", [])])
    call(F, "hayaml", sec, "prose", "/ha-yaml notify us when the washing machine is done", fs({"NOTES.md": (
        "- I build automations in the UI editor (Sara edits them too). Git only backs them up.\n")}), qs,
        [L("scope", sel("Automation"), "A household notification on their own appliance is an automation."),
         L("style", sel("UI editor"), "Jonas builds automations in the UI editor so Sara can edit them."),
         P("other", "No file names the washing machine's power sensor or the phones to notify; only Jonas knows the "
           "entity ids.", []),
         P("scope", "Whether it waits for power to stay low, and for how long, depends on the machine's cycle, "
           "which nothing records.", [])])

    call(F, "hayaml", sec, "prose", "/ha-yaml a goodnight routine", fs(), qs,
         [P("scope", "A goodnight routine could be a script run from a button, an automation at a set time or a "
            "scene; the request doesn't say how it starts.", []),
          P("style", "No note says whether Jonas builds in the UI editor or YAML files.", []),
          P("other", "Which lights, locks and devices are part of goodnight isn't recorded.", []),
          P("scope", "Dimming, conditions and timing depend on the household's habits, which nothing records.", [])])

    sec = src(REPO, HAS, "FIRST STEP: Clarify Intent (MANDATORY)")
    qv = Q("HA Version? (for deprecated syntax awareness)", "HA version", [
        O("2025.x", "current syntax (triggers:/actions:)"), O("2024.x"), O("Older", "before 2024")])
    q_ab = Q("Automation or Blueprint?", "Type", [O("Automation", "specific to your setup, uses your entity names"),
                                                  O("Blueprint", "reusable template others can import")])
    q_fmt = Q("Format?", "Format", [O("UI Editor", "Settings > Automations"),
                                    O("YAML files", "automations.yaml, packages/")])
    call(F, "haskill", sec, "prose", "/ha-yaml kitchen counter lights follow presence", fs({"NOTES.md": (
        ENTITIES + "- New automations go in packages/<room>.yaml.\n")}), [q_ab, q_fmt, q_output(), qv],
        [L("scope", sel("Automation"), "It's for Jonas's kitchen, on his entities."),
         L("style", sel("YAML files"), "NOTES.md puts new automations in packages/<room>.yaml."),
         L("style", sel("Save to folder"), "The session runs in the /config checkout where packages/ lives."),
         L("other", sel("2025.x"), ".HA_VERSION says 2025.1.4.")])
    call(F, "haskill", sec, "prose", "/ha-yaml kitchen counter lights follow presence", fs({
        ".HA_VERSION": "2023.8.2\n", "NOTES.md": "- Yellow is pinned to 2023.8 until the Z-Wave JS fix lands — "
                                                 "don't use anything newer in YAML.\n"}), [q_ab, qv],
        [L("scope", sel("Automation"), "It's for Jonas's own kitchen."),
         L("other", sel("Older"), ".HA_VERSION is 2023.8.2 and pinned there; the new triggers:/actions: syntax "
           "would not load.")])
    call(F, "haskill", sec, "prose", "/ha-yaml turn off everything when we both leave", fs(base=False, extra={
        "scratch.md": "ideas: away mode, vacuum when away\n"}), [q_ab, q_fmt, q_output(), qv],
        [L("scope", sel("Automation"), "An away mode for their own house is an automation on their entities."),
         P("style", "Nothing in this scratch folder shows whether Jonas keeps automations in the UI editor or YAML "
           "files.", []),
         P("style", "The folder is not a Home Assistant config; whether to write a file here or hand the YAML over "
           "is Jonas's call.", []),
         P("other", "No .HA_VERSION or config is present to tell which release the house runs.", [])])


def node_red():
    sec = src(REPO, NRC, "MANDATORY First Response")
    qs = [
        Q("What starts the flow?", "Trigger", [O("State change"), O("Time"), O("Webhook"), O("Sun event")]),
        Q("Which Home Assistant entity IDs?", "Entities", [O("I'll list them"), O("Use placeholders")]),
        Q("What should happen?", "Actions", [O("Turn on lights"), O("Send notification"), O("Run a script")],
          multi=True),
        Q("Any conditions to check?", "Conditions", [O("Only at night"), O("Only when home"), O("None")],
          multi=True)]
    call(F, "nred", sec, "prose", "/node-red hallway light on with motion, but only at night", fs({
        "NOTES.md": ENTITIES + "- Flows: Node-RED, server node 'Home Assistant' (already configured).\n"}), qs,
        [L("scope", sel("State change"), "Motion is a state change of binary_sensor.hallway_motion."),
         L("other", typ("binary_sensor.hallway_motion → light.hallway."), "NOTES.md lists the hallway entity ids."),
         L("scope", multi("Turn on lights"), "The request is to turn the light on."),
         L("scope", multi("Only at night"), "The request says only at night.")])
    call(F, "nred", sec, "prose", "/node-red kitchen counter lights follow presence", fs({
        "NOTES.md": ENTITIES + "- Kitchen: Sara hates lights popping on at noon. Never when nobody's home "
                               "either (the cat triggers the mmWave).\n"}), qs,
        [L("scope", sel("State change"), "Presence is a state change of binary_sensor.kitchen_presence."),
         L("other", typ("binary_sensor.kitchen_presence → light.kitchen_counter; person.jonas and person.sara for "
                        "the home check."), "NOTES.md lists the kitchen and person entities."),
         L("scope", multi("Turn on lights"), "Following presence means switching the counter lights."),
         L("scope", multi("Only at night", "Only when home"), "NOTES.md: not in daylight (Sara) and never when "
           "nobody is home (the cat trips the sensor).")])
    call(F, "nred", sec, "prose", "/node-red tell me when the freezer door is left open", fs(), qs,
         [L("scope", sel("State change"), "A door left open is a contact sensor staying in the open state."),
          P("other", "No file names the freezer door sensor or the phone to notify.", []),
          L("scope", multi("Send notification"), "The request is to be told."),
          P("scope", "Whether to alert at any hour and only when someone is home is Jonas's preference; nothing "
            "records it.", [])])


def integration():
    sec = src(REPO, INC, "MANDATORY First Response")
    qs = [
        Q("What's the data source?", "Source", [O("API"), O("Local device"), O("Cloud service"), O("Bluetooth")]),
        Q("Which entity types do you need?", "Entities", [O("Sensors"), O("Switches"), O("Lights"), O("Climate")],
          multi=True),
        Q("How does authentication work?", "Auth", [O("API key"), O("OAuth2"), O("Username/password"), O("None")]),
        Q("Polling or push updates?", "Updates", [O("Polling interval"), O("Push-based")])]
    inverter = {"NOTES.md": (
        "- Inverter (\"Sunvia\"): no HA integration exists. Local HTTP API at http://192.168.1.40/api/v1/status "
        "(JSON, refreshes every 10 s, no websocket), bearer token from the app. I only want readings: PV power, "
        "daily yield, grid export. No controls — I'm not letting HA touch the inverter.\n")}
    call(F, "integ", sec, "prose", "/ha-integration Sunvia inverter", fs(inverter), qs,
         [L("architecture", sel("Local device"), "The inverter exposes a local HTTP API on the LAN."),
          L("scope", multi("Sensors"), "Jonas wants readings only and explicitly no controls."),
          L("architecture", sel("API key"), "The API takes a bearer token from the vendor app — a static key.",
            ["security"]),
          L("architecture", sel("Polling interval"), "The API refreshes every 10 s and has no websocket.")])
    call(F, "integ", sec, "prose", "/ha-integration our building's shared EV charger", fs({"NOTES.md": (
        "- Building charger (Wallbox via the co-op's cloud account). Board member Petra has the login; I can ask "
        "her for a key or an OAuth app.\n")}), qs,
        [L("architecture", sel("Cloud service"), "The charger is reached through the co-op's cloud account."),
         P("scope", "Whether Jonas wants only readings or to start and stop charging on a shared co-op charger "
           "isn't recorded, and switching it affects neighbours.", []),
         P("architecture", "Which credential the co-op hands over — a key, an OAuth app, Petra's login — is not known "
           "yet and is theirs to decide.", ["security"]),
         P("architecture", "Nothing says whether the charger's cloud offers push updates.", [])])

    sec = src(REPO, INS, "Ask user, 5–6 (output method, HACS)")
    q_hacs = Q("Prepare for HACS sharing?", "HACS", [
        O("Yes", "create hacs.json, README.md, LICENSE, .github/workflows/validate.yaml"),
        O("No", "only create custom_components/ files")])
    call(F, "hacs", sec, "prose", "/ha-integration Sunvia inverter", fs(dict(inverter, **{"NOTES.md": inverter[
        "NOTES.md"] + "- Several people on the Sunvia Facebook group want this too — plan is to put it on GitHub "
        "for HACS once it works.\n"})), [q_output(), q_hacs],
        [L("style", sel("Save to folder"), "The session runs in the /config checkout, where custom_components/ "
           "belongs."),
         L("scope", sel("Yes"), "Jonas plans to publish it on GitHub for HACS; the files only prepare the repo.")])
    call(F, "hacs", sec, "prose", "/ha-integration Sunvia inverter", fs(dict(inverter, **{"NOTES.md": inverter[
        "NOTES.md"] + "- This one stays private: the API is undocumented and I don't want Sunvia's lawyers.\n"})),
        [q_output(), q_hacs],
        [L("style", sel("Save to folder"), "The session is in the /config checkout."),
         L("scope", sel("No"), "Jonas keeps this integration private, so the HACS files have no use.")])
    call(F, "hacs", sec, "prose", "/ha-integration Sunvia inverter", fs(inverter), [q_output(), q_hacs],
         [L("style", sel("Save to folder"), "The session is in the /config checkout."),
          P("scope", "Whether to prepare the integration for sharing is about Jonas's plans for it, which nothing "
            "records.", [])])
    sec = src(REPO, INS, "Ask user, 6 (if HACS: GitHub username, repository name)")
    q_user = Q("GitHub username? (for codeowners in manifest.json, e.g. @username)", "GitHub", [
        O("Use my git identity", "from git config"), O("I'll type it")])
    q_repo = Q("Repository name?", "Repo name", [O("sunvia", "the integration domain (default)"),
                                                 O("ha-sunvia", "prefixed")])
    call(F, "ghuser", sec, "prose", "/ha-integration Sunvia inverter", fs({".git/config": (
        "[user]\n\tname = Jonas Karlsson\n\temail = jonas@karlsson.se\n[remote \"origin\"]\n\turl = "
        "git@github.com:jkarlsson/ha-config.git\n"), "custom_components/nordpool_local/manifest.json":
        '{"domain": "nordpool_local", "codeowners": ["@jkarlsson"]}\n', "NOTES.md": "- My HACS repos are all "
        "named ha-<domain> (ha-nordpool-local).\n"}), [q_user, q_repo],
        [L("other", typ("@jkarlsson"), "His other integration's manifest and the origin remote both give "
           "@jkarlsson.", ["about_person"]),
         L("style", sel("ha-sunvia"), "Jonas names his HACS repositories ha-<domain>.")])
    call(F, "ghuser", sec, "prose", "/ha-integration Sunvia inverter", fs(), [q_user, q_repo],
         [P("other", "Which GitHub account the public integration is published under is Jonas's own identity; "
            "nothing here records it.", ["about_person"]),
          L("style", sel("sunvia"), "With no naming habit recorded, the default — the integration domain — is "
            "the workflow's own suggestion.")])


ANNOUNCE = {  # each skill's "Announce at start" line, which the session writes above its first questions
    ESS: "I'm using the esphome skill to help you configure your ESPHome device.",
    HAS: "I'm using the ha-yaml skill to help you configure your Home Assistant automation.",
    INS: "I'm using the ha-integration skill to help you develop your Home Assistant custom integration."}
ANNOUNCED = ("board", "haskill", "hacs", "ghuser")  # the skills' own question steps, after the platform question


def announce():
    from common import CALLS
    for c in CALLS:
        slug = c["id"].rsplit("-", 1)[0].split("-", 1)[1]
        path = c["source"].split(":", 1)[1].split("#", 1)[0]
        if c["family"] == F and slug in ANNOUNCED and path in ANNOUNCE:
            c["cwd_files"]["shown.md"] = ANNOUNCE[path]


def build():
    esphome()
    esp_vague()
    platform()
    intent_open()
    ha_yaml()
    node_red()
    integration()
    announce()
