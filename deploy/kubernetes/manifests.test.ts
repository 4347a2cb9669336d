// The Kubernetes manifests: rendered as kustomize renders them, checked against the Kubernetes
// JSON schemas (the `kubernetes-models` package: ajv validators generated from Kubernetes' OpenAPI
// document), held to the rules of deploy/kubernetes/README.md, their probes run for real, and the
// rendering kept in a snapshot, so a change to what a cluster receives shows up in review.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { Redis } from 'ioredis';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { limits, messages } from '@agency/contract';

import { heartbeatStaleMs, startHeartbeat } from '../../otp-service/src/heartbeat';
import { freePort, startRedis, type PrivateRedis } from '../../otp-service/src/testing/redis-server';
import { render, toYaml, type Manifest } from './support/render';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const base = render(path.join(here, 'base'));
const production = render(path.join(here, 'overlays/production'));

// The schema of each kind these manifests use; a kind without one fails the test.
const models: Record<string, new (data: never) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};

/** The variables that hold secrets (.env.example): they come from the Secret, never from a literal. */
const secretKeys = [
  'PAYLOAD_SECRET',
  'OTP_SECRET',
  'ADMIN_PASSWORD',
  'DATABASE_URI',
  'REDIS_URL',
  'SMTP_URL',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
];
const optionalSecretKeys = ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
const required = {
  app: ['DATABASE_URI', 'REDIS_URL', 'PAYLOAD_SECRET', 'OTP_SECRET', 'ADMIN_PASSWORD', 'S3_BUCKET', 'SMTP_URL'],
  'otp-worker': ['REDIS_URL', 'OTP_SECRET', 'SMTP_URL'],
};

const source = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** The variables a process reads: its env schema's keys, the secrets' and the logger's, and Node's and glibc's. */
const knownVariables = new Set([
  ...['server-kit/src/env.ts', 'cms/src/config/env.ts', 'otp-service/src/config/env.ts'].flatMap((file) =>
    [...source(file).matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!),
  ),
  ...['server-kit/src/secrets.ts', 'server-kit/src/logger.ts'].flatMap((file) =>
    [...source(file).matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!),
  ),
  'NODE_OPTIONS',
  'MALLOC_ARENA_MAX',
]);
/** How long each process may take to stop after SIGTERM before it exits by force. */
const forcedExitSeconds = (file: string) =>
  Number(/setTimeout\(\(\) => process\.exit\(1\), ([\d_]+)\)/.exec(source(file))![1]!.replace(/_/g, '')) / 1000;

function one<T = Manifest>(manifests: Manifest[], kind: string, name?: string): T {
  const found = manifests.filter((m) => m.kind === kind && (name === undefined || m.metadata.name === name));
  expect(found, `${kind} ${name ?? ''}`).toHaveLength(1);
  return found[0] as T;
}
const deployment = (manifests: Manifest[], name: string) => one<Deployment>(manifests, 'Deployment', name);
const podSpec = (d: Deployment) => d.spec!.template.spec!;
const container = (d: Deployment) => {
  expect(podSpec(d).containers).toHaveLength(1);
  return podSpec(d).containers[0]!;
};
const env = (c: IContainer, name: string) => c.env?.find((e) => e.name === name);
const configData = (manifests: Manifest[]) => one<ConfigMap>(manifests, 'ConfigMap', 'agency-config').data!;
const selects = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
  Object.entries(selector).every(([k, v]) => labels[k] === v);

const bytes = (quantity: string) => {
  const [, amount, unit] = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|k|M|G)?$/.exec(quantity) ?? [];
  expect(amount, `quantity ${quantity}`).toBeDefined();
  const factor = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, k: 1e3, M: 1e6, G: 1e9 }[unit as 'Ki'] ?? 1;
  return Number(amount) * factor;
};
const millicores = (quantity: string) => (quantity.endsWith('m') ? Number(quantity.slice(0, -1)) : Number(quantity) * 1000);
const MiB = 2 ** 20;

/** A probe's `node -e` script, run here with the container's view of the environment. */
function execScript(probe: { exec?: { command?: string[] } } | undefined): string {
  const command = probe?.exec?.command ?? [];
  expect(command.slice(0, 2)).toEqual(['node', '-e']);
  return command[2]!;
}
function runNode(script: string, variables: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', ...variables },
      stdio: 'ignore',
    });
    child.once('error', reject).once('exit', (code) => resolve(code ?? -1));
  });
}

