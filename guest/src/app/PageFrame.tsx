import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { AllergenButton } from '../allergens/AllergenButton.tsx';
import { appLabels } from '../i18n/app-labels.ts';
import { useLabels } from '../i18n/labels.ts';
import { OfflineBanner } from '../offline/OfflineBanner.tsx';
import { Icon } from '../ui/icons.tsx';
import { Link } from '../ui/Link.tsx';
import { safeImageSrc } from '../ui/urls.ts';
import { LanguagePicker } from './LanguagePicker.tsx';
import { goBack, hrefOf } from './router.ts';
import { useGuest } from './session.ts';

/**
 * Every page of a venue: its header (back, logo and name, language, allergen filter) and the page
 * below it. On the home page the venue's name is the page's heading; elsewhere it links home.
 */
export const PageFrame = ({
  backHref,
  children,
  mainStyle,
  wide = false,
}: {
  /** Where "back" leads; null on the home page. */
  readonly backHref: string | null;
  readonly children: ReactNode;
  /** The menu's own content colours. */
  readonly mainStyle?: CSSProperties;
  /** A page with a side column (ordering's cart) gets the home page's width. */
  readonly wide?: boolean;
}) => {
  const { ws, venue } = useGuest();
  const t = useLabels(appLabels);
  const logo = safeImageSrc(venue.Logo);
  const isHome = backHref === null;
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    if (backHref) goBack(backHref);
  };
  return (
    <>
      <header className={isHome ? 'header header-home' : 'header'}>
        <div className={isHome ? 'header-inner header-inner-wide' : 'header-inner'}>
          {backHref && (
            <a className="icon-button" href={backHref} onClick={back}>
              <Icon name="back" />
              <span className="visually-hidden">{t.back}</span>
            </a>
          )}
          {logo && <img className="logo" src={logo} alt="" />}
          {isHome ? (
            <h1 className="venue-name">{venue.Name}</h1>
          ) : (
            <Link className="venue-name" href={hrefOf(ws, { page: 'home' })}>
              {venue.Name}
            </Link>
          )}
          <LanguagePicker />
          <AllergenButton compact={!isHome} />
        </div>
      </header>
      <main id="main" className="main" style={mainStyle}>
        <OfflineBanner />
        <div className={isHome || wide ? 'page page-wide' : 'page'}>{children}</div>
      </main>
    </>
  );
};
