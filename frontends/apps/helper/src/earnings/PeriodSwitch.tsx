import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@helpwire/contracts';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';

/** Daily, monthly or yearly (spec §2): a group of toggle buttons. */
export function PeriodSwitch({ period, onChange }: { period: AnalyticsPeriod; onChange: (period: AnalyticsPeriod) => void }) {
  const { t } = useTranslation(HELPER_NAMESPACE);
  return (
    <div className="hw-period" role="group" aria-label={t('earnings.period')}>
      {ANALYTICS_PERIODS.map((p) => (
        <button key={p} type="button" className="hw-period__option" aria-pressed={p === period} onClick={() => onChange(p)}>
          {t(`earnings.${p}`)}
        </button>
      ))}
    </div>
  );
}
