import { useLocation } from 'react-router-dom';

/** Admin screens; their content is specified separately. */
export default function AdminHomePage() {
  const { pathname } = useLocation();
  return (
    <main className="container" style={{ padding: '48px 0' }}>
      <h1>Admin</h1>
      <p>{pathname.slice(1)}</p>
    </main>
  );
}
