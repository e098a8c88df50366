import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from '../app/router.ts';

/**
 * A link inside the app: a real <a href> (opens in a new tab, reads as a link), moved to without
 * reloading the page on a plain click.
 */
export const Link = ({
  href,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { readonly href: string }) => {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={follow} {...rest} />;
};
