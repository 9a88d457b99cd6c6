// The repository files a new service is entered in besides its own folder and proto. They are
// static (TypeScript, the chart, skaffold, the proto index), so the generator appends the entries
// and tests/lint/service-registry.test.ts checks them against the helpwire blocks.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function edit(root, file, change) {
  const path = join(root, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file}: found no place for the new entry`);
  writeFileSync(path, after);
}

/** Inserts `addition` before the first match of `anchor` (a string). */
const before = (anchor, addition) => (text) => (text.includes(anchor) ? text.replace(anchor, `${addition}${anchor}`) : text);

export function register(root, { name, grpcPort, metricsPort }) {
  edit(root, 'tsconfig.build.json', before('    { "path": "launcher" }', `    { "path": "services/${name}" },\n`));
  edit(root, 'proto/src/index.ts', (text) => `${text}export * as ${name} from './gen/helpwire/${name}/v1/${name}';\n`);
  edit(
    root,
    'charts/helpwire/values.yaml',
    before(
      '\n# One NetworkPolicy per service',
      `
  ${name}:
    enabled: true
    kind: grpc
    image:
      repository: helpwire/${name}
      tag: ""
    port: ${grpcPort}
    metrics:
      enabled: true
      port: ${metricsPort}
      path: /metrics
    replicas: 2
    resources:
      requests:
        cpu: 50m
        memory: 160Mi
      limits:
        memory: 384Mi
    autoscaling:
      enabled: false
      minReplicas: 2
      maxReplicas: 6
      targetCPUUtilizationPercentage: 75
    pdb:
      enabled: true
      minAvailable: 1
    networkPolicy:
      # -- Only the gateway calls it.
      allowFrom: [gateway]
      public: false
    existingSecret: helpwire-${name}
    env: {}
`,
    ),
  );
  edit(root, 'skaffold.yaml', (text) =>
    before(
      'deploy:\n',
      `    - image: helpwire/${name}
      context: .
      docker:
        dockerfile: services/Dockerfile
        buildArgs:
          SERVICE: ${name}
`,
    )(text).replace(
      /(        setValueTemplates:\n(?: {10}.*\n)+)/,
      `$1          services.${name}.image.repository: "{{.IMAGE_REPO_helpwire_${name}}}"
          services.${name}.image.tag: "{{.IMAGE_TAG_helpwire_${name}}}@{{.IMAGE_DIGEST_helpwire_${name}}}"
`,
    ),
  );
}
