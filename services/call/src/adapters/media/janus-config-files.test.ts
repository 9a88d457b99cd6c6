import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { janusTemplatesDir, renderJanusConfig, writeJanusConfig } from './janus-config-files';
import { roomAdminKey } from './janus-token';

const values = { tokenSecret: 'a-secret-of-the-config-tests', wsPort: 18188 };
/** `key = "value"` or `key = value` of a rendered .jcfg. */
const setting = (text: string, key: string) => new RegExp(`^\\s*${key} = "?([^"\\n]*)"?`, 'm').exec(text)?.[1];
const disabled = (text: string, section: string) => (setting(text.slice(text.indexOf(`${section}: {`)), 'disable') ?? '').split(',');
/** The libraries a Janus install ships in one folder (Debian's when installed). */
const shipped = (folder: string) => {
  const dir = join('/usr/lib/x86_64-linux-gnu/janus', folder);
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.so')) : [];
};

describe('deploy/janus', () => {
  it('holds no secret: the token secret and the admin key are placeholders', () => {
    const core = readFileSync(join(janusTemplatesDir, 'janus.jcfg'), 'utf8');
    expect(setting(core, 'token_auth_secret')).toBe('${JANUS_TOKEN_SECRET}');
    expect(setting(readFileSync(join(janusTemplatesDir, 'janus.plugin.videoroom.jcfg'), 'utf8'), 'admin_key')).toBe('${JANUS_ROOM_ADMIN_KEY}');
    expect(core).not.toMatch(/^\s*admin_secret/m);
  });

  it('renders signed tokens, string ids, the admin key and loopback ws on the given port', () => {
    const files = renderJanusConfig(values);
    expect([...files.keys()]).toEqual(['janus.jcfg', 'janus.plugin.videoroom.jcfg', 'janus.transport.websockets.jcfg']);
    const core = files.get('janus.jcfg')!;
    expect(setting(core, 'token_auth')).toBe('true');
    expect(setting(core, 'token_auth_secret')).toBe(values.tokenSecret);
    const videoRoom = files.get('janus.plugin.videoroom.jcfg')!;
    expect(setting(videoRoom, 'string_ids')).toBe('true');
    expect(setting(videoRoom, 'admin_key')).toBe(roomAdminKey(values.tokenSecret));
    const ws = files.get('janus.transport.websockets.jcfg')!;
    expect([setting(ws, 'ws'), setting(ws, 'ws_port'), setting(ws, 'ws_ip'), setting(ws, 'wss'), setting(ws, 'admin_ws'), setting(ws, 'admin_wss')]).toEqual([
      'true',
      '18188',
      '127.0.0.1',
      'false',
      'false',
      'false',
    ]);
    for (const text of files.values()) expect(text).not.toMatch(/\$\{[A-Z_]+\}/);
  });

  it('loads VideoRoom and WebSockets only: every other plugin, transport, event handler and logger is disabled', () => {
    const core = renderJanusConfig(values).get('janus.jcfg')!;
    const plugins = disabled(core, 'plugins');
    const transports = disabled(core, 'transports');
    expect(plugins).not.toContain('libjanus_videoroom.so');
    expect(transports).not.toContain('libjanus_websockets.so');
    expect(plugins).toEqual(
      expect.arrayContaining([
        'libjanus_audiobridge.so',
        'libjanus_echotest.so',
        'libjanus_sip.so',
        'libjanus_streaming.so',
        'libjanus_textroom.so',
        'libjanus_videocall.so',
      ]),
    );
    expect(transports).toEqual(expect.arrayContaining(['libjanus_http.so', 'libjanus_pfunix.so']));
    // Against what the installed Janus ships, when it is installed.
    expect(shipped('plugins').filter((f) => f !== 'libjanus_videoroom.so' && !plugins.includes(f))).toEqual([]);
    expect(shipped('transports').filter((f) => f !== 'libjanus_websockets.so' && !transports.includes(f))).toEqual([]);
    expect(shipped('events').filter((f) => !disabled(core, 'events').includes(f))).toEqual([]);
    expect(shipped('loggers').filter((f) => !disabled(core, 'loggers').includes(f))).toEqual([]);
    expect(setting(core.slice(core.indexOf('events: {')), 'broadcast')).toBe('false');
  });

  it('refuses a value that would break out of its quotes', () => {
    expect(() => renderJanusConfig({ ...values, tokenSecret: 'evil"\nadmin_secret = "x' })).toThrow(/quotes/);
  });

  it('writes the files readable by their owner only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'helpwire-janus-conf-'));
    try {
      const config = writeJanusConfig(join(dir, 'conf'), values);
      expect(statSync(join(dir, 'conf')).mode & 0o777).toBe(0o700);
      for (const name of readdirSync(join(dir, 'conf'))) expect(statSync(join(dir, 'conf', name)).mode & 0o777).toBe(0o600);
      expect(config).toBe(join(dir, 'conf', 'janus.jcfg'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
