import { Component, type ReactNode } from 'react';

type Props = {
  readonly children: ReactNode;
  /** Shown instead of the view once it has thrown. */
  readonly fallback: ReactNode;
  /** A new value (new data for the block) tries the view again. */
  readonly resetKey: unknown;
};
type State = { readonly failed: boolean; readonly resetKey: unknown };

/** Around each block: a view that throws turns into a small card, and the page stays. */
export class ViewBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
