import { ApiError, OfflineError } from '../api/client.ts';
import { Message } from '../ui/Status.tsx';
import { wordsOf } from './labels.ts';

/**
 * Whether a failed read is a page the guest cannot have offline: the service worker never kept
 * it, or (no worker yet) the browser is offline.
 */
export const isUnavailableOffline = (error: unknown): boolean =>
  error instanceof OfflineError ||
  (error instanceof ApiError && error.status === 0 && navigator.onLine === false);

/** In place of a page never opened before, offline: what happened and a way to try again. */
export const OfflineUnavailable = ({
  lang,
  onRetry,
  headingLevel,
}: {
  readonly lang: string | null;
  readonly onRetry: () => void;
  readonly headingLevel?: 1 | 2;
}) => {
  const words = wordsOf(lang);
  return (
    <Message
      title={words.unavailableTitle}
      hint={words.unavailableHint}
      headingLevel={headingLevel}
      action={
        <button type="button" className="button" onClick={onRetry}>
          {words.retry}
        </button>
      }
    />
  );
};
