import { AdminActions, AuthEvents, ContentEvents, RealtimeDeliveries, type TypedEvent } from '@helpwire/service-kit';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

/** A full event subject in quotes: helpwire.<service>.<event> (gRPC names carry a .v1. and do not match). */
const QUOTED_SUBJECT = /['"`]helpwire\.[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*['"`]/g;

/**
 * Where a subject string may be written: the catalogue, the bus's own tests of subject matching, and
 * this test. Kit tests may define test events with defineEvent (never product code: see below).
 */
const ALLOWED = [
  /^services\/kit\/src\/events\/catalogue\//,
  /^tests\/lint\/event-subjects\.test\.ts$/,
  /^services\/kit\/src\/events\/(subject-match|in-process-event-bus|nats-event-bus)(\.int)?\.test\.ts$/,
];

/** The quoted subjects of a source text, comment lines left out. */
export function rawSubjects(source: string): string[] {
  return source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*\*)/.test(line) && !line.includes('defineEvent('))
    .flatMap((line) => line.match(QUOTED_SUBJECT) ?? []);
}

describe('event subjects are named once, in the kit catalogue', () => {
  it('no source file outside the catalogue writes a subject string (emit and consume take catalogue entries)', () => {
    const files = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'services', 'launcher', 'tests', 'scripts', 'frontends', 'bench'],
      { cwd: root },
    )
      .toString()
      .split('\n')
      .filter((f) => /\.(ts|tsx|mjs|js)$/.test(f) && !f.includes('/gen/') && !ALLOWED.some((a) => a.test(f)));
    const found = files.flatMap((f) => rawSubjects(readFileSync(join(root, f), 'utf8')).map((s) => `${f}: ${s}`));
    expect(found).toEqual([]);
    const definedOutside = files.filter(
      (f) => !/\.test\.ts$/.test(f) && f !== 'services/kit/src/events/typed-event.ts' && readFileSync(join(root, f), 'utf8').includes('defineEvent('),
    );
    expect(definedOutside).toEqual([]);
  });

  it('finds a raw subject in code and ignores it in comments and gRPC names', () => {
    expect(rawSubjects("await bus.publish({ subject: 'helpwire.auth.user_registered' });")).toEqual(["'helpwire.auth.user_registered'"]);
    expect(rawSubjects("/** helpwire.auth.user_registered */\nconst s = 'helpwire.auth.v1.AuthService';")).toEqual([]);
  });

  it('each catalogue entry has its own subject, under the service that publishes it', () => {
    const entries: [string, Record<string, TypedEvent<never>>][] = [
      ['auth', AuthEvents as never],
      ['content', ContentEvents as never],
    ];
    const subjects = entries.flatMap(([service, events]) =>
      Object.values(events).map((e) => {
        expect(e.service).toBe(service);
        return e.subject;
      }),
    );
    const deliveries = Object.entries(RealtimeDeliveries).map(([publisher, e]) => {
      // One realtime delivery per publishing service, under that service's own subject (its outbox).
      expect(e.subject).toBe(`helpwire.${publisher}.realtime_delivery`);
      expect(e.service).toBe(publisher);
      return e.subject;
    });
    const adminActions = Object.entries(AdminActions).map(([publisher, e]) => {
      // One admin-action subject per publishing service, under its own name (its outbox; decision 0065).
      expect(e.subject).toBe(`helpwire.${publisher}.admin_action`);
      expect(e.service).toBe(publisher);
      return e.subject;
    });
    const all = [...subjects, ...deliveries, ...adminActions];
    expect(new Set(all).size).toBe(all.length);
  });
});
