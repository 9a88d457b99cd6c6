import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'cta' | 'ghost';
  size?: 'normal' | 'small';
  /** Disables the button and tells assistive technology that it is working. */
  busy?: boolean;
}

export function Button({ variant = 'primary', size = 'normal', busy = false, className, disabled, children, type = 'button', ...rest }: ButtonProps) {
  const classes = ['hw-button', `hw-button--${variant}`, size === 'small' ? 'hw-button--small' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {children}
    </button>
  );
}
