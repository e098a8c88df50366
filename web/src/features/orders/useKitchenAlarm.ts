import { useEffect, useRef, useState } from 'react';
import { type Alarm, createAlarm } from './alarm.ts';

/** locked: waiting for the tap the autoplay rule asks for; unavailable: the browser refused. */
export type SoundState = 'locked' | 'on' | 'muted' | 'unavailable';

/** The repeating alert tone: rings while `alerting`, unless muted or not yet unlocked by a tap. */
export const useKitchenAlarm = (alerting: boolean) => {
  const alarm = useRef<Alarm | null>(null);
  const [sound, setSound] = useState<SoundState>('locked');
  useEffect(() => {
    alarm.current = createAlarm();
    return () => alarm.current?.close();
  }, []);
  const ringing = alerting && sound === 'on';
  useEffect(() => {
    if (ringing) alarm.current?.start();
    else alarm.current?.stop();
  }, [ringing]);
  return {
    sound,
    ringing,
    /** Must run inside a tap's handler. */
    enable: async () => setSound((await alarm.current?.enable()) ? 'on' : 'unavailable'),
    toggleMute: () => setSound((s) => (s === 'on' ? 'muted' : s === 'muted' ? 'on' : s)),
  };
};
