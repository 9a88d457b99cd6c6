/**
 * The web apps in the chart (decision 0018): the web image's static server, its runtime-config.json
 * made from values, locked down like every pod, and the ingress routing "/" to it and the API to the
 * gateway. Helm cannot run here, so the templates are read as text and their YAML parts parsed.
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import yaml from 'js-yaml';
import { WEB_AREAS } from '../../../launcher/src/web-frontends';

const chartDir = path.resolve(__dirname, '..');
const repoRoot = path.resolve(chartDir, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

interface WebValues {
  enabled: boolean;
  port: number;
  image: { repository: string; tag: string };
  runtimeConfig: Record<string, unknown> & { apiBase: string; remotes: Record<string, string> };
}
const values = yaml.load(read('charts/helpwire/values.yaml')) as { web: WebValues; services: Record<string, unknown> };
const web = values.web;
const template = read('charts/helpwire/templates/web.yaml');
const ingress = read('charts/helpwire/templates/ingress.yaml');
const dockerfile = read('frontends/Dockerfile');

/** What web.yaml renders as runtime-config.json: web.runtimeConfig without its empty strings. */
function renderedRuntimeConfig(config: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(config).filter(([, value]) => value !== '' && value !== null));
}

/** The fields of the shell's RuntimeConfig interface (frontends/platform/web-core/src/config/runtime-config.ts). */
function runtimeConfigFields(): string[] {
  const source = read('frontends/platform/web-core/src/config/runtime-config.ts');
  const body = /export interface RuntimeConfig \{([\s\S]*?)\n\}/.exec(source)![1]!;
  return [...body.matchAll(/^\s{2}(\w+)\??:/gm)].map((m) => m[1]!);
}

describe('web apps: runtime-config.json from values', () => {
  it('renders web.runtimeConfig, empty strings left out, into the ConfigMap the pod mounts', () => {
    expect(template).toMatch(/\{\{- range \$key, \$value := \.Values\.web\.runtimeConfig \}\}\s*\{\{- if \$value \}\}\s*\{\{- \$_ := set \$runtimeConfig \$key \$value \}\}/);
    expect(template).toMatch(/\{\{- \$runtimeConfigJson := toPrettyJson \$runtimeConfig \}\}/);
    expect(template).toMatch(/data:\s*\n\s*runtime-config\.json: \|\s*\n\s*\{\{- \$runtimeConfigJson \| nindent 4 \}\}/);
    // A changed config rolls the pods.
    expect(template).toMatch(/checksum\/runtime-config: \{\{ \$runtimeConfigJson \| sha256sum \}\}/);
  });

  it('gives the shell the fields it reads: the API base and a manifest for every remote, nothing it does not know', () => {
    const config = renderedRuntimeConfig(web.runtimeConfig);
    expect(config.apiBase).toBe('/api/v1');
    expect(Object.keys(web.runtimeConfig.remotes).sort()).toEqual([...WEB_AREAS].sort());
    for (const area of WEB_AREAS) expect(web.runtimeConfig.remotes[area]).toBe(`/mf/${area}/mf-manifest.json`);
    const fields = runtimeConfigFields();
    expect(fields).toEqual(expect.arrayContaining(['apiBase', 'remotes', 'payments', 'ga4MeasurementId', 'machineTranslationScript']));
    expect(Object.keys(web.runtimeConfig).filter((key) => !fields.includes(key))).toEqual([]);
    // Placeholders for the integrations, left out until set.
    expect(web.runtimeConfig).toMatchObject({ ga4MeasurementId: '', machineTranslationScript: '' });
    expect(config).not.toHaveProperty('ga4MeasurementId');
    // Cards default to the sandbox, as the payment service does without STRIPE_SECRET_KEY.
    expect(config.payments).toEqual({ provider: 'sandbox' });
  });

  it('refuses a secret Stripe key, a script that is not https and a config without remotes', () => {
    const schema = JSON.parse(read('charts/helpwire/values.schema.json')) as object;
    const validate = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile(schema);
    const withConfig = (change: Record<string, unknown>) => {
      const clone = JSON.parse(JSON.stringify(values)) as { web: WebValues };
      clone.web.runtimeConfig = { ...clone.web.runtimeConfig, ...change } as WebValues['runtimeConfig'];
      return clone;
    };
    expect(validate(values)).toBe(true);
    expect(validate(withConfig({ payments: { provider: 'stripe', publishableKey: 'pk_test_abc123' } }))).toBe(true);
    expect(validate(withConfig({ payments: { provider: 'stripe', publishableKey: 'sk_live_abc123' } }))).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath)).toContain('/web/runtimeConfig/payments/publishableKey');
    expect(validate(withConfig({ payments: { provider: 'stripe' } }))).toBe(false);
    expect(validate(withConfig({ payments: { provider: 'paypal' } }))).toBe(false);
    expect(validate(withConfig({ machineTranslationScript: 'http://evil.example/t.js' }))).toBe(false);
    expect(validate(withConfig({ remotes: {} }))).toBe(false);
    expect(validate(withConfig({ apiKey: 'x' }))).toBe(false);
  });

  it('mounts the ConfigMap where the image reads it', () => {
    const mountPath = /- name: runtime-config\s*\n\s*mountPath: (\S+)\s*\n\s*readOnly: true/.exec(template)?.[1];
    expect(mountPath).toBe('/etc/helpwire-web');
    expect(template).toContain('args: ["/etc/helpwire-web/runtime-config.json"]');
    expect(dockerfile).toContain('CMD ["/etc/helpwire-web/runtime-config.json"]');
    expect(template).toMatch(/- name: runtime-config\s*\n\s*configMap:\s*\n\s*name: \{\{ \$fullName \}\}/);
  });
});

