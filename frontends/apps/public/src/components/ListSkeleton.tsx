import { Skeleton } from '@helpwire/ui';

/** Placeholder cards while a list loads; announced once by its label. */
export function ListSkeleton({ label, count = 3, className = 'hwp-grid' }: { label: string; count?: number; className?: string }) {
  return (
    <div className={className} role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="hw-card hwp-skeleton-card" aria-hidden="true">
          <Skeleton width="3rem" height="3rem" />
          <Skeleton width="70%" height="1.25rem" />
          <Skeleton height="0.9rem" />
          <Skeleton width="85%" height="0.9rem" />
        </div>
      ))}
    </div>
  );
}
