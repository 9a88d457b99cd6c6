import { useEffect, useRef } from 'react';

/**
 * A video bound to a stream. `muted` for the self view (never hear yourself); `speaker` sends the
 * sound to the chosen output where the browser allows it.
 */
export function VideoTile({
  stream,
  muted = false,
  speaker,
  className,
  label,
  onPlaying,
}: {
  stream: MediaStream | null;
  muted?: boolean;
  speaker?: string;
  className?: string;
  label: string;
  onPlaying?: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element || element.srcObject === stream) return;
    element.srcObject = stream;
    if (stream) void element.play().catch(() => undefined);
  }, [stream]);
  useEffect(() => {
    const element = video.current as (HTMLVideoElement & { setSinkId?: (id: string) => Promise<void> }) | null;
    if (element?.setSinkId && speaker !== undefined) void element.setSinkId(speaker).catch(() => undefined);
  }, [speaker]);
  return <video ref={video} className={className} autoPlay playsInline muted={muted} aria-label={label} onPlaying={onPlaying} />;
}
