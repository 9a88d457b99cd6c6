import { ADMIN_ACTIONS, AUDIT_OBJECT_TYPES } from '@helpwire/contracts';
import { Button, Card, EmptyState, ListSkeleton, LoadFailed, Pager, TextField } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { useSearchParams } from '@helpwire/libs/router';
import { ApiError, errorText } from '@helpwire/web-core';
import { ScrollText, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { SelectField } from '../SelectField';
import { ADMIN_NAMESPACE } from '../texts';
import { useAuditLog } from './audit-api';
import { AuditEntryCard } from './AuditEntryCard';
import { FILTER_FIELDS, filterProblems, filtersOf, NO_FILTERS, searchOf, type AuditFilterField, type AuditFilters } from './audit-filters';
import '../admin.css';
import './audit.css';

/**
 * /admin/audit (issue 24, decision 0065): the audit log of admin actions, newest first, paged,
 * searched by action, object, admin and days. Read only: nothing here changes an entry. The search
 * and the page are in the address, so a link shares the same view.
 */
export default function AuditPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const applied = filtersOf(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState<AuditFilters>(applied);
  const [problems, setProblems] = useState<Partial<Record<AuditFilterField, true>>>({});
  const appliedProblems = filterProblems(applied);
  const log = useAuditLog(searchOf(Object.keys(appliedProblems).length ? NO_FILTERS : applied, page));

  const show = (filters: AuditFilters, nextPage = 1) => {
    const search = new URLSearchParams();
    for (const field of FILTER_FIELDS) if (filters[field]) search.set(field, filters[field]);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(FILTER_FIELDS.map((field) => [field, draft[field].trim()])) as unknown as AuditFilters;
    const found = filterProblems(trimmed);
    setProblems(found);
    if (Object.keys(found).length) return;
    show(trimmed);
  };
  const set = (field: AuditFilterField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const text = (field: AuditFilterField) => ({
    name: field,
    value: draft[field],
    error: problems[field] ? t(`audit.errors.${field}`) : undefined,
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  });
  const filtered = FILTER_FIELDS.some((field) => applied[field]);
  const failure = log.error instanceof ApiError && log.error.status === 400 ? errorText({ code: log.error.code, message: log.error.message }) : undefined;

  return (
    <div className="hw-container hw-admin-page">
      <header className="hw-admin-page__head">
        <h1>{t('pages.audit')}</h1>
        <p className="hw-admin-muted">{t('audit.intro')}</p>
      </header>
      <Card className="hw-admin-audit-search">
        <form role="search" aria-label={t('audit.searchLabel')} noValidate onSubmit={submit}>
          <div className="hw-admin-audit-search__fields">
            <SelectField
              label={t('audit.filters.action')}
              name="action"
              value={draft.action}
              onChange={set('action')}
              options={[['', t('audit.filters.anyAction')], ...ADMIN_ACTIONS.map((action): [string, string] => [action, t(`audit.actions.${action}`)])]}
            />
            <SelectField
              label={t('audit.filters.objectType')}
              name="objectType"
              value={draft.objectType}
              onChange={set('objectType')}
              options={[['', t('audit.filters.anyObject')], ...AUDIT_OBJECT_TYPES.map((type): [string, string] => [type, t(`audit.objectTypes.${type}`)])]}
            />
            <TextField {...text('objectId')} label={t('audit.filters.objectId')} dir="ltr" autoComplete="off" />
            <TextField {...text('actorId')} label={t('audit.filters.actorId')} dir="ltr" autoComplete="off" />
            <TextField {...text('from')} label={t('audit.filters.from')} type="date" />
            <TextField {...text('to')} label={t('audit.filters.to')} type="date" />
          </div>
          <div className="hw-admin-actions">
            <Button type="submit">
              <Search aria-hidden size={18} />
              {t('audit.search')}
            </Button>
            {filtered && (
              <Button
                variant="ghost"
                onClick={() => {
                  setDraft(NO_FILTERS);
                  setProblems({});
                  show(NO_FILTERS);
                }}
              >
                {t('audit.clear')}
              </Button>
            )}
          </div>
        </form>
      </Card>
      <section className="hw-admin-entries" aria-label={t('audit.resultsLabel')} aria-busy={log.isFetching || undefined}>
        {log.isPending ? (
          <ListSkeleton label={t('audit.loading')} rows={3} height="10rem" />
        ) : log.isError ? (
          <LoadFailed text={failure ?? t('audit.failed')} retryLabel={t('common.retry')} onRetry={() => void log.refetch()} />
        ) : log.data.entries.length === 0 ? (
          <Card>
            <EmptyState icon={<ScrollText aria-hidden size={32} />} title={t(filtered ? 'audit.noMatch' : 'audit.empty')} />
          </Card>
        ) : (
          <>
            <p className="hw-admin-queue__count" role="status">
              {t(filtered ? 'audit.countMatching' : 'audit.count', { count: log.data.meta.total })}
            </p>
            {log.data.entries.map((entry) => (
              <AuditEntryCard
                key={entry.id}
                entry={entry}
                onObject={(objectType, objectId) => {
                  const next = { ...NO_FILTERS, objectType, objectId };
                  setDraft(next);
                  show(next);
                }}
              />
            ))}
            <Pager
              page={page}
              lastPage={log.data.meta.lastPage}
              onPage={(next) => show(applied, next)}
              labels={{
                previous: t('support.pager.previous'),
                next: t('support.pager.next'),
                page: t('support.pager.page', { page, lastPage: log.data.meta.lastPage }),
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}
