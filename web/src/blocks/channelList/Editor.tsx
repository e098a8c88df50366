import { withAllChannelsOption } from '@carta/domain/catalogues/channels';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { channelListTypesQuery } from '../../api/catalogues.ts';
import { useSession } from '../../app/session.tsx';
import { CatalogueSelect, statusOf } from '../../widgets/CatalogueSelect/CatalogueSelect.tsx';
import type { BlockEditorProps } from '../types.ts';

/** The schema's ChannelListType of a chosen id: a positive integer, or '' (ALL) for any other. */
const listTypeOf = (id: number): number | '' => (Number.isInteger(id) && id > 0 ? id : '');

/** Channel list (33): the channels of one channel-list type, or of all of them ('ALL', behaviour.md#api). */
export const Editor = memo(function ChannelListEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'channelList'>) {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const query = useQuery(channelListTypesQuery(enterprise.ID));
  // behaviour.md#api: the client heads the list with {ID:'', Name:'ALL'}; the select draws it as its 'none' entry.
  const [, ...types] = withAllChannelsOption(query.data ?? []);
  const chosen = data.ChannelListType;
  const chosenName =
    chosen === ''
      ? t('blocks.channelList.all')
      : (types.find((type) => String(type.ID) === String(chosen))?.Name ??
        t('blocks.channelList.typeNumber', { id: chosen }));

  if (collapsed) {
    return (
      <Typography variant="body2" noWrap>
        {t('blocks.channelList.summary', { type: chosenName })}
      </Typography>
    );
  }
  return (
    <CatalogueSelect
      label={t('blocks.channelList.show')}
      noneLabel={t('blocks.channelList.all')}
      options={types.map((type) => ({ value: type.ID, label: type.Name }))}
      value={chosen === '' ? null : chosen}
      status={statusOf(query)}
      onRetry={() => void query.refetch()}
      onChange={(value) => {
        const ChannelListType = value === null ? '' : listTypeOf(Number(value));
        // An id the schema cannot hold (not a positive integer) is not a choice the block can keep.
        if (value !== null && ChannelListType === '') return;
        onChange({ ChannelListType });
      }}
    />
  );
});
