import type { PolicyType } from '@helpwire/contracts';
import { Button, Card, ListSkeleton, LoadFailed } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { useSearchParams } from '@helpwire/libs/router';
import { useFormatDay } from '@helpwire/web-core';
import { FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_NAMESPACE } from '../../texts';
import { usePolicyHistories } from './policies-api';
import { PolicyVersionForm } from './PolicyVersionForm';
import { PolicyVersionList } from './PolicyVersionList';

import './policies.css';

const POLICY_TYPES: readonly PolicyType[] = ['privacy', 'terms'];

/**
 * The policies (issue 24, item 7; decision 0081): the chosen one's versions — in effect, scheduled,
 * past, withdrawn — and a new version written in English and Arabic. The chosen policy is in the URL
 * (?section=policies&policy=terms).
 */
export function PoliciesSection() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const day = useFormatDay();
  const [params, setParams] = useSearchParams();
  const type: PolicyType = params.get('policy') === 'terms' ? 'terms' : 'privacy';
  const histories = usePolicyHistories();
  const [writing, setWriting] = useState(false);
  const history = histories.data?.find((h) => h.type === type);
  const current = history?.versions.find((v) => v.status === 'IN_EFFECT');
  const policyName = t(`policies.names.${type}`);
  const choose = (next: PolicyType) => {
    setWriting(false);
    setParams({ section: 'policies', policy: next });
  };

  return (
    <section className="hw-admin-policies" aria-label={t('content.sections.policies')}>
      <div className="hw-admin-tabs" role="group" aria-label={t('policies.choose')}>
        {POLICY_TYPES.map((name) => (
          <button key={name} type="button" className="hw-admin-tab" aria-pressed={name === type} onClick={() => choose(name)}>
            {t(`policies.names.${name}`)}
          </button>
        ))}
      </div>
      {histories.isPending ? (
        <ListSkeleton label={t('policies.loading')} rows={3} height="6rem" />
      ) : histories.isError || !history ? (
        <LoadFailed text={t('policies.failed')} retryLabel={t('common.retry')} onRetry={() => void histories.refetch()} />
      ) : writing ? (
        <PolicyVersionForm key={type} type={type} policyName={policyName} current={current} onDone={() => setWriting(false)} />
      ) : (
        <>
          <Card className="hw-admin-policy-head">
            <div>
              <h2>{policyName}</h2>
              <p className="hw-admin-muted">
                {current ? t('policies.inEffectSince', { version: current.version, date: day(current.effectiveFrom) }) : t('policies.noneInEffect')}
              </p>
            </div>
            <Button onClick={() => setWriting(true)}>
              <FilePlus2 aria-hidden size={18} />
              {t('policies.write')}
            </Button>
          </Card>
          <PolicyVersionList versions={history.versions} policyName={policyName} />
        </>
      )}
    </section>
  );
}
