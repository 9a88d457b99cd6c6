import type { JanusJS } from 'janus-gateway';

let loaded: Promise<typeof JanusJS.Janus> | null = null;

/**
 * janus.js and the WebRTC adapter it expects, loaded (and Janus.init run) once: the meeting screen
 * asks for them while the person checks their camera, so joining does not wait for the download.
 */
export function loadJanus(): Promise<typeof JanusJS.Janus> {
  loaded ??= Promise.all([import('janus-gateway'), import('webrtc-adapter')]).then(
    ([{ default: JanusClass }, { default: adapter }]) =>
      new Promise((resolve) =>
        JanusClass.init({ debug: false, dependencies: JanusClass.useDefaultDependencies({ adapter }), callback: () => resolve(JanusClass) }),
      ),
  );
  return loaded;
}

/** The WebSocket URL of `url`: a path is taken on this page's origin (ws: beside http:, wss: beside https:). */
export function janusServerUrl(url: string, page: string): string {
  const resolved = new URL(url, page);
  if (resolved.protocol === 'http:') resolved.protocol = 'ws:';
  if (resolved.protocol === 'https:') resolved.protocol = 'wss:';
  return resolved.toString();
}
