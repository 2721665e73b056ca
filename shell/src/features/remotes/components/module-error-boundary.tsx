import { Component, type ReactNode } from 'react';
import { ModuleUnavailable } from './module-unavailable';

/** Catches a module page whose own lazy chunk fails after the contract loaded. */
export class ModuleErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A module page failed to render', error);
  }

  override render() {
    if (this.state.failed) {
      // React caches a failed lazy chunk, so only a reload fetches it again.
      return <ModuleUnavailable onRetry={() => window.location.reload()} />;
    }
    return this.props.children;
  }
}
