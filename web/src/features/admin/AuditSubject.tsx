import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { AuditEntry, AuditSubject as Subject } from './api.ts';

/** Where a subject is seen and changed in the back-office. */
const hrefOf = (subject: Subject, ws: number): string | null => {
  switch (subject.Kind) {
    case 'venue':
      return subject.ID === ws ? '/settings' : null;
    case 'menu':
      return subject.Name === null
        ? null
        : `/${subject.Common ? 'common-menus' : 'menus'}/${subject.ID}`;
    case 'order':
      return `/orders?order=${subject.ID}`;
    case 'user':
      return subject.Name === null ? null : '/users';
    case 'point':
      return subject.Name === null ? null : '/points';
  }
};

/**
 * An audit record's "about" cell: the venue, menu, order, user or point by the name staff know it
 * by, linked to where it is seen; one since deleted by its number; any other target as written.
 */
export const AuditSubject = ({ entry, ws }: { entry: AuditEntry; ws: number }) => {
  const { t } = useTranslation();
  const subject = entry.Subject;
  if (!subject) return <>{entry.Target}</>;
  const text =
    subject.Name === null
      ? t(`admin.audit.subject.${subject.Kind}Numbered`, { id: subject.ID })
      : t(`admin.audit.subject.${subject.Kind}`, { name: subject.Name, id: subject.ID });
  const href = hrefOf(subject, ws);
  return href ? (
    <Link component={RouterLink} to={href}>
      {text}
    </Link>
  ) : (
    text
  );
};
