import { Panel } from '@helpwire/ui';
import type { ComponentProps } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';

/** The design system's panel with the helper area's texts for loading and failure. */
export function HomePanel(props: Omit<ComponentProps<typeof Panel>, 'texts'>) {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const texts = { loading: t('home.loading', { panel: props.title }), failed: t('home.panelFailed', { panel: props.title }), retry: t('home.retry') };
  return <Panel {...props} texts={texts} />;
}
