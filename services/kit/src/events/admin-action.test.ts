import { AUDIT_REASON_MAX_LENGTH } from '@helpwire/contracts';
import { actorOf, adminAction, commandLineActor } from './admin-action';
import { AdminActions } from './catalogue/audit';

describe('adminAction: the message of an audit entry (decision 0065)', () => {
  const admin = actorOf({ identity: { userId: '3f0c2f5e-8a4b-4c4e-9a51-0f6f2d9c1a11', requestId: 'req-1' } });

  it('names who, what, the object (its type from the action), before, after, the reason and the request', () => {
    expect(
      adminAction(admin, {
        action: 'withdrawal.reject',
        objectId: 'w-1',
        before: { status: 'IN_REVIEW' },
        after: { status: 'REJECTED', amountCents: 2500 },
        reason: '  Name does not match  ',
      }),
    ).toEqual({
      actorId: '3f0c2f5e-8a4b-4c4e-9a51-0f6f2d9c1a11',
      action: 'withdrawal.reject',
      objectType: 'withdrawal',
      objectId: 'w-1',
      beforeJson: '{"status":"IN_REVIEW"}',
      afterJson: '{"status":"REJECTED","amountCents":2500}',
      reason: 'Name does not match',
      requestId: 'req-1',
    });
  });

  it("leaves out what is not there: the command line's account, a creation's before, an empty reason", () => {
    const cli = commandLineActor();
    expect(cli.requestId).toMatch(/^cli-[0-9a-f-]{36}$/);
    expect(adminAction(cli, { action: 'admin.create', objectId: 'a-1', after: { admin: true }, reason: ' ' })).toMatchObject({
      actorId: undefined,
      objectType: 'admin',
      beforeJson: undefined,
      reason: undefined,
    });
  });

  it('bounds the reason, and refuses an unknown action or a state that is no small object (a programming error)', () => {
    expect(adminAction(admin, { action: 'helper.reject', objectId: 'h', reason: 'x'.repeat(5000) }).reason).toHaveLength(AUDIT_REASON_MAX_LENGTH);
    expect(() => adminAction(admin, { action: 'helper.delete' as never, objectId: 'h' })).toThrow(/not an admin action/);
    expect(() => adminAction(admin, { action: 'helper.approve', objectId: 'h', after: { notes: 'x'.repeat(5000) } })).toThrow(/over 4096 bytes/);
  });

  it('encodes and decodes through the catalogue entry of every publisher', () => {
    const message = {
      ...adminAction(admin, { action: 'dispute.review', objectId: 'd-1', before: { status: 'PENDING' } }),
      eventId: 'e-1',
      occurredAt: new Date(0),
    };
    for (const event of Object.values(AdminActions)) expect(event.codec.decode(event.codec.encode(message).finish())).toEqual(message);
  });
});
