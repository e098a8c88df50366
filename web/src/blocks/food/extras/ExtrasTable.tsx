import { translatedValue } from '@carta/domain/translatable';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { SavedExtra } from '../../../api/extras.ts';
import { useEnterpriseContentLanguage } from '../../../widgets/TranslatableField/useEnterpriseContentLanguage.ts';
import { displayPrice } from '../price.ts';

/** behaviour.md#blocks: columns Name (a link opening the extra's form) and Price; no footer. */
export const ExtrasTable = ({
  extras,
  groups = [],
  onOpen,
}: {
  readonly extras: readonly SavedExtra[];
  /** The dish's groups: with some, a column says each option's. */
  readonly groups?: readonly { readonly ID: number; readonly label: string }[];
  readonly onOpen: (extra: SavedExtra) => void;
}) => {
  const { t, i18n } = useTranslation();
  const contentLanguage = useEnterpriseContentLanguage();
  return (
    <Table size="small" aria-label={t('blocks.food.extrasTitle')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('blocks.food.extraName')}</TableCell>
          {groups.length > 0 && <TableCell>{t('blocks.food.extraGroup')}</TableCell>}
          <TableCell align="right">{t('blocks.food.price')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {extras.length === 0 && (
          <TableRow>
            <TableCell colSpan={groups.length > 0 ? 3 : 2} sx={{ color: 'text.secondary' }}>
              {t('blocks.food.noExtras')}
            </TableCell>
          </TableRow>
        )}
        {extras.map((extra) => {
          const name =
            translatedValue(extra.Name, contentLanguage) || t('blocks.food.unnamedExtra');
          return (
            <TableRow key={extra.ExtraID}>
              <TableCell>
                <Link component="button" type="button" onClick={() => onOpen(extra)}>
                  {name}
                </Link>
              </TableCell>
              {groups.length > 0 && (
                <TableCell>
                  {groups.find((g) => g.ID === extra.GroupID)?.label ?? t('blocks.food.noGroup')}
                </TableCell>
              )}
              <TableCell align="right">{displayPrice(extra.Price, i18n.language)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};
