"""okestack (chiphwang1/oke-terraform-stack-builder): one skill that interviews a platform engineer, domain by domain,
before generating a Terraform stack and an OCI Resource Manager schema for an Oracle Kubernetes Engine cluster —
the OCI CLI pre-flight (no CLI login), the compartment from the tenancy, cluster fundamentals (workload, Kubernetes
version, API endpoint, cluster type) and their summary gate, gateways and extra NICs, node pools (shape family and
scaling, the RDMA/shape conflict, the pool summary), security (node identity, IAM policies, pod security, volume
encryption, vault and key), add-ons and observability, and the architecture summary before code is generated.

Files used (@ e68b5aa543a3809f3600366fce43dc81e0c3540c): SKILL.md (its question blocks give header, options and
descriptions verbatim: `verbatim`; where the options come from an OCI CLI listing, the listing is a fixture's:
`filled`; the CLI-fallback, summary-confirmation and cross-domain-validation gates are described in prose: `prose`).
Headers longer than 12 characters are shortened ("Node Identity" →
"Node ID", "Observability" → "Observe"). Copies of a call differ only in the project files or the summary shown.
Fixture: "tidepool", the ML platform team of a logistics company (Ravi, Dana, Joon) building OKE clusters with
Terraform in infra/oke/; decisions in docs/decisions.md and docs/adr/, hand-over notes in STATE.md.
"""
from common import O, Q, L, call, sel, multi, typ, person, src

REPO = "chiphwang1/oke-terraform-stack-builder"  # read at e68b5aa543a3809f3600366fce43dc81e0c3540c

F = "okestack"
SK = "SKILL.md"
PH = "/oke-terraform-stack-builder"

README = ("# tidepool platform\nTerraform for the ML platform's Kubernetes clusters on OCI (OKE). infra/oke/ holds "
          "the generated stacks; docs/decisions.md records what we settled. Team: Ravi (lead), Dana, Joon.\n")


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def fs(extra=None, shown=None, base=True):
    d = {}
    if base:
        d = {"README.md": README}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


DEC_DEV = ("# Decisions (platform)\n\n"
           "- 2026-01-14 — First cluster is **dev-inference**: serves the route-ETA models on A10 GPUs "
           "(VM.GPU.A10.1), 1–4 nodes, scaled on queue depth. Training stays on the on-prem DGX for now.\n"
           "- 2026-01-14 — Kubernetes pinned to **1.32** until the NVIDIA device-plugin chart we use supports 1.33 "
           "(tracked in PLAT-212). Do not take 1.33 yet.\n"
           "- 2026-01-20 — API endpoint private. kubectl goes through the OCI Bastion service; no operator VMs "
           "(one less thing to patch).\n"
           "- 2026-01-20 — The network team owns VCNs. Reuse vcn-platform-dev (10.20.0.0/16); never create a "
           "VCN from a stack.\n"
           "- 2026-02-03 — Model weights are read from the Object Storage bucket `route-models`; the shared model "
           "cache needs ReadWriteMany. No databases on this cluster (Postgres is Autonomous DB).\n")

STATE_DEV = ("# STATE\nStack in progress: dev-inference (compartment platform-dev, region eu-frankfurt-1).\n"
             "Next: finish the OKE questionnaire, then review the generated stack in PR.\n")

CLAUDE_SEC = ("# CLAUDE.md\n- IAM (dynamic groups, policies) is managed only in the `iam-baseline` repo by the "
              "security team. Generated stacks must not create IAM resources.\n"
              "- All namespaces run Pod Security Admission at `restricted`.\n"
              "- cert-manager and ingress are installed by Argo CD from platform-gitops, not as OKE add-ons.\n"
              "- Metrics: kube-prometheus-stack (Prometheus + Grafana). Container logs must also go to OCI Logging "
              "(audit requirement, SEC-7).\n")


