import { HistoryClock } from './history-clock';

describe('the history clock', () => {
  it('reads the system time until set, then the moment set moving on in real time, then the system time again', async () => {
    const clock = new HistoryClock();
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(5);
    const moment = new Date('2026-11-10T09:00:00Z');
    clock.set(moment);
    expect(Math.abs(clock.now().getTime() - moment.getTime())).toBeLessThan(5);
    clock.advance(14 * 60_000);
    expect(Math.abs(clock.now().getTime() - (moment.getTime() + 14 * 60_000))).toBeLessThan(5);
    clock.reset();
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(5);
  });

  it('runs a timer when its moment comes on this clock, not on the system one', async () => {
    const clock = new HistoryClock();
    clock.set(new Date('2026-11-10T09:00:00Z'));
    const fired: number[] = [];
    clock.at(new Date(clock.now().getTime() + 30), () => fired.push(1));
    const cancel = clock.at(new Date(clock.now().getTime() + 30), () => fired.push(2));
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(fired).toEqual([1]);
  });
});
