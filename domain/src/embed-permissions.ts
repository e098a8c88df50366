/**
 * What an embedded iframe may be granted through its `allow` attribute: playing media full screen
 * or in a small window, and protected video. Never the camera, the microphone, the location,
 * payments or the clipboard of a guest's phone, whatever the pasted embed code asks for.
 */
export const EMBED_FRAME_PERMISSIONS: readonly string[] = [
  'fullscreen',
  'picture-in-picture',
  'encrypted-media',
];

/**
 * The `allow` attribute reduced to the permitted features, each granted without an origin list
 * (the frame's own origin, as the default is); '' when none is left.
 */
export const allowedFramePermissions = (allow: string): string =>
  [
    ...new Set(
      allow
        .split(';')
        .map((directive) => directive.trim().split(/\s+/)[0]?.toLowerCase() ?? '')
        .filter((feature) => EMBED_FRAME_PERMISSIONS.includes(feature)),
    ),
  ].join('; ');
