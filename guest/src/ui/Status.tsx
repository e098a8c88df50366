import type { ReactNode } from 'react';
import { appLabels } from '../i18n/app-labels.ts';
import { useLabels } from '../i18n/labels.ts';

/** While a page's data is on its way: announced once, drawn as a quiet placeholder. */
export const Loading = () => {
  const t = useLabels(appLabels);
  return (
    <div className="status" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t.loading}</span>
    </div>
  );
};

/** A full message in place of a page: what happened, what to do, and an action. */
export const Message = ({
  title,
  hint,
  action,
  headingLevel = 1,
}: {
  readonly title: string;
  readonly hint?: string;
  readonly action?: ReactNode;
  readonly headingLevel?: 1 | 2;
}) => {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="message">
      <Heading className="message-title">{title}</Heading>
      {hint && <p>{hint}</p>}
      {action}
    </div>
  );
};

/** The server could not be reached or failed: say so and offer to try again. */
export const LoadFailed = ({ onRetry }: { readonly onRetry: () => void }) => {
  const t = useLabels(appLabels);
  return (
    <div className="message" role="alert">
      <p>{t.loadFailed}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t.retry}
      </button>
    </div>
  );
};