describe.each([
  ['base', base],
  ['overlays/production', production],
])('%s', (_name, manifests) => {
  it('renders the app, the worker, their Service, Ingress, autoscaler, disruption budget and settings, and no Secret', () => {
    expect(manifests.map((m) => `${m.kind}/${m.metadata.name}`).sort()).toEqual([
      'ConfigMap/agency-config',
      'Deployment/agency-app',
      'Deployment/agency-otp-worker',
      'HorizontalPodAutoscaler/agency-app',
      'Ingress/agency-api',
      'Ingress/agency-app',
      'PodDisruptionBudget/agency-app',
      'Service/agency-app',
      'Service/agency-inbound-smtp',
    ]);
  });

  it('validates every document against the Kubernetes schema of its apiVersion and kind', () => {
    for (const manifest of manifests) {
      const Model = models[`${manifest.apiVersion}/${manifest.kind}`];
      expect(Model, `a schema for ${manifest.apiVersion} ${manifest.kind}`).toBeDefined();
      expect(() => new Model!(manifest as never).validate(), `${manifest.kind}/${manifest.metadata.name}`).not.toThrow();
      expect(manifest.metadata.labels?.['app.kubernetes.io/part-of']).toBe('agency');
    }
  });

  it('probes the app on /api/v1/health at port 3000: readiness follows the dependencies, liveness only the process', () => {
    const app = container(deployment(manifests, 'agency-app'));
    const http3000 = app.ports?.find((p) => p.containerPort === 3000);
    expect(http3000?.name).toBe('http');
    expect(configData(manifests).PORT).toBe('3000');

    const readiness = app.readinessProbe!;
    expect(readiness.httpGet?.path).toBe('/api/v1/health');
    expect([3000, http3000!.name]).toContain(readiness.httpGet?.port);
    // The health check gives each dependency 2 s; a Redis restart of a few seconds keeps pods in.
    expect(readiness.timeoutSeconds).toBeGreaterThanOrEqual(3);
    expect(readiness.periodSeconds! * readiness.failureThreshold!).toBeGreaterThanOrEqual(10);

    for (const probe of [app.startupProbe, app.livenessProbe]) {
      expect(probe?.httpGet, 'an httpGet probe counts 503 (a dependency away) as a failure').toBeUndefined();
      expect(execScript(probe)).toContain('/api/v1/health');
      expect(execScript(probe)).toContain('process.env.PORT');
      expect(probe!.timeoutSeconds).toBeGreaterThanOrEqual(5);
    }
    expect(app.livenessProbe!.periodSeconds! * app.livenessProbe!.failureThreshold!).toBeGreaterThanOrEqual(60);
  });

  // The worker gained a port with the help-desk loop (issue 24): its SMTP receiver of visitors' answers, still no HTTP.
  it('checks the worker through its Redis heartbeat, as it has no HTTP, and takes mail on its SMTP port through a Service', () => {
    const worker = container(deployment(manifests, 'agency-otp-worker'));
    expect(worker.ports).toEqual([{ name: 'smtp', containerPort: 2525, protocol: 'TCP' }]);
    const env = Object.fromEntries((worker.env ?? []).map((each) => [each.name, each.value]));
    expect(env).toMatchObject({ INBOUND_SMTP_PORT: '2525', INBOUND_SMTP_HOST: '0.0.0.0' });
    const smtp = one<Service>(manifests, 'Service', 'agency-inbound-smtp');
    expect(smtp.spec!.selector).toEqual(deployment(manifests, 'agency-otp-worker').spec!.selector!.matchLabels);
    expect(smtp.spec!.ports).toEqual([{ name: 'smtp', port: 25, targetPort: 'smtp', protocol: 'TCP' }]);
    expect(worker.readinessProbe).toBeUndefined();
    expect(execScript(worker.livenessProbe)).toContain(':otp:workers');
    expect(worker.livenessProbe!.initialDelaySeconds).toBeGreaterThanOrEqual(heartbeatStaleMs / 1000 / 2);
  });

  it('sets requests and limits, with room above each V8 heap cap', () => {
    for (const name of ['agency-app', 'agency-otp-worker']) {
      const c = container(deployment(manifests, name));
      const { requests, limits: ceiling } = c.resources!;
      for (const resource of ['cpu', 'memory'] as const) {
        expect(requests?.[resource], `${name} ${resource} request`).toBeDefined();
        expect(ceiling?.[resource], `${name} ${resource} limit`).toBeDefined();
      }
      expect(bytes(String(ceiling!.memory))).toBeGreaterThanOrEqual(bytes(String(requests!.memory)));
      expect(millicores(String(ceiling!.cpu))).toBeGreaterThanOrEqual(millicores(String(requests!.cpu)));
      const heapMiB = Number(/--max-old-space-size=(\d+)/.exec(env(c, 'NODE_OPTIONS')?.value ?? '')?.[1]);
      expect(heapMiB, `${name} caps its heap`).toBeGreaterThan(0);
      // Young generation, code, native memory and a probe's node process live outside the old generation.
      expect(bytes(String(ceiling!.memory))).toBeGreaterThanOrEqual((heapMiB + 128) * MiB);
      expect(env(c, 'MALLOC_ARENA_MAX')?.value).toBe('2');
    }
    // docs/decisions/007-app-memory.md
    expect(env(container(deployment(manifests, 'agency-app')), 'NODE_OPTIONS')?.value).toBe('--max-old-space-size=512');
  });

  it('runs as non-root on a read-only root file system, with no capabilities and writable /tmp and DATA_DIR', () => {
    const dataDir = configData(manifests).DATA_DIR;
    for (const name of ['agency-app', 'agency-otp-worker']) {
      const pod = podSpec(deployment(manifests, name));
      const c = container(deployment(manifests, name));
      expect(pod.securityContext?.runAsNonRoot).toBe(true);
      expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
      expect(pod.securityContext?.seccompProfile?.type).toBe('RuntimeDefault');
      expect(pod.automountServiceAccountToken).toBe(false);
      expect(c.securityContext).toMatchObject({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
      expect(c.securityContext?.privileged).toBeUndefined();
      for (const mountPath of ['/tmp', dataDir]) {
        const mount = c.volumeMounts?.find((m) => m.mountPath === mountPath);
        expect(mount, `${name} mounts ${mountPath}`).toBeDefined();
        expect(mount!.readOnly).toBeFalsy();
        expect(pod.volumes?.find((v) => v.name === mount!.name)?.emptyDir, `${name} ${mountPath} is an emptyDir`).toBeDefined();
      }
    }
  });

  it('takes every secret from the Secret agency-secrets by reference, and sets only variables the processes read', () => {
    const data = configData(manifests);
    expect(Object.keys(data).filter((key) => secretKeys.includes(key) || /SECRET|PASSWORD|TOKEN|KEY/.test(key))).toEqual([]);
    for (const key of Object.keys(data)) expect(knownVariables, `ConfigMap key ${key}`).toContain(key);
    expect(data).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', TRUST_PROXY: '1' });
    expect(new URL(data.PUBLIC_URL!).protocol).toBe('https:');

    for (const [component, needed] of Object.entries(required)) {
      const c = container(deployment(manifests, component === 'app' ? 'agency-app' : 'agency-otp-worker'));
      expect(c.envFrom).toEqual([{ configMapRef: { name: 'agency-config' } }]);
      for (const variable of c.env ?? []) {
        expect(knownVariables, `${component} sets ${variable.name}`).toContain(variable.name);
        if (!secretKeys.includes(variable.name)) continue;
        expect(variable.value, `${variable.name} is a literal`).toBeUndefined();
        expect(variable.valueFrom?.secretKeyRef).toMatchObject({ name: 'agency-secrets', key: variable.name });
        expect(Boolean(variable.valueFrom?.secretKeyRef?.optional)).toBe(optionalSecretKeys.includes(variable.name));
      }
      for (const name of needed) expect(env(c, name)?.valueFrom?.secretKeyRef?.optional, `${component} needs ${name}`).toBeUndefined();
      for (const name of needed) expect(env(c, name), `${component} needs ${name}`).toBeDefined();
    }
    // No credentials in a URL, anywhere in what is applied.
    expect(toYaml(manifests)).not.toMatch(/:\/\/[^/\s@]*:[^/\s@]*@/);
  });

  it('serves the app through a Service and an nginx Ingress for the public host, with a body cap above the upload cap', () => {
    const app = deployment(manifests, 'agency-app');
    const worker = deployment(manifests, 'agency-otp-worker');
    const appLabels = app.spec!.template.metadata!.labels!;
    const workerLabels = worker.spec!.template.metadata!.labels!;
    for (const d of [app, worker]) expect(selects(d.spec!.selector.matchLabels!, d.spec!.template.metadata!.labels)).toBe(true);

    const service = one<Service>(manifests, 'Service', 'agency-app');
    expect(selects(service.spec!.selector!, appLabels)).toBe(true);
    expect(selects(service.spec!.selector!, workerLabels)).toBe(false);
    const servicePort = service.spec!.ports![0]!;
    expect(
      container(app).ports?.find((p) => p.name === servicePort.targetPort || p.containerPort === servicePort.targetPort)?.containerPort,
    ).toBe(3000);

    const ingress = one<Ingress>(manifests, 'Ingress', 'agency-app');
    const host = new URL(configData(manifests).PUBLIC_URL!).host;
    expect(ingress.spec!.ingressClassName).toBe('nginx');
    expect(ingress.spec!.rules!.map((r) => r.host)).toEqual([host]);
    expect(ingress.spec!.tls!.flatMap((t) => t.hosts)).toEqual([host]);
    const backend = ingress.spec!.rules![0]!.http!.paths[0]!.backend.service!;
    expect(backend.name).toBe(service.metadata!.name);
    expect(backend.port?.name ?? backend.port?.number).toBe(servicePort.name ?? servicePort.port);

    // The app refuses more than an image plus 256 KB of multipart overhead itself (cms/src/api/body.ts).
    const cap = bytes(ingress.metadata!.annotations!['nginx.ingress.kubernetes.io/proxy-body-size']!.replace(/m$/, 'Mi'));
    expect(cap).toBeGreaterThanOrEqual(limits.imageMaxBytes + 256 * 1024);
    expect(cap).toBeLessThanOrEqual(2 * limits.imageMaxBytes);
  });

  it("answers /api/v1 through an Ingress whose own errors are the API's JSON envelope, as the compose balancer's", () => {
    const app = one<Ingress>(manifests, 'Ingress', 'agency-app');
    const api = one<Ingress>(manifests, 'Ingress', 'agency-api');
    expect(api.spec!.ingressClassName).toBe(app.spec!.ingressClassName);
    expect(api.spec!.tls).toEqual(app.spec!.tls);
    expect(api.spec!.rules!.map((r) => r.host)).toEqual(app.spec!.rules!.map((r) => r.host));
    expect(api.spec!.rules![0]!.http!.paths).toEqual([{ ...app.spec!.rules![0]!.http!.paths[0]!, path: '/api/v1' }]);
    const annotations = api.metadata!.annotations!;
    const annotation = (name: string) => annotations[`nginx.ingress.kubernetes.io/${name}`]!;
    expect(annotation('proxy-body-size')).toBe(app.metadata!.annotations!['nginx.ingress.kubernetes.io/proxy-body-size']);

    // The same error_page lines and named locations as deploy/nginx/nginx.conf, whose behaviour deploy/nginx/nginx.test.ts runs.
    const nginxConf = readFileSync(path.join(root, 'deploy/nginx/nginx.conf'), 'utf8');
    const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();
    const errorPages = (text: string) => text.match(/error_page [^;]+;/g) ?? [];
    const namedLocations = (text: string) => (text.match(/location @\w+ \{.*?\n\s*\}/gs) ?? []).map(squeeze);
    expect(errorPages(annotation('configuration-snippet'))).toEqual(errorPages(nginxConf));
    expect(namedLocations(annotation('server-snippet'))).toEqual(namedLocations(nginxConf));
    const answers = namedLocations(annotation('server-snippet')).map((block) => {
      const [, status, body] = /return (\d+) '([^']*)\\n';/.exec(block)!;
      return { status: Number(status), body: JSON.parse(body!) as unknown, retryAfter: /add_header Retry-After \d+ always;/.test(block) };
    });
    expect(answers).toEqual([
      { status: 413, body: { success: false, message: messages.bodyTooLarge }, retryAfter: false },
      ...[502, 503, 504].map((status) => ({ status, body: { success: false, message: messages.serviceUnavailable }, retryAfter: true })),
    ]);
    for (const page of errorPages(annotation('configuration-snippet'))) expect(page).toMatch(/^error_page (\d+) @api_\1;$/);
  });

  it('autoscales the app on CPU from 2 replicas up, and lets evictions take one app pod at a time', () => {
    const app = deployment(manifests, 'agency-app');
    const worker = deployment(manifests, 'agency-otp-worker');
    const hpa = one<HorizontalPodAutoscaler>(manifests, 'HorizontalPodAutoscaler', 'agency-app');
    expect(hpa.spec!.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: app.metadata!.name });
    expect(hpa.spec!.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec!.maxReplicas).toBeGreaterThan(hpa.spec!.minReplicas!);
    expect(hpa.spec!.metrics).toContainEqual({
      type: 'Resource',
      resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: expect.any(Number) } },
    });
    // The autoscaler owns the app's count: a replicas field would be reapplied over its choice.
    expect(app.spec!.replicas).toBeUndefined();
    expect(worker.spec!.replicas).toBeGreaterThanOrEqual(1);
    expect(container(app).resources?.requests?.cpu, 'CPU utilization is relative to the request').toBeDefined();

    const pdb = one<PodDisruptionBudget>(manifests, 'PodDisruptionBudget', 'agency-app');
    expect(selects(pdb.spec!.selector!.matchLabels!, app.spec!.template.metadata!.labels)).toBe(true);
    expect(selects(pdb.spec!.selector!.matchLabels!, worker.spec!.template.metadata!.labels)).toBe(false);
    expect(pdb.spec!.maxUnavailable).toBe(1);
  });

  it('gives each process time to finish: the app drains HTTP after the ingress lets go, the worker its sends', () => {
    const app = deployment(manifests, 'agency-app');
    const preStop = container(app).lifecycle?.preStop?.sleep?.seconds ?? 0;
    expect(preStop).toBeGreaterThanOrEqual(3);
    expect(podSpec(app).terminationGracePeriodSeconds).toBeGreaterThanOrEqual(preStop + forcedExitSeconds('cms/src/server.ts') + 5);
    const worker = deployment(manifests, 'agency-otp-worker');
    expect(podSpec(worker).terminationGracePeriodSeconds).toBeGreaterThanOrEqual(forcedExitSeconds('otp-service/src/worker.ts') + 5);
  });
});

