import { useEffect, useState } from 'react';
import { qualityOf, type QualityHint, type StatsSummary } from './call-quality';

/** How often getStats() feeds the quality hint. */
const STATS_MS = 2000;

/** The connection-quality hint of a meeting's media, read from its getStats() every 2 s (none before media arrives). */
export function useCallQuality(session: { stats(): Promise<StatsSummary> } | null): QualityHint | null {
  const [quality, setQuality] = useState<QualityHint | null>(null);
  useEffect(() => {
    if (!session) return;
    let previous: StatsSummary | null = null;
    const timer = window.setInterval(() => {
      void session.stats().then((now) => {
        if (now.packetsReceived > 0) setQuality(qualityOf(previous, now));
        previous = now;
      });
    }, STATS_MS);
    return () => window.clearInterval(timer);
  }, [session]);
  return quality;
}
