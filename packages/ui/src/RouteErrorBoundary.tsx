import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of a page that threw while loading or rendering. */
  fallback: (error: unknown) => ReactNode;
  /** The page's address: a new one clears the error, so the way out works without a reload. */
  resetKey: string;
  children: ReactNode;
}

/**
 * The sites' routers run in declarative mode (BrowserRouter and useRoutes: half the router's code of
 * a data router, decision 018), which has no `errorElement`; this boundary is that element.
 */
interface State {
  failed: boolean;
  error: unknown;
  /** The address the page failed at; null until the boundary has seen its props after the failure. */
  failedAt: string | null;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: undefined, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!state.failed) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    if (state.failedAt !== props.resetKey) return { failed: false, error: undefined, failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
