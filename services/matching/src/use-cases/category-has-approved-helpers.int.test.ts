import { auth } from '@helpwire/proto';
import { randomUUID } from 'node:crypto';
import { AuthEvents } from '@helpwire/service-kit';
import { useCaseFixture } from '../../test/use-case-fixture';
import { categoryHasApprovedHelpers } from './category-has-approved-helpers';

describe('categoryHasApprovedHelpers', () => {
  const f = useCaseFixture();

  it('is true once an approved helper chose the category, online or not, and false again when they are deleted', async () => {
    const c = `cat-${randomUUID().slice(0, 8)}`;
    await f.helper({ categories: [c], approved: false });
    expect(await categoryHasApprovedHelpers(f.deps, { categoryId: c })).toEqual({ hasApprovedHelpers: false });
    const id = await f.helper({ categories: [c], online: false, available: false });
    expect(await categoryHasApprovedHelpers(f.deps, { categoryId: c })).toEqual({ hasApprovedHelpers: true });
    await f.authEvent(AuthEvents.accountDeleted, { userId: id, role: auth.Role.ROLE_HELPER, erased: false });
    expect(await categoryHasApprovedHelpers(f.deps, { categoryId: c })).toEqual({ hasApprovedHelpers: false });
  });

  it('refuses an empty category', async () => {
    await expect(categoryHasApprovedHelpers(f.deps, { categoryId: ' ' })).rejects.toMatchObject({ reason: 'VALIDATION_FAILED' });
  });
});
