import { Button, Card, Skeleton } from '@helpwire/ui';
import { CloudOff } from 'lucide-react';
import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';

function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <section className="hw-container" style={{ paddingBlock: '3rem' }} data-testid="remote-fallback">
      <Card style={{ textAlign: 'center' }}>
        <CloudOff aria-hidden size={40} color="var(--hw-accent)" />
        <h1>{t('errors.remoteUnavailable')}</h1>
        <p>{t('errors.remoteUnavailableHint')}</p>
        <Button onClick={onRetry}>{t('common.retry')}</Button>
      </Card>
    </section>
  );
}

export function PageSkeleton() {
  const { t } = useTranslation('shell');
  return (
    <section className="hw-container" style={{ paddingBlock: '2rem', display: 'grid', gap: '1rem' }} aria-busy="true" aria-label={t('shell.loadingPage')}>
      <Skeleton width="60%" height="2.5rem" />
      <Skeleton height="1rem" />
      <Skeleton width="80%" height="1rem" />
      <Skeleton height="12rem" />
    </section>
  );
}

interface BoundaryProps {
  /** What failed (the path): another one is tried afresh. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

interface BoundaryState {
  failed: string | null;
}

/** Catches a remote that fails to load or render, so the header and footer keep working. */
class RemoteBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: '' };
  }

  override componentDidCatch(error: unknown) {
    console.error(`remote for ${this.props.resetKey} failed`, error);
    this.setState({ failed: this.props.resetKey });
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: null });
  };

  override render() {
    const { failed } = this.state;
    const showsFailure = failed === '' || (failed !== null && failed === this.props.resetKey);
    return showsFailure ? <RemoteFallback onRetry={this.retry} /> : this.props.children;
  }
}

/** Every remote page: error boundary + Suspense fallback around it. */
export function RemoteArea({ path, onRetry, children }: { path: string; onRetry: () => void; children: ReactNode }) {
  return (
    <RemoteBoundary resetKey={path} onRetry={onRetry}>
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
    </RemoteBoundary>
  );
}
