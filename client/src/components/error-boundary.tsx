import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClassName } from './ui/button';

interface Props {
  children: ReactNode;
  /** Reset the boundary when this changes (e.g. the current path), so navigating away recovers. */
  resetKey?: string;
}

interface State {
  error: Error | null;
}

/**
 * Catches render errors and failed lazy-chunk loads so one broken page never blanks the whole app.
 * React still logs the error to the console; there is no remote error reporting yet.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(prevProps: Props): void {
    if (this.state.error && prevProps.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div
        role="alert"
        className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-3 px-6 text-center"
      >
        <h1 className="text-2xl font-semibold">Something went wrong</h1>
        <p className="text-slate-600">This page could not be displayed. Reloading usually fixes it.</p>
        <div className="mt-2 flex gap-2">
          <button type="button" className={buttonClassName('default')} onClick={() => window.location.reload()}>
            Reload page
          </button>
          <a href="/" className={buttonClassName('outline')}>
            Go to home
          </a>
        </div>
      </div>
    );
  }
}
