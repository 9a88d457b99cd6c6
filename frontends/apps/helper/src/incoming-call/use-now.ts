import { useEffect, useState } from 'react';

/** The time now, refreshed every `everyMs` while the component is shown. */
export function useNow(everyMs = 250): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
