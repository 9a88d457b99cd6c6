/** The devices a person picks in the hardware setup (spec §2: microphone, speakers, camera); '' is the default. */
export interface DeviceChoice {
  microphone: string;
  camera: string;
  speaker: string;
}

export const DEFAULT_DEVICES: DeviceChoice = { microphone: '', camera: '', speaker: '' };

export interface DeviceLists {
  microphones: MediaDeviceInfo[];
  cameras: MediaDeviceInfo[];
  speakers: MediaDeviceInfo[];
}

/** The devices by kind (their labels are known once the page may use the camera and microphone). */
export async function listDevices(): Promise<DeviceLists> {
  const devices = (await navigator.mediaDevices?.enumerateDevices?.()) ?? [];
  const real = devices.filter((d) => d.deviceId);
  return {
    microphones: real.filter((d) => d.kind === 'audioinput'),
    cameras: real.filter((d) => d.kind === 'videoinput'),
    speakers: real.filter((d) => d.kind === 'audiooutput'),
  };
}

/** The camera and microphone chosen (the defaults when none is), at up to 720p. */
export function openCameraAndMicrophone(choice: DeviceChoice): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    audio: choice.microphone ? { deviceId: { exact: choice.microphone } } : true,
    video: { ...(choice.camera ? { deviceId: { exact: choice.camera } } : {}), width: { ideal: 1280 }, height: { ideal: 720 } },
  });
}

/** Whether this browser can send the audio of a media element to a chosen speaker. */
export function canChooseSpeaker(): boolean {
  return typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;
}
