import { PlaceholderPage } from '@helpwire/ui';
import { CallAlertsOffer } from './incoming-call/CallAlertsOffer';
import { HELPER_NAMESPACE } from './texts';

/** The helper's home: what is still being built, and the call alerts offer (calls ring on every page). */
export default function HelperHomePage() {
  return (
    <>
      <PlaceholderPage titleKey="pages.helperHome" namespace={HELPER_NAMESPACE} />
      <section className="hw-container" style={{ paddingBlockEnd: '2rem' }}>
        <CallAlertsOffer />
      </section>
    </>
  );
}