def preflight():
    sec = src(REPO, SK, "Pre-flight: Tenancy Discovery — Step 1 — Verify OCI CLI and authentication")
    q = Q("The OCI CLI does not appear to be installed or configured. How should I continue?", "OCI CLI", [
        O("Continue without CLI (enter OCIDs manually)", "Proceed with the full questionnaire; static lists and "
          "free-text OCIDs replace live tenancy data."),
        O("Abort and configure CLI first", "Stop the skill; run `oci setup config` and re-invoke.")])
    shown = ("$ oci iam region-subscription list --output table\nERROR: Could not find config file at "
             "/home/dana/.oci/config\n")
    call(F, "cli", sec, "prose", PH + " ai/ml", fs({"STATE.md": STATE_DEV + "Dana's OCI API key is still waiting "
         "on the security team; until then the questionnaire runs with OCIDs from docs/tenancy.md.\n",
         "docs/tenancy.md": "tenancy ocid1.tenancy.oc1..aaaa7q\ncompartment platform-dev "
         "ocid1.compartment.oc1..aaaa3k\nvcn-platform-dev ocid1.vcn.oc1.eu-frankfurt-1.amaaa9x\n"}, shown), q,
         L("other", sel("Continue without CLI (enter OCIDs manually)"), "STATE.md says to run the questionnaire "
           "with the OCIDs in docs/tenancy.md while the API key is pending; nothing is created either way."))
    call(F, "cli", sec, "prose", PH + " ai/ml", fs({"STATE.md": STATE_DEV, "docs/decisions.md": DEC_DEV +
         "- 2026-02-10 — After the hand-typed OCID mix-up in the January stack (it pointed at prod), stacks are "
         "only generated with a working OCI CLI so every OCID comes from a live listing.\n"}, shown), q,
         L("other", sel("Abort and configure CLI first"), "decisions.md rules out hand-typed OCIDs since the "
           "January mix-up; the stack waits for a working CLI."))


def region_compartment():
    sec = src(REPO, SK, "Pre-flight: Tenancy Discovery — Step 4 — List compartments")
    cq = Q("Which compartment should the cluster be deployed into?", "Compartment", [
        O("tidepool (root)", "ocid1.tenancy.oc1..aaaa7q"), O("platform-prod", "ocid1.compartment.oc1..aaaa9m"),
        O("platform-dev", "ocid1.compartment.oc1..aaaa3k"), O("sandbox", "ocid1.compartment.oc1..aaaa1c")])
    call(F, "compartment", sec, "filled", PH + " ai/ml", fs({"STATE.md": "# STATE\nThis is the production "
         "inference cluster. Which compartment it lives in (platform-prod, or a new ml-prod with its own "
         "policies) is open — the security team has not answered PLAT-230 yet.\n"}), cq,
         P("architecture", "The compartment decides which groups' IAM policies reach the production cluster, and "
           "the security team's answer is still pending.", ["security"]))


