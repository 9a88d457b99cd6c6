import { Button, Card, Skeleton } from '@helpwire/ui';
import { CloudOff } from 'lucide-react';
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { loadRemoteRoutes, type RemoteName } from './remote-registry';

const lazyRemotes = new Map<RemoteName, ComponentType>();

function remoteComponent(name: RemoteName): ComponentType {
  let component = lazyRemotes.get(name);
  if (!component) {
    component = lazy(() => loadRemoteRoutes(name));
    lazyRemotes.set(name, component);
  }
  return component;
}

function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
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
  const { t } = useTranslation();
  return (
    <section className="hw-container" style={{ paddingBlock: '2rem', display: 'grid', gap: '1rem' }} aria-busy="true" aria-label={t('shell.loadingPage')}>
      <Skeleton width="60%" height="2.5rem" />
      <Skeleton height="1rem" />
      <Skeleton width="80%" height="1rem" />
      <Skeleton height="12rem" />
    </section>
  );
}

interface BoundaryState {
  failed: boolean;
}

/** Catches a remote that fails to load or render, so the header and footer keep working. */
class RemoteBoundary extends Component<{ name: RemoteName; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`remote ${this.props.name} failed`, error);
  }

  retry = () => {
    lazyRemotes.delete(this.props.name);
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? <RemoteFallback onRetry={this.retry} /> : this.props.children;
  }
}

/** One remote area: error boundary + Suspense fallback around the remote's routes. */
export function RemoteArea({ name }: { name: RemoteName }) {
  const Remote = remoteComponent(name);
  return (
    <RemoteBoundary name={name}>
      <Suspense fallback={<PageSkeleton />}>
        <Remote />
      </Suspense>
    </RemoteBoundary>
  );
}
