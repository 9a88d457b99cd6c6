/**
 * Helm cannot run on the machines that build this project, so the chart is checked by parsing it:
 * values against values.schema.json, every deployable service present, every `.Values` path that a
 * template reads defined in values.yaml, locked-down Deployments, a NetworkPolicy per service that
 * admits only its declared peers, and skaffold.yaml building every service with the one services/Dockerfile.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import Ajv from 'ajv';
import { LIVENESS_SERVICE } from '@helpwire/service-kit';

const chartDir = path.resolve(__dirname, '..');
const repoRoot = path.resolve(chartDir, '..', '..');
const templatesDir = path.join(chartDir, 'templates');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readYaml(file: string): unknown {
  return yaml.load(fs.readFileSync(file, 'utf8'));
}

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

const chart = readYaml(path.join(chartDir, 'Chart.yaml')) as JsonObject;
const values = readYaml(path.join(chartDir, 'values.yaml')) as JsonObject;
const schema = JSON.parse(fs.readFileSync(path.join(chartDir, 'values.schema.json'), 'utf8')) as JsonObject;
const services = values.services as Record<string, JsonObject>;
const templateFiles = listFiles(templatesDir);
const templates = templateFiles.map((file) => ({
  name: path.relative(templatesDir, file),
  text: fs.readFileSync(file, 'utf8'),
}));

function compileSchema() {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
  return ajv.compile(schema);
}

/** Resolves a local "#/definitions/x" reference of the schema. */
function deref(node: JsonObject): JsonObject {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<Json>((at, key) => (isObject(at) ? (at[key] ?? null) : null), schema);
  if (!isObject(target)) throw new Error(`unresolved $ref ${ref}`);
  return deref(target);
}

/** The schema node that describes `key` inside the object described by `node`. */
function childSchema(node: JsonObject, key: string): JsonObject | undefined {
  const properties = node.properties;
  if (isObject(properties) && isObject(properties[key])) return deref(properties[key] as JsonObject);
  if (isObject(node.additionalProperties)) return deref(node.additionalProperties);
  return undefined;
}

/** Paths of values.yaml whose schema node lacks a description or a type. */
function undescribedValues(value: Json, node: JsonObject, at: string): string[] {
  const problems: string[] = [];
  if (!isObject(value)) return problems;
  for (const [key, child] of Object.entries(value)) {
    const where = at ? `${at}.${key}` : key;
    const childNode = childSchema(node, key);
    if (!childNode) {
      problems.push(`${where}: no schema`);
      continue;
    }
    const typed = childNode.type !== undefined || Array.isArray(childNode.oneOf) || Array.isArray(childNode.anyOf);
    // A map entry (services.<name>, env.<NAME>) is described by its map's schema.
    const isMapEntry = !(isObject(node.properties) && key in node.properties);
    if (!typed) problems.push(`${where}: no type`);
    if (typeof childNode.description !== 'string' && !isMapEntry) problems.push(`${where}: no description`);
    problems.push(...undescribedValues(child, childNode, where));
  }
  return problems;
}

function hasPath(root: Json, segments: string[]): boolean {
  let at: Json = root;
  for (const segment of segments) {
    if (!isObject(at) || !(segment in at)) return false;
    at = at[segment] ?? null;
  }
  return true;
}

/** Strips Go template comments, which may talk about values without reading them. */
function stripComments(text: string): string {
  return text.replace(/\{\{-?\s*\/\*[\s\S]*?\*\/\s*-?\}\}/g, '');
}

interface Reference {
  file: string;
  path: string;
  /** "values": a path under .Values; "service": a path on one entry of .Values.services. */
  scope: 'values' | 'service';
}

/**
 * Every values path a template reads:
 *  - `.Values.a.b`, `$.Values.a.b`, `.root.Values.a.b`, `$root.Values.a.b`  -> a.b under values
 *  - `$svc.a.b` where `range $name, $svc := .Values.services`              -> a.b on every service
 *  - `.svc.a.b` in helpers, whose context dict carries a service as "svc"  -> a.b on every service
 */
