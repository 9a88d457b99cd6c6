import { createElement } from 'react';
import { iconFor } from './category-icons';

/** A decorative icon for a category or service, by its lucide name (the name next to it says what it is). */
export function ContentIcon({ name, size = 24 }: { name: string; size?: number }) {
  return createElement(iconFor(name), { 'aria-hidden': true, size });
}
