import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/600.css';
import { applyPendingLanguage, enableGa4, i18next, loadRuntimeConfig, resumeMachineTranslation, setupI18n, toast } from '@helpwire/ui';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerConfiguredRemotes } from './remotes/remote-registry';
import './shell.css';

async function start() {
  const config = await loadRuntimeConfig().catch(() => undefined);
  if (config) registerConfiguredRemotes(config.remotes);
  if (config?.ga4MeasurementId) enableGa4(config.ga4MeasurementId);
  await setupI18n();
  await applyPendingLanguage();
  createRoot(document.getElementById('root')!).render(<App />);
  void resumeMachineTranslation({
    scriptUrl: config?.machineTranslationScript,
    onUnavailable: () => toast.error(i18next.t('errors.machineTranslationUnavailable')),
  });
}

void start();
