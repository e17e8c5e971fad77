// Links inside the app: real <a href> elements that move with the router, without
// reloading the page, as React Router's Link and NavLink did. Not wouter's own Link, which differs
// from them where a user can tell: it would move in place for a link meant to open another tab
// (target="_blank"), skip the link's onClick on a ctrl- or middle-click (the side menu would stay
// open), and add a second history entry for a link to the page already shown.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation } from 'wouter';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path, with its query string and fragment if any. */
  readonly to: string;
  /** Replace the current history entry; by default only a link to the address shown does. */
  readonly replace?: boolean;
}

const modified = (event: MouseEvent) => event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/** The address shown, as React Router compared it with a link's target. */
const currentAddress = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

export function Link({ to, replace, target, onClick, ...props }: LinkProps) {
  const [, navigate] = useLocation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // What the browser does itself: another tab or window, a download, a modified or other-button click.
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self') || modified(event)) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? currentAddress() === to });
  };
  return <a {...props} href={to} target={target} onClick={follow} />;
}

/** The path a link leads to, without its query string and fragment. */
const pathOf = (to: string) => to.split(/[?#]/, 1)[0] ?? to;

/**
 * A link in a menu: the one to the page shown (the same path, in any case, as React Router's
 * `<NavLink end>` matched) has aria-current="page" and the class `active`.
 */
export function NavLink({ className, ...props }: LinkProps) {
  const [path] = useLocation();
  const active = path.toLowerCase() === pathOf(props.to).toLowerCase();
  const classes = [className, active ? 'active' : null].filter(Boolean).join(' ') || undefined;
  return <Link {...props} className={classes} aria-current={active ? 'page' : undefined} />;
}
