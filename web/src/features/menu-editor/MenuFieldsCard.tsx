import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldValidityContext } from '../../widgets/FieldValidity/fieldValidity.ts';
import { AliasField } from './fields/AliasField.tsx';
import { MenuNameField } from './fields/MenuNameField.tsx';
import { MenuTypeField } from './fields/MenuTypeField.tsx';
import { PrivateField } from './fields/PrivateField.tsx';
import { WebAppFields } from './fields/WebAppFields.tsx';
import {
  LazyCommonUsersField,
  LazyLogoField,
  LazyMenuColors,
  LazyTemporaryField,
} from './lazyParts.ts';
import { MenuSettingsSummary } from './MenuSettingsSummary.tsx';
import { fieldsNeedingAttention, useMenuEditorStore } from './store.ts';
import { useAfterFirstPaint } from './useAfterFirstPaint.ts';
import { useEditorContext } from './useEditorContext.ts';
import { useSettingsOpen } from './useSettingsOpen.ts';
import { useValidityScope } from './useValidityScope.ts';

/** The logo as a 120 px thumbnail beside the fields: the card stays short (docs/decisions.md). */
const LOGO_PX = 120;

/**
 * The menu's own fields (behaviour.md#menu-editor), each shown by the rules of behaviour.md#scopes, in a compact grid. Once the menu
 * exists the card can close to one summary line, so the blocks come first on screen.
 */
export const MenuFieldsCard = ({ languages }: { readonly languages: readonly string[] }) => {
  const { t } = useTranslation();
  const show = useEditorContext();
  const menuId = useMenuEditorStore((state) => state.menu?.ID);
  const exists = typeof menuId === 'number';
  const [openChoice, setOpen] = useSettingsOpen();
  // A refused Save leads to the menu's own invalid fields: the card opens for them.
  const attention = useMenuEditorStore(
    (state) => state.refusedSave && fieldsNeedingAttention(state).some((f) => f.block === null),
  );
  // A new menu has nothing to summarise yet: its fields always show.
  const open = openChoice || !exists || attention;
  const headingId = useId();
  const bodyId = useId();
  const summaryId = useId();
  // Logo, colours and availability carry the heaviest widgets: after the blocks have shown.
  const later = useAfterFirstPaint();
  const validity = useValidityScope(null);
  const toggleLabel = open ? t('menus.settings.hide') : t('menus.settings.show');

  return (
    <FieldValidityContext value={validity}>
      <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minHeight: 32 }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
            {t('menus.settings.title')}
          </Typography>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {open ? <MenuTypeField /> : <MenuSettingsSummary id={summaryId} />}
          </Box>
          {exists && (
            <Tooltip title={toggleLabel}>
              <IconButton
                aria-label={toggleLabel}
                aria-expanded={open}
                aria-controls={bodyId}
                onClick={() => setOpen(!open)}
                size="small"
              >
                {open ? <ExpandLess /> : <ExpandMore />}
              </IconButton>
            </Tooltip>
          )}
        </Stack>
        <Collapse in={open} id={bodyId} unmountOnExit={false}>
          <Stack spacing={2} sx={{ pt: 2 }}>
            {show.webAppSwitch && <WebAppFields details={show.webAppDetails} />}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Box
                sx={{
                  flex: 1,
                  minWidth: 0,
                  display: 'grid',
                  // auto-fit: a lone name field takes the whole row, two fields share it.
                  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
                  gap: 2,
                  alignItems: 'start',
                }}
              >
                <MenuNameField languages={languages} />
                {show.alias && <AliasField />}
                <Suspense fallback={<Skeleton variant="rounded" height={56} />}>
                  {show.assignUsers && exists && <LazyCommonUsersField menuId={menuId} />}
                </Suspense>
                {show.privateSwitch && <PrivateField />}
              </Box>
              <Box sx={{ width: LOGO_PX, flexShrink: 0 }}>
                <Suspense
                  fallback={<Skeleton variant="rounded" width={LOGO_PX} height={LOGO_PX} />}
                >
                  {later ? (
                    <LazyLogoField />
                  ) : (
                    <Skeleton variant="rounded" width={LOGO_PX} height={LOGO_PX} />
                  )}
                </Suspense>
              </Box>
            </Stack>
            <Suspense fallback={<Skeleton variant="rounded" height={48} />}>
              {show.customColors && later && <LazyMenuColors />}
            </Suspense>
            {show.temporarySwitch && (
              <>
                <Divider />
                <Suspense fallback={<Skeleton variant="rounded" height={72} />}>
                  {later ? (
                    <LazyTemporaryField isSubmenu={show.isSubmenu} />
                  ) : (
                    <Skeleton variant="rounded" height={72} />
                  )}
                </Suspense>
              </>
            )}
          </Stack>
        </Collapse>
      </Paper>
    </FieldValidityContext>
  );
};
