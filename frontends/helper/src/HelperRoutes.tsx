import { HELPER_PAGES, PlaceholderPage } from '@helpwire/ui';
import { Route, Routes } from 'react-router';

/** The helper area (spec §2). Each capability replaces its placeholder as it is built. */
export default function HelperRoutes() {
  return (
    <Routes>
      {HELPER_PAGES.map(([path, titleKey]) => (
        <Route key={path} path={path} element={<PlaceholderPage titleKey={titleKey} />} />
      ))}
    </Routes>
  );
}
