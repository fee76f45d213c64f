import { useEffect, useState } from 'react';

const secondsUntil = (at: string | null, now: number) =>
  at ? Math.max(0, Math.ceil((Date.parse(at) - now) / 1000)) : 0;

/** Whole seconds left until `at` (ISO), 0 once it passed or without one; counts down every second. */
export function useSecondsUntil(at: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(at, now);
  useEffect(() => {
    if (secondsUntil(at, Date.now()) === 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at, left]);
  return left;
}
