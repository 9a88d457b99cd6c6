import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mjrTracksIn, parseMjrName } from './mjr-files';

describe('Janus recording file names', () => {
  it('reads the publisher, the kind and the start time of VideoRoom tracks', () => {
    expect(parseMjrName('videoroom-HW-ABC-user-8812-1764012345678901-video-1.mjr')).toEqual({
      publisher: 'videoroom-HW-ABC-user-8812',
      kind: 'video',
      startedAtMicros: 1764012345678901,
    });
    expect(parseMjrName('videoroom-HW-ABC-user-8812-1764012345678901-audio-0.mjr')).toMatchObject({ kind: 'audio' });
    expect(parseMjrName('videoroom-HW-ABC-user-8812-1764012345678901-audio.mjr')).toMatchObject({ kind: 'audio' });
    expect(parseMjrName('videoroom-HW-ABC-user-8812-1764012345678901-data-2.mjr')).toBeUndefined();
    expect(parseMjrName('notes.txt')).toBeUndefined();
  });

  it('lists a folder oldest first, and a missing folder as empty', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'helpwire-mjr-'));
    try {
      await writeFile(join(dir, 'videoroom-R-user-2-1764000000000200-video-1.mjr'), '');
      await writeFile(join(dir, 'videoroom-R-user-1-1764000000000100-audio-0.mjr'), '');
      await writeFile(join(dir, 'readme'), '');
      expect((await mjrTracksIn(dir)).map((track) => track.publisher)).toEqual(['videoroom-R-user-1', 'videoroom-R-user-2']);
      expect(await mjrTracksIn(join(dir, 'absent'))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
