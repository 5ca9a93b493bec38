import { Component, type ReactNode } from 'react';
import { CrashState } from './CrashState';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Named in the crash's log entry: the providers' boundary, or the routes' (RouteError). */
  source?: string;
  /** A new value (the routes' path) clears a caught error, so another page renders again. */
  resetKey?: string;
}

/** Catches render errors of its children and shows the crash state. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown; key?: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: { error: unknown; key?: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <CrashState error={this.state.error} source={this.props.source ?? 'ErrorBoundary'} />
    );
  }
}
