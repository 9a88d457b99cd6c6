import { AvailabilityToggle } from '@helpwire/account';
import { useIncomingCalls } from '@helpwire/calls';

/** The header's availability switch, locked while the helper is in a call (spec §4). */
export function AvailabilityDuringCalls({ className }: { className?: string }) {
  const inCall = useIncomingCalls((s) => s.acceptedRoom !== null);
  return <AvailabilityToggle className={className} inCall={inCall} />;
}