function valuesReferences(file: string, source: string): Reference[] {
  const text = stripComments(source);
  const refs: Reference[] = [];
  for (const match of text.matchAll(/\.Values((?:\.[A-Za-z_][A-Za-z0-9_]*)+)/g)) {
    refs.push({ file, path: match[1]!.slice(1), scope: 'values' });
  }
  const serviceVars = new Set<string>();
  const rangeOverServices = /range\s+(?:\$[A-Za-z_]\w*\s*,\s*)?\$([A-Za-z_]\w*)\s*:=\s*[$\w.]*\.Values\.services\s*-?\}\}/g;
  for (const match of text.matchAll(rangeOverServices)) serviceVars.add(match[1]!);
  for (const name of serviceVars) {
    for (const match of text.matchAll(new RegExp(`\\$${name}((?:\\.[A-Za-z_][A-Za-z0-9_]*)+)`, 'g'))) {
      refs.push({ file, path: match[1]!.slice(1), scope: 'service' });
    }
  }
  if (/dict\s[^}]*"svc"/.test(text) || /define\s+"/.test(text)) {
    for (const match of text.matchAll(/(?<![\w$)\]])\.svc((?:\.[A-Za-z_][A-Za-z0-9_]*)+)/g)) {
      refs.push({ file, path: match[1]!.slice(1), scope: 'service' });
    }
  }
  return refs;
}

function missingReferences(refs: Reference[], vals: JsonObject): string[] {
  const entries = Object.entries((vals.services ?? {}) as Record<string, JsonObject>);
  const missing: string[] = [];
  for (const ref of refs) {
    const segments = ref.path.split('.');
    if (ref.scope === 'values') {
      if (!hasPath(vals, segments)) missing.push(`${ref.file}: .Values.${ref.path}`);
    } else {
      for (const [name, entry] of entries) {
        if (!hasPath(entry, segments)) missing.push(`${ref.file}: services.${name}.${ref.path}`);
      }
    }
  }
  return missing;
}

const allReferences = templates.flatMap((t) => valuesReferences(t.name, t.text));

function serviceFolders(): string[] {
  const dir = path.join(repoRoot, 'services');
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

describe('Chart.yaml and values', () => {
  it('is a v2 chart named helpwire at 0.1.0', () => {
    expect(chart.apiVersion).toBe('v2');
    expect(chart.name).toBe('helpwire');
    expect(chart.version).toBe('0.1.0');
    expect(String(chart.appVersion)).toBe('0.1.0');
  });

  it('validates values.yaml against values.schema.json', () => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    const validate = compileSchema();
    const ok = validate(values);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it('rejects broken values: a string replica count, an unknown top-level key, an unknown service key', () => {
    const validate = compileSchema();
    const clone = (): JsonObject => JSON.parse(JSON.stringify(values)) as JsonObject;

    const badReplicas = clone();
    ((badReplicas.services as JsonObject).gateway as JsonObject).replicas = 'two';
    expect(validate(badReplicas)).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath)).toContain('/services/gateway/replicas');

    const unknownTopLevel = clone();
    unknownTopLevel.replicaCount = 3;
    expect(validate(unknownTopLevel)).toBe(false);
    expect(validate.errors?.map((e) => e.keyword)).toContain('additionalProperties');

    const unknownServiceKey = clone();
    ((unknownServiceKey.services as JsonObject).content as JsonObject).prot = 50051;
    expect(validate(unknownServiceKey)).toBe(false);

    const badKind = clone();
    ((badKind.services as JsonObject).content as JsonObject).kind = 'tcp';
    expect(validate(badKind)).toBe(false);

    const badEnv = clone();
    ((badEnv.services as JsonObject).gateway as JsonObject).env = { LOG_LEVEL: 3 };
    expect(validate(badEnv)).toBe(false);
  });

  it('describes and types every value of values.yaml in the schema', () => {
    expect(undescribedValues(values as Json, schema, '')).toEqual([]);
  });

  it('references secrets only by name and never defines a Secret', () => {
    for (const [name, svc] of Object.entries(services)) {
      expect({ name, existingSecret: typeof svc.existingSecret }).toEqual({ name, existingSecret: 'string' });
      expect(JSON.stringify(svc.env)).not.toMatch(/DATABASE_URL|JWT_SECRET|PASSWORD|TOKEN/i);
    }
    for (const t of templates) expect(`${t.name}: ${/^kind:\s*Secret\b/m.test(t.text)}`).toBe(`${t.name}: false`);
  });
});

