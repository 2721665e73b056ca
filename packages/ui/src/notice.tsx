import type { ReactNode } from 'react';

export function Notice({
  title,
  tone = 'info',
  children,
}: {
  title?: string;
  tone?: 'info' | 'error';
  children?: ReactNode;
}) {
  return (
    <div
      className={tone === 'error' ? 'notice notice--error' : 'notice'}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {title ? <p className="notice__title">{title}</p> : null}
      {children}
    </div>
  );
}
