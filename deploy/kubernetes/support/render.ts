/**
 * `kustomize build`, for the subset of kustomize these manifests use: resources (files and
 * directories), namespace, labels (with includeTemplates), images, replicas and JSON 6902 patches
 * with a target, output in kustomize's legacy order. Anything else in a kustomization.yaml is
 * refused, so the manifests cannot grow a feature this renderer would silently ignore. Neither
 * kustomize nor kubectl is installable here (only the npm registry and Debian's packages are
 * reachable, and neither has them); where kubectl is present the test compares the two renderings.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { parse, parseAllDocuments, stringify } from 'yaml';

export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

interface Target {
  group?: string;
  version?: string;
  kind?: string;
  name?: string;
}

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  resources?: string[];
  namespace?: string;
  labels?: { pairs: Record<string, string>; includeSelectors?: boolean; includeTemplates?: boolean }[];
  images?: { name: string; newName?: string; newTag?: string; digest?: string }[];
  replicas?: { name: string; count: number }[];
  patches?: { target?: Target; patch?: string; path?: string }[];
}

const implemented = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'labels', 'images', 'replicas', 'patches']);
const workloads = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job']);
const clusterScoped = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'PersistentVolume',
  'StorageClass',
  'IngressClass',
  'PriorityClass',
  'CustomResourceDefinition',
]);

// kustomize's legacy output order (api/resid/gvk.go): these kinds first and last, the rest between,
// then by group/version/kind, then by namespace and name.
const first = [
  'Namespace',
  'ResourceQuota',
  'StorageClass',
  'CustomResourceDefinition',
  'ServiceAccount',
  'PodSecurityPolicy',
  'Role',
  'ClusterRole',
  'RoleBinding',
  'ClusterRoleBinding',
  'ConfigMap',
  'Secret',
  'Endpoints',
  'Service',
  'LimitRange',
  'PriorityClass',
  'PersistentVolume',
  'PersistentVolumeClaim',
  'Deployment',
  'StatefulSet',
  'CronJob',
  'PodDisruptionBudget',
];
const last = ['MutatingWebhookConfiguration', 'ValidatingWebhookConfiguration'];
const rank = (kind: string) =>
  first.includes(kind) ? first.indexOf(kind) - first.length : last.includes(kind) ? last.indexOf(kind) + 1 : 0;
const groupVersion = (apiVersion: string) => {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  return { group: group!, version: version! };
};
const gvk = (m: Manifest) => {
  const { group, version } = groupVersion(m.apiVersion);
  return `${group}_${version}_${m.kind}`;
};
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const id = (m: Manifest) => `${gvk(m)}|${m.metadata.namespace ?? ''}|${m.metadata.name}`;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function loadResources(file: string): Manifest[] {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((doc) => doc.toJS() as Manifest | null)
    .filter((doc): doc is Manifest => doc !== null);
}

/** RFC 6901 pointer → the parent container and the last key. */
function locate(document: unknown, pointer: string): { parent: Json | unknown[]; key: string } {
  const keys = pointer
    .split('/')
    .slice(1)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
  const key = keys.pop();
  if (key === undefined) throw new Error(`patch path ${pointer}: the whole document cannot be patched`);
  let parent: unknown = document;
  for (const step of keys) {
    parent = Array.isArray(parent) ? parent[Number(step)] : isObject(parent) ? parent[step] : undefined;
    if (parent === undefined) throw new Error(`patch path ${pointer}: nothing at ${step}`);
  }
  if (!Array.isArray(parent) && !isObject(parent)) throw new Error(`patch path ${pointer}: not a container`);
  return { parent, key };
}

/** RFC 6902 add, replace and remove: all these overlays need. */
function applyJsonPatch(document: Manifest, operations: { op: string; path: string; value?: unknown }[]) {
  for (const { op, path: pointer, value } of operations) {
    const { parent, key } = locate(document, pointer);
    if (Array.isArray(parent)) {
      const index = key === '-' ? parent.length : Number(key);
      if (!Number.isInteger(index) || index < 0 || index > parent.length || (op !== 'add' && index >= parent.length)) {
        throw new Error(`patch ${op} ${pointer}: no index ${key}`);
      }
      if (op === 'add') parent.splice(index, 0, value);
      else if (op === 'replace') parent[index] = value;
      else if (op === 'remove') parent.splice(index, 1);
      else throw new Error(`patch op ${op} is not implemented`);
    } else {
      if (op !== 'add' && !(key in parent)) throw new Error(`patch ${op} ${pointer}: no such field`);
      if (op === 'add' || op === 'replace') parent[key] = value;
      else if (op === 'remove') delete parent[key];
      else throw new Error(`patch op ${op} is not implemented`);
    }
  }
}

