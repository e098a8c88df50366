import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export type SummaryImage = { readonly src: string; readonly alt: string };

/**
 * A collapsed card's line for image blocks: small thumbnails (a receptionist recognises the photo,
 * not its server-generated file name), then an optional short text.
 */
export const ImageSummary = ({
  images,
  text,
}: {
  readonly images: readonly SummaryImage[];
  readonly text?: string;
}) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
    {images.map(({ src, alt }) => (
      <Box
        key={`${src}|${alt}`}
        component="img"
        src={src}
        alt={alt}
        loading="lazy"
        sx={{
          width: 64,
          height: 40,
          objectFit: 'cover',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          flexShrink: 0,
          bgcolor: 'action.hover',
        }}
      />
    ))}
    {text && (
      <Typography variant="body2" color="text.secondary" noWrap>
        {text}
      </Typography>
    )}
  </Stack>
);
