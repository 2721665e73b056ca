// The place a lazily loaded map stands in: a box of the map's size until the map may load (when-shown.ts),
// while its code comes, and for good when that code cannot be had (offline before it was cached), so
// nothing below the map moves and the page around it works all along. React only, no `ol`: pages import
// this statically and their map (the `ol` chunk) lazily, as its child.
import { mapView } from '@callout/contracts/constants';
import { Component, type ReactNode, Suspense, useRef } from 'react';
import { useMapWhenShown } from './when-shown';

/** The map's code failed to load: the box says so, the page stays. */
class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The map could not be shown', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface MapPlaceProps {
  /** The map's class; the box has it too, with `{className}--empty`. */
  className: string;
  /** Said in the box until the map shows. */
  loading: string;
  /** Said in the box when the map cannot be shown. */
  unavailable: string;
  /** The map, lazily loaded: rendered only once it may load. */
  children: ReactNode;
}

export function MapPlace({ className, loading, unavailable, children }: MapPlaceProps) {
  const place = useRef<HTMLDivElement>(null);
  const shown = useMapWhenShown(place);
  const box = (text: string) => (
    <div ref={place} className={`${className} ${className}--empty`} style={{ height: mapView.heightPx }}>
      {text}
    </div>
  );
  return (
    <MapErrorBoundary fallback={box(unavailable)}>
      {shown ? <Suspense fallback={box(loading)}>{children}</Suspense> : box(loading)}
    </MapErrorBoundary>
  );
}
