import { formatDuration } from './call-duration';

describe('formatDuration', () => {
  it('writes minutes and seconds, hours when there are', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3725.9)).toBe('1:02:05');
  });
});
