import { acceptedCall, endedCall } from '../../test/ended-call';
import { useCaseFixture } from '../../test/use-case-fixture';
import { addNote, getSummaryDraft, saveSummary } from './call-summary';

const f = useCaseFixture();

describe("the helper's notes and summary", () => {
  it('notes written during the call make the draft; the saved summary can be edited', async () => {
    const { helper, user, callId } = await acceptedCall(f);
    await addNote(f.deps, { callId, text: 'Restarted the router' }, helper.ctx);
    await f.tick(1000);
    const notes = await addNote(f.deps, { callId, text: '1. Forgot the network\n2. Joined again' }, helper.ctx);
    expect(notes.map((n) => n.text)).toEqual(['Restarted the router', '1. Forgot the network\n2. Joined again']);
    await expect(saveSummary(f.deps, { callId, summary: 'Too early', steps: [] }, helper.ctx)).rejects.toMatchObject({ reason: 'CALL_NOT_ENDED' });
    await expect(addNote(f.deps, { callId, text: 'mine' }, user.ctx)).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
    const draft = await getSummaryDraft(f.deps, { callId }, helper.ctx);
    expect(draft.draft).toEqual({ summary: 'Restarted the router', steps: ['Restarted the router', 'Forgot the network', 'Joined again'] });
    expect(draft.saved).toBeUndefined();
  });

  it('saves after the end, edits on a second save, and refuses the user, strangers and blanks', async () => {
    const { helper, user, callId } = await endedCall(f);
    const saved = await saveSummary(f.deps, { callId, summary: 'Wi-Fi fixed', steps: ['Restart router', 'Rejoin network'] }, helper.ctx);
    expect(saved).toMatchObject({ summary: 'Wi-Fi fixed', steps: ['Restart router', 'Rejoin network'] });
    await f.tick(1000);
    const edited = await saveSummary(f.deps, { callId, summary: 'Wi-Fi fixed for good', steps: ['Restart router'] }, helper.ctx);
    expect(edited.updatedAt.getTime()).toBeGreaterThan(saved.updatedAt.getTime());
    expect((await getSummaryDraft(f.deps, { callId }, helper.ctx)).saved).toMatchObject({ summary: 'Wi-Fi fixed for good', steps: ['Restart router'] });
    await expect(saveSummary(f.deps, { callId, summary: 'x', steps: [] }, user.ctx)).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
    await expect(getSummaryDraft(f.deps, { callId }, f.helper(f.category(), 1).ctx)).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
    await expect(saveSummary(f.deps, { callId, summary: ' ', steps: [] }, helper.ctx)).rejects.toMatchObject({ message: 'Please write a summary.' });
    await expect(addNote(f.deps, { callId, text: '' }, helper.ctx)).rejects.toMatchObject({ message: 'Please write a note.' });
  });
});
