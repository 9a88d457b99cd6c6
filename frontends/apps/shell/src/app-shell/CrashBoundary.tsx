import { Component, type ReactNode } from 'react';
import { CrashPage } from './CrashPage';

/** The last line of defence: a render crash anywhere shows the "Page Crashed!" page. */
export class CrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('render crash', error);
  }

  override render() {
    return this.state.crashed ? <CrashPage /> : this.props.children;
  }
}
