import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What a visitor would call this area, e.g. "Products". */
  label: string;
  onRetry: () => void;
  /** Extra help shown with the retry, e.g. another way to reach us. */
  fallback?: ReactNode;
  /** The server's HTML of this area (read when needed): kept, static, when its code cannot be loaded in the browser. */
  serverHtml?: () => string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a failure inside one remote's area: the rest of the page goes on working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.label}] failed to render`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    const serverHtml = this.props.serverHtml?.();
    if (serverHtml) return <div className="sf-remote-section" dangerouslySetInnerHTML={{ __html: serverHtml }} />;
    return (
      <div role="alert" className="sf-remote-fallback">
        <p>{this.props.label}: this section could not be loaded.</p>
        {this.props.fallback}
        <button type="button" onClick={this.props.onRetry}>
          Try again
        </button>
      </div>
    );
  }
}
