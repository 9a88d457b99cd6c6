import { calledFirst } from './start-registered-services';

describe('calledFirst', () => {
  it('starts a service after the services it calls, folder order otherwise', () => {
    const services = [
      { name: 'call', peers: ['gateway'] },
      { name: 'matching', peers: ['gateway', 'call'] },
      { name: 'notification', peers: ['gateway'] },
      { name: 'payment', peers: ['gateway', 'call'] },
    ];
    expect(calledFirst(services).map((s) => s.name)).toEqual(['matching', 'payment', 'call', 'notification']);
  });

  it('keeps every service once when two call each other', () => {
    const services = [
      { name: 'a', peers: ['b'] },
      { name: 'b', peers: ['a'] },
    ];
    expect(
      calledFirst(services)
        .map((s) => s.name)
        .sort(),
    ).toEqual(['a', 'b']);
  });
});
