import { janusServerUrl } from './janus-client';
import { streamRole, worseState } from './janus-streams';

describe("the Janus client's pure parts", () => {
  it("resolves a path on the page's origin to its WebSocket URL, and keeps a ws(s):// URL as it is", () => {
    expect(janusServerUrl('/janus', 'http://127.0.0.1:8080/service-categories?x=1')).toBe('ws://127.0.0.1:8080/janus');
    expect(janusServerUrl('/janus', 'https://helpwire.example/helper/dashboard')).toBe('wss://helpwire.example/janus');
    expect(janusServerUrl('wss://media.helpwire.example/ws', 'https://helpwire.example/')).toBe('wss://media.helpwire.example/ws');
  });

  it('shows the weaker of the two connections (publisher, subscription)', () => {
    expect(worseState('connected', 'connected')).toBe('connected');
    expect(worseState('connected', 'failed')).toBe('failed');
    expect(worseState('disconnected', 'connected')).toBe('disconnected');
    expect(worseState('connecting', 'new')).toBe('new');
    expect(worseState('closed', 'connected')).toBe('connected');
  });

  it("tells the other side's microphone, camera and screen apart: by the description, else the first video is the camera", () => {
    const cameraMid = () => '1';
    expect(streamRole({ mid: '0', type: 'audio', feed_id: 'f', feed_mid: '0' }, cameraMid)).toBe('audio');
    expect(streamRole({ mid: '1', type: 'video', feed_id: 'f', feed_mid: '1', feed_description: 'camera' }, cameraMid)).toBe('camera');
    expect(streamRole({ mid: '2', type: 'video', feed_id: 'f', feed_mid: '2', feed_description: 'screen' }, cameraMid)).toBe('screen');
    expect(streamRole({ mid: '2', type: 'video', feed_id: 'f', feed_mid: '2' }, cameraMid)).toBe('screen');
    expect(streamRole({ mid: '1', type: 'video', feed_id: 'f', feed_mid: '1' }, cameraMid)).toBe('camera');
    expect(streamRole({ mid: '5', type: 'video', feed_id: 'g', feed_mid: '3' }, () => undefined)).toBe('camera');
  });
});
