/** How often the alert sounds while an order waits. */
export const RING_EVERY_MS = 4000;

type AudioContextClass = typeof AudioContext;

const audioContextClass = (): AudioContextClass | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window.AudioContext ??
      (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);

/**
 * The kitchen's alert tone, generated with the Web Audio API (no sound file to download): two
 * rising beeps, loud enough over a kitchen's noise. Browsers keep audio suspended until the page
 * has had a tap (the autoplay rule), so `enable` must run inside a tap's handler.
 */
export const createAlarm = () => {
  let context: AudioContext | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const beep = (ctx: AudioContext, at: number, frequency: number) => {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'square';
    oscillator.frequency.setValueAtTime(frequency, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.3);
  };

  const ring = () => {
    const ctx = context;
    if (ctx?.state !== 'running') return;
    const now = ctx.currentTime;
    beep(ctx, now, 880);
    beep(ctx, now + 0.35, 1175);
  };

  return {
    /** Inside a tap: unlocks audio. True when the browser lets the page play sound. */
    enable: async (): Promise<boolean> => {
      const Ctx = audioContextClass();
      if (!Ctx) return false;
      context ??= new Ctx();
      if (context.state !== 'running') await context.resume().catch(() => undefined);
      return context.state === 'running';
    },
    /** Ring now and every RING_EVERY_MS until stopped. */
    start: () => {
      if (timer) return;
      ring();
      timer = setInterval(ring, RING_EVERY_MS);
    },
    stop: () => {
      if (timer) clearInterval(timer);
      timer = null;
    },
    close: () => {
      if (timer) clearInterval(timer);
      timer = null;
      void context?.close().catch(() => undefined);
      context = null;
    },
  };
};

export type Alarm = ReturnType<typeof createAlarm>;
