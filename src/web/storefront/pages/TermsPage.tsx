/** Terms of Service */
export default function TermsPage() {
  return (
    <main className="container" style={{ padding: '48px 0' }}>
      <h1>Terms of Service</h1>
    </main>
  );
}
