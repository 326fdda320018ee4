import { Outlet } from 'react-router-dom';

/** Navigation bar, page and footer for the public pages. */
export default function PublicLayout() {
  return <Outlet />;
}
