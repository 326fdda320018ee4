/** Customise */
export default function CustomiserPage() {
  return (
    <main className="container" style={{ padding: '48px 0' }}>
      <h1>Customise</h1>
    </main>
  );
}
