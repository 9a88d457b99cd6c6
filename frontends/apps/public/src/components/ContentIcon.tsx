import { createElement, useEffect, useState } from 'react';
import { Car, GraduationCap, Hammer, Languages, Laptop, type LucideIcon } from 'lucide-react';
import type * as CategoryIcons from './category-icons';

/** The five top-level categories' icons ship with the page; the rest of the set loads when needed. */
const PRIMARY: Record<string, LucideIcon> = { laptop: Laptop, hammer: Hammer, car: Car, 'graduation-cap': GraduationCap, languages: Languages };

type IconModule = typeof CategoryIcons;
let allIcons: Promise<IconModule> | undefined;

/** A decorative icon for a category or service, by its lucide name (the name next to it says what it is). */
export function ContentIcon({ name, size = 24 }: { name: string; size?: number }) {
  const [icon, setIcon] = useState<LucideIcon | undefined>(() => PRIMARY[name]);
  useEffect(() => {
    if (PRIMARY[name]) return setIcon(() => PRIMARY[name]);
    let live = true;
    allIcons ??= import('./category-icons');
    void allIcons.then((module) => live && setIcon(() => module.iconFor(name)));
    return () => {
      live = false;
    };
  }, [name]);
  // Until its icon arrives, a same-size box keeps the layout still.
  if (!icon) return <span aria-hidden style={{ display: 'inline-block', width: size, height: size }} />;
  return createElement(icon, { 'aria-hidden': true, size });
}
