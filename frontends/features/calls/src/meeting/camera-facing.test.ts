import { canSwitchCamera, otherFacing } from './camera-facing';

describe('front and back camera', () => {
  it('switches to the other side each time', () => {
    expect(otherFacing('user')).toBe('environment');
    expect(otherFacing('environment')).toBe('user');
  });

  it('is offered only with more than one camera', () => {
    const camera = (deviceId: string) => ({ kind: 'videoinput' as MediaDeviceKind, deviceId });
    expect(canSwitchCamera([camera('front')])).toBe(false);
    expect(canSwitchCamera([camera('front'), { kind: 'audioinput', deviceId: 'mic' }])).toBe(false);
    expect(canSwitchCamera([camera('front'), camera('back')])).toBe(true);
    expect(canSwitchCamera([camera('front'), camera('front')])).toBe(false);
  });
});
