import { type ReactNode, useSyncExternalStore } from 'react';
import { UiLanguageContext, uiLanguageOf, useLabels } from '../i18n/labels.ts';
import { Message } from '../ui/Status.tsx';
import styles from './Preview.module.css';
import {
  currentPreview,
  formatPreviewMoment,
  isPreviewRefused,
  subscribePreviewRefused,
} from './preview.ts';
import { previewLabels } from './preview-labels.ts';
import { useGuest } from './session.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';

const PreviewProblem = ({ reason }: { readonly reason: 'signIn' | 'badLink' }) => {
  const t = useLabels(previewLabels);
  const title = reason === 'signIn' ? t.signInTitle : t.badLinkTitle;
  useDocumentTitle(title);
  return (
    <main id="main" className="main">
      <div className="page">
        <Message
          title={title}
          hint={reason === 'signIn' ? t.signInHint : t.badLinkHint}
          action={
            reason === 'signIn' && (
              <a className="button" href="/#/login" target="_top">
                {t.signInAction}
              </a>
            )
          }
        />
      </div>
    </main>
  );
};

/**
 * Outside a preview, the app as it is. Inside one, the app only while the server accepts the
 * staff token; a wrong link or a refused read shows why instead, never the guest view at "now".
 */
export const PreviewGate = ({ children }: { readonly children: ReactNode }) => {
  const refused = useSyncExternalStore(subscribePreviewRefused, isPreviewRefused, () => false);
  const preview = currentPreview();
  if (preview.kind === 'none' || (preview.kind === 'preview' && !refused)) return children;
  return (
    <UiLanguageContext value={uiLanguageOf(preview.lang)}>
      <PreviewProblem reason={preview.kind === 'invalid' ? 'badLink' : 'signIn'} />
    </UiLanguageContext>
  );
};

/** "Vista previa: 25/11/2026 21:00 (Europe/Madrid)" above every page of a preview. */
export const PreviewBanner = () => {
  const { venue, lang } = useGuest();
  const t = useLabels(previewLabels);
  const preview = currentPreview();
  if (preview.kind !== 'preview') return null;
  const moment = formatPreviewMoment(preview.at, venue.TimeZone, lang);
  return (
    <div className={styles.banner} role="note" aria-label={t.banner}>
      <strong>
        {t.banner}: {moment} ({venue.TimeZone})
      </strong>
      <span className={styles.hint}>{t.bannerHint}</span>
    </div>
  );
};
