import { displayPosition } from '@carta/domain';
import { contentIssues } from '@carta/domain/menu-editing';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFieldPathLabel } from '../../blocks/useFieldPathLabel.ts';
import { cardDomId } from './cardDomId.ts';
import { useMenuEditorStore } from './store.ts';

/** The menu's fields the server may name, by the labels of the menu's card. */
const MENU_FIELD_LABELS: Readonly<Record<string, ParseKeys>> = {
  Name: 'menus.menuName',
  Alias: 'menus.fields.alias',
};

const MENU_OTHER: ParseKeys = 'menus.saveFailure.menuOther';

/**
 * A save the server refused with named fields (400): each refused block by its type and position,
 * with a link to it, so the user knows what to fix; the draft is kept.
 */
export const SaveFailureAlert = () => {
  const { t } = useTranslation();
  const failure = useMenuEditorStore((state) => state.failure);
  const blocks = useMenuEditorStore((state) => state.blocks);
  const dismiss = useMenuEditorStore((state) => state.dismissFailure);
  const labelOf = useFieldPathLabel();
  if (failure?.error.status !== 400) return null;

  const issues = contentIssues(failure.error.fields).flatMap(({ index, field }) => {
    const key = failure.sentKeys[index];
    const block = key === undefined ? undefined : blocks[key];
    if (!key || !block) return [];
    const ord = displayPosition(block.ORD);
    const text =
      field === 'Type'
        ? t('menus.saveFailure.notStorable', { type: labelOf(block.Type, ''), ord })
        : t('menus.saveFailure.invalidField', { field: labelOf(block.Type, field), ord });
    return [{ key, text, path: `${index}.${field}` }];
  });
  // The menu's own fields by their labels; one without a label as "a field of the menu".
  const otherFields = [
    ...new Set(
      failure.error.fields
        .filter((f) => !f.startsWith('Content.'))
        .map((f) => MENU_FIELD_LABELS[f.split('.')[0] ?? ''] ?? MENU_OTHER),
    ),
  ];

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
              // Top, not baseline: a link wrapped on a phone keeps its bullet on its first line.
              sx={{ verticalAlign: 'top', textAlign: 'left' }}
            >
              {text}
            </Link>
          </li>
        ))}
        {otherFields.map((key) => (
          <li key={key}>
            {key === MENU_OTHER ? t(key) : t('menus.saveFailure.menuField', { field: t(key) })}
          </li>
        ))}
      </ul>
    </Alert>
  );
};
