import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { roomAdminKey } from './janus-token';

/** deploy/janus: Helpwire's Janus configuration templates (VideoRoom and WebSockets only). */
export const janusTemplatesDir = join(__dirname, '..', '..', '..', '..', '..', 'deploy', 'janus');

export interface JanusConfigValues {
  /** token_auth_secret (also derives the VideoRoom admin_key). */
  tokenSecret: string;
  wsPort: number;
  /** The address the WebSockets transport binds (loopback unless said otherwise). */
  wsIp?: string;
  rtpPortRange?: string;
  /** Janus' log level 0–7. */
  debugLevel?: number;
}

/** The template variables of deploy/janus/*.jcfg (what `envsubst` fills in elsewhere). */
export function janusTemplateVariables(values: JanusConfigValues): Record<string, string> {
  return {
    JANUS_TOKEN_SECRET: values.tokenSecret,
    JANUS_ROOM_ADMIN_KEY: roomAdminKey(values.tokenSecret),
    JANUS_WS_PORT: String(values.wsPort),
    JANUS_WS_IP: values.wsIp ?? '127.0.0.1',
    JANUS_RTP_PORT_RANGE: values.rtpPortRange ?? '20000-40000',
    JANUS_DEBUG_LEVEL: String(values.debugLevel ?? 3),
  };
}

/** Each template with its `${NAME}` placeholders filled in; a placeholder without a value is an error. */
export function renderJanusConfig(values: JanusConfigValues, templatesDir = janusTemplatesDir): Map<string, string> {
  const variables = janusTemplateVariables(values);
  const files = new Map<string, string>();
  for (const name of readdirSync(templatesDir)
    .filter((f) => f.endsWith('.jcfg'))
    .sort()) {
    const text = readFileSync(join(templatesDir, name), 'utf8').replace(/\$\{([A-Z0-9_]+)\}/g, (_, key: string) => {
      const value = variables[key];
      if (value === undefined) throw new Error(`deploy/janus/${name}: no value for \${${key}}`);
      if (/["\n\\]/.test(value)) throw new Error(`deploy/janus/${name}: the value of \${${key}} cannot hold quotes, backslashes or line breaks`);
      return value;
    });
    files.set(name, text);
  }
  return files;
}

/** Writes the rendered configuration into `dir` (mode 700, files 600: they hold the secret); returns the janus.jcfg path. */
export function writeJanusConfig(dir: string, values: JanusConfigValues, templatesDir = janusTemplatesDir): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  for (const [name, text] of renderJanusConfig(values, templatesDir)) writeFileSync(join(dir, name), text, { mode: 0o600 });
  return join(dir, 'janus.jcfg');
}
