/** A tutorial's length as mm:ss (150 → "02:30") and as an ISO 8601 duration for <time>. */
export function formatDuration(totalSeconds: number): { text: string; iso: string } {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return { text: `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`, iso: `PT${minutes}M${rest}S` };
}
