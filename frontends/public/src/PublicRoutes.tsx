import { Route, Routes } from 'react-router';

/** The public site (spec §2): every page reads its texts from the content API. */
export default function PublicRoutes() {
  return (
    <Routes>
      <Route path="/" element={<h1>Helpwire</h1>} />
    </Routes>
  );
}
