/** What the meeting reads from RTCPeerConnection.getStats(): what arrives and how fast the path is. */
export interface StatsSummary {
  /** Video frames decoded, all inbound video (camera and screen). */
  videoFramesDecoded: number;
  /** Inbound video streams that decoded at least one frame. */
  videoTracksDecoding: number;
  audioPacketsReceived: number;
  /** Packets lost, all inbound media. */
  packetsLost: number;
  packetsReceived: number;
  /** The selected candidate pair's current round-trip time, ms; null before one is known. */
  roundTripMs: number | null;
}

export type QualityHint = 'good' | 'fair' | 'poor';

type Stat = Record<string, unknown> & { type: string; id: string };
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Summarises a stats report (RTCStatsReport entries, or any list of stats objects). */
export function summarizeStats(stats: Iterable<Stat>): StatsSummary {
  const all = [...stats];
  const summary: StatsSummary = {
    videoFramesDecoded: 0,
    videoTracksDecoding: 0,
    audioPacketsReceived: 0,
    packetsLost: 0,
    packetsReceived: 0,
    roundTripMs: null,
  };
  const transports = all.filter((s) => s.type === 'transport' && typeof s.selectedCandidatePairId === 'string');
  const selected = new Set(transports.map((s) => s.selectedCandidatePairId as string));
  for (const s of all) {
    if (s.type === 'inbound-rtp') {
      const kind = s.kind ?? s.mediaType;
      summary.packetsLost += Math.max(0, num(s.packetsLost));
      summary.packetsReceived += num(s.packetsReceived);
      if (kind === 'video') {
        summary.videoFramesDecoded += num(s.framesDecoded);
        if (num(s.framesDecoded) > 0) summary.videoTracksDecoding += 1;
      } else if (kind === 'audio') summary.audioPacketsReceived += num(s.packetsReceived);
    }
    const isSelectedPair = s.type === 'candidate-pair' && (selected.size > 0 ? selected.has(s.id) : s.nominated === true && s.state === 'succeeded');
    if (isSelectedPair && typeof s.currentRoundTripTime === 'number') summary.roundTripMs = Math.round(s.currentRoundTripTime * 1000);
  }
  return summary;
}

/**
 * The hint shown in the call, from two summaries a few seconds apart: the loss over that interval
 * and the path's round-trip time. Poor also when nothing arrived in the interval (media stalled).
 */
export function qualityOf(previous: StatsSummary | null, now: StatsSummary): QualityHint {
  const received = now.packetsReceived - (previous?.packetsReceived ?? 0);
  const lost = Math.max(0, now.packetsLost - (previous?.packetsLost ?? 0));
  if (previous && received <= 0) return 'poor';
  const loss = received + lost > 0 ? lost / (received + lost) : 0;
  const rtt = now.roundTripMs ?? 0;
  if (loss > 0.08 || rtt > 400) return 'poor';
  if (loss > 0.02 || rtt > 150) return 'fair';
  return 'good';
}
