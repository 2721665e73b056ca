import { Link, type LinkProps } from '@callout/router';
import type { ButtonHTMLAttributes, MouseEvent } from 'react';

type Variant = 'primary' | 'secondary' | 'accent' | 'link';

const classFor = (variant: Variant, extra?: string) =>
  ['btn', variant === 'primary' ? '' : `btn--${variant}`, extra ?? ''].filter(Boolean).join(' ');

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  loading = false,
  onClick,
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; loading?: boolean }) {
  // While loading the button stays focusable (a disabled one would drop keyboard focus to the page)
  // but refuses clicks, so a form cannot be sent twice.
  const guardedClick = loading ? (event: MouseEvent<HTMLButtonElement>) => event.preventDefault() : onClick;
  return (
    <button
      {...props}
      type={type}
      className={classFor(variant, className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || props['aria-disabled'] || undefined}
      onClick={guardedClick}
    >
      {loading ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export function ButtonLink({ variant = 'primary', className, ...props }: LinkProps & { variant?: Variant }) {
  return <Link className={classFor(variant, className)} {...props} />;
}
