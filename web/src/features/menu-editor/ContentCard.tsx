import Help from '@mui/icons-material/Help';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../app/a11y.ts';
import { BlockBody } from '../../blocks/BlockBody.tsx';
import { typeDisplay } from '../../blocks/typeInfo.ts';
import type { ContentPatch } from '../../blocks/types.ts';
import { cardDomId } from './cardDomId.ts';
import { useMenuEditorStore } from './store.ts';

type ContentCardProps = { readonly blockKey: string; readonly languages: readonly string[] };

/**
 * One block. It reads its own content from the draft by key, so an edit re-renders this card
 * alone: the list above it only holds keys.
 */
export const ContentCard = memo(function ContentCard({ blockKey, languages }: ContentCardProps) {
  const { t } = useTranslation();
  const content = useMenuEditorStore((state) => state.blocks[blockKey]);
  const updateBlock = useMenuEditorStore((state) => state.updateBlock);
  const onChange = useCallback(
    (patch: ContentPatch) => updateBlock(blockKey, patch),
    [updateBlock, blockKey],
  );
  if (!content) return null;

  const display = typeDisplay(content.Type);
  const Icon = display?.Icon ?? Help;
  const name = display
    ? t(display.nameKey)
    : t('contents.unknownType', { type: String(content.Type) });
  const headingId = `${cardDomId(blockKey)}-heading`;

  return (
    <Card component="section" id={cardDomId(blockKey)} aria-labelledby={headingId}>
      <CardHeader
        avatar={
          <Avatar sx={{ bgcolor: 'primary.main', width: 32, height: 32, fontSize: 14 }}>
            <span aria-hidden="true">{content.ORD}</span>
            <Box component="span" sx={visuallyHidden}>
              {t('contents.position', { ord: content.ORD })}
            </Box>
          </Avatar>
        }
        title={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Icon fontSize="small" color="action" />
            <Typography id={headingId} variant="subtitle1" component="h3">
              {name}
            </Typography>
          </Stack>
        }
        sx={{ pb: 0 }}
      />
      <CardContent>
        <BlockBody content={content} languages={languages} onChange={onChange} />
      </CardContent>
    </Card>
  );
});
