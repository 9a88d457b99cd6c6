/**
 * The web image's entry point (frontends/Dockerfile): the same static serving as all-in-one mode
 * (webFrontends), on its own, for the distributed form. The shell, the remotes under /mf/<area>/ and
 * runtime-config.json, which the chart mounts from its values (web.runtimeConfig):
 *   node launcher/dist/web-server.js [runtime-config.json]
 * PORT (default 8080) is the HTTP port; /healthz answers while the process serves. Every answer
 * carries the same security headers and Content-Security-Policy as the gateway's, widened by the
 * origins the runtime config names (the API's host when it is elsewhere, analytics, translation).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { webServerApp } from './web-frontends';

const root = resolve(__dirname, '..', '..');
const runtimeConfigFile = resolve(process.argv[2] ?? '/etc/helpwire-web/runtime-config.json');
if (!existsSync(runtimeConfigFile)) {
  process.stderr.write(`web-server: no runtime config at ${runtimeConfigFile}\n`);
  process.exit(1);
}
const app = webServerApp({ root, runtimeConfigFile });
if (!app) {
  process.stderr.write(`web-server: no built shell under ${root}/frontends/apps/shell/dist\n`);
  process.exit(1);
}

const server = app.listen(Number(process.env.PORT ?? 8080), () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : process.env.PORT;
  process.stdout.write(`web-server listening on ${port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
