import type { CallSummary } from '@helpwire/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Button, TextAreaField, TextField } from '@helpwire/ui';
import { toast } from '@helpwire/web-core';
import { useAddNote, useSaveSummary, useSummaryDraft } from './after-call-api';
import { AFTER_CALL_NAMESPACE } from './texts';

const stepsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The helper's summary for the user (POST /notes/summary) and notes (POST /notes/create): the notes
 * so far, a way to add one, and the summary with its steps, first filled from the saved summary or
 * else the draft built from the notes; "Fill from my notes" takes the draft again.
 */
export function SummaryEditor({ callId }: { callId: string }) {
  const { t } = useTranslation(AFTER_CALL_NAMESPACE);
  const data = useSummaryDraft(callId);
  const addNote = useAddNote(callId);
  const save = useSaveSummary(callId);
  const [note, setNote] = useState('');
  const [summary, setSummary] = useState('');
  const [steps, setSteps] = useState('');
  const [filled, setFilled] = useState(false);
  const [problem, setProblem] = useState(false);

  const fill = (from: CallSummary) => {
    setSummary(from.summary);
    setSteps(from.steps.join('\n'));
  };
  useEffect(() => {
    if (data.data && !filled) {
      fill(data.data.saved ?? data.data.draft);
      setFilled(true);
    }
  }, [data.data, filled]);

  const submitNote = (event: FormEvent) => {
    event.preventDefault();
    if (note.trim()) addNote.mutate(note.trim(), { onSuccess: () => setNote('') });
  };
  const submitSummary = (event: FormEvent) => {
    event.preventDefault();
    setProblem(summary.trim() === '');
    if (summary.trim() === '') return;
    save.mutate({ summary: summary.trim(), steps: stepsOf(steps) }, { onSuccess: () => toast.success(t('summary.saved')) });
  };
  const notes = data.data?.notes ?? [];

  return (
    <section className="hw-after-section hw-summary-editor" aria-labelledby={`hw-summary-${callId}`}>
      <h3 id={`hw-summary-${callId}`}>{t('summary.title')}</h3>
      <p className="hw-after-muted">{t('summary.intro')}</p>
      <div className="hw-summary-editor__notes">
        <h4>{t('summary.notes')}</h4>
        {notes.length === 0 ? (
          <p className="hw-after-muted">{t('summary.noNotes')}</p>
        ) : (
          <ul>
            {notes.map((n) => (
              <li key={n.id}>{n.text}</li>
            ))}
          </ul>
        )}
        <form className="hw-summary-editor__add" onSubmit={submitNote}>
          <TextField
            label={t('summary.addNote')}
            placeholder={t('summary.notePlaceholder')}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <Button type="submit" variant="ghost" busy={addNote.isPending}>
            {t('summary.add')}
          </Button>
        </form>
      </div>
      <form onSubmit={submitSummary} noValidate>
        <TextAreaField
          label={t('summary.summary')}
          rows={2}
          maxLength={4000}
          value={summary}
          onChange={(e) => setSummary(e.target.value)}
          error={problem ? t('summary.summaryRequired') : undefined}
        />
        <TextAreaField label={t('summary.steps')} rows={4} value={steps} onChange={(e) => setSteps(e.target.value)} />
        <div className="hw-after-actions">
          <Button variant="ghost" onClick={() => data.data && fill(data.data.draft)} disabled={notes.length === 0}>
            {t('summary.useDraft')}
          </Button>
          <Button type="submit" variant="cta" busy={save.isPending}>
            {t('summary.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The summary as the user reads it: the text, then the steps numbered. */
export function SummaryShown({ summary }: { summary: CallSummary | null }) {
  const { t } = useTranslation(AFTER_CALL_NAMESPACE);
  if (!summary) return <p className="hw-after-muted">{t('summary.noSummary')}</p>;
  return (
    <div className="hw-summary-shown">
      <p>{summary.summary}</p>
      {summary.steps.length > 0 && (
        <ol aria-label={t('summary.stepByStep')}>
          {summary.steps.map((step, i) => (
            <li key={i}>{step}</li>
          ))}
        </ol>
      )}
    </div>
  );
}
