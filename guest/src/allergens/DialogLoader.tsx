import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';

type DialogProps = { readonly onClose: () => void };

// The dialog is a chunk of its own: most guests never open it, and the first load has a budget.
const load = () => import('./AllergenDialog.tsx');
const lazyDialog = () => lazy(() => load().then((m) => ({ default: m.AllergenDialog })));
/** Made anew after a failed download: React keeps a lazy component's failure for good. */
let Dialog: ComponentType<DialogProps> = lazyDialog();

/** Starts the download before the tap (pointer over or focus on the button). */
export const preloadAllergenDialog = () => void load().catch(() => undefined);

type BoundaryProps = { readonly children: ReactNode; readonly onFail: () => void };

/** A failed download (offline, a new deployment) must not take the page down with it. */
class LoadBoundary extends Component<BoundaryProps, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    Dialog = lazyDialog();
    this.props.onFail();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The filter dialog, downloaded on first use; `onFail` when it cannot be. */
export const LazyAllergenDialog = ({
  onClose,
  onFail,
}: DialogProps & { readonly onFail: () => void }) => (
  <LoadBoundary onFail={onFail}>
    <Suspense fallback={null}>
      <Dialog onClose={onClose} />
    </Suspense>
  </LoadBoundary>
);
