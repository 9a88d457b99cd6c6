import { noteBody, summaryBody } from '@helpwire/contracts';
import type { afterCall } from '@helpwire/proto';
import type { CallContext } from '@helpwire/service-kit';
import { buildDraftSummary, type DraftLine } from '../domain/draft-summary';
import { addNote as insertNote, notesOf, saveSummary as upsertSummary, summaryOf } from '../store/after-call-store';
import type { NoteRow, SummaryRow } from '../store/schema';
import { endedPartyCall, partyCall, validated, type PartyCall } from './after-call-access';
import { callNotFound } from './call-access';
import type { CallDeps } from './deps';

/** Notes and the summary are the helper's: the call's user (and anyone else) gets "not found". */
function requireHelper(party: PartyCall): PartyCall {
  if (party.side !== 'HELPER') throw callNotFound();
  return party;
}

/** The call's helper adds a note, during the call or after it; answers every note of the call. */
export async function addNote(deps: CallDeps, request: afterCall.AddNoteRequest, ctx: CallContext): Promise<NoteRow[]> {
  const body = validated(noteBody, { callId: request.callId, note: request.text });
  const { call } = requireHelper(await partyCall(deps, body.callId, ctx));
  await insertNote(deps.db, call.id, body.note, deps.clock.now());
  return notesOf(deps.db, call.id);
}

/** What the draft is built from: the helper's notes (the call's chat joins here once it is kept). */
async function draftLines(deps: CallDeps, notes: NoteRow[]): Promise<DraftLine[]> {
  return notes.map((note) => ({ kind: 'NOTE', text: note.text, at: note.createdAt }));
}

/** The helper's notes, the saved summary (if any) and a draft built from the notes, to edit. */
export async function getSummaryDraft(
  deps: CallDeps,
  request: afterCall.GetSummaryDraftRequest,
  ctx: CallContext,
): Promise<{ notes: NoteRow[]; draft: { summary: string; steps: string[] }; saved: SummaryRow | undefined }> {
  const { call } = requireHelper(await partyCall(deps, request.callId, ctx));
  const notes = await notesOf(deps.db, call.id);
  return { notes, draft: buildDraftSummary(await draftLines(deps, notes)), saved: await summaryOf(deps.db, call.id) };
}

/** The helper saves the summary the user reads step by step, once the call ended; saving again edits it. */
export async function saveSummary(deps: CallDeps, request: afterCall.SaveSummaryRequest, ctx: CallContext): Promise<SummaryRow> {
  const body = validated(summaryBody, { callId: request.callId, summary: request.summary, steps: request.steps });
  const { call } = requireHelper(await endedPartyCall(deps, body.callId, ctx));
  return upsertSummary(deps.db, { callId: call.id, summary: body.summary, steps: body.steps, updatedAt: deps.clock.now() });
}
