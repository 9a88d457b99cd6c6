import type { CallFlag } from '@helpwire/contracts';
import { Flag } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Button, TextAreaField } from '@helpwire/ui';
import { toast } from '@helpwire/web-core';
import { useFlag, type CallSide } from './after-call-api';
import { AFTER_CALL_NAMESPACE } from './texts';

/** Report the other side (/users/flag, /helpers/flag) with a reason; a raised report can be withdrawn (update-flag). */
export function FlagForm({ side, callId, existing }: { side: CallSide; callId: string; existing: CallFlag | null }) {
  const { t } = useTranslation(AFTER_CALL_NAMESPACE);
  const flag = useFlag(side);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState(false);
  const stored = flag.data ?? existing;

  if (stored?.isFlagged) {
    return (
      <section className="hw-after-section hw-flag">
        <p role="status">
          <Flag aria-hidden size={16} /> {t('flag.flagged', { reason: stored.reason })}
        </p>
        <Button
          variant="ghost"
          size="small"
          busy={flag.isPending}
          onClick={() => flag.mutate({ callId, isFlagged: false }, { onSuccess: () => toast.success(t('flag.withdrawn')) })}
        >
          {t('flag.withdraw')}
        </Button>
      </section>
    );
  }
  if (stored || !open) {
    return (
      <section className="hw-after-section hw-flag">
        <Button variant="ghost" size="small" onClick={() => setOpen(true)} disabled={Boolean(stored)}>
          <Flag aria-hidden size={16} />
          {t('flag.open')}
        </Button>
      </section>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(reason.trim() === '');
    if (reason.trim() === '') return;
    flag.mutate({ callId, reason: reason.trim() }, { onSuccess: () => toast.success(t('flag.sent')) });
  };
  return (
    <form className="hw-after-section hw-flag" onSubmit={submit} noValidate>
      <TextAreaField
        label={t('flag.reason')}
        rows={2}
        maxLength={1000}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={problem ? t('flag.reasonRequired') : undefined}
      />
      <Button type="submit" variant="primary" size="small" busy={flag.isPending}>
        {t('flag.submit')}
      </Button>
    </form>
  );
}
