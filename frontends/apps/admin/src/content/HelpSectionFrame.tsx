import { Button, Card, EmptyState, ListSkeleton, LoadFailed } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { ADMIN_NAMESPACE } from '../texts';

/** One action of a row: its text, its name for a screen reader (with the item's title) and its icon. */
export interface HelpAction {
  text: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

/** A row of the FAQ or the tutorials: its title in the reader's language, what is known of it, and its actions. */
export function HelpItemRow({ title, meta, dimmed = false, actions }: { title: string; meta: ReactNode; dimmed?: boolean; actions: HelpAction[] }) {
  return (
    <li className="hw-admin-help-item" data-hidden={dimmed || undefined}>
      <div className="hw-admin-help-item__text">
        <p className="hw-admin-help-item__title" dir="auto">
          {title}
        </p>
        <p className="hw-admin-muted">{meta}</p>
      </div>
      <div className="hw-admin-actions">
        {actions.map((action) => (
          <Button key={action.text} variant="ghost" size="small" onClick={action.onClick} aria-label={action.label}>
            {action.icon}
            {action.text}
          </Button>
        ))}
      </div>
    </li>
  );
}

/**
 * A section of the Content page's help content: its title, what it holds and its "add" button,
 * then its list — or while it loads, its failure with a retry, or the empty state.
 */
export function HelpSectionFrame({
  id,
  title,
  intro,
  add,
  onAdd,
  state,
  texts,
  emptyIcon,
  children,
  dialogs,
}: {
  id: string;
  title: string;
  intro: string;
  add: string;
  onAdd: () => void;
  state: { isPending: boolean; isError: boolean; empty: boolean; retry: () => void };
  texts: { loading: string; failed: string; empty: string };
  emptyIcon: ReactNode;
  children: ReactNode;
  dialogs: ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <section className="hw-admin-help" aria-labelledby={id}>
      <div className="hw-admin-help__head">
        <div>
          <h2 id={id}>{title}</h2>
          <p className="hw-admin-muted">{intro}</p>
        </div>
        <Button onClick={onAdd}>
          <Plus aria-hidden size={18} />
          {add}
        </Button>
      </div>
      {state.isPending ? (
        <ListSkeleton label={texts.loading} rows={4} />
      ) : state.isError ? (
        <LoadFailed text={texts.failed} retryLabel={t('common.retry')} onRetry={state.retry} />
      ) : state.empty ? (
        <Card>
          <EmptyState icon={emptyIcon} title={texts.empty} />
        </Card>
      ) : (
        children
      )}
      {dialogs}
    </section>
  );
}
