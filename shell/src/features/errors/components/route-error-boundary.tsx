// Catches what a page throws while rendering or loading its code, and shows the error page in its place.
// Moving to another address clears the error, so the rest of the app stays usable.
import { useLocation } from '@callout/router';
import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './route-error-page';

type Fallback = (error: unknown) => ReactNode;

interface Props {
  children: ReactNode;
  /** The address the error belongs to. */
  pathname: string;
  fallback: Fallback;
  onError?: ((error: unknown) => void) | undefined;
}

interface State {
  error: unknown;
  pathname: string;
  failed: boolean;
}

class Boundary extends Component<Props, State> {
  override state: State = { error: null, pathname: this.props.pathname, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname
      ? null
      : { error: null, failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown) {
    console.error('A page failed to render', error);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

const errorPage: Fallback = (error) => <RouteErrorPage error={error} />;

/** `fallback`: what shows instead of the page; the route error page unless the caller knows better. */
export function RouteErrorBoundary({
  children,
  fallback = errorPage,
  onError,
}: {
  children: ReactNode;
  fallback?: Fallback;
  /** Told of each error caught (a module's are reported with its version). */
  onError?: (error: unknown) => void;
}) {
  return (
    <Boundary pathname={useLocation().pathname} fallback={fallback} onError={onError}>
      {children}
    </Boundary>
  );
}
