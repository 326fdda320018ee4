import { useLocation } from 'react-router-dom';

/** Signed-in sections whose screens are not built yet (wishes, gallery, help, settings...). */
export default function UpcomingSectionPage() {
  const { pathname } = useLocation();
  return (
    <section style={{ padding: 24 }}>
      <h1>Coming soon</h1>
      <p>This part of your account ({pathname}) is being prepared.</p>
    </section>
  );
}
