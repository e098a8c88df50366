import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the note stays: long enough to read two words, short enough to leave no clutter. */
const SHOWN_MS = 4000;

/**
 * A change that was stored at once (not with the next Save) says so beside its control for a few
 * seconds. The status region is always there, so a screen reader announces the words when they come.
 */
export const SavedNote = ({
  visible,
  label,
}: {
  readonly visible: boolean;
  readonly label: string;
}) => (
  <Box
    component="span"
    role="status"
    sx={{
      display: 'inline-flex',
      alignItems: 'center',
      gap: 0.5,
      color: 'success.dark',
      typography: 'caption',
      fontWeight: 500,
      whiteSpace: 'nowrap',
    }}
  >
    {visible && (
      <>
        <CheckCircleOutline fontSize="inherit" aria-hidden />
        {label}
      </>
    )}
  </Box>
);

/** `show()` after the server confirmed; `visible` for SHOWN_MS from then. */
export const useSavedNote = () => {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), SHOWN_MS);
  }, []);
  return { visible, show };
};
