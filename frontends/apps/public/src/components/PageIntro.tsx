import type { ReactNode } from 'react';

/** The top of an inner page: its one h1 and a short lead. */
export function PageIntro({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <header className="hwp-intro">
      <div className="hw-container">
        <h1>{title}</h1>
        {lead && <p className="hwp-intro__lead">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