describe('services', () => {
  const deployable = serviceFolders().filter((name) =>
    fs.existsSync(path.join(repoRoot, 'services', name, 'src', 'main.ts')),
  );

  it('gives every service folder with a src/main.ts an entry in values.services', () => {
    const missing = deployable.filter((name) => !(name in services));
    expect(missing).toEqual([]);
  });

  it('only deploys real service folders, never the kit library', () => {
    expect(Object.keys(services).length).toBeGreaterThan(0);
    expect(services).not.toHaveProperty('kit');
    for (const name of Object.keys(services)) {
      const folder = path.join(repoRoot, 'services', name);
      expect(`${name}: ${fs.existsSync(path.join(folder, 'package.json'))}`).toBe(`${name}: true`);
      const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
        nx?: { tags?: string[] };
      };
      expect(manifest.nx?.tags ?? []).not.toContain('type:kit');
    }
  });

  it('probes the gateway over HTTP on 8080 and gRPC services with the native gRPC probe', () => {
    expect(services.gateway).toMatchObject({ kind: 'http', port: 8080 });
    for (const [name, svc] of Object.entries(services)) {
      if (name !== 'gateway') expect({ name, kind: svc.kind }).toEqual({ name, kind: 'grpc' });
    }
    expect(services.content).toMatchObject({ port: 50051, metrics: { port: 9464, path: '/metrics' } });
  });

  it('scrapes every service on a metrics port of its own, never the port the Service and ingress expose', () => {
    expect(services.gateway).toMatchObject({ metrics: { enabled: true, port: 9466, path: '/metrics' } });
    for (const [name, svc] of Object.entries(services)) {
      const metrics = svc.metrics as JsonObject;
      expect({ name, samePort: metrics.port === svc.port }).toEqual({ name, samePort: false });
    }
    // A port of its own becomes METRICS_PORT in the ConfigMap and the annotation Prometheus follows.
    const helpers = templates.find((t) => t.name === '_helpers.tpl')!.text;
    expect(helpers).toMatch(/set \$data "METRICS_PORT" \(toString \.svc\.metrics\.port\)/);
    const deployment = templates.find((t) => /^kind:\s*Deployment/m.test(t.text))!.text;
    expect(deployment).toMatch(/prometheus\.io\/port: \{\{ \$svc\.metrics\.port \| quote \}\}/);
    // It listens on the pod's own address (issue 21, item 9): METRICS_HOST from the downward API.
    expect(deployment).toMatch(/- name: METRICS_HOST\s+valueFrom:\s+fieldRef:\s+fieldPath: status\.podIP/);
  });

  it('renders every per-service kind by ranging over .Values.services', () => {
    const kinds = ['Deployment', 'Service', 'HorizontalPodAutoscaler', 'PodDisruptionBudget', 'ServiceAccount', 'ConfigMap', 'NetworkPolicy'];
    for (const kind of kinds) {
      const t = templates.find((candidate) => new RegExp(`^kind:\\s*${kind}\\s*$`, 'm').test(candidate.text));
      expect(`${kind}: ${t ? 'found' : 'missing'}`).toBe(`${kind}: found`);
      expect(`${kind}: ${/range\s+\$\w+\s*,\s*\$\w+\s*:=\s*\$?\.Values\.services\s*-?\}\}/.test(t!.text)}`).toBe(
        `${kind}: true`,
      );
    }
    const hpa = templates.find((t) => /^kind:\s*HorizontalPodAutoscaler/m.test(t.text))!.text;
    expect(hpa).toMatch(/^apiVersion:\s*autoscaling\/v2\s*$/m);
    expect(hpa).toMatch(/name:\s*cpu[\s\S]*averageUtilization:\s*\{\{\s*\$\w+\.autoscaling\.targetCPUUtilizationPercentage/);
    const pdb = templates.find((t) => /^kind:\s*PodDisruptionBudget/m.test(t.text))!.text;
    expect(pdb).toMatch(/^apiVersion:\s*policy\/v1\s*$/m);
    const deployment = templates.find((t) => /^kind:\s*Deployment/m.test(t.text))!.text;
    expect(deployment).toMatch(/if not \$\w+\.autoscaling\.enabled\s*\}\}\s*\n\s*replicas:/);
  });

  it('points the gateway at each gRPC service and feeds the ConfigMap the shared settings', () => {
    const helpers = templates.find((t) => t.name === '_helpers.tpl')!.text;
    for (const key of ['LOG_LEVEL', 'NATS_URL', 'REDIS_URL', 'GRPC_PORT', 'PORT', 'METRICS_PORT', 'OTEL_EXPORTER_OTLP_ENDPOINT']) {
      expect(helpers).toContain(`"${key}"`);
    }
    // <NAME>_GRPC_ADDR (CONTENT_GRPC_ADDR for content) at the other service's cluster DNS name.
    expect(helpers).toMatch(/printf "%s_GRPC_ADDR"/);
    expect(helpers).toMatch(/printf "%s\.%s\.svc:%v" \$host \$root\.Release\.Namespace \$other\.port/);
  });
});

