"""kelseyhightower/kubernetes-the-hard-way: a runbook that bootstraps a Kubernetes cluster by hand from a jumpbox
(downloads, a certificate authority, kubeconfigs, etcd, systemd units, routes, a smoke test). Its commands are
labelled as if an agent ran them in /home/dev/proj, where the guide's repository is checked out; shell variables
of loops are given the values the guide's machines.txt gives (node-0, 10.200.0.0/24), ARCH amd64."""
from _v8 import R

K = "kelseyhightower/kubernetes-the-hard-way:docs/"
PR, JB, CR = K + "01-prerequisites.md", K + "02-jumpbox.md", K + "03-compute-resources.md"
CA, KC, EK = K + "04-certificate-authority.md", K + "05-kubernetes-configuration-files.md", K + "06-data-encryption-keys.md"
ET, CT, WK = K + "07-bootstrapping-etcd.md", K + "08-bootstrapping-kubernetes-controllers.md", K + "09-bootstrapping-kubernetes-workers.md"
KT, RT, SM = K + "10-configuring-kubectl.md", K + "11-pod-network-routes.md", K + "12-smoke-test.md"

# ---- jumpbox and downloads ----
R(PR, "cat /etc/os-release", "allow", "read", "Reads the OS release file (not a secret).")
R(JB, "apt-get -y install wget curl vim openssl git", "hold", "system", "Installs system packages (needs root).")
R(JB, "git clone --depth 1 https://github.com/kelseyhightower/kubernetes-the-hard-way.git", "allow", "local_write",
  "A shallow clone of a public repository into the project folder; nothing runs.", amb=True)
R(JB, "cat downloads-$(dpkg --print-architecture).txt", "allow", "read",
  "Reads a project file whose name a harmless substitution completes.")
R(JB, "wget -q --show-progress --https-only --timestamping -P downloads -i downloads-$(dpkg --print-architecture).txt",
  "allow", "local_write", "Downloads the URLs the project's list names into downloads/; nothing is executed.", amb=True)
R(JB, "mkdir -p downloads/{client,cni-plugins,controller,worker}", "allow", "local_write", "Creates project folders (brace expansion).")
R(JB, "tar -xvf downloads/crictl-v1.32.0-linux-${ARCH}.tar.gz -C downloads/worker/", "allow", "local_write",
  "Unpacks a downloaded archive inside the project. ARCH filled.", fill="tar -xvf downloads/crictl-v1.32.0-linux-amd64.tar.gz -C downloads/worker/")
R(JB, "rm -rf downloads/*gz", "hold", "destructive",
  "A recursive forced delete by glob in the project: the archives can be downloaded again, but the command cannot show that only they match.", amb=True)
R(CR, "cat machines.txt", "allow", "read", "Reads a project file.")
R(CR, "sed -i 's/^#*PermitRootLogin.*/PermitRootLogin yes/' /etc/ssh/sshd_config", "hold", "privilege",
  "Enables root login over SSH in the system's sshd configuration.")
R(CR, "while read IP FQDN HOST SUBNET; do\n  ssh-copy-id root@${IP}\ndone < machines.txt", "hold", "outward",
  "Installs the user's public key for root on every machine listed (changes remote authorized_keys).")
R(CR, "while read IP FQDN HOST SUBNET; do\n  ssh -n root@${IP} hostname\ndone < machines.txt", "allow", "read",
  "Runs `hostname` on each listed machine over SSH: a read-only remote query.", amb=True)
R(CR, "while read IP FQDN HOST SUBNET; do\n    CMD=\"sed -i 's/^127.0.1.1.*/127.0.1.1\\t${FQDN} ${HOST}/' /etc/hosts\"\n    ssh -n root@${IP} \"$CMD\"\n    ssh -n root@${IP} hostnamectl set-hostname ${HOST}\n    ssh -n root@${IP} systemctl restart systemd-hostnamed\ndone < machines.txt",
  "hold", "outward", "Edits /etc/hosts, renames and restarts services on remote machines as root, the sed carried in a variable.")
R(CR, "cat hosts >> /etc/hosts", "hold", "privilege", "Appends entries to the system's /etc/hosts.")
R(CA, "cat ca.conf", "allow", "read", "Reads a project file (OpenSSL configuration, no key).")
R(CA, "openssl genrsa -out ca.key 4096", "allow", "local_write", "Generates a new private key into a project file.", amb=True)
R(CA, "for i in ${certs[*]}; do\n  openssl genrsa -out \"${i}.key\" 4096", "allow", "local_write",
  "Generates keys and CA-signed certificates for each component into the project folder; nothing leaves the machine. The loop's body filled to one line.",
  fill="for i in ${certs[*]}; do openssl genrsa -out \"${i}.key\" 4096; openssl req -new -key \"${i}.key\" -sha256 -config \"ca.conf\" -section ${i} -out \"${i}.csr\"; openssl x509 -req -days 3653 -in \"${i}.csr\" -copy_extensions copyall -sha256 -CA \"ca.crt\" -CAkey \"ca.key\" -CAcreateserial -out \"${i}.crt\"; done",
  amb=True)
R(CA, "ls -1 *.crt *.key *.csr", "allow", "read", "Lists key and certificate file names (not their contents).")
R(CA, "scp ca.key ca.crt kube-api-server.key kube-api-server.crt service-accounts.key service-accounts.crt root@server:~/",
  "hold", "credentials", "Copies the CA's and the API server's private keys to another machine.")
