import { Component, Suspense, type ReactNode } from 'react';

/**
 * Keeps a broken layer out of the page: it logs and draws nothing (the page, header and footer keep
 * working; the layer simply does not show until the next load). A lazy layer draws nothing while it loads.
 */
export class SilentBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`the ${this.props.name} failed`, error);
  }

  override render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
