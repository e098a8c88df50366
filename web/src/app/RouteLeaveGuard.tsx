import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useExternalHashGuard } from '../features/menu-editor/useExternalHashGuard.ts';
import { ConfirmDialog } from '../widgets/ConfirmDialog/ConfirmDialog.tsx';

export type LeaveTexts = {
  readonly title: string;
  readonly message: string;
  readonly leave: string;
  readonly stay: string;
};

/**
 * The router's blocker, registered only while there is something to lose: a blocker registered
 * on a clean screen makes the router warn at every typed address (a POP it did not create), and
 * blocks nothing there anyway; typed addresses are the hash guard's.
 */
const RouterBlocker = ({
  leaving,
  texts,
}: {
  readonly leaving: RefObject<boolean>;
  readonly texts: LeaveTexts;
}) => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={texts.title}
      message={texts.message}
      confirmLabel={texts.leave}
      cancelLabel={texts.stay}
      destructive
      onClose={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
};

/**
 * Leaving a screen with changes not saved asks first, whichever way: a link of the app, the
 * browser's Back, an address typed in the bar (caught before the router sees it), or closing the page.
 * `isDirty` is read at the moment of leaving; `dirty` decides whether to guard at all.
 */
export const RouteLeaveGuard = ({
  dirty,
  isDirty,
  texts,
}: {
  readonly dirty: boolean;
  readonly isDirty: () => boolean;
  readonly texts: LeaveTexts;
}) => {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const external = useExternalHashGuard(isDirty);
  return (
    <>
      {dirty && <RouterBlocker leaving={external.leaving} texts={texts} />}
      <ConfirmDialog
        open={external.pending}
        title={texts.title}
        message={texts.message}
        confirmLabel={texts.leave}
        cancelLabel={texts.stay}
        destructive
        onClose={external.stay}
        onConfirm={external.proceed}
      />
    </>
  );
};
