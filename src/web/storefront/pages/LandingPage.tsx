/** Digital Invitations for all your events */
export default function LandingPage() {
  return (
    <main className="container" style={{ padding: '48px 0' }}>
      <h1>Digital Invitations for all your events</h1>
    </main>
  );
}
