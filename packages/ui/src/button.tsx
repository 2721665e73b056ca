import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

type Variant = 'primary' | 'secondary' | 'accent';

const classFor = (variant: Variant, extra?: string) =>
  ['btn', variant === 'primary' ? '' : `btn--${variant}`, extra ?? ''].filter(Boolean).join(' ');

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={classFor(variant, className)} {...props} />;
}

export function ButtonLink({ variant = 'primary', className, ...props }: LinkProps & { variant?: Variant }) {
  return <Link className={classFor(variant, className)} {...props} />;
}