def fundamentals():
    sec = src(REPO, SK, "Phase 1 — Domain 1 — Cluster Fundamentals")
    qs = [Q("What type of workload will this cluster run?", "Workload", [
              O("General Purpose", "Balanced compute for web apps, APIs, and mixed workloads."),
              O("AI / ML", "GPU-accelerated training and inference; drives GPU shape and DCGM add-on defaults."),
              O("HPC", "Bare-metal, low-latency RDMA/RoCE networking for tightly-coupled simulations."),
              O("Microservices", "High-density, smaller VM shapes optimised for containerised services.")]),
          Q("Which Kubernetes version should the cluster run?", "K8s Version", [
              O("v1.31.1", "Supported in eu-frankfurt-1"), O("v1.32.1", "Supported in eu-frankfurt-1"),
              O("v1.33.1 — Latest GA (Recommended)", "Newest version OKE supports in eu-frankfurt-1"),
              O("Other (specify)", "Enter a version string")]),
          Q("Should the Kubernetes API endpoint be private or public?", "API Endpoint", [
              O("Private (Recommended)", "API server reachable only from within the VCN; requires bastion or "
                "operator for kubectl."),
              O("Public", "API server has a public IP; simpler access but larger attack surface.")]),
          Q("Which OKE cluster type?", "Cluster Type", [
              O("Enhanced (Recommended)", "Unlocks managed add-ons, virtual nodes, workload identity, and OCI "
                "Native Ingress."),
              O("Basic", "Simpler setup; no managed add-ons or virtual nodes.")])]
    call(F, "d1", sec, "verbatim", PH + " ai/ml", fs({"docs/decisions.md": DEC_DEV, "STATE.md": STATE_DEV}), qs, [
        L("architecture", sel("AI / ML"), "decisions.md: the cluster serves the route-ETA models on A10 GPUs."),
        L("architecture", sel("v1.32.1"), "Kubernetes is pinned to 1.32 until the device-plugin chart supports "
          "1.33; the recommended latest is ruled out."),
        L("architecture", sel("Private (Recommended)"), "decisions.md keeps the endpoint private behind the "
          "Bastion service."),
        L("architecture", sel("Enhanced (Recommended)"), "Nothing argues against the default, and the GPU "
          "plugin and workload identity the team uses need an Enhanced cluster.")])
    call(F, "d1", sec, "verbatim", PH, fs({"docs/adr/0003-ci-cluster.md": "# ADR 0003 — CI preview cluster\n"
         "Status: accepted (2026-02-18)\n\nThe preview cluster runs the microservice previews for PRs. GitHub-hosted "
         "runners deploy to it with kubectl, so its API endpoint is **public**, restricted to GitHub's runner "
         "ranges by an NSG. A private endpoint was rejected: we would need self-hosted runners in the VCN.\n"
         "It is a **Basic** cluster: Enhanced bills per cluster-hour and we use none of its add-ons here.\n"
         "Kubernetes: whatever is newest — previews are thrown away every night.\n"}), qs, [
        L("architecture", sel("Microservices"), "ADR 0003: the cluster runs the microservice previews for PRs."),
        L("architecture", sel("v1.33.1 — Latest GA (Recommended)"), "The ADR takes the newest version for "
          "throw-away previews, which is the recommended default."),
        L("architecture", sel("Public"), "ADR 0003 accepted a public endpoint limited to the runner ranges and "
          "rejected private, against the recommendation."),
        L("architecture", sel("Basic"), "ADR 0003 chose Basic because Enhanced bills per cluster-hour and none "
          "of its add-ons are used.")])
    call(F, "d1", sec, "verbatim", PH, fs({"README.md": "# k8s\nWe want a Kubernetes cluster on OCI for our "
         "services. Details to be worked out.\n"}, base=False), qs, [
        P("architecture", "Nothing says what will run on the cluster, and the workload type drives GPU shapes, "
          "bare metal and their bills; only the person knows.", ["about_person"]),
        L("architecture", sel("v1.33.1 — Latest GA (Recommended)"), "No pin anywhere; the latest GA version is "
          "the skill's recommended default for a new cluster."),
        L("architecture", sel("Private (Recommended)"), "Nothing asks for public access; the private endpoint "
          "is the recommended, smaller-attack-surface default."),
        L("architecture", sel("Enhanced (Recommended)"), "No files against it; Enhanced is the recommended "
          "cluster type.")])

    sec = src(REPO, SK, "Behavioral Guidelines — summary table after each domain (Yes / Revise)")
    gq = Q("Domain 1 summary is above. Confirm and move on to Networking?", "Domain 1", [
        O("Yes", "Confirm Domain 1 and continue"), O("Revise", "Change one of the answers")])
    call(F, "d1-ok", sec, "prose", PH + " ai/ml", fs({"docs/decisions.md": DEC_DEV}, shown=(
        "Domain 1 — Cluster Fundamentals\n| Setting | Value |\n|---|---|\n| Workload | AI / ML |\n| Kubernetes | "
        "v1.32.1 |\n| API endpoint | Private |\n| Cluster type | Enhanced |\n")), gq,
         L("confirmation", sel("Yes"), "Every row matches decisions.md; confirming moves the interview on."))
    call(F, "d1-ok", sec, "prose", PH + " ai/ml", fs({"docs/decisions.md": DEC_DEV}, shown=(
        "Domain 1 — Cluster Fundamentals\n| Setting | Value |\n|---|---|\n| Workload | AI / ML |\n| Kubernetes | "
        "v1.33.1 |\n| API endpoint | Private |\n| Cluster type | Enhanced |\n")), gq,
         L("confirmation", sel("Revise"), "The summary carries v1.33.1, which decisions.md rules out until "
           "PLAT-212; the answer needs revising to 1.32."))

    call(F, "d1-ok", sec, "prose", PH, fs({"STATE.md": "# STATE\nFirst OKE cluster for the team; Joon ran "
         "Domain 1.\n"}, shown=(
        "Domain 1 — Cluster Fundamentals\n| Setting | Value |\n|---|---|\n| Workload | General Purpose |\n| "
        "Kubernetes | v1.33.1 |\n| API endpoint | Public (0.0.0.0/0) |\n| Cluster type | Enhanced |\n")), gq,
         P("confirmation", "Confirming puts the Kubernetes API on the internet with no source restriction and "
           "nothing records that choice; accepting that exposure is the person's.", ["security"]))


