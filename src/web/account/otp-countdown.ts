import { useEffect, useState } from 'react';
import { POLICY } from '../../shared/policy';

/** Seconds left before Send OTP may be pressed again (0 when it may). Starts with `start()`. */
export function useResendCountdown(seconds: number = POLICY.otpResendSeconds): {
  secondsLeft: number;
  start: () => void;
} {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => window.clearTimeout(timer);
  }, [until, now]);
  return {
    secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)),
    start: () => {
      const started = Date.now();
      setNow(started);
      setUntil(started + seconds * 1000);
    },
  };
}
