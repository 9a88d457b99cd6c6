import { AlertTriangle } from 'lucide-react';
import { Button } from './Button';
import { Card } from './Card';
import { Skeleton } from './Skeleton';

/** A list that is loading: skeleton rows in a card, announced with `label`. */
export function ListSkeleton({ label, rows = 3, height = '3.5rem', className }: { label: string; rows?: number; height?: string; className?: string }) {
  return (
    <Card className={['hw-list-state', className].filter(Boolean).join(' ')} role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} width="100%" height={height} />
      ))}
    </Card>
  );
}

/** A list that could not load: what happened and a retry. */
export function LoadFailed({ text, retryLabel, onRetry, className }: { text: string; retryLabel: string; onRetry: () => void; className?: string }) {
  return (
    <Card className={['hw-list-state hw-list-state--failed', className].filter(Boolean).join(' ')} role="alert">
      <AlertTriangle aria-hidden size={24} />
      <span>{text}</span>
      <Button variant="ghost" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Card>
  );
}
