import i18next from 'i18next';

/** The one i18next instance of the app (shared by the shell and every remote). */
export { i18next };
