/** One Server-Sent Event: its id line (null when none), its event name and its data lines. */
export type SseMessage = {
  readonly id: string | null;
  readonly event: string;
  readonly data: string;
};

/**
 * An incremental text/event-stream parser (the WHATWG rules the stream uses: `field: value` lines,
 * a blank line ends a message, `:` lines are comments such as heartbeats). Feed it chunks as they
 * arrive, cut anywhere; it calls `onMessage` once per complete message.
 */
export const createSseParser = (onMessage: (message: SseMessage) => void) => {
  let buffer = '';
  let id: string | null = null;
  let event = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onMessage({ id, event: event || 'message', data: data.join('\n') });
      id = null;
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };
  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const text of lines) line(text);
  };
};
