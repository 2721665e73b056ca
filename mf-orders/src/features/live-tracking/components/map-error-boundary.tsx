import { Component, type ReactNode } from 'react';

/** The map chunk can fail to load (offline before it was cached): show words, keep the page. */
export class MapErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The live map could not be shown', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
