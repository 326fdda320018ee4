import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BrandMark } from '../common/Brand';
import '../common/status-pages.css';

/** The spec's initial loader shows for half a second. */
export const PRELOADER_MS = 500;

/** Only paths inside this site may follow the loader. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/preloader') ? next : '/';
}

/** The loader screen: the brand mark pulsing for 0.5 s, then the home page (or ?next=). */
export default function PreloaderPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(next, { replace: true }), PRELOADER_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, next]);
  return (
    <main className="preloader" aria-busy="true">
      <div className="preloader__mark">
        <BrandMark size={72} />
      </div>
      <p className="preloader__text" role="status">
        Loading
        <span className="preloader__dots" aria-hidden="true">
          …
        </span>
      </p>
    </main>
  );
}
