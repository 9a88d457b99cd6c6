import { NotificationKind, Platform } from '../gen/helpwire/notification/v1/notification';
import { notificationKindNames, platformNames, sortOrderNames } from './notification-names';

describe('notification enum names', () => {
  it('names every NotificationKind value once and comes back from the name', () => {
    const values = Object.values(NotificationKind).filter((v): v is number => typeof v === 'number' && v > 0);
    const names = values.map((v) => notificationKindNames.nameOf(v));
    expect(new Set(names).size).toBe(values.length);
    expect(names.map((name) => notificationKindNames.toProto(name))).toEqual(values);
    expect(notificationKindNames.fromProto(NotificationKind.NOTIFICATION_KIND_UNSPECIFIED)).toBeUndefined();
  });

  it('reads sortBy as the spec spells it', () => {
    expect(sortOrderNames.names).toEqual(['asc', 'desc']);
  });

  it('names the platforms as the contracts do (spec §3: WEB), UNSPECIFIED as none', () => {
    expect(platformNames.names).toEqual(['WEB']);
    expect(platformNames.fromProto(Platform.PLATFORM_WEB)).toBe('WEB');
    expect(platformNames.fromProto(Platform.PLATFORM_UNSPECIFIED)).toBeUndefined();
  });
});
