/**
 * The camera's first frame sent whole (decision 0095). A new video sender starts at the browser's
 * start bitrate (~300 kb/s, before any bandwidth estimate); for a 720p camera Chrome's encoder then
 * drops its first frames one by one, asking for a smaller picture each time, until it sends 320×180
 * (4 frames dropped: half a second at 8 frames a second, and the other side's first picture a blur
 * for seconds). Keeping the resolution for the first frame sends it whole, at once; the encoder then
 * adapts to the network as before ('balanced': the frame rate and the size).
 */

/** How often the sender is asked whether it encoded its first frame, and for how long at most. */
const CHECK_MS = 100;
const GIVE_UP_MS = 20_000;

type Preference = 'maintain-resolution' | 'balanced';

async function prefer(sender: RTCRtpSender, preference: Preference): Promise<void> {
  try {
    const parameters = sender.getParameters() as RTCRtpSendParameters & { degradationPreference?: Preference };
    parameters.degradationPreference = preference;
    await sender.setParameters(parameters);
  } catch {
    // A browser without the preference (or a sender already gone): the encoder's own start, as before.
  }
}

async function encodedAFrame(sender: RTCRtpSender): Promise<boolean> {
  try {
    let encoded = false;
    (await sender.getStats()).forEach((s: Record<string, unknown>) => {
      if (s.type === 'outbound-rtp' && Number(s.framesEncoded ?? 0) > 0) encoded = true;
    });
    return encoded;
  } catch {
    return true;
  }
}

/**
 * Sends the camera's first frame on `sender` at the camera's size; call before the sender takes the
 * camera's track (or before its connection is up). Once a frame was encoded (or after 20 s, or the
 * connection gone) the sender adapts as usual again. Resolves once the preference is set.
 */
export async function sendFirstFrameWhole(sender: RTCRtpSender, isGone: () => boolean = () => false): Promise<void> {
  await prefer(sender, 'maintain-resolution');
  const since = Date.now();
  const check = async () => {
    if (!isGone() && Date.now() - since < GIVE_UP_MS && !(await encodedAFrame(sender))) return void window.setTimeout(() => void check(), CHECK_MS);
    if (!isGone()) await prefer(sender, 'balanced');
  };
  window.setTimeout(() => void check(), CHECK_MS);
}
