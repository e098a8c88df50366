// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse.ts';

describe('createSseParser', () => {
  it('reads messages cut anywhere, skips heartbeats, keeps ids and event names', () => {
    const got: SseMessage[] = [];
    const feed = createSseParser((m) => got.push(m));
    const text =
      'retry: 2000\n\n: heartbeat\n\nid: 41\nevent: confirm\ndata: {"ID":41}\n\n' +
      'id: 42\r\nevent: check\r\ndata: {"a":\r\ndata: 1}\r\n\r\n';
    for (let i = 0; i < text.length; i += 7) feed(text.slice(i, i + 7));
    expect(got).toEqual([
      { id: '41', event: 'confirm', data: '{"ID":41}' },
      { id: '42', event: 'check', data: '{"a":\n1}' },
    ]);
  });

  it('holds an unfinished message until its blank line arrives', () => {
    const got: SseMessage[] = [];
    const feed = createSseParser((m) => got.push(m));
    feed('id: 1\ndata: x\n');
    expect(got).toEqual([]);
    feed('\n');
    expect(got).toEqual([{ id: '1', event: 'message', data: 'x' }]);
  });
});
