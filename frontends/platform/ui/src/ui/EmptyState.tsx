import type { ReactNode } from 'react';

/** An empty list: what is missing (the spec's text) and the next step. */
export function EmptyState({ icon, title, action }: { icon?: ReactNode; title: string; action?: ReactNode }) {
  return (
    <div className="hw-empty" role="status">
      {icon}
      <p>{title}</p>
      {action}
    </div>
  );
}