describe('images and the production overlay', () => {
  const images = (manifests: Manifest[]) => ['agency-app', 'agency-otp-worker'].map((name) => container(deployment(manifests, name)).image);

  it('runs one image for both processes, named agency-app so an overlay can point it at a registry', () => {
    expect(images(base)).toEqual(['agency-app:latest', 'agency-app:latest']);
    expect(images(production)).toEqual(['registry.example.com/agency/agency-app:1.0.0', 'registry.example.com/agency/agency-app:1.0.0']);
    expect(container(deployment(base, 'agency-app')).command).toEqual(['node', 'cms/dist/server.mjs']);
    expect(container(deployment(base, 'agency-otp-worker')).command).toEqual(['node', 'otp-service/dist/worker.mjs']);
  });

  it('sets the namespace, the replica counts and the public host in the overlay', () => {
    expect(base.every((m) => m.metadata.namespace === undefined)).toBe(true);
    expect(production.every((m) => m.metadata.namespace === 'agency')).toBe(true);
    expect(deployment(production, 'agency-otp-worker').spec!.replicas).toBe(3);
    expect(one<HorizontalPodAutoscaler>(production, 'HorizontalPodAutoscaler').spec).toMatchObject({ minReplicas: 3, maxReplicas: 10 });
    expect(configData(production).PUBLIC_URL).toBe('https://www.cutroomstudio.com');
  });

  it('keeps an example Secret outside every kustomization, with every key the Deployments read and no real value', () => {
    const example = parse(readFileSync(path.join(here, 'secret.example.yaml'), 'utf8')) as Manifest & {
      stringData: Record<string, string>;
    };
    expect(() => new Secret(example as never).validate()).not.toThrow();
    expect(example.metadata.name).toBe('agency-secrets');
    const referenced = new Set(
      [base, production].flatMap((manifests) =>
        manifests
          .filter((m) => m.kind === 'Deployment')
          .flatMap((d) => (container(d as unknown as Deployment).env ?? []).flatMap((e) => e.valueFrom?.secretKeyRef?.key ?? [])),
      ),
    );
    expect(Object.keys(example.stringData).sort()).toEqual([...referenced].sort());
    for (const key of ['PAYLOAD_SECRET', 'OTP_SECRET', 'ADMIN_PASSWORD', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      expect(example.stringData[key]).toMatch(/^replace-/);
    for (const key of ['DATABASE_URI', 'REDIS_URL', 'SMTP_URL']) expect(new URL(example.stringData[key]!).password).toBe('replace-me');
  });

  it('matches the committed rendering', async () => {
    await expect(toYaml(base)).toMatchFileSnapshot('./__snapshots__/base.yaml');
    await expect(toYaml(production)).toMatchFileSnapshot('./__snapshots__/production.yaml');
  });

  // kubectl (with kustomize built in) is not installable here; where a machine has it, the test's
  // renderer must print exactly what it prints.
  const kubectl = spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;
  it.skipIf(!kubectl)('renders what `kubectl kustomize` renders, byte for byte', () => {
    for (const [dir, manifests] of [
      ['base', base],
      ['overlays/production', production],
    ] as const) {
      const printed = spawnSync('kubectl', ['kustomize', path.join(here, dir)], { encoding: 'utf8' });
      expect(printed.status, printed.stderr).toBe(0);
      expect(toYaml(manifests)).toBe(printed.stdout);
    }
  });
});

describe('the probes, run', () => {
  it('app: alive while /api/v1/health answers, 200 or 503; dead when it errs or nothing listens', async () => {
    const script = execScript(container(deployment(base, 'agency-app')).livenessProbe);
    expect(execScript(container(deployment(base, 'agency-app')).startupProbe)).toBe(script);
    let status = 200;
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      seen.push(req.url!);
      res.writeHead(status).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const PORT = String((server.address() as { port: number }).port);
    try {
      expect(await runNode(script, { PORT })).toBe(0);
      status = 503; // PostgreSQL or Redis away: no restart
      expect(await runNode(script, { PORT })).toBe(0);
      status = 500;
      expect(await runNode(script, { PORT })).toBe(1);
      expect(seen).toEqual(['/api/v1/health', '/api/v1/health', '/api/v1/health']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await runNode(script, { PORT: String(await freePort()) })).toBe(1);
  });

  describe('worker', () => {
    let redis: PrivateRedis;
    let client: Redis;
    const prefix = 'k8s-probe';
    const key = `${prefix}:otp:workers`;
    const script = execScript(container(deployment(base, 'agency-otp-worker')).livenessProbe);
    const probe = (variables: Record<string, string> = {}) => runNode(script, { REDIS_URL: redis.url, REDIS_PREFIX: prefix, ...variables });

    beforeAll(async () => {
      redis = await startRedis();
      client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await client.connect();
    });
    afterAll(async () => {
      client.disconnect();
      await redis.stop();
    });

    it("alive when this pod's worker reported in the last 30 s, dead when only others did or its report is stale", async () => {
      const heartbeat = startHeartbeat(client, prefix);
      await expect.poll(() => client.zcard(key)).toBe(1);
      expect(await probe()).toBe(0);
      expect(await probe({ REDIS_URL: `${redis.url}/0` })).toBe(0);
      expect(await probe({ REDIS_PREFIX: 'another-site' })).toBe(1);
      await heartbeat.stop();
      expect(await probe()).toBe(1);

      await client.zadd(key, Date.now(), 'another-pod/1/abcd');
      expect(await probe()).toBe(1);
      await client.zadd(key, Date.now() - heartbeatStaleMs - 1000, `${os.hostname()}/1/abcd`);
      expect(await probe()).toBe(1);
      await client.zadd(key, Date.now(), `${os.hostname()}/2/abcd`);
      expect(await probe()).toBe(0);
    });

    it('alive when Redis cannot be reached: restarting the worker would not bring it back', async () => {
      expect(await probe({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` })).toBe(0);
    });
  });
});