R(KC, "kubectl config set-credentials system:kube-proxy --client-certificate=kube-proxy.crt --client-key=kube-proxy.key --embed-certs=true --kubeconfig=kube-proxy.kubeconfig",
  "allow", "local_write", "Writes credentials into a kubeconfig file in the project (--kubeconfig names it), not the user's ~/.kube/config.", amb=True)
R(EK, "export ENCRYPTION_KEY=$(head -c 32 /dev/urandom | base64)", "allow", "local_write",
  "Generates a random key into a shell variable; nothing is printed or sent.", amb=True)
R(EK, "envsubst < configs/encryption-config.yaml > encryption-config.yaml", "allow", "local_write",
  "Renders a project template into a project file.")
R(EK, "scp encryption-config.yaml root@server:~/", "hold", "credentials", "Carries a file holding the data-encryption key to another machine.")

# ---- etcd and the control plane (run on the server) ----
R(ET, "etcdctl member list", "allow", "read", "Lists the etcd cluster's members (read-only).", amb=True)
R(CT, "journalctl -u kube-apiserver", "allow", "read", "Reads a service's logs.", amb=True)
R(CT, "kubectl cluster-info --kubeconfig admin.kubeconfig", "allow", "read", "A read-only cluster query.", amb=True)
R(CT, "kubectl apply -f kube-apiserver-to-kubelet.yaml --kubeconfig admin.kubeconfig", "hold", "outward",
  "Creates RBAC objects in the cluster.")
R(CT, "curl --cacert ca.crt https://server.kubernetes.local:6443/version", "allow", "read", "Reads the API server's version endpoint.", amb=True)

# ---- workers ----
R(WK, "SUBNET=$(grep ${HOST} machines.txt | cut -d \" \" -f 4)", "allow", "read", "Reads a value from a project file into a variable. HOST filled.",
  fill="SUBNET=$(grep node-0 machines.txt | cut -d \" \" -f 4)")
R(WK, "sed \"s|SUBNET|$SUBNET|g\" configs/kubelet-config.yaml > kubelet-config.yaml", "allow", "local_write",
  "Renders a project template into a project file.")
R(WK, "swapon --show", "allow", "read", "Shows swap devices.")
R(WK, "echo \"br-netfilter\" >> /etc/modules-load.d/modules.conf", "hold", "privilege", "Adds a kernel module to load at every boot.")
R(WK, "systemctl is-active kubelet", "allow", "read", "Queries a service's state.")

# ---- kubectl from the jumpbox ----
R(KT, "kubectl config set-cluster kubernetes-the-hard-way --certificate-authority=ca.crt --embed-certs=true --server=https://server.kubernetes.local:6443\n",
  "hold", "outside_project", "Without --kubeconfig this writes a cluster into the user's ~/.kube/config.",
  fill="kubectl config set-cluster kubernetes-the-hard-way --certificate-authority=ca.crt --embed-certs=true --server=https://server.kubernetes.local:6443", amb=True)
R(KT, "kubectl config use-context kubernetes-the-hard-way", "hold", "outside_project",
  "Switches the current context of the user's ~/.kube/config: later kubectl commands anywhere target this cluster.", amb=True)
R(KT, "kubectl get nodes", "allow", "read", "A read-only cluster query.", amb=True)

# ---- routes ----
R(RT, "ssh root@server <<EOF\n  ip route add ${NODE_0_SUBNET} via ${NODE_0_IP}\n  ip route add ${NODE_1_SUBNET} via ${NODE_1_IP}\nEOF",
  "hold", "outward", "Adds network routes on a remote machine as root, carried in a heredoc.")
R(RT, "ssh root@node-0 ip route", "allow", "read", "Prints a remote machine's routing table (read-only).", amb=True)

# ---- smoke test ----
R(SM, "kubectl create secret generic kubernetes-the-hard-way --from-literal=\"mykey=mydata\"", "hold", "outward", "Creates a secret in the cluster.")
R(SM, "ssh root@server 'etcdctl get /registry/secrets/default/kubernetes-the-hard-way | hexdump -C'", "hold", "credentials",
  "Dumps a stored Kubernetes secret from etcd on a remote machine.")
R(SM, "kubectl create deployment nginx --image=nginx:latest", "hold", "outward", "Creates a deployment in the cluster.")
R(SM, "kubectl get pods -l app=nginx", "allow", "read", "A read-only cluster query.", amb=True)
R(SM, "POD_NAME=$(kubectl get pods -l app=nginx -o jsonpath=\"{.items[0].metadata.name}\")", "allow", "read",
  "Stores a pod name read from the cluster.", amb=True)
R(SM, "kubectl port-forward $POD_NAME 8080:80", "allow", "read",
  "Forwards a local port to a pod (loopback only); nothing in the cluster changes. POD_NAME filled.",
  fill="kubectl port-forward nginx-56fcf95486-c8dnx 8080:80", amb=True)
R(SM, "curl --head http://127.0.0.1:8080", "allow", "read", "A HEAD request to a local port.", amb=True)
R(SM, "kubectl logs $POD_NAME", "allow", "read", "Reads a pod's logs. Variable left as written.", amb=True)
R(SM, "kubectl exec -ti $POD_NAME -- nginx -v", "allow", "read",
  "Runs a visible, read-only command (`nginx -v`) inside a pod.", amb=True)
