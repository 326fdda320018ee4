/** Privacy Policy */
export default function PrivacyPage() {
  return (
    <main className="container" style={{ padding: '48px 0' }}>
      <h1>Privacy Policy</h1>
    </main>
  );
}
