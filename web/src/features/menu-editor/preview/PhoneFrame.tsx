import Box from '@mui/material/Box';
import { useLayoutEffect, useRef, useState } from 'react';

/** The guest app's design size (the phone the e2e tests and screenshots use). */
export const PHONE = { width: 390, height: 844 } as const;

/** How much a 390×844 phone must shrink to fit a box (never grown past its own size). */
export const phoneScale = (box: { width: number; height: number }): number => {
  if (box.width <= 0 || box.height <= 0) return 1;
  return Math.min(1, box.width / PHONE.width, box.height / PHONE.height);
};

/**
 * `src` in a phone-sized frame, scaled down to the space it is given, so the guest app lays out
 * as on a real phone whatever the editor's window. A new `src` loads the frame again.
 */
export const PhoneFrame = ({ src, title }: { readonly src: string; readonly title: string }) => {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setScale(phoneScale({ width: element.clientWidth, height: element.clientHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box
      ref={box}
      sx={{ flex: 1, minHeight: 0, minWidth: 0, display: 'flex', justifyContent: 'center' }}
    >
      <Box
        sx={{
          width: PHONE.width * scale,
          height: PHONE.height * scale,
          flexShrink: 0,
          borderRadius: 3,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          boxShadow: 3,
          bgcolor: 'background.paper',
        }}
      >
        <iframe
          src={src}
          title={title}
          width={PHONE.width}
          height={PHONE.height}
          style={{
            display: 'block',
            border: 0,
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
          }}
        />
      </Box>
    </Box>
  );
};
