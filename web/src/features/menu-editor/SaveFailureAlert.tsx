import { displayPosition } from '@carta/domain';
import { contentIssues } from '@carta/domain/menu-editing';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { typeDisplay } from '../../blocks/typeInfo.ts';
import { cardDomId } from './cardDomId.ts';
import { useMenuEditorStore } from './store.ts';

/**
 * A save the server refused with named fields (400): each refused block by its type and position,
 * with a link to it, so the user knows what to fix; the draft is kept.
 */
export const SaveFailureAlert = () => {
  const { t } = useTranslation();
  const failure = useMenuEditorStore((state) => state.failure);
  const blocks = useMenuEditorStore((state) => state.blocks);
  const dismiss = useMenuEditorStore((state) => state.dismissFailure);
  if (failure?.error.status !== 400) return null;

  const issues = contentIssues(failure.error.fields).flatMap(({ index, field }) => {
    const key = failure.sentKeys[index];
    const block = key === undefined ? undefined : blocks[key];
    if (!key || !block) return [];
    const display = typeDisplay(block.Type);
    const type = display ? t(display.nameKey) : String(block.Type);
    const text =
      field === 'Type'
        ? t('menus.saveFailure.notStorable', { type, ord: displayPosition(block.ORD) })
        : t('menus.saveFailure.invalidField', { type, ord: displayPosition(block.ORD), field });
    return [{ key, text, path: `${index}.${field}` }];
  });
  const otherFields = failure.error.fields.filter((f) => !f.startsWith('Content.'));

  return (
    <Alert severity="error" onClose={dismiss} role="alert">
      <AlertTitle>{t('menus.saveFailure.title')}</AlertTitle>
      {issues.length === 0 && otherFields.length === 0 && t('menus.saveFailure.generic')}
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {issues.map(({ key, text, path }) => (
          <li key={path}>
            <Link
              component="button"
              onClick={() => document.getElementById(cardDomId(key))?.scrollIntoView?.()}
              sx={{ verticalAlign: 'baseline', textAlign: 'left' }}
            >
              {text}
            </Link>
          </li>
        ))}
        {otherFields.map((field) => (
          <li key={field}>{t('menus.saveFailure.menuField', { field })}</li>
        ))}
      </ul>
    </Alert>
  );
};
