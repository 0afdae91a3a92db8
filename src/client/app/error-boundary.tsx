import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (e.g. the location), a shown error is cleared: a new screen gets its chance. */
  resetKey?: string;
  /** The last-resort boundary around the whole app: the fallback gets page padding of its own. */
  fullPage?: boolean;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** Catches errors thrown while rendering or loading a screen (lazy chunks, data) and shows them. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Screen failed to render', error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.reset();
  }

  private readonly reset = () => this.setState({ error: null, hasError: false });

  override render() {
    if (!this.state.hasError) return this.props.children;
    const screen = <ErrorScreen error={this.state.error} onRetry={this.reset} />;
    return this.props.fullPage ? <div className="min-h-dvh px-4 sm:px-6">{screen}</div> : screen;
  }
}
