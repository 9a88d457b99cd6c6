/** What a one-click check of the microphone and camera found. */
export type DeviceCheckResult = 'working' | 'blocked' | 'missing' | 'failed';

/**
 * Asks the browser for the microphone and camera once (a person's click: the permission prompt,
 * when there is one, comes from it) and lets them go at once; answers what a call would get.
 */
export async function checkDevices(media: Pick<MediaDevices, 'getUserMedia'> | undefined = globalThis.navigator?.mediaDevices): Promise<DeviceCheckResult> {
  if (!media?.getUserMedia) return 'missing';
  try {
    const stream = await media.getUserMedia({ audio: true, video: true });
    for (const track of stream.getTracks()) track.stop();
    return 'working';
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NotAllowedError' || name === 'SecurityError') return 'blocked';
    if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
    return 'failed';
  }
}