describe('.Values references in templates', () => {
  it('finds the references it checks (the scanner is not silently blind)', () => {
    expect(allReferences.filter((r) => r.scope === 'values').length).toBeGreaterThan(10);
    expect(allReferences.filter((r) => r.scope === 'service').length).toBeGreaterThan(20);
    expect(allReferences.map((r) => r.path)).toEqual(
      expect.arrayContaining(['global.image.registry', 'global.nats.url', 'autoscaling.enabled', 'image.repository']),
    );
  });

  it('reports a path that values.yaml does not define', () => {
    const sample = [
      '{{- range $name, $svc := .Values.services }}',
      'a: {{ $.Values.global.nope }} b: {{ $svc.autoscaling.nope }} c: {{ .Values.ingress.host }}',
      '{{- end }}',
    ].join('\n');
    expect(missingReferences(valuesReferences('sample.yaml', sample), values).sort()).toEqual([
      'sample.yaml: .Values.global.nope',
      ...Object.keys(services).map((name) => `sample.yaml: services.${name}.autoscaling.nope`),
    ].sort());
  });

  it('defines in values.yaml every path the templates read', () => {
    expect(missingReferences(allReferences, values)).toEqual([]);
  });
});

describe('Deployment security', () => {
  const deployments = templates.filter((t) => /^kind:\s*Deployment\s*$/m.test(t.text));

  it('has at least one Deployment template', () => {
    expect(deployments.length).toBeGreaterThan(0);
  });

  it.each(deployments.map((t) => [t.name, t.text]))('%s runs locked down', (_name, text) => {
    expect(text).toMatch(/runAsNonRoot:\s*true/);
    expect(text).toMatch(/runAsUser:\s*10001/);
    expect(text).toMatch(/readOnlyRootFilesystem:\s*true/);
    expect(text).toMatch(/allowPrivilegeEscalation:\s*false/);
    expect(text).toMatch(/capabilities:\s*\n\s*drop:\s*\n\s*-\s*ALL\b/);
    expect(text).toMatch(/seccompProfile:\s*\n\s*type:\s*RuntimeDefault/);
    expect(text).toMatch(/automountServiceAccountToken:\s*false/);
    // Writable scratch space on an otherwise read-only root filesystem.
    expect(text).toMatch(/mountPath:\s*\/tmp/);
    expect(text).toMatch(/emptyDir:/);
    // Liveness and readiness probes on every container.
    expect(text).toMatch(/readinessProbe:/);
    expect(text).toMatch(/livenessProbe:/);
    // Nothing in the template can switch these off from values.
    expect(text).not.toMatch(/runAsNonRoot:\s*\{\{|readOnlyRootFilesystem:\s*\{\{|allowPrivilegeEscalation:\s*\{\{/);
  });

  it('gives each service its config and secret, and probes it by kind', () => {
    const text = templates.find((t) => t.name === 'deployment.yaml')!.text;
    // Config from the ConfigMap, secrets from the referenced existing Secret.
    expect(text).toMatch(/configMapRef:/);
    expect(text).toMatch(/secretRef:\s*\n\s*name:\s*\{\{[^}]*\$\w+\.existingSecret/);
    // Probes: native gRPC probe for gRPC services, /readyz and /healthz for the HTTP gateway.
    expect(text).toMatch(/grpc:\s*\n\s*port:\s*\{\{\s*\$\w+\.port\s*\}\}/);
    expect(text).toMatch(/path:\s*\/readyz/);
    expect(text).toMatch(/path:\s*\/healthz/);
  });
});

/** Repo-relative folders a project's tsconfig references, transitively (what `tsc -b` builds). */
function referencedProjects(folder: string, seen = new Set<string>()): Set<string> {
  const file = path.join(repoRoot, folder, 'tsconfig.json');
  if (!fs.existsSync(file)) return seen;
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as { references?: { path: string }[] };
  for (const ref of config.references ?? []) {
    const target = path.relative(repoRoot, path.resolve(repoRoot, folder, ref.path)).split(path.sep).join('/');
    if (!seen.has(target)) {
      seen.add(target);
      referencedProjects(target, seen);
    }
  }
  return seen;
}

/**
 * The probes of one branch of the Deployment's `if eq $svc.kind "grpc"`: the branch's text parsed as
 * YAML, with every template expression replaced by a placeholder.
 */
function probesOf(text: string, kind: 'grpc' | 'http'): Record<'readinessProbe' | 'livenessProbe', JsonObject> {
  const branches = stripComments(text).match(/\{\{-? if eq \$svc\.kind "grpc" -?\}\}\n([\s\S]*?)\{\{-? else -?\}\}\n([\s\S]*?)\{\{-? end -?\}\}/);
  if (!branches) throw new Error('no probe branches on $svc.kind in the Deployment');
  const branch = (kind === 'grpc' ? branches[1] : branches[2])!.replace(/\{\{[^}]*\}\}/g, 'PLACEHOLDER');
  return readYamlText(branch) as Record<'readinessProbe' | 'livenessProbe', JsonObject>;
}

function readYamlText(text: string): unknown {
  const indent = Math.min(...text.split('\n').filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
  return yaml.load(text.split('\n').map((l) => l.slice(indent)).join('\n'));
}

describe('probes: failures do not cascade', () => {
  const deployment = templates.find((t) => /^kind:\s*Deployment\s*$/m.test(t.text))!.text;

  it('restarts a gRPC pod only when its process stops answering: liveness asks the always-serving health name, readiness the dependency-gated one', () => {
    const { readinessProbe, livenessProbe } = probesOf(deployment, 'grpc');
    expect(livenessProbe.grpc).toEqual({ port: 'PLACEHOLDER', service: LIVENESS_SERVICE });
    // "" (no service) is the whole server, NOT_SERVING while the database or bus is down.
    expect(readinessProbe.grpc).toEqual({ port: 'PLACEHOLDER' });
  });

  it('probes the HTTP gateway\'s liveness at /healthz (no dependency) and readiness at /readyz', () => {
    const { readinessProbe, livenessProbe } = probesOf(deployment, 'http');
    expect(livenessProbe.httpGet).toMatchObject({ path: '/healthz' });
    expect(readinessProbe.httpGet).toMatchObject({ path: '/readyz' });
  });
});

describe('network policies: internal trust (decision 0013)', () => {
  const template = templates.find((t) => /^kind:\s*NetworkPolicy\s*$/m.test(t.text));
  const text = stripComments(template?.text ?? '');
  /** The ingress rules of the template: everything after `ingress:` in the spec. */
  const ingress = text.slice(text.indexOf('\n  ingress:'));
  const global = values.networkPolicy as JsonObject;
  const policyOf = (name: string) => services[name]!.networkPolicy as { allowFrom: string[]; public: boolean };

  it('gives every enabled service its own NetworkPolicy selecting only its pods, on by default', () => {
    expect(template?.name).toBe('networkpolicy.yaml');
    expect(global.enabled).toBe(true);
    expect(text).toMatch(/^apiVersion:\s*networking\.k8s\.io\/v1\s*$/m);
    // One per service: the range over services, with no condition but the service being enabled.
    expect(text).toMatch(/\{\{- if \.Values\.networkPolicy\.enabled \}\}\s*\{\{- range \$name, \$svc := \.Values\.services \}\}\s*\{\{- if \$svc\.enabled \}\}\s*\{\{- \$ctx := dict "root" \$ "name" \$name "svc" \$svc \}\}\s*---/);
    expect(text).toMatch(/name: \{\{ include "helpwire\.componentName" \$ctx \}\}/);
    expect(text).toMatch(/spec:\s*\n\s*podSelector:\s*\n\s*matchLabels:\s*\n\s*\{\{- include "helpwire\.selectorLabels" \$ctx \| nindent 6 \}\}/);
    for (const name of Object.keys(services)) {
      expect({ name, allowFrom: Array.isArray(policyOf(name)?.allowFrom), public: typeof policyOf(name)?.public }).toEqual({ name, allowFrom: true, public: 'boolean' });
    }
  });

  it('restricts ingress only: egress stays open for DNS and the databases, bus and stores outside the chart', () => {
    const types = /policyTypes:\s*\n((?:\s*- \w+\n)+)/.exec(text)?.[1]?.match(/\w+/g);
    expect(types).toEqual(['Ingress']);
    expect(text).not.toMatch(/^\s*egress:/m);
  });

  it('declares peers per service: each a different service of the chart; the gateway alone is public and calls every gRPC service, the call service also calls matching and payment, and payment calls content', () => {
    // Besides the gateway, the only service-to-service calls (decision 0024): who can be rung, and the default card.
    const alsoCalledBy: Record<string, string[]> = { matching: ['call'], payment: ['call'], content: ['payment'] };
    for (const name of Object.keys(services)) {
      for (const peer of policyOf(name).allowFrom) {
        expect({ name, peer, known: peer in services && peer !== name }).toEqual({ name, peer, known: true });
      }
    }
    expect(policyOf('gateway')).toEqual({ allowFrom: [], public: true });
    for (const [name, svc] of Object.entries(services)) {
      if (name === 'gateway') continue;
      expect({ name, kind: svc.kind, ...policyOf(name) }).toEqual({ name, kind: 'grpc', allowFrom: ['gateway', ...(alsoCalledBy[name] ?? [])], public: false });
    }
    // A peer that is not another service of the chart stops the install.
    expect(ingress).toMatch(/\{\{- if or \(not \$peerSvc\) \(eq \$peer \$name\) \}\}\s*\{\{- fail /);
  });

  it('admits only the declared peers on the service port, the monitoring namespace on the metrics port and, for a public service, the ingress controller', () => {
    expect(ingress).not.toMatch(/ipBlock|namespaceSelector: \{\}|podSelector: \{\}/);
    // Pod sources come from one place: the peers the service declares, selected by their own labels.
    expect(ingress.match(/podSelector:/g)).toHaveLength(1);
    expect(ingress).toMatch(
      /\{\{- range \$peer := \$svc\.networkPolicy\.allowFrom \}\}\s*\{\{- \$peerSvc := index \$\.Values\.services \$peer \}\}[\s\S]*?- from:\s*\n\s*- podSelector:\s*\n\s*matchLabels:\s*\n\s*\{\{- include "helpwire\.selectorLabels" \(dict "root" \$ "name" \$peer "svc" \$peerSvc\) \| nindent 14 \}\}\s*\n\s*ports:\s*\n\s*- port: \{\{ \$svc\.port \}\}/,
    );
    // Namespace sources: the monitoring namespace on the metrics port; the ingress controller's namespace.
    const namespaces = [...ingress.matchAll(/kubernetes\.io\/metadata\.name: \{\{ ([^}]+?) \}\}/g)].map((m) => m[1]);
    expect(namespaces).toEqual(['.', '$.Values.networkPolicy.metricsNamespace']);
    expect(ingress).toMatch(/\{\{- if and \$svc\.metrics\.enabled \$\.Values\.networkPolicy\.metricsNamespace \}\}\s*- from:\s*\n\s*- namespaceSelector:[\s\S]*?ports:\s*\n\s*- port: \{\{ \$svc\.metrics\.port \}\}/);
    // The one rule without a source of its own (any source, or the ingress namespace) is the public
    // service's, and only on its port.
    const rules = ingress.split(/\n\s{4}- /).slice(1);
    const sourceless = rules.filter((rule) => !rule.startsWith('from:'));
    expect(sourceless).toHaveLength(1);
    expect(sourceless[0]).toMatch(/^ports:\s*\n\s*- port: \{\{ \$svc\.port \}\}\s*\n\s*protocol: TCP\s*\n\s*\{\{- with \$\.Values\.networkPolicy\.ingressNamespace \}\}\s*\n\s*from:/);
    expect(ingress).toMatch(/\{\{- if \$svc\.networkPolicy\.public \}\}\s*\n\s*- ports:/);
    expect(global).toMatchObject({ metricsNamespace: 'monitoring', ingressNamespace: '' });
  });

  it('rejects network policy values of the wrong shape', () => {
    const validate = compileSchema();
    const clone = (): JsonObject => JSON.parse(JSON.stringify(values)) as JsonObject;
    const peersAsString = clone();
    (((peersAsString.services as JsonObject).content as JsonObject).networkPolicy as JsonObject).allowFrom = 'gateway';
    expect(validate(peersAsString)).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath)).toContain('/services/content/networkPolicy/allowFrom');
    const missing = clone();
    delete ((missing.services as JsonObject).auth as JsonObject).networkPolicy;
    expect(validate(missing)).toBe(false);
    const badNamespace = clone();
    (badNamespace.networkPolicy as JsonObject).metricsNamespace = 'Monitoring!';
    expect(validate(badNamespace)).toBe(false);
  });
});

describe('skaffold.yaml and images', () => {
  const skaffold = readYaml(path.join(repoRoot, 'skaffold.yaml')) as {
    apiVersion: string;
    kind: string;
    build: { artifacts: { image: string; context?: string; docker?: { dockerfile?: string; buildArgs?: Record<string, string> } }[] };
    deploy: { helm: { releases: { chartPath: string; setValueTemplates?: Record<string, string> }[] } };
  };
  const enabled = Object.entries(services).filter(([, svc]) => svc.enabled === true);

  it('is a skaffold v4beta11 Config', () => {
    expect(skaffold.apiVersion).toBe('skaffold/v4beta11');
    expect(skaffold.kind).toBe('Config');
  });

  const dockerfilePath = path.join(repoRoot, 'services', 'Dockerfile');
  const dockerfile = fs.readFileSync(dockerfilePath, 'utf8');

  it.each(enabled.map(([name]) => [name]))('builds %s from the repo root with the one service Dockerfile', (name) => {
    const artifact = skaffold.build.artifacts.find((a) => a.image === `helpwire/${name}`);
    expect(artifact).toBeDefined();
    const context = path.resolve(repoRoot, artifact!.context ?? '.');
    expect(context).toBe(repoRoot);
    expect(path.join(context, artifact!.docker?.dockerfile ?? 'Dockerfile')).toBe(dockerfilePath);
    expect(artifact!.docker?.buildArgs?.SERVICE).toBe(name);
    expect(fs.existsSync(path.join(repoRoot, 'services', name, 'src', 'main.ts'))).toBe(true);
  });

  it('makes a non-root, production image of the service named by SERVICE', () => {
    expect(dockerfile.match(/^FROM\s+/gm)?.length ?? 0).toBeGreaterThanOrEqual(2);
    // Every stage that uses SERVICE declares it, and the build stops without it.
    expect(dockerfile.match(/^ARG SERVICE$/gm)?.length).toBe(3);
    expect(dockerfile).toMatch(/test -n "\$SERVICE"/);
    expect(dockerfile).toMatch(/^RUN (--mount=\S+ )?npm install\b/m);
    expect(dockerfile).toContain('npx tsc -b services/${SERVICE}');
    // The runtime's node_modules come from the deps stage, which installs this workspace's production
    // dependencies only (service-image-deps.test.ts runs that command); never the build stage's tree.
    expect(dockerfile).toMatch(/^RUN (--mount=\S+ )?npm install --omit=dev --workspace services\/\$\{SERVICE\} --include-workspace-root=false\b/m);
    expect(dockerfile).toMatch(/^COPY --from=deps \/app \.\/$/m);
    expect(dockerfile).not.toMatch(/COPY --from=build \S*node_modules/);
    expect(dockerfile).not.toMatch(/^RUN .*npm prune/m);
    expect(dockerfile).toMatch(/^USER 10001(:10001)?$/m);
    expect(dockerfile).toMatch(/^ENV NODE_ENV=production$/m);
    expect(dockerfile).toContain('ln -s "services/${SERVICE}/dist/main.js" /app/main.js');
    expect(dockerfile).toContain('CMD ["node", "main.js"]');
    // Every file the Dockerfile copies from the build context must exist (tsconfig, lockfile, folders).
    const copied: string[] = [];
    for (const match of dockerfile.matchAll(/^COPY[ \t]+(?!--from)((?:\S+[ \t]+)+)\S+[ \t]*$/gm)) {
      for (const source of match[1]!.trim().split(/[ \t]+/)) {
        copied.push(source);
        const paths = source.includes('${SERVICE}') ? enabled.map(([name]) => source.replace('${SERVICE}', name)) : [source];
        for (const p of paths) expect(`${p}: ${fs.existsSync(path.join(repoRoot, p))}`).toBe(`${p}: true`);
      }
    }
    expect(copied).toEqual(expect.arrayContaining(['package-lock.json', 'tsconfig.base.json', 'services/${SERVICE}']));
  });

  it.each(enabled.map(([name]) => [name]))('%s image compiles and ships every project its tsconfig references', (name) => {
    for (const project of ['services/${SERVICE}', ...referencedProjects(`services/${name}`)]) {
      const intoBuild = dockerfile.includes(`\nCOPY ${project} ./${project}\n`);
      const intoRuntime = dockerfile.includes(`\nCOPY --from=build /app/${project} ./${project}\n`);
      expect(`${project}: build=${intoBuild} runtime=${intoRuntime}`).toBe(`${project}: build=true runtime=true`);
    }
  });

  it('deploys charts/helpwire and hands helm every built image', () => {
    const release = skaffold.deploy.helm.releases.find((r) => r.chartPath === 'charts/helpwire');
    expect(release).toBeDefined();
    expect(fs.existsSync(path.join(repoRoot, release!.chartPath, 'Chart.yaml'))).toBe(true);
    const templatesSet = release!.setValueTemplates ?? {};
    for (const [name] of enabled) {
      const token = `helpwire_${name.replace(/-/g, '_')}`;
      expect(templatesSet[`services.${name}.image.repository`]).toBe(`{{.IMAGE_REPO_${token}}}`);
      expect(templatesSet[`services.${name}.image.tag`]).toContain(`{{.IMAGE_TAG_${token}}}`);
    }
    for (const key of Object.keys(templatesSet)) {
      expect(`${key}: ${hasPath(values, key.split('.'))}`).toBe(`${key}: true`);
    }
  });

  it('keeps host build output and local data out of the build context', () => {
    const ignore = fs.readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8').split('\n').map((l) => l.trim());
    for (const entry of ['node_modules', 'dist', '.data', '.git', '*.tsbuildinfo', '.nx', '.test-results']) {
      expect(`${entry}: ${ignore.includes(entry) || ignore.includes(`**/${entry}`)}`).toBe(`${entry}: true`);
    }
  });
});

describe('base images (decision 0018)', () => {
  const dockerfiles = ['services/Dockerfile', 'frontends/Dockerfile'];
  const baseOf = (file: string) => /^ARG NODE_IMAGE=(.*)$/m.exec(fs.readFileSync(path.join(repoRoot, file), 'utf8'))?.[1];

  it.each(dockerfiles.map((file) => [file]))('%s pins its base image by digest, never a moving tag alone', (file) => {
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    expect(baseOf(file)).toMatch(/^node:20-bookworm-slim@sha256:[0-9a-f]{64}$/);
    // Every stage starts from that one pinned ARG or from an earlier stage: no FROM names an image of its own.
    const stages: string[] = [];
    for (const match of text.matchAll(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/gm)) {
      expect(`${file}: ${match[1]}`).toBe(`${file}: ${match[1] === '${NODE_IMAGE}' || stages.includes(match[1]!) ? match[1] : '${NODE_IMAGE} or an earlier stage'}`);
      if (match[2]) stages.push(match[2]);
    }
    expect(text).not.toMatch(/:latest\b/);
  });

  it('uses the same base in every image, so one refresh moves them together', () => {
    expect(new Set(dockerfiles.map(baseOf)).size).toBe(1);
  });
});
