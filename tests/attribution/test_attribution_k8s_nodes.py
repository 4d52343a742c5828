# ruff: noqa: E501  (verbatim log lines people posted are kept unwrapped)
"""Kubernetes' own account of a node and of the capacity under a job: a `kubectl get nodes`
row listing a node NotReady, a row of a node's Conditions table gone Unknown because its
kubelet stopped posting status, Karpenter taking a node away on purpose (preemption), and the job's pod refused by an
admission webhook or for want of a runtime handler (the cluster's policy or set-up: user_code).

The lines below were posted publicly (the URL beside each).
"""

from __future__ import annotations

import pytest

from trainwarden.attribution import Catalog
from trainwarden.attribution.bundle.matcher import matcher_for


def _best(catalog: Catalog, text: str, stream: str = "kubectl") -> tuple[str, str] | None:
    found = matcher_for(catalog, stream).best(text, text.lower())
    return (found[0].id, found[0].category) if found else None


# (line, signature id, category)
POSTED = [
    # kubectl get nodes, with and without the ROLES column
    # (https://github.com/oracle/vagrant-projects/issues/54, https://github.com/QT-DevOps/DevOpsIssues/issues/278,
    # https://github.com/WeBankFinTech/Dockin-Installer/issues/10)
    ("worker2.vagrant.vm   NotReady   <none>    9m        v1.9.1+2.1.5.el7", "k8s-node-list-not-ready", "node_failure"),
    ("workernode1   NotReady   <none>   77m    v1.12.2", "k8s-node-list-not-ready", "node_failure"),
    ("192-168-193-109   NotReady   master   21d   v1.16.6", "k8s-node-list-not-ready", "node_failure"),
    # kubectl describe node's Conditions (https://github.com/kubernetes/kubernetes/issues/34314)
    ("  OutOfDisk             Unknown         Fri, 27 Jan 2017 10:38:42 -0700         Fri, 27 Jan 2017 10:39:26 -0700         NodeStatusUnknown               Kubelet stopped posting node status.", "k8s-node-condition-row-unknown", "node_failure"),
    # Karpenter's disruption controller (https://github.com/kubernetes-sigs/karpenter/issues/1256)
    ('{"level":"INFO","time":"2024-05-14T10:20:10.060Z","logger":"controller.disruption","message":"disrupting via consolidation delete, terminating 1 nodes (1 pods) ip-10-2-131-28.eu-central-1.compute.internal/c6gn.large/spot"}', "karpenter-disruption", "preemption"),
    # an admission webhook refusing a pod (https://github.com/zendesk/samson/pull/3759,
    # https://github.com/kelseyhightower/grafeas-tutorial/issues/8)
    ('Kubeclient::HttpError: Kubernetes error foo-app-server pod123 Pod123: admission webhook "foo.io" denied the request: found violations in docker-images', "k8s-admission-webhook-denied", "user_code"),
    ('Error from server: error when creating "pods/echod.yaml": admission webhook "image-signature.hightowerlabs.com" denied the request without explanation', "k8s-admission-webhook-denied", "user_code"),
    # the kubelet's sandbox with no runtime handler for its RuntimeClass
    # (https://github.com/NVIDIA/k8s-device-plugin/issues/479, https://github.com/NVIDIA/gpu-operator/issues/730)
    # SageMaker's FailureReason giving only an exit code, as the SDK relays it
    # (https://github.com/aws/amazon-sagemaker-examples/issues/1234)
    ("UnexpectedStatusException: Error for Training job xyz-2020-05-22-11-02-50-985: Failed. Reason: AlgorithmError: Exit Code: 1", "sagemaker-algorithm-error-exit-code", "unknown"),
    ('Warning  FailedCreatePodSandBox  0s (x5 over 49s)  kubelet            Failed to create pod sandbox: rpc error: code = Unknown desc = failed to get sandbox runtime: no runtime for "nvidia" is configured', "k8s-sandbox-runtime-not-configured", "user_code"),
]


@pytest.mark.parametrize(("line", "sig", "category"), POSTED)
def test_posted_lines_read_as_documented(catalog: Catalog, line: str, sig: str, category: str) -> None:
    assert _best(catalog, line) == (sig, category)


def test_a_ready_node_and_a_blocked_disruption_say_nothing_failed(catalog: Catalog) -> None:
    # the Ready row of the same listings; Karpenter refusing to disrupt a node
    for line in ("worker1.vagrant.vm   Ready      <none>    23m       v1.9.1+2.1.5.el7",
                 'Cannot disrupt Node: Pod "default/train-0" has "karpenter.sh/do-not-disrupt" annotation'):
        found = _best(catalog, line)
        assert found is None or found[1] not in ("node_failure", "preemption")


def test_a_node_listed_not_ready_is_the_node_named(catalog: Catalog) -> None:
    found = matcher_for(catalog, "kubectl").best(POSTED[1][0], POSTED[1][0].lower())
    assert found is not None and found[0].id == "k8s-node-list-not-ready"
    assert found[1].group("host") == "workernode1"
