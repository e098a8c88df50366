import { it } from 'vitest';
import { blockSuite, expectAccepts, expectRejects } from './test-helpers.ts';
import { VIDEO_TYPES, video } from './video.ts';

blockSuite(
  video,
  {
    wrongTypes: [
      ['TypeVideo', 'dailymotion'],
      ['VideoURL', null],
    ],
    bounds: [['VideoURL', 'https://www.youtube.com/watch?v=x', 'data:video/mp4;base64,AAAA']],
  },
  () => {
    it('takes youtube, vimeo and file', () => {
      for (const TypeVideo of VIDEO_TYPES) expectAccepts(video, { TypeVideo });
    });

    it('takes each type only from its own place: the service, or an upload', () => {
      expectAccepts(video, { TypeVideo: 'vimeo', VideoURL: 'https://vimeo.com/1' });
      expectAccepts(video, { TypeVideo: 'file', VideoURL: '/uploads/1/v.mp4' });
      expectRejects(video, { TypeVideo: 'youtube', VideoURL: 'https://vimeo.com/1' }, 'VideoURL');
      expectRejects(video, { TypeVideo: 'vimeo', VideoURL: 'https://youtu.be/x' }, 'VideoURL');
      expectRejects(video, { TypeVideo: 'youtube', VideoURL: '/uploads/1/v.mp4' }, 'VideoURL');
    });

    it('refuses plain http, whatever the type', () => {
      for (const [TypeVideo, VideoURL] of [
        ['youtube', 'http://www.youtube.com/watch?v=x'],
        ['vimeo', 'http://vimeo.com/1'],
        ['file', 'http://cdn.example.com/v.mp4'],
      ])
        expectRejects(video, { TypeVideo, VideoURL }, 'VideoURL');
    });
  },
);
