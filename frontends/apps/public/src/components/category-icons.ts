import {
  BatteryCharging,
  BookOpen,
  Briefcase,
  Calculator,
  Car,
  CircleDot,
  ClipboardCheck,
  ClipboardList,
  Code,
  Droplets,
  Fuel,
  Gauge,
  GraduationCap,
  Hammer,
  Landmark,
  Languages,
  Laptop,
  LifeBuoy,
  Lightbulb,
  Monitor,
  Phone,
  Plane,
  Printer,
  ScreenShare,
  Smartphone,
  Sofa,
  Stethoscope,
  Video,
  WashingMachine,
  Wifi,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/**
 * The lucide icon names the content API uses for categories and services, mapped explicitly so
 * the bundle holds only these icons (not the whole set). Unknown names get a lifebuoy.
 */
const ICONS: Record<string, LucideIcon> = {
  laptop: Laptop,
  monitor: Monitor,
  smartphone: Smartphone,
  wifi: Wifi,
  printer: Printer,
  hammer: Hammer,
  wrench: Wrench,
  droplets: Droplets,
  lightbulb: Lightbulb,
  zap: Zap,
  'washing-machine': WashingMachine,
  sofa: Sofa,
  car: Car,
  gauge: Gauge,
  fuel: Fuel,
  'circle-dot': CircleDot,
  'battery-charging': BatteryCharging,
  'graduation-cap': GraduationCap,
  calculator: Calculator,
  'book-open': BookOpen,
  'clipboard-check': ClipboardCheck,
  'clipboard-list': ClipboardList,
  code: Code,
  languages: Languages,
  stethoscope: Stethoscope,
  landmark: Landmark,
  plane: Plane,
  briefcase: Briefcase,
  phone: Phone,
  video: Video,
  'screen-share': ScreenShare,
};

export const DEFAULT_ICON: LucideIcon = LifeBuoy;

export function iconFor(name: string): LucideIcon {
  return ICONS[name] ?? DEFAULT_ICON;
}
