import type { ReactNode } from 'react';
import { Card } from './Card';
import { ListSkeleton, LoadFailed } from './ListStates';

/** What a panel shows of the one request it reads. */
export interface PanelState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface PanelTexts {
  /** Announced while it loads ("Loading This month"). */
  loading: string;
  /** Said when its request failed ("This month could not be loaded."). */
  failed: string;
  retry: string;
}

/**
 * One panel of a home: its title (and an action beside it), skeleton rows while its one request is
 * on its way, a sentence and a retry of its own when that request fails (the other panels are not
 * touched), else its content in a card.
 */
export function Panel({
  id,
  title,
  action,
  state,
  texts,
  rows = 3,
  className,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  state: PanelState;
  texts: PanelTexts;
  rows?: number;
  className?: string;
  children: () => ReactNode;
}) {
  return (
    <section className={['hw-panel', className].filter(Boolean).join(' ')} aria-labelledby={`hw-panel-${id}`} data-panel={id}>
      <header className="hw-panel__head">
        <h2 id={`hw-panel-${id}`}>{title}</h2>
        {action}
      </header>
      {state.isPending ? (
        <ListSkeleton label={texts.loading} rows={rows} height="2.75rem" />
      ) : state.isError ? (
        <LoadFailed text={texts.failed} retryLabel={texts.retry} onRetry={() => void state.refetch()} />
      ) : (
        <Card className="hw-panel__body">{children()}</Card>
      )}
    </section>
  );
}
