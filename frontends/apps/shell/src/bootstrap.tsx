// Only the subsets our languages use: Latin for en and the machine-translated Latin-script
// languages, Arabic script for ar, ur and fa (other scripts use the system's fonts).
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-ext-400.css';
import '@fontsource/ibm-plex-sans-arabic/arabic-400.css';
import '@fontsource/ibm-plex-sans-arabic/arabic-600.css';
import { applyPendingLanguage, enableGa4, i18next, loadRuntimeConfig, readToken, resumeMachineTranslation, toast } from '@helpwire/web-core';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { registerConfiguredRemotes } from './remotes/remote-registry';
import { setupShellI18n } from './texts/shell-texts';
import './shell.css';

async function start() {
  const config = await loadRuntimeConfig().catch(() => undefined);
  if (config) registerConfiguredRemotes(config.remotes);
  if (config?.ga4MeasurementId) enableGa4(config.ga4MeasurementId);
  await setupShellI18n();
  await applyPendingLanguage();
  const root = document.getElementById('root')!;
  // A public page pre-rendered in the language the app starts in, opened by a visitor (decision
  // 0089): hydrated. Otherwise (signed in, another language) drawn afresh over it.
  const app = <App />;
  if (root.dataset.prerendered === i18next.language && !readToken()) {
    hydrateRoot(root, app);
    // The page and the footer lift the mark once hydrated (app-shell/hydration-mark.ts); at the latest, now.
    setTimeout(() => delete root.dataset.prerendered, 15_000);
  } else {
    createRoot(root).render(app);
    delete root.dataset.prerendered;
  }
  void resumeMachineTranslation({
    scriptUrl: config?.machineTranslationScript,
    onUnavailable: () => toast.error(i18next.t('errors.machineTranslationUnavailable')),
  });
}

void start();
