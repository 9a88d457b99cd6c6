import { qualityOf, summarizeStats, type StatsSummary } from './call-quality';

const base: StatsSummary = { videoFramesDecoded: 0, videoTracksDecoding: 0, audioPacketsReceived: 0, packetsLost: 0, packetsReceived: 0, roundTripMs: null };

describe('the call quality hint from getStats()', () => {
  it("sums inbound video frames and audio packets, counts decoding video streams, reads the selected pair's round trip", () => {
    const summary = summarizeStats([
      { type: 'inbound-rtp', id: 'v1', kind: 'video', framesDecoded: 120, packetsReceived: 400, packetsLost: 2 },
      { type: 'inbound-rtp', id: 'v2', kind: 'video', framesDecoded: 30, packetsReceived: 100, packetsLost: 0 },
      { type: 'inbound-rtp', id: 'v3', kind: 'video', framesDecoded: 0, packetsReceived: 0 },
      { type: 'inbound-rtp', id: 'a1', kind: 'audio', packetsReceived: 250, packetsLost: 1 },
      { type: 'outbound-rtp', id: 'o1', kind: 'video', framesEncoded: 99 },
      { type: 'transport', id: 't1', selectedCandidatePairId: 'p2' },
      { type: 'candidate-pair', id: 'p1', currentRoundTripTime: 0.9, nominated: true, state: 'succeeded' },
      { type: 'candidate-pair', id: 'p2', currentRoundTripTime: 0.0424 },
    ]);
    expect(summary).toEqual({
      videoFramesDecoded: 150,
      videoTracksDecoding: 2,
      audioPacketsReceived: 250,
      packetsLost: 3,
      packetsReceived: 750,
      roundTripMs: 42,
    });
  });

  it('without a transport entry, the nominated succeeded pair gives the round trip', () => {
    expect(summarizeStats([{ type: 'candidate-pair', id: 'p', currentRoundTripTime: 0.2, nominated: true, state: 'succeeded' }]).roundTripMs).toBe(200);
  });

  it('good, fair and poor by loss over the interval and round trip; poor when nothing arrived', () => {
    const at = (packetsReceived: number, packetsLost: number, roundTripMs: number | null) => ({ ...base, packetsReceived, packetsLost, roundTripMs });
    expect(qualityOf(null, at(100, 0, null))).toBe('good');
    expect(qualityOf(at(100, 0, 20), at(1100, 1, 40))).toBe('good');
    expect(qualityOf(at(100, 0, 20), at(1100, 50, 40))).toBe('fair');
    expect(qualityOf(at(100, 0, 20), at(1100, 0, 250))).toBe('fair');
    expect(qualityOf(at(100, 0, 20), at(1100, 200, 40))).toBe('poor');
    expect(qualityOf(at(100, 0, 20), at(1100, 0, 600))).toBe('poor');
    expect(qualityOf(at(1100, 0, 20), at(1100, 0, 20))).toBe('poor');
  });
});
