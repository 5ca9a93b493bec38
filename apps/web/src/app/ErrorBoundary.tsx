import { Component, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { CrashState } from './CrashState';

/** Catches render errors outside the router (providers) and shows the crash state. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <CrashState error={this.state.error} source="ErrorBoundary" />
    );
  }
}

/** The router's error element: render and loader errors of any route. */
export function RouteError() {
  return <CrashState error={useRouteError()} source="RouteError" />;
}
