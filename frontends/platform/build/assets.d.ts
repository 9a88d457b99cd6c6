// Stylesheets and fonts are handled by rspack; TypeScript only needs to know they can be imported.
declare module '*.css';