def networking():
    sec = src(REPO, SK, "Phase 1 — Domain 2 — Networking — Step 3")
    gq = [Q("Which gateways does the VCN need?", "Gateways", [
              O("NAT Gateway", "Required for private nodes to reach the internet for image pulls and OCI APIs."),
              O("Service Gateway", "Recommended — free, private access to OCI services (Object Storage, "
                "Registry)."),
              O("Internet Gateway", "Required only when subnets need direct inbound internet access.")], multi=True),
          Q("Which additional network interfaces do the nodes need?", "Extra NICs", [
              O("RDMA / RoCE", "High-speed RDMA networking for GPU-to-GPU communication. Requires BM.GPU or BM.HPC "
                "shapes."),
              O("SR-IOV", "Single Root I/O Virtualisation for near line-rate networking on supported VM shapes."),
              O("Multus multi-homed", "Multiple network interfaces per pod via the Multus CNI meta-plugin."),
              O("None", "Standard single-interface networking.")])]
    call(F, "d2-gw", sec, "verbatim", PH + " ai/ml", fs({"docs/decisions.md": DEC_DEV}), gq, [
        L("scope", multi("NAT Gateway", "Service Gateway"), "Private nodes pull images through NAT and read "
          "the route-models bucket through the Service Gateway; nothing needs inbound internet."),
        L("architecture", sel("None"), "Single-GPU A10 VMs serving inference need no RDMA or extra NICs.")])


