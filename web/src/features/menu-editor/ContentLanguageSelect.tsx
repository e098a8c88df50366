import { translationCoverage } from '@carta/domain';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import {
  useChooseContentLanguage,
  useContentLanguage,
} from '../../widgets/TranslatableField/contentLanguage.tsx';
import { contentLanguages, languageName } from '../../widgets/TranslatableField/languages.ts';
import { useMenuEditorStore } from './store.ts';

/**
 * Which content language the editor shows and writes, apart from the interface language: each of
 * the enterprise's languages with how many of this menu's texts it holds ("EN 12/30").
 */
export const ContentLanguageSelect = () => {
  const { t, i18n } = useTranslation();
  const { enterprise } = useSession();
  const languages = contentLanguages(enterprise.Languages);
  const language = useContentLanguage(languages);
  const choose = useChooseContentLanguage();
  const menu = useMenuEditorStore((state) => state.menu);
  const blocks = useMenuEditorStore((state) => state.blocks);
  // Counting walks every block: it may lag a keystroke behind rather than slow typing down.
  const deferredMenu = useDeferredValue(menu);
  const deferredBlocks = useDeferredValue(blocks);
  const coverage = useMemo(
    () => translationCoverage([deferredMenu, ...Object.values(deferredBlocks)], languages),
    [deferredMenu, deferredBlocks, languages],
  );
  if (languages.length < 2 || !choose) return null;
  const count = (code: string) => `${coverage.filled[code] ?? 0}/${coverage.total}`;

  return (
    <TextField
      select
      size="small"
      label={t('menus.contentLanguage.label')}
      value={language}
      onChange={(event) => choose(event.target.value)}
      sx={{ minWidth: 176 }}
      slotProps={{
        select: {
          renderValue: (code) => `${String(code).toUpperCase()} ${count(String(code))}`,
        },
      }}
    >
      {languages.map((code) => (
        <MenuItem key={code} value={code}>
          {t('menus.contentLanguage.option', {
            code: code.toUpperCase(),
            language: languageName(code, i18n.language),
            filled: coverage.filled[code] ?? 0,
            total: coverage.total,
          })}
        </MenuItem>
      ))}
    </TextField>
  );
};
