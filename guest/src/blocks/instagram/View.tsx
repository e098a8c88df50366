import { useMemo } from 'react';
import { useLabels } from '../../i18n/labels.ts';
import { frameOfEmbedCode } from '../../ui/embed-code.ts';
import { Frame } from '../../ui/Frame.tsx';
import type { GuestView } from '../types.ts';
import { instagramLabels } from './labels.ts';

/**
 * Instagram (36): the post of its embed code, in an allow-listed, sandboxed frame (never the code
 * itself nor Instagram's script). A code with nothing allow-listed shows nothing.
 */
export const InstagramView: GuestView<'instagram'> = ({ block }) => {
  const t = useLabels(instagramLabels);
  const frame = useMemo(() => frameOfEmbedCode(block.InstagramIframe), [block.InstagramIframe]);
  return frame ? <Frame src={frame.src} title={t.post} height={frame.height} /> : null;
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly instagram: typeof InstagramView;
  }
}