def nodepools():
    sec = src(REPO, SK, "Phase 1 — Domain 3 — Node Pools — Step 2")
    qs = [Q("Which shape family for this node pool?", "Shape Family", [
              O("VM Standard (E4/E5 Flex)", "General-purpose AMD VMs; flexible OCPUs and memory. Best for "
                "microservices and web workloads."),
              O("VM GPU (A10, A100)", "GPU-equipped VMs for inference and moderate training. Requires service "
                "limit approval."),
              O("BM GPU (H100, A100)", "Bare-metal GPU nodes for large-scale AI/ML training. Requires RDMA and "
                "service limit increases."),
              O("BM HPC (HPC2.36)", "Bare-metal HPC nodes with RDMA networking for tightly-coupled simulations.")]),
          Q("How should the pool scale?", "Scaling", [
              O("Fixed count", "Static node_pool_size; predictable cost, no autoscaler required."),
              O("Autoscaling (min / max)", "OKE Cluster Autoscaler adjusts the pool size. You specify min and max "
                "node counts.")])]
    call(F, "d3", sec, "verbatim", PH + " ai/ml", fs({"docs/decisions.md": DEC_DEV}), qs, [
        L("architecture", sel("VM GPU (A10, A100)"), "decisions.md: VM.GPU.A10.1 nodes for inference."),
        L("architecture", sel("Autoscaling (min / max)"), "decisions.md: 1–4 nodes scaled on queue depth.")])
    call(F, "d3", sec, "verbatim", PH + " ai/ml", fs({"STATE.md": "# STATE\nStarting the OKE stack for the "
         "ML team (region eu-frankfurt-1). They said 'GPU for the models'; sizing not discussed yet.\n"}), qs, [
        P("architecture", "Only 'GPU for the models' is known; a VM A10 pool and a bare-metal H100 pool differ "
          "by thousands a month and in service limits, a spend only the person can choose.", ["about_person"]),
        P("architecture", "With sizing not discussed, a fixed GPU count or an autoscaled range sets the monthly "
          "bill; neither option is a default the files support.", ["about_person"])])

    sec = src(REPO, SK, "Phase 1 — Domain 3 — Node Pools — Step 3 cross-domain validation (RDMA vs shape)")
    rq = Q("RDMA/RoCE (selected in Domain 2) requires a Bare Metal GPU or HPC shape; VM.GPU.A10.1 is incompatible. "
           "How should I resolve this?", "RDMA", [
        O("Change the shape", "Pick a BM.GPU or BM.HPC shape for this pool"),
        O("Remove RDMA/RoCE from Domain 2", "Go back and drop the RDMA interface"),
        O("Proceed anyway (not recommended)", "Keep both; terraform plan may fail")])
    call(F, "rdma", sec, "prose", PH + " ai/ml", fs({"docs/decisions.md": DEC_DEV}, shown=(
        "Warning: RDMA/RoCE (selected in Domain 2) requires a Bare Metal GPU or HPC shape. `VM.GPU.A10.1` is "
        "incompatible.\n")), rq,
         L("architecture", sel("Remove RDMA/RoCE from Domain 2"), "The inference pool is meant to be "
           "VM.GPU.A10.1 and needs no RDMA; the RDMA answer was the mistake.", ["reports_failure"]))
    call(F, "rdma", sec, "prose", PH + " hpc", fs({"docs/decisions.md": "# Decisions (training)\n- 2026-03-02 — "
         "Training moves to OCI: pool `train` on BM.GPU.H100.8 with the RDMA cluster network (NCCL all-reduce across "
         "nodes). Inference stays on A10 VMs in the other cluster.\n", "STATE.md": "# STATE\nBuilding the "
         "training stack; pool 1 is `train`.\n"}, shown=(
        "Configuring node pool 1 of 1 (`train`)\nWarning: RDMA/RoCE (selected in Domain 2) requires a Bare Metal "
        "GPU or HPC shape. `VM.GPU.A10.1` is incompatible.\n")), rq,
         L("architecture", sel("Change the shape"), "decisions.md puts the training pool on BM.GPU.H100.8 with "
           "RDMA; the typed A10 shape is the error, not the RDMA choice.", ["reports_failure"]))


    call(F, "rdma", sec, "prose", PH + " ai/ml", fs({"STATE.md": "# STATE\nStarting the OKE stack for the ML "
         "team. Pool 1 name: gpu. Whether it trains or only serves is still open (Ravi and the data scientists "
         "meet Thursday).\n"}, shown=(
        "Configuring node pool 1 of 1 (`gpu`)\nWarning: RDMA/RoCE (selected in Domain 2) requires a Bare Metal "
        "GPU or HPC shape. `VM.GPU.A10.1` is incompatible.\n")), rq,
         P("architecture", "Whether the pool trains across nodes (bare-metal GPUs with RDMA, many times the cost) "
           "or only serves (A10 VMs without RDMA) is still open; the choice commits the spend.",
           ["about_person"]))

    sec = src(REPO, SK, "Phase 1 — Domain 3 — Node Pools — summary for this pool before the next")
    call(F, "pool-ok", sec, "prose", PH + " hpc", fs({"STATE.md": "# STATE\nOKE stack for the training "
         "experiments. Sizing and budget: not discussed yet.\n"}, shown=(
        "Node pool 1 of 1 — `train`\n| Setting | Value |\n|---|---|\n| Shape | BM.GPU.H100.8 |\n| Scaling | "
        "Fixed count, 4 nodes |\n| Boot volume | Higher Performance |\n| Image | OKE-optimised |\n"
        "Note: 4 × BM.GPU.H100.8 is 32 H100 GPUs, billed per hour while the nodes exist.\n")),
         Q("Confirm node pool `train` and continue?", "Pool 1", [
             O("Yes", "Confirm this pool"), O("Revise", "Change shape, scaling or size")]),
         P("confirmation", "Four bare-metal H100 nodes fixed on is a large monthly bill and nothing records a "
           "budget or the sizing; the person has to accept it.", ["about_person"]))


