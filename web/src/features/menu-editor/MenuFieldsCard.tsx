import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Suspense } from 'react';
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
import { useMenuEditorStore } from './store.ts';
import { useAfterFirstPaint } from './useAfterFirstPaint.ts';
import { useEditorContext } from './useEditorContext.ts';
import { useValidityScope } from './useValidityScope.ts';

/** The menu's own fields (§2.2), each shown by the rules of §6. */
export const MenuFieldsCard = ({ languages }: { readonly languages: readonly string[] }) => {
  const show = useEditorContext();
  const menuId = useMenuEditorStore((state) => state.menu?.ID);
  // Logo, colours and availability carry the heaviest widgets: after the blocks have shown.
  const later = useAfterFirstPaint();
  const validity = useValidityScope(null);

  return (
    <FieldValidityContext value={validity}>
      <Paper component="section" sx={{ p: 2 }}>
        <Stack spacing={2.5}>
          <MenuTypeField />
          {show.webAppSwitch && <WebAppFields details={show.webAppDetails} />}
          {/* The logo beside the texts on wide screens: the card stays short. */}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2.5}>
            <Stack spacing={2.5} sx={{ flex: 1, minWidth: 0 }}>
              <MenuNameField languages={languages} />
              {show.alias && <AliasField />}
              <Suspense fallback={<Skeleton variant="rounded" height={56} />}>
                {show.assignUsers && typeof menuId === 'number' && (
                  <LazyCommonUsersField menuId={menuId} />
                )}
              </Suspense>
              {show.privateSwitch && <PrivateField />}
            </Stack>
            <Suspense fallback={<Skeleton variant="rounded" width={275} height={140} />}>
              {later ? <LazyLogoField /> : <Skeleton variant="rounded" width={275} height={140} />}
            </Suspense>
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
      </Paper>
    </FieldValidityContext>
  );
};
