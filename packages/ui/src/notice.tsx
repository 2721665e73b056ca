import type { ReactNode } from 'react';

export function Notice({
  title,
  tone = 'info',
  children,
  className,
}: {
  title?: string;
  tone?: 'info' | 'error';
  children?: ReactNode;
  className?: string | undefined;
}) {
  return (
    <div
      className={[tone === 'error' ? 'notice notice--error' : 'notice', className].filter(Boolean).join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {title ? <p className="notice__title">{title}</p> : null}
      {children}
    </div>
  );
}