def storage_security():
    sec = src(REPO, SK, "Phase 1 — Domain 5 — Security & Access")
    idq = Q("How should nodes authenticate to OCI APIs?", "Node ID", [
        O("Instance Principals (Recommended)", "Nodes authenticate to OCI APIs via their instance identity — no "
          "credentials stored on disk."),
        O("User credentials", "API key credentials stored as Kubernetes secrets; less secure, not recommended for "
          "production.")])
    iamq = Q("Should the stack create the IAM policies OKE needs?", "IAM Policies", [
        O("Auto-generate (Recommended)", "Terraform creates the required dynamic groups and policies for OKE, "
          "autoscaler, and add-ons."),
        O("Manual — I will create them", "Skip IAM resource creation; you are responsible for pre-creating all "
          "required policies.")])
    psq = Q("Which pod security controls?", "Pod Security", [
        O("Kubernetes Pod Security Admission (Recommended)", "Enforce baseline or restricted pod security "
          "standards via the built-in K8s admission controller."),
        O("OCI Security Zones", "OCI-level guardrails that prevent insecure resource configurations in the "
          "compartment."),
        O("Both", "Apply both OCI Security Zones and Kubernetes PSA for defence-in-depth."),
        O("None", "No additional pod security controls beyond Kubernetes RBAC.")])
    encq = Q("How should boot and block volumes be encrypted?", "Encryption", [
        O("Customer-managed key (BYOK)", "Boot and block volumes encrypted with a key from OCI Vault. Sets "
          "kms_key_id and boot_volume_encryption_in_transit_enabled."),
        O("Oracle-managed key (Default)", "OCI encrypts volumes automatically with Oracle-managed keys; simpler "
          "setup.")])
    call(F, "d5", sec, "verbatim", PH + " ai/ml", fs({"docs/decisions.md": DEC_DEV, "CLAUDE.md": CLAUDE_SEC}),
         [idq, iamq, psq, encq], [
        L("architecture", sel("Instance Principals (Recommended)"), "Nothing asks for stored keys; instance "
          "principals keep credentials off the nodes."),
        L("architecture", sel("Manual — I will create them"), "CLAUDE.md: IAM lives only in iam-baseline and "
          "generated stacks must not create IAM resources."),
        L("architecture", sel("Kubernetes Pod Security Admission (Recommended)"), "CLAUDE.md runs PSA at "
          "restricted on all namespaces; Security Zones are not mentioned."),
        P("architecture", "No file says how this data must be encrypted; choosing customer-managed keys or "
          "Oracle's is a security and compliance call for the person.", ["security"])])
    call(F, "d5", sec, "verbatim", PH + " ai/ml", fs({"docs/decisions.md": DEC_DEV, "CLAUDE.md": CLAUDE_SEC +
         "- SOC 2 (CC6.1): every boot and block volume uses a customer-managed key from the vault "
         "`platform-vault`, key `oke-volumes`.\n", "STATE.md": STATE_DEV + "Dynamic groups are blocked in this "
         "tenancy until the security team's review (SEC-31); Joon suggested putting his API key in a k8s secret "
         "for now.\n"}), [idq, iamq, psq, encq], [
        P("architecture", "Instance principals need the blocked dynamic groups; the alternative stores a "
          "person's API key as a cluster secret. Storing that credential is the person's and security's call.",
          ["security"]),
        L("architecture", sel("Manual — I will create them"), "CLAUDE.md forbids stacks from creating IAM "
          "resources."),
        L("architecture", sel("Kubernetes Pod Security Admission (Recommended)"), "CLAUDE.md: PSA restricted on "
          "all namespaces."),
        L("architecture", sel("Customer-managed key (BYOK)"), "CLAUDE.md's SOC 2 rule requires customer-managed "
          "keys from platform-vault.")])

    call(F, "d5", sec, "verbatim", PH + " ai/ml", fs({"docs/decisions.md": DEC_DEV, "CLAUDE.md": CLAUDE_SEC,
         "STATE.md": STATE_DEV + "Dynamic groups are blocked in this tenancy until the security team's review "
         "(SEC-31); Joon suggested putting his API key in a k8s secret for now.\n"}), [idq, iamq, psq, encq], [
        P("architecture", "Instance principals need the blocked dynamic groups, and the other option stores "
          "Joon's API key in the cluster; that credential decision belongs to him and security.", ["security"]),
        L("architecture", sel("Manual — I will create them"), "CLAUDE.md forbids stacks from creating IAM "
          "resources."),
        L("architecture", sel("Kubernetes Pod Security Admission (Recommended)"), "CLAUDE.md: PSA restricted on "
          "all namespaces."),
        P("architecture", "No rule on volume keys here; customer-managed or Oracle-managed encryption is a "
          "security and compliance choice for the person.", ["security"])])

    sec = src(REPO, SK, "Phase 1 — Domain 5 — Security & Access — vault and key selection")
    vq = Q("Which vault holds the volume encryption key?", "Vault", [
        O("platform-vault", "ocid1.vault.oc1.eu-frankfurt-1.bbpq | https://bbpq-management.kms.eu-frankfurt-1."
          "oraclecloud.com"),
        O("security-audit-vault", "ocid1.vault.oc1.eu-frankfurt-1.ccrx | https://ccrx-management.kms."
          "eu-frankfurt-1.oraclecloud.com")])
    call(F, "vault", sec, "filled", PH + " ai/ml", fs({"CLAUDE.md": CLAUDE_SEC + "- SOC 2 (CC6.1): every boot and "
         "block volume uses a customer-managed key from the vault `platform-vault`, key `oke-volumes`.\n"}), vq,
         L("architecture", sel("platform-vault"), "CLAUDE.md names platform-vault for volume keys."))
    call(F, "vault", sec, "filled", PH + " ai/ml", fs({"STATE.md": STATE_DEV + "Ravi picked BYOK for the volumes "
         "in Domain 5.\n"}), vq,
         P("architecture", "Two vaults and nothing saying which one may hold the cluster's volume keys; "
           "binding production data to a key is a security owner's decision.", ["security"]))
    call(F, "key", sec, "filled", PH + " ai/ml", fs({"CLAUDE.md": CLAUDE_SEC + "- SOC 2 (CC6.1): every boot and "
         "block volume uses a customer-managed key from the vault `platform-vault`, key `oke-volumes`.\n"}),
         Q("Which AES key in platform-vault should encrypt the volumes?", "KMS Key", [
             O("oke-volumes", "OCID: ocid1.key.oc1.eu-frankfurt-1.bbpq.a1"),
             O("db-backups", "OCID: ocid1.key.oc1.eu-frankfurt-1.bbpq.a7"),
             O("legacy-2022", "OCID: ocid1.key.oc1.eu-frankfurt-1.bbpq.a2")]),
         L("architecture", sel("oke-volumes"), "CLAUDE.md names the key oke-volumes."))

    call(F, "key", sec, "filled", PH + " ai/ml", fs({"STATE.md": STATE_DEV + "Ravi picked BYOK and "
         "platform-vault in Domain 5.\n"}),
         Q("Which AES key in platform-vault should encrypt the volumes?", "KMS Key", [
             O("oke-volumes", "OCID: ocid1.key.oc1.eu-frankfurt-1.bbpq.a1"),
             O("db-backups", "OCID: ocid1.key.oc1.eu-frankfurt-1.bbpq.a7"),
             O("legacy-2022", "OCID: ocid1.key.oc1.eu-frankfurt-1.bbpq.a2")]),
         P("architecture", "Nothing says which key may encrypt cluster volumes; a key's rotation and who can "
           "disable it are the security owner's to choose.", ["security"]))


