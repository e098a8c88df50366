import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';

/** CP858's upper half for the letters a Spanish ticket uses (IBM code page 858 table). */
const CP858: Readonly<Record<number, string>> = {
  129: 'ü',
  130: 'é',
  144: 'É',
  154: 'Ü',
  160: 'á',
  161: 'í',
  162: 'ó',
  163: 'ú',
  164: 'ñ',
  165: 'Ñ',
  168: '¿',
  173: '¡',
  181: 'Á',
  213: '€',
  214: 'Í',
  224: 'Ó',
  233: 'Ú',
};

/** What a printer would make of the bytes: its text lines and the commands around them. */
export type Decoded = {
  readonly text: string;
  readonly lines: readonly string[];
  /** init, codepage:<n>, size:<w>x<h>, bold:<0|1>, align:<n>, invert:<0|1>, cut … in order. */
  readonly commands: readonly string[];
  /** The size in force when each line was printed. */
  readonly sizes: ReadonlyMap<string, string>;
};

/**
 * A small ESC/POS reader written from Epson's command reference, apart from the encoder: ESC @
 * (initialize), ESC t n (code page), GS ! n (character size: high nibble width-1, low height-1),
 * ESC E n (bold), ESC a n (justification), GS B n (reverse), GS V (cut), and 2- or 3-byte settings
 * it only skips. Text bytes above 0x7f are read through CP858, the code page the tickets select
 * (and CP437's horizontal line, which the encoder draws rules with).
 */
export const decodeEscPos = (bytes: Buffer): Decoded => {
  const commands: string[] = [];
  const lines: string[] = [];
  const sizes = new Map<string, string>();
  let size = '1x1';
  let codepage = 0;
  let line = '';
  /** The size the line's first letter was printed in (the encoder resets it before the line feed). */
  let lineSize = size;
  const endLine = () => {
    if (line.trim()) {
      lines.push(line);
      sizes.set(line.trim(), lineSize);
    }
    line = '';
  };
  const addText = (b: number) => {
    if (!line.trim()) lineSize = size;
    // CP437 (code page 0) only for the box-drawing rule; CP858 (19) for the letters.
    line +=
      b < 0x80 ? String.fromCharCode(b) : codepage === 0 && b === 0xc4 ? '─' : (CP858[b] ?? '?');
  };
  for (let i = 0; i < bytes.length; i += 1) {
    const b = bytes[i] as number;
    const n = bytes[i + 1] ?? 0;
    const arg = bytes[i + 2] ?? 0;
    if (b === 0x1b) {
      if (n === 0x40) commands.push('init');
      else if (n === 0x74) {
        codepage = arg;
        commands.push(`codepage:${arg}`);
      } else if (n === 0x45) commands.push(`bold:${arg}`);
      else if (n === 0x61) commands.push(`align:${arg}`);
      i += n === 0x40 || n === 0x32 ? 1 : 2;
    } else if (b === 0x1d) {
      if (n === 0x21) {
        size = `${(arg >> 4) + 1}x${(arg & 0x0f) + 1}`;
        commands.push(`size:${size}`);
        i += 2;
      } else if (n === 0x42) {
        commands.push(`invert:${arg}`);
        i += 2;
      } else if (n === 0x56) {
        endLine();
        commands.push('cut');
        i += arg === 0x41 || arg === 0x42 ? 3 : 2;
      } else i += 2;
    } else if (b === 0x1c) {
      i += n === 0x2e || n === 0x26 ? 1 : 2;
    } else if (b === 0x0a) endLine();
    else if (b === 0x0d) {
      // carriage return: part of the encoder's line end
    } else addText(b);
  }
  endLine();
  return { text: lines.join('\n'), lines, commands, sizes };
};

/** A stand-in network printer: a TCP server keeping the bytes of each connection. */
export const startStandInPrinter = async (port = 0) => {
  const jobs: Buffer[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => {
      jobs.push(Buffer.concat(chunks));
      socket.end();
    });
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    jobs,
    tickets: () => jobs.map(decodeEscPos),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
};

/** A port nothing listens on now: a printer switched off. */
export const closedPort = async (): Promise<number> => {
  const probe = await startStandInPrinter();
  await probe.close();
  return probe.port;
};
