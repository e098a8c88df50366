import { useEffect } from 'react';

/** The tab's title: the page, then the venue ("Cenas · Hotel Demo"). */
export const useDocumentTitle = (...parts: readonly (string | null | undefined)[]) => {
  const title = parts.filter((part) => part).join(' · ');
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
};