def addons_schema():
    sec = src(REPO, SK, "Phase 1 — Domain 6 — Add-ons & Observability")
    call(F, "d6", sec, "filled", PH + " ai/ml", fs({"docs/decisions.md": DEC_DEV, "CLAUDE.md": CLAUDE_SEC}), [
        Q("Which OKE managed add-ons should be enabled?", "OKE Add-ons", [
            O("CertManager", "Certificate management for cluster workloads"),
            O("NvidiaGpuPlugin", "NVIDIA device plugin for GPU scheduling"),
            O("ClusterAutoscaler", "Scales node pools on pending pods"),
            O("KubernetesMetricsServer", "Resource metrics for HPA and kubectl top")], multi=True),
        Q("Which OCI-managed observability should the cluster use?", "Observe", [
            O("OCI Logging", "Stream container stdout/stderr logs to OCI Logging service."),
            O("OCI Monitoring", "Emit cluster and node metrics to OCI Monitoring for alerting and dashboards."),
            O("Container Insights", "OCI Container Insights for deep pod- and namespace-level metrics."),
            O("None", "No OCI-managed observability; bring your own stack (Prometheus, Loki, etc.).")], multi=True),
        Q("Which GPU observability?", "GPU Metrics", [
            O("DCGM Exporter (Recommended for GPU)", "Deploys NVIDIA DCGM exporter as a DaemonSet; "
              "Prometheus-compatible GPU metrics."),
            O("OCI GPU Scanner", "OCI-native GPU health scanning and telemetry."),
            O("Both", "Deploy both DCGM exporter and OCI GPU Scanner for full coverage."),
            O("None", "No GPU-specific observability.")])], [
        L("scope", multi("NvidiaGpuPlugin", "ClusterAutoscaler", "KubernetesMetricsServer"), "GPU scheduling, "
          "queue-depth autoscaling and metrics are needed; cert-manager comes from Argo CD per CLAUDE.md."),
        L("scope", multi("OCI Logging"), "Metrics are kube-prometheus-stack's; only container logs must also go "
          "to OCI Logging (SEC-7)."),
        L("architecture", sel("DCGM Exporter (Recommended for GPU)"), "Prometheus-compatible GPU metrics fit "
          "the team's Prometheus stack; the recommended option.")])


