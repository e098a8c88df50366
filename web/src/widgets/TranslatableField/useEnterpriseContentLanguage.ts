import { useSession } from '../../app/session.tsx';
import { useContentLanguage } from './contentLanguage.tsx';

/** The content language to show for the session's enterprise: chosen in the editor, else its first. */
export const useEnterpriseContentLanguage = (): string =>
  useContentLanguage(useSession().enterprise.Languages);
