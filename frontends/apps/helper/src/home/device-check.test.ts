import { checkDevices } from './device-check';

const failing = (name: string) => ({ getUserMedia: () => Promise.reject(Object.assign(new Error(name), { name })) });

describe('checkDevices', () => {
  it('answers working and lets the tracks go at once', async () => {
    const stop = jest.fn();
    const media = { getUserMedia: async () => ({ getTracks: () => [{ stop }, { stop }] }) as unknown as MediaStream };
    await expect(checkDevices(media)).resolves.toBe('working');
    expect(stop).toHaveBeenCalledTimes(2);
  });

  it('tells a refused permission from a missing device and from anything else', async () => {
    await expect(checkDevices(failing('NotAllowedError'))).resolves.toBe('blocked');
    await expect(checkDevices(failing('NotFoundError'))).resolves.toBe('missing');
    await expect(checkDevices(failing('NotReadableError'))).resolves.toBe('failed');
    await expect(checkDevices(undefined)).resolves.toBe('missing');
  });
});
