export function Skeleton({ width = '100%', height = '1rem', label }: { width?: string; height?: string; label?: string }) {
  return (
    <span className="hw-skeleton" style={{ width, height }} role={label ? 'status' : undefined} aria-label={label} aria-hidden={label ? undefined : true} />
  );
}
