import { it } from 'vitest';
import { blockSuite, expectAccepts } from './test-helpers.ts';
import { VIDEO_TYPES, video } from './video.ts';

blockSuite(
  video,
  {
    wrongTypes: [
      ['TypeVideo', 'dailymotion'],
      ['VideoURL', null],
    ],
    bounds: [['VideoURL', '/uploads/1/v.mp4', 'data:video/mp4;base64,AAAA']],
  },
  () => {
    it('takes youtube, vimeo and file', () => {
      for (const TypeVideo of VIDEO_TYPES) expectAccepts(video, { TypeVideo });
    });
  },
);
