import type { WeeklyTimetable } from '@carta/domain/timetable';
import { emptyTimetable } from '@carta/domain/timetable';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WeeklySchedule, type WeeklyScheduleProps } from './WeeklySchedule.tsx';

const at = (hours: number, minutes = 0) => ({ hours, minutes });

const Demo = ({
  title,
  initial,
  testId,
  ...props
}: Omit<WeeklyScheduleProps, 'value' | 'onChange'> & {
  title: string;
  initial: WeeklyTimetable;
  testId: string;
}) => {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  return (
    <Box component="section" aria-label={title} data-testid={testId}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {title}
      </Typography>
      <WeeklySchedule {...props} value={value} onChange={setValue} />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('widgets.WeeklySchedule.demo.value')}
      </Typography>
      <Box
        component="pre"
        data-testid={`${testId}-value`}
        sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {JSON.stringify(value)}
      </Box>
    </Box>
  );
};

export const Gallery = () => {
  const { t } = useTranslation();
  return (
    <Stack spacing={4}>
      <Demo
        testId="schedule-empty"
        title={t('widgets.WeeklySchedule.demo.empty')}
        initial={emptyTimetable()}
      />
      <Demo
        testId="schedule-six-hours"
        title={t('widgets.WeeklySchedule.demo.filled')}
        defaultInterval={360}
        initial={{
          ...emptyTimetable(),
          1: [at(8), at(14)],
          3: [at(9, 30)],
          5: [at(8), at(8, 30), at(9)],
        }}
      />
      <Demo
        testId="schedule-full"
        title={t('widgets.WeeklySchedule.demo.full')}
        initial={{ ...emptyTimetable(), 0: [at(22), at(24)], 6: [at(23, 30), at(24)] }}
      />
      <Demo
        testId="schedule-disabled"
        title={t('widgets.WeeklySchedule.demo.disabled')}
        disabled
        initial={{ ...emptyTimetable(), 2: [at(10), at(12)] }}
      />
    </Stack>
  );
};