def summary():
    sec = src(REPO, SK, "Phase 2: Architecture Summary")
    q = Q("Confirm this architecture and generate the Terraform stack and schema.yaml?", "Summary", [
        O("Confirm — generate", "Proceed to Phase 3 code generation"),
        O("Revise", "Go back to a domain and change answers")])
    call(F, "arch", sec, "prose", PH + " ai/ml", fs({"docs/decisions.md": DEC_DEV, "CLAUDE.md": CLAUDE_SEC},
         shown=("Architecture summary — dev-inference (eu-frankfurt-1, platform-dev)\n- Enhanced cluster, "
                "Kubernetes v1.32.1, private endpoint, Bastion service only\n- Existing VCN vcn-platform-dev, "
                "VCN-native pod networking, NAT + Service gateways\n- Pool `inference`: VM.GPU.A10.1, autoscaling "
                "1–4, cloud-init gpu-node.yaml\n- FSS (model cache, RWX) + Object Storage (route-models)\n- "
                "Instance principals; IAM from iam-baseline (none created); PSA restricted; Oracle-managed keys\n"
                "- Add-ons: NvidiaGpuPlugin, ClusterAutoscaler, MetricsServer; OCI Logging; DCGM exporter\n"
                "Cost / quota: VM.GPU.A10.1 quota in eu-frankfurt-1 is 4 — enough for max 4.\n")), q,
         L("confirmation", sel("Confirm — generate"), "The summary matches every recorded decision; generating "
           "files for review in a PR applies nothing."))
    call(F, "arch", sec, "prose", PH + " ai/ml", fs({"STATE.md": "# STATE\nStarting the OKE stack for the ML "
         "team (region eu-frankfurt-1). No budget agreed yet; Ravi to check with finance.\n"},
         shown=("Architecture summary — ml-train (eu-frankfurt-1, platform-dev)\n- Enhanced cluster, v1.33.1, "
                "private endpoint\n- Pool `train`: BM.GPU.H100.8 × 2, fixed count, RDMA cluster network\n"
                "Cost / quota warnings:\n- 2 × BM.GPU.H100.8 at list price ≈ $115,000 / month while running\n"
                "- Tenancy quota for BM.GPU.H100.8 is 0 — a service limit increase is required before apply\n")), q,
         P("confirmation", "The design commits to roughly $115k a month and a quota increase, and STATE.md says "
           "no budget is agreed; only the person can accept that spend.", ["about_person"]))

    call(F, "arch", sec, "prose", PH + " ai/ml", fs({"docs/decisions.md": DEC_DEV, "STATE.md": STATE_DEV +
         "Dynamic groups are blocked until SEC-31 is reviewed.\n"},
         shown=("Architecture summary — dev-inference (eu-frankfurt-1, platform-dev)\n- Enhanced cluster, "
                "Kubernetes v1.32.1, private endpoint, Bastion service only\n- Pool `inference`: VM.GPU.A10.1, "
                "autoscaling 1–4\n- Node identity: user credentials — Joon's API key (fingerprint 3e:91:…) "
                "stored as Kubernetes secret oci-api-key in kube-system\n- IAM: none created; PSA restricted\n")), q,
         P("confirmation", "Generating the stack bakes a named person's API key into the cluster as a secret; "
           "only that person and security can accept storing it.", ["security"]))


def build():
    preflight()
    region_compartment()
    fundamentals()
    networking()
    nodepools()
    storage_security()
    addons_schema()
    summary()