describe('web apps: pod, Service and NetworkPolicy', () => {
  const deployment = template.slice(template.indexOf('kind: Deployment'), template.indexOf('kind: Service'));

  it('is on by default and refuses a service of the same name', () => {
    expect(web.enabled).toBe(true);
    expect(values.services).not.toHaveProperty('web');
    expect(template).toMatch(/\{\{- if hasKey \.Values\.services "web" \}\}\s*\{\{- fail /);
  });

  it('probes readiness with the mounted runtime config and liveness with /healthz on the http port', () => {
    expect(deployment).toMatch(/readinessProbe:\s*\n\s*httpGet:\s*\n\s*path: \/runtime-config\.json\s*\n\s*port: http/);
    expect(deployment).toMatch(/livenessProbe:\s*\n\s*httpGet:\s*\n\s*path: \/healthz\s*\n\s*port: http/);
    expect(read('launcher/src/web-frontends.ts')).toMatch(/app\.get\('\/healthz'/);
    expect(deployment).toMatch(/- name: PORT\s*\n\s*value: \{\{ \.Values\.web\.port \| quote \}\}/);
    expect(deployment).toMatch(/containerPort: \{\{ \.Values\.web\.port \}\}/);
  });

  it('exposes the http port in a ClusterIP Service and admits it only from the ingress controller\'s namespace when set', () => {
    expect(template).toMatch(/kind: Service\s*\n[\s\S]*?type: ClusterIP[\s\S]*?- name: http\s*\n\s*port: \{\{ \.Values\.web\.port \}\}\s*\n\s*targetPort: http/);
    const policy = template.slice(template.indexOf('kind: NetworkPolicy'));
    expect(template).toMatch(/\{\{- if \.Values\.networkPolicy\.enabled \}\}\s*---\s*\napiVersion: networking\.k8s\.io\/v1\s*\nkind: NetworkPolicy/);
    expect(policy).toMatch(/policyTypes:\s*\n\s*- Ingress\s*\n\s*ingress:\s*\n\s*- ports:\s*\n\s*- port: \{\{ \.Values\.web\.port \}\}/);
    expect(policy).toMatch(/\{\{- with \.Values\.networkPolicy\.ingressNamespace \}\}\s*\n\s*from:/);
    expect(policy).not.toMatch(/^\s*egress:/m);
  });
});

describe('web apps: ingress', () => {
  it('routes /api, /call-gateway and /janus to the gateway and every other path to the web apps', () => {
    expect(ingress).toMatch(/\{\{- range \$path := list "\/api" "\/call-gateway" "\/janus" \}\}\s*- path: \{\{ \$path \}\}\s*\n\s*pathType: Prefix\s*\n\s*backend:\s*\n\s*service:\s*\n\s*name: \{\{ include "helpwire\.componentName" \$ctx \}\}/);
    expect(ingress).toMatch(/\$ctx := dict "root" \$ "name" "gateway" "svc" \$gateway/);
    const root = ingress.slice(ingress.indexOf('- path: /\n'));
    expect(root).toMatch(/pathType: Prefix[\s\S]*\{\{- if \.Values\.web\.enabled \}\}\s*\n\s*name: \{\{ include "helpwire\.componentName" \(dict "root" \$ "name" "web" "svc" \.Values\.web\) \}\}\s*\n\s*\{\{- else \}\}\s*\n\s*name: \{\{ include "helpwire\.componentName" \$ctx \}\}/);
    // Ingress paths match longest prefix first, so "/" never shadows /api.
    expect(ingress.indexOf('"/api"')).toBeLessThan(ingress.indexOf('- path: /\n'));
  });
});

describe('web image (frontends/Dockerfile)', () => {
  const skaffold = yaml.load(read('skaffold.yaml')) as {
    build: { artifacts: { image: string; context?: string; docker?: { dockerfile?: string } }[] };
    deploy: { helm: { releases: { setValueTemplates: Record<string, string> }[] } };
  };

  it('is built by skaffold from the repo root and handed to helm as web.image', () => {
    const artifact = skaffold.build.artifacts.find((a) => a.image === 'helpwire/web');
    expect(artifact).toMatchObject({ context: '.', docker: { dockerfile: 'frontends/Dockerfile' } });
    const set = skaffold.deploy.helm.releases[0]!.setValueTemplates;
    expect(set['web.image.repository']).toBe('{{.IMAGE_REPO_helpwire_web}}');
    expect(set['web.image.tag']).toBe('{{.IMAGE_TAG_helpwire_web}}@{{.IMAGE_DIGEST_helpwire_web}}');
    expect(web.image.repository).toBe('helpwire/web');
  });

  it('builds the web apps and the web server, and ships them with express, compression and the shared security headers only, as user 10001', () => {
    expect(dockerfile).toMatch(/^RUN npx tsc -b launcher && node scripts\/build-web\.mjs --force$/m);
    expect(dockerfile).toMatch(/^RUN node scripts\/copy-prod-deps\.mjs \/out express compression @helpwire\/security-headers$/m);
    expect(dockerfile).toMatch(/^COPY --from=build \/out\/node_modules \.\/node_modules$/m);
    expect(dockerfile).not.toMatch(/COPY --from=build \/app\/node_modules/);
    for (const area of ['shell', ...WEB_AREAS]) {
      expect(dockerfile).toContain(`\nCOPY --from=build /app/frontends/apps/${area}/dist ./frontends/apps/${area}/dist\n`);
    }
    expect(dockerfile).toMatch(
      /^COPY --from=build \/app\/launcher\/dist\/web-server\.js \/app\/launcher\/dist\/web-frontends\.js \/app\/launcher\/dist\/prerendered-pages\.js \.\/launcher\/dist\/$/m,
    );
    expect(dockerfile).toMatch(/^USER 10001:10001$/m);
    expect(dockerfile).toMatch(/^ENV NODE_ENV=production/m);
    expect(dockerfile).toContain('ENTRYPOINT ["/usr/bin/tini", "--", "node", "launcher/dist/web-server.js"]');
    // What the copied server imports is exactly what the image carries.
    const imports = ['web-server.ts', 'web-frontends.ts', 'prerendered-pages.ts'].flatMap((file) =>
      [...read(`launcher/src/${file}`).matchAll(/^import [^;]*? from '([^']+)';$/gm)].map((m) => m[1]!),
    );
    expect([...new Set(imports.filter((name) => !name.startsWith('node:') && !name.startsWith('./')))].sort()).toEqual(['@helpwire/security-headers', 'compression', 'express']);
    expect(imports.filter((name) => name.startsWith('./')).sort()).toEqual(['./prerendered-pages', './web-frontends']);
  });
});