const matches = (m: Manifest, target: Target) => {
  const { group, version } = groupVersion(m.apiVersion);
  return (
    (target.kind === undefined || target.kind === m.kind) &&
    (target.name === undefined || target.name === m.metadata.name) &&
    (target.group === undefined || target.group === group) &&
    (target.version === undefined || target.version === version)
  );
};

const podSpecs = (m: Manifest): Json[] => {
  if (!workloads.has(m.kind)) return [];
  const template = (m.spec as Json | undefined)?.template as Json | undefined;
  return isObject(template?.spec) ? [template.spec] : [];
};

/** `name[:tag][@digest]`, where the name may carry a registry with a port. */
function splitImage(image: string) {
  const [withTag, digest] = image.split('@') as [string, string | undefined];
  const colon = withTag.lastIndexOf(':');
  const hasTag = colon > withTag.lastIndexOf('/');
  return { name: hasTag ? withTag.slice(0, colon) : withTag, tag: hasTag ? withTag.slice(colon + 1) : undefined, digest };
}

function build(dir: string): Manifest[] {
  const file = path.join(dir, 'kustomization.yaml');
  const kustomization = parse(readFileSync(file, 'utf8')) as Kustomization;
  const unknown = Object.keys(kustomization).filter((key) => !implemented.has(key));
  if (unknown.length > 0) throw new Error(`${file}: the test's renderer does not implement ${unknown.join(', ')}`);

  const resources: Manifest[] = [];
  for (const entry of kustomization.resources ?? []) {
    const target = path.resolve(dir, entry);
    resources.push(...(statSync(target).isDirectory() ? build(target) : loadResources(target)));
  }
  const seen = new Set<string>();
  for (const resource of resources) {
    if (seen.has(id(resource))) throw new Error(`${file}: ${id(resource)} appears twice`);
    seen.add(id(resource));
  }

  for (const { target, patch, path: patchFile } of kustomization.patches ?? []) {
    if (!target) throw new Error(`${file}: only JSON 6902 patches with a target are implemented`);
    const operations = parse(patch ?? readFileSync(path.resolve(dir, patchFile!), 'utf8')) as unknown;
    if (!Array.isArray(operations)) throw new Error(`${file}: only JSON 6902 patches (a list of operations) are implemented`);
    const selected = resources.filter((m) => matches(m, target));
    if (selected.length === 0) throw new Error(`${file}: no resource matches the patch target ${JSON.stringify(target)}`);
    for (const m of selected) applyJsonPatch(m, operations as { op: string; path: string; value?: unknown }[]);
  }

  if (kustomization.namespace) {
    for (const m of resources) if (!clusterScoped.has(m.kind)) m.metadata.namespace = kustomization.namespace;
  }

  for (const { pairs, includeSelectors, includeTemplates } of kustomization.labels ?? []) {
    if (includeSelectors) throw new Error(`${file}: labels with includeSelectors are not implemented`);
    for (const m of resources) {
      m.metadata.labels = { ...m.metadata.labels, ...pairs };
      if (!includeTemplates || !workloads.has(m.kind)) continue;
      const template = (m.spec as Json).template as { metadata?: { labels?: Record<string, string> } };
      template.metadata = { ...template.metadata, labels: { ...template.metadata?.labels, ...pairs } };
    }
  }

  for (const { name, count } of kustomization.replicas ?? []) {
    const selected = resources.filter((m) => workloads.has(m.kind) && m.metadata.name === name);
    if (selected.length === 0) throw new Error(`${file}: replicas: no workload named ${name}`);
    for (const m of selected) (m.spec as Json).replicas = count;
  }

  for (const { name, newName, newTag, digest } of kustomization.images ?? []) {
    for (const spec of resources.flatMap(podSpecs)) {
      for (const container of [
        ...((spec.initContainers as Json[] | undefined) ?? []),
        ...((spec.containers as Json[] | undefined) ?? []),
      ]) {
        const image = splitImage(container.image as string);
        if (image.name !== name) continue;
        const suffix = digest ? `@${digest}` : newTag ? `:${newTag}` : image.digest ? `@${image.digest}` : image.tag ? `:${image.tag}` : '';
        container.image = `${newName ?? image.name}${suffix}`;
      }
    }
  }
  return resources;
}

/** The documents `kustomize build dir` prints, in its order. */
export function render(dir: string): Manifest[] {
  return build(dir).sort((a, b) => rank(a.kind) - rank(b.kind) || compare(gvk(a), gvk(b)) || compare(id(a), id(b)));
}

/** Multi-document YAML with sorted keys, as kustomize prints it. */
export function toYaml(manifests: Manifest[]): string {
  return manifests.map((m) => stringify(m, { sortMapEntries: true, lineWidth: 0, indentSeq: false })).join('---\n');
}
