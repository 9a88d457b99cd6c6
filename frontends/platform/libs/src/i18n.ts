// The react-i18next API the web apps use, shared as one singleton (see router.ts for why a subset).
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
