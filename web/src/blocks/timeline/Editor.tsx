import {
  newTimelineEvent,
  TIMELINE_MAX_EVENTS,
  type TimelineEvent,
} from '@carta/domain/blocks/timeline';
import { translatedValue } from '@carta/domain/translatable';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentLanguage } from '../../widgets/TranslatableField/contentLanguage.tsx';
import type { BlockEditorProps } from '../types.ts';
import { EventCard } from './EventCard.tsx';
import { HeaderFields } from './HeaderFields.tsx';

/** A date 'YYYY-MM-DD' in the UI language, read as a calendar day (no time zone shift). */
const formatDay = (value: string | null, language: string): string | null => {
  if (value === null) return null;
  const day = value.split('T')[0] ?? '';
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
};

/** Timeline (15): an optional header (text, or a start date) with an image, then timed events. */
export const Editor = memo(function TimelineEditor({
  data,
  languages,
  onChange,
  collapsed,
}: BlockEditorProps<'timeline'>) {
  const { t, i18n } = useTranslation();
  const contentLanguage = useContentLanguage(languages);
  const events = data.Times;

  if (collapsed) {
    const header = data.HideHeader
      ? null
      : data.IsHeaderText
        ? translatedValue(data.TimeLineTextHeader, contentLanguage)
        : formatDay(data.TimelineDate, i18n.language);
    const count = t('blocks.timeline.eventCount', { count: events.length });
    return (
      <Typography variant="body2" noWrap>
        {header ? `${header} · ${count}` : count}
      </Typography>
    );
  }

  const updateEvent = (id: TimelineEvent['ID'], patch: Partial<TimelineEvent>) =>
    onChange({ Times: events.map((event) => (event.ID === id ? { ...event, ...patch } : event)) });
  const deleteEvent = (id: TimelineEvent['ID']) =>
    onChange({ Times: events.filter((event) => event.ID !== id) });
  const full = events.length >= TIMELINE_MAX_EVENTS;

  return (
    <Stack spacing={2}>
      <HeaderFields data={data} languages={languages} onChange={onChange} />
      <Divider />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
          {t('blocks.timeline.events')}
        </Typography>
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          disabled={full}
          onClick={() => onChange({ Times: [...events, newTimelineEvent({ languages })] })}
        >
          {t('blocks.timeline.addEvent')}
        </Button>
      </Stack>
      {full && (
        <Typography variant="body2" color="text.secondary">
          {t('blocks.timeline.limit', { max: TIMELINE_MAX_EVENTS })}
        </Typography>
      )}
      {events.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('blocks.timeline.noEvents')}
        </Typography>
      ) : (
        events.map((event, index) => (
          <EventCard
            key={event.ID}
            event={event}
            number={index + 1}
            languages={languages}
            onChange={updateEvent}
            onDelete={deleteEvent}
          />
        ))
      )}
    </Stack>
  );
});
