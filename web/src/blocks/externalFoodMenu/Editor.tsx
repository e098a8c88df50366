import { parseTranslatable, translatedValue } from '@carta/domain';
import {
  EXTERNAL_IDS_MAX,
  joinExternalIds,
  splitExternalIds,
} from '@carta/domain/blocks/externalFoodMenu';
import {
  effectiveExternalId,
  isStorableExternalId,
  uniqueExternalMenus,
} from '@carta/domain/catalogues/externalMenus';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { externalMenusQuery } from '../../api/catalogues.ts';
import { useSession } from '../../app/session.tsx';
import { statusOf } from '../../widgets/CatalogueSelect/CatalogueSelect.tsx';
import { useContentLanguage } from '../../widgets/TranslatableField/contentLanguage.tsx';
import type { BlockEditorProps } from '../types.ts';
import { DaySelect, storedDay } from './DaySelect.tsx';
import { type ExternalMenuOption, ExternalMenuSelect } from './ExternalMenuSelect.tsx';

/**
 * External food menu (49): every external menu or some of them, for every day or one day. behaviour.md#editing:
 * ticking 'all menus' stores null; unticking it starts an empty choice ('').
 */
export const Editor = memo(function ExternalFoodMenuEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'externalFoodMenu'>) {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const contentLanguage = useContentLanguage(enterprise.Languages);
  const query = useQuery(externalMenusQuery(enterprise.ID));
  const [tooMany, setTooMany] = useState(false);

  // The stored list: a string of ids, or null for every menu (behaviour.md#data).
  const stored = data.MenuExtFoodExternalID;
  const allMenus = stored === null;
  const chosen = splitExternalIds(stored);
  const day = storedDay(data.MenuExtFoodDayOfWeek);
  const options: ExternalMenuOption[] = uniqueExternalMenus(query.data ?? []).map((menu) => {
    const id = effectiveExternalId(menu);
    return {
      id,
      label: translatedValue(parseTranslatable(menu.Name), contentLanguage) || id,
      storable: isStorableExternalId(id),
    };
  });

  const dayName =
    day === null ? t('blocks.externalFoodMenu.allDays') : t(`blocks.externalFoodMenu.days.${day}`);
  if (collapsed) {
    const names = chosen.map((id) => options.find((option) => option.id === id)?.label ?? id);
    const menus = allMenus
      ? t('blocks.externalFoodMenu.allMenus')
      : names.length > 0
        ? names.join(', ')
        : t('blocks.externalFoodMenu.noneChosen');
    return (
      <Typography variant="body2" noWrap>
        {t('blocks.externalFoodMenu.summary', { menus, day: dayName })}
      </Typography>
    );
  }

  const choose = (ids: string[]) => {
    const joined = joinExternalIds(ids);
    // The schema caps the stored list; past it, 'all menus' is the way to show them all.
    setTooMany(joined.length > EXTERNAL_IDS_MAX);
    if (joined.length <= EXTERNAL_IDS_MAX) onChange({ MenuExtFoodExternalID: joined });
  };

  return (
    <Stack spacing={2}>
      <FormControlLabel
        label={t('blocks.externalFoodMenu.allMenus')}
        control={
          <Checkbox
            checked={allMenus}
            onChange={(event) => {
              setTooMany(false);
              onChange({ MenuExtFoodExternalID: event.target.checked ? null : '' });
            }}
          />
        }
      />
      {!allMenus && (
        <ExternalMenuSelect
          label={t('blocks.externalFoodMenu.menus')}
          options={options}
          value={chosen}
          onChange={choose}
          status={statusOf(query)}
          onRetry={() => void query.refetch()}
          error={
            tooMany
              ? t('blocks.externalFoodMenu.tooMany')
              : chosen.length === 0
                ? t('blocks.externalFoodMenu.chooseOne')
                : null
          }
        />
      )}
      <DaySelect
        value={day}
        onChange={(MenuExtFoodDayOfWeek) => onChange({ MenuExtFoodDayOfWeek })}
      />
    </Stack>
  );
});
