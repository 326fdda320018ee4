import { Link } from 'react-router-dom';

/** Shown when a page fails to render: 'Sorry for the inconvenience.' with a reload. */
export default function ErrorScreen() {
  return (
    <main className="container" style={{ padding: '64px 0', textAlign: 'center' }}>
      <h1>Sorry for the inconvenience.</h1>
      <button className="btn" type="button" onClick={() => window.location.reload()}>
        Reload Page
      </button>
      <p>
        <Link to="/login">Login/Sign Up</Link>
      </p>
    </main>
  );
}
