import { Button } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { toast, useFormatDay } from '@helpwire/web-core';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { failureText } from '../../DialogActions';
import { ADMIN_NAMESPACE } from '../../texts';
import { ReasonDialog } from '../../withdrawals/ReasonDialog';
import { useWithdrawPolicyVersion, type PolicyVersion } from './policies-api';

/** One version: its number, status, first day, what changed, and its texts to read (both languages). */
function VersionRow({ version, onWithdraw }: { version: PolicyVersion; onWithdraw: () => void }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const day = useFormatDay();
  const title = i18n.language === 'ar' ? version.title.ar : version.title.en;
  return (
    <li className="hw-card hw-admin-policy-version" data-status={version.status}>
      <div className="hw-admin-policy-version__head">
        <h3>{t('policies.versionNumber', { version: version.version })}</h3>
        <span className={`hw-admin-pill hw-admin-pill--policy-${version.status.toLowerCase()}`}>{t(`policies.status.${version.status}`)}</span>
      </div>
      <p className="hw-admin-muted">
        {t(version.status === 'SCHEDULED' ? 'policies.takesEffect' : 'policies.effectiveFrom', { date: day(version.effectiveFrom) })}
        {version.withdrawnAt && <> · {t('policies.withdrawnOn', { date: day(version.withdrawnAt.slice(0, 10)) })}</>}
      </p>
      <p className="hw-admin-policy-version__title" dir="auto">
        {title}
      </p>
      <p className="hw-admin-policy-version__summary">
        <span className="hw-admin-muted">{t('policies.whatChanged')}: </span>
        <span dir="auto">{version.summary}</span>
      </p>
      <details className="hw-admin-policy-version__texts">
        <summary>{t('policies.readTexts', { count: version.sections.length })}</summary>
        {(['en', 'ar'] as const).map((language) => (
          <div key={language} lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'} className="hw-admin-policy-version__language">
            <h4>{version.title[language]}</h4>
            {version.sections.map((section, index) => (
              <section key={index}>
                <h5>{section.heading[language]}</h5>
                <p>{section.body[language]}</p>
              </section>
            ))}
          </div>
        ))}
      </details>
      {version.status === 'SCHEDULED' && (
        <div className="hw-admin-actions">
          <Button variant="ghost" onClick={onWithdraw}>
            <Undo2 aria-hidden size={18} />
            {t('policies.withdraw.action')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** A policy's versions, newest first; a scheduled one can be withdrawn before its day, with a reason. */
export function PolicyVersionList({ versions, policyName }: { versions: PolicyVersion[]; policyName: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const day = useFormatDay();
  const withdraw = useWithdrawPolicyVersion();
  const [chosen, setChosen] = useState<PolicyVersion>();
  const [failure, setFailure] = useState<string>();
  const close = () => (setChosen(undefined), setFailure(undefined));
  const confirm = async (reason: string) => {
    if (!chosen) return;
    try {
      await withdraw.mutateAsync({ id: chosen.id, reason });
      toast.success(t('policies.withdraw.done', { version: chosen.version, name: policyName }));
      close();
    } catch (error) {
      setFailure(failureText(error));
    }
  };
  return (
    <>
      <ol className="hw-admin-policy-versions" aria-label={t('policies.versionsOf', { name: policyName })}>
        {versions.map((version) => (
          <VersionRow key={version.id} version={version} onWithdraw={() => setChosen(version)} />
        ))}
      </ol>
      {chosen && (
        <ReasonDialog
          title={t('policies.withdraw.title', { version: chosen.version, name: policyName })}
          label={t('content.reason.label')}
          hint={t('policies.withdraw.hint', { date: day(chosen.effectiveFrom) })}
          requiredText={t('content.reason.required')}
          confirm={t('policies.withdraw.confirm')}
          busy={withdraw.isPending}
          danger
          onConfirm={(reason) => void confirm(reason)}
          onClose={close}
          failure={failure}
        />
      )}
    </>
  );
}
