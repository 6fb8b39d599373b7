import type { ReactNode } from 'react';

/** The layout of the no-permission, not-found and deleted-message pages: a heading, a line, one way out. */
export function StatusPage({ code, title, body, action }: {
  code: string; title: string; body: string; action: ReactNode;
}) {
  return (
    <section className="sh-status" aria-labelledby={`sh-status-${code}`}>
      <div className="sh-status__badge" aria-hidden="true">{code}</div>
      <h1 id={`sh-status-${code}`} className="sh-status__title">{title}</h1>
      <p className="sh-status__body">{body}</p>
      <div className="sh-status__action">{action}</div>
    </section>
  );
}
