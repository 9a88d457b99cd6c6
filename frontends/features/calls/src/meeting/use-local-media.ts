import { useEffect, useState } from 'react';
import { listDevices, openCameraAndMicrophone, type DeviceChoice, type DeviceLists } from './media-devices';

export type LocalMedia = { status: 'opening' } | { status: 'ready'; stream: MediaStream } | { status: 'failed'; reason: 'denied' | 'missing' | 'other' };

const NO_DEVICES: DeviceLists = { microphones: [], cameras: [], speakers: [] };

function reasonOf(error: unknown): 'denied' | 'missing' | 'other' {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'other';
}

/**
 * The camera and microphone of the hardware setup: opened for the choice, opened again when it
 * changes (the previous tracks stopped), and the device lists (labelled once permission is given).
 * `attempt` opens them again (Try again). `keep` hands the stream over (to the call) instead of stopping it when the setup ends.
 */
export function useLocalMedia(choice: DeviceChoice, keep: { current: MediaStream | null }, attempt = 0): { media: LocalMedia; devices: DeviceLists } {
  const [media, setMedia] = useState<LocalMedia>({ status: 'opening' });
  const [devices, setDevices] = useState<DeviceLists>(NO_DEVICES);
  useEffect(() => {
    let stream: MediaStream | null = null;
    let gone = false;
    setMedia({ status: 'opening' });
    openCameraAndMicrophone(choice)
      .then(async (opened) => {
        if (gone) return opened.getTracks().forEach((t) => t.stop());
        stream = opened;
        setMedia({ status: 'ready', stream: opened });
        setDevices(await listDevices());
      })
      .catch((error: unknown) => {
        if (gone) return;
        setMedia({ status: 'failed', reason: reasonOf(error) });
        void listDevices().then(setDevices);
      });
    return () => {
      gone = true;
      if (stream && keep.current !== stream) stream.getTracks().forEach((t) => t.stop());
    };
  }, [choice.microphone, choice.camera, keep, attempt]);
  return { media, devices };
}
