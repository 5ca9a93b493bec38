import { Component, type ReactNode } from 'react';
import { logUnhandledError } from '../lib/telemetry';
import { CrashState } from './CrashState';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Named in the crash's log entry: the providers' boundary, or the routes' (RouteError). */
  source?: string;
  /** A new value (the routes' path) clears a caught error, so another page renders again. */
  resetKey?: string;
  /** Shown instead of the crash state (a part the page can do without), e.g. null. */
  fallback?: ReactNode;
}

/** Catches render errors of its children and shows the crash state (or the fallback given). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown; key?: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: { error: unknown; key?: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  // The crash state logs its error; a fallback does not, so the boundary does.
  override componentDidCatch(error: unknown) {
    if ('fallback' in this.props) logUnhandledError(error, this.props.source ?? 'ErrorBoundary');
  }

  override render() {
    if (this.state.error !== undefined && 'fallback' in this.props) return this.props.fallback;
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <CrashState error={this.state.error} source={this.props.source ?? 'ErrorBoundary'} />
    );
  }
}
